#!/usr/bin/env python3
"""Lower tools/gen_linalg.py's kernels with their upstream pipelines and
run them under both engines and under mlir-runner.

    python3 tools/diff_linalg.py --sim BIN --from 0 --to 200 [--keep DIR] [--gen tensor]

Per seed: `mlir-opt PASSES` (a kernel upstream cannot lower is counted
and skipped), then `BIN --engine jit|interp -q --report` on the lowered
file (compared byte for byte), then the lowered file through the usual
LLVM lowering and `mlir-runner`, whose stdout must equal ours.

`--gen tensor` takes the kernels and pipelines of `tools/gen_tensor.py`
instead (tensors through bufferization, transform-dialect vectorisation,
DMA, parallel loops, math, views). Where upstream cannot take the lowered
file to LLVM (`affine.dma_start` has no LLVM lowering; `vector.mask` and
`multi_reduction` left by a transform script), `mlir-runner` runs the
source lowered by `REFERENCE` instead: the passes under test must not
change the values. NaNs compare without their sign.
"""

import argparse
import collections
import concurrent.futures
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_linalg  # noqa: E402
import gen_tensor  # noqa: E402

BIN = "/usr/lib/llvm-22/bin"
LIB = "/usr/lib/llvm-22/lib"
# Ahead of tests/common/tools.rs's LOWER_TO_LLVM: what gen_tensor's
# kernels may still hold (forall loops, linalg, math) taken to LLVM or libm.
PRE = ("--scf-forall-to-for --convert-linalg-to-loops --convert-math-to-funcs "
       "--convert-math-to-llvm --convert-math-to-libm --expand-strided-metadata").split()
REFERENCE = f"--test-transform-dialect-erase-schedule {gen_tensor.BUF} --convert-linalg-to-loops".split()
LOWER = ("--normalize-memrefs --convert-vector-to-scf --lower-affine --convert-scf-to-cf "
         "--expand-strided-metadata --convert-vector-to-llvm --finalize-memref-to-llvm "
         "--convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm "
         "--convert-index-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts").split()


def sh(cmd, inp=None, timeout=30):
    try:
        p = subprocess.run(cmd, input=inp, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "TIMEOUT", b"", b""


def runner(low):
    """`mlir-runner`'s (status, stdout, stderr) on a lowered file."""
    rc, ll, err = sh([f"{BIN}/mlir-opt"] + PRE + LOWER, low)
    if rc != 0:
        return rc, b"", err
    return sh([f"{BIN}/mlir-runner", "-e", "main", "-entry-point-result=void",
               f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"], ll)


def one(args, seed, tmp):
    gen = gen_tensor if args.gen == "tensor" else gen_linalg
    src = gen.kernel(seed).encode()
    passes = gen.passes(seed)
    rc, low, err = sh([f"{BIN}/mlir-opt"] + shlex.split(passes), src)
    if rc != 0:
        return seed, "no-lowering", src, passes, err.decode()[:500]
    path = os.path.join(tmp, f"l{seed}.mlir")
    with open(path, "wb") as f:
        f.write(low)
    res = {}
    for e in ("interp", "jit"):
        rep = path + e + ".json"
        res[e] = sh([args.sim, "-q", "--set", "target.default_space=vmem", "--engine", e, "--report", rep, path])
        if e == "jit" and b"too large to compile" in res[e][2]:
            # refused by design (docs/timing.md, JIT): `auto` interprets it
            res[e] = sh([args.sim, "-q", "--set", "target.default_space=vmem", "--engine", "auto",
                         "--report", rep, path])
        res[e] = (res[e][0], res[e][1], res[e][2].replace(e.encode(), b"E"),
                  open(rep).read() if os.path.exists(rep) else "")
        if os.path.exists(rep):
            os.unlink(rep)
    i, j = res["interp"], res["jit"]
    if b"panicked" in i[2] + j[2] or i[0] == "TIMEOUT" or j[0] == "TIMEOUT":
        return seed, "panic-or-timeout", low, passes, (i[2] + j[2]).decode()[:2000]
    if i != j:
        return seed, "differ", low, passes, f"interp {i[0]} {i[2][:800]!r}\njit {j[0]} {j[2][:800]!r}"
    if i[0] != 0:
        return seed, "ours-fail", low, passes, i[2].decode()[:800]
    rc, out, err = runner(low)
    if rc != 0 and args.gen == "tensor":
        rc, ref, err = sh([f"{BIN}/mlir-opt"] + REFERENCE, src)
        if rc == 0:
            rc, out, err = runner(ref)
    if rc != 0:
        return seed, "runner-fail", low, passes, err.decode()[:300]
    # A NaN no operand carried is the positive quiet NaN here
    # (docs/timing.md, the value library's rule); the host's may be -nan.
    out, ours = out.replace(b"-nan", b"nan"), i[1].replace(b"-nan", b"nan")
    if out != ours:
        a, b = out.decode().splitlines(), ours.decode().splitlines()
        first = next((k for k in range(min(len(a), len(b))) if a[k] != b[k]), min(len(a), len(b)))
        return seed, "value", low, passes, f"line {first}: runner {a[first:first+3]} ours {b[first:first+3]}"
    return seed, "ok", None, passes, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sim", required=True)
    ap.add_argument("--from", dest="lo", type=int, default=0)
    ap.add_argument("--to", dest="hi", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", default="/tmp/linalg_keep")
    ap.add_argument("--gen", choices=["linalg", "tensor"], default="linalg")
    a = ap.parse_args()
    os.makedirs(a.keep, exist_ok=True)
    counts = collections.Counter()
    per_pipe = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for f in [ex.submit(one, a, s, tmp) for s in range(a.lo, a.hi)]:
            seed, cls, low, passes, why = f.result()
            counts[cls] += 1
            per_pipe[(cls, passes[:60])] += 1
            if cls != "ok":
                if low is not None:
                    with open(f"{a.keep}/l{seed}.mlir", "wb") as fh:
                        fh.write(low)
                print(f"{cls}: seed {seed} [{passes}] {why[:400]}", flush=True)
    print(dict(counts))


if __name__ == "__main__":
    main()
