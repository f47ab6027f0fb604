// A layout map that sends index 0 to physical position -1: no buffer
// starting at 0 can hold it. Upstream MLIR accepts any map with one
// dimension per memref dimension as a layout.
func.func @main() {
  %m = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 - 1)>, 1>
  return
}
