// Two loads a step, A[i] and A[i + 32] (128 bytes apart), 1000 steps, on
// an sram whose banks take 256 bytes each (the test sets the
// interleave): each load keeps its bank for 64 steps, then moves on, 32
// steps apart, so for 32 steps the two share a bank and the second waits
// for it, then for 32 they do not. The plans of the proven copy count up
// to the step where a bank changes, never past it.
func.func @main() {
  %A = memref.alloc() : memref<1100xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c1000 = arith.constant 1000 : index
  %c1100 = arith.constant 1100 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c1100 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %A[%i] : memref<1100xi32, 1>
  }
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %a = memref.load %A[%i] : memref<1100xi32, 1>
    %j = arith.addi %i, %c32 : index
    %b = memref.load %A[%j] : memref<1100xi32, 1>
    %n = arith.addi %acc, %a : i32
    %m = arith.addi %n, %b : i32
    scf.yield %m : i32
  }
  vector.print %s : i32
  return
}
