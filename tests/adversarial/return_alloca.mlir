// EXPECT: exit=1 error="made by memref.alloca"
// ARGS: -q
func.func @main() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
