// Converted from tests/timing/single_dma.mlir on tests/timing/basic.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (single_dma).
// RUN: sim --target tests/timing/basic.toml
// Allocs issue at 0, 1, 2; dma_start at 3. Overhead 100 setup + 1 descriptor x 10 = 110, bytes move from 113 at 16 B/cycle: 1024 / 16 = 64 cycles, landing at 177; dma_wait issues at 177, return at 178: 179.
// CYCLES: 179

// One contiguous DMA of 256 f32 (1024 bytes) from DRAM to SRAM.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 256 : index
  %src = memref.alloc() : memref<256xf32>
  %dst = memref.alloc() : memref<256xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
