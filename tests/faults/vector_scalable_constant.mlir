// Scalable vectors are refused wherever they appear, not only in vector
// ops: a constant and plain arithmetic on one are refused at the constant.
func.func @main() {
  %c = arith.constant dense<1.5> : vector<[2]x3xf32>
  %d = arith.addf %c, %c : vector<[2]x3xf32>
  vector.print %d : vector<[2]x3xf32>
  return
}
