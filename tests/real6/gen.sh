#!/bin/sh
# Writes the kernels of tests/real6/ from src/ (named .in: they are
# mlir-opt input in linalg, tensor and transform ops, not rmlir input, so
# the corpus-wide tests skip them) with upstream mlir-opt 22, through the
# pipelines users run. Each file's header names its source and passes;
# tests/real6.rs checks the files are current (writing them into the
# directory OUT names). Run from any directory: sh tests/real6/gen.sh
set -e
cd "$(dirname "$0")"
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
OUT=${OUT:-.}
gen() { # NAME SOURCE PASSES...
  name=$1 src=$2
  shift 2
  {
    echo "// Generated from src/$src by: mlir-opt $*"
    echo "// (tests/real6/gen.sh writes this file)."
    "$OPT" "$@" "src/$src"
  } > "$OUT/$name.mlir"
}
CG="--affine-data-copy-generate=generate-dma=true fast-mem-space=1 tag-mem-space=3 fast-mem-capacity=1"
gen dma_tiles dma_tiles.mlir.in --affine-loop-tile=tile-sizes=4,16 "$CG"
gen dma_tiles_pipelined dma_tiles.mlir.in --affine-loop-tile=tile-sizes=4,16 "$CG" --affine-pipeline-data-transfer
B="--one-shot-bufferize=bufferize-function-boundaries"
gen ints_affine ints.mlir.in $B --convert-linalg-to-affine-loops
gen conv_loops conv.mlir.in $B --convert-linalg-to-loops --canonicalize --cse
gen masked_vector masked_payload.mlir.in --transform-preload-library=transform-library-paths=src/masked.transform.in --transform-interpreter --canonicalize
gen math_funcs math.mlir.in --convert-math-to-funcs --canonicalize
gen forall_tiled forall.mlir.in --scf-forall-to-parallel --scf-parallel-loop-tiling=parallel-loop-tile-sizes=4,4
