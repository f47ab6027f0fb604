// Every block of a region whose op is not `NoTerminator` ends in a
// terminator, and a terminator ends its block (Language Reference,
// "Blocks"; upstream `Verifier.cpp` `verifyBlock`, `OpTrait::IsTerminator`).

// An empty block that needs a terminator is reported at the region's op.
// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
  cf.br ^bb1
^bb1:
}
