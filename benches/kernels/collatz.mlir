// Branchy integer code: total Collatz steps for 1..30000 (scf.while, scf.if).
func.func @main() {
  %c1i = arith.constant 1 : index
  %lim = arith.constant 30001 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %total = scf.for %s = %c1i to %lim step %c1i iter_args(%t = %z) -> (i64) {
    %n0 = arith.index_cast %s : index to i64
    %r:2 = scf.while (%x = %n0, %k = %z) : (i64, i64) -> (i64, i64) {
      %more = arith.cmpi ne, %x, %one : i64
      scf.condition(%more) %x, %k : i64, i64
    } do {
    ^bb0(%y: i64, %c: i64):
      %m = arith.remui %y, %two : i64
      %even = arith.cmpi eq, %m, %z : i64
      %nx = scf.if %even -> (i64) {
        %h = arith.divui %y, %two : i64
        scf.yield %h : i64
      } else {
        %p = arith.muli %y, %three : i64
        %q = arith.addi %p, %one : i64
        scf.yield %q : i64
      }
      %c2 = arith.addi %c, %one : i64
      scf.yield %nx, %c2 : i64, i64
    }
    %t2 = arith.addi %t, %r#1 : i64
    scf.yield %t2 : i64
  }
  vector.print %total : i64
  return
}
