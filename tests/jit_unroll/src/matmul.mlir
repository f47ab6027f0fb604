// C = A B on 16x16 i32, A[i][j] = i + 2j, B[i][j] = 3i - j, through
// linalg.matmul; prints Σ_j (j + 1)·C[i][j] per row.
func.func @main() {
  %A = memref.alloc() : memref<16x16xi32>
  %B = memref.alloc() : memref<16x16xi32>
  %C = memref.alloc() : memref<16x16xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %c1_i32 = arith.constant 1 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %j2 = arith.muli %jj, %two : i32
      %a = arith.addi %ii, %j2 : i32
      %i3 = arith.muli %ii, %three : i32
      %b = arith.subi %i3, %jj : i32
      memref.store %a, %A[%i, %j] : memref<16x16xi32>
      memref.store %b, %B[%i, %j] : memref<16x16xi32>
      memref.store %z, %C[%i, %j] : memref<16x16xi32>
    }
  }
  linalg.matmul ins(%A, %B : memref<16x16xi32>, memref<16x16xi32>) outs(%C : memref<16x16xi32>)
  scf.for %i = %c0 to %c16 step %c1 {
    %s = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
      %c = memref.load %C[%i, %j] : memref<16x16xi32>
      %jj = arith.index_cast %j : index to i32
      %w = arith.addi %jj, %c1_i32 : i32
      %p = arith.muli %c, %w : i32
      %n = arith.addi %acc, %p : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
  }
  return
}
