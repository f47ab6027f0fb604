// B[i] += 1, then a load of A[i + 5]: in bounds for i < 995, out of
// bounds at i = 995, the last iterations of a long fast-forwarded run.
// The entry cannot prove A's index within its size for every iteration,
// so a copy that checks indices runs and its check declines there.
func.func @main() {
  %A = memref.alloc() : memref<1000xi32, 1>
  %B = memref.alloc() : memref<1000xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c1000 = arith.constant 1000 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %b = memref.load %B[%i] : memref<1000xi32, 1>
    %b1 = arith.addi %b, %one : i32
    memref.store %b1, %B[%i] : memref<1000xi32, 1>
    %j = arith.addi %i, %c5 : index
    %a = memref.load %A[%j] : memref<1000xi32, 1>
    %n = arith.addi %acc, %a : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
