// scf.while with a before and an after region.
func.func @collatz(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c0 = arith.constant 0 : i64
  %res:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %r = arith.remui %y, %c2 : i64
    %even = arith.cmpi eq, %r, %c0 : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %y, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %y, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s2 = arith.addi %s, %c1 : i64
    scf.yield %next, %s2 : i64, i64
  }
  return %res#1 : i64
}
