// Converted from tests/kernels/cf_loop.mlir. The expected output is what
// mlir-runner 22 prints (tests/kernels/expected/cf_loop.out, written by
// tools/bless_kernel_outputs.sh); the `runner` engine checks it again live.
// Plain memrefs live in the core's space, as in tests/sim_differential.rs.
// RUN: sim --set target.default_space=vmem
// RUN: runner
// STDOUT: 100
// STDOUT: 201
// STDOUT: -1
// STDOUT: -1

// Unstructured control flow: a loop of blocks and a switch.
func.func @classify(%x: i32) -> i32 {
  cf.switch %x : i32, [
    default: ^other,
    0: ^zero,
    1: ^one(%x : i32)
  ]
^zero:
  %a = arith.constant 100 : i32
  return %a : i32
^one(%v: i32):
  %b = arith.constant 200 : i32
  %c = arith.addi %b, %v : i32
  return %c : i32
^other:
  %d = arith.constant -1 : i32
  return %d : i32
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %r = call @classify(%i) : (i32) -> i32
  vector.print %r : i32
  %n = arith.addi %i, %c1 : i32
  %done = arith.cmpi sge, %n, %c4 : i32
  cf.cond_br %done, ^exit, ^loop(%n : i32)
^exit:
  return
}
