#!/usr/bin/env python3
"""Random linalg kernels on memrefs, lowered by a random upstream pipeline,
so the engines run real compiler output (super-vectorized, tiled,
unrolled, jammed, scalar-replaced loops) and not only our generator's.

    python3 tools/gen_linalg.py SEED            # the linalg source
    python3 tools/gen_linalg.py SEED --passes   # the pipeline's mlir-opt flags

`tools/diff_engines.py --linalg` lowers each with `mlir-opt` 22, runs the
result under both engines, and compares the printed values with
`mlir-runner`'s on the same lowered file.
"""

import argparse
import random
import sys

PIPELINES = [
    "--convert-linalg-to-loops",
    "--convert-linalg-to-affine-loops",
    "--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=4",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=-1}))",
    "--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=5 --canonicalize --lower-affine",
    "--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=8 --canonicalize",
    "--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=16",
    "--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=3",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=3}))",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-tile{tile-size=3},affine-loop-normalize),canonicalize,cse)",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-unroll{unroll-factor=3},affine-loop-unroll-jam{unroll-jam-factor=2},affine-scalrep))",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-fusion,affine-loop-invariant-code-motion,canonicalize,cse,affine-scalrep))",
    "--pass-pipeline=builtin.module(linalg-generalize-named-ops,convert-linalg-to-affine-loops,func.func(affine-loop-tile{tile-size=4},affine-super-vectorize{virtual-vector-size=4}))",
    "--convert-linalg-to-loops --scf-for-loop-peeling --scf-for-loop-specialization --canonicalize",
    "--convert-linalg-to-parallel-loops --scf-parallel-loop-tiling=parallel-loop-tile-sizes=2,3",
    "--pass-pipeline=builtin.module(convert-linalg-to-affine-loops,func.func(affine-loop-tile{tile-size=2},affine-data-copy-generate{fast-mem-space=0}))",
    "--convert-linalg-to-affine-loops --lower-affine --convert-scf-to-cf",
    "--convert-linalg-to-affine-loops --affine-super-vectorize=virtual-vector-size=4 --lower-affine --convert-vector-to-scf --canonicalize",
    "--convert-linalg-to-loops --arith-emulate-wide-int=widest-int-supported=32",
]

TYPES = ["i32", "f32", "i8", "f64", "i64", "i16", "f16"]


def lit(t, v):
    return f"{float(v)}" if t.startswith("f") else str(v)


class Lin:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.t = self.r.choice(TYPES)
        self.lines = []
        self.n = 0
        self.bufs = []

    def fresh(self, p):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s):
        self.lines.append("  " + s)

    def alloc(self, shape):
        m = self.fresh("m")
        ty = f"memref<{'x'.join(map(str, shape))}x{self.t}>"
        self.emit(f"{m} = memref.alloc() : {ty}")
        self.bufs.append((m, shape, ty))
        mul = self.r.choice([1, 3, 7, 13])
        mod = self.r.choice([5, 11, 17, 251])
        self.fill_calls.append((m, ty, shape, mul, mod))
        return m, ty

    def kernel(self):
        self.fill_calls = []
        r = self.r
        t = self.t
        dims = lambda: r.choice([1, 2, 3, 4, 5, 7, 8, 9, 16, 17])  # noqa: E731
        ops = []
        for _ in range(r.randrange(1, 4)):
            k = r.choice(["matmul", "ewise", "reduce", "fill_matmul", "matvec", "transpose_add", "batch"])
            if k in ("matmul", "fill_matmul"):
                m, n, kk = dims(), dims(), dims()
                a, ta = self.alloc([m, kk])
                b, tb = self.alloc([kk, n])
                c, tc = self.alloc([m, n])
                if k == "fill_matmul":
                    ops.append(f"linalg.fill ins(%z : {t}) outs({c} : {tc})")
                ops.append(f"linalg.matmul ins({a}, {b} : {ta}, {tb}) outs({c} : {tc})")
            elif k == "batch":
                bb, m, n, kk = r.choice([1, 2, 3]), dims(), dims(), dims()
                a, ta = self.alloc([bb, m, kk])
                b, tb = self.alloc([bb, kk, n])
                c, tc = self.alloc([bb, m, n])
                ops.append(f"linalg.batch_matmul ins({a}, {b} : {ta}, {tb}) outs({c} : {tc})")
            elif k == "matvec":
                m, n = dims(), dims()
                a, ta = self.alloc([m, n])
                x, tx = self.alloc([n])
                y, ty = self.alloc([m])
                ops.append(f"linalg.matvec ins({a}, {x} : {ta}, {tx}) outs({y} : {ty})")
            elif k == "ewise":
                m, n = dims(), dims()
                a, ta = self.alloc([m, n])
                b, tb = self.alloc([m, n])
                c, tc = self.alloc([m, n])
                op = r.choice(self.ewise_ops())
                ops.append(
                    "linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = "
                    f"[\"parallel\", \"parallel\"]}} ins({a}, {b} : {ta}, {tb}) outs({c} : {tc}) {{\n"
                    f"  ^bb0(%x: {t}, %y: {t}, %o: {t}):\n"
                    f"    %e = {op} %x, %y : {t}\n"
                    f"    %e2 = {self.comb()} %e, %o : {t}\n"
                    f"    linalg.yield %e2 : {t}\n  }}"
                )
            elif k == "reduce":
                m, n = dims(), dims()
                a, ta = self.alloc([m, n])
                c, tc = self.alloc([m])
                op = r.choice(self.red_ops())
                ops.append(
                    "linalg.generic {indexing_maps = [#id2, #row], iterator_types = "
                    f"[\"parallel\", \"reduction\"]}} ins({a} : {ta}) outs({c} : {tc}) {{\n"
                    f"  ^bb0(%x: {t}, %o: {t}):\n"
                    f"    %e = {op} %x, %o : {t}\n"
                    f"    linalg.yield %e : {t}\n  }}"
                )
            else:
                m, n = dims(), dims()
                a, ta = self.alloc([m, n])
                c, tc = self.alloc([n, m])
                ops.append(
                    "linalg.generic {indexing_maps = [#tr, #id2], iterator_types = "
                    f"[\"parallel\", \"parallel\"]}} ins({a} : {ta}) outs({c} : {tc}) {{\n"
                    f"  ^bb0(%x: {t}, %o: {t}):\n"
                    f"    %e = {self.comb()} %x, %o : {t}\n"
                    f"    linalg.yield %e : {t}\n  }}"
                )
        out = ["#id2 = affine_map<(d0, d1) -> (d0, d1)>", "#row = affine_map<(d0, d1) -> (d0)>",
               "#tr = affine_map<(d0, d1) -> (d1, d0)>", ""]
        out.append("func.func @main() {")
        out.append(f"  %z = arith.constant {lit(t, 0)} : {t}")
        out += self.lines
        for (m, ty, shape, mul, mod) in self.fill_calls:
            out += self.fill(m, ty, shape, mul, mod)
        out += ["  " + o for o in ops]
        for (m, shape, ty) in self.bufs:
            out += self.show(m, ty, shape)
        out.append("  return")
        out.append("}")
        return "\n".join(out) + "\n"

    def is_float(self):
        return self.t.startswith("f")

    def ewise_ops(self):
        if self.is_float():
            return ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.minimumf", "arith.divf"]
        return ["arith.addi", "arith.muli", "arith.subi", "arith.maxsi", "arith.minui", "arith.xori"]

    def red_ops(self):
        if self.is_float():
            return ["arith.addf", "arith.mulf", "arith.maximumf", "arith.minnumf"]
        return ["arith.addi", "arith.muli", "arith.maxsi", "arith.minui", "arith.xori"]

    def comb(self):
        return "arith.addf" if self.is_float() else self.r.choice(["arith.addi", "arith.xori"])

    def fill(self, m, ty, shape, mul, mod):
        """Nested loops storing ((linear index * mul) mod mod) - mod/2."""
        lines = []
        ivs = []
        lines.append(f"  // fill {m}")
        for d in shape:
            iv = self.fresh("i")
            lines.append("  " * (len(ivs) + 1) + f"scf.for {iv} = %c0 to %c{d} step %c1 {{")
            ivs.append(iv)
            self.consts.add(d)
        ind = "  " * (len(ivs) + 1)
        lin = ivs[0]
        for iv, d in zip(ivs[1:], shape[1:]):
            x = self.fresh("x")
            lines.append(f"{ind}{x} = arith.muli {lin}, %c{d} : index")
            y = self.fresh("x")
            lines.append(f"{ind}{y} = arith.addi {x}, {iv} : index")
            lin = y
        a = self.fresh("x")
        lines.append(f"{ind}{a} = arith.index_cast {lin} : index to i32")
        b = self.fresh("x")
        lines.append(f"{ind}{b} = arith.constant {mul} : i32")
        c = self.fresh("x")
        lines.append(f"{ind}{c} = arith.muli {a}, {b} : i32")
        d = self.fresh("x")
        lines.append(f"{ind}{d} = arith.constant {mod} : i32")
        e = self.fresh("x")
        lines.append(f"{ind}{e} = arith.remui {c}, {d} : i32")
        f = self.fresh("x")
        lines.append(f"{ind}{f} = arith.constant {mod // 2} : i32")
        g = self.fresh("x")
        lines.append(f"{ind}{g} = arith.subi {e}, {f} : i32")
        v = self.fresh("x")
        t = self.t
        if t.startswith("f"):
            lines.append(f"{ind}{v} = arith.sitofp {g} : i32 to {t}")
        elif t == "i32":
            v = g
        elif int(t[1:]) < 32:
            lines.append(f"{ind}{v} = arith.trunci {g} : i32 to {t}")
        else:
            lines.append(f"{ind}{v} = arith.extsi {g} : i32 to {t}")
        lines.append(f"{ind}memref.store {v}, {m}[{', '.join(ivs)}] : {ty}")
        for k in range(len(ivs), 0, -1):
            lines.append("  " * k + "}")
        return lines

    def show(self, m, ty, shape):
        lines = []
        ivs = []
        for d in shape:
            iv = self.fresh("i")
            lines.append("  " * (len(ivs) + 1) + f"scf.for {iv} = %c0 to %c{d} step %c1 {{")
            ivs.append(iv)
            self.consts.add(d)
        ind = "  " * (len(ivs) + 1)
        v = self.fresh("x")
        lines.append(f"{ind}{v} = memref.load {m}[{', '.join(ivs)}] : {ty}")
        t = self.t
        if t == "f16":
            w = self.fresh("x")
            lines.append(f"{ind}{w} = arith.extf {v} : f16 to f32")
            v, t = w, "f32"
        lines.append(f"{ind}vector.print {v} : {t}")
        for k in range(len(ivs), 0, -1):
            lines.append("  " * k + "}")
        return lines


def kernel(seed):
    g = Lin(seed)
    g.consts = {0, 1}
    body = g.kernel()
    consts = "".join(f"  %c{d} = arith.constant {d} : index\n" for d in sorted(g.consts))
    return body.replace("func.func @main() {\n", "func.func @main() {\n" + consts, 1)


def passes(seed):
    return random.Random(seed * 7919 + 1).choice(PIPELINES)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", type=int)
    ap.add_argument("--passes", action="store_true")
    a = ap.parse_args()
    sys.stdout.write(passes(a.seed) + "\n" if a.passes else kernel(a.seed))


if __name__ == "__main__":
    main()
