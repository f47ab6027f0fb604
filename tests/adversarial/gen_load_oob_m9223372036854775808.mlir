// EXPECT: exit=1 error="out-of-bounds access"
// ARGS: -q
func.func @main() -> f32 {
  %buf = memref.alloc() : memref<16xf32, 1>
  %i = arith.constant -9223372036854775808 : index
  %v = memref.load %buf[%i] : memref<16xf32, 1>
  return %v : f32
}
