// Inputs from the kernel's own @main: rmlir-hls gets no --arg and reads
// the constants @main passes to @mac_i13; rmlir-sim gets the same values
// as --arg (HLS-ARG), so the cycle counts and values must agree.
// HLS-FUNC: mac_i13
// HLS-MAIN
// HLS-ARG: -7
// HLS-ARG: 300
// HLS-ARG: 11
func.func @mac_i13(%a: i13, %b: i13, %c: i13) -> i13 {
  %m = arith.muli %a, %b : i13
  %s = arith.addi %m, %c : i13
  return %s : i13
}
func.func @main() {
  %a = arith.constant -7 : i13
  %b = arith.constant 300 : i13
  %c = arith.constant 11 : i13
  %r = func.call @mac_i13(%a, %b, %c) : (i13, i13, i13) -> i13
  return
}
