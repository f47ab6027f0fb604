// A multiply whose operand is the previous multiply's result: its operand
// and its pipeline become ready at cycles set by the multiply's cost.
func.func @main() {
  %a = arith.constant 3 : i32
  %x = arith.muli %a, %a : i32
  %y = arith.muli %x, %x : i32
  return
}
