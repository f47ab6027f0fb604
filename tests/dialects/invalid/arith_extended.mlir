// Each rule of the two-result arith ops, one per chunk.
func.func @f(%a: i7, %b: i7) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i7'}}
  %s, %o = arith.addui_extended %a, %b : i7, i7
  return
}
// -----
func.func @f(%v: vector<3xi8>) {
  // expected-error @+1 {{op if an operand is non-scalar, then all results must be non-scalar}}
  %s, %o = arith.addui_extended %v, %v : vector<3xi8>, i1
  return
}
// -----
func.func @f(%v: vector<3xi8>) {
  // expected-error @+1 {{op all non-scalar operands/results must have the same shape and base type}}
  %s, %o = arith.addui_extended %v, %v : vector<3xi8>, vector<4xi1>
  return
}
// -----
func.func @f(%v: vector<3xi8>) {
  // expected-error @+1 {{op all non-scalar operands/results must have the same shape and base type}}
  %s, %o = "arith.addui_extended"(%v, %v) : (vector<3xi8>, vector<3xi8>) -> (vector<3xi8>, tensor<3xi1>)
  return
}
// -----
func.func @f(%a: i7, %b: i8) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %s, %o = "arith.addui_extended"(%a, %b) : (i7, i8) -> (i7, i1)
  return
}
// -----
func.func @f(%a: i7) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %l, %h = "arith.mulsi_extended"(%a, %a) : (i7, i7) -> (i7, i8)
  return
}
// -----
func.func @f(%a: i7) {
  // expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %l, %h = "arith.mului_extended"(%a, %a) : (i7, i7) -> (i8, i7)
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %l, %h = "arith.mulsi_extended"(%a, %a) : (f32, f32) -> (f32, f32)
  return
}
// -----
func.func @f(%a: si8) {
  // expected-error @+1 {{'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'si8'}}
  %s, %o = "arith.addui_extended"(%a, %a) : (si8, si8) -> (si8, i1)
  return
}
// -----
func.func @f(%a: i8) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %s = "arith.addui_extended"(%a, %a) : (i8, i8) -> (i8)
  return
}
// -----
func.func @f(%a: i8) {
  // expected-error @+1 {{'arith.mului_extended' op expected 2 operands}}
  %l, %h = "arith.mului_extended"(%a) : (i8) -> (i8, i8)
  return
}
// -----
func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}
