// Rows of narrow lanes, which move bit-packed as LLVM moves `<n x iN>`
// (the general path): i4 and i1 rows stored and loaded back, and a
// scalar load of an i4 element the row wrote.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %N = memref.alloc() : memref<2x16xi4>
  %M = memref.alloc() : memref<24xi1>
  %z4 = arith.constant 0 : i4
  scf.for %j = %c0 to %c8 step %c1 {
    memref.store %z4, %N[%c1, %j] : memref<2x16xi4>
  }
  %v4 = arith.constant dense<[1, -2, 3, -4, 5, -6, 7, -8]> : vector<8xi4>
  vector.store %v4, %N[%c0, %c8] : memref<2x16xi4>, vector<8xi4>
  %r4 = vector.load %N[%c0, %c8] : memref<2x16xi4>, vector<8xi4>
  vector.print %r4 : vector<8xi4>
  %s4 = memref.load %N[%c0, %c8] : memref<2x16xi4>
  vector.print %s4 : i4
  %v1 = arith.constant dense<[true, false, true, true, false, false, true, false]> : vector<8xi1>
  vector.store %v1, %M[%c8] : memref<24xi1>, vector<8xi1>
  %r1 = vector.load %M[%c8] : memref<24xi1>, vector<8xi1>
  vector.print %r1 : vector<8xi1>
  return
}
