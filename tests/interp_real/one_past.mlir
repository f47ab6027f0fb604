// Hand-written: an affine.load at [1, i + 1] of a 3x20 memref in an
// affine.for over i = 0..20: at iteration 19 the subscript is [1, 20],
// one past the end of its row (the element is inside the buffer, in
// row 2), so the load faults there, after 19 iterations ran.
func.func @main() {
  %c0 = arith.constant 0 : index
  %A = memref.alloc() : memref<3x20xi32>
  %S = memref.alloc() : memref<1xi32>
  %one = arith.constant 1 : i32
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 20 {
      affine.store %one, %A[%i, %j] : memref<3x20xi32>
    }
  }
  affine.store %z, %S[0] : memref<1xi32>
  affine.for %i = 0 to 20 {
    %a = affine.load %A[1, %i + 1] : memref<3x20xi32>
    %s = affine.load %S[0] : memref<1xi32>
    %t = arith.addi %s, %a : i32
    affine.store %t, %S[0] : memref<1xi32>
  }
  %r = memref.load %S[%c0] : memref<1xi32>
  vector.print %r : i32
  return
}
