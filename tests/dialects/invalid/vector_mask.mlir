func.func @f(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<8xi1>) {
// expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %k { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return
}
// -----

func.func @f(%a: vector<8xf32>, %k: vector<8xi1>) {
// expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %k { arith.addf %a, %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}
// -----

func.func @f(%a: vector<8xf32>, %k: vector<8xi1>) {
// expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %k { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1>
  return
}
// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %a: vector<8xf32>) {
// expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  vector.mask %k { vector.scatter %m[%i] [%x], %k, %a : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> } : vector<8xi1>
  return
}
// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %a: vector<8xf32>) {
  %0 = vector.mask %k { vector.gather %m[%i] [%x], %k, %a : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}
// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<8xi32>, %k: vector<8xi1>, %a: vector<8xf32>) {
// expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %k { vector.maskedload %m[%i], %k, %a : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return
}
// -----

func.func @f(%a: vector<8xf32>, %b: vector<4xf32>, %k: vector<4x8xi1>, %c: vector<4x8xf32>) {
  %0 = vector.mask %k { vector.outerproduct %b, %a, %c : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %1 = vector.mask %k { vector.multi_reduction <add>, %c, %b [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  return
}
// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %k: vector<4x16x8xi1>) {
  %0 = vector.mask %k { vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x16x8xi1> -> vector<4x16xf32>
  return
}
// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x8xi1>, %v: vector<8x4xf32>) {
  %0 = vector.mask %k { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  %1 = vector.mask %k, %v { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  vector.mask %k { vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<?x?xf32> } : vector<4x8xi1>
  return
}
