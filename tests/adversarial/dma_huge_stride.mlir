// EXPECT: exit=1 error="out-of-bounds DMA source"
// ARGS: -q
// A strided DMA whose stride wraps past 2^64: it must fault on the
// dma_start, not write out of bounds or panic.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %big = arith.constant 4611686018427387904 : index
  %src = memref.alloc() : memref<32xi32, 1>
  %dst = memref.alloc() : memref<8xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %big, %c2 : memref<32xi32, 1>, memref<8xi32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 3>
  return
}
