// A product reduction written with affine.for and iter_args.
func.func @main() {
  %k = arith.constant 3 : i32
  %one = arith.constant 1 : i32
  %r = affine.for %i = 0 to 10 iter_args(%acc = %one) -> (i32) {
    %v = arith.muli %acc, %k : i32
    affine.yield %v : i32
  }
  vector.print %r : i32
  return
}
