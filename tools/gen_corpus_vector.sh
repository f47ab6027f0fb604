#!/bin/sh
# Regenerates each file of tests/corpus_vector/ from the source and the
# passes its two header lines name, with mlir-opt 22:
#   // Generated from tests/corpus_vector/src/NAME.mlir.in by mlir-opt 22 with
#   // PASSES: --pass --pass ...
# and, optionally, the passes mlir-runner's lowering needs first:
#   // ORACLE: --pass ...
# Run from the repository root; read the diff before committing it.
set -eu
OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
for f in tests/corpus_vector/*.mlir; do
  src=$(sed -n '1s|^// Generated from \([^ ]*\) by.*|\1|p' "$f")
  passes=$(sed -n '2s|^// PASSES: ||p' "$f")
  header=2
  if sed -n '3p' "$f" | grep -q '^// ORACLE: '; then header=3; fi
  head -n "$header" "$f" > "$f.new"
  # shellcheck disable=SC2086
  "$OPT" $passes "$src" >> "$f.new"
  mv "$f.new" "$f"
done
