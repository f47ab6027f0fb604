// A strided DMA whose last row is short, between two vmem buffers, then
// the copied data printed. src[i] = i; the DMA reads 7 elements from
// src[1], 3 every 5: rows [1, 2, 3], [6, 7, 8], [11] (the tail), packed
// into dst[0..7]. dst[7] keeps its -1.
// Prints: 1 2 3 6 7 8 11 -1 (one per line).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %m1 = arith.constant -1 : i32
  %src = memref.alloc() : memref<32xi32, 1>
  %dst = memref.alloc() : memref<8xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  scf.for %i = %c0 to %c32 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %src[%i] : memref<32xi32, 1>
  }
  memref.store %m1, %dst[%c7] : memref<8xi32, 1>
  memref.dma_start %src[%c1], %dst[%c0], %c7, %tag[%c0], %c5, %c3 : memref<32xi32, 1>, memref<8xi32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %c7 : memref<1xi32, 3>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %dst[%i] : memref<8xi32, 1>
    vector.print %v : i32
  }
  return
}
