// printMemrefF32 prints offset and strides, which a layout given by an
// affine map (here a transpose) does not have.
#transposed = affine_map<(i, j) -> (j, i)>
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %m = memref.alloc() : memref<2x3xf32, #transposed>
  %u = memref.cast %m : memref<2x3xf32, #transposed> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
