// Converted from tests/timing/mul_width.mlir on tests/timing/wide.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (multiply_latency_depends_on_the_width).
// RUN: sim --target tests/timing/wide.toml --entry narrow
// int_mul costs 2 up to 32 bits: three dependent i32 muls at 0, 2, 4, ready 6, return at 6: 7.
// CYCLES: 7
// RUN: sim --target tests/timing/wide.toml --entry wide
// and 6 beyond: i64 muls at 0, 6, 12, ready 18: 19.
// CYCLES: 19

// The same dependent chain of three multiplies on i32 (@narrow) and on
// i64 (@wide); the target's int_mul cost depends on the operand width.
func.func @narrow() -> i32 {
  %a = arith.constant 3 : i32
  %m1 = arith.muli %a, %a : i32
  %m2 = arith.muli %m1, %a : i32
  %m3 = arith.muli %m2, %a : i32
  return %m3 : i32
}
func.func @wide() -> i64 {
  %a = arith.constant 3 : i64
  %m1 = arith.muli %a, %a : i64
  %m2 = arith.muli %m1, %a : i64
  %m3 = arith.muli %m2, %a : i64
  return %m3 : i64
}
