// Element-moving vector ops on odd shapes, printed for comparison.
func.func @main() {
  %v = arith.constant dense<[[1.5, 2.0, -3.25, 4.0, 5.0], [6.0, 7.5, 8.0, -9.0, 10.0], [11.0, 12.0, 13.0, 14.0, 15.25]]> : vector<3x5xf32>
  %w = arith.constant dense<[1, -2, 3, -4, 5, -6, 7]> : vector<7xi8>
  %a = arith.constant 2.5 : f32
  %b = arith.constant -1.0 : f32
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %0 = vector.transpose %v, [1, 0] : vector<3x5xf32> to vector<5x3xf32>
  vector.print %0 : vector<5x3xf32>
  %1 = vector.shape_cast %v : vector<3x5xf32> to vector<15xf32>
  vector.print %1 : vector<15xf32>
  %2 = vector.shape_cast %1 : vector<15xf32> to vector<5x1x3xf32>
  vector.print %2 : vector<5x1x3xf32>
  %3 = vector.bitcast %v : vector<3x5xf32> to vector<3x10xi16>
  vector.print %3 : vector<3x10xi16>
  %4 = vector.bitcast %w : vector<7xi8> to vector<7xi8>
  vector.print %4 : vector<7xi8>
  %5 = vector.from_elements %a, %b, %a : vector<3xf32>
  vector.print %5 : vector<3xf32>
  %6:3 = vector.to_elements %5 : vector<3xf32>
  vector.print %6#1 : f32
  %7 = vector.step : vector<6xindex>
  vector.print %7 : vector<6xindex>
  %8 = vector.create_mask %i2, %i3 : vector<3x5xi1>
  vector.print %8 : vector<3x5xi1>
  %9 = vector.constant_mask [2, 4] : vector<3x5xi1>
  vector.print %9 : vector<3x5xi1>
  %10 = vector.shuffle %w, %w [0, 13, 6, 7, 2] : vector<7xi8>, vector<7xi8>
  vector.print %10 : vector<5xi8>
  %11 = vector.shuffle %v, %v [2, 0, 5, 4] : vector<3x5xf32>, vector<3x5xf32>
  vector.print %11 : vector<4x5xf32>
  %12 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<3x5xf32> to vector<2x3xf32>
  vector.print %12 : vector<2x3xf32>
  %13 = vector.insert_strided_slice %12, %v {offsets = [0, 1], strides = [1, 1]} : vector<2x3xf32> into vector<3x5xf32>
  vector.print %13 : vector<3x5xf32>
  %14 = vector.insert_strided_slice %5, %v {offsets = [2, 2], strides = [1]} : vector<3xf32> into vector<3x5xf32>
  vector.print %14 : vector<3x5xf32>
  %15 = vector.interleave %12, %12 : vector<2x3xf32> -> vector<2x6xf32>
  vector.print %15 : vector<2x6xf32>
  %16, %17 = vector.deinterleave %3 : vector<3x10xi16> -> vector<3x5xi16>
  vector.print %16 : vector<3x5xi16>
  vector.print %17 : vector<3x5xi16>
  %18 = vector.bitcast %16 : vector<3x5xi16> to vector<3x10xi8>
  vector.print %18 : vector<3x10xi8>
  %19 = vector.create_mask %i2 : vector<i1>
  vector.print %19 : vector<i1>
  return
}
