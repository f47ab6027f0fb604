// Three DRAM -> SRAM transfers of 1024, 256 and 256 bytes, started back to
// back on three tags, then waited for.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c256 = arith.constant 256 : index
  %c320 = arith.constant 320 : index
  %c64 = arith.constant 64 : index
  %d = memref.alloc() : memref<384xf32>
  %s = memref.alloc() : memref<384xf32, 1>
  %tag = memref.alloc() : memref<3xi32, 2>
  memref.dma_start %d[%c0], %s[%c0], %c256, %tag[%c0] : memref<384xf32>, memref<384xf32, 1>, memref<3xi32, 2>
  memref.dma_start %d[%c256], %s[%c256], %c64, %tag[%c1] : memref<384xf32>, memref<384xf32, 1>, memref<3xi32, 2>
  memref.dma_start %d[%c320], %s[%c320], %c64, %tag[%c2] : memref<384xf32>, memref<384xf32, 1>, memref<3xi32, 2>
  memref.dma_wait %tag[%c0], %c256 : memref<3xi32, 2>
  memref.dma_wait %tag[%c1], %c64 : memref<3xi32, 2>
  memref.dma_wait %tag[%c2], %c64 : memref<3xi32, 2>
  return
}
