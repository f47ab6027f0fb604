// vector.reduction with an accumulator waits for it like any operand: the
// accumulator comes from a 4-cycle multiply.
func.func @main() {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %acc = arith.muli %c3, %c5 : i32
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %r = vector.reduction <add>, %v, %acc : vector<4xi32> into i32
  vector.print %r : i32
  return
}
