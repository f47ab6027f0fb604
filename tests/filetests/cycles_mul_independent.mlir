// Converted from tests/timing/mul_independent.mlir on tests/timing/basic.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (independent_multiplies_pipeline).
// RUN: sim --target tests/timing/basic.toml
// ii 1: issues at 0, 1, 2, 3; the last is ready at 7, when the return issues: 8.
// CYCLES: 8
// RUN: sim --target tests/timing/basic.toml --set compute.scalar.ops.int_mul={latency=4,ii=2}
// ii 2: issues at 0, 2, 4, 6, the last ready at 10; return at 10: 11.
// CYCLES: 11

// Four multiplies that read only constants: independent, so they pipeline.
func.func @main() -> (i32, i32, i32, i32) {
  %a = arith.constant 3 : i32
  %b = arith.constant 5 : i32
  %m1 = arith.muli %a, %b : i32
  %m2 = arith.muli %b, %b : i32
  %m3 = arith.muli %a, %a : i32
  %m4 = arith.muli %b, %a : i32
  return %m1, %m2, %m3, %m4 : i32, i32, i32, i32
}
