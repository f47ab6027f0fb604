// Rule: memref.dma_start stride operands come in a pair.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i, %n) : (memref<4xf32>, index, memref<16xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}
