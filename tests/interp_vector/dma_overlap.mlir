// A vector store overlapping a DMA in flight: the transfer reads src[0..4]
// while a row is stored at src[2..6] (a race, which the lane-by-lane path
// finds at the row's first lane inside the transfer) and then one at
// src[4..8] (no race); the row the transfer moved is printed after the
// wait.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant dense<1.0> : vector<4xf32>
  %src = memref.alloc() : memref<8xf32, 1>
  %dst = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0] : memref<8xf32, 1>, memref<4xf32, 1>, memref<1xi32, 3>
  vector.store %one, %src[%c4] : memref<8xf32, 1>, vector<4xf32>
  vector.store %one, %src[%c2] : memref<8xf32, 1>, vector<4xf32>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 3>
  %d = vector.load %dst[%c0] : memref<4xf32, 1>, vector<4xf32>
  vector.print %d : vector<4xf32>
  %s = vector.load %src[%c0] : memref<8xf32, 1>, vector<8xf32>
  vector.print %s : vector<8xf32>
  return
}
