// A 128-bit multiply-xorshift hash with an i96 side chain (a remainder by
// a constant, a signed compare and select, casts between the widths),
// printed at the end. Under the JIT every op of the loop is native on
// Cranelift's I128, so the loop runs through the iteration memo's
// values-only copies (tests/jit_wide.rs holds it to the same hash on u128).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5000 : index
  %seed = arith.constant 0x9E3779B97F4A7C15F39CC0605CEDC834 : i128
  %mul = arith.constant 0x2545F4914F6CDD1D5851F42D4C957F2D : i128
  %s33 = arith.constant 33 : i128
  %s29 = arith.constant 29 : i128
  %k96 = arith.constant 0xFFFFFFFF00000000FFFFFFFF : i96
  %s7 = arith.constant 7 : i96
  %d = arith.constant 1000003 : i96
  %h0 = arith.constant 0 : i96
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%h = %seed, %g = %h0) -> (i128, i96) {
    %ii = arith.index_cast %i : index to i128
    %x = arith.xori %h, %ii : i128
    %y = arith.muli %x, %mul : i128
    %z = arith.shrui %y, %s33 : i128
    %a = arith.xori %y, %z : i128
    %b = arith.shli %a, %s29 : i128
    %c = arith.addi %a, %b : i128
    %t = arith.trunci %c : i128 to i96
    %u = arith.muli %t, %k96 : i96
    %v = arith.shrsi %u, %s7 : i96
    %q = arith.remui %v, %d : i96
    %w = arith.addi %g, %q : i96
    %lt = arith.cmpi slt, %v, %w : i96
    %m = arith.select %lt, %v, %w : i96
    %e = arith.extsi %m : i96 to i128
    %f = arith.subi %c, %e : i128
    scf.yield %f, %w : i128, i96
  }
  vector.print %r#0 : i128
  vector.print %r#1 : i96
  return
}
