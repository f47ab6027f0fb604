// The kernel overwrites the DMA's source before waiting for it.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %src = memref.alloc() : memref<16xf32, 1>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  memref.store %one, %src[%c4] : memref<16xf32, 1>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  return
}

// Converted from tests/faults/race_write_source.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:11:3: error: race: this op writes the source of a DMA that has not been waited for; the data lands only when the DMA completes, and only a matching dma_wait orders it
// ERROR: %s:10:3: note: the DMA was started here
// EXIT: 1
