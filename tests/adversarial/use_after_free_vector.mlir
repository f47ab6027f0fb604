// EXPECT: exit=1 error="use of a memref after its buffer was deallocated"
// ARGS: -q
func.func @main() -> vector<4xf32> {
  %a = memref.alloc() : memref<8xf32, 1>
  %c0 = arith.constant 0 : index
  memref.dealloc %a : memref<8xf32, 1>
  %v = vector.load %a[%c0] : memref<8xf32, 1>, vector<4xf32>
  return %v : vector<4xf32>
}
