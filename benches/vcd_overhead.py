#!/usr/bin/env python3
"""Tracing overhead of the simulator (issue #4, proof 6).

Runs each kernel of benches/kernels/ and benches/dma/ with `rmlir-sim`
(release build) three ways: untraced, with `--vcd` and with `--trace-json`,
and prints the ratio of CPU times (user + sys, best of N) traced/untraced.
The traced runs include writing the trace file (to a temporary directory).
Goal: at most 1.5x for `--vcd`.

usage: benches/vcd_overhead.py [RUNS]        (default 3)
"""
import glob
import math
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def cpu_run(cmd):
    """CPU seconds and stdout of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out.stdout


def best(cmd, runs):
    results = [cpu_run(cmd) for _ in range(runs)]
    return min(r[0] for r in results), results[0][1]


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-sim"], cwd=ROOT, check=True)
    sim = os.path.join(ROOT, "target", "release", "rmlir-sim")
    kernels = sorted(glob.glob(os.path.join(ROOT, "benches", "kernels", "*.mlir")))
    kernels += sorted(glob.glob(os.path.join(ROOT, "benches", "dma", "*.mlir")))
    vcd_ratios, json_ratios = [], []
    print(f"{'kernel':16} {'untraced':>9} {'--vcd':>9} {'ratio':>6} {'--trace-json':>13} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as tmp:
        for k in kernels:
            base = [sim, "-q", "--set", "target.default_space=vmem", k]
            if "/dma/" in k:
                base = [sim, "-q", k]
            t0, out0 = best(base, runs)
            t1, out1 = best(base + ["--vcd", os.path.join(tmp, "t.vcd")], runs)
            t2, out2 = best(base + ["--trace-json", os.path.join(tmp, "t.json")], runs)
            if not out0 == out1 == out2:
                sys.exit(f"{k}: tracing changed the output")
            vcd_ratios.append(t1 / t0)
            json_ratios.append(t2 / t0)
            name = os.path.basename(k)
            print(f"{name:16} {t0:8.3f}s {t1:8.3f}s {t1 / t0:5.2f}x {t2:12.3f}s {t2 / t0:5.2f}x")
    print(f"geomean: --vcd {geomean(vcd_ratios):.2f}x, --trace-json {geomean(json_ratios):.2f}x "
          f"of an untraced run (goal for --vcd: at most 1.5x)")


if __name__ == "__main__":
    main()
