// A byte walk whose bank changes slowly: with 64-byte bank blocks, the
// loads of A[i] (1-byte stride) stay in one bank for 64 iterations, so a
// fast-forward plan takes the access to keep its bank and meets another
// at each block's start. It stores i mod 256 into A[i], loads it back
// and loads A[0] (0, from the first iteration on, in bank 0: the walk's
// iterations conflict with it in bank 0's blocks only, so a plan that
// missed a block's start would take the wrong cycles); the sum is
// derived by hand in tests/interp_memo.rs.
func.func @main() {
  %a = memref.alloc() : memref<1024xi8, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %z) -> (i32) {
    %iv = arith.index_cast %i : index to i8
    memref.store %iv, %a[%i] : memref<1024xi8, 1>
    %v = memref.load %a[%i] : memref<1024xi8, 1>
    %w = arith.extui %v : i8 to i32
    %v0 = memref.load %a[%c0] : memref<1024xi8, 1>
    %w0 = arith.extui %v0 : i8 to i32
    %m = arith.addi %acc, %w : i32
    %n = arith.addi %m, %w0 : i32
    scf.yield %n : i32
  }
  vector.print %s : i32
  return
}
