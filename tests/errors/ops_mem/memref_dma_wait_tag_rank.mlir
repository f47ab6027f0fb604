// Rule: memref.dma_wait takes one tag index per tag dimension.
func.func @f(%t: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %t[%i, %i], %n : memref<1xi32>
  return
}
