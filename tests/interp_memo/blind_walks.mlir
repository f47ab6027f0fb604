// Two loads walking one buffer of 4-byte elements at 4 and 12 bytes an
// iteration: on a space of 16 banks with a 4-byte interleave (a 64-byte
// bank round) their records repeat only every 16 iterations, too slowly
// for a periodic plan, and the two share a bank exactly when 8·i bytes
// is a multiple of 64, at i = 0, 8, 16, …, whatever the buffer's place.
// A first loop stores x[i] = i; the second sums x[i] + x[3i] for i <
// 1024, 4 · (0 + 1 + … + 1023) = 2095104. The index 3i comes from two
// adds before the loads, so the second load issues the cycle after the
// first. tests/interp_memo.rs derives the bank conflicts by hand.
func.func @main() {
  %x = memref.alloc() : memref<3072xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %c3072 = arith.constant 3072 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c3072 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %x[%i] : memref<3072xi32, 1>
  }
  %s = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %z) -> (i32) {
    %j = arith.addi %i, %i : index
    %k = arith.addi %j, %i : index
    %a = memref.load %x[%i] : memref<3072xi32, 1>
    %b = memref.load %x[%k] : memref<3072xi32, 1>
    %m = arith.addi %acc, %a : i32
    %n = arith.addi %m, %b : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
