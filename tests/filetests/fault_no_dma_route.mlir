// On the default target no DMA engine writes the semaphore space.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %src = memref.alloc() : memref<4xi32>
  %dst = memref.alloc() : memref<4xi32, 3>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<4xi32>, memref<4xi32, 3>, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}

// Converted from tests/faults/no_dma_route.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:8:3: error: no DMA engine of target 'tpu-like' connects memory space 'hbm' to 'sem'
// EXIT: 1
