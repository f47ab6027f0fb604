// affine.load and affine.store with composite subscripts.
func.func @main() {
  %m = memref.alloc() : memref<4x8xi32>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 10 + d1)>(%i, %j)
      %w = arith.index_cast %v : index to i32
      affine.store %w, %m[%i, %j] : memref<4x8xi32>
    }
  }
  %zero = arith.constant 0 : i32
  %s = affine.for %i = 0 to 3 iter_args(%acc = %zero) -> (i32) {
    %x = affine.load %m[%i + 1, %i * 2 + 1] : memref<4x8xi32>
    %t = arith.addi %acc, %x : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  memref.dealloc %m : memref<4x8xi32>
  return
}
