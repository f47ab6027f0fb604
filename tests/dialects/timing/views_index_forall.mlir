// Free views, index arithmetic and an empty three-iteration scf.forall on
// tests/timing/basic.toml (see tests/dialect_timing.rs).
func.func @main() {
  %m = memref.alloc() : memref<6xi32, 1>
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xi32, 1> into memref<2x3xi32, 1>
  %t = memref.transpose %e (i, j) -> (j, i) : memref<2x3xi32, 1> to memref<3x2xi32, strided<[1, 3]>, 1>
  %r = memref.rank %t : memref<3x2xi32, strided<[1, 3]>, 1>
  %c = arith.constant 47 : index
  %q:2 = affine.delinearize_index %c into (4, 5) : index, index
  %l = affine.linearize_index [%q#0, %q#1] by (4, 5) : index
  scf.forall (%i) in (3) {
  }
  return
}
