// A loop that adds 1 to B[i], then loads A[i + 300]: the load of
// iteration 700 is out of bounds, after that iteration's store, hundreds
// of iterations into the loop's steady state.
func.func @main() {
  %A = memref.alloc() : memref<1000xi32, 1>
  %B = memref.alloc() : memref<1000xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c1000 = arith.constant 1000 : index
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %b = memref.load %B[%i] : memref<1000xi32, 1>
    %b1 = arith.addi %b, %one : i32
    memref.store %b1, %B[%i] : memref<1000xi32, 1>
    %j = arith.addi %i, %c300 : index
    %a = memref.load %A[%j] : memref<1000xi32, 1>
    %n = arith.addi %acc, %a : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
