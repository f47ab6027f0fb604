func.func private @g(i32) -> i32
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @g : (i64) -> i32
  func.return
}
