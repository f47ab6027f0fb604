// Branches with and without operands, cond_br to the same block with
// different operands, switch with operand-carrying cases.
func.func @branches(%c: i1, %a: i32, %b: i32, %x: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%0: i32):
  cf.cond_br %c, ^bb2, ^bb3(%0, %x : i32, f32)
^bb2:
  cf.switch %0 : i32, [default: ^bb3(%a, %x : i32, f32), 42: ^bb4, -7: ^bb3(%b, %x : i32, f32), 43: ^bb4]
^bb3(%1: i32, %2: f32):
  cf.br ^bb4
^bb4:
  cf.switch %a : i32, [default: ^bb5]
^bb5:
  cf.br ^bb6(%a : i32)
^bb6(%3: i32):
  return %3 : i32
}
