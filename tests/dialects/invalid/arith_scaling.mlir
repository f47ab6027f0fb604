// The rules of arith.scaling_extf and arith.scaling_truncf, one per chunk.
func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f32
  return
}
// -----
func.func @f(%x: f16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : f16, f8E8M0FNU to f32
  return
}
// -----
func.func @f(%x: vector<2xf16>, %s: vector<3xf8E8M0FNU>) {
  // expected-error @+1 {{'arith.scaling_extf' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.scaling_extf %x, %s : vector<2xf16>, vector<3xf8E8M0FNU> to vector<2xf32>
  return
}
// -----
func.func @f(%x: f16, %s: i8) {
  // expected-error @+1 {{'arith.scaling_extf' op operand #1 must be floating-point-like, but got 'i8'}}
  %0 = arith.scaling_extf %x, %s : f16, i8 to f32
  return
}
// -----
func.func @f(%x: i16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand #0 must be floating-point-like, but got 'i16'}}
  %0 = "arith.scaling_truncf"(%x, %s) : (i16, f8E8M0FNU) -> f8E4M3FN
  return
}
// -----
func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op result #0 must be floating-point-like, but got 'i8'}}
  %0 = "arith.scaling_truncf"(%x, %s) : (f32, f8E8M0FNU) -> i8
  return
}
// -----
func.func @f(%x: f16, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f16', 'f8E8M0FNU' and result type 'vector<2xf32>' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f16, f8E8M0FNU to vector<2xf32>
  return
}
// -----
func.func @f(%x: vector<2xf32>, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_truncf' op operand types 'vector<2xf32>', 'f8E8M0FNU' and result type 'vector<3xf16>' are cast incompatible}}
  %0 = arith.scaling_truncf %x, %s : vector<2xf32>, f8E8M0FNU to vector<3xf16>
  return
}
// -----
func.func @f(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op expected 2 operands, but found 1}}
  %0 = "arith.scaling_extf"(%x) : (f32) -> f64
  return
}
