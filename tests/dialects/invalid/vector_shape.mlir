// expected-error@+1 {{'vector.transpose' op duplicate position index: 1}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transpose' op transposition length mismatch: 1}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<4x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.transpose %v, [1, 2] : vector<4x8xf32> to vector<8x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xi32>
 return }
// -----

// expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (32) and result (31)}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.shape_cast %v : vector<4x8xf32> to vector<31xf32>
 return }
// -----

// expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xi32>
 return }
// -----

// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
func.func @f(%v: vector<2xf32>) { %0 = vector.to_elements %v : vector<2xf32>
 return }
// -----

// expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
func.func @f() { %0 = vector.step : vector<4xi32>
 return }
// -----

// expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4x2xindex>'}}
func.func @f() { %0 = vector.step : vector<4x2xindex>
 return }
// -----

// expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
func.func @f(%i: index) { %0 = vector.create_mask %i : vector<4x8xi1>
 return }
// -----

// expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
func.func @f() { %0 = vector.constant_mask [2] : vector<4x8xi1>
 return }
// -----

// expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
func.func @f() { %0 = vector.constant_mask [2, 9] : vector<4x8xi1>
 return }
// -----

// expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
func.func @f() { %0 = vector.constant_mask [0, 3] : vector<4x8xi1>
 return }
// -----

// expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
func.func @f() { %0 = vector.constant_mask [-1, 3] : vector<4x8xi1>
 return }
// -----

// expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
func.func @f(%v: vector<8xf32>) { %0 = vector.shuffle %v, %v [0, 16] : vector<8xf32>, vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
func.func @f(%v: vector<8xf32>, %w: vector<8xi32>) { %0 = vector.shuffle %v, %w [0, 1] : vector<8xf32>, vector<8xi32>
 return }
// -----

// expected-error@+1 {{'vector.shuffle' op rank mismatch}}
func.func @f(%v: vector<8xf32>, %w: vector<2x8xf32>) { %0 = vector.shuffle %v, %w [0, 1] : vector<8xf32>, vector<2x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
func.func @f(%v: vector<2x8xf32>, %w: vector<2x4xf32>) { %0 = vector.shuffle %v, %w [0, 1] : vector<2x8xf32>, vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.shuffle' op invalid mask length}}
func.func @f(%v: vector<8xf32>) { %0 = vector.shuffle %v, %v [] : vector<8xf32>, vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
func.func @f(%v: vector<8xf32>) { %0 = vector.interleave %v, %v : vector<8xf32> -> vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
func.func @f(%v: vector<7xf32>) { %0, %1 = vector.deinterleave %v : vector<7xf32> -> vector<3xf32>
 return }
// -----

// expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
func.func @f(%v: vector<8xf32>) { %0 = vector.bitcast %v : vector<8xf32> to vector<8xi16>
 return }
// -----

// expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
func.func @f(%v: vector<8xf32>) { %0 = vector.bitcast %v : vector<8xf32> to vector<2x16xi16>
 return }
// -----

// expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<8x4xf32>>'}}
func.func @f(%v: memref<4x8xf32>) { %0 = vector.type_cast %v : memref<4x8xf32> to memref<vector<8x4xf32>>
 return }
// -----

// expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x8xf32>'}}
func.func @f(%v: memref<?x8xf32>) { %0 = vector.type_cast %v : memref<?x8xf32> to memref<vector<8x4xf32>>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 2, 1], sizes = [2, 1, 1], strides = [1, 1, 1]} : vector<4x8xf32> to vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 8], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 1 to be confined to [1, 9)}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 0], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 2]} : vector<4x8xf32> to vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 9)}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 6], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
 return }
// -----

// expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x4xf32>'}}
func.func @f(%v: vector<4x8xf32>) { %0 = vector.extract_strided_slice %v {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x5xf32>
 return }
// -----

// expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
func.func @f(%v: vector<4x8xf32>, %w: vector<2x4xf32>) { %0 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
func.func @f(%v: vector<4x8xf32>, %w: vector<2x4xf32>) { %0 = vector.insert_strided_slice %w, %v {offsets = [1, 1], strides = [1]} : vector<2x4xf32> into vector<4x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
func.func @f(%v: vector<4x8xf32>, %w: vector<2x4xf32>) { %0 = vector.insert_strided_slice %w, %v {offsets = [1, 5], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 1 to be confined to [0, 8)}}
func.func @f(%v: vector<4x8xf32>, %w: vector<2x4xf32>) { %0 = vector.insert_strided_slice %w, %v {offsets = [1, 8], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
func.func @f(%v: vector<4x8xf32>, %w: vector<2x4xf32>) { %0 = vector.insert_strided_slice %w, %v {offsets = [1, 1], strides = [1, 3]} : vector<2x4xf32> into vector<4x8xf32>
 return }
// -----

// expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
func.func @f(%v: vector<8xf32>, %w: vector<2x4xf32>) { %0 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1, 1]} : vector<2x4xf32> into vector<8xf32>
 return }
// -----

// expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
func.func @f(%v: vector<2x8xf32>) { %0 = vector.bitcast %v : vector<2x8xf32> to vector<3x4xf64>
 return }
// -----

// expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
func.func @f(%v: vector<8xf32>) { %0:2 = vector.deinterleave %v : vector<8xf32> -> vector<3xf32>
 return }
// -----

// expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x8xi32>>'}}
func.func @f(%v: memref<4x8xf32>) { %0 = vector.type_cast %v : memref<4x8xf32> to memref<vector<4x8xi32>>
 return }
// -----

// expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
func.func @f() { %0 = vector.constant_mask [2] : vector<i1>
 return }
