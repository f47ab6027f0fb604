// A transfer_write of 4 i12 lanes at element 6 of 8, in_bounds with an
// all-on constant mask, so one packed row: 48 bits, 6 bytes from element
// 6's unit at byte 12, so bytes 12 to 17 of a 16-byte buffer. Lanes 2 and
// 3 (elements 8 and 9) lie past the memref: the store faults at lane 2,
// before writing anything.
func.func @main() {
  %m = memref.alloc() : memref<8xi12, 1>
  %c6 = arith.constant 6 : index
  %k = vector.constant_mask [4] : vector<4xi1>
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi12>
  vector.transfer_write %v, %m[%c6], %k {in_bounds = [true]} : vector<4xi12>, memref<8xi12, 1>
  return
}
