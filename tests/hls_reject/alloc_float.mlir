// HLS-ERROR: 3:8: error: 'memref.alloca' is not supported by the HLS backend for memref<4xf32, 1>: a local RAM needs a static shape of 1 to 2^32 words, the identity layout, and integer or index elements
func.func @f(%a: i32) -> i32 {
  %m = memref.alloca() : memref<4xf32, 1>
  return %a : i32
}
