// Shape, encoding and scalable-dimension rules of arith, vector, memref
// and affine ops, in the order upstream checks them. Each expected
// message is mlir-opt 22's text at its line.
func.func @ext_tensor_dims(%t: tensor<3x?xi8>) {
  // expected-error@+1 {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %t : tensor<3x?xi8> to tensor<3x5xi16>
  return
}

// -----

func.func @sitofp_encoding(%t: tensor<6xi32, "a">) {
  // expected-error@+1 {{'arith.sitofp' op operand type 'tensor<6xi32, "a">' and result type 'tensor<6xf32, "b">' are cast incompatible}}
  %0 = arith.sitofp %t : tensor<6xi32, "a"> to tensor<6xf32, "b">
  return
}

// -----

func.func @cmpf_encoding(%t: tensor<2xf16, "a">) {
  // expected-error@+1 {{op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%t, %t) {predicate = 1 : i64} : (tensor<2xf16, "a">, tensor<2xf16, "a">) -> tensor<2xi1>
  return
}

// -----

func.func @scalable_constant_not_splat() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi8>
  return
}

// -----

func.func @broadcast_scalable_width(%v: vector<[2]xi32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([2] vs. [8])}}
  %0 = vector.broadcast %v : vector<[2]xi32> to vector<3x[8]xi32>
  return
}

// -----

func.func @insert_slice_scalable_flags(%a: vector<2x[4]xf32>, %b: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op mismatching scalable flags (at source vector idx=1)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 0], strides = [1, 1]} : vector<2x[4]xf32> into vector<4x4xf32>
  return
}

// -----

func.func @extract_slice_of_scalable_dim(%a: vector<[8]xi8>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (4 vs 8)}}
  %0 = vector.extract_strided_slice %a {offsets = [0], sizes = [4], strides = [1]} : vector<[8]xi8> to vector<[4]xi8>
  return
}

// -----

func.func @store_column(%m: memref<8x8xf32, strided<[1, 8]>>, %v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i, %i] : memref<8x8xf32, strided<[1, 8]>>, vector<4xf32>
  return
}

// -----

func.func @subview_grows_rank(%m: memref<6x6xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x1xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<6x6xf32> to memref<2x2x1xf32>
  return
}

// -----

func.func @subview_negative_size(%m: memref<6x6xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %0 = memref.subview %m[0, 0] [-2, 2] [1, 1] : memref<6x6xf32> to memref<2x2xf32, strided<[6, 1]>>
  return
}

// -----

func.func @dma_source_indices_missing(%src: memref<4x4x4xf32>, %i: index) {
  // expected-error@+1 {{expected at least 7 operands}}
  "memref.dma_start"(%src, %i, %i, %i, %i) : (memref<4x4x4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @affine_store_type_first(%m: memref<f64>) {
  %c = arith.constant 1.0 : f32
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%c, %m) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<f64>) -> ()
  return
}

// -----

func.func @scalable_extract_misaligned(%v: vector<[8]xi16>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %v[3] : vector<2xi16> from vector<[8]xi16>
  return
}

// -----

func.func @scalable_insert_into_fixed(%s: vector<4xi16>, %v: vector<8xi16>) {
  // expected-error@+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xi16>'}}
  %0 = vector.scalable.insert %s, %v[0] : vector<4xi16> into vector<8xi16>
  return
}

// -----

func.func @from_elements_into_scalable(%a: i8) {
  // expected-error@+1 {{'dest' must be fixed-length vector of any type values, but got 'vector<[2]xi8>'}}
  %0 = vector.from_elements %a, %a : vector<[2]xi8>
  return
}
