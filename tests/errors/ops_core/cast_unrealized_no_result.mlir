func.func @f(%a: i32) {
  // expected-error@+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  func.return
}
