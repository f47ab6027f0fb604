#!/usr/bin/env bash
# Seeds the libFuzzer corpus of a target (default: parse) from the
# repository's own inputs and the committed seeds in fuzz/seeds/<target>/:
#   parse, parse_print_roundtrip: tests/corpus/*.mlir, tests/seeds/**/*.mlir
#   target_toml: configs/*.toml, targets/tests/bad/*.toml, fuzz/seeds/target_toml/*
#   npy: fuzz/seeds/npy/*.npy (written by NumPy)
#   sim_kernel: fuzz/seeds/sim_kernel/*
# The corpus folder is git-ignored; see docs/fuzzing.md.
set -euo pipefail
target="${1:-parse}"
root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/fuzz/corpus/$target"
mkdir -p "$dest"
sources() {
    case "$target" in
        parse | parse_print_roundtrip)
            find "$root/tests/corpus" -maxdepth 1 -name '*.mlir' -print0
            find "$root/tests/seeds" -name '*.mlir' -print0 ;;
        target_toml)
            find "$root/configs" "$root/targets/tests/bad" -maxdepth 1 -name '*.toml' -print0
            find "$root/fuzz/seeds/target_toml" -type f -print0 ;;
        npy | sim_kernel)
            find "$root/fuzz/seeds/$target" -type f -print0 ;;
        *) echo "unknown target $target" >&2; exit 1 ;;
    esac
}
n=0
while IFS= read -r -d '' f; do
    rel="${f#"$root"/}"
    cp "$f" "$dest/seed_${rel//\//_}"
    n=$((n + 1))
done < <(sources)
echo "seeded $n files into $dest"
