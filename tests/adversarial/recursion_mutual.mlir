// EXPECT: exit=1 error="simulated call stack overflow: more than" error="called from here (in @main)"
// ARGS: -q
func.func @even(%x: i32) -> i32 {
  %r = call @odd(%x) : (i32) -> i32
  return %r : i32
}
func.func @odd(%x: i32) -> i32 {
  %r = call @even(%x) : (i32) -> i32
  return %r : i32
}
func.func @main() -> i32 {
  %c = arith.constant 1 : i32
  %r = call @even(%c) : (i32) -> i32
  return %r : i32
}
