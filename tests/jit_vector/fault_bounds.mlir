// vector.load and vector.store at the end of a buffer: the last whole
// row loads, the row one float further faults as the interpreter reports
// it (upstream does not check).
func.func @main() {
  %B = memref.alloc() : memref<13xi13>
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi13>
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  vector.store %v, %B[%c9] : memref<13xi13>, vector<4xi13>
  %w = vector.load %B[%c9] : memref<13xi13>, vector<4xi13>
  %s = arith.addi %w, %v : vector<4xi13>
  vector.print %s : vector<4xi13>
  %x = vector.load %B[%c10] : memref<13xi13>, vector<4xi13>
  vector.print %x : vector<4xi13>
  return
}
