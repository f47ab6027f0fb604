#!/usr/bin/env python3
"""Parser benchmark (issue #2, proof 5).

Generates a >= 20 MB modern-syntax file (benches/gen_large_mlir.py), then
times `rmlir-opt` and upstream `mlir-opt` on it in the same run: parse,
verify and print to /dev/null, single-threaded (`--mlir-disable-threading`
for mlir-opt; rmlir-opt has one thread). Prints best-of-3 wall times, MB/s
and the ratio.

usage: benches/opt_speed.py [SIZE_MB]     (default 23)
"""
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def best_of(cmd, runs=3):
    """Best wall time and best CPU time (user + sys) over `runs` runs. CPU
    time is the fairer figure on a shared machine."""
    best_wall = best_cpu = float("inf")
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
    return best_wall, best_cpu


def main():
    size = sys.argv[1] if len(sys.argv) > 1 else "23"
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-opt"], cwd=ROOT, check=True)
    ours = os.path.join(ROOT, "target", "release", "rmlir-opt")
    theirs = shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt"
    with tempfile.TemporaryDirectory() as work:
        big = os.path.join(work, "big.mlir")
        subprocess.run([sys.executable, os.path.join(ROOT, "benches", "gen_large_mlir.py"), big, size], check=True)
        mib = os.path.getsize(big) / (1024 * 1024)
        t_ours = best_of([ours, big])
        t_theirs = best_of([theirs, "--mlir-disable-threading", big])
    print(f"file:       {mib:.1f} MiB")
    for name, (wall, cpu) in (("rmlir-opt", t_ours), ("mlir-opt", t_theirs)):
        print(f"{name + ':':11} wall {wall:.3f} s, cpu {cpu:.3f} s  ({mib / cpu:.1f} MiB/s of cpu)")
    print(f"speedup:    {t_theirs[1] / t_ours[1]:.2f}x cpu, {t_theirs[0] / t_ours[0]:.2f}x wall"
          "  (mlir-opt / rmlir-opt; goal >= 2)")


if __name__ == "__main__":
    main()
