// The seed Standard dialect's spelling (shared/seeds/004, "dma_start" and
// "dma_wait"): `constant`, `addi`, `alloc`, `load`, `store`, `dma_start`
// and `dma_wait` without dialect prefixes, and memref types that spell out
// their layout map and memory space. It copies 32 values from HBM (space
// 0) to VMEM (space 1) through a tag in semaphore memory (space 3). It
// prints the sum of the values it staged, sum_{i<32} (i + 1) = 528, then
// the last value after the round trip through HBM, 32.
//
// Run:  rmlir-sim examples/seed_syntax.mlir
func @main() {
  %c0 = constant 0 : index
  %c32 = constant 32 : index
  %one = constant 1 : i32
  %stage = alloc() : memref<32 x i32, (d0) -> (d0), 1>
  %src = alloc() : memref<32 x i32, (d0) -> (d0), 0>
  %dst = alloc() : memref<32 x i32, (d0) -> (d0), 1>
  %tag = alloc() : memref<1 x i32, (d0) -> (d0), 3>
  %zero = constant 0 : i32
  %sum = affine.for %i = 0 to 32 iter_args(%acc = %zero) -> (i32) {
    %ii = index_cast %i : index to i32
    %v = addi %ii, %one : i32
    store %v, %stage[%i] : memref<32 x i32, (d0) -> (d0), 1>
    %next = addi %acc, %v : i32
    affine.yield %next : i32
  }
  dma_start %stage[%c0], %src[%c0], %c32, %tag[%c0] :
     memref<32 x i32, (d0) -> (d0), 1>,
     memref<32 x i32, (d0) -> (d0), 0>,
     memref<1 x i32, (d0) -> (d0), 3>
  dma_wait %tag[%c0], %c32 : memref<1 x i32, (d0) -> (d0), 3>
  dma_start %src[%c0], %dst[%c0], %c32, %tag[%c0] :
     memref<32 x i32, (d0) -> (d0), 0>,
     memref<32 x i32, (d0) -> (d0), 1>,
     memref<1 x i32, (d0) -> (d0), 3>
  dma_wait %tag[%c0], %c32 : memref<1 x i32, (d0) -> (d0), 3>
  %c31 = constant 31 : index
  %x = load %dst[%c31] : memref<32 x i32, (d0) -> (d0), 1>
  vector.print %sum : i32
  vector.print %x : i32
  return
}
