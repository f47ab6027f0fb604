// Scalable vectors reach the simulator through any dialect, not only
// vector ops: the first op using one is refused, here an arith constant.
func.func @main() {
  %c = arith.constant dense<2.0> : vector<[2]xf32>
  %0 = arith.mulf %c, %c : vector<[2]xf32>
  vector.print %0 : vector<[2]xf32>
  return
}
