// TOOL: opt
// ARGS:
// EXPECT: exit=1 error="undefined_type_alias.mlir:5:8: error: undefined symbol alias id 'b'"
// Reported at the alias definition that names !b, as upstream does.
!a = !b
func.func @f(%x: !a) {
  return
}
