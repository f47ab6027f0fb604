// Rule: a rank-one view with layout strided<[1]> and no offset has the identity
// map, so reshaping it gives identity-layout results (as upstream asks the
// layout's map), and a strided result is rejected.
func.func @identity(%m: memref<24xf32, strided<[1]>>) -> (memref<2x12xf32>, memref<24xf32>) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 12] : memref<24xf32, strided<[1]>> into memref<2x12xf32>
  %c = memref.alloc() : memref<1xindex>
  %r = memref.reshape %m(%c) : (memref<24xf32, strided<[1]>>, memref<1xindex>) -> memref<24xf32>
  return %e, %r : memref<2x12xf32>, memref<24xf32>
}

// -----

func.func @strided_result(%m: memref<24xf32, strided<[1]>>) -> memref<2x12xf32, strided<[12, 1]>> {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x12xf32>' but found 'memref<2x12xf32, strided<[12, 1]>>'}}
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 12] : memref<24xf32, strided<[1]>> into memref<2x12xf32, strided<[12, 1]>>
  return %e : memref<2x12xf32, strided<[12, 1]>>
}

// -----

func.func @offset(%m: memref<24xf32, strided<[1], offset: 3>>) -> memref<2x12xf32> {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x12xf32, strided<[12, 1], offset: 3>>' but found 'memref<2x12xf32>'}}
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 12] : memref<24xf32, strided<[1], offset: 3>> into memref<2x12xf32>
  return %e : memref<2x12xf32>
}
