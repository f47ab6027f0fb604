// 250 M iterations of i13 and i33 arithmetic that wraps at its own width:
// multiply, add, sign extension, truncation and xor across the two widths.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 250000000 : index
  %x0 = arith.constant 12345 : i33
  %y0 = arith.constant -77 : i13
  %k33 = arith.constant 4294967291 : i33
  %k13 = arith.constant 1021 : i13
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0, %y = %y0) -> (i33, i13) {
    %ye = arith.extsi %y : i13 to i33
    %a = arith.muli %x, %k33 : i33
    %b = arith.addi %a, %ye : i33
    %t = arith.trunci %b : i33 to i13
    %m = arith.muli %y, %k13 : i13
    %yn = arith.xori %m, %t : i13
    scf.yield %b, %yn : i33, i13
  }
  vector.print %r#0 : i33
  vector.print %r#1 : i13
  return
}
