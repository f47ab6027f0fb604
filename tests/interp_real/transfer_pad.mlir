// Hand-written: transfer_reads of rows of 8 f32 lanes along row 0 of a
// 2x20 memref, at columns j = 0..17 of an affine.for: from j = 13 on a
// row's last lanes fall past column 19 (inside the buffer, in row 1) and
// read the padding (-100) instead; a broadcasting read of [1, j] and a
// transfer_write of the sum's row into row 1 of another memref at
// columns j = 0..12, all inside.
#bc = affine_map<(d0, d1) -> (0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %A = memref.alloc() : memref<2x20xf32>
  %O = memref.alloc() : memref<2x20xf32>
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %g = arith.mulf %f, %f : f32
    memref.store %f, %A[%c0, %i] : memref<2x20xf32>
    memref.store %g, %A[%c1, %i] : memref<2x20xf32>
    memref.store %f, %O[%c0, %i] : memref<2x20xf32>
    memref.store %f, %O[%c1, %i] : memref<2x20xf32>
  }
  %pad = arith.constant -100.0 : f32
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc = affine.for %j = 0 to 18 iter_args(%t = %z) -> (vector<8xf32>) {
    %v = vector.transfer_read %A[%c0, %j], %pad : memref<2x20xf32>, vector<8xf32>
    %u = arith.addf %t, %v : vector<8xf32>
    affine.yield %u : vector<8xf32>
  }
  vector.print %acc : vector<8xf32>
  %acc2 = affine.for %j = 0 to 13 iter_args(%t = %z) -> (vector<8xf32>) {
    %b = vector.transfer_read %A[%c1, %j], %pad {permutation_map = #bc} : memref<2x20xf32>, vector<8xf32>
    %v = vector.transfer_read %A[%c0, %j], %pad : memref<2x20xf32>, vector<8xf32>
    %m = arith.mulf %b, %v : vector<8xf32>
    %u = arith.addf %t, %m : vector<8xf32>
    vector.transfer_write %u, %O[%c1, %j] : vector<8xf32>, memref<2x20xf32>
    affine.yield %u : vector<8xf32>
  }
  vector.print %acc2 : vector<8xf32>
  %o = vector.load %O[%c1, %c0] : memref<2x20xf32>, vector<16xf32>
  vector.print %o : vector<16xf32>
  return
}
