// The type rules of the math ops, one per chunk.
func.func @f(%i: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sqrt"(%i) : (i32) -> i32
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%x) : (f32) -> f32
  return
}
// -----
func.func @f(%x: f32, %y: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%x, %y) : (f32, f64) -> f32
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%x) : (f32) -> f64
  return
}
// -----
func.func @f(%x: f32, %y: f64) {
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%x, %x, %y) : (f32, f32, f64) -> f32
  return
}
// -----
func.func @f(%x: i32) {
  // expected-error @+1 {{'math.absi' op requires the same type for all operands and results}}
  %0 = "math.absi"(%x) : (i32) -> i64
  return
}
// -----
func.func @f(%x: si32) {
  // expected-error @+1 {{'math.ctpop' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = "math.ctpop"(%x) : (si32) -> si32
  return
}
// -----
func.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %b) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32, %b: i32) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %b) : (f32, i32) -> f64
  return
}
// -----
func.func @f(%a: vector<2xf32>, %b: i32) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %b) : (vector<2xf32>, i32) -> vector<2xf32>
  return
}
// -----
func.func @f(%a: i32) {
  // expected-error @+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0:2 = "math.sincos"(%a) : (i32) -> (i32, i32)
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sincos' op result #1 must be floating-point-like, but got 'i32'}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, i32)
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sincos' op expected 2 results}}
  %0 = "math.sincos"(%a, %a) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sincos' op requires a single operand}}
  %0:2 = "math.sincos"(%a, %a) : (f32, f32) -> (f32, f32)
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
  %0:3 = math.sincos %a : f32
  return
}
// -----
func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}
// -----
func.func @f(%a: i32) {
  // expected-error @+1 {{'math.clampf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.clampf' op expected 3 operands, but found 2}}
  %0 = "math.clampf"(%a, %a) : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{expected 'to'}}
  %0 = math.clampf %a [%a, %a] : f32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.sin' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.sin"(%a) {fastmath = 1 : i32} : (f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.clampf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.clampf"(%a, %a, %a) {fastmath = #arith.overflow<nsw>} : (f32, f32, f32) -> f32
  return
}
// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%x) : (f32) -> i32
  return
}
// -----
func.func @f(%v: vector<2xf32>) {
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<2xf32>) -> i1
  return
}
// -----
func.func @f(%i: i32) {
  // expected-error @+1 {{'math.isfinite' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isfinite"(%i) : (i32) -> i1
  return
}
