// Column 9 of a 4x8 buffer does not exist.
func.func @main() -> f32 {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %buf = memref.alloc() : memref<4x8xf32, 1>
  %v = memref.load %buf[%c2, %c9] : memref<4x8xf32, 1>
  return %v : f32
}
