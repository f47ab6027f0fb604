// Converted from tests/timing/mixed_independent.mlir on tests/timing/wide.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (issue_width_lets_two_pipelines_issue_together).
// RUN: sim --target tests/timing/wide.toml
// Issue width 2: (add, mul) pairs at 0, 1, 2; the last mul (latency 2) is ready at 4; return at 4: 5.
// CYCLES: 5
// RUN: sim --target tests/timing/wide.toml --set compute.issue_width=1
// Issue width 1: the six ops issue at 0..5; the last mul is ready at 7; return at 7: 8.
// CYCLES: 8

// Three adds and three multiplies, none reading another's result, in
// alternating order: an add and a multiply may issue in the same cycle.
func.func @main() -> (i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 5 : i32
  %s1 = arith.addi %a, %b : i32
  %m1 = arith.muli %a, %b : i32
  %s2 = arith.addi %b, %b : i32
  %m2 = arith.muli %b, %b : i32
  %s3 = arith.addi %a, %a : i32
  %m3 = arith.muli %a, %a : i32
  return %s1, %m1, %s2, %m2, %s3, %m3 : i32, i32, i32, i32, i32, i32
}
