// A: DRAM -> SRAM (256 B, written at 4 B/cycle) and B: DRAM -> SRAM2 (256
// B), moving at the same time and sharing DRAM's read bandwidth.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 64 : index
  %d = memref.alloc() : memref<128xf32>
  %s = memref.alloc() : memref<64xf32, 1>
  %s2 = memref.alloc() : memref<64xf32, 2>
  %tag = memref.alloc() : memref<2xi32, 3>
  memref.dma_start %d[%c0], %s[%c0], %n, %tag[%c0] : memref<128xf32>, memref<64xf32, 1>, memref<2xi32, 3>
  memref.dma_start %d[%n], %s2[%c0], %n, %tag[%c1] : memref<128xf32>, memref<64xf32, 2>, memref<2xi32, 3>
  memref.dma_wait %tag[%c1], %n : memref<2xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<2xi32, 3>
  return
}
