// A tiled layout map (2x4 tiles) over an 4x8 buffer.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 4, d0 mod 2, d1 mod 4)>
func.func @main() {
  %m = memref.alloc() : memref<4x8xi32, #tiled>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%i, %j)
      %w = arith.index_cast %v : index to i32
      affine.store %w, %m[%i, %j] : memref<4x8xi32, #tiled>
    }
  }
  %zero = arith.constant 0 : i32
  %s = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> (i32) {
    %x = affine.load %m[%i, 7 - %i] : memref<4x8xi32, #tiled>
    %t = arith.addi %acc, %x : i32
    affine.yield %t : i32
  }
  vector.print %s : i32
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %e = memref.load %m[%c3, %c5] : memref<4x8xi32, #tiled>
  vector.print %e : i32
  memref.dealloc %m : memref<4x8xi32, #tiled>
  return
}
