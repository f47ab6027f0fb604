// in_bounds = [true] promises that columns 3..6 of row 0 exist; column 5
// (lane 2) does not, so the read faults at the op on that lane.
func.func @main() {
  %m = memref.alloc() : memref<2x5xf32, 1>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c0, %c3], %pad {in_bounds = [true]} : memref<2x5xf32, 1>, vector<4xf32>
  vector.print %0 : vector<4xf32>
  return
}
