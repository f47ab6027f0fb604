// The rules of the index dialect's ops, one per chunk.
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%i, %a) : (i32, index) -> index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.divs' op operand #1 must be index, but got 'i64'}}
  %0 = "index.divs"(%a, %w) : (index, i64) -> index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.shl' op result #0 must be index, but got 'i64'}}
  %0 = "index.shl"(%a, %a) : (index, index) -> i64
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.mul' op expected 2 operands, but found 1}}
  %0 = "index.mul"(%a) : (index) -> index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i32
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.cmp' op operand #1 must be index, but got 'i32'}}
  %0 = "index.cmp"(%a, %i) <{pred = #index<cmp_predicate eq>}> : (index, i32) -> i1
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i64}> : () -> index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = index.constant true
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.constant' op result #0 must be index, but got 'i64'}}
  %0 = "index.constant"() <{value = 3 : index}> : () -> i64
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.bool.constant' op requires attribute 'value'}}
  %0 = "index.bool.constant"() : () -> i1
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> i32
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.sizeof' op requires zero operands}}
  %0 = "index.sizeof"(%a) : (index) -> index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %i : i32 to i64
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%a) : (index) -> f32
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.castu' op result #0 must be integer or index, but got 'vector<2xindex>'}}
  %0 = index.castu %a : index to vector<2xindex>
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{'index.casts' op requires a single operand}}
  %0 = "index.casts"(%a, %a) : (index, index) -> i32
  return
}
// -----
func.func @f(%a: index, %i: i32, %w: i64) {
  // expected-error @+1 {{unregistered operation 'index.floordivu' found in dialect ('index') that does not allow unknown operations}}
  %0 = "index.floordivu"(%a, %a) : (index, index) -> index
  return
}
