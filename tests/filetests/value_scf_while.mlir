// Converted from tests/kernels/scf_while.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/scf_while.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 111
// STDOUT: 118

// scf.while computing Collatz step counts.
func.func @steps(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %k = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %k : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %m = arith.remui %y, %c2 : i64
    %even = arith.cmpi eq, %m, %c0 : i64
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
  return %r#1 : i64
}
func.func @main() {
  %a = arith.constant 27 : i64
  %0 = call @steps(%a) : (i64) -> i64
  vector.print %0 : i64
  %b = arith.constant 97 : i64
  %1 = call @steps(%b) : (i64) -> i64
  vector.print %1 : i64
  return
}
