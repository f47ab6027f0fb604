// A 2-D box blur (sum of the 3 x 3 neighbourhood) of a 34 x 34 i64 image
// into 32 x 32, in 8 x 16 tiles; the column tile offset is a symbol.
func.func @main() {
  %a = memref.alloc() : memref<34x34xi64>
  %b = memref.alloc() : memref<32x32xi64>
  affine.for %i = 0 to 34 {
    affine.for %j = 0 to 34 {
      %v = affine.apply affine_map<(d0, d1) -> ((d0 * 7 + d1 * 11) mod 23)>(%i, %j)
      %vi = arith.index_cast %v : index to i64
      affine.store %vi, %a[%i, %j] : memref<34x34xi64>
    }
  }
  affine.for %i0 = 0 to 32 step 8 {
    affine.for %j0 = 0 to 32 step 16 {
      affine.for %i = affine_map<(d0) -> (d0)>(%i0) to affine_map<(d0) -> (d0 + 8)>(%i0) {
        affine.for %j = affine_map<(d0) -> (d0)>(%j0) to affine_map<(d0) -> (d0 + 16)>(%j0) {
          %z = arith.constant 0 : i64
          %r = affine.for %di = 0 to 3 iter_args(%acc = %z) -> (i64) {
            %r2 = affine.for %dj = 0 to 3 iter_args(%acc2 = %acc) -> (i64) {
              %x = affine.load %a[%i + %di, %j + %dj] : memref<34x34xi64>
              %n = arith.addi %acc2, %x : i64
              affine.yield %n : i64
            }
            affine.yield %r2 : i64
          }
          affine.store %r, %b[%i, %j] : memref<32x32xi64>
        }
      }
    }
  }
  affine.for %i = 0 to 32 {
    affine.for %j = 0 to 32 step 3 {
      %v = affine.load %b[%i, %j] : memref<32x32xi64>
      vector.print %v : i64
    }
  }
  return
}
