// On the default target a memref without a memory space lives in HBM,
// which only DMA engines may touch.
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %buf = memref.alloc() : memref<16xf32>
  %v = memref.load %buf[%c0] : memref<16xf32>
  return %v : f32
}
