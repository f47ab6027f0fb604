// vector.load, vector.store and vector.print.
func.func @vmem(%m: memref<8x128xf32, 1>, %i: index, %j: index) {
  %v = vector.load %m[%i, %j] : memref<8x128xf32, 1>, vector<128xf32>
  %w = arith.addf %v, %v : vector<128xf32>
  vector.store %w, %m[%i, %j] : memref<8x128xf32, 1>, vector<128xf32>
  %x = vector.load %m[%i, %j] : memref<8x128xf32, 1>, vector<8xf32>
  vector.print %x : vector<8xf32>
  %c = arith.constant 5 : i32
  vector.print %c : i32
  return
}
