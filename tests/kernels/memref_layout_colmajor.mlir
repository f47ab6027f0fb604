// A column-major layout map: logical indices permute into physical ones.
#col = affine_map<(d0, d1) -> (d1, d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<2x3xi64, #col>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i64
      memref.store %v, %m[%i, %j] : memref<2x3xi64, #col>
    }
  }
  %a = memref.load %m[%c1, %c2] : memref<2x3xi64, #col>
  vector.print %a : i64
  %b = memref.load %m[%c0, %c1] : memref<2x3xi64, #col>
  vector.print %b : i64
  memref.dealloc %m : memref<2x3xi64, #col>
  return
}
