// An inner loop sums Y through the iteration memo with no transfer in
// flight; between its first and second entry a DMA (with a long setup)
// starts writing Y[200..204], so the second entry must see the transfer:
// its load of Y[200] is a race, reported at that load.
func.func @main() {
  %X = memref.alloc() : memref<4xi32>
  %Y = memref.alloc() : memref<256xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c200 = arith.constant 200 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i32
  scf.for %j = %c0 to %c256 step %c1 {
    %w = arith.index_cast %j : index to i32
    memref.store %w, %Y[%j] : memref<256xi32, 1>
  }
  scf.for %t = %c0 to %c2 step %c1 {
    %s = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %z) -> (i32) {
      %x = memref.load %Y[%j] : memref<256xi32, 1>
      %n = arith.addi %acc, %x : i32
      scf.yield %n : i32
    }
    vector.print %s : i32
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      memref.dma_start %X[%c0], %Y[%c200], %c4, %tag[%c0] : memref<4xi32>, memref<256xi32, 1>, memref<1xi32, 2>
    }
  }
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 2>
  return
}
