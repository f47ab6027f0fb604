#!/usr/bin/env python3
"""Parser benchmark (issue #2, proof 5).

Generates a >= 20 MB modern-syntax file (benches/gen_large_mlir.py), then
times `rmlir-opt` and upstream `mlir-opt` on it in the same run: parse,
verify and print to /dev/null, single-threaded (`--mlir-disable-threading`
for mlir-opt; rmlir-opt has one thread). Prints best-of-3 wall and CPU
times, MB/s, each tool's peak RSS and the ratio.

usage: benches/opt_speed.py [SIZE_MB]     (default 23)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def best_of(cmd, runs=3):
    """Best wall time, best CPU time (user + sys) and the largest peak RSS
    (MiB) over `runs` runs. CPU time is the fairer figure on a shared
    machine. Each run is waited for with wait4, which gives that child's
    own resource usage."""
    best_wall = best_cpu = float("inf")
    peak = 0.0
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            raise subprocess.CalledProcessError(proc.returncode, cmd)
        cpu = usage.ru_utime + usage.ru_stime
        best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
        peak = max(peak, usage.ru_maxrss / 1024)  # Linux reports KiB
    return best_wall, best_cpu, peak


def main():
    size = sys.argv[1] if len(sys.argv) > 1 else "23"
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-opt"], cwd=ROOT, check=True)
    # Where cargo put it: CARGO_TARGET_DIR when set, as cargo itself reads it.
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    ours = os.path.join(target, "release", "rmlir-opt")
    theirs = shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt"
    with tempfile.TemporaryDirectory() as work:
        big = os.path.join(work, "big.mlir")
        subprocess.run([sys.executable, os.path.join(ROOT, "benches", "gen_large_mlir.py"), big, size], check=True)
        mib = os.path.getsize(big) / (1024 * 1024)
        t_ours = best_of([ours, big])
        t_theirs = best_of([theirs, "--mlir-disable-threading", big])
    print(f"file:       {mib:.1f} MiB")
    for name, (wall, cpu, rss) in (("rmlir-opt", t_ours), ("mlir-opt", t_theirs)):
        print(f"{name + ':':11} wall {wall:.3f} s, cpu {cpu:.3f} s  ({mib / cpu:.1f} MiB/s of cpu),"
              f" peak RSS {rss:.0f} MiB")
    print(f"speedup:    {t_theirs[1] / t_ours[1]:.2f}x cpu, {t_theirs[0] / t_ours[0]:.2f}x wall"
          "  (mlir-opt / rmlir-opt; goal >= 2)")


if __name__ == "__main__":
    main()
