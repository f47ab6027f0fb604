// Dialect attributes are parsed at the attribute: an enum value outside its
// cases, an unknown mnemonic, or any attribute of a dialect that defines
// none is upstream's parse error at its token, wherever the attribute sits.
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate foo>}> : (index, index) -> i1
  return
}
// -----
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate>}> : (index, index) -> i1
  return
}
// -----
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp_predicate 3>}> : (index, index) -> i1
  return
}
// -----
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index<cmp slt>}> : (index, index) -> i1
  return
}
// -----
func.func @f(%a: index) {
  %0 = "index.cmp"(%a, %a) <{pred = #index.cmp_predicate<slt>}> : (index, index) -> i1
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan,bogus>}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan ninf>}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<>}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<nnan,>}> : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.cmpf"(%a, %a) <{predicate = #arith<cmpf oeq>}> : (f32, f32) -> i1
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {tag = #arith.overflow<nsw, wrap>} : f32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw nuw>}> : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = "vector.reduction"(%a) <{kind = #vector.kind<bogus>}> : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = "vector.reduction"(%a) <{kind = #vector.kind<>}> : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = "vector.reduction"(%a) <{kind = #vector<kind add>}> : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = "vector.reduction"(%a) <{kind = #vector.combining<add>}> : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.reduction <add>, %a {tag = #vector.iterator_type<serial>} : vector<4xf32> into f32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  vector.print %a {punctuation = #vector.punctuation<semicolon>} : vector<4xf32>
  return
}
// -----
func.func @f(%a: f32) {
  %0 = math.sqrt %a {tag = #math.fastmath<fast>} : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {tag = #memref.layout<x>} : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {tag = #scf.mapping} : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {tag = #ub.undef} : f32
  return
}
