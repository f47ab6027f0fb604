// Rule: memref.dma_start destination indices are index values.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %j: i32, %n: index) {
  // expected-error@+1 {{expected destination indices to be of index type}}
  "memref.dma_start"(%a, %i, %b, %j, %n, %t, %i) : (memref<4xf32>, index, memref<16xf32, 1>, i32, index, memref<1xi32>, index) -> ()
  return
}
