// Invalid affine index arithmetic, vector accesses and prefetches: each
// expected-error is mlir-opt 22's text at its line.
func.func @delinearize_count(%n: index) {
  // expected-error@+1 {{should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %n into (4, 2) : index, index, index, index
  return
}

// -----

func.func @delinearize_zero(%n: index) {
  // expected-error@+1 {{no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %n into (4, 0) : index, index
  return
}

// -----

func.func @linearize_count(%a: index, %b: index, %c: index, %d: index) {
  // expected-error@+1 {{should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%a, %b, %c, %d] by (4, 2) : index
  return
}

// -----

func.func @vector_elem(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @vector_rank(%m: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{affine map num results must equal memref rank}}
  %0 = affine.vector_load %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @vector_store_elem(%m: memref<8xf32>, %v: vector<4xf16>, %i: index) {
  // expected-error@+1 {{requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<8xf32>, vector<4xf16>
  return
}

// -----

func.func @prefetch_rw(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rw, locality<3>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_hint(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<4>, data : memref<8xf32>
  return
}

// -----

func.func @parallel_reduction_type(%m: memref<8xf32>) {
  // expected-error@+1 {{result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (8) reduce ("addi") -> (f32) {
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_reduction_count(%m: memref<8xf32>) {
  // expected-error@+1 {{a reduction must be specified for each output}}
  %0:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    %v = affine.load %m[%i] : memref<8xf32>
    affine.yield %v, %v : f32, f32
  }) : () -> (f32, f32)
  return
}
