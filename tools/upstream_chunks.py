#!/usr/bin/env python3
"""Per-chunk agreement with upstream on a dialect's test files.

Splits each upstream test file at `// -----` (as `--split-input-file`
does; a file without any, such as a positive `ops.mlir` read whole, is split
per top-level function, with the attribute aliases before it) and runs
every chunk through `mlir-opt` and `rmlir-opt`:

- positive files (`ops.mlir`, ...): of the chunks `mlir-opt` accepts, the
  share that `rmlir-opt` accepts with generic-form parity (our
  `--mlir-print-op-generic` output equals upstream's, both with
  `--mlir-print-local-scope`);
- invalid files (any path whose name contains `invalid`): of the chunks
  `mlir-opt --verify-diagnostics` passes, the share `rmlir-opt
  --verify-diagnostics` passes too (upstream's diagnostic text at
  upstream's location).

Prints both figures and every miss with the first line of our error.
The script knows no dialect: pass it any upstream test files.

Usage: upstream_chunks.py [--mlir-opt PATH] [--rmlir-opt PATH] FILE...
"""

import argparse
import os
import subprocess
import sys
import tempfile


def run(cmd, text):
    """Runs `cmd` on `text` as a file; returns (status, stdout, stderr)."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=60)
        return p.returncode, p.stdout, p.stderr.replace(path, "chunk")
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"
    finally:
        os.unlink(path)


def top_level_items(path):
    """For a file without `// -----` (a positive test read whole), one chunk
    per top-level `func.func`, each preceded by the `#alias = ...`
    definitions that come before it, so that one unsupported function
    does not hide the rest."""
    out, aliases, cur, start, kind = [], [], [], 1, None
    with open(path) as f:
        lines = f.readlines()

    def close():
        if kind == "alias":
            aliases.append("".join(cur))
        elif kind == "func":
            out.append((start, "".join(aliases) + "".join(cur)))

    for n, text in enumerate(lines, 1):
        if text.startswith("func.func") or text.startswith("#"):
            close()
            cur, start = [], n
            kind = "func" if text.startswith("func.func") else "alias"
        cur.append(text)
    close()
    return out


def chunks(path):
    """The `// -----` chunks of a file, with their first line numbers."""
    with open(path) as f:
        if not any(line.strip() == "// -----" for line in f):
            return top_level_items(path)
    out, line, cur, start = [], 1, [], 1
    with open(path) as f:
        for text in f:
            if text.strip() == "// -----":
                out.append((start, "".join(cur)))
                cur, start = [], line + 1
            else:
                cur.append(text)
            line += 1
    out.append((start, "".join(cur)))
    return [(s, c) for s, c in out if c.strip()]


def first_error(stderr):
    for line in stderr.splitlines():
        if "error" in line:
            return line.strip()[:160]
    return stderr.strip().splitlines()[0][:160] if stderr.strip() else "(no message)"


def positive(up, ours, text):
    """None when upstream rejects the chunk; else (ok, why)."""
    gen = ["--mlir-print-op-generic", "--mlir-print-local-scope"]
    st, theirs, _ = run([up] + gen, text)
    if st != 0:
        return None
    st, mine, err = run([ours, "--mlir-print-op-generic"], text)
    if st != 0:
        return False, first_error(err)
    if mine.strip() != theirs.strip():
        return False, "generic form differs"
    return True, ""


def negative(up, ours, text):
    """None when upstream fails its own expectations; else (ok, why)."""
    args = ["--verify-diagnostics"]
    st, _, _ = run([up] + args, text)
    if st != 0:
        return None
    st, _, err = run([ours] + args, text)
    if st != 0:
        return False, first_error(err)
    return True, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--rmlir-opt", default="target/debug/rmlir-opt")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    totals = {"positive": [0, 0], "invalid": [0, 0]}
    misses = []
    for path in a.files:
        kind = "invalid" if "invalid" in os.path.basename(path) else "positive"
        check = negative if kind == "invalid" else positive
        for line, text in chunks(path):
            r = check(a.mlir_opt, a.rmlir_opt, text)
            if r is None:
                continue
            totals[kind][1] += 1
            if r[0]:
                totals[kind][0] += 1
            else:
                misses.append(f"{path}:{line}: {r[1]}")
    for kind, (ok, n) in totals.items():
        if n:
            what = "accepted with generic parity" if kind == "positive" else "matched diagnostics"
            print(f"{kind}: {ok}/{n} chunks {what} ({100.0 * ok / n:.1f}%)")
    print(f"misses ({len(misses)}):")
    for m in misses:
        print("  " + m)
    return 0


if __name__ == "__main__":
    sys.exit(main())
