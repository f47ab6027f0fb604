// Combining vector ops, with values whose rounding shows the order of
// operations (1e8 + small terms in f32) and integer kinds: outer products
// (a float add with an accumulator is one fma), multi-reductions from the
// accumulator, and contractions (a vector result sums its products before
// adding the accumulator; a scalar one folds them into it).
func.func @main() {
  %a = arith.constant dense<[1.0e8, 3.0, -7.5]> : vector<3xf32>
  %b = arith.constant dense<[1.0, 1.0e-3, 0.1, -2.0, 5.0]> : vector<5xf32>
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [-1.0e8, 0.5, 0.25, 1.0e-8, 7.0], [3.0e7, 1.0, 1.0, 1.0, 1.0]]> : vector<3x5xf32>
  %s = arith.constant 0.1 : f32
  %i = arith.constant dense<[7, -3, 12]> : vector<3xi32>
  %j = arith.constant dense<[2, 5, -1, 9, 4]> : vector<5xi32>
  %ci = arith.constant dense<[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11, 12, 13, 14, 15]]> : vector<3x5xi32>
  %0 = vector.outerproduct %a, %b : vector<3xf32>, vector<5xf32>
  vector.print %0 : vector<3x5xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<3xf32>, vector<5xf32>
  vector.print %1 : vector<3x5xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<5xf32>
  vector.print %2 : vector<3x5xf32>
  %3 = vector.outerproduct %a, %s : vector<3xf32>, f32
  vector.print %3 : vector<3xf32>
  %4 = vector.outerproduct %a, %s, %a {kind = #vector.kind<mul>} : vector<3xf32>, f32
  vector.print %4 : vector<3xf32>
  %5 = vector.outerproduct %i, %j, %ci {kind = #vector.kind<xor>} : vector<3xi32>, vector<5xi32>
  vector.print %5 : vector<3x5xi32>
  %6 = vector.multi_reduction <add>, %c, %b [0] : vector<3x5xf32> to vector<5xf32>
  vector.print %6 : vector<5xf32>
  %7 = vector.multi_reduction <add>, %c, %s [0, 1] : vector<3x5xf32> to f32
  vector.print %7 : f32
  %8 = vector.multi_reduction <minsi>, %ci, %i [1] : vector<3x5xi32> to vector<3xi32>
  vector.print %8 : vector<3xi32>
  %9 = vector.multi_reduction <add>, %c, %a [1] : vector<3x5xf32> to vector<3xf32>
  vector.print %9 : vector<3xf32>
  func.call @contracts() : () -> ()
  func.call @sum_order() : () -> ()
  return
}

func.func @contracts() {
  %a = arith.constant dense<[[1.0e8, 3.0, -7.5, 0.1], [1.0, 1.0e-3, 0.1, -2.0], [5.0, 1.0e8, -1.0e8, 0.3]]> : vector<3x4xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [-1.0e8, 0.5, 0.25, 1.0e-8, 7.0], [3.0e7, 1.0, 1.0, 1.0, 1.0], [0.1, 0.2, 0.3, 0.4, 0.5]]> : vector<4x5xf32>
  %c = arith.constant dense<0.7> : vector<3x5xf32>
  %x = arith.constant dense<[0.1, 1.0e8, -1.0e8, 3.0]> : vector<4xf32>
  %y = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %s = arith.constant 0.3 : f32
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x4xf32>, vector<4x5xf32> into vector<3x5xf32>
  vector.print %0 : vector<3x5xf32>
  %2 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %x, %y : vector<3x4xf32>, vector<4xf32> into vector<3xf32>
  vector.print %2 : vector<3xf32>
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %x, %s : vector<4xf32>, vector<4xf32> into f32
  vector.print %3 : f32
  return
}

func.func @sum_order() {
  %a = arith.constant dense<[[1.0e8, 1.0, -1.0e8]]> : vector<1x3xf32>
  %b = arith.constant dense<[[1.0], [1.0], [1.0]]> : vector<3x1xf32>
  %c = arith.constant dense<0.5> : vector<1x1xf32>
  %x = arith.constant dense<[1.0e8, 1.0, -1.0e8]> : vector<3xf32>
  %o = arith.constant dense<1.0> : vector<3xf32>
  %s = arith.constant 0.5 : f32
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<1x3xf32>, vector<3x1xf32> into vector<1x1xf32>
  vector.print %0 : vector<1x1xf32>
  %3 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %o, %s : vector<3xf32>, vector<3xf32> into f32
  vector.print %3 : f32
  %m = arith.constant dense<[[1.0e8, 1.0, -1.0e8], [1.0, 2.0, 3.0]]> : vector<2x3xf32>
  %y = arith.constant dense<[0.5, 0.25]> : vector<2xf32>
  %4 = vector.contract {indexing_maps = [affine_map<(m, k) -> (m, k)>, affine_map<(m, k) -> (k)>, affine_map<(m, k) -> (m)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %m, %o, %y : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  vector.print %4 : vector<2xf32>
  return
}
