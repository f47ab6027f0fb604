// Converted from tests/timing/mul_chain.mlir on tests/timing/basic.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (dependent_multiplies_wait_for_each_other).
// RUN: sim --target tests/timing/basic.toml
// int_mul latency 4: issues at 0, 4, 8, 12, the last ready at 16, when the return issues: 17.
// CYCLES: 17

// Four multiplies, each reading the previous result: a dependent chain.
func.func @main() -> i32 {
  %a = arith.constant 3 : i32
  %m1 = arith.muli %a, %a : i32
  %m2 = arith.muli %m1, %a : i32
  %m3 = arith.muli %m2, %a : i32
  %m4 = arith.muli %m3, %a : i32
  return %m4 : i32
}
