#!/usr/bin/env python3
"""Tracing overhead of the simulator (issue #4, proof 6).

Runs each kernel of benches/kernels/ and benches/dma/ with `rmlir-sim`
(release build) three ways: untraced, with `--vcd` and with `--trace-json`,
and prints the ratio of CPU times (user + sys, best of N) traced/untraced
and each run's peak resident memory. The traced runs include writing the
trace file to disk (a temporary directory beside the repository's target/,
not a RAM disk), which the simulator does while it runs.
Goal: at most 1.5x for `--vcd`.

`--vcd` is measured on every kernel. The JSON trace holds one object of
~100 bytes per unit busy span and stall, so a long kernel's is many GB
(sum_loop's 20 M iterations: ~15 GB); `--trace-json` is skipped, and the
line says so, when the kernel's VCD exceeds JSON_LIMIT_MB.

usage: benches/vcd_overhead.py [RUNS]        (default 3)
"""
import glob
import math
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSON_LIMIT_MB = 200


def cpu_run(cmd):
    """CPU seconds, peak RSS (MB) and stdout of one run."""
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(p.pid, 0)
        err = p.stderr.read()
        p.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{' '.join(cmd)} failed: {err.decode()}")
        out.seek(0)
        return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, out.read()


def best(cmd, runs):
    results = [cpu_run(cmd) for _ in range(runs)]
    return min(r[0] for r in results), max(r[1] for r in results), results[0][2]


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-sim"], cwd=ROOT, check=True)
    sim = os.path.join(ROOT, "target", "release", "rmlir-sim")
    kernels = sorted(glob.glob(os.path.join(ROOT, "benches", "kernels", "*.mlir")))
    kernels += sorted(glob.glob(os.path.join(ROOT, "benches", "dma", "*.mlir")))
    vcd_ratios, json_ratios = [], []
    print(f"{'kernel':16} {'untraced':>9} {'RSS':>6} | {'--vcd':>8} {'ratio':>6} {'RSS':>6} {'VCD':>8} | "
          f"{'--trace-json':>12} {'ratio':>6} {'RSS':>6} {'JSON':>8}")
    os.makedirs(os.path.join(ROOT, "target"), exist_ok=True)
    with tempfile.TemporaryDirectory(dir=os.path.join(ROOT, "target")) as tmp:
        for k in kernels:
            base = [sim, "-q", "--set", "target.default_space=vmem", k]
            if "/dma/" in k:
                base = [sim, "-q", k]
            vcd, js = os.path.join(tmp, "t.vcd"), os.path.join(tmp, "t.json")
            t0, m0, out0 = best(base, runs)
            t1, m1, out1 = best(base + ["--vcd", vcd], runs)
            vcd_mb = os.path.getsize(vcd) / 1e6
            os.remove(vcd)
            if out0 != out1:
                sys.exit(f"{k}: tracing changed the output")
            vcd_ratios.append(t1 / t0)
            name = os.path.basename(k)
            line = (f"{name:16} {t0:8.3f}s {m0:5.0f}M | {t1:7.3f}s {t1 / t0:5.2f}x {m1:5.0f}M "
                    f"{vcd_mb:7.0f}M | ")
            if vcd_mb > JSON_LIMIT_MB:
                print(line + f"skipped (VCD > {JSON_LIMIT_MB} MB, JSON ~10x that)")
                continue
            t2, m2, out2 = best(base + ["--trace-json", js], runs)
            js_mb = os.path.getsize(js) / 1e6
            os.remove(js)
            if out0 != out2:
                sys.exit(f"{k}: tracing changed the output")
            json_ratios.append(t2 / t0)
            print(line + f"{t2:11.3f}s {t2 / t0:5.2f}x {m2:5.0f}M {js_mb:7.0f}M")
    json_part = (f", --trace-json {geomean(json_ratios):.2f}x over {len(json_ratios)} kernels"
                 if json_ratios else "")
    print(f"geomean: --vcd {geomean(vcd_ratios):.2f}x{json_part} "
          f"of an untraced run (goal for --vcd: at most 1.5x)")


if __name__ == "__main__":
    main()
