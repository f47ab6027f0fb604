// EXPECT: exit=1
// ARGS: -q
// A wait for a transfer that was never started must be a located error
// whose note does not contradict itself.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %tag = memref.alloc() : memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %c4 : memref<1xi32, 3>
  return
}
