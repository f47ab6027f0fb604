// HLS-ERROR: 3:8: error: 'memref.alloc' is not supported by the HLS backend for memref<0x4xi8, 1>: a local RAM needs a static shape of 1 to 2^32 words, the identity layout, and integer or index elements
func.func @f(%a: i32) -> i32 {
  %m = memref.alloc() : memref<0x4xi8, 1>
  return %a : i32
}
