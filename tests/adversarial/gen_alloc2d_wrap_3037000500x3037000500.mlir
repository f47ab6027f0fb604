// EXPECT: exit=1 error="allocation size overflows: shape"
// ARGS: -q
// 3037000500 x 3037000500 elements: the count itself overflows.
func.func @main() {
  %a = arith.constant 3037000500 : index
  %b = arith.constant 3037000500 : index
  %buf = memref.alloc(%a, %b) : memref<?x?xi8, 1>
  memref.dealloc %buf : memref<?x?xi8, 1>
  return
}
