#!/usr/bin/env python3
"""Exact diagnostic parity on upstream MLIR's `invalid.mlir` files.

`tools/upstream_chunks.py` counts a chunk as matched when each expected
diagnostic is a substring of ours (what `--verify-diagnostics` checks).
This script is stricter: it runs each file through `mlir-opt` and
`rmlir-opt` with `--split-input-file --allow-unregistered-dialect` (no
verification) and compares the `file:line:col: error: message` lines
exactly, as sets. Lines mlir-opt adds about unmatched `expected-*`
annotations are left out.

usage: tools/upstream_error_lines.py --rmlir-opt BIN [--misses] FILE...
"""
import argparse
import re
import shutil
import subprocess

ERROR = re.compile(r"^\S+:\d+:\d+: error: ")
NOISE = ('expected error "', "was not produced")


def errors(cmd, path):
    run = subprocess.run(
        [cmd, "--split-input-file", "--allow-unregistered-dialect", path],
        capture_output=True, text=True)
    lines = (run.stdout + run.stderr).splitlines()
    return {l for l in lines if ERROR.match(l) and not any(n in l for n in NOISE)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rmlir-opt", required=True)
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt") or "mlir-opt")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    total = same = 0
    for f in a.files:
        theirs, ours = errors(a.mlir_opt, f), errors(a.rmlir_opt, f)
        common = theirs & ours
        total, same = total + len(theirs), same + len(common)
        print(f"{f}: {len(common)}/{len(theirs)} of mlir-opt's error lines exact")
        if a.misses:
            for l in sorted(theirs - ours):
                print(f"  theirs: {l}")
            for l in sorted(ours - theirs):
                print(f"  ours:   {l}")
    print(f"total: {same}/{total} ({100.0 * same / max(total, 1):.1f}%)")


if __name__ == "__main__":
    main()
