func.func @main() -> f32 {
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<256xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  %c0 = arith.constant 0 : index
  %n = arith.constant 256 : index
  memref.dma_start %a[%c0], %b[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  %v = memref.load %b[%c0] : memref<256xf32, 1>
  %w = arith.addf %v, %v : f32
  return %w : f32
}
