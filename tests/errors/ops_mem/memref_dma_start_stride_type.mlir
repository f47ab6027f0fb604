// Rule: memref.dma_start stride operands are index values.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %n: index, %s: i32) {
  // expected-error@+1 {{expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i, %s, %s) : (memref<4xf32>, index, memref<16xf32, 1>, index, index, memref<1xi32>, index, i32, i32) -> ()
  return
}
