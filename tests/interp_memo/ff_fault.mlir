// A walk with a 12-byte stride (every third element) that runs off its
// buffer: 2400 elements, so the load of iteration 800 (A[2400]) is out
// of bounds, hundreds of iterations into a fast-forward plan. Its cycle
// is derived by hand in tests/interp_memo.rs.
func.func @main() {
  %a = memref.alloc() : memref<2400xi32, 1>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c3000 = arith.constant 3000 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c3000 step %c3 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %a[%i] : memref<2400xi32, 1>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
