// Rank-0 memrefs and stack allocation inside a loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %acc = memref.alloca() : memref<f64>
  %zero = arith.constant 0.0 : f64
  memref.store %zero, %acc[] : memref<f64>
  %q = arith.constant 0.25 : f64
  scf.for %i = %c0 to %c5 step %c1 {
    %t = memref.alloca() : memref<1xf64>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %p = arith.mulf %f, %q : f64
    memref.store %p, %t[%c0] : memref<1xf64>
    %x = memref.load %t[%c0] : memref<1xf64>
    %old = memref.load %acc[] : memref<f64>
    %new = arith.addf %old, %x : f64
    memref.store %new, %acc[] : memref<f64>
  }
  %r = memref.load %acc[] : memref<f64>
  vector.print %r : f64
  return
}
