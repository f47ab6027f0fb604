// EXPECT: exit=0 stdout="3"
// ARGS: -q --input A=%d/bools.npy
// data/bools.npy holds the bytes 0, 1, 2, 255 as |b1: NumPy reads
// [False, True, True, True], so three elements are true.
func.func @main(%A: memref<4xi1, 1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %n = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i32) {
    %b = memref.load %A[%i] : memref<4xi1, 1>
    %e = arith.extui %b : i1 to i32
    %s = arith.addi %acc, %e : i32
    scf.yield %s : i32
  }
  return %n : i32
}
