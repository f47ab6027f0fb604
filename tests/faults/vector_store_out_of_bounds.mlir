// A 4-lane store at index 1 of a 4-element buffer writes elements 1..4.
func.func @main() {
  %c1 = arith.constant 1 : index
  %z = arith.constant dense<0.0> : vector<4xf32>
  %a = memref.alloc() : memref<4xf32, 1>
  vector.store %z, %a[%c1] : memref<4xf32, 1>, vector<4xf32>
  return
}
