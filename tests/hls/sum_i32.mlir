// Prefix sums in place over an i32 memref; returns the total.
// HLS-FUNC: sum_i32
// HLS-ARG: 8
// HLS-INPUT: A i32 8 : 3 6 9 12 -15 18 21 24
// HLS-CYCLES: 35
// Cycles by hand (docs/hls.md): the entry block is 1 state (it only jumps
// to the loop header with iv=0); the header is the 1-state compare; the
// body is 3 states (load issued in step 0, its data and the 32-bit add in
// step 1, the store in step 2, which also writes the back edge); the
// return block is 1 state. 1 + 8 * (1 + 3) + 1 (last compare) + 1 = 35.
func.func @sum_i32(%A: memref<8xi32, 1>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %v = memref.load %A[%i] : memref<8xi32, 1>
    %s = arith.addi %acc, %v : i32
    memref.store %s, %A[%i] : memref<8xi32, 1>
    scf.yield %s : i32
  }
  return %r : i32
}
