// Converted from tests/kernels/func_recursion.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/func_recursion.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 832040
// STDOUT: 514229
// STDOUT: 1664080

// Recursive calls with multiple results and call_indirect.
func.func @fib(%n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi sle, %n, %c1 : i64
  %r:2 = scf.if %small -> (i64, i64) {
    scf.yield %n, %c0 : i64, i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %a:2 = func.call @fib(%m) : (i64) -> (i64, i64)
    %s = arith.addi %a#0, %a#1 : i64
    scf.yield %s, %a#0 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
func.func @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}
func.func @main() {
  %n = arith.constant 30 : i64
  %r:2 = call @fib(%n) : (i64) -> (i64, i64)
  vector.print %r#0 : i64
  vector.print %r#1 : i64
  %f = func.constant @twice : (i64) -> i64
  %t = func.call_indirect %f(%r#0) : (i64) -> i64
  vector.print %t : i64
  return
}
