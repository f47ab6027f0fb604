// Rule: ours: affine.dma_start source and destination hold the same element type.
func.func @f(%a: memref<4xf32>, %b: memref<16xi32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{expected source and destination to have the same element type}}
  affine.dma_start %a[%i], %b[%i], %t[%i], %n : memref<4xf32>, memref<16xi32, 1>, memref<1xi32>
  return
}
