// A memory of 2^24 + 1 words: it synthesizes, but the HLS cycle model
// (16 bytes a word) holds at most 2^24 words, so a testbench's run is an
// error naming the memory, before anything is allocated.
func.func @first(%X: memref<16777217xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %x = memref.load %X[%c0] : memref<16777217xi8>
  return %x : i8
}

func.func @main() -> i8 {
  %m = memref.alloc() : memref<16777217xi8>
  %r = func.call @first(%m) : (memref<16777217xi8>) -> i8
  return %r : i8
}
