func.func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  func.return
}
