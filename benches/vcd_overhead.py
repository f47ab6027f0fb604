#!/usr/bin/env python3
"""Tracing overhead of the simulator (issue #4, proof 6).

Runs each kernel of benches/kernels/ and benches/dma/ with `rmlir-sim`
(release build) three ways: untraced, with `--vcd` and with `--trace-json`,
and prints the ratio of CPU times (user + sys, best of N) traced/untraced
and each run's peak resident memory (from GNU time, when installed). The traced runs include writing the
trace file to disk (a temporary directory beside the repository's target/,
not a RAM disk), which the simulator does while it runs.
Goal: at most 1.5x for `--vcd`.

`--vcd` is measured on every kernel. The JSON trace holds one object of
~100 bytes per unit busy span and stall, so a long kernel's is many GB
(sum_loop's 20 M iterations: ~13 GB); `--trace-json` is skipped, and the
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
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def cpu_run(cmd):
    """CPU seconds, peak RSS (MB, None without GNU time) and stdout of one run.

    CPU time comes from wait4 on the child. Peak RSS does not: a child
    spawned from Python starts from the interpreter's high-water mark
    (~14 MB), so it is read from GNU time, which forks the simulator from
    a small process."""
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile() as rss:
        if GNU_TIME:
            cmd = [GNU_TIME, "-f", "%M", "-o", rss.name] + cmd
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(p.pid, 0)
        err = p.stderr.read()
        p.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{' '.join(cmd)} failed: {err.decode()}")
        out.seek(0)
        peak = int(open(rss.name).read().split()[-1]) / 1024 if GNU_TIME else None
        return usage.ru_utime + usage.ru_stime, peak, out.read()


def best(cmd, runs, trace=None):
    """Best CPU time, largest peak RSS and the output of RUNS runs; the
    trace file (if any) is deleted after each run, outside the timing, so
    that no run pays for freeing the previous run's file."""
    results = []
    for _ in range(runs):
        results.append(cpu_run(cmd))
        size = os.path.getsize(trace) / 1e6 if trace else None
        if trace:
            os.remove(trace)
    peaks = [r[1] for r in results if r[1] is not None]
    return min(r[0] for r in results), max(peaks) if peaks else 0, results[0][2], size


def mb(x):
    return f"{x:5.0f}M" if x else "   n/a"


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
            t0, m0, out0, _ = best(base, runs)
            t1, m1, out1, vcd_mb = best(base + ["--vcd", vcd], runs, vcd)
            if out0 != out1:
                sys.exit(f"{k}: tracing changed the output")
            vcd_ratios.append(t1 / t0)
            name = os.path.basename(k)
            line = (f"{name:16} {t0:8.3f}s {mb(m0)} | {t1:7.3f}s {t1 / t0:5.2f}x {mb(m1)} "
                    f"{vcd_mb:7.0f}M | ")
            if vcd_mb > JSON_LIMIT_MB:
                print(line + f"skipped (VCD > {JSON_LIMIT_MB} MB, JSON ~6x that)")
                continue
            t2, m2, out2, js_mb = best(base + ["--trace-json", js], runs, js)
            if out0 != out2:
                sys.exit(f"{k}: tracing changed the output")
            json_ratios.append(t2 / t0)
            print(line + f"{t2:11.3f}s {t2 / t0:5.2f}x {mb(m2)} {js_mb:7.0f}M")
    json_part = (f", --trace-json {geomean(json_ratios):.2f}x over {len(json_ratios)} kernels"
                 if json_ratios else "")
    print(f"geomean: --vcd {geomean(vcd_ratios):.2f}x{json_part} "
          f"of an untraced run (goal for --vcd: at most 1.5x)")


if __name__ == "__main__":
    main()
