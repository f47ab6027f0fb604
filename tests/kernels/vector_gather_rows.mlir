// Gather, scatter and masked loads whose lanes step past the end of the
// innermost row of a contiguous 2-D memref: they continue in the next row
// (upstream addresses lanes from the base element's pointer).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<4x5xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %t = arith.muli %i, %c5 : index
      %n = arith.addi %t, %j : index
      %v = arith.index_cast %n : index to i32
      memref.store %v, %m[%i, %j] : memref<4x5xi32>
    }
  }
  %idx = arith.constant dense<[0, 4, 5, 11, 2, 9]> : vector<6xi32>
  %all = arith.constant dense<true> : vector<6xi1>
  %some = arith.constant dense<[true, false, true, true, false, true]> : vector<6xi1>
  %pass = arith.constant dense<-1> : vector<6xi32>
  %g = vector.gather %m[%c1, %c3][%idx], %all, %pass
    : memref<4x5xi32>, vector<6xi32>, vector<6xi1>, vector<6xi32> into vector<6xi32>
  vector.print %g : vector<6xi32>
  %g2 = vector.gather %m[%c0, %c1][%idx], %some, %pass
    : memref<4x5xi32>, vector<6xi32>, vector<6xi1>, vector<6xi32> into vector<6xi32>
  vector.print %g2 : vector<6xi32>
  %ml = vector.maskedload %m[%c1, %c3], %some, %pass
    : memref<4x5xi32>, vector<6xi1>, vector<6xi32> into vector<6xi32>
  vector.print %ml : vector<6xi32>
  %vals = arith.constant dense<[100, 101, 102, 103, 104, 105]> : vector<6xi32>
  vector.scatter %m[%c0, %c4][%idx], %some, %vals
    : memref<4x5xi32>, vector<6xi32>, vector<6xi1>, vector<6xi32>
  %r0 = vector.load %m[%c0, %c0] : memref<4x5xi32>, vector<5xi32>
  %r1 = vector.load %m[%c1, %c0] : memref<4x5xi32>, vector<5xi32>
  %r2 = vector.load %m[%c3, %c0] : memref<4x5xi32>, vector<5xi32>
  vector.print %r0 : vector<5xi32>
  vector.print %r1 : vector<5xi32>
  vector.print %r2 : vector<5xi32>
  memref.dealloc %m : memref<4x5xi32>
  return
}
