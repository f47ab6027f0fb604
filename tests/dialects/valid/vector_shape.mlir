// Element-moving vector ops: transpose, shape_cast, bitcast, type_cast,
// from/to_elements, step, masks, shuffle, strided slices, interleave.
func.func @moves(%v: vector<3x5xf32>, %w: vector<7xi8>, %a: f32, %b: f32, %i: index, %j: index) {
  %0 = vector.transpose %v, [1, 0] : vector<3x5xf32> to vector<5x3xf32>
  %1 = vector.shape_cast %v : vector<3x5xf32> to vector<15xf32>
  %2 = vector.shape_cast %1 {tag} : vector<15xf32> to vector<1x15x1xf32>
  %3 = vector.bitcast %v : vector<3x5xf32> to vector<3x10xi16>
  %4 = vector.bitcast %w : vector<7xi8> to vector<7xi8>
  %5 = vector.from_elements %a, %b, %a : vector<3xf32>
  %6 = vector.from_elements %a : vector<f32>
  %7:3 = vector.to_elements %5 : vector<3xf32>
  %8 = vector.step : vector<6xindex>
  %9 = vector.create_mask %i, %j : vector<3x5xi1>
  %10 = vector.create_mask %i : vector<i1>
  %11 = vector.constant_mask [2, 3] : vector<3x5xi1>
  %12 = vector.constant_mask [0, 0] : vector<3x5xi1>
  %13 = vector.constant_mask [1] : vector<i1>
  %14 = vector.shuffle %w, %w [0, 13, -1, 6] : vector<7xi8>, vector<7xi8>
  %15 = vector.shuffle %v, %v [2, 0, 5] : vector<3x5xf32>, vector<3x5xf32>
  %16 = vector.shuffle %6, %6 [1, 0, 1] : vector<f32>, vector<f32>
  %17 = vector.extract_strided_slice %v {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<3x5xf32> to vector<2x3xf32>
  %18 = vector.extract_strided_slice %v {offsets = [2], sizes = [1], strides = [1]} : vector<3x5xf32> to vector<1x5xf32>
  %19 = vector.insert_strided_slice %17, %v {offsets = [0, 1], strides = [1, 1]} : vector<2x3xf32> into vector<3x5xf32>
  %20 = vector.insert_strided_slice %5, %v {offsets = [1, 2], strides = [1]} : vector<3xf32> into vector<3x5xf32>
  %21 = vector.interleave %v, %v : vector<3x5xf32> -> vector<3x10xf32>
  %22 = vector.interleave %6, %6 : vector<f32> -> vector<2xf32>
  %23, %24 = vector.deinterleave %3 : vector<3x10xi16> -> vector<3x5xi16>
  %25 = vector.transpose %6, [] : vector<f32> to vector<f32>
  return
}

func.func @typecast(%m: memref<3x5xf32>, %n: memref<2x4xvector<8xi8>>) {
  %0 = vector.type_cast %m : memref<3x5xf32> to memref<vector<3x5xf32>>
  %1 = vector.type_cast %n : memref<2x4xvector<8xi8>> to memref<vector<2x4x8xi8>>
  return
}
