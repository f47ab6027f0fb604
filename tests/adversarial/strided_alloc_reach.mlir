// EXPECT: exit=1 error="allocation size overflows: shape [2, 3] with offset 9223372036854775807 and strides [9223372036854775807, 1] reaches past 64-bit element offsets"
// ARGS: -q
// Six elements, but the layout's last element sits past i64: the fault
// names the offset and strides, not the element count, which fits.
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32, strided<[9223372036854775807, 1], offset: 9223372036854775807>>
  memref.dealloc %m : memref<2x3xf32, strided<[9223372036854775807, 1], offset: 9223372036854775807>>
  return
}
