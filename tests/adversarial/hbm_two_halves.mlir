// EXPECT: exit=0
// ARGS: -q
// LIMIT: as_gib=48
func.func @main() {
  %a = memref.alloc() : memref<2147483648xf64>
  %b = memref.alloc() : memref<2147483648xf64>
  memref.dealloc %a : memref<2147483648xf64>
  memref.dealloc %b : memref<2147483648xf64>
  return
}
