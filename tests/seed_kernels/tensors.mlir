// UPSTREAM: no: extract_element, tensor_load and tensor_store are seed-only ops upstream no longer has
// Seed Standard dialect: tensor_store, tensor_load, extract_element and
// tensor_cast. A tensor stored into a memref and loaded back holds the same
// elements; extract_element reads element [i, j].
// EXPECT: 3
// EXPECT: 2
// EXPECT: 4
func @main() {
  %t = constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %i = constant 1 : index
  %j = constant 0 : index
  %e = extract_element %t[%i, %j] : tensor<2x2xi32>
  vector.print %e : i32
  %A = alloc() : memref<2x2xi32>
  tensor_store %t, %A : memref<2x2xi32>
  %u = tensor_load %A : memref<2x2xi32>
  %e2 = extract_element %u[%j, %i] : tensor<2x2xi32>
  vector.print %e2 : i32
  %c = tensor_cast %u : tensor<2x2xi32> to tensor<?x?xi32>
  %e3 = extract_element %c[%i, %i] : tensor<?x?xi32>
  vector.print %e3 : i32
  return
}
