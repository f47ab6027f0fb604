// EXPECT: exit=1 stdout="7" error="exceeded --max-cycles"
// ARGS: -q --max-cycles 2000000
// Program output is streamed as the run goes, not held until the end:
// the lines printed before the endless loop hits its cycle budget are on
// stdout even though the run then fails.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 40000 : index
  %x = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    vector.print %x : i32
  }
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
