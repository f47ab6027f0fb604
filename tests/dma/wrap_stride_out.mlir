// A strided copy-out with the largest stride: 3 elements, 1 every
// 2^63 - 1, into slow (space 0, the strided side). Row 1 starts at element
// 9223372036854775807 of an 8-element buffer; the span 2 (2^63 - 1) + 1
// wraps 64 bits.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %stride = arith.constant 9223372036854775807 : index
  %fast = memref.alloc() : memref<8xf32, 1>
  %slow = memref.alloc() : memref<8xf32>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %fast[%c0], %slow[%c0], %c3, %tag[%c0], %stride, %c1 : memref<8xf32, 1>, memref<8xf32>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %c3 : memref<1xi32, 3>
  return
}
