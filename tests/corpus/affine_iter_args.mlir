// affine.for carrying values and producing results.
func.func @reduce(%A: memref<64xf32>) -> (f32, i32) {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = affine.for %i = 0 to 64 iter_args(%acc = %zero, %cnt = %c0) -> (f32, i32) {
    %v = affine.load %A[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    %n = arith.addi %cnt, %c1 : i32
    affine.yield %s, %n : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}
