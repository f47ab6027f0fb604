// A rank-reducing subview whose sizes keep two unit dims: which one the
// result drops is decided by the strides (upstream's
// computeMemRefRankReductionMask), not by matching sizes left to right.
// `mlir-opt --canonicalize` emits the static form from linalg-free code;
// the dynamic form shows the choice at run time through the strides that
// extract_strided_metadata reads back: the dropped dim is the outer one,
// so the kept unit dim has stride 4, not 12.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<2x3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %m = arith.index_cast %l : index to i32
      %f = arith.sitofp %m : i32 to f32
      memref.store %f, %a[%c1, %i, %j] : memref<2x3x4xf32>
    }
  }
  %s = memref.subview %a[1, 2, 0] [1, 1, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 20>>
  %v = memref.load %s[%c0, %c3] : memref<1x4xf32, strided<[4, 1], offset: 20>>
  vector.print %v : f32
  %d = memref.cast %a : memref<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
  %t = memref.subview %d[1, 1, 0] [1, 1, 4] [1, 1, 1] : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>> to memref<1x4xf32, strided<[?, ?], offset: ?>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %t : memref<1x4xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  vector.print %off : index
  vector.print %st#0 : index
  vector.print %st#1 : index
  %w = memref.load %t[%c0, %c1] : memref<1x4xf32, strided<[?, ?], offset: ?>>
  vector.print %w : f32
  return
}
