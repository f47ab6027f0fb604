#!/usr/bin/env python3
"""Tracing overhead of the simulator (issue #4, proof 6).

Runs each kernel of benches/kernels/ and benches/dma/ with `rmlir-sim`
(release build) three ways: untraced, with `--vcd` and with `--trace-json`,
and prints the ratios traced/untraced of wall time and of CPU time (user +
sys), each the best of N runs, and each run's peak resident memory (from
GNU time, when installed). The traced runs include writing the trace file
to disk (a temporary directory beside the repository's target/, not a RAM
disk), which the simulator does while it runs.

Goal: at most 1.5x for `--vcd`. The goal is read in wall time, the time a
user waits: the simulator formats and writes traces on a second thread,
so the run itself slows down less than the CPU time grows. Both ratios are
printed; on a machine with one core they would be the same. Run it on an
otherwise idle machine.

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
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JSON_LIMIT_MB = 200
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def cpu_run(cmd):
    """(CPU seconds, wall seconds), peak RSS (MB, None without GNU time) and
    stdout of one run.

    CPU time comes from wait4 on the child. Peak RSS does not: a child
    spawned from Python starts from the interpreter's high-water mark
    (~14 MB), so it is read from GNU time, which forks the simulator from
    a small process."""
    with tempfile.TemporaryFile() as out, tempfile.NamedTemporaryFile() as rss:
        if GNU_TIME:
            cmd = [GNU_TIME, "-f", "%M", "-o", rss.name] + cmd
        start = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - start
        err = p.stderr.read()
        p.stderr.close()
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"{' '.join(cmd)} failed: {err.decode()}")
        out.seek(0)
        peak = int(open(rss.name).read().split()[-1]) / 1024 if GNU_TIME else None
        return (usage.ru_utime + usage.ru_stime, wall), peak, out.read()


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
    cpu = min(r[0][0] for r in results)
    wall = min(r[0][1] for r in results)
    return (cpu, wall), max(peaks) if peaks else 0, results[0][2], size


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
    ratios = {"vcd": ([], []), "json": ([], [])}
    print(f"{'kernel':14} {'untraced':>15} {'RSS':>6} | {'--vcd':>15} {'ratio':>12} {'RSS':>6} {'VCD':>7} | "
          f"{'--trace-json':>15} {'ratio':>12} {'RSS':>6} {'JSON':>7}")
    print(f"{'':14} {'cpu / wall':>15} {'':6} | {'cpu / wall':>15} {'cpu / wall':>12}")
    os.makedirs(os.path.join(ROOT, "target"), exist_ok=True)
    with tempfile.TemporaryDirectory(dir=os.path.join(ROOT, "target")) as tmp:
        for k in kernels:
            base = [sim, "-q", "--set", "target.default_space=vmem", k]
            if "/dma/" in k:
                base = [sim, "-q", k]
            vcd, js = os.path.join(tmp, "t.vcd"), os.path.join(tmp, "t.json")
            t0, m0, out0, _ = best(base, runs)
            line = f"{os.path.basename(k):14} {t0[0]:6.3f}s/{t0[1]:6.3f}s {mb(m0)} | "
            for flag, path, kind in [("--vcd", vcd, "vcd"), ("--trace-json", js, "json")]:
                if kind == "json" and vcd_mb > JSON_LIMIT_MB:
                    line += f"skipped (VCD > {JSON_LIMIT_MB} MB, JSON ~6x that)"
                    break
                t1, m1, out1, size = best(base + [flag, path], runs, path)
                if out0 != out1:
                    sys.exit(f"{k}: {flag} changed the output")
                if kind == "vcd":
                    vcd_mb = size
                cpu, wall = t1[0] / t0[0], t1[1] / t0[1]
                ratios[kind][0].append(cpu)
                ratios[kind][1].append(wall)
                line += (f"{t1[0]:6.3f}s/{t1[1]:6.3f}s {cpu:5.2f}x/{wall:5.2f}x {mb(m1)} "
                         f"{size:6.0f}M | ")
            print(line.rstrip(" |"))
    for kind, flag in [("vcd", "--vcd"), ("json", "--trace-json")]:
        cpu, wall = ratios[kind]
        if cpu:
            print(f"geomean {flag} over {len(cpu)} kernels: {geomean(wall):.2f}x wall time, "
                  f"{geomean(cpu):.2f}x CPU time of an untraced run")
    print("goal for --vcd: at most 1.5x (wall time: the trace is written on a second thread)")

if __name__ == "__main__":
    main()
