// B[i] = i, then a transfer fills B's upper half while the loop sums its
// lower half: Σ i for i < 512 = 130816. The loop's load misses the
// transfer's bytes (2048..4096 of B) in every iteration, so the entry's
// proof holds beside the transfer in flight.
func.func @main() {
  %src = memref.alloc() : memref<512xi32>
  %B = memref.alloc() : memref<1024xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c1024 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %B[%i] : memref<1024xi32, 1>
  }
  memref.dma_start %src[%c0], %B[%c512], %c512, %tag[%c0] : memref<512xi32>, memref<1024xi32, 1>, memref<1xi32, 2>
  %s = scf.for %i = %c0 to %c512 step %c1 iter_args(%acc = %z) -> (i32) {
    %a = memref.load %B[%i] : memref<1024xi32, 1>
    %n = arith.addi %acc, %a : i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c512 : memref<1xi32, 2>
  vector.print %s : i32
  return
}
