// Lanes 0, 1 and 3 are on: lanes 0 and 1 read elements 6 and 7, lane 2
// (element 8) is off and never read, lane 3 reads element 9 of 8.
func.func @main() {
  %m = memref.alloc() : memref<8xi32, 1>
  %c6 = arith.constant 6 : index
  %k = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %p = arith.constant dense<0> : vector<4xi32>
  %0 = vector.maskedload %m[%c6], %k, %p : memref<8xi32, 1>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  vector.print %0 : vector<4xi32>
  return
}
