#!/usr/bin/env bash
# Writes tests/kernels/expected/<kernel>.out: what upstream mlir-runner 22
# prints for each kernel in tests/kernels/, after the lowering that
# tests/common/tools.rs names LOWER_TO_LLVM. tests/sim_differential.rs
# compares rmlir-sim with these files always, and with a fresh mlir-runner
# run when LLVM 22 is installed. Run it again only after changing a kernel,
# and read the diff.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin=/usr/lib/llvm-22/bin
lib=/usr/lib/llvm-22/lib
passes=(--normalize-memrefs --convert-vector-to-scf --lower-affine
        --convert-scf-to-cf --expand-strided-metadata --convert-vector-to-llvm
        --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm
        --convert-cf-to-llvm --convert-index-to-llvm --convert-ub-to-llvm
        --reconcile-unrealized-casts)
libs="$(ls "$lib"/libmlir_c_runner_utils.so* | head -1),$(ls "$lib"/libmlir_runner_utils.so* | head -1)"
out="$root/tests/kernels/expected"
mkdir -p "$out"
for k in "$root"/tests/kernels/*.mlir; do
    name="$(basename "$k" .mlir)"
    "$bin/mlir-opt" "${passes[@]}" - <"$k" |
        "$bin/mlir-runner" -e main -entry-point-result=void "-shared-libs=$libs" |
        # printMemref* prints host pointers, different on every run.
        sed -E 's/base@ = (0x[0-9a-f]+|0) /base@ = <address> /' >"$out/$name.out"
done
"$bin/mlir-runner" --version | sed -n 's/^ *//; /version/p' | head -1 >"$out/VERSION"
echo "wrote $(ls "$out"/*.out | wc -l) files to $out"
