// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1 ^bb2
^bb1:
  return
^bb2:
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c "msg"
  return
}
// -----
func.func @f(%c: i1) {
  cf.br bb1
^bb1:
  return
}
// -----
func.func @f(%i: i32) {
  cf.switch %i : i32, [
    default: ^bb1,
    foo: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f() {
  %0 = ub.poison i32
  return
}
// -----
func.func @f() {
  %0 = ub.poison : foo
  return
}
// -----
func.func @f() {
  cf.br ^bb1(%x : i32)
^bb1(%y: i32):
  return
}
// -----
func.func @f(%x: i32) {
  cf.br ^bb1(%x i32)
^bb1(%y: i32):
  return
}
// -----
func.func @f(%c: i1) {
  cf.cond_br %c ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @f(%i: i32) {
  cf.switch %i : i32, [
    default ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%i: i32) {
  cf.switch %i i32, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f() {
  %0 = ub.poison : i32 i32
  return
}
// -----
func.func @f() {
  %0 = ub.poison <5> : i32
  return
}
// -----
func.func @f(%i: index) {
  cf.switch %i : index, [
    default: ^bb1
  ]
^bb1:
  return
}
// -----
func.func @f(%x: i32) {
  cf.br ^bb1(%x : i64)
^bb1(%y: i64):
  return
}
// -----
func.func @f() {
  %0 = ub.poison : i32 foo
  return
}
// -----
func.func @f(%c: i1) {
  "cf.assert"(%c) <{msg = 5 : i64}> : (i1) -> ()
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, 5
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, -3
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, 5.0
  return
}
// -----
func.func @f(%c: i1) {
  cf.assert %c, "m" : i32
  return
}
