// EXPECT: exit=1 error="simulated call stack overflow: more than" error="more frames not shown"
// ARGS: -q
// Unbounded recursion: a located error at the call, with the call-stack
// notes cut in the middle instead of 100000 of them.
func.func @f(%x: i32) -> i32 {
  %r = call @f(%x) : (i32) -> i32
  return %r : i32
}
func.func @main() -> i32 {
  %c = arith.constant 1 : i32
  %r = call @f(%c) : (i32) -> i32
  return %r : i32
}
