// Four independent i32 multiplies in one block, with one multiplier
// allowed: they must take turns on the shared unit.
// HLS-FUNC: mul_share
// HLS-SET: hls.limits.muli=1
// HLS-ARG: 3
// HLS-ARG: -5
// HLS-ARG: 7
// HLS-ARG: 11
// HLS-CYCLES: 9
// Cycles by hand: muli i32 has latency 2 in configs/tpu.toml and one unit,
// so the four products start in steps 0, 2, 4 and 6 and are registered
// at the ends of steps 1, 3, 5 and 7. An addi i32 (1.6 ns) may start a
// state but not chain after another at 940 MHz (1.064 ns): p0 + p1 runs
// in step 4, + p2 in step 6, + p3 in step 8, which also runs the return.
// Steps 0..8 are 9 cycles from start to done.
func.func @mul_share(%a: i32, %b: i32, %c: i32, %d: i32) -> i32 {
  %p0 = arith.muli %a, %b : i32
  %p1 = arith.muli %c, %d : i32
  %p2 = arith.muli %a, %c : i32
  %p3 = arith.muli %b, %d : i32
  %s0 = arith.addi %p0, %p1 : i32
  %s1 = arith.addi %s0, %p2 : i32
  %s2 = arith.addi %s1, %p3 : i32
  return %s2 : i32
}
