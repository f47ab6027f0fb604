#!/usr/bin/env python3
"""Interpreter benchmark (issue #4, proof 6).

Runs each scalar kernel in benches/kernels/ with `rmlir-sim` (release
build, default target with VMEM as the default space, timing model on) and
with upstream `mlir-runner -O3` after the standard lowering, in the same run.
Prints the CPU time (user + sys, best of N) of each, the ratio, and the
geometric mean of the ratios. Both tools must print the same output, which
the script checks. CPU time is used because wall time is meaningless on a
loaded shared machine; upstream's time includes its JIT compilation.

With `--big`, it runs the kernels of benches/kernels_big/ instead:
kernels big enough that mlir-runner's fixed start-up (timed on an empty
`@main`) is under 20% of its time, which the table shows. It also gives
rmlir-sim's simulated ops per CPU second (issued ops from its report).
A kernel that uses what upstream cannot run (DMA) has a twin of the same
name in benches/kernels_big/upstream/, which mlir-runner runs instead
(`memref.copy` where the kernel starts a DMA and waits for it).

With `--vec`, it runs the kernels of benches/kernels_vec/ instead, as
`--big` does: big vectorised kernels (`vector.load`, `vector.broadcast`,
`vector.fma`, `vector.store` on `vector<8xf32>` rows), kept apart so the
geomean over the issue's six big scalar kernels stays what it measured.

With `--real`, it runs the kernels of benches/kernels_real/ instead, as
`--big` does: a linalg.matmul as upstream mlir-opt lowers it for real
compilers (affine loops, the affine super-vectoriser's broadcast
transfers, plain loops on f16, an unrolled inner loop), written by
benches/kernels_real/gen.sh.

usage: benches/interp_speed.py [RUNS] [--big|--vec|--real] [--sim=PATH] [--only=TEXT] [--engine=ENGINE]   (default 3 runs)

`--sim=PATH` times that rmlir-sim binary (an older build, say) instead of
building this tree's release binary; `--only=TEXT` runs only the kernels
whose file name contains TEXT. With `--engine=ENGINE` (jit, interp or
auto), rmlir-sim runs with that `--engine`; the default is the
simulator's own (auto).
"""
import glob
import math
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = "/usr/lib/llvm-22"
LOWER = [
    "--normalize-memrefs", "--convert-vector-to-scf", "--lower-affine", "--convert-scf-to-cf",
    # Subviews expand to `affine.apply`, which needs lowering in turn.
    "--expand-strided-metadata", "--lower-affine", "--convert-vector-to-llvm", "--finalize-memref-to-llvm",
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


EMPTY = "func.func @main() {\n  return\n}\n"


def upstream(path, runs):
    """(cpu seconds, stdout) of the lowered kernel under mlir-runner -O3."""
    lowered = subprocess.run([tool("mlir-opt"), *LOWER, path], capture_output=True, check=True).stdout
    runner = [tool("mlir-runner"), "-O3", "-e", "main", "-entry-point-result=void", f"-shared-libs={libs()}"]
    return best(runner, runs, stdin=lowered)


def issued_ops(report):
    """Ops rmlir-sim issued on a unit, from its report."""
    with open(report) as f:
        r = json.load(f)
    return sum(u.get("ops", 0) for u in r.get("units", []))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    vec = "--vec" in sys.argv[1:]
    real = "--real" in sys.argv[1:]
    big = "--big" in sys.argv[1:] or vec or real
    runs = int(args[0]) if args else 3
    sim = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--sim=")]
    only = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--only=")]
    if sim:
        ours = [os.path.abspath(sim[0])]
    else:
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "rmlir-sim"], cwd=ROOT, check=True)
        ours = [os.path.join(ROOT, "target", "release", "rmlir-sim")]
    engine = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--engine=")]
    if engine:
        ours += ["--engine", engine[0]]
        print(f"rmlir-sim --engine {engine[0]}")
    folder = "kernels_vec" if vec else "kernels_real" if real else "kernels_big" if big else "kernels"
    startup = None
    if big:
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(EMPTY)
        startup = upstream(f.name, runs)[0]
        os.unlink(f.name)
        print(f"mlir-runner -O3 start-up (empty @main): {startup:.3f}s")
    ratios = []
    head = f"{'kernel':20} {'rmlir-sim':>10} {'mlir-runner -O3':>16} {'ratio':>7}"
    print(head + ("  start-up share   sim ops/s" if big else ""))
    for k in sorted(glob.glob(os.path.join(ROOT, "benches", folder, "*.mlir"))):
        if only and only[0] not in os.path.basename(k):
            continue
        # The big kernels' timed runs also write the report the ops/s
        # figure comes from (a few kilobytes, once, at the end).
        report = os.path.join(tempfile.gettempdir(), f"interp_speed.{os.getpid()}.json")
        # `--max-cycles 0`: a big kernel may run past the default bound
        # (the stencil's 10240 sweeps take 1.3e10 cycles).
        extra = ["--report", report, "--max-cycles", "0"] if big else []
        t_ours, out_ours = best([*ours, "-q", "--set", "target.default_space=vmem", k, *extra], runs)
        twin = os.path.join(os.path.dirname(k), "upstream", os.path.basename(k))
        t_up, out_up = upstream(twin if os.path.exists(twin) else k, runs)
        if out_ours != out_up:
            sys.exit(f"{k}: outputs differ: {out_ours!r} vs {out_up!r}")
        ratios.append(t_ours / t_up)
        line = f"{os.path.basename(k):20} {t_ours:9.3f}s {t_up:15.3f}s {t_ours / t_up:6.1f}x"
        if big:
            ops = issued_ops(report)
            os.unlink(report)
            line += f"  {startup / t_up:14.0%}   {ops / t_ours / 1e6:7.1f} M"
            if startup / t_up >= 0.2:
                line += "  (start-up share over 20%: make it bigger)"
        print(line)
    geo = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    # The goals: the interpreter within 15x, the JIT (which `auto`
    # runs wherever it compiles) within 1.5x.
    goal = "15x" if engine == ["interp"] else "1.5x"
    print(f"geomean: rmlir-sim is {geo:.1f}x slower than mlir-runner -O3 (goal: at most {goal})")


if __name__ == "__main__":
    main()
