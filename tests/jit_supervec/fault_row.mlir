// Rows of A (80 f32: ten whole rows of 8) loaded by vector.load at 8i
// for i < 12, summed into a row carried by the loop and stored to S[8i];
// the eleventh row (i = 10) starts at index 80, past A's size: the
// interpreter faults there, after ten iterations ran in the JIT's
// values-only copy (whose access declines at that row, so the timed
// copy runs it and the interpreter reports the fault).
func.func @main() {
  %A = memref.alloc() : memref<80xf32>
  %S = memref.alloc() : memref<96xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c80 = arith.constant 80 : index
  scf.for %i = %c0 to %c80 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %A[%i] : memref<80xf32>
  }
  %z = arith.constant dense<0.0> : vector<8xf32>
  %s = scf.for %i = %c0 to %c12 step %c1 iter_args(%acc = %z) -> (vector<8xf32>) {
    %i8 = arith.muli %i, %c8 : index
    %v = vector.load %A[%i8] : memref<80xf32>, vector<8xf32>
    %n = arith.addf %acc, %v : vector<8xf32>
    vector.store %n, %S[%i8] : memref<96xf32>, vector<8xf32>
    scf.yield %n : vector<8xf32>
  }
  vector.print %s : vector<8xf32>
  return
}
