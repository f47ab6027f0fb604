// A loop that adds 1 to B[i], then loads Y[i], while a DMA (started
// before the loop, with a long setup) writes Y[700..702]: those two
// loads decline deep in the loop's steady state, after the store of
// their iteration. Every B[i] must end at 1: the program prints the sum
// of Y as loaded and then how many B[i] are 1.
func.func @main() {
  %X = memref.alloc() : memref<4xi32>
  %Y = memref.alloc() : memref<1000xi32, 1>
  %B = memref.alloc() : memref<1000xi32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c700 = arith.constant 700 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %c1000 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %z, %B[%i] : memref<1000xi32, 1>
    memref.store %ii, %Y[%i] : memref<1000xi32, 1>
  }
  memref.dma_start %X[%c0], %Y[%c700], %c2, %tag[%c0] : memref<4xi32>, memref<1000xi32, 1>, memref<1xi32, 2>
  %s = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (i32) {
    %b = memref.load %B[%i] : memref<1000xi32, 1>
    %b1 = arith.addi %b, %one : i32
    memref.store %b1, %B[%i] : memref<1000xi32, 1>
    %y = memref.load %Y[%i] : memref<1000xi32, 1>
    %n = arith.addi %acc, %y : i32
    scf.yield %n : i32
  }
  memref.dma_wait %tag[%c0], %c2 : memref<1xi32, 2>
  vector.print %s : i32
  %ones = scf.for %i = %c0 to %c1000 step %c1 iter_args(%k = %z) -> (i32) {
    %b = memref.load %B[%i] : memref<1000xi32, 1>
    %is = arith.cmpi eq, %b, %one : i32
    %e = arith.extui %is : i1 to i32
    %k1 = arith.addi %k, %e : i32
    scf.yield %k1 : i32
  }
  vector.print %ones : i32
  return
}
