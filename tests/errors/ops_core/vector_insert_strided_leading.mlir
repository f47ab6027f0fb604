// A 1-D slice inserted at row 0 of a 2-D vector: the leading offset sums
// with nothing, so 0 is in range (upstream's message says 1 all the same).
func.func @row_zero(%a: vector<3xi5>, %b: vector<4x4xi5>) -> vector<4x4xi5> {
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 1], strides = [1]} : vector<3xi5> into vector<4x4xi5>
  return %0 : vector<4x4xi5>
}

// -----

func.func @past_the_row(%a: vector<3xi5>, %b: vector<4x4xi5>) -> vector<4x4xi5> {
  // expected-error@+1 {{expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0, 2], strides = [1]} : vector<3xi5> into vector<4x4xi5>
  return %0 : vector<4x4xi5>
}
