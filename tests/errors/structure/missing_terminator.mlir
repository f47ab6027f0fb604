// Every block of a region whose op is not `NoTerminator` ends in a
// terminator, and a terminator ends its block (Language Reference,
// "Blocks"; upstream `Verifier.cpp` `verifyBlock`, `OpTrait::IsTerminator`).

func.func @missing_terminator() {
  // expected-error@+1 {{block with no terminator, has}}
  %c = arith.constant 1 : i32
}

// -----

// Every block of a multi-block region needs one.
func.func @second_block() {
  cf.br ^bb1
^bb1:
  // expected-error@+1 {{block with no terminator, has}}
  %c = arith.constant 1 : i32
}
