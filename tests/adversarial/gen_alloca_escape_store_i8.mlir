// EXPECT: exit=1 error="after its function returned" error="the function returned here"
// ARGS: -q
// @f returns its own stack buffer; the caller's store must fault.
func.func @f() -> memref<4xi8, 1> {
  %a = memref.alloca() : memref<4xi8, 1>
  return %a : memref<4xi8, 1>
}
func.func @main() {
  %m = call @f() : () -> memref<4xi8, 1>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi8, 1>
  memref.store %x, %m[%c0] : memref<4xi8, 1>
  return
}
