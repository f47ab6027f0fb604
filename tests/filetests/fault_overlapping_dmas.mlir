// Two pending DMAs write overlapping halves of one destination.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 8 : index
  %src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<2xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  memref.dma_start %src[%c0], %dst[%c4], %n, %tag[%c1] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<2xi32, 3>
  memref.dma_wait %tag[%c1], %n : memref<2xi32, 3>
  return
}

// Converted from tests/faults/overlapping_dmas.mlir; the diagnostic and its notes are the
// ones tests/sim_faults.rs pins (their line:col checked by hand against this
// file, whose lines above are unchanged). A fault exits with status 1.
// RUN: sim
// ERROR: %s:11:3: error: race: this op writes a buffer region another pending DMA uses; the data lands only when the DMA completes, and only a matching dma_wait orders it
// ERROR: %s:10:3: note: the DMA was started here
// EXIT: 1
