// A dynamic basis element of 0: the digit below it divides by zero.
func.func @main() {
  %n = arith.constant 7 : index
  %z = arith.constant 0 : index
  %d:2 = affine.delinearize_index %n into (4, %z) : index, index
  return
}
