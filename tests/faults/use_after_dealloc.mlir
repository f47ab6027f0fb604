// A store into a buffer after it was freed.
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %buf = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %buf : memref<4xf32, 1>
  memref.store %one, %buf[%c0] : memref<4xf32, 1>
  return
}
