// Collatz steps: scf.while around a data-dependent scf.if.
// HLS-FUNC: collatz
// HLS-ARG: 27
func.func @collatz(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%x = %n, %k = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi ne, %x, %c1 : i32
    scf.condition(%go) %x, %k : i32, i32
  } do {
  ^bb0(%x: i32, %k: i32):
    %odd = arith.andi %x, %c1 : i32
    %isodd = arith.cmpi eq, %odd, %c1 : i32
    %nx = scf.if %isodd -> (i32) {
      %t = arith.muli %x, %c3 : i32
      %u = arith.addi %t, %c1 : i32
      scf.yield %u : i32
    } else {
      %h = arith.shrui %x, %c1 : i32
      scf.yield %h : i32
    }
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %nx, %k1 : i32, i32
  }
  return %r#1 : i32
}
