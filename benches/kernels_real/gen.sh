#!/bin/sh
# Writes the kernels of benches/kernels_real/: a linalg.matmul lowered by
# upstream mlir-opt 22 the ways compilers lower it (affine loops, the
# affine super-vectoriser, plain loops on f16, an unrolled inner loop),
# so the bench times rmlir-sim on real compiler output. Run from any
# directory: sh benches/kernels_real/gen.sh
set -e
cd "$(dirname "$0")"
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
src() { # N TYPE: the source, C = A B with A all ones and B all halves
  cat <<EOF
func.func @main() {
  %A = memref.alloc() : memref<$1x$1x$2>
  %B = memref.alloc() : memref<$1x$1x$2>
  %C = memref.alloc() : memref<$1x$1x$2>
  %one = arith.constant 1.0 : $2
  %half = arith.constant 0.5 : $2
  %z = arith.constant 0.0 : $2
  linalg.fill ins(%one : $2) outs(%A : memref<$1x$1x$2>)
  linalg.fill ins(%half : $2) outs(%B : memref<$1x$1x$2>)
  linalg.fill ins(%z : $2) outs(%C : memref<$1x$1x$2>)
  linalg.matmul ins(%A, %B : memref<$1x$1x$2>, memref<$1x$1x$2>) outs(%C : memref<$1x$1x$2>)
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %v = memref.load %C[%c7, %c0] : memref<$1x$1x$2>
  vector.print %v : $2
  return
}
EOF
}
gen() { # NAME N TYPE PASSES...
  name=$1 n=$2 t=$3
  shift 3
  {
    echo "// A ${n}x${n}x${n} $t linalg.matmul (C = A B, A all ones, B all halves),"
    echo "// lowered by mlir-opt 22: mlir-opt SOURCE $*"
    echo "// (benches/kernels_real/gen.sh writes this file)."
    src "$n" "$t" | "$OPT" "$@"
  } > "$name.mlir"
}
gen matmul_affine_f32 512 f32 --convert-linalg-to-affine-loops
gen matmul_supervec_f32 640 f32 --convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8
gen matmul_loops_f16 384 f16 --convert-linalg-to-loops
gen matmul_unrolled_f32 640 f32 '--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=4}))'
