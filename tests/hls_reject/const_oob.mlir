// HLS-ERROR: 4:8: error: 'memref.load' is not supported by the HLS backend: index 9 is out of bounds for a dimension of size 8
func.func @f(%A: memref<8xi32, 1>) -> i32 {
  %c9 = arith.constant 9 : index
  %v = memref.load %A[%c9] : memref<8xi32, 1>
  return %v : i32
}
