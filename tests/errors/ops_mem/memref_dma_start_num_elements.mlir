// Rule: memref.dma_start counts elements with an index.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error@+1 {{expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i) : (memref<4xf32>, index, memref<16xf32, 1>, index, i32, memref<1xi32>, index) -> ()
  return
}
