// @main calls @outer, which calls @inner, which loads out of bounds.
func.func @inner(%buf: memref<4xf32, 1>, %i: index) -> f32 {
  %v = memref.load %buf[%i] : memref<4xf32, 1>
  return %v : f32
}
func.func @outer(%buf: memref<4xf32, 1>) -> f32 {
  %c4 = arith.constant 4 : index
  %v = func.call @inner(%buf, %c4) : (memref<4xf32, 1>, index) -> f32
  return %v : f32
}
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<4xf32, 1>
  %v = func.call @outer(%buf) : (memref<4xf32, 1>) -> f32
  return %v : f32
}
