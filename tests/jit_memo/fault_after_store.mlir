// A loop that adds 1 to B[i], then loads A[i + 10]: the load of the
// seventh iteration is out of bounds, after that iteration's store.
func.func @main() {
  %A = memref.alloc() : memref<16xi32, 1>
  %B = memref.alloc() : memref<16xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
    %b = memref.load %B[%i] : memref<16xi32, 1>
    %b1 = arith.addi %b, %one : i32
    memref.store %b1, %B[%i] : memref<16xi32, 1>
    %j = arith.addi %i, %c10 : index
    %a = memref.load %A[%j] : memref<16xi32, 1>
    %n = arith.addi %acc, %a : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
