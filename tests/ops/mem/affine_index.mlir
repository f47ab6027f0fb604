// affine index arithmetic with static, dynamic and outer-bound-free bases.
func.func @f(%m: memref<8x8xf32>, %n: index, %v: vector<4xf32>) {
  %a:2 = affine.delinearize_index %n into (4, 2) : index, index
  %b:3 = affine.delinearize_index %n into (%n, 4, 2) : index, index, index
  %b2:3 = affine.delinearize_index %n into (4, 2) : index, index, index
  %l = affine.linearize_index [%a#0, %a#1] by (4, 2) : index
  %l2 = affine.linearize_index disjoint [%a#0, %a#1] by (4, 2) : index
  %l3 = affine.linearize_index [%a#0, %a#1, %n] by (%n, 2) {tag} : index
  return
}
