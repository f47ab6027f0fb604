// Rows of 8 f32 lanes along row 0 of a 2x64 memref, one per iteration
// from column 0 to column 56: the last row's last lane is column
// 63, the last column (every row is inside) .
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %n = arith.constant 57 : index
  %A = memref.alloc() : memref<2x64xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %A[%c0, %i] : memref<2x64xf32>
    memref.store %f, %A[%c1, %i] : memref<2x64xf32>
  }
  %z = arith.constant dense<0.0> : vector<8xf32>
  %acc = scf.for %j = %c0 to %n step %c1 iter_args(%t = %z) -> (vector<8xf32>) {
    %v = vector.load %A[%c0, %j] : memref<2x64xf32>, vector<8xf32>
    %u = arith.addf %t, %v : vector<8xf32>
    scf.yield %u : vector<8xf32>
  }
  vector.print %acc : vector<8xf32>
  return
}
