// A DMA in flight while vector loops run. It copies src[0..32] into
// dst[32..64] and is waited for after both loops:
// - loop 1 loads rows of 4 lanes of dst[k..k+4] for k = 0..40: from
//   k = 29 on a row overlaps the transfer's destination (a race, which
//   `--races warn` reports once and then lets run, the row reading what
//   dst held before the data lands); every row takes the general path
//   while the transfer is in flight, so the memo's iterations decline
//   at the row;
// - loop 2 only loads scalars from other (its own) buffer and works on
//   vector registers: it runs through the memo with the transfer in
//   flight, which lands part-way through it.
// A second, larger transfer (4 MiB into `big`, which no loop touches)
// is in flight through both loops and lands after them: its wait
// stalls.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c40 = arith.constant 40 : index
  %c64 = arith.constant 64 : index
  %c200 = arith.constant 200 : index
  %src = memref.alloc() : memref<64xf32>
  %dst = memref.alloc() : memref<64xf32, 1>
  %own = memref.alloc() : memref<256xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  %hsrc = memref.alloc() : memref<1048576xf32>
  %big = memref.alloc() : memref<1048576xf32, 1>
  %tag2 = memref.alloc() : memref<1xi32, 3>
  %c1048576 = arith.constant 1048576 : index
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %dst[%i] : memref<64xf32, 1>
  }
  scf.for %i = %c0 to %c200 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %own[%i] : memref<256xf32, 1>
  }
  memref.dma_start %src[%c0], %dst[%c32], %c32, %tag[%c0] : memref<64xf32>, memref<64xf32, 1>, memref<1xi32, 3>
  memref.dma_start %hsrc[%c0], %big[%c0], %c1048576, %tag2[%c0] : memref<1048576xf32>, memref<1048576xf32, 1>, memref<1xi32, 3>
  %z = arith.constant dense<0.0> : vector<4xf32>
  %a = scf.for %k = %c0 to %c40 step %c1 iter_args(%t = %z) -> (vector<4xf32>) {
    %v = vector.load %dst[%k] : memref<64xf32, 1>, vector<4xf32>
    %u = arith.addf %t, %v : vector<4xf32>
    scf.yield %u : vector<4xf32>
  }
  vector.print %a : vector<4xf32>
  %z8 = arith.constant dense<1.0> : vector<8xf32>
  %b = scf.for %k = %c0 to %c200 step %c1 iter_args(%t = %z8) -> (vector<8xf32>) {
    %s = memref.load %own[%k] : memref<256xf32, 1>
    %sv = vector.broadcast %s : f32 to vector<8xf32>
    %u = vector.fma %sv, %z8, %t : vector<8xf32>
    scf.yield %u : vector<8xf32>
  }
  vector.print %b : vector<8xf32>
  memref.dma_wait %tag[%c0], %c32 : memref<1xi32, 3>
  memref.dma_wait %tag2[%c0], %c1048576 : memref<1xi32, 3>
  %d = vector.load %dst[%c32] : memref<64xf32, 1>, vector<4xf32>
  vector.print %d : vector<4xf32>
  return
}
