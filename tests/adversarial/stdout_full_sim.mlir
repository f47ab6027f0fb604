// EXPECT: exit=1 unlocated error="No space left on device"
// ARGS: -q
// STDOUT: full
func.func @main() -> i32 {
  %x = arith.constant 7 : i32
  return %x : i32
}
