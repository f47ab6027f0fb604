// `select` on scalars and vectors, and integer flags.
func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %va: vector<4xf32>, %vb: vector<4xf32>) -> (i32, vector<4xf32>, i32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %va, %vb : vector<4xi1>, vector<4xf32>
  %2 = arith.addi %0, %a overflow<nsw> : i32
  return %0, %1, %2 : i32, vector<4xf32>, i32
}
