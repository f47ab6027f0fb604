// `arith.scaling_extf` (cast, cast, float_mul) feeding `arith.scaling_truncf`
// (cast, float_div, cast), on tests/timing/basic.toml (see
// tests/dialect_timing.rs).
func.func @main() -> f16 {
  %x = arith.constant 1.5 : f16
  %s = arith.constant 4.0 : f32
  %0 = arith.scaling_extf %x, %s : f16, f32 to f32
  %1 = arith.scaling_truncf %0, %s : f32, f32 to f16
  return %1 : f16
}
