// HLS-ERROR: 3:8: error: 'memref.alloc' is not supported by the HLS backend
func.func @f(%a: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32, 1>
  return %a : i32
}
