// HLS-ERROR: 11:8: error: the HLS schedule runs past --max-cycles=1000
// HLS-TESTBENCH
// HLS-FLAGS: --max-cycles 1000
// A loop of a million iterations cannot finish within the budget: the
// testbench's cycle model stops at the loop (the block it was entering)
// instead of running on.
func.func @f(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %one = arith.constant 1 : i32
    %x = arith.addi %acc, %one : i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @main() {
  %n = arith.constant 1000000 : index
  %r = func.call @f(%n) : (index) -> i32
  return
}
