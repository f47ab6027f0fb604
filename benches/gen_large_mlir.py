#!/usr/bin/env python3
"""Writes a large modern-syntax MLIR file for the parser benchmark: many
functions, each a straight-line mix of arith, memref, scf and vector ops.

usage: gen_large_mlir.py OUT [TARGET_MB]
"""
import sys

BODY = """\
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a0 = arith.addi %arg0, %arg1 : i32
  %a1 = arith.muli %a0, %arg1 : i32
  %a2 = arith.subi %a1, %arg0 : i32
  %a3 = arith.xori %a2, %a0 : i32
  %a4 = arith.cmpi slt, %a3, %a1 : i32
  %a5 = arith.select %a4, %a3, %a2 : i32
  %f0 = arith.sitofp %a5 : i32 to f32
  %f1 = arith.mulf %f0, %arg2 : f32
  %f2 = arith.addf %f1, %arg2 : f32
  memref.store %f2, %arg3[%c0, %c1] : memref<8x8xf32>
  %l0 = memref.load %arg3[%c1, %c0] : memref<8x8xf32>
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %l0) -> (f32) {
    %x = memref.load %arg3[%i, %c0] : memref<8x8xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  %v0 = vector.load %arg3[%c0, %c0] : memref<8x8xf32>, vector<8xf32>
  %v1 = vector.broadcast %s : f32 to vector<8xf32>
  %v2 = arith.addf %v0, %v1 : vector<8xf32>
  vector.store %v2, %arg3[%c1, %c0] : memref<8x8xf32>, vector<8xf32>
  %r = arith.fptosi %s : f32 to i32
  return %r : i32
}
"""


def main():
    out = sys.argv[1]
    target = int(float(sys.argv[2] if len(sys.argv) > 2 else 23) * 1024 * 1024)
    ops_per_fn = BODY.count("=") + BODY.count("memref.store") + BODY.count("vector.store") + 1
    written, fns = 0, 0
    with open(out, "w") as f:
        while written < target:
            text = (
                f"func.func @f{fns}(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<8x8xf32>) -> i32 {{\n"
                + BODY
            )
            f.write(text)
            written += len(text)
            fns += 1
    print(f"{out}: {written / 1e6:.1f} MB, {fns} functions, about {fns * ops_per_fn} ops", file=sys.stderr)


if __name__ == "__main__":
    main()
