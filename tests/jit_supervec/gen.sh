#!/bin/sh
# Writes the generated kernels of tests/jit_supervec/: matmuls lowered by
# upstream mlir-opt 22's affine super-vectoriser, as compilers emit them
# (a broadcast transfer read of A's element, rows of B and C, a
# transfer write of C's row). The sources are named .mlir.in (mlir-opt
# input with linalg, not rmlir input, so the corpus-wide tests skip
# them); the i32 one is tests/jit_unroll's. Each file's header names its
# source and passes; tests/jit_supervec.rs checks the files are current
# (writing them into the directory OUT names). Run from any directory:
# sh tests/jit_supervec/gen.sh
set -e
cd "$(dirname "$0")"
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
OUT=${OUT:-.}
gen() { # NAME SOURCE PASSES...
  name=$1 src=$2
  shift 2
  {
    echo "// Generated from $src by: mlir-opt $*"
    echo "// (tests/jit_supervec/gen.sh writes this file)."
    "$OPT" "$src" "$@"
  } > "$OUT/$name.mlir"
}
SV='--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size'
gen matmul_v8 ../jit_unroll/src/matmul.mlir.in $SV=8
gen matmul_v4 ../jit_unroll/src/matmul.mlir.in $SV=4
gen matmul_f32 src/matmul_f32.mlir.in $SV=8
