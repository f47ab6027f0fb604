// The DMA completes tag 0, but the kernel waits on tag 1.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 16 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<2xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  memref.dma_wait %tag[%c1], %n : memref<2xi32, 3>
  return
}

// Converted from tests/faults/deadlock.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:10:3: error: deadlock: no pending DMA completes tag element [1], so this dma_wait would block forever
// ERROR: %s:9:3: note: a DMA pending on another tag element was started here
// EXIT: 1
