// Double buffering: while the core computes on one SRAM slot, the DMA
// engine fills the other. @pipeline moves tiles of 64 i32 (256 bytes)
// from DRAM; the compute per tile is one load and a chain of 10 dependent
// multiplies. The loop is unrolled by two, one half per slot, so no
// slot arithmetic is needed. Tile n (one past the last) is prefetched by
// the last iteration and waited for after the loop.
func.func @pipeline(%src: memref<?x64xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %buf = memref.alloc() : memref<2x64xi32, 1>
  %tag = memref.alloc() : memref<2xi32, 2>
  memref.dma_start %src[%c0, %c0], %buf[%c0, %c0], %c64, %tag[%c0] : memref<?x64xi32>, memref<2x64xi32, 1>, memref<2xi32, 2>
  scf.for %t = %c0 to %n step %c2 {
    %t1 = arith.addi %t, %c1 : index
    memref.dma_start %src[%t1, %c0], %buf[%c1, %c0], %c64, %tag[%c1] : memref<?x64xi32>, memref<2x64xi32, 1>, memref<2xi32, 2>
    memref.dma_wait %tag[%c0], %c64 : memref<2xi32, 2>
    %ax = memref.load %buf[%c0, %c0] : memref<2x64xi32, 1>
    %am1 = arith.muli %ax, %ax : i32
    %am2 = arith.muli %am1, %ax : i32
    %am3 = arith.muli %am2, %ax : i32
    %am4 = arith.muli %am3, %ax : i32
    %am5 = arith.muli %am4, %ax : i32
    %am6 = arith.muli %am5, %ax : i32
    %am7 = arith.muli %am6, %ax : i32
    %am8 = arith.muli %am7, %ax : i32
    %am9 = arith.muli %am8, %ax : i32
    %am10 = arith.muli %am9, %ax : i32
    %t2 = arith.addi %t, %c2 : index
    memref.dma_start %src[%t2, %c0], %buf[%c0, %c0], %c64, %tag[%c0] : memref<?x64xi32>, memref<2x64xi32, 1>, memref<2xi32, 2>
    memref.dma_wait %tag[%c1], %c64 : memref<2xi32, 2>
    %bx = memref.load %buf[%c1, %c0] : memref<2x64xi32, 1>
    %bm1 = arith.muli %bx, %bx : i32
    %bm2 = arith.muli %bm1, %bx : i32
    %bm3 = arith.muli %bm2, %bx : i32
    %bm4 = arith.muli %bm3, %bx : i32
    %bm5 = arith.muli %bm4, %bx : i32
    %bm6 = arith.muli %bm5, %bx : i32
    %bm7 = arith.muli %bm6, %bx : i32
    %bm8 = arith.muli %bm7, %bx : i32
    %bm9 = arith.muli %bm8, %bx : i32
    %bm10 = arith.muli %bm9, %bx : i32
  }
  memref.dma_wait %tag[%c0], %c64 : memref<2xi32, 2>
  return
}

func.func @tiles(%n: index) {
  %c1 = arith.constant 1 : index
  %rows = arith.addi %n, %c1 : index
  %src = memref.alloc(%rows) : memref<?x64xi32>
  func.call @pipeline(%src, %n) : (memref<?x64xi32>, index) -> ()
  return
}

func.func @four() {
  %c4 = arith.constant 4 : index
  func.call @tiles(%c4) : (index) -> ()
  return
}

func.func @eight() {
  %c8 = arith.constant 8 : index
  func.call @tiles(%c8) : (index) -> ()
  return
}
