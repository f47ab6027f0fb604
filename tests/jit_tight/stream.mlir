// Σ A[i] over i < 4033, A[i] = i, on the basic target's sram (4 banks of
// 4 bytes): the load moves 4 bytes a step, its bank repeats every 4
// steps, a period of 16 bytes that is the bank round, so the plan armed
// after the first step the runtime sees counts without any compare for
// as long as its budget lasts, in the tight copy, and the loop ends
// there.
func.func @main() {
  %A = memref.alloc() : memref<4033xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4033 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %A[%i] : memref<4033xi32, 1>
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %a = memref.load %A[%i] : memref<4033xi32, 1>
    %t = arith.addi %acc, %a : i32
    scf.yield %t : i32
  }
  vector.print %s : i32
  return
}
