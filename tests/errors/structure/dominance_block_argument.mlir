// Dominance between blocks of one region: a definition must sit in a block
// that dominates the using block (Language Reference, "Control Flow and
// SSACFG Regions").

// A block argument is visible only in the blocks its block dominates. The
// note points at the op holding the region.
// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @sibling_block_argument(%c: i1) {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%x: i1):
  cf.br ^bb3
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %y = arith.xori %x, %x : i1
  cf.br ^bb3
^bb3:
  return
}
