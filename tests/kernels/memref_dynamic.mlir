// Dynamic shapes: sizes known only at run time, dim and casts.
func.func @fill(%m: memref<?x?xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf64>
  %c = memref.dim %m, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %fi = arith.index_cast %i : index to i64
      %ff = arith.sitofp %fi : i64 to f64
      %x = arith.addf %v, %ff : f64
      memref.store %x, %m[%i, %j] : memref<?x?xf64>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%c3, %c2) : memref<?x?xf64>
  %v = arith.constant 0.5 : f64
  call @fill(%m, %v) : (memref<?x?xf64>, f64) -> ()
  %d0 = memref.dim %m, %c0 : memref<?x?xf64>
  vector.print %d0 : index
  %x = memref.load %m[%c2, %c0] : memref<?x?xf64>
  vector.print %x : f64
  %s = memref.cast %m : memref<?x?xf64> to memref<3x2xf64>
  %c1 = arith.constant 1 : index
  %y = memref.load %s[%c2, %c1] : memref<3x2xf64>
  vector.print %y : f64
  memref.dealloc %m : memref<?x?xf64>
  return
}
