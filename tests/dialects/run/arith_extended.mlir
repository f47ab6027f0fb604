// The extended arith ops on index and on a 2-D vector, including the
// carry out of the top bit and the high half of a negative product.
func.func @main() {
  %a = arith.constant -1 : index
  %b = arith.constant 2 : index
  %s, %o = arith.addui_extended %a, %b : index, i1
  vector.print %s : index
  vector.print %o : i1
  %l, %h = arith.mulsi_extended %a, %b : index
  vector.print %l : index
  vector.print %h : index
  %ul, %uh = arith.mului_extended %a, %b : index
  vector.print %ul : index
  vector.print %uh : index
  %v = arith.constant dense<[[-3, 5, 127], [-128, 64, 1]]> : vector<2x3xi8>
  %w = arith.constant dense<[[7, -9, 127], [-128, 4, -1]]> : vector<2x3xi8>
  %vl, %vh = arith.mulsi_extended %v, %w : vector<2x3xi8>
  vector.print %vl : vector<2x3xi8>
  vector.print %vh : vector<2x3xi8>
  %ql, %qh = arith.mului_extended %v, %w : vector<2x3xi8>
  vector.print %qh : vector<2x3xi8>
  %vs, %vo = arith.addui_extended %v, %w : vector<2x3xi8>, vector<2x3xi1>
  vector.print %vs : vector<2x3xi8>
  vector.print %vo : vector<2x3xi1>
  return
}
