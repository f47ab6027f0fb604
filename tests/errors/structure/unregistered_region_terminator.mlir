// Every block of a region whose op is not `NoTerminator` ends in a
// terminator, and a terminator ends its block (Language Reference,
// "Blocks"; upstream `Verifier.cpp` `verifyBlock`, `OpTrait::IsTerminator`).

// In a multi-block region of an unregistered op every block needs a
// terminator. An unregistered last op might be one (upstream assumes so);
// a registered non-terminator is not.
func.func @unregistered_multi_block(%a: i32) {
  "test.region"() ({
    // expected-error@+1 {{block with no terminator, has}}
    %x = arith.addi %a, %a : i32
  ^bb1:
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

// A single-block region of an unregistered op may lack a terminator (it
// might be `NoTerminator`); a module never needs one. No error here.
func.func @unregistered_single_block(%a: i32) {
  "test.region"() ({
    %x = arith.addi %a, %a : i32
  }) : () -> ()
  return
}
