#!/usr/bin/env python3
"""Per-chunk agreement of rmlir-opt with mlir-opt on upstream test files.

Splits each file at `// -----` lines (as `--split-input-file` does); a
positive file with no such line (a whole-file roundtrip test such as
`Vector/ops.mlir`) is split per top-level item instead, each function
preceded by the attribute aliases and global declarations above it, so
that one function upstream no longer accepts (a removed op) does not hide
the rest. Checks every chunk with both tools:

* a file whose name contains `invalid` is a negative file: of its chunks
  that `mlir-opt --verify-diagnostics` passes, the share that
  `rmlir-opt --verify-diagnostics` passes too (upstream's expected
  diagnostics, at upstream's lines);
* any other file is positive: of its chunks that `mlir-opt` accepts, the
  share that `rmlir-opt` accepts with the same generic form
  (`--mlir-print-op-generic --mlir-print-local-scope` on both sides).

Knows no dialect: pass any upstream test files (save them under /tmp;
they are not part of this repository). Prints one figure per kind and the
misses with the first line of rmlir-opt's complaint.

usage: tools/upstream_chunks.py [--rmlir-opt PATH] [--mlir-opt PATH]
                                [--misses] FILE...
"""

import argparse
import os
import subprocess
import tempfile

GENERIC = ["--mlir-print-op-generic", "--mlir-print-local-scope"]


def split(path):
    """(first line, text) of every non-empty `// -----` chunk of `path`."""
    chunks, cur, start = [], [], 1
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip() == "// -----":
                chunks.append((start, "".join(cur)))
                cur, start = [], n + 1
            else:
                cur.append(line)
    chunks.append((start, "".join(cur)))
    if len(chunks) == 1 and "invalid" not in os.path.basename(path):
        return top_level_items(path)
    return [(s, c) for s, c in chunks if c.strip()]


def top_level_items(path):
    """(first line, text) of every top-level op of a file read whole.

    An item starts at a line that begins in column 0 with a name, a `#`
    alias, a `%` result or a quoted generic op name. `#alias = ...` lines are not checked alone but
    prefixed to every later item; other non-function items (`memref.global`)
    are checked and also prefixed, as later functions may name them."""
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    items, cur, start = [], [], 1
    for n, line in enumerate(lines, 1):
        if line[:1].isalpha() or line[:1] in ("#", "%", '"'):
            items.append((start, cur))
            cur, start = [], n
        cur.append(line)
    items.append((start, cur))
    prelude, out = [], []
    for start, body in items:
        text = "".join(body)
        if not text.strip() or text.lstrip().startswith("//") and not any(
            not l.lstrip().startswith("//") and l.strip() for l in body
        ):
            continue
        if text.startswith("#"):
            prelude.append(text)
            continue
        out.append((start, "".join(prelude) + text))
        if not text.startswith("func.func"):
            prelude.append(text)
    return out


def tool(cmd, text):
    """Runs `cmd FILE` with `text` as FILE: (ok, stdout, stderr)."""
    fd, path = tempfile.mkstemp(suffix=".mlir")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    try:
        p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=60)
        return p.returncode == 0, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return False, "", "timeout"
    finally:
        os.unlink(path)


def first_error(stderr):
    for line in stderr.splitlines():
        if "error" in line:
            return line.split("error:", 1)[-1].strip()[:160]
    return stderr.strip().splitlines()[0][:160] if stderr.strip() else "(no output)"


def run_flags(path):
    """`--allow-unregistered-dialect` when the file's RUN line passes it."""
    with open(path, encoding="utf-8") as f:
        head = f.readline()
    return ["--allow-unregistered-dialect"] if "allow-unregistered-dialect" in head else []


def check(args, path, start, text):
    """(counted, passed, why) for one chunk."""
    flags = run_flags(path)
    if "invalid" in os.path.basename(path):
        vd = flags + ["--verify-diagnostics"]
        if not tool([args.mlir_opt] + vd, text)[0]:
            return False, False, ""
        ok, _, err = tool([args.rmlir_opt] + vd, text)
        return True, ok, "" if ok else first_error(err)
    up_ok, theirs, _ = tool([args.mlir_opt] + flags + GENERIC, text)
    if not up_ok:
        return False, False, ""
    ok, ours, err = tool([args.rmlir_opt] + flags + GENERIC, text)
    if not ok:
        return True, False, first_error(err)
    if ours.strip() != theirs.strip():
        return True, False, "generic form differs"
    return True, True, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rmlir-opt", default="target/debug/rmlir-opt")
    ap.add_argument("--mlir-opt", default="mlir-opt")
    ap.add_argument("--misses", action="store_true", help="list every miss")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    totals = {"positive": [0, 0], "invalid": [0, 0]}
    for path in args.files:
        kind = "invalid" if "invalid" in os.path.basename(path) else "positive"
        n = ok = 0
        for start, text in split(path):
            counted, passed, why = check(args, path, start, text)
            n += counted
            ok += passed
            if counted and not passed and args.misses:
                print(f"  miss {path}:{start}: {why}")
        totals[kind][0] += n
        totals[kind][1] += ok
        pct = 100.0 * ok / n if n else 100.0
        print(f"{path}: {ok}/{n} {kind} chunks ({pct:.1f}%)")
    for kind, (n, ok) in totals.items():
        if n:
            print(f"total {kind}: {ok}/{n} ({100.0 * ok / n:.1f}%)")


if __name__ == "__main__":
    main()
