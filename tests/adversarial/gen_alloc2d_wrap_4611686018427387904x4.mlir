// EXPECT: exit=1 error="allocation size overflows: shape"
// ARGS: -q
// 4611686018427387904 x 4 elements: the count itself overflows.
func.func @main() {
  %a = arith.constant 4611686018427387904 : index
  %b = arith.constant 4 : index
  %buf = memref.alloc(%a, %b) : memref<?x?xi8, 1>
  memref.dealloc %buf : memref<?x?xi8, 1>
  return
}
