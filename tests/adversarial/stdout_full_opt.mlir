// TOOL: opt
// ARGS:
// EXPECT: exit=1 unlocated error="No space left on device"
// STDOUT: full
func.func @f0() {
  return
}
func.func @f1() {
  return
}
func.func @f2() {
  return
}
