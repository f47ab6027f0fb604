// HLS-ERROR: 4:8: error: 'memref.alloc' is not supported by the HLS backend with dynamic sizes or symbols
func.func @f(%a: i32, %n: index) -> i32 {
  %s = memref.alloc() : memref<4xi32, 1>
  %m = memref.alloc(%n) : memref<?xi32, 1>
  return %a : i32
}
