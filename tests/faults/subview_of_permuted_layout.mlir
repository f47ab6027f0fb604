// A subview of a memref laid out by a general affine map (a transpose
// written as a two-result map). Upstream MLIR rejects it ("base type … is
// not strided"); our verifier lets it through and the run stops at it.
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @main() {
  %m = memref.alloc() : memref<4x4xf32, #t, 1>
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<4x4xf32, #t, 1> to memref<2x2xf32, strided<[1, 4], offset: 5>, 1>
  return
}
