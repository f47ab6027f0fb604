// Misspelled op names: upstream's text, which rmlir-opt extends with a
// "did you mean" hint (checked in dialect_ops.rs).
func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'arith.addii' is unknown}}
  %0 = arith.addii %a, %a : i32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'math.sqr' is unknown}}
  %0 = math.sqr %a : f32
  return
}
// -----
func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'retrun' is unknown (tried 'func.retrun' as well)}}
  retrun
}
