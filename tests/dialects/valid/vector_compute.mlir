// Combining vector ops: outerproduct (outer and AXPY forms, kinds),
// multi_reduction, scan, and contract with matmul, transposed, batched,
// matvec, dot and mixed-precision indexing maps.
func.func @combine(%a: vector<3xf32>, %b: vector<5xf32>, %c: vector<3x5xf32>, %s: f32, %i: vector<3xi32>, %j: vector<5xi32>, %ci: vector<3x5xi32>, %z: vector<i32>, %sa: vector<[4]xf32>, %sb: vector<[8]xf32>) {
  %0 = vector.outerproduct %a, %b : vector<3xf32>, vector<5xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<3xf32>, vector<5xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<5xf32>
  %3 = vector.outerproduct %a, %s : vector<3xf32>, f32
  %4 = vector.outerproduct %a, %s, %a {kind = #vector.kind<mul>} : vector<3xf32>, f32
  %5 = vector.outerproduct %i, %j, %ci {kind = #vector.kind<xor>} : vector<3xi32>, vector<5xi32>
  %6 = vector.multi_reduction <add>, %c, %b [0] : vector<3x5xf32> to vector<5xf32>
  %7 = vector.multi_reduction <maximumf>, %c, %s [0, 1] : vector<3x5xf32> to f32
  %8 = vector.multi_reduction <minsi>, %ci, %i {tag} [1] : vector<3x5xi32> to vector<3xi32>
  %9:2 = vector.scan <add>, %c, %b {inclusive = true, reduction_dim = 0 : i64} : vector<3x5xf32>, vector<5xf32>
  %10:2 = vector.scan <mul>, %ci, %i {inclusive = false, reduction_dim = 1 : i64} : vector<3x5xi32>, vector<3xi32>
  %11 = vector.reduction <add>, %z : vector<i32> into i32
  %12 = vector.outerproduct %sa, %sb : vector<[4]xf32>, vector<[8]xf32>
  return
}

func.func @contract(%a: vector<3x4xf32>, %b: vector<4x5xf32>, %bt: vector<5x4xf32>, %c: vector<3x5xf32>,
                    %x: vector<4xf32>, %y: vector<3xf32>, %s: f32,
                    %ba: vector<2x3x4xf32>, %bb: vector<2x4x5xf32>, %bc: vector<2x3x5xf32>,
                    %i8: vector<3x4xi8>, %j8: vector<4x5xi8>, %acc32: vector<3x5xi32>, %c2: vector<5x3xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x4xf32>, vector<4x5xf32> into vector<3x5xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %bt, %c {tag} : vector<3x4xf32>, vector<5x4xf32> into vector<3x5xf32>
  %2 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %x, %y : vector<3x4xf32>, vector<4xf32> into vector<3xf32>
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %x, %s : vector<4xf32>, vector<4xf32> into f32
  %4 = vector.contract {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %ba, %bb, %bc : vector<2x3x4xf32>, vector<2x4x5xf32> into vector<2x3x5xf32>
  %5 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %i8, %j8, %acc32 : vector<3x4xi8>, vector<4x5xi8> into vector<3x5xi32>
  %6 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c2 : vector<3x4xf32>, vector<4x5xf32> into vector<5x3xf32>
  return
}
