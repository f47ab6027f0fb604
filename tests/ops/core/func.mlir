// func.func in every form: visibility, declarations with argument and
// result attributes, attributes, calls of every kind, func.constant.
module @funcs attributes {test.flag} {
  func.func private @decl(i32, f32 {test.arg}) -> (i32 {test.res})
  func.func nested @nested_decl()
  func.func public @pub(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
  func.func @multi(%arg0: i32 {test.a = 1 : i64}, %arg1: f32) -> (i32, f32) attributes {test.b} {
    %0 = call @decl(%arg0, %arg1) : (i32, f32) -> i32
    %f = constant @decl : (i32, f32) -> i32
    %1 = call_indirect %f(%0, %arg1) : (i32, f32) -> i32
    %2 = func.call @pub(%1) {test.c} : (i32) -> i32
    func.call @nested_decl() : () -> ()
    func.return %2, %arg1 : i32, f32
  }
  func.func @returns_fn() -> ((i32) -> i32) {
    %f = func.constant @pub : (i32) -> i32
    return %f : (i32) -> i32
  }
  func.func @no_args() {
    return
  }
}
