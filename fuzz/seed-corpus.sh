#!/usr/bin/env bash
# Seeds the libFuzzer corpus of a target (default: parse) from the project's
# .mlir files: tests/corpus/*.mlir and tests/seeds/**/*.mlir. The corpus
# folder is git-ignored; see docs/fuzzing.md.
set -euo pipefail
target="${1:-parse}"
root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/fuzz/corpus/$target"
mkdir -p "$dest"
n=0
while IFS= read -r -d '' f; do
    rel="${f#"$root"/tests/}"
    cp "$f" "$dest/seed_${rel//\//_}"
    n=$((n + 1))
done < <(find "$root/tests/corpus" -maxdepth 1 -name '*.mlir' -print0
         find "$root/tests/seeds" -name '*.mlir' -print0)
echo "seeded $n files into $dest"
