// `math.sincos` (two float_special steps, sin then cos) feeding
// `math.clampf` (two float_cmp steps, minimumf then maximumf), on
// tests/timing/basic.toml (see tests/dialect_timing.rs).
func.func @main() -> f32 {
  %x = arith.constant 0.5 : f32
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 1.0 : f32
  %s, %c = math.sincos %x : f32
  %k = math.clampf %c to [%lo, %hi] : f32
  return %k : f32
}
