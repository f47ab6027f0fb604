// affine.if, floordiv/ceildiv/mod in maps (negative dividends included)
// and max/min loop bounds. With lo = 4, n = 10 the loop runs i = 2..9
// (max(1, lo - 2) to min(12, lo + 9, n)); each trip reads
// A[i floordiv 2 + (i mod 4) * 2], adds (i - 7) mod 8 and
// (i - n) ceildiv 4; the sum t counts as +t when 4 <= i <= n - 2, else
// as -t, and is stored to B[i] when (i - 1) mod 2 == 0. Python's // and %
// (floor semantics, as affine maps) give result -4 and
// B = 0 0 0 3 0 0 0 3 0 -4 0 0, what the testbench checks. The divisors
// are powers of two (shifts and masks): a 64-bit divider takes Yosys
// longer than the test allows; divround_i13 covers the divider RTL.
// HLS-FUNC: affine_if_mod
// HLS-INPUT: A i32 12 : 3 -1 4 1 -5 9 2 -6 5 3 -5 8
// HLS-INPUT: B i32 12 : 0 0 0 0 0 0 0 0 0 0 0 0
// HLS-ARG: 4
// HLS-ARG: 10
func.func @affine_if_mod(%A: memref<12xi32, 1>, %B: memref<12xi32, 1>, %lo: index, %n: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = max affine_map<(d0) -> (1, d0 - 2)>(%lo)
      to min affine_map<(d0)[s0] -> (12, d0 + 9, s0)>(%lo)[%n]
      iter_args(%acc = %c0) -> (i32) {
    %j = affine.apply affine_map<(d0) -> (d0 floordiv 2 + (d0 mod 4) * 2)>(%i)
    %v = affine.load %A[%j] : memref<12xi32, 1>
    %m = affine.apply affine_map<(d0) -> ((d0 - 7) mod 8)>(%i)
    %c = affine.apply affine_map<(d0)[s0] -> ((d0 - s0) ceildiv 4)>(%i)[%n]
    %mi = arith.index_cast %m : index to i32
    %ci = arith.index_cast %c : index to i32
    %t0 = arith.addi %v, %mi : i32
    %t = arith.addi %t0, %ci : i32
    %w = affine.if affine_set<(d0)[s0] : (d0 - 4 >= 0, s0 - d0 - 2 >= 0)>(%i)[%n] -> i32 {
      affine.yield %t : i32
    } else {
      %neg = arith.subi %c0, %t : i32
      affine.yield %neg : i32
    }
    affine.if affine_set<(d0) : ((d0 - 1) mod 2 == 0)>(%i) {
      affine.store %w, %B[%i] : memref<12xi32, 1>
    }
    %next = arith.addi %acc, %w : i32
    affine.yield %next : i32
  }
  return %s : i32
}
