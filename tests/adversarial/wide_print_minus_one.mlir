// EXPECT: exit=0 stdout="-1"
// ARGS: -q
// LIMIT: time_s=30
// All ones read signed is -1: one significant bit, printed at once.
func.func @main() {
  %a = arith.constant -1 : i16777215
  vector.print %a : i16777215
  return
}
