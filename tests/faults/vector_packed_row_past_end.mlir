// A row of 8 i4 lanes from element 12 of 16: LLVM would load its packed
// bits from the bytes of elements 12 to 15, all inside the buffer, but
// lanes 4 to 7 (elements 16 to 19) lie past the memref, so the load
// faults at lane 4 as any vector load past the end does.
func.func @main() {
  %m = memref.alloc() : memref<16xi4, 1>
  %c12 = arith.constant 12 : index
  %0 = vector.load %m[%c12] : memref<16xi4, 1>, vector<8xi4>
  vector.print %0 : vector<8xi4>
  return
}
