// Tiled 32 x 32 f32 matmul C += A B with 8 x 8 x 8 tiles.
func.func @main() {
  %a = memref.alloc() : memref<32x32xf32>
  %b = memref.alloc() : memref<32x32xf32>
  %c = memref.alloc() : memref<32x32xf32>
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %s = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 3) mod 11)>(%i, %j)
      %t = affine.apply affine_map<(d0, d1) -> ((d0 + d1 * 5) mod 13)>(%i, %j)
      %si = arith.index_cast %s : index to i32
      %ti = arith.index_cast %t : index to i32
      %sf = arith.sitofp %si : i32 to f32
      %tf = arith.sitofp %ti : i32 to f32
      affine.store %sf, %a[%i, %j] : memref<32x32xf32>
      affine.store %tf, %b[%i, %j] : memref<32x32xf32>
      %z = arith.constant 0.0 : f32
      affine.store %z, %c[%i, %j] : memref<32x32xf32>
    }
  }
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %j0 = 0 to 32 step 8 {
      affine.for %k0 = 0 to 32 step 8 {
        affine.for %i = affine_map<(d0) -> (d0)>(%i0) to affine_map<(d0) -> (d0 + 8)>(%i0) {
          affine.for %j = affine_map<(d0) -> (d0)>(%j0) to affine_map<(d0) -> (d0 + 8)>(%j0) {
            affine.for %k = affine_map<(d0) -> (d0)>(%k0) to affine_map<(d0) -> (d0 + 8)>(%k0) {
              %x = affine.load %a[%i, %k] : memref<32x32xf32>
              %y = affine.load %b[%k, %j] : memref<32x32xf32>
              %acc = affine.load %c[%i, %j] : memref<32x32xf32>
              %p = arith.mulf %x, %y : f32
              %q = arith.addf %acc, %p : f32
              affine.store %q, %c[%i, %j] : memref<32x32xf32>
            }
          }
        }
      }
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 {
      %v = affine.load %c[%i, %j] : memref<32x32xf32>
      vector.print %v : f32
    }
  }
  return
}
