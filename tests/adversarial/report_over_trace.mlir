// EXPECT: exit=1 unlocated error="is the same file as --trace-json out.json"
// ARGS: -q --trace-json out.json --report out.json
func.func @main() {
  return
}
