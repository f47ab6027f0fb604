// A strided copy-out: the destination (space 0) is the slower memory, so
// it is the strided side. 5 elements, 2 every 4, from fast[0..5) = 10..14
// to slow[1..]: rows slow[1..3) = 10, 11; slow[5..7) = 12, 13; slow[9] =
// 14 (a short last row). slow starts as twelve -1s; reading it back
// contiguously prints -1 10 11 -1 -1 12 13 -1 -1 14 -1 -1.
// The tag subscripts are affine maps of a symbol and constants: %c3 mod 2
// is element 1, which the wait names as the constant 1.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %m1 = arith.constant -1 : i32
  %fast = memref.alloc() : memref<5xi32, 1>
  %back = memref.alloc() : memref<12xi32, 1>
  %slow = memref.alloc() : memref<12xi32>
  %tag = memref.alloc() : memref<2xi32, 3>
  affine.for %i = 0 to 12 {
    affine.store %m1, %back[%i] : memref<12xi32, 1>
  }
  affine.for %i = 0 to 5 {
    %v = affine.apply affine_map<(d0) -> (d0 + 10)>(%i)
    %vi = arith.index_cast %v : index to i32
    affine.store %vi, %fast[%i] : memref<5xi32, 1>
  }
  affine.dma_start %back[0], %slow[0], %tag[0], %c12 : memref<12xi32, 1>, memref<12xi32>, memref<2xi32, 3>
  affine.dma_wait %tag[0], %c12 : memref<2xi32, 3>
  affine.dma_start %fast[0], %slow[symbol(%c0) + 1], %tag[symbol(%c3) mod 2], %c5, %c4, %c2 : memref<5xi32, 1>, memref<12xi32>, memref<2xi32, 3>
  affine.dma_wait %tag[1], %c5 : memref<2xi32, 3>
  affine.dma_start %slow[0], %back[0], %tag[0], %c12 : memref<12xi32>, memref<12xi32, 1>, memref<2xi32, 3>
  affine.dma_wait %tag[0], %c12 : memref<2xi32, 3>
  affine.for %i = 0 to 12 {
    %v = affine.load %back[%i] : memref<12xi32, 1>
    vector.print %v : i32
  }
  return
}
