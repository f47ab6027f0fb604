// Elements attributes: dense (nested, splat, hex, strings), sparse, opaque.
func.func @dense() {
  "test.d"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<1.000000e+00> : tensor<4x4xf32>, c = dense<[true, false]> : tensor<2xi1>} : () -> ()
  "test.d"() {d = dense<"0x0100000002000000"> : tensor<2xi32>, e = dense<["a", "bc"]> : tensor<2x!str.string>, f = dense<[]> : tensor<0xf32>} : () -> ()
  "test.d"() {g = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, h = dense<[1.500000e+00, -2.000000e+00]> : vector<2xf64>} : () -> ()
  "test.d"() {i = dense<[(1.000000e+00,2.000000e+00)]> : tensor<1xcomplex<f32>>} : () -> ()
  return
}
