// Dominance between blocks of one region: a definition must sit in a block
// that dominates the using block (Language Reference, "Control Flow and
// SSACFG Regions").

// `^bb2` is reached from `^bb0` without passing `^bb1`.
func.func @sibling_block(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %x : i32
}
