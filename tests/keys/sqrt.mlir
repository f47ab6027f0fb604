// Two independent `math.sqrt` ops: the `float_special` class
// (configs/README.md, "Op classes"), for tests/keys_effects.rs.
func.func @two_sqrt(%a: f32, %b: f32) -> f32 {
  %x = math.sqrt %a : f32
  %y = math.sqrt %b : f32
  return %y : f32
}
