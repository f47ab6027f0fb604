// Rule: memref.dma_wait counts elements with an index.
func.func @f(%t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error@+1 {{operand #2 must be index, but got 'i32'}}
  "memref.dma_wait"(%t, %i, %n) : (memref<1xi32>, index, i32) -> ()
  return
}
