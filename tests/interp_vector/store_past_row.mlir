// A row of i32 lanes stored one element past the end of A's second line:
// lane 3 falls at [1, 12], outside the shape although inside the buffer
// (it would be element 0 of line 2), so the store faults there.
func.func @main() {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %A = memref.alloc() : memref<3x12xi32>
  vector.store %v, %A[%c1, %c8] : memref<3x12xi32>, vector<4xi32>
  %a = vector.load %A[%c1, %c8] : memref<3x12xi32>, vector<4xi32>
  vector.print %a : vector<4xi32>
  vector.store %v, %A[%c1, %c9] : memref<3x12xi32>, vector<4xi32>
  return
}
