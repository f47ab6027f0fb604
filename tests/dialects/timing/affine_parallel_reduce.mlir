// A two-iteration affine.parallel folding a constant with "addi" on
// tests/timing/basic.toml (see tests/dialect_timing.rs).
func.func @main() -> i32 {
  %c = arith.constant 5 : i32
  %r = affine.parallel (%i) = (0) to (2) reduce ("addi") -> (i32) {
    affine.yield %c : i32
  }
  return %r : i32
}
