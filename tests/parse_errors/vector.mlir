// One malformed op per chunk: rmlir-opt must report what mlir-opt 22
// reports, line, column and text (tests/parse_error_parity.rs).
func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[5] vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[5] : f32 from i32
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <foo>, %v : vector<4xf32> into f32
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = vector.reduction <add> %v : vector<4xf32> into f32
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  vector.print %v : vector<4xf32> punctuation <foo>
  return
}
// -----
func.func @f(%x: f32) {
  %0 = vector.broadcast %x : f32 vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = vector.load %m[%i] : memref<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = vector.load %m[%i] : i32, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : i32, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.shape_cast %a : vector<4xf32> vector<2x2xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.transpose %a, [0] : vector<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4x4xf32>, %acc: vector<4xf32>) {
  %0 = vector.multi_reduction <add>, %a, %acc [1] : vector<4x4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4x4xf32>, %acc: vector<4xf32>) {
  %0 = vector.multi_reduction <bad>, %a, %acc [1] : vector<4x4xf32> to vector<4xf32>
  return
}
// -----
func.func @f(%a: index) {
  %0 = vector.create_mask %a : i32
  return
}
// -----
func.func @f() {
  %0 = vector.constant_mask [2] : i32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.fma %a, %a, %a vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = vector.insert %v, %v[0] : vector<4xf32> into i32
  return
}
// -----
func.func @f(%x: f32, %v: vector<4xf32>) {
  %0 = vector.insert %x, %v[0] vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = vector.shuffle %a, %b [0, 1] : i32, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.bitcast %a : vector<4xf32> to i32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.transpose %a, [0] : i32 to vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xi1>, %m: memref<4xf32>, %i: index, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %a, %p : memref<4xf32>, vector<4xi1>, vector<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.step : i32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.scan <add>, %a, %a {inclusive = true, reduction_dim = 0 : i64} : vector<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.from_elements %a : i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = vector.from_elements %a, %a : vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.interleave %a, %a : vector<4xf32> vector<8xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0:2 = vector.deinterleave %a : vector<4xf32> vector<2xf32>
  return
}
// -----
func.func @f(%m: vector<4xi1>, %a: vector<4xf32>) {
  %0 = vector.mask %m { vector.yield %a : vector<4xf32> } : vector<4xi1> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.contract {indexing_maps = [], iterator_types = []} %a, %a, %a : vector<4xf32>, vector<4xf32> into f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = vector.broadcast %a : f32 to i32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.shape_cast %a : vector<4xf32> to i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.maskedload %m[%i], %k, %p {alignment = 3 : i64} : memref<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i], %p : memref<4xf32>, vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.contract 5 %a, %a, %a : vector<4xf32>, vector<4xf32> into f32
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.outerproduct %a : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) {
  %0 = vector.outerproduct %a, %b : i32, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = vector.gather %m[%i] [%i], %i, %i : memref<4xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xi1>) {
  %0 = vector.create_mask : vector<4xi1>
  return
}
// -----
func.func @f() {
  %0 = vector.constant_mask [2, 3, 4, 5] : vector<4xi1>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  vector.maskedstore %m[%i], %k, %p : memref<4xf32>, vector<4xi1>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index, %p: f32) {
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<4x4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.shuffle %a, %a [0, 1] : vector<4xf32>, i32
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %v: vector<4xindex>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.gather %m[%i] [%v], %k, %p : memref<4xf32>, vector<4xindex>, vector<4xi1> into vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  %0 = vector.expandload %m[%i], %k, %p : memref<4xf32>, vector<4xi1>, vector<4xf32> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.shuffle %a, %a [0, 1] {foo} vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.extract %a[%x] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.extract %a[0.5] : f32 from vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4x4xf32>) {
  %0 = vector.extract %a[0 : f32 from vector<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %p: f32, %k: vector<4xi1>) {
  %0 = vector.transfer_read %m[%i], %p, %k {permutation_map = affine_map<(d0) -> (d0, 0)>} : memref<8xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<8xvector<2xf32>>, %i: index, %p: vector<2xf32>, %k: vector<4xi1>) {
  %0 = vector.transfer_read %m[%i], %p, %k : memref<8xvector<2xf32>>, vector<4x2xf32>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %k: vector<4xi1>) {
  vector.transfer_write %v, %m[%i, %i], %k {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : vector<4xf32>, memref<8x8xf32>
  return
}
// -----
func.func @f(%a: f32, %b: f32) {
  %0 = vector.from_elements %a, %b : vector<[2]xf32>
  return
}
// -----
func.func @f(%k: vector<4xi1>, %p: vector<4xf32>) {
  vector.mask %k, %p { vector.yield } : vector<4xi1>
  return
}
// -----
func.func @f(%v: vector<[4]x2xf32>) {
  %0 = vector.shape_cast %v : vector<[4]x2xf32> to vector<8xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[1] : vector<f32> from vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index) {
  %0 = vector.load %m[%i] {alignment = 3} : memref<8xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %v: vector<4xf32>) {
  vector.store %v, %m[%i] {alignment = 0} : memref<8xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = "vector.extract"(%v) <{static_position = 1 : i64}> : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f(%v: vector<4xf32>) {
  %0 = "vector.reduction"(%v) <{kind = 3 : i32}> : (vector<4xf32>) -> f32
  return
}
// -----
func.func @f(%v: vector<2x4xf32>) {
  %0 = "vector.transpose"(%v) <{permutation = [1, 0]}> : (vector<2x4xf32>) -> vector<4x2xf32>
  return
}
// -----
func.func @f(%m: memref<8xf32>, %i: index, %p: f32) {
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = array<i1: true>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.shuffle %a, %a [0, 5] : vector<4xf32>
  return
}
// -----
func.func @f(%a: vector<4xf32>) {
  %0 = vector.shuffle %a, %a [0, 5] : vector<4xf32>, vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @f(%x: f32) -> vector<4xf32> {
  %0 = vector.splat %x : vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @f(%x: f32) -> vector<4xf32> {
  %0 = "vector.splat"(%x) : (f32) -> vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @f(%x: i32) -> vector<2x3xi32> {
  %0 = "vector.splat"(%x) {attr = 1 : i64} : (i32) -> vector<2x3xi32>
  return %0 : vector<2x3xi32>
}
