// B[i] = i, then a transfer fills B's upper half while a loop sums its
// lower half eight lanes at a time (Σ i for i < 512 = 130816): every
// row's bytes (0..2048 of B) miss the transfer's (2048..4096), so the
// loads run inline beside it. After the wait, the upper half holds the
// transfer's zeros.
func.func @main() {
  %src = memref.alloc() : memref<512xi32>
  %B = memref.alloc() : memref<1024xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c512 = arith.constant 512 : index
  %c1016 = arith.constant 1016 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %c1024 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %B[%i] : memref<1024xi32, 1>
  }
  memref.dma_start %src[%c0], %B[%c512], %c512, %tag[%c0] : memref<512xi32>, memref<1024xi32, 1>, memref<1xi32, 2>
  %s = scf.for %i = %c0 to %c512 step %c8 iter_args(%acc = %z) -> (i32) {
    %a = vector.load %B[%i] : memref<1024xi32, 1>, vector<8xi32>
    %n = vector.reduction <add>, %a, %acc : vector<8xi32> into i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c512 : memref<1xi32, 2>
  vector.print %s : i32
  %last = vector.load %B[%c1016] : memref<1024xi32, 1>, vector<8xi32>
  vector.print %last : vector<8xi32>
  return
}
