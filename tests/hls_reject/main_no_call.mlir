// HLS-ERROR: 6:1: error: @main does not call @f; give its inputs with --arg/--input
// HLS-TESTBENCH
func.func @f(%a: i8) -> i8 {
  return %a : i8
}
func.func @main() {
  return
}
