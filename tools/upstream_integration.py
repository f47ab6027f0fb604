#!/usr/bin/env python3
"""Runs upstream integration tests both ways and compares what they print.

For each file (one of upstream's `mlir/test/Integration/**/CPU/*.mlir`,
saved under /tmp; they are not part of this repository):

1. reads its first `RUN:` line (with `DEFINE:`/`REDEFINE:` expanded) that
   pipes `mlir-opt %s ...` into `mlir-runner` (or the old name
   `mlir-cpu-runner`);
2. decides whether the file is *eligible*: its ops are all in the dialects
   given by `--dialects`, it uses no scalable vectors, its pipeline uses no
   `-test-*` pass except `-test-lower-to-llvm` (the others transform the IR
   before it runs) and no transform interpreter, and its runner needs no
   target-specific flags;
3. runs upstream: the pipeline of the RUN line through `mlir-opt`, then
   `mlir-runner` with the entry and the runtime libraries it names; a file
   upstream cannot run here is not eligible either;
4. runs ours: `rmlir-sim` on the file before lowering, with the same entry;
5. compares stdout byte for byte, except the buffer addresses that
   `printMemref*` prints (host pointers, different on every run).

Knows no op: the dialect list is data (the default is issue 15's list).
Prints one line per file, the figure "N of M eligible files print what
mlir-runner prints", and each miss with rmlir-sim's first error line.

usage: tools/upstream_integration.py [--rmlir-sim PATH] [--llvm DIR]
                                     [--dialects a,b,...] [--diff] FILE...
"""

import argparse
import os
import re
import shlex
import subprocess

DIALECTS = "vector,memref,scf,affine,arith,cf,math,ub,func,builtin"
# What the runtime library names stand for on the RUN line.
LIBS = {
    "%mlir_c_runner_utils": "libmlir_c_runner_utils",
    "%mlir_runner_utils": "libmlir_runner_utils",
}
RUNNERS = ("mlir-runner", "mlir-cpu-runner")
# Tried in turn when the file's own pipeline fails under this LLVM (the stored
# copy of a file may predate a pass rename).
STANDARD = [
    ["--convert-vector-to-scf", "--convert-scf-to-cf", "--test-lower-to-llvm"],
    ["--expand-realloc", "--convert-vector-to-scf", "--lower-affine", "--convert-scf-to-cf",
     "--expand-strided-metadata", "--convert-vector-to-llvm", "--finalize-memref-to-llvm",
     "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-func-to-llvm",
     "--convert-cf-to-llvm", "--convert-index-to-llvm", "--convert-ub-to-llvm",
     "--reconcile-unrealized-casts"],
]
# Runner options that only select the entry and its result type.
RUNNER_PLAIN = ("-e", "--e", "-entry-point-result", "--entry-point-result", "-shared-libs",
                "--shared-libs", "-O0", "-O1", "-O2", "-O3", "--O0", "--O1", "--O2", "--O3")
OP_NAME = re.compile(r'^\s*(?:%[\w#:, %]*=\s*)?"?([a-z_][a-z0-9_]*)\.([a-z0-9_.]+)')
BARE_FUNC_OPS = re.compile(r"^\s*(?:%[\w#:, %]*=\s*)?(return|call|func)\b")


def run_lines(text):
    """The RUN commands of `text`, continuations joined, DEFINEs expanded."""
    defs, cmds, cur, kind = {}, [], "", None
    for line in text.splitlines():
        m = re.match(r"\s*//\s*(RUN|DEFINE|REDEFINE):(.*)$", line)
        if not m:
            continue
        body = m.group(2)
        cont = body.rstrip().endswith("\\")
        cur += body.rstrip()[:-1] if cont else body
        kind = kind or m.group(1)
        if cont:
            continue
        if kind == "RUN":
            for k, v in defs.items():
                cur = cur.replace(k, v)
            cmds.append(cur.strip())
        else:
            name, _, value = cur.partition("=")
            defs[name.strip()] = value.strip()
        cur, kind = "", None
    return cmds


def split_pipe(cmd):
    """`cmd` split at top-level `|` into argument lists."""
    # `|` splits stages even when written against a word (`casts| \`).
    lex = shlex.shlex(cmd, posix=True, punctuation_chars="|")
    lex.whitespace_split = True
    try:
        words = list(lex)
    except ValueError:
        return None
    stages, cur = [], []
    for w in words:
        if w == "|":
            stages.append(cur)
            cur = []
        else:
            cur.append(w)
    stages.append(cur)
    return stages


def find_lib(llvm, stem):
    libdir = os.path.join(llvm, "lib")
    for name in sorted(os.listdir(libdir)):
        if name.startswith(stem + ".so"):
            return os.path.join(libdir, name)
    return None


class Plan:
    """What the RUN line asks: mlir-opt stages, the entry, the libraries."""

    def __init__(self, opts, entry, result, libs):
        self.opts, self.entry, self.result, self.libs = opts, entry, result, libs
        # Set when upstream ran it through a STANDARD pipeline instead.
        self.fallback = False


def option_value(args, i, name):
    """Value of option `name` at `args[i]` (`-x=v`, `--x=v` or `-x v`)."""
    a = args[i]
    for dash in ("-", "--"):
        if a.startswith(dash + name + "="):
            return a.split("=", 1)[1], i
        if a == dash + name and i + 1 < len(args):
            return args[i + 1], i + 1
    return None, i


def plan_of(cmd):
    """(Plan, None) or (None, why the RUN line is out of scope)."""
    stages = split_pipe(cmd)
    if not stages:
        return None, "RUN line does not parse"
    opts, runner = [], None
    for st in stages:
        if not st:
            return None, "empty pipeline stage"
        if st[0] == "mlir-opt":
            if runner is not None:
                return None, "mlir-opt after the runner"
            opts.append(st[1:])
        elif st[0] in RUNNERS:
            runner = st[1:]
        elif st[0] == "FileCheck":
            break
        else:
            return None, f"pipeline runs {st[0]}"
    if runner is None or not opts:
        return None, "no mlir-opt | mlir-runner pipeline"
    for args in opts:
        for a in args:
            if "%s" != a and a.startswith("%") or "%{" in a:
                return None, f"lit substitution {a}"
            flag = a.lstrip("-")
            if flag.startswith("test-") and not flag.startswith("test-lower-to-llvm"):
                return None, f"test pass {a}"
            if "transform-interpreter" in a or "transform-" in flag[:10]:
                return None, f"transform pass {a}"
    entry, result, libs, i = "main", "void", [], 0
    while i < len(runner):
        a = runner[i]
        v, j = option_value(runner, i, "e")
        if v is not None:
            entry, i = v, j + 1
            continue
        v, j = option_value(runner, i, "entry-point-result")
        if v is not None:
            result, i = v, j + 1
            continue
        v, j = option_value(runner, i, "shared-libs")
        if v is not None:
            for lib in v.split(","):
                if lib not in LIBS:
                    return None, f"runner library {lib}"
                libs.append(LIBS[lib])
            i = j + 1
            continue
        if a not in RUNNER_PLAIN:
            return None, f"runner option {a}"
        i += 1
    return Plan(opts, entry, result, libs), None


def outside_dialects(text, dialects):
    """The first op or type of `text` outside `dialects`, or None."""
    for n, line in enumerate(text.splitlines(), 1):
        code = line.split("//", 1)[0]
        if not code.strip():
            continue
        if re.search(r"vector<[^>]*\[", code):
            return f"line {n}: scalable vector"
        for ty in ("tensor<", "!llvm.", "complex<", "!transform."):
            if ty in code:
                return f"line {n}: type {ty.rstrip('<.')}"
        m = OP_NAME.match(code)
        if m and m.group(1) not in dialects and not BARE_FUNC_OPS.match(code):
            return f"line {n}: op {m.group(1)}.{m.group(2).split('(')[0]}"
    return None


def sh(cmd, stdin=None, timeout=120):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, b"", b"timeout"
    return p.returncode == 0, p.stdout, p.stderr


def upstream(plan, path, llvm):
    """(ok, stdout or why): the file's pipeline, else the standard one."""
    ok, out = upstream_with(plan.opts, plan, path, llvm)
    for passes in [] if ok else STANDARD:
        ok2, out2 = upstream_with([passes], plan, path, llvm)
        if ok2:
            plan.fallback = True
            return ok2, out2
    return ok, out


def upstream_with(opts, plan, path, llvm):
    with open(path, "rb") as f:
        data = f.read()
    for args in opts:
        args = [a for a in args if a != "%s"]
        ok, data, err = sh([os.path.join(llvm, "bin", "mlir-opt")] + args + ["-"], data)
        if not ok:
            return False, "mlir-opt: " + first_line(err)
    libs = []
    for stem in plan.libs:
        lib = find_lib(llvm, stem)
        if lib is None:
            return False, f"{stem} is not in {llvm}/lib"
        libs.append(lib)
    cmd = [os.path.join(llvm, "bin", "mlir-runner"), "-e", plan.entry,
           f"-entry-point-result={plan.result}"]
    if libs:
        cmd.append("-shared-libs=" + ",".join(libs))
    ok, out, err = sh(cmd, data)
    if not ok:
        return False, "mlir-runner: " + first_line(err)
    return True, out


def ours(plan, path, sim):
    cmd = [sim, "--quiet", "--set", "target.default_space=vmem", "--entry", plan.entry, path]
    ok, out, err = sh(cmd)
    return ok, out, first_line(err)


def first_line(err):
    for line in err.decode("utf-8", "replace").splitlines():
        if line.strip():
            return line.strip()
    return "(no message)"


ADDRESS = re.compile(rb"base@ = (0x[0-9a-f]+|0)")


def without_addresses(out):
    """`out` with the buffer addresses `printMemref*` prints replaced: the
    runner prints host pointers, which differ from run to run."""
    return ADDRESS.sub(b"base@ = <address>", out)


def first_difference(a, b):
    al, bl = a.decode("utf-8", "replace").splitlines(), b.decode("utf-8", "replace").splitlines()
    for n, (x, y) in enumerate(zip(al, bl), 1):
        if x != y:
            return f"line {n}: mlir-runner {x!r}, rmlir-sim {y!r}"
    return f"mlir-runner printed {len(al)} lines, rmlir-sim {len(bl)}"


def check(path, args, dialects):
    """(status, detail): status is match, miss, or a reason it is not eligible.

    Every RUN line that pipes mlir-opt into the runner counts: the file
    matches when rmlir-sim prints what the runner prints for each of them
    that upstream can run here."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    plans, why = [], "no RUN line"
    for cmd in run_lines(text):
        plan, w = plan_of(cmd)
        if plan:
            plans.append(plan)
        elif not plans:
            why = w
    if not plans:
        return "ineligible", why
    why = outside_dialects(text, dialects)
    if why:
        return "ineligible", why
    # mlir-runner prints an integer result after the program's output, as
    # rmlir-sim does; how it prints a float result is not the same.
    odd = [p.result for p in plans if p.result not in ("void", "i32", "i64")]
    if odd:
        return "ineligible", f"entry returns {odd[0]}"
    ran, fails = 0, None
    for plan in plans:
        ok, theirs = upstream(plan, path, args.llvm)
        if not ok:
            fails = fails or theirs
            continue
        ran += 1
        ok, mine, err = ours(plan, path, args.rmlir_sim)
        if not ok:
            return "miss", f"rmlir-sim: {err}"
        theirs, mine = without_addresses(theirs), without_addresses(mine)
        if mine != theirs:
            detail = f"-e {plan.entry}: " + first_difference(theirs, mine)
            if args.diff:
                detail += "\n--- mlir-runner\n" + theirs.decode() + "--- rmlir-sim\n" + mine.decode()
            return "miss", detail
    if not ran:
        return "upstream-fails", fails
    if any(p.fallback for p in plans):
        return "match", "upstream ran a fallback pipeline: its own fails under this LLVM"
    return "match", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rmlir-sim", default="target/debug/rmlir-sim")
    ap.add_argument("--llvm", default="/usr/lib/llvm-22")
    ap.add_argument("--dialects", default=DIALECTS)
    ap.add_argument("--diff", action="store_true", help="print both outputs of a miss")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    dialects = set(args.dialects.split(","))
    counts, misses = {}, []
    for path in args.files:
        status, detail = check(path, args, dialects)
        counts[status] = counts.get(status, 0) + 1
        print(f"{status:15} {path}" + (f"  ({detail.splitlines()[0]})" if detail else ""))
        if status == "miss":
            misses.append((path, detail))
    eligible = counts.get("match", 0) + counts.get("miss", 0)
    print()
    print(f"{counts.get('match', 0)} of {eligible} eligible files print what mlir-runner prints"
          f" ({counts.get('ineligible', 0)} not eligible, "
          f"{counts.get('upstream-fails', 0)} that upstream cannot run here)")
    for path, detail in misses:
        print(f"miss: {path}: {detail}")


if __name__ == "__main__":
    main()
