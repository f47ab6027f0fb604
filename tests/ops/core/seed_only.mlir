// The seed Standard ops no modern op replaces (004): extract_element,
// tensor_cast, tensor_load, tensor_store, alloc_static and the
// literal-index dim (written in its seed generic name).
func @seed_only(%v : vector<4x4xi32>, %t : tensor<4x4xi32>, %u : tensor<*xf32>, %m : memref<4x?xf32>, %i : index) {
  %0 = extract_element %v[%i, %i] : vector<4x4xi32>
  %1 = extract_element %t[%i, %i] : tensor<4x4xi32>
  %2 = extract_element %u[%i, %i] : tensor<*xf32>
  %3 = tensor_cast %u : tensor<*xf32> to tensor<?x?xf32>
  %4 = tensor_cast %3 : tensor<?x?xf32> to tensor<4x?xf32>
  %5 = tensor_load %m : memref<4x?xf32>
  tensor_store %5, %m : memref<4x?xf32>
  %6 = alloc_static(0x1232a00) : memref<1024x64xf32>
  %7 = "std.dim"(%m) {index = 1 : i64} : (memref<4x?xf32>) -> index
  return
}
