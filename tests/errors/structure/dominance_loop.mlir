// Dominance between blocks of one region: a definition must sit in a block
// that dominates the using block (Language Reference, "Control Flow and
// SSACFG Regions").

// A loop: the header dominates the body, so the body may use the header's
// argument, but the header may not use the body's value.
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  // expected-error@+1 {{operand #1 does not dominate this use}}
  %cond = arith.cmpi slt, %i, %next : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %c1 = arith.constant 1 : index
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return
}
