#!/usr/bin/env python3
"""Interpreter benchmark (issue #4, proof 6).

Runs each scalar kernel in benches/kernels/ with `rmlir-sim` (release
build, default target with VMEM as the default space, timing model on) and
with upstream `mlir-runner -O3` after the standard lowering, in the same run.
Prints the CPU time (user + sys, best of N) of each, the ratio, and the
geometric mean of the ratios. Both tools must print the same output, which
the script checks. CPU time is used because wall time is meaningless on a
loaded shared machine; upstream's time includes its JIT compilation.

usage: benches/interp_speed.py [RUNS]        (default 3)
"""
import glob
import math
import os
import resource
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = "/usr/lib/llvm-22"
LOWER = [
    "--normalize-memrefs", "--convert-vector-to-scf", "--lower-affine", "--convert-scf-to-cf",
    "--expand-strided-metadata", "--convert-vector-to-llvm", "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm", "--convert-func-to-llvm", "--convert-cf-to-llvm",
    "--convert-index-to-llvm", "--convert-ub-to-llvm", "--reconcile-unrealized-casts",
]


def tool(name):
    return shutil.which(name) or f"{LLVM}/bin/{name}"


def libs():
    found = []
    for stem in ("libmlir_c_runner_utils", "libmlir_runner_utils"):
        found.append(sorted(glob.glob(f"{LLVM}/lib/{stem}.so*"))[0])
    return ",".join(found)


def cpu_run(cmd, stdin=None):
    """(cpu seconds, stdout) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, input=stdin, capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, out.stdout


def best(cmd, runs, stdin=None):
    results = [cpu_run(cmd, stdin) for _ in range(runs)]
    return min(r[0] for r in results), results[0][1]


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-sim"], cwd=ROOT, check=True)
    ours = os.path.join(ROOT, "target", "release", "rmlir-sim")
    ratios = []
    print(f"{'kernel':16} {'rmlir-sim':>10} {'mlir-runner -O3':>16} {'ratio':>7}")
    for k in sorted(glob.glob(os.path.join(ROOT, "benches", "kernels", "*.mlir"))):
        t_ours, out_ours = best([ours, "-q", "--set", "target.default_space=vmem", k], runs)
        lowered = subprocess.run([tool("mlir-opt"), *LOWER, k], capture_output=True, check=True).stdout
        runner = [tool("mlir-runner"), "-O3", "-e", "main", "-entry-point-result=void", f"-shared-libs={libs()}"]
        t_up, out_up = best(runner, runs, stdin=lowered)
        if out_ours != out_up:
            sys.exit(f"{k}: outputs differ: {out_ours!r} vs {out_up!r}")
        ratios.append(t_ours / t_up)
        print(f"{os.path.basename(k):16} {t_ours:9.3f}s {t_up:15.3f}s {t_ours / t_up:6.1f}x")
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    print(f"geomean: rmlir-sim is {geo:.1f}x slower than mlir-runner -O3 (goal: at most 15x)")


if __name__ == "__main__":
    main()
