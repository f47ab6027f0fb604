// A loop of vector<4xi16> stores to a 2-D buffer of 5 rows of 10, one
// column further each iteration: columns 0 to 6 store (6 is the last
// whole row), column 7 runs past the row and faults as the interpreter
// reports it, before any lane is stored.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %B = memref.alloc() : memref<5x10xi16>
  %v0 = arith.constant dense<[1, -2, 3, -4]> : vector<4xi16>
  %s = scf.for %j = %c0 to %c8 step %c1 iter_args(%v = %v0) -> (vector<4xi16>) {
    vector.store %v, %B[%c2, %j] : memref<5x10xi16>, vector<4xi16>
    %w = vector.load %B[%c2, %j] : memref<5x10xi16>, vector<4xi16>
    %u = arith.muli %w, %v0 : vector<4xi16>
    vector.print %u : vector<4xi16>
    scf.yield %u : vector<4xi16>
  }
  return
}
