// DMA traffic for the VCD read-back (tests/sim_vcd.rs) on the default
// TPU-like target: a batch of four HBM → VMEM transfers of different
// sizes, waited for, then a batch of three, each on its own tag.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %c1536 = arith.constant 1536 : index
  %c2048 = arith.constant 2048 : index
  %c4096 = arith.constant 4096 : index
  %c6144 = arith.constant 6144 : index
  %hbm = memref.alloc() : memref<8192xf32>
  %vmem = memref.alloc() : memref<8192xf32, 1>
  %tag = memref.alloc() : memref<4xi32, 3>
  memref.dma_start %hbm[%c0], %vmem[%c0], %c1024, %tag[%c0] : memref<8192xf32>, memref<8192xf32, 1>, memref<4xi32, 3>
  memref.dma_start %hbm[%c1024], %vmem[%c1024], %c512, %tag[%c1] : memref<8192xf32>, memref<8192xf32, 1>, memref<4xi32, 3>
  memref.dma_start %hbm[%c2048], %vmem[%c2048], %c2048, %tag[%c2] : memref<8192xf32>, memref<8192xf32, 1>, memref<4xi32, 3>
  memref.dma_start %hbm[%c4096], %vmem[%c4096], %c1536, %tag[%c3] : memref<8192xf32>, memref<8192xf32, 1>, memref<4xi32, 3>
  memref.dma_wait %tag[%c0], %c1024 : memref<4xi32, 3>
  memref.dma_wait %tag[%c1], %c512 : memref<4xi32, 3>
  memref.dma_wait %tag[%c2], %c2048 : memref<4xi32, 3>
  memref.dma_wait %tag[%c3], %c1536 : memref<4xi32, 3>
  memref.dma_start %vmem[%c0], %hbm[%c0], %c2048, %tag[%c0] : memref<8192xf32, 1>, memref<8192xf32>, memref<4xi32, 3>
  memref.dma_start %vmem[%c2048], %hbm[%c2048], %c4096, %tag[%c1] : memref<8192xf32, 1>, memref<8192xf32>, memref<4xi32, 3>
  memref.dma_start %hbm[%c6144], %vmem[%c6144], %c2048, %tag[%c2] : memref<8192xf32>, memref<8192xf32, 1>, memref<4xi32, 3>
  memref.dma_wait %tag[%c1], %c4096 : memref<4xi32, 3>
  memref.dma_wait %tag[%c0], %c2048 : memref<4xi32, 3>
  memref.dma_wait %tag[%c2], %c2048 : memref<4xi32, 3>
  return
}
