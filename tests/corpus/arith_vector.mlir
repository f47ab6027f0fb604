// Elementwise arith on vectors and tensors.
func.func @vec(%a: vector<8x128xf32>, %b: vector<8x128xf32>, %x: vector<4xi16>, %t: tensor<4xi32>) -> (vector<8x128xf32>, vector<4xi16>, vector<4xi1>, tensor<4xi32>) {
  %0 = arith.addf %a, %b : vector<8x128xf32>
  %1 = arith.mulf %0, %b : vector<8x128xf32>
  %2 = arith.muli %x, %x : vector<4xi16>
  %3 = arith.cmpi slt, %x, %2 : vector<4xi16>
  %4 = arith.addi %t, %t : tensor<4xi32>
  return %1, %2, %3, %4 : vector<8x128xf32>, vector<4xi16>, vector<4xi1>, tensor<4xi32>
}
