// Lane 4 of a 4-lane vector, at a dynamic position.
func.func @main() {
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %p = arith.constant 4 : index
  %x = vector.extract %v[%p] : i32 from vector<4xi32>
  vector.print %x : i32
  return
}
