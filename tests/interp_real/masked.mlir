// Hand-written: a transfer_read with a mask (its first 5 lanes on) in
// an affine.for: the specialised form does not take a masked transfer,
// so the loop has none and runs as before; masked-off lanes read the
// padding (7).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %A = memref.alloc() : memref<40xf32>
  scf.for %i = %c0 to %c40 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %A[%i] : memref<40xf32>
  }
  %pad = arith.constant 7.0 : f32
  %m = vector.constant_mask [5] : vector<8xi1>
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc = affine.for %j = 0 to 30 iter_args(%t = %z) -> (vector<8xf32>) {
    %v = vector.transfer_read %A[%j], %pad, %m {in_bounds = [true]} : memref<40xf32>, vector<8xf32>
    %u = arith.addf %t, %v : vector<8xf32>
    affine.yield %u : vector<8xf32>
  }
  vector.print %acc : vector<8xf32>
  return
}
