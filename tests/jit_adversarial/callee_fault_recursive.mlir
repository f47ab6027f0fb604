// As callee_fault.mlir, the callee interpreted (recursive, so `--engine
// auto` runs it on the interpreter's stack while @main is compiled): the
// innermost call, fib(1), divides by zero, four frames deep. Under `auto`
// and `interp` both print 19 (9 + 10), then report the division at line
// 11 with three notes in @fib and one in @main (line 38).
func.func @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  %r = scf.if %small -> i32 {
    %z = arith.constant 0 : i32
    %q = arith.divsi %n, %z : i32
    scf.yield %q : i32
  } else {
    %c1 = arith.constant 1 : i32
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  %c9 = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  %v = arith.addi %c9, %c10 : i32
  vector.print %v : i32
  %f = func.call @fib(%c4) : (i32) -> i32
  vector.print %f : i32
  return
}
