// The two-result arith ops at odd, wide and index widths, scalar and
// vector, with and without attributes.
func.func @extended(%a: i7, %b: i7, %i: index, %v: vector<3xi130>, %t: tensor<2x?xi16>, %w: i1) -> (i7, i1) {
  %s, %o = arith.addui_extended %a, %b : i7, i1
  %l, %h = arith.mulsi_extended %a, %b : i7
  %l2, %h2 = arith.mului_extended %v, %v {tag = "x"} : vector<3xi130>
  %s3, %o3 = arith.addui_extended %v, %v : vector<3xi130>, vector<3xi1>
  %s4, %o4 = arith.addui_extended %i, %i : index, i1
  %l5, %h5 = arith.mului_extended %i, %i : index
  %l6, %h6 = arith.mulsi_extended %t, %t : tensor<2x?xi16>
  %s7, %o7 = arith.addui_extended %t, %t : tensor<2x?xi16>, tensor<2x?xi1>
  %s8, %o8 = arith.addui_extended %w, %w : i1, i1
  %l9, %h9 = "arith.mulsi_extended"(%w, %w) : (i1, i1) -> (i1, i1)
  return %h, %o : i7, i1
}
