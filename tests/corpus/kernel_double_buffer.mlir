// A double-buffered tile loop: DMA the next tile from HBM (space 0) into
// VMEM (space 1) while computing on the current one.
func.func @double_buffer(%hbm: memref<16x8x128xf32>, %out: memref<8x128xf32, 1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 1024 : index
  %buf = memref.alloc() : memref<2x8x128xf32, 1>
  %tags = memref.alloc() : memref<2xi32, 2>
  memref.dma_start %hbm[%c0, %c0, %c0], %buf[%c0, %c0, %c0], %n, %tags[%c0] : memref<16x8x128xf32>, memref<2x8x128xf32, 1>, memref<2xi32, 2>
  scf.for %t = %c0 to %c16 step %c1 {
    %slot = arith.remui %t, %c2 : index
    %next = arith.addi %t, %c1 : index
    %nslot = arith.remui %next, %c2 : index
    %more = arith.cmpi ult, %next, %c16 : index
    scf.if %more {
      memref.dma_start %hbm[%next, %c0, %c0], %buf[%nslot, %c0, %c0], %n, %tags[%nslot] : memref<16x8x128xf32>, memref<2x8x128xf32, 1>, memref<2xi32, 2>
    }
    memref.dma_wait %tags[%slot], %n : memref<2xi32, 2>
    scf.for %r = %c0 to %c2 step %c1 {
      %v = vector.load %buf[%slot, %r, %c0] : memref<2x8x128xf32, 1>, vector<128xf32>
      %a = vector.load %out[%r, %c0] : memref<8x128xf32, 1>, vector<128xf32>
      %s = arith.addf %v, %a : vector<128xf32>
      vector.store %s, %out[%r, %c0] : memref<8x128xf32, 1>, vector<128xf32>
    }
  }
  memref.dealloc %buf : memref<2x8x128xf32, 1>
  return
}
