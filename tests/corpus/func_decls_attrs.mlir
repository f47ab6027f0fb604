// Declarations, visibility, argument and result attributes.
func.func private @external(i32, f32) -> i64
func.func private @no_results(memref<4xf32>)
func.func nested @nested_vis() attributes {llvm.emit_c_interface} {
  return
}
func.func public @with_attrs(%arg0: memref<16xf32> {llvm.noalias}, %arg1: i32 {my.attr = 4 : i64}) -> (i32 {my.result}) attributes {my.fn_attr = "x"} {
  return %arg1 : i32
}
func.func @"quoted name"() {
  return
}
func.func @call_quoted() {
  call @"quoted name"() : () -> ()
  return
}
