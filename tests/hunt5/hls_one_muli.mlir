// One 32-bit multiply and its return: under a target whose `muli` takes
// L cycles (L >= 1), the entry block has L + 1 states (the multiply's
// result is registered at the end of state L - 1 and read by the return
// in state L), so the design has L + 2 states with idle and one run takes
// L + 1 cycles.
func.func @one_muli(%a: i32, %b: i32) -> i32 {
  %p = arith.muli %a, %b : i32
  return %p : i32
}
