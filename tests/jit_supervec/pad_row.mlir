// Rows of A (84 f32) read by vector.transfer_read at 8i for i < 11 and
// summed into a row carried by the loop: the last row (i = 10) reads
// A[80..84) and pads its other four lanes with -1. The JIT's values-only
// copy runs the ten whole rows and declines at the last one (its lanes
// reach past A's size), which the timed copy hands to the interpreter.
// Prints the sum: lane l is Σ_{i<10} (8i + l) + (80 + l, or -1 for l ≥ 4).
func.func @main() {
  %A = memref.alloc() : memref<84xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c11 = arith.constant 11 : index
  %c84 = arith.constant 84 : index
  scf.for %i = %c0 to %c84 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %A[%i] : memref<84xf32>
  }
  %z = arith.constant dense<0.0> : vector<8xf32>
  %pad = arith.constant -1.0 : f32
  %s = scf.for %i = %c0 to %c11 step %c1 iter_args(%acc = %z) -> (vector<8xf32>) {
    %i8 = arith.muli %i, %c8 : index
    %v = vector.transfer_read %A[%i8], %pad : memref<84xf32>, vector<8xf32>
    %n = arith.addf %acc, %v : vector<8xf32>
    scf.yield %n : vector<8xf32>
  }
  vector.print %s : vector<8xf32>
  return
}
