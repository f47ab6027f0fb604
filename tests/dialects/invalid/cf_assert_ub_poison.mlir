// The rules of cf.assert and ub.poison, one per chunk.
func.func @f(%c: vector<2xi1>) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'vector<2xi1>'}}
  "cf.assert"(%c) {msg = "m"} : (vector<2xi1>) -> ()
  return
}
// -----
func.func @f(%c: i8) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i8'}}
  "cf.assert"(%c) {msg = "m"} : (i8) -> ()
  return
}
// -----
func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}
// -----
func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%c) {msg = 3} : (i1) -> ()
  return
}
// -----
func.func @f(%c: i1) {
  // expected-error @+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%c) <{value = #ub.poison}> : (i1) -> i32
  return
}
// -----
func.func @f() {
  // expected-error @+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%x) : (f32) -> ()
}
// -----
func.func @f() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}
