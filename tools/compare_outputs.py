#!/usr/bin/env python3
"""Compare two rmlir-sim binaries output for output, byte for byte.

    tools/compare_outputs.py OLD_BIN NEW_BIN [--jobs N] [--limit N] [--only PATH_PART]

Runs both binaries over every `.mlir` kernel under `tests/` and `examples/`
and compares what a user would see: stdout, stderr, the exit code, the
`--report` JSON, the `--vcd` waveform, the `--trace-json` Chrome trace and
every `.npy` written to `--output-dir`. Every run has `--max-cycles
2e7`, or the kernel's own `--max-cycles` from its `// ARGS:` line when
that is lower, so kernels that never end stop early; a run that still
times out counts as a difference. Every run has `--max-trace-size 1 GiB`,
so an endless kernel's traces cannot fill the disk (a run past it fails
on both sides and the failure is compared). A restructure of the simulator must
leave all of it unchanged.

Each kernel runs in these variants (the flags the test suites use, where
they are simple to derive from the kernel itself):

* `full`:   the built-in target, `--report`, `--vcd`, `--trace-json` and
            `--output-dir`;
* `values`: `--vcd` with `--trace-values ENTRY` and `--races warn`;
* `vmem`:   `--set target.default_space=vmem --report` (as the seed tests);
* one `--report` run per target file in `configs/`.

The entry is `@main` when the kernel defines it, else the first function
with a body. Scalar parameters get `--arg` values (integers 3, floats 1.5);
memref parameters of a static (or `?` = 4) shape and a plain element type
get a deterministic `--input` array made with NumPy. Anything else runs as
the tests run it and typically ends in the same diagnostic on both sides,
which is compared too.

Both binaries run in directories of the same relative layout, so paths in
messages agree. Prints the counts (kernels, runs, files compared,
differences) and the first differences; exits 1 when anything differs.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 240
# Kernels that never end (tests of the cycle limit) stop here on both sides
# rather than at the default 10^10 cycles; the fault is compared too.
MAX_CYCLES = 20000000
# The Chrome trace of a busy kernel grows by about 160 bytes a cycle; two
# sides and two jobs of 2e7 cycles would want 13 GB of scratch.
MAX_TRACE_SIZE = str(1 << 30)
OWN_MAX_CYCLES = re.compile(r"^//\s*ARGS:.*--max-cycles[ =](\d+)", re.M)

FUNC = re.compile(r"func\.func\s+(?:(?:private|public|nested)\s+)?@([\w$.-]+)\s*\(")
DTYPES = {
    "i1": np.bool_,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "index": np.int64,
    "f16": np.float16,
    "f32": np.float32,
    "f64": np.float64,
}


def kernels():
    found = []
    for top in ("tests", "examples"):
        found += sorted((ROOT / top).rglob("*.mlir"))
    return found


def split_params(text):
    """The parameter list after `(` up to its matching `)`, split at depth 0."""
    depth, cur, out = 0, "", []
    for ch in text:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            if depth == 0:
                break
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def entry_and_params(src):
    """(entry name, parameter strings) of the function the run will use."""
    defs = []
    for m in FUNC.finditer(src):
        rest = src[m.end():]
        params = split_params(rest)
        # A declaration has no body: `func.func private @f(...) -> T` and
        # then no `{` before the next op or end of line.
        after = rest[len(", ".join(params)):]
        line_end = after.find("\n")
        head = after if line_end < 0 else after[: line_end + 1]
        body = "{" in head or (line_end >= 0 and after[line_end:].lstrip().startswith("{"))
        defs.append((m.group(1), params, body))
    with_body = [d for d in defs if d[2]]
    for name, params, _ in with_body:
        if name == "main":
            return name, params
    if with_body:
        return with_body[0][0], with_body[0][1]
    return "main", []


MEMREF = re.compile(r"memref<([^>]*)>")


def input_array(ty):
    """A deterministic array for a memref type text, or None."""
    m = MEMREF.search(ty)
    if not m:
        return None
    parts = [p.strip() for p in m.group(1).split(",")]
    dims = parts[0].split("x")
    *shape, elem = dims
    if elem not in DTYPES:
        return None
    try:
        shape = [4 if d == "?" else int(d) for d in shape]
    except ValueError:
        return None
    if len(shape) > 8 or any(d <= 0 for d in shape):
        return None
    n = 1
    for d in shape:
        n *= d
    if n > 1 << 20:
        return None
    vals = (np.arange(n) % 7) + 1
    dt = DTYPES[elem]
    if dt is np.bool_:
        vals = vals % 2
    return vals.astype(dt).reshape(shape)


def args_for(src, workdir):
    """The entry and the `--entry/--arg/--input` flags for a kernel."""
    entry, params = entry_and_params(src)
    flags = ["--entry", entry]
    for i, p in enumerate(params):
        name, _, ty = p.partition(":")
        ty = ty.strip()
        if ty.startswith("memref<"):
            arr = input_array(ty)
            if arr is not None:
                f = workdir / f"in{i}.npy"
                np.save(f, arr)
                flags += ["--input", f"{i}=in{i}.npy"]
        elif ty.startswith("f") or ty == "bf16":
            flags += ["--arg", "1.5"]
        elif ty == "i1":
            flags += ["--arg", "1"]
        elif ty.startswith("i") or ty == "index":
            flags += ["--arg", "3"]
    return entry, flags


def variants(entry):
    yield "full", [
        "--report", "report.json", "--vcd", "trace.vcd",
        "--trace-json", "trace.json", "--output-dir", "out",
    ]
    yield "values", ["--vcd", "values.vcd", "--trace-values", entry, "--races", "warn"]
    # The seed kernels' memrefs name no space; the tests put them in vmem.
    yield "vmem", ["--set", "target.default_space=vmem", "--report", "report.json"]
    for cfg in sorted((ROOT / "configs").glob("*.toml")):
        yield cfg.stem, ["--target", str(cfg), "--report", "report.json"]


def max_cycles(src):
    """The cycle bound of a kernel's runs: the lower of ours and its own."""
    own = [int(m) for m in OWN_MAX_CYCLES.findall(src)]
    return str(min([MAX_CYCLES, *own]))


def run_one(binary, kernel, flags, workdir):
    """Runs in `workdir`; returns {name: bytes} of everything observable."""
    (workdir / "out").mkdir(parents=True, exist_ok=True)
    bounds = ["--max-cycles", max_cycles(kernel.read_text(errors="replace")),
              "--max-trace-size", MAX_TRACE_SIZE]
    try:
        p = subprocess.run(
            [binary, "-q", str(kernel), *bounds, *flags],
            cwd=workdir, capture_output=True, timeout=TIMEOUT,
        )
        seen = {"stdout": p.stdout, "stderr": p.stderr, "exit": str(p.returncode).encode()}
    except subprocess.TimeoutExpired:
        seen = {"exit": b"timeout", "timeout": b"1"}
    for f in sorted(workdir.rglob("*")):
        if f.is_file() and not f.name.startswith("in"):
            seen[str(f.relative_to(workdir))] = f.read_bytes()
    return seen


def first_difference(a, b):
    """The first differing line of two texts, for the summary."""
    la = (a or b"").decode(errors="replace").splitlines()
    lb = (b or b"").decode(errors="replace").splitlines()
    for x, y in zip(la + [""] * len(lb), lb + [""] * len(la)):
        if x != y:
            return f"\n      old: {x[:160]!r}\n      new: {y[:160]!r}"
    return ""


def compare_kernel(old, new, kernel, scratch):
    """(runs, files compared, differences) for one kernel."""
    src = kernel.read_text(errors="replace")
    base = Path(tempfile.mkdtemp(dir=scratch))
    runs = files = 0
    diffs = []
    try:
        for side in ("old", "new"):
            (base / side).mkdir()
        entry, flags = args_for(src, base / "old")
        for f in (base / "old").glob("in*.npy"):
            shutil.copy(f, base / "new" / f.name)
        for name, extra in variants(entry):
            seen = {}
            for side, binary in (("old", old), ("new", new)):
                wd = base / side / name
                wd.mkdir()
                for f in (base / side).glob("in*.npy"):
                    shutil.copy(f, wd / f.name)
                seen[side] = run_one(binary, kernel, flags + extra, wd)
            runs += 1
            if "timeout" in seen["old"] or "timeout" in seen["new"]:
                diffs.append(f"{kernel.relative_to(ROOT)} [{name}] timed out (not compared)")
                continue
            for key in sorted(set(seen["old"]) | set(seen["new"])):
                files += 1
                if seen["old"].get(key) != seen["new"].get(key):
                    what = f"{kernel.relative_to(ROOT)} [{name}] {key}"
                    if key in ("stdout", "stderr", "exit"):
                        what += first_difference(seen["old"].get(key), seen["new"].get(key))
                    diffs.append(what)
    finally:
        shutil.rmtree(base, ignore_errors=True)
    return runs, files, diffs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0, help="only the first N kernels")
    ap.add_argument("--only", default="", help="only kernels whose path contains this")
    a = ap.parse_args()
    old, new = os.path.abspath(a.old), os.path.abspath(a.new)
    ks = [k for k in kernels() if a.only in str(k.relative_to(ROOT))]
    if a.limit:
        ks = ks[: a.limit]
    scratch = tempfile.mkdtemp(prefix="compare_outputs.")
    runs = files = 0
    diffs = []
    try:
        with ThreadPoolExecutor(a.jobs) as pool:
            for r, f, d in pool.map(lambda k: compare_kernel(old, new, k, scratch), ks):
                runs += r
                files += f
                diffs += d
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print(f"kernels: {len(ks)}  runs per binary: {runs}  "
          f"outputs compared: {files}  differences: {len(diffs)}")
    for d in diffs[:40]:
        print(f"  differs: {d}")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
