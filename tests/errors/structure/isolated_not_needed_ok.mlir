// Regions of an isolated-from-above op (`func.func`) cannot see values
// defined outside it (Language Reference, "Value Scoping"; upstream
// `OpTrait::IsIsolatedFromAbove`).

// Values from enclosing regions are fine when the op is not isolated.
func.func @not_isolated(%c: i1, %a: i32) {
  scf.if %c {
    scf.if %c {
      %x = arith.addi %a, %a : i32
    }
  }
  return
}
