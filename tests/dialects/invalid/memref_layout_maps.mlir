// A transpose whose affine-map layout spells other strides than the
// transposed input's: mlir-opt 22's text at its line.
func.func @wrong_strides(%s: memref<6x4xi8>) {
  // expected-error@+1 {{is not equivalent to the canonical transposed input type}}
  %u = memref.transpose %s (i, j) -> (j, i) : memref<6x4xi8> to memref<4x6xi8, affine_map<(d0, d1) -> (d0 * 6 + d1)>>
  return
}
