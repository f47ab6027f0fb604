// Two DRAM -> SRAM and two SRAM -> DRAM transfers of 64 i32 (256 bytes),
// each on its own tag, all started before any is waited for.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %d = memref.alloc() : memref<4x64xi32>
  %s = memref.alloc() : memref<4x64xi32, 1>
  %tag = memref.alloc() : memref<4xi32, 2>
  memref.dma_start %d[%c0, %c0], %s[%c0, %c0], %c64, %tag[%c0] : memref<4x64xi32>, memref<4x64xi32, 1>, memref<4xi32, 2>
  memref.dma_start %d[%c1, %c0], %s[%c1, %c0], %c64, %tag[%c1] : memref<4x64xi32>, memref<4x64xi32, 1>, memref<4xi32, 2>
  memref.dma_start %s[%c2, %c0], %d[%c2, %c0], %c64, %tag[%c2] : memref<4x64xi32, 1>, memref<4x64xi32>, memref<4xi32, 2>
  memref.dma_start %s[%c3, %c0], %d[%c3, %c0], %c64, %tag[%c3] : memref<4x64xi32, 1>, memref<4x64xi32>, memref<4xi32, 2>
  memref.dma_wait %tag[%c0], %c64 : memref<4xi32, 2>
  memref.dma_wait %tag[%c1], %c64 : memref<4xi32, 2>
  memref.dma_wait %tag[%c2], %c64 : memref<4xi32, 2>
  memref.dma_wait %tag[%c3], %c64 : memref<4xi32, 2>
  return
}
