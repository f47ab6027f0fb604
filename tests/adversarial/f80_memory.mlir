// EXPECT: exit=1 error="f80 values cannot be simulated"
// ARGS: -q
// Never-written f80 memory must not read back as NaN: f80 is refused.
func.func @main() {
  %buf = memref.alloc() : memref<2xf80, 1>
  %c0 = arith.constant 0 : index
  %v = memref.load %buf[%c0] : memref<2xf80, 1>
  vector.print %v : f80
  return
}
