// EXPECT: exit=1 error="memref.dealloc of a buffer made by memref.alloca: it is freed when its function returns"
// ARGS: -q
func.func @main() {
  %a = memref.alloca() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
