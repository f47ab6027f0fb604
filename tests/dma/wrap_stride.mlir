// A strided DMA whose row starts wrap past 2^64 in 64-bit arithmetic: 4
// elements, 1 every 2^62 + 1, from src (both sides in space 1, so the
// source is strided). Row 1 starts at element 2^62 + 1 =
// 4611686018427387905, far outside the 16-element buffer, and 3 strides
// (0xC000000000000003) would wrap a signed 64-bit sum.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %stride = arith.constant 4611686018427387905 : index
  %src = memref.alloc() : memref<16xf32, 1>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %stride, %c1 : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 3>
  return
}
