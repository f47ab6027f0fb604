// EXPECT: exit=1 error="memref.global"
// ARGS: -q
memref.global "private" @g : memref<1099511627776xf32, 1> = dense<1.0>
func.func @main() {
  %m = memref.get_global @g : memref<1099511627776xf32, 1>
  return
}
