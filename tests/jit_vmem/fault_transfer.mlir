// 2-D transfers marked in_bounds, one row further each iteration on a
// 5x10 buffer: rows 0 to 3 read and write their 2x4 blocks (3 is the
// last whole block), row 4's block runs past the buffer's last row and
// the read faults as the interpreter reports it (upstream trusts
// in_bounds and does not check).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %B = memref.alloc() : memref<5x10xi64>
  %C = memref.alloc() : memref<5x10xi64>
  %pad = arith.constant 0 : i64
  %k = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : vector<2x4xi64>
  vector.transfer_write %k, %B[%c0, %c6] {in_bounds = [true, true]} : vector<2x4xi64>, memref<5x10xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %v = vector.transfer_read %B[%i, %c6], %pad {in_bounds = [true, true]} : memref<5x10xi64>, vector<2x4xi64>
    %w = arith.addi %v, %k : vector<2x4xi64>
    vector.transfer_write %w, %C[%i, %c6] {in_bounds = [true, true]} : vector<2x4xi64>, memref<5x10xi64>
    vector.transfer_write %w, %B[%i, %c6] {in_bounds = [true, true]} : vector<2x4xi64>, memref<5x10xi64>
    vector.print %w : vector<2x4xi64>
  }
  return
}
