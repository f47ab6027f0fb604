// TOOL: opt
// ARGS:
// EXPECT: exit=1 error="undefined_attr_alias.mlir:5:15: error: undefined symbol alias id 'nope'"
// Column 15, just past #nope, is where mlir-opt 22 reports it too.
#a = [1, #nope]
func.func @f() attributes {x = #a} {
  return
}
