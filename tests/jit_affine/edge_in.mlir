// A[i] = 2 i + 1, then the sum of A[i + 1] for i < 99: the last index is
// 99, A's last element (size − 1): every index is proven in bounds at the
// entry.
func.func @main() {
  %A = memref.alloc() : memref<100xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %ub = arith.constant 99 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %c100 step %c1 {
    %v = arith.index_cast %i : index to i32
    %v2 = arith.addi %v, %v : i32
    %v3 = arith.addi %v2, %one : i32
    memref.store %v3, %A[%i] : memref<100xi32, 1>
  }
  %s = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %z) -> (i32) {
    %j = arith.addi %i, %c1 : index
    %a = memref.load %A[%j] : memref<100xi32, 1>
    %n = arith.addi %acc, %a : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
