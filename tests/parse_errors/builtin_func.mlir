// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%a: i32) {
  return %a i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = func.call @g(%a) : (i32) i32
  return %0 : i32
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = func.call g(%a) : (i32) -> i32
  return %0 : i32
}
// -----
func.func f() {
  return
}
// -----
func.func @f(%a i32) {
  return
}
// -----
func.func @f() {
  %0 = func.constant @f : i32
  return
}
// -----
module foo {
}
// -----
func.func @f() -> i32 {
  %0 = func.call_indirect @f() : () -> i32
  return %0 : i32
}
// -----
func.func @f() {
  func.return : i32
}
// -----
func.func private @g(i32) -> (i32
// -----
func.func @f(%a: i32) attributes foo {
  return
}
// -----
func.func @f(%a: i32) -> i32 {
  %0 = call @f(%a) : (i32) -> (i32, i32
  return %0 : i32
}
// -----
module @m attributes foo {
}
// -----
func.func @f(%a: f32) {
  %0 = func.call_indirect %a() : () -> ()
  return
}
// -----
func.func @f(%x: i32, %x: i32) {
  return
}
// -----
func.func @f(%x: i32) -> (i32 {
  return %x : i32
}
// -----
module @m {
  func.func @f() {
    return
  }
} foo
// -----
"func.func"() <{function_type = 3 : i64, sym_name = "f"}> ({
}) : () -> ()
