// Successor operands are uses like any other: a branch may only pass
// values that dominate it (Language Reference, "Control Flow and SSACFG
// Regions").

func.func @pass_undominated(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %v = arith.constant 1 : i32
  cf.br ^bb3(%v : i32)
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  cf.br ^bb3(%v : i32)
^bb3(%r: i32):
  return %r : i32
}
