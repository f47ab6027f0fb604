// The kernel reads the DMA's destination before waiting for it.
func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 16 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  %v = memref.load %dst[%c4] : memref<16xf32, 1>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return %v : f32
}

// Converted from tests/faults/race_read_destination.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:10:8: error: race: this op reads the destination of a DMA that has not been waited for; the data lands only when the DMA completes, and only a matching dma_wait orders it
// ERROR: %s:9:3: note: the DMA was started here
// EXIT: 1
