// EXPECT: exit=1 error="allocation size overflows: shape"
// ARGS: -q
// 4294967296 x 4294967296 elements: the count itself overflows.
func.func @main() {
  %a = arith.constant 4294967296 : index
  %b = arith.constant 4294967296 : index
  %buf = memref.alloc(%a, %b) : memref<?x?xi8, 1>
  memref.dealloc %buf : memref<?x?xi8, 1>
  return
}
