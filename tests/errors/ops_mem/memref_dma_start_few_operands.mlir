// Rule: memref.dma_start has at least a source, a destination, a count and a tag.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>) {
  // expected-error@+1 {{expected at least 4 operands}}
  "memref.dma_start"(%a, %b) : (memref<4xf32>, memref<16xf32, 1>) -> ()
  return
}
