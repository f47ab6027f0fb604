// Rule: memref.dma_start signals completion through a tag memref.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>, %t: i32, %i: index, %n: index) {
  // expected-error@+1 {{expected tag to be of memref type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t) : (memref<4xf32>, index, memref<16xf32, 1>, index, index, i32) -> ()
  return
}
