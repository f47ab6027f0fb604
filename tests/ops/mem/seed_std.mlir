// Seed Standard-dialect spellings (shared/seeds/004_...): alloc, load,
// store, dealloc, dma_start, dma_wait without a dialect prefix, with the
// old memref types that spell out the layout map and memory space, and
// affine.apply with a bare map (seeds 001-002).
func.func @seed(%i: index, %j: index, %size: index) {
  %idx = arith.constant 0 : index
  %src = alloc() : memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>
  %dst = alloca() : memref<2 x 4 x vector<16xf32>, (d0, d1) -> (d0, d1), 2>
  %tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
  dma_start %src[%i, %j], %dst[%idx, %idx], %size, %tag[%idx] :
     memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>,
     memref<2 x 4 x vector<16xf32>, (d0, d1) -> (d0, d1), 2>,
     memref<1 x i32, (d0) -> (d0), 4>
  dma_wait %tag[%idx], %size : memref<1 x i32, (d0) -> (d0), 4>
  %v = load %src[%i, %j] : memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>
  store %v, %dst[%idx, %idx] : memref<2 x 4 x vector<16xf32>, (d0, d1) -> (d0, d1), 2>
  %d = dim %src, %idx : memref<40 x 8 x vector<16xf32>, (d0, d1) -> (d0, d1), 0>
  %a1 = affine.apply (d0) -> (d0 + 1) (%i)
  %a2 = affine.apply (d0, d1) -> (3*d0) (%i, %j)
  dealloc %tag : memref<1 x i32, (d0) -> (d0), 4>
  return
}
