// The transfer walks only the last dimension; row 2 of a 2-row memref is
// outside it whatever in_bounds says, so the write faults at the op.
func.func @main() {
  %m = memref.alloc() : memref<2x5xf32, 1>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant dense<1.0> : vector<3xf32>
  vector.transfer_write %v, %m[%c2, %c1] : vector<3xf32>, memref<2x5xf32, 1>
  return
}
