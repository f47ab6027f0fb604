// 16 elements starting at element 8 of a 16-element source.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %n = arith.constant 16 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c8], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}

// Converted from tests/faults/dma_out_of_bounds.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:9:3: error: out-of-bounds DMA source: elements [8, 24) starting at index [8] fall outside a buffer of 16 elements
// EXIT: 1
