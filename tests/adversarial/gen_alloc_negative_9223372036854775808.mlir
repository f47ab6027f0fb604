// EXPECT: exit=1 error="negative dynamic size"
// ARGS: -q
func.func @main() {
  %n = arith.constant -9223372036854775808 : index
  %buf = memref.alloc(%n) : memref<?xf32, 1>
  return
}
