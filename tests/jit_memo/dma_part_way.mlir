// A loop that adds 1 to B[i], then loads Y[i] while a DMA writes Y[8..12]:
// those four loads decline inline (the race check runs; --races warn),
// after the store of their iteration. Every B[i] must end at 1.
func.func @main() {
  %X = memref.alloc() : memref<16xi32>
  %Y = memref.alloc() : memref<16xi32, 1>
  %B = memref.alloc() : memref<16xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %z, %B[%i] : memref<16xi32, 1>
    memref.store %ii, %Y[%i] : memref<16xi32, 1>
  }
  memref.dma_start %X[%c0], %Y[%c8], %c4, %tag[%c0] : memref<16xi32>, memref<16xi32, 1>, memref<1xi32, 2>
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
    %b = memref.load %B[%i] : memref<16xi32, 1>
    %b1 = arith.addi %b, %one : i32
    memref.store %b1, %B[%i] : memref<16xi32, 1>
    %y = memref.load %Y[%i] : memref<16xi32, 1>
    %n = arith.addi %acc, %y : i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 2>
  vector.print %s : i32
  scf.for %i = %c0 to %c16 step %c1 {
    %b = memref.load %B[%i] : memref<16xi32, 1>
    vector.print %b : i32
  }
  return
}
