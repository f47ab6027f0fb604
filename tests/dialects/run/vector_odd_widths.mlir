// Element-moving and combining vector ops at odd integer widths (i7, i13,
// i33; i65 values are moved, then printed through i64) and odd shapes.
func.func @main() {
  %a = arith.constant dense<[[1, -2, 63], [-64, 5, 7], [0, -1, 33]]> : vector<3x3xi7>
  %b = arith.constant dense<[4095, -4096, 17, -3, 1000]> : vector<5xi13>
  %c = arith.constant dense<[4294967295, -4294967296, 123456789]> : vector<3xi33>
  %d = arith.constant dense<[18446744073709551615, -18446744073709551616, 42]> : vector<3xi65>
  %0 = vector.transpose %a, [1, 0] : vector<3x3xi7> to vector<3x3xi7>
  vector.print %0 : vector<3x3xi7>
  %1 = vector.shuffle %b, %b [4, 0, 9, 2, 7] : vector<5xi13>, vector<5xi13>
  vector.print %1 : vector<5xi13>
  %2 = vector.interleave %c, %c : vector<3xi33> -> vector<6xi33>
  vector.print %2 : vector<6xi33>
  %3 = vector.extract_strided_slice %a {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi7> to vector<2x2xi7>
  vector.print %3 : vector<2x2xi7>
  %4:3 = vector.to_elements %c : vector<3xi33>
  %5 = vector.from_elements %4#2, %4#0 : vector<2xi33>
  vector.print %5 : vector<2xi33>
  %w4:3 = vector.to_elements %d : vector<3xi65>
  %w5 = vector.from_elements %w4#2, %w4#0 : vector<2xi65>
  %w6 = vector.shape_cast %w5 : vector<2xi65> to vector<1x2xi65>
  %w7 = vector.extract %w6[0, 0] : i65 from vector<1x2xi65>
  %w8 = arith.trunci %w7 : i65 to i64
  vector.print %w8 : i64
  %c7 = arith.constant dense<[3, -3, 60]> : vector<3xi7>
  %6 = vector.multi_reduction <add>, %a, %c7 [1] : vector<3x3xi7> to vector<3xi7>
  vector.print %6 : vector<3xi7>
  %7 = vector.outerproduct %b, %b {kind = #vector.kind<maxsi>} : vector<5xi13>, vector<5xi13>
  vector.print %7 : vector<5x5xi13>
  %8 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %a, %a : vector<3x3xi7>, vector<3x3xi7> into vector<3x3xi7>
  vector.print %8 : vector<3x3xi7>
  %9, %10 = vector.deinterleave %2 : vector<6xi33> -> vector<3xi33>
  vector.print %10 : vector<3xi33>
  return
}
