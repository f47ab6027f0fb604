// builtin.unrealized_conversion_cast, single and multiple values.
func.func @casts(%a: i32, %b: f32) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to index, index
  %2 = builtin.unrealized_conversion_cast %1#0, %1#1 : index, index to index
  return %0, %2 : i64, index
}
