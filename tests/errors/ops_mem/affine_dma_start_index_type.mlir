// Rule: affine.dma_start subscripts are index values.
func.func @f(%a: memref<4xf32>, %b: memref<16xf32, 1>, %t: memref<1xi32>, %i: index, %j: i32, %n: index) {
  // expected-error@+1 {{src index to dma_start must have 'index' type}}
  "affine.dma_start"(%a, %j, %b, %i, %t, %i, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<4xf32>, i32, memref<16xf32, 1>, index, memref<1xi32>, index, index) -> ()
  return
}
