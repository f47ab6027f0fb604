// A[i] = i for i < 256, then Σ (i + 1)·A[255 - i] + A[i] over i < 256
// through affine subscripts that walk A down and up.
func.func @main() {
  %A = memref.alloc() : memref<256xi32>
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  affine.for %i = 0 to 256 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %A[%i] : memref<256xi32>
  }
  %s = affine.for %i = 0 to 256 iter_args(%acc = %z) -> (i32) {
    %a = affine.load %A[-%i + 255] : memref<256xi32>
    %b = affine.load %A[%i] : memref<256xi32>
    %c = affine.load %A[%i floordiv 2] : memref<256xi32>
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %v, %one : i32
    %p = arith.muli %a, %w : i32
    %q = arith.addi %p, %b : i32
    %r = arith.addi %q, %c : i32
    %n = arith.addi %acc, %r : i32
    affine.yield %n : i32
  }
  vector.print %s : i32
  return
}
