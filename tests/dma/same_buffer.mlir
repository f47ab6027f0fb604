// DMAs whose source and destination are one buffer and overlap: the
// source is read whole before the destination is written (the data lands
// at once, at completion). buf[i] = i for i < 12.
// 1. Contiguous, 4 elements from buf[0] to buf[2]: buf[2..6] = 0 1 2 3,
//    so buf = 0 1 0 1 2 3 6 7 8 9 10 11.
// 2. Strided, 4 elements 2 every 4 from buf[4] (rows [2, 3] and [8, 9] of
//    the new contents) to buf[5]: buf[5..9] = 2 3 8 9,
//    so buf = 0 1 0 1 2 2 3 8 9 9 10 11.
//    (Copying row by row would read buf[8] after writing it: 2 3 2 3.)
// Prints those 12 values, one per line.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %buf = memref.alloc() : memref<12xi32, 1>
  %tag = memref.alloc() : memref<2xi32, 3>
  scf.for %i = %c0 to %c12 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %buf[%i] : memref<12xi32, 1>
  }
  memref.dma_start %buf[%c0], %buf[%c2], %c4, %tag[%c0] : memref<12xi32, 1>, memref<12xi32, 1>, memref<2xi32, 3>
  memref.dma_wait %tag[%c0], %c4 : memref<2xi32, 3>
  memref.dma_start %buf[%c4], %buf[%c5], %c4, %tag[%c1], %c4, %c2 : memref<12xi32, 1>, memref<12xi32, 1>, memref<2xi32, 3>
  memref.dma_wait %tag[%c1], %c4 : memref<2xi32, 3>
  scf.for %i = %c0 to %c12 step %c1 {
    %v = memref.load %buf[%i] : memref<12xi32, 1>
    vector.print %v : i32
  }
  return
}
