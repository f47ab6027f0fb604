// A view of 4 elements at offset 3 of a 4-element buffer.
func.func @main() {
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<4xf32, 1>
  %r = memref.reinterpret_cast %a to offset: [%c3], sizes: [4], strides: [1] : memref<4xf32, 1> to memref<4xf32, strided<[1], offset: ?>, 1>
  return
}
