// Function values: func.constant and call_indirect.
func.func @square(%a: f32) -> f32 {
  %0 = arith.mulf %a, %a : f32
  return %0 : f32
}
func.func @apply(%x: f32) -> f32 {
  %f = constant @square : (f32) -> f32
  %0 = call_indirect %f(%x) : (f32) -> f32
  return %0 : f32
}
