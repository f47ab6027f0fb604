// Transpose of a 32 x 48 i32 matrix into 48 x 32, in 8 x 8 tiles.
func.func @main() {
  %a = memref.alloc() : memref<32x48xi32>
  %b = memref.alloc() : memref<48x32xi32>
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 48 {
      %v = affine.apply affine_map<(d0, d1) -> (d0 * 100 + d1)>(%i, %j)
      %vi = arith.index_cast %v : index to i32
      affine.store %vi, %a[%i, %j] : memref<32x48xi32>
    }
  }
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %j0 = 0 to 48 step 8 {
      affine.for %i = affine_map<(d0) -> (d0)>(%i0) to affine_map<(d0) -> (d0 + 8)>(%i0) {
        affine.for %j = affine_map<(d0) -> (d0)>(%j0) to affine_map<(d0) -> (d0 + 8)>(%j0) {
          %x = affine.load %a[%i, %j] : memref<32x48xi32>
          affine.store %x, %b[%j, %i] : memref<48x32xi32>
        }
      }
    }
  }
  affine.for %i = 0 to 48 {
    affine.for %j = 0 to 32 {
      %v = affine.load %b[%i, %j] : memref<48x32xi32>
      vector.print %v : i32
    }
  }
  return
}
