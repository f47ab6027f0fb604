// Every block of a region whose op is not `NoTerminator` ends in a
// terminator, and a terminator ends its block (Language Reference,
// "Blocks"; upstream `Verifier.cpp` `verifyBlock`, `OpTrait::IsTerminator`).

func.func @terminator_in_the_middle() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}
