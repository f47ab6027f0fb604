#!/bin/sh
# Writes the kernels of tests/jit_unroll/ from src/ (named .mlir.in: they
# are mlir-opt input with placeholders and linalg, not rmlir input, so the
# corpus-wide parity and verifier tests skip them): loops unrolled (and
# unroll-jammed) by upstream mlir-opt 22, as compilers emit them. Each
# file's header names its source and passes; tests/jit_unroll.rs checks
# the files are current (writing them into the directory OUT names). Run
# from any directory: sh tests/jit_unroll/gen.sh
set -e
cd "$(dirname "$0")"
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
OUT=${OUT:-.}
gen() { # NAME SOURCE SED PASSES
  name=$1 src=$2 subst=$3 passes=$4
  {
    echo "// Generated from src/$src ($subst) by: mlir-opt '$passes'"
    echo "// (tests/jit_unroll/gen.sh writes this file)."
    sed "$subst" "src/$src" | "$OPT" "$passes"
  } > "$OUT/$name.mlir"
}
LINALG='convert-linalg-to-affine-loops'
gen matmul_x2 matmul.mlir.in 's/^//' "--pass-pipeline=builtin.module($LINALG,func.func(affine-loop-unroll{unroll-factor=2}))"
gen matmul_x4 matmul.mlir.in 's/^//' "--pass-pipeline=builtin.module($LINALG,func.func(affine-loop-unroll{unroll-factor=4}))"
gen matmul_x8 matmul.mlir.in 's/^//' "--pass-pipeline=builtin.module($LINALG,func.func(affine-loop-unroll{unroll-factor=8}))"
gen matmul_jam matmul.mlir.in 's/^//' "--pass-pipeline=builtin.module($LINALG,func.func(affine-loop-unroll-jam{unroll-jam-factor=2},affine-loop-unroll{unroll-factor=4}))"
gen edge_in edges.mlir.in 's/OFF/4/' "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))"
gen edge_out edges.mlir.in 's/OFF/5/' "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))"
gen reverse reverse.mlir.in 's/^//' "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))"
gen dynamic dynamic.mlir.in 's/^//' "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))"
gen dma_beside dma.mlir.in 's/ N / 512 /' "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))"
gen dma_race dma.mlir.in 's/ N / 520 /' "--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))"
gen matmul_wide_x8 wide.mlir.in 's/^//' "--pass-pipeline=builtin.module($LINALG,func.func(affine-loop-unroll{unroll-factor=8}))"
