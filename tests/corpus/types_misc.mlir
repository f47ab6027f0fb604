// complex, tuple, none, function types and dialect types.
func.func @misc(%f: (i32, f32) -> i64, %g: () -> (), %h: (index) -> (i1, i1)) {
  "test.t"() : () -> (complex<f32>, complex<i8>, tuple<>, tuple<i32, f32, tuple<i1>>, none)
  "test.t"() : () -> (!mine.thing, !llvm.ptr, !foo.bar<"x", 3, [1, 2]>)
  "test.t"() {fn = (i32) -> (i32, f32)} : () -> ()
  return
}
