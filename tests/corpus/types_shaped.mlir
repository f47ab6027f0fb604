// Vectors (scalable too), tensors ranked and unranked with encodings, memrefs.
func.func @shaped() {
  "test.t"() : () -> (vector<4xf32>, vector<2x3x4xi8>, vector<[4]xf32>, vector<2x[8]xi16>, vector<f32>)
  "test.t"() : () -> (tensor<4x?xf32>, tensor<*xi32>, tensor<f64>, tensor<2x2xf32, "enc">, tensor<0x4xi1>)
  "test.t"() : () -> (memref<4x?xf32>, memref<*xf32>, memref<*xf32, 1>, memref<f16>, memref<?x?x?xi8, 4>)
  "test.t"() : () -> (tensor<4xcomplex<f32>>, memref<2xvector<4xf32>>, tensor<3xindex>)
  return
}
