// insert_strided_slice of 1-D slices into rows of a 2-D vector, row 0
// included (a leading offset of 0), at an odd element width, then read
// back with extract_strided_slice.
func.func @main() {
  %z = arith.constant dense<0> : vector<4x5xi5>
  %a = arith.constant dense<[1, -2, 15]> : vector<3xi5>
  %b = arith.constant dense<[-16, 7]> : vector<2xi5>
  %0 = vector.insert_strided_slice %a, %z {offsets = [0, 0], strides = [1]} : vector<3xi5> into vector<4x5xi5>
  %1 = vector.insert_strided_slice %b, %0 {offsets = [0, 3], strides = [1]} : vector<2xi5> into vector<4x5xi5>
  %2 = vector.insert_strided_slice %a, %1 {offsets = [3, 2], strides = [1]} : vector<3xi5> into vector<4x5xi5>
  vector.print %2 : vector<4x5xi5>
  %s = vector.extract_strided_slice %2 {offsets = [0, 1], sizes = [4, 3], strides = [1, 1]} : vector<4x5xi5> to vector<4x3xi5>
  vector.print %s : vector<4x3xi5>
  return
}
