// One load walking 4-byte elements at 4 bytes an iteration on a space of
// 16 banks with a 4-byte interleave: its record repeats every 16
// iterations, too slowly for a periodic plan. With a bank busy longer
// than an iteration, the banks of the last few iterations are still busy
// when the next starts (no state is bank free), so the iteration's step
// depends on which bank it meets, not on a pattern alone. The loop sums
// x[i] = i for i < 1024: 523776.
func.func @main() {
  %x = memref.alloc() : memref<1024xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c1024 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %x[%i] : memref<1024xi32, 1>
  }
  %s = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %z) -> (i32) {
    %a = memref.load %x[%i] : memref<1024xi32, 1>
    %m = arith.addi %acc, %a : i32
    scf.yield %m : i32
  }
  vector.print %s : i32
  return
}
