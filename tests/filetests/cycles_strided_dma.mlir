// Converted from tests/timing/strided_dma.mlir on tests/timing/basic.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (strided_dma_pays_one_descriptor_per_row).
// RUN: sim --target tests/timing/basic.toml
// 8 rows of 64 B: 100 + 8 x 10 + 32 = 212, lands at 215; wait at 215, return at 216: 217.
// CYCLES: 217

// A strided DMA: 8 rows of 16 f32 (64 bytes each), one every 64 elements
// of a 8x64 DRAM buffer, packed into 128 contiguous SRAM elements.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 128 : index
  %stride = arith.constant 64 : index
  %per = arith.constant 16 : index
  %src = memref.alloc() : memref<8x64xf32>
  %dst = memref.alloc() : memref<128xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%c0, %c0], %dst[%c0], %n, %tag[%c0], %stride, %per : memref<8x64xf32>, memref<128xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
