// B[i] = i for i < 1024, then a transfer fills B[512..1024] while the loop
// sums B[i] + C[i] into C[i] for i < N: with N = 520 its loads at
// i = 512.. read the transfer's bytes, and the first races with it.
func.func @main() {
  %src = memref.alloc() : memref<512xi32>
  %B = memref.alloc() : memref<1024xi32, 1>
  %C = memref.alloc() : memref<1024xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c512 = arith.constant 512 : index
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 1024 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %B[%i] : memref<1024xi32, 1>
    affine.store %z, %C[%i] : memref<1024xi32, 1>
  }
  memref.dma_start %src[%c0], %B[%c512], %c512, %tag[%c0] : memref<512xi32>, memref<1024xi32, 1>, memref<1xi32, 2>
  affine.for %i = 0 to N {
    %b = affine.load %B[%i] : memref<1024xi32, 1>
    %c = affine.load %C[%i] : memref<1024xi32, 1>
    %s = arith.addi %b, %c : i32
    affine.store %s, %C[%i] : memref<1024xi32, 1>
  }
  memref.dma_wait %tag[%c0], %c512 : memref<1xi32, 2>
  %c7 = arith.constant 7 : index
  %v7 = memref.load %C[%c7] : memref<1024xi32, 1>
  vector.print %v7 : i32
  return
}
