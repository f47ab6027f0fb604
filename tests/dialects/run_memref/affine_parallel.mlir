// affine.parallel: constant and symbol bounds, steps, reductions.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<6x4xi32>
  affine.parallel (%i, %j) = (0, 0) to (symbol(%c6), 4) {
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %t = arith.constant 10 : i32
    %a = arith.muli %ii, %t : i32
    %b = arith.addi %a, %jj : i32
    affine.store %b, %m[%i, %j] : memref<6x4xi32>
  }
  %s:2 = affine.parallel (%i) = (%c1) to (%c6 + 0) step (2) reduce ("addi", "muli") -> (i32, i32) {
    %v = affine.load %m[%i, %i floordiv 2] : memref<6x4xi32>
    affine.yield %v, %v : i32, i32
  }
  vector.print %s#0 : i32
  vector.print %s#1 : i32
  %f = affine.parallel (%i, %j) = (0, 1) to (3, 4) reduce ("addf") -> (f32) {
    %v = affine.load %m[%i, %j] : memref<6x4xi32>
    %x = arith.sitofp %v : i32 to f32
    affine.yield %x : f32
  }
  vector.print %f : f32
  memref.dealloc %m : memref<6x4xi32>
  return
}
