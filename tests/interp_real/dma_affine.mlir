// Hand-written: a DMA in flight while affine loops run. It copies
// src[0..32] (zeros) into dst[32..64] and is waited for after both loops:
// - loop 1 sums dst[k + 1] for k = 0..40 by affine.load: from k = 31 on
//   the element is in the transfer's destination (a race, which
//   `--races warn` reports once and then lets run, the load reading
//   what dst held before the data lands), so that iteration declines at
//   the load;
// - loop 2 sums own[2k + 1] for k = 0..100, a buffer no transfer names:
//   it runs through the memo with the transfer in flight, each access
//   checked against it.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %src = memref.alloc() : memref<64xi32>
  %dst = memref.alloc() : memref<64xi32, 1>
  %own = memref.alloc() : memref<256xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  %S = memref.alloc() : memref<2xi32, 1>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 64 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %dst[%i] : memref<64xi32, 1>
  }
  affine.for %i = 0 to 256 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %own[%i] : memref<256xi32, 1>
  }
  affine.store %z, %S[0] : memref<2xi32, 1>
  affine.store %z, %S[1] : memref<2xi32, 1>
  memref.dma_start %src[%c0], %dst[%c32], %c32, %tag[%c0] : memref<64xi32>, memref<64xi32, 1>, memref<1xi32, 3>
  affine.for %k = 0 to 40 {
    %a = affine.load %dst[%k + 1] : memref<64xi32, 1>
    %s = affine.load %S[0] : memref<2xi32, 1>
    %t = arith.addi %s, %a : i32
    affine.store %t, %S[0] : memref<2xi32, 1>
  }
  affine.for %k = 0 to 100 {
    %a = affine.load %own[%k * 2 + 1] : memref<256xi32, 1>
    %s = affine.load %S[1] : memref<2xi32, 1>
    %t = arith.addi %s, %a : i32
    affine.store %t, %S[1] : memref<2xi32, 1>
  }
  memref.dma_wait %tag[%c0], %c32 : memref<1xi32, 3>
  %r0 = affine.load %S[0] : memref<2xi32, 1>
  %r1 = affine.load %S[1] : memref<2xi32, 1>
  %d = affine.load %dst[40] : memref<64xi32, 1>
  vector.print %r0 : i32
  vector.print %r1 : i32
  vector.print %d : i32
  return
}
