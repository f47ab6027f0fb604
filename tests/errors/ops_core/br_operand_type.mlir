func.func @f(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  func.return
}
