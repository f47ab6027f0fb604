func.func @f(%c: i1, %a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1:
  func.return
}
