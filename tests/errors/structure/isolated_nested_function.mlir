// Regions of an isolated-from-above op (`func.func`) cannot see values
// defined outside it (Language Reference, "Value Scoping"; upstream
// `OpTrait::IsIsolatedFromAbove`).

// A function nested in a module nested in a function.
func.func @outer() {
  %c = arith.constant 1 : i32
  "builtin.module"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    func.func @inner() {
      // expected-error@+1 {{'arith.addi' op using value defined outside the region}}
      %x = arith.addi %c, %c : i32
      return
    }
  }) : () -> ()
  return
}
