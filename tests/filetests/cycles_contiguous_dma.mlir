// Converted from tests/timing/contiguous_dma.mlir on tests/timing/basic.toml. Cycle counts are
// derived by hand from docs/timing.md in tests/sim_timing.rs (strided_dma_pays_one_descriptor_per_row).
// RUN: sim --target tests/timing/basic.toml
// 512 B: start at 3, 100 + 1 x 10 + 512/16 = 142, lands at 145; wait issues at 145, return at 146: 147.
// CYCLES: 147

// The same 128 f32 (512 bytes) as strided_dma.mlir, moved as one
// contiguous chunk.
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 128 : index
  %src = memref.alloc() : memref<8x64xf32>
  %dst = memref.alloc() : memref<128xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %src[%c0, %c0], %dst[%c0], %n, %tag[%c0] : memref<8x64xf32>, memref<128xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
