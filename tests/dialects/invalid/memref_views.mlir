// Invalid memref views, metadata, atomics, realloc and scopes: each
// expected-error is mlir-opt 22's text at its line.
func.func @expand_groups(%m: memref<?x?xf32>, %n: index) {
  // expected-error@+1 {{invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 5, %n] : memref<?x?xf32> into memref<?x5x?xf32>
  return
}

// -----

func.func @expand_rank0(%m: memref<f32>) {
  // expected-error@+1 {{rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [1, 3] : memref<f32> into memref<1x3xf32>
  return
}

// -----

func.func @expand_bounds(%m: memref<6xf32>) {
  // expected-error@+1 {{expected number of static shape bounds to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3] : memref<6xf32> into memref<1x2x3xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<12x7xi8, strided<[100, 3]>>) {
  // expected-error@+1 {{expected expanded type to be 'memref<3x4x7xi8, strided<[400, 100, 3]>>' but found 'memref<3x4x7xi8, strided<[300, 100, 3]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 7] : memref<12x7xi8, strided<[100, 3]>> into memref<3x4x7xi8, strided<[300, 100, 3]>>
  return
}

// -----

func.func @expand_not(%m: memref<2x3x1xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2)}}
  %0 = memref.expand_shape %m [[0], [1], [1]] output_shape [2, 3] : memref<2x3x1xf32> into memref<2x3xf32>
  return
}

// -----

func.func @expand_size(%m: memref<2x21xf32>) {
  // expected-error@+1 {{collapsed dim size (21) must equal reassociation group size (20)}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [2, 4, 5] : memref<2x21xf32> into memref<2x4x5xf32>
  return
}

// -----

func.func @expand_dynamic(%m: memref<?x?xf32>, %n: index) {
  // expected-error@+1 {{collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%n, 4, 5] : memref<?x?xf32> into memref<?x4x5xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<?x?x?xf32>) {
  // expected-error@+1 {{reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 1], [1, 2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return
}

// -----

func.func @collapse_bounds(%m: memref<?x?xf32>) {
  // expected-error@+1 {{reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?xf32> into memref<?xf32>
  return
}

// -----

func.func @collapse_not(%m: memref<?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2)}}
  %0 = memref.collapse_shape %m [[0], [0]] : memref<?xf32> into memref<?x?xf32>
  return
}

// -----

func.func @collapse_strided(%m: memref<3x4x5xf32, strided<[270, 50, 10]>>) {
  // expected-error@+1 {{invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32, strided<[270, 50, 10]>> into memref<12x5xf32, strided<[50, 10]>>
  return
}

// -----

func.func @collapse_type(%m: memref<4x5x6xf32>) {
  // expected-error@+1 {{expected collapsed type to be 'memref<20x6xf32>' but found 'memref<20x6xf32, strided<[6, 1]>>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32, strided<[6, 1]>>
  return
}

// -----

func.func @collapse_size(%m: memref<2x3x2x4x5xf32>) {
  // expected-error@+1 {{collapsed dim size (20) must equal reassociation group size (40)}}
  %0 = memref.collapse_shape %m [[0], [1], [2, 3, 4]] : memref<2x3x2x4x5xf32> into memref<2x3x20xf32>
  return
}

// -----

func.func @reshape_elem(%b: memref<4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{element types of source and destination memref types should be the same}}
  %0 = memref.reshape %b(%s) : (memref<4xf32>, memref<1xi32>) -> memref<?xi32>
  return
}

// -----

func.func @reshape_dyn(%b: memref<4xf32>, %s: memref<?xi32>) {
  // expected-error@+1 {{cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %b(%s) : (memref<4xf32>, memref<?xi32>) -> memref<?xf32>
  return
}

// -----

func.func @reshape_rank(%b: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error@+1 {{length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %b(%s) : (memref<4xf32>, memref<1xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_src(%b: memref<4x4xf32, strided<[8, 1]>>, %s: memref<1xi32>) {
  // expected-error@+1 {{source memref type should have identity affine map}}
  %0 = memref.reshape %b(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<1xi32>) -> memref<16xf32>
  return
}

// -----

func.func @reshape_res(%b: memref<4x4xf32>, %s: memref<1xi32>) {
  // expected-error@+1 {{result memref type should have identity affine map}}
  %0 = memref.reshape %b(%s) : (memref<4x4xf32>, memref<1xi32>) -> memref<16xf32, strided<[2]>>
  return
}

// -----

func.func @view_result_map(%b: memref<2048xi8>, %n: index) {
  // expected-error@+1 {{unsupported map for result memref type}}
  %0 = memref.view %b[%n][] : memref<2048xi8> to memref<4x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @view_space(%b: memref<2048xi8, 2>, %n: index) {
  // expected-error@+1 {{different memory spaces}}
  %0 = memref.view %b[%n][%n] : memref<2048xi8, 2> to memref<?xf32, 1>
  return
}

// -----

func.func @view_sizes(%b: memref<2048xi8>, %n: index) {
  // expected-error@+1 {{incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.view %b[%n][%n] : memref<2048xi8> to memref<?x?xf32>
  return
}

// -----

func.func @view_source(%b: memref<16xf32>, %n: index) {
  // expected-error@+1 {{operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<16xf32>'}}
  %0 = memref.view %b[%n][] : memref<16xf32> to memref<4xf32>
  return
}

// -----

func.func @transpose_perm(%m: memref<4x5xf32>) {
  // expected-error@+1 {{expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x5xf32> to memref<4x5xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<4x5xf32>) {
  // expected-error@+1 {{expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<4x5xf32> to memref<4x5xf32>
  return
}

// -----

// The canonical transposed type is printed as upstream's
// canonicalizeStridedLayout leaves it: an affine map, dims first when every
// stride is static.
func.func @transpose_static(%m: memref<4x5xf32>) {
  // expected-error@+1 {{result type 'memref<5x4xf32>' is not equivalent to the canonical transposed input type 'memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32>
  return
}

// -----

func.func @transpose_offset(%m: memref<2x3x4xi8, strided<[12, 4, 1], offset: ?>, 3>) {
  // expected-error@+1 {{result type 'memref<3x4x2xi8>' is not equivalent to the canonical transposed input type 'memref<3x4x2xi8, affine_map<(d0, d1, d2)[s0] -> (d0 * 4 + d1 + d2 * 12 + s0)>, 3>'}}
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xi8, strided<[12, 4, 1], offset: ?>, 3> to memref<3x4x2xi8>
  return
}

// -----

func.func @transpose_dynamic(%m: memref<?x7x?xf16, strided<[?, ?, 1], offset: ?>>) {
  // expected-error@+1 {{result type 'memref<?x7x?xf16>' is not equivalent to the canonical transposed input type 'memref<?x7x?xf16, affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 + s0 + d1 * s1 + d2 * s2)>>'}}
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x7x?xf16, strided<[?, ?, 1], offset: ?>> to memref<?x7x?xf16>
  return
}

// -----

func.func @distinct_types(%a: memref<?xf32>, %b: memref<3xi7>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a, %b) : (memref<?xf32>, memref<3xi7>) -> (memref<?xf32>, memref<3xi8>)
  return
}

// -----

func.func @distinct_none() {
  // expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @distinct_unranked(%a: memref<*xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'memref<*xf32>'}}
  %0 = memref.distinct_objects %a : memref<*xf32>
  return
}

// -----

func.func @assume_pow2(%m: memref<4xf32>) {
  // expected-error@+1 {{alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @assume_positive(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<0>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<0>, false : memref<10xf32>
  return
}

// -----

func.func @prefetch_hint(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<10x10xf32>
  return
}

// -----

func.func @space_cast(%m: memref<4xf32>) {
  // expected-error@+1 {{operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_elem(%m: memref<4xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_missing(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_extra(%m: memref<4xf32>, %n: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @atomic_float(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_int(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_subscripts(%m: memref<4x4xf32>, %v: f32, %i: index) {
  // expected-error@+1 {{expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @generic_args(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @scope_return(%x: f32) {
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  memref.alloca_scope {
    // expected-note@+1 {{region branch point}}
    memref.alloca_scope.return %x : f32
  }
  return
}

// -----

// The function has no return: upstream reports only the failing op.
func.func @no_return(%m: memref<4x5xf32>) {
  // expected-error@+1 {{expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<4x5xf32> to memref<4x5xf32>
}

// -----

// Nothing inside a failing op is reported: the yield's mismatch with the
// wrong result type is not.
func.func @generic_result(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    memref.atomic_yield %a : f32
  }) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @realloc_alignment(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.realloc %m {alignment = 7} : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @view_shift(%b: memref<64xi8>, %n: index) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = memref.view %b[][%n] : memref<64xi8> to memref<?xf32>
  return
}
// -----
// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%a = memref.alloca() : memref<4xf32>
// -----
func.func @f(%m: memref<10xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<1xf32, strided<[1], offset: 10>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<1xf32, strided<[1]>>'}}
  %0 = memref.subview %m[10] [1] [1] : memref<10xf32> to memref<1xf32, strided<[1]>>
  return
}
// -----
func.func @f(%m: memref<10xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 10 >= 10}}
  %0 = memref.subview %m[10] [1] [1] : memref<10xf32> to memref<1xf32, strided<[1], offset: 10>>
  return
}
