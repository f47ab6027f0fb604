func.func @f(%a: index) {
  %0 = index.cmp foo(%a, %a)
  return
}
// -----
func.func @f(%a: index) {
  %0 = index.cmp slt %a, %a
  return
}
// -----
func.func @f(%a: index, %i: i32) {
  %0 = index.cmp slt(%a, %i)
  return
}
// -----
func.func @f(%a: index) {
  %0 = index.add %a %a
  return
}
// -----
func.func @f(%a: index) {
  %0 = index.add %a, %a : index
  return
}
// -----
func.func @f() {
  %0 = index.constant 3 : index
  return
}
// -----
func.func @f() {
  %0 = index.constant 1.5
  return
}
// -----
func.func @f() {
  %0 = index.constant 9223372036854775808
  return
}
// -----
func.func @f() {
  %0 = index.constant
  return
}
// -----
func.func @f() {
  %0 = index.constant 3 {x}
  return
}
// -----
func.func @f() {
  %0 = index.bool.constant 2
  return
}
// -----
func.func @f() {
  %0 = index.bool.constant "x"
  return
}
// -----
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = 3 : i64}> : (index, index) -> i1
  return
}
// -----
func.func @f() {
  %0 = "index.bool.constant"() <{value = 1 : i64}> : () -> i1
  return
}
// -----
func.func @f(%i: i32) {
  %0 = index.casts %i : f32 to index
  return
}
// -----
func.func @f(%a: index) {
  %0 = index.castu %a : index i64
  return
}
// -----
func.func @f(%a: index) {
  %0 = index.sizeof : index
  return
}
