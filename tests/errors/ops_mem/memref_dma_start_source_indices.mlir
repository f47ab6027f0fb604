// Rule: memref.dma_start takes one source index per source dimension.
func.func @f(%a: memref<4x4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{expected source indices to be of index type}}
  memref.dma_start %a[%i], %b[%i], %n, %t[%i] : memref<4x4xf32>, memref<16xf32, 1>, memref<1xi32>
  return
}
