// A 4-lane load at index 2 of a 4-element buffer reads elements 2..5.
func.func @main() {
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4xf32, 1>
  %v = vector.load %a[%c2] : memref<4xf32, 1>, vector<4xf32>
  vector.print %v : vector<4xf32>
  return
}
