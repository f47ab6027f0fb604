// EXPECT: exit=1 error="memref.global"
// ARGS: -q
memref.global "private" @g : memref<4294967296x4294967296xf32, 1> = dense<1.0>
func.func @main() {
  %m = memref.get_global @g : memref<4294967296x4294967296xf32, 1>
  return
}
