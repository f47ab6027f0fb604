// HLS-ERROR: 12:10: error: this call to @f is inside a loop or branch of @main; give its inputs with --arg/--input
// HLS-TESTBENCH
func.func @f(%a: i8) -> i8 {
  return %a : i8
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %x = arith.constant 5 : i8
    %r = func.call @f(%x) : (i8) -> i8
  }
  return
}
