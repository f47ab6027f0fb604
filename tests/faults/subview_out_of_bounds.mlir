// A 4-element window at offset 2 of a 4-element buffer.
func.func @main() {
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<4xf32, 1>
  %s = memref.subview %a[%c2] [4] [1] : memref<4xf32, 1> to memref<4xf32, strided<[1], offset: ?>, 1>
  return
}
