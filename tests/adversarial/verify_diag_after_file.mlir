// TOOL: opt
// ARGS: --verify-diagnostics
// EXPECT: exit=1 error="was not produced"
func.func @f() {
  // expected-error@+90 {{nothing}}
  return
}
