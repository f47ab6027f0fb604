// Rule: memref.dma_start copies from a memref.
func.func @f(%a: f32, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index) {
  // expected-error@+1 {{expected source to be of memref type}}
  "memref.dma_start"(%a, %b, %i, %n, %t, %i) : (f32, memref<16xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}
