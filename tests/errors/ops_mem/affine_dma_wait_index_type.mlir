// Rule: affine.dma_wait subscripts are index values.
func.func @f(%t: memref<1xi32>, %j: i32, %n: index) {
  // expected-error@+1 {{index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %j, %n) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, i32, index) -> ()
  return
}
