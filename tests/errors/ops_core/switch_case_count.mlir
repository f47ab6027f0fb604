func.func @f(%a: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%a)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  func.return
}
