#!/usr/bin/env python3
"""Run generated kernels (tools/gen_kernels.py) under both engines and
report every disagreement, panic, hang or generator mistake.

    python3 tools/diff_engines.py --sim BIN --from 0 --to 1000 [--kind mixed]
        [--jobs 2] [--keep DIR] [--flags "--set compute.issue_width=2"]

For each seed it writes the kernel, runs `BIN --engine jit` and
`BIN --engine interp` with `-q --set target.default_space=vmem --report`
(10 s timeout, 4 GiB address space each) and compares stdout, stderr,
exit status and the report. Kernels that differ, panic, hang, or that the
interpreter rejects as invalid input are copied to `--keep`.
"""

import argparse
import collections
import concurrent.futures
import os
import resource
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_kernels  # noqa: E402


def limit():
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def run(sim, path, engine, extra, report):
    cmd = [sim, "-q", "--set", "target.default_space=vmem", "--engine", engine,
           "--report", report] + extra + [path]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=10, preexec_fn=limit)
    except subprocess.TimeoutExpired:
        return ("TIMEOUT", b"", b"", "")
    rep = ""
    if os.path.exists(report):
        rep = open(report).read()
        os.unlink(report)
    return (p.returncode, p.stdout, p.stderr.replace(engine.encode(), b"ENGINE"), rep)


def one(args, seed, tmp):
    k = gen_kernels.kernel(seed, args.kind)
    path = os.path.join(tmp, f"k{seed}.mlir")
    with open(path, "w") as f:
        f.write(k)
    extra = args.flags.split() if args.flags else []
    i = run(args.sim, path, "interp", extra, path + ".ri.json")
    j = run(args.sim, path, "jit", extra, path + ".rj.json")
    if args.cut and i == j and i[0] == 0:
        # The same kernel stopped by --max-cycles at a cycle drawn from
        # its run: inside a memo'd loop, a fast-forward, a tight copy.
        import json
        import random
        total = json.loads(i[3]).get("cycles", 0)
        if total > 1:
            cut = random.Random(seed).randrange(1, total)
            extra2 = extra + ["--max-cycles", str(cut)]
            i = run(args.sim, path, "interp", extra2, path + ".ri.json")
            j = run(args.sim, path, "jit", extra2, path + ".rj.json")
            k = f"// --max-cycles {cut}\n" + k
    os.unlink(path)
    err = i[2].decode(errors="replace")
    if i[0] == "TIMEOUT" or j[0] == "TIMEOUT":
        cls = "timeout"
    elif b"panicked" in i[2] or b"panicked" in j[2] or i[0] == 101 or j[0] == 101:
        cls = "panic"
    elif i != j:
        cls = "differ"
    elif i[0] == 0:
        cls = "ok"
    elif "internal" in err:
        cls = "internal"
    elif "division by zero" in err or "overflow" in err:
        cls = "fault-div"
    elif "out of bounds" in err or "outside" in err:
        cls = "fault-bounds"
    elif "--max-cycles" in err:
        cls = "cut"
    elif "assert" in err:
        cls = "fault-assert"
    elif "error: " in err and ("expected" in err or "undeclared" in err or "verif" in err or "must" in err):
        cls = "invalid"
    else:
        cls = "fault-other"
    return seed, cls, k, i, j


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sim", required=True)
    ap.add_argument("--from", dest="lo", type=int, default=0)
    ap.add_argument("--to", dest="hi", type=int, default=100)
    ap.add_argument("--kind", default="mixed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", default="/tmp/diff_keep")
    ap.add_argument("--flags", default="")
    ap.add_argument("--cut", action="store_true",
                    help="also rerun each kernel that ran to its end with --max-cycles at a random cycle of its run")
    args = ap.parse_args()
    os.makedirs(args.keep, exist_ok=True)
    counts = collections.Counter()
    others = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp, concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futs = [ex.submit(one, args, s, tmp) for s in range(args.lo, args.hi)]
        for f in futs:
            seed, cls, k, i, j = f.result()
            counts[cls] += 1
            if cls == "fault-other":
                others[i[2].decode(errors="replace").split("error: ")[-1][:60]] += 1
            if cls not in ("ok", "cut", "fault-div", "fault-bounds", "fault-assert", "fault-other"):
                base = os.path.join(args.keep, f"{args.kind}-{seed}")
                with open(base + ".mlir", "w") as fh:
                    fh.write(k)
                with open(base + ".txt", "w") as fh:
                    for name, r in (("interp", i), ("jit", j)):
                        fh.write(f"== {name} rc={r[0]}\n-- stdout\n{r[1].decode(errors='replace')[:4000]}\n"
                                 f"-- stderr\n{r[2].decode(errors='replace')[:4000]}\n")
                print(f"{cls}: seed {seed} ({base}.mlir)", flush=True)
    print(dict(counts))
    for m, c in others.most_common(10):
        print(f"  other fault x{c}: {m}")


if __name__ == "__main__":
    main()
