// UPSTREAM: no: dma_start has no lowering upstream, and the seed-only std.dim has no modern twin
// TARGET: configs/spec_dma.toml
// Seed Standard dialect: the spec's dma_start/dma_wait example, "a
// dma_start operation that transfers 32 vector elements from a memref %src
// at location [%i, %j] to memref %dst at [%k, %l]", with the memory-space
// numbering of the example (source in space 0, destination in space 1, tag
// in space 4) and the identity layout maps written out. After dma_wait the
// destination holds the source's elements.
// EXPECT: 1
// EXPECT: 128
// EXPECT: ( 1, 2, 3, 4 )
func @main() {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  %c4 = constant 4 : index
  %src = alloc() : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>
  %one = constant 1.0 : f32
  %two = constant 2.0 : f32
  %three = constant 3.0 : f32
  %four = constant 4.0 : f32
  store %one, %src[%c1, %c0] : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>
  store %two, %src[%c1, %c1] : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>
  %c2 = constant 2 : index
  %c3 = constant 3 : index
  store %three, %src[%c1, %c2] : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>
  store %four, %src[%c1, %c3] : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>
  %dst = alloc() : memref<2 x 1024 x f32, (d0, d1) -> (d0, d1), 1>
  %tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
  %num_elements = constant 32 : index
  %idx = constant 0 : index
  dma_start %src[%c1, %c0], %dst[%c1, %c4], %num_elements, %tag[%idx] : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>, memref<2 x 1024 x f32, (d0, d1) -> (d0, d1), 1>, memref<1 x i32, (d0) -> (d0), 4>
  dma_wait %tag[%idx], %num_elements : memref<1 x i32, (d0) -> (d0), 4>
  %x = load %dst[%c1, %c4] : memref<2 x 1024 x f32, (d0, d1) -> (d0, d1), 1>
  vector.print %x : f32
  %d = dim %src, 1 : memref<40 x 128 x f32, (d0, d1) -> (d0, d1), 0>
  vector.print %d : index
  %v = vector.load %dst[%c1, %c4] : memref<2 x 1024 x f32, (d0, d1) -> (d0, d1), 1>, vector<4xf32>
  vector.print %v : vector<4xf32>
  return
}
