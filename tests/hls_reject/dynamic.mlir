// HLS-ERROR: 2:14: error: argument %A of type memref<?xi32, 1> is not supported by the HLS backend
func.func @f(%A: memref<?xi32, 1>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %A[%c0] : memref<?xi32, 1>
  return %v : i32
}
