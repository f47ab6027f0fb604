// EXPECT: exit=1 error="exceeded --max-cycles=200000"
// ARGS: -q --max-cycles 200000
// A loop that never ends stops at the cycle budget, on an op of the loop.
func.func @main() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
