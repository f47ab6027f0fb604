// EXPECT: exit=1 error="out-of-bounds access"
// ARGS: -q
func.func @main() -> vector<4xf32> {
  %a = memref.alloc() : memref<8xf32, 1>
  %c6 = arith.constant 6 : index
  %v = vector.load %a[%c6] : memref<8xf32, 1>, vector<4xf32>
  return %v : vector<4xf32>
}
