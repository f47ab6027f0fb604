func.func @f(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  func.return
}
