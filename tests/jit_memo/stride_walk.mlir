// A walk with a 12-byte stride: 1000 loads, every third element, summed.
// On basic.toml's sram (4 banks of 4 B) the loads visit banks 0, 3, 2,
// 1, 0, … so the bank record repeats every 4 iterations; its cycles are
// derived by hand in tests/jit_memo.rs.
func.func @main() {
  %a = memref.alloc() : memref<3000xi32, 1>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c3000 = arith.constant 3000 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c3000 step %c3 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %a[%i] : memref<3000xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
