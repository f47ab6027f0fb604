// 4097 vector<3xf32> elements in SRAM (64 KiB in basic.toml): 4097 x 16 =
// 65552 bytes at LLVM's allocation size, more than 65536 (packed at 12
// bytes they would be 49164 and fit).
func.func @main() {
  %m = memref.alloc() : memref<4097xvector<3xf32>, 1>
  memref.dealloc %m : memref<4097xvector<3xf32>, 1>
  return
}
