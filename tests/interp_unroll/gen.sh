#!/bin/sh
# Writes the kernels of tests/interp_unroll/ from src/ (named .mlir.in:
# mlir-opt input with linalg, not rmlir input, so the corpus-wide parity
# and verifier tests skip them): a matmul's k loop unrolled by upstream
# mlir-opt 22 by 2, 3 and 4, each leaving a remainder. Each file's header
# names its source and passes; tests/interp_unroll.rs checks the files
# are current (writing them into the directory OUT names). Run from any
# directory: sh tests/interp_unroll/gen.sh
set -e
cd "$(dirname "$0")"
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
OUT=${OUT:-.}
gen() { # NAME SOURCE PASSES
  name=$1 src=$2 passes=$3
  {
    echo "// Generated from $src by: mlir-opt '$passes'"
    echo "// (tests/interp_unroll/gen.sh writes this file)."
    "$OPT" "$passes" "$src"
  } > "$OUT/$name.mlir"
}
LINALG='convert-linalg-to-affine-loops'
for f in 2 3 4; do
  gen matmul_x$f src/matmul.mlir.in "--pass-pipeline=builtin.module($LINALG,func.func(affine-loop-unroll{unroll-factor=$f}))"
done
UNROLL4='--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))'
col() { # NAME N ROWS DMA
  tmp=$(mktemp)
  sed -e "s/ N / $2 /" -e "s/ROWS/$3/g" -e "s|  DMA|  $4|" src/column.mlir.in > "$tmp"
  gen "$1" "$tmp" "$UNROLL4"
  sed -i "1s|$tmp|src/column.mlir.in (N = $2, ROWS = $3, DMA: ${4:-none})|" "$OUT/$1.mlir"
  rm "$tmp"
}
col column 64 64 ''
col column_oob 68 64 ''
col column_race 64 8192 'memref.dma_start %src[%c0], %B[%c48, %c0], %c8192, %tag[%c0] : memref<8192xi32, 1>, memref<8192x16xi32, 1>, memref<1xi32, 2>'
