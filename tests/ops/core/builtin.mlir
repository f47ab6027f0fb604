// builtin.module nesting with names and attributes, and
// unrealized_conversion_cast with zero, one and many operands.
module @outer attributes {test.top = 1 : i32} {
  module @inner {
  }
  module {
    func.func @casts(%a: i32, %b: f32) -> (i64, i8) {
      %0 = builtin.unrealized_conversion_cast %a : i32 to i64
      %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i8, i8
      %2 = builtin.unrealized_conversion_cast to i16
      return %0, %1#1 : i64, i8
    }
  }
}
