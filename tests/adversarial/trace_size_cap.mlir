// EXPECT: exit=1 unlocated error="raise --max-trace-size"
// ARGS: -q --vcd t.vcd --trace-json t.json --max-trace-size 20000
// A trace that outgrows its cap fails the run, and neither trace file nor
// a temporary is left behind.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5000 : index
  %x = arith.constant 7 : i32
  scf.for %i = %c0 to %n step %c1 {
    %y = arith.addi %x, %x : i32
  }
  return
}
