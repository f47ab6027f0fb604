// A dma_wait with no DMA started at all.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}

// Converted from tests/faults/wait_without_dma.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:6:3: error: deadlock: no pending DMA completes tag element [0], so this dma_wait would block forever (no DMA is pending at all)
// EXIT: 1
