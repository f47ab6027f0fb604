// vector.mask around each maskable op, with and without a pass-through,
// an explicit vector.yield, and an empty mask.
func.func @masks(%m: memref<?x?xf32>, %m1: memref<?xf32>, %i: index, %p: f32, %k: vector<4x8xi1>, %v: vector<8x4xf32>,
                 %a: vector<8xf32>, %b: vector<4xf32>, %c: vector<4x8xf32>, %k8: vector<8xi1>, %x: vector<8xi32>,
                 %la: vector<4x8xf32>, %lb: vector<8x16xf32>, %lc: vector<4x16xf32>, %kc: vector<4x16x8xi1>) {
  %0 = vector.mask %k { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  %1 = vector.mask %k, %v { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  vector.mask %k { vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<?x?xf32> } : vector<4x8xi1>
  %2 = vector.mask %k8 { vector.reduction <add>, %a : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %3 = vector.mask %k8 { vector.gather %m1[%i] [%x], %k8, %a : memref<?xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %4 = vector.mask %k { vector.outerproduct %b, %a, %c {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %5 = vector.mask %k { vector.multi_reduction <add>, %c, %b [1] : vector<4x8xf32> to vector<4xf32> } {tag} : vector<4x8xi1> -> vector<4xf32>
  %6 = vector.mask %kc { vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %la, %lb, %lc : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x16x8xi1> -> vector<4x16xf32>
  %7 = vector.mask %k8 { vector.yield %a : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %k8 { vector.yield } : vector<8xi1>
  vector.mask %k8 { } : vector<8xi1>
  return
}
