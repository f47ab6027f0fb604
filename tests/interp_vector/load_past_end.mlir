// A row of A's last line one element past its last in-bounds position:
// lane 7 falls at [3, 16], outside the shape, and the load faults there
// (the row at [3, 8] before it is the last one inside).
func.func @main() {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %A = memref.alloc() : memref<4x16xf32>
  %a = vector.load %A[%c3, %c8] : memref<4x16xf32>, vector<8xf32>
  vector.print %a : vector<8xf32>
  %b = vector.load %A[%c3, %c9] : memref<4x16xf32>, vector<8xf32>
  vector.print %b : vector<8xf32>
  return
}
