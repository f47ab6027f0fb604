// A core load from SRAM while a DMA writes SRAM: the two do not contend
// for banks or ports.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 256 : index
  %d = memref.alloc() : memref<256xf32>
  %s = memref.alloc() : memref<256xf32, 1>
  %t = memref.alloc() : memref<1xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %d[%c0], %s[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  %x = memref.load %t[%c0] : memref<1xf32, 1>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
