#!/usr/bin/env python3
"""Random *valid* MLIR kernels that stress the simulator's engines.

`python3 tools/gen_kernels.py SEED [--kind K]` prints one kernel. Every
decision reads `random.Random(SEED)`, so a seed names its kernel for good.
The kernels mix, in nested `scf.for` / `affine.for` / `scf.while` /
`scf.if` regions with loop-carried values:

- integers of widths 1, 3, 8, 13, 16, 32, 33, 64, 65, 128 and `index`,
  with the width's edges as constants (0, 1, -1, the sign bit alone, the
  largest value), shifts by at least the width, divisions by values that
  may be zero or `INT_MIN / -1`, `extui`/`extsi`/`trunci` chains;
- f16, bf16, f32, f64 with NaN (several payloads), infinities and -0.0,
  min/max of every kind, `fma`, conversions both ways;
- memrefs of every element type, with identity, `subview`,
  `reinterpret_cast` and dynamic layouts, loads and stores whose indices
  are affine in the loop or not, stores that alias loads of the same
  buffer shifted;
- `vector` ops on 1 to 20 lanes (both sides of the JIT's 16-lane native
  limit): elementwise ops, reductions, `fma`, shuffles, broadcasts,
  `transfer_read` with padding and masks, `transfer_write`, `vector.load`
  and `vector.store`;
- `cf.assert`, calls to helper functions, `memref.dma_start` /
  `dma_wait` on buffers the loops also touch.

`tools/diff_engines.py` runs batches of them under both engines, and
`tests/jit_adversarial.rs` a fixed batch (`--batch DIR --to END --kind
all`: seed `s` is of kind `KINDS[s % 6]`). Kinds (`--kind`): `mixed`
(default, everything), `int`, `float`, `mem`, `vec`, `loops` (nests the
memo and the tight copies take, [`Gen.memo_nest`]).
"""

import argparse
import random
import sys

INT_WIDTHS = [1, 3, 8, 13, 16, 32, 33, 64, 65, 128]
FLOATS = ["f16", "bf16", "f32", "f64"]
FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
# Quiet NaN, another quiet NaN payload, +inf, -inf, -0.0 as bit patterns.
FLOAT_SPECIALS = {
    "f16": ["0x7E00", "0x7E01", "0x7C00", "0xFC00", "0x8000", "0x7BFF"],
    "bf16": ["0x7FC0", "0x7FC1", "0x7F80", "0xFF80", "0x8000", "0x7F7F"],
    "f32": ["0x7FC00000", "0x7FC00001", "0x7F800000", "0xFF800000", "0x80000000", "0x7F7FFFFF"],
    "f64": [
        "0x7FF8000000000000",
        "0x7FF8000000000001",
        "0x7FF0000000000000",
        "0xFFF0000000000000",
        "0x8000000000000000",
        "0x7FEFFFFFFFFFFFFF",
    ],
}
INT_BIN = [
    "addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrui", "shrsi",
    "maxsi", "minsi", "maxui", "minui",
]
INT_DIV = ["divui", "divsi", "remui", "remsi", "ceildivsi", "ceildivui", "floordivsi"]
FLOAT_BIN = ["addf", "subf", "mulf", "divf", "maximumf", "minimumf", "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"]
INT_RED = ["add", "mul", "and", "or", "xor", "minsi", "maxsi", "minui", "maxui"]
FLOAT_RED = ["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"]


def is_int(t):
    return t.startswith("i") and t != "index"


def width(t):
    if t == "index":
        return 64
    if is_int(t):
        return int(t[1:])
    return FLOAT_BITS[t]


def signed(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


class Gen:
    def __init__(self, seed, kind):
        self.r = random.Random(seed)
        self.kind = kind
        self.n = 0
        self.lines = []
        self.ind = 1
        # Scopes of SSA values: list of dicts type -> [names].
        self.scopes = [{}]
        self.ivs = [[]]
        self.buf_scopes = [[]]  # (name, elem type, shape list, layout)
        self.helpers = []
        self.consts = {}
        self.budget = 60
        self.depth = 0

    # ---- bookkeeping
    def fresh(self, p="v"):
        self.n += 1
        return f"%{p}{self.n}"

    def emit(self, s):
        self.lines.append("  " * self.ind + s)
        self.budget -= 1

    def add(self, name, t):
        self.scopes[-1].setdefault(t, []).append(name)

    def vals(self, t):
        out = []
        for s in self.scopes:
            out += s.get(t, [])
        return out

    @property
    def bufs(self):
        return [b for s in self.buf_scopes for b in s]

    def push(self):
        self.scopes.append({})
        self.buf_scopes.append([])

    def pop(self):
        self.scopes.pop()
        self.buf_scopes.pop()

    def all_types(self):
        ts = set()
        for s in self.scopes:
            ts |= {t for t, v in s.items() if v}
        return sorted(ts)

    def cidx(self, k):
        """An index constant, defined at function top."""
        name = f"%c{k}" if k >= 0 else f"%cm{-k}"
        if k not in self.consts:
            self.consts[k] = name
        return name

    def pick_int_type(self):
        if self.kind == "float":
            return self.r.choice(["i32", "i8", "i64"])
        return f"i{self.r.choice(INT_WIDTHS)}"

    def pick_type(self):
        k = self.kind
        if k == "int":
            return self.pick_int_type() if self.r.random() < 0.85 else "index"
        if k == "float":
            return self.r.choice(FLOATS)
        x = self.r.random()
        if x < 0.55:
            return self.pick_int_type()
        if x < 0.65:
            return "index"
        return self.r.choice(FLOATS)

    # ---- constants
    def int_literal(self, t):
        w = width(t)
        r = self.r.random()
        if r < 0.35:
            v = self.r.choice([0, 1, -1, 2, 3, 7, -2])
        elif r < 0.6:
            v = self.r.choice([1 << (w - 1), (1 << (w - 1)) - 1, (1 << w) - 1, w, w - 1, w + 1, 2 * w])
        elif r < 0.8:
            v = self.r.randrange(-300, 300)
        else:
            v = self.r.getrandbits(w)
        v = signed(v, w)
        return str(v)

    def float_literal(self, t):
        r = self.r.random()
        if r < 0.3:
            return self.r.choice(FLOAT_SPECIALS[t])
        if r < 0.5:
            return self.r.choice(["0.0", "1.0", "-1.0", "0.5", "-2.5", "3.0", "1.0e-3"])
        return repr(round(self.r.uniform(-100, 100), 2))

    def const(self, t):
        v = self.fresh("k")
        if t == "index":
            self.emit(f"{v} = arith.constant {self.r.choice([0, 1, 2, 5, 7, 13, 64, 1000, -1])} : index")
        elif is_int(t):
            self.emit(f"{v} = arith.constant {self.int_literal(t)} : {t}")
        else:
            self.emit(f"{v} = arith.constant {self.float_literal(t)} : {t}")
        self.add(v, t)
        return v

    def val(self, t):
        vs = self.vals(t)
        if vs and self.r.random() < 0.75:
            return self.r.choice(vs)
        return self.const(t)

    # ---- scalar ops
    def int_op(self, t):
        a, b = self.val(t), self.val(t)
        v = self.fresh()
        x = self.r.random()
        if x < 0.55:
            op = self.r.choice(INT_BIN)
            self.emit(f"{v} = arith.{op} {a}, {b} : {t}")
        elif x < 0.75:
            op = self.r.choice(INT_DIV)
            if self.r.random() < 0.8:
                # Never zero: b | 1 (still -1 for INT_MIN / -1).
                one = self.const_of(t, 1)
                d = self.fresh()
                self.emit(f"{d} = arith.ori {b}, {one} : {t}")
                b = d
            self.emit(f"{v} = arith.{op} {a}, {b} : {t}")
        elif x < 0.85:
            self.compare_select("cmpi", CMPI, v, a, b, t)
        else:
            return self.cast_to(t)
        self.add(v, t)
        return v

    def compare_select(self, cmp, preds, v, a, b, t):
        """`v = select(a <pred> b, a, b)` for a random predicate of `preds`."""
        p = self.r.choice(preds)
        c = self.fresh()
        self.emit(f"{c} = arith.{cmp} {p}, {a}, {b} : {t}")
        self.add(c, "i1")
        self.emit(f"{v} = arith.select {c}, {a}, {b} : {t}")

    def const_of(self, t, k):
        v = self.fresh("k")
        lit = -1 if t == "i1" and k else k
        self.emit(f"{v} = arith.constant {lit} : {t}")
        return v

    def cast_to(self, t):
        """A value of type `t` made from a value of another type."""
        src_ts = [s for s in self.all_types() if s != t and not s.startswith("vector")]
        if not src_ts:
            return self.const(t)
        s = self.r.choice(src_ts)
        a = self.r.choice(self.vals(s))
        v = self.fresh()
        if t == "index":
            if is_int(s):
                op = self.r.choice(["index_cast", "index_castui"])
                self.emit(f"{v} = arith.{op} {a} : {s} to index")
            else:
                return self.const(t)
        elif is_int(t):
            if s == "index":
                op = self.r.choice(["index_cast", "index_castui"])
                self.emit(f"{v} = arith.{op} {a} : index to {t}")
            elif is_int(s):
                if width(s) < width(t):
                    op = self.r.choice(["extui", "extsi"])
                    self.emit(f"{v} = arith.{op} {a} : {s} to {t}")
                else:
                    self.emit(f"{v} = arith.trunci {a} : {s} to {t}")
            else:
                if width(t) == width(s) and self.r.random() < 0.5:
                    self.emit(f"{v} = arith.bitcast {a} : {s} to {t}")
                else:
                    op = self.r.choice(["fptosi", "fptoui"])
                    self.emit(f"{v} = arith.{op} {a} : {s} to {t}")
        else:
            if is_int(s):
                if width(t) == width(s) and self.r.random() < 0.5:
                    self.emit(f"{v} = arith.bitcast {a} : {s} to {t}")
                else:
                    op = self.r.choice(["sitofp", "uitofp"])
                    self.emit(f"{v} = arith.{op} {a} : {s} to {t}")
            elif s == "index":
                return self.const(t)
            elif width(s) < width(t) and not (s == "bf16" and t == "f16"):
                self.emit(f"{v} = arith.extf {a} : {s} to {t}")
            elif width(s) > width(t):
                self.emit(f"{v} = arith.truncf {a} : {s} to {t}")
            else:
                return self.const(t)
        self.add(v, t)
        return v

    def float_op(self, t):
        a, b = self.val(t), self.val(t)
        v = self.fresh()
        x = self.r.random()
        if x < 0.6:
            self.emit(f"{v} = arith.{self.r.choice(FLOAT_BIN)} {a}, {b} : {t}")
        elif x < 0.7:
            c = self.val(t)
            self.emit(f"{v} = math.fma {a}, {b}, {c} : {t}")
        elif x < 0.8:
            op = self.r.choice(["arith.negf", "math.absf"])
            self.emit(f"{v} = {op} {a} : {t}")
        elif x < 0.9:
            self.compare_select("cmpf", CMPF, v, a, b, t)
        else:
            return self.cast_to(t)
        self.add(v, t)
        return v

    def scalar(self, t=None):
        t = t or self.pick_type()
        if t == "index":
            a, b = self.val("index"), self.val("index")
            v = self.fresh()
            op = self.r.choice(["addi", "subi", "muli", "andi", "maxui", "minui", "remui"])
            if op == "remui":
                b = self.cidx(self.r.choice([3, 7, 16]))
            self.emit(f"{v} = arith.{op} {a}, {b} : index")
            self.add(v, t)
            return v
        if is_int(t):
            return self.int_op(t)
        return self.float_op(t)

    def show(self, v, t):
        if t == "index" or t.startswith("vector") or is_int(t) or t in FLOATS:
            if t in ("f16", "bf16"):
                # Printed through f32 (upstream's printer takes f16 and
                # bf16 too, but not every runner release does).
                w = self.fresh()
                self.emit(f"{w} = arith.extf {v} : {t} to f32")
                v, t = w, "f32"
            self.emit(f"vector.print {v} : {t}")

    # ---- memory
    def index_into(self, n, raw_ok=True):
        """An index in [0, n) from the loop counters (affine or not), or
        (rarely) one that may fall out of bounds."""
        ivs = [iv for s in self.ivs for iv in s]
        r = self.r.random()
        if ivs and r < 0.7:
            iv = self.r.choice(ivs)
            k = self.r.choice([0, 0, 1, 2, n - 1])
            m = self.r.choice([1, 1, 2, 3])
            e = iv
            if m != 1:
                t = self.fresh("x")
                self.emit(f"{t} = arith.muli {e}, {self.cidx(m)} : index")
                e = t
            if k:
                t = self.fresh("x")
                self.emit(f"{t} = arith.addi {e}, {self.cidx(k)} : index")
                e = t
            if raw_ok and self.r.random() < 0.02:
                return e
            t = self.fresh("x")
            self.emit(f"{t} = arith.remui {e}, {self.cidx(n)} : index")
            return t
        if r < 0.85:
            return self.cidx(self.r.randrange(n))
        # Data dependent.
        v = self.val("index")
        t = self.fresh("x")
        self.emit(f"{t} = arith.remui {v}, {self.cidx(n)} : index")
        return t

    def mtype(self, b):
        name, t, shape, layout = b
        dims = "x".join(str(d) for d in shape)
        lay = f", {layout}" if layout else ""
        return f"memref<{dims}x{t}{lay}>"

    def alloc(self, t=None, shape=None):
        t = t or self.pick_type()
        if shape is None:
            shape = [self.r.choice([4, 7, 8, 16, 17, 33])] if self.r.random() < 0.6 else [
                self.r.choice([2, 3, 5]), self.r.choice([4, 8, 9, 16])]
        name = self.fresh("m")
        dyn = self.r.random() < 0.15
        if dyn:
            args = ", ".join(self.cidx(d) for d in shape)
            dims = "x".join("?" for _ in shape)
            self.emit(f"{name}d = memref.alloc({args}) : memref<{dims}x{t}>")
            self.emit(f"{name} = memref.cast {name}d : memref<{dims}x{t}> to memref<{'x'.join(map(str, shape))}x{t}>")
        else:
            self.emit(f"{name} = memref.alloc() : memref<{'x'.join(map(str, shape))}x{t}>")
        b = (name, t, shape, None)
        self.buf_scopes[-1].append(b)
        self.fill(b)
        return b

    def fill(self, b):
        name, t, shape, _ = b
        ivs = []
        for d in shape:
            iv = self.fresh("i")
            self.emit(f"scf.for {iv} = {self.cidx(0)} to {self.cidx(d)} step {self.cidx(1)} {{")
            self.ind += 1
            ivs.append(iv)
        lin = ivs[0]
        if len(ivs) == 2:
            x = self.fresh("x")
            self.emit(f"{x} = arith.muli {ivs[0]}, {self.cidx(shape[1])} : index")
            y = self.fresh("x")
            self.emit(f"{y} = arith.addi {x}, {ivs[1]} : index")
            lin = y
        seed = self.r.choice([1, 3, 7, 97, 2654435761])
        z = self.fresh("x")
        self.emit(f"{z} = arith.index_cast {lin} : index to i64")
        k = self.fresh("x")
        self.emit(f"{k} = arith.constant {seed} : i64")
        m = self.fresh("x")
        self.emit(f"{m} = arith.muli {z}, {k} : i64")
        off = self.fresh("x")
        self.emit(f"{off} = arith.constant {self.r.randrange(-50, 50)} : i64")
        v = self.fresh("x")
        self.emit(f"{v} = arith.addi {m}, {off} : i64")
        val = self.convert_from_i64(v, t)
        self.emit(f"memref.store {val}, {name}[{', '.join(ivs)}] : {self.mtype(b)}")
        for _ in shape:
            self.ind -= 1
            self.emit("}")

    def convert_from_i64(self, v, t):
        w = self.fresh("x")
        if t == "index":
            self.emit(f"{w} = arith.index_cast {v} : i64 to index")
        elif is_int(t):
            if width(t) < 64:
                self.emit(f"{w} = arith.trunci {v} : i64 to {t}")
            elif width(t) > 64:
                self.emit(f"{w} = arith.extsi {v} : i64 to {t}")
            else:
                return v
        else:
            self.emit(f"{w} = arith.sitofp {v} : i64 to {t}")
        return w

    def load(self):
        if not self.bufs:
            self.alloc()
        b = self.r.choice(self.bufs)
        name, t, shape, _ = b
        idx = [self.index_into(d) for d in shape]
        v = self.fresh()
        if b[3] is None and self.r.random() < 0.3 and self.in_affine():
            self.emit(f"{v} = affine.load {name}[{', '.join(idx)}] : {self.mtype(b)}")
        else:
            self.emit(f"{v} = memref.load {name}[{', '.join(idx)}] : {self.mtype(b)}")
        self.add(v, t)
        return v

    def in_affine(self):
        return False

    def store(self):
        if not self.bufs:
            self.alloc()
        b = self.r.choice(self.bufs)
        name, t, shape, _ = b
        x = self.val(t)
        idx = [self.index_into(d) for d in shape]
        self.emit(f"memref.store {x}, {name}[{', '.join(idx)}] : {self.mtype(b)}")

    def view(self):
        """A strided view of a 1-D or 2-D buffer: a subview with offsets and
        strides, or a reinterpret_cast; then loads and stores through it in a
        loop."""
        cands = [b for b in self.bufs if b[3] is None]
        if not cands:
            return
        b = self.r.choice(cands)
        name, t, shape, _ = b
        v = self.fresh("w")
        if len(shape) == 1:
            n = shape[0]
            st = self.r.choice([1, 2, 3])
            size = self.r.randrange(1, max(2, n // st) + 1)
            size = max(1, min(size, (n - 1) // st + 1))
            off = self.r.randrange(0, n - (size - 1) * st)
            if self.r.random() < 0.5:
                lay = f"strided<[{st}], offset: {off}>"
                self.emit(f"{v} = memref.subview {name}[{off}] [{size}] [{st}] : {self.mtype(b)} to memref<{size}x{t}, {lay}>")
            else:
                lay = f"strided<[{st}], offset: {off}>"
                self.emit(f"{v} = memref.reinterpret_cast {name} to offset: [{off}], sizes: [{size}], strides: [{st}] : {self.mtype(b)} to memref<{size}x{t}, {lay}>")
            vb = (v, t, [size], lay)
        else:
            r, c = shape
            sr = self.r.randrange(1, r + 1)
            sc = self.r.randrange(1, c + 1)
            orow = self.r.randrange(0, r - sr + 1)
            ocol = self.r.randrange(0, c - sc + 1)
            off = orow * c + ocol
            lay = f"strided<[{c}, 1], offset: {off}>"
            self.emit(f"{v} = memref.subview {name}[{orow}, {ocol}] [{sr}, {sc}] [1, 1] : {self.mtype(b)} to memref<{sr}x{sc}x{t}, {lay}>")
            vb = (v, t, [sr, sc], lay)
        self.buf_scopes[-1].append(vb)

    def dma(self):
        """A DMA of a 1-D buffer's prefix into a fresh space-1 buffer, the
        loop touching the source before the wait, then the copy read."""
        cands = [b for b in self.bufs if b[3] is None and len(b[2]) == 1]
        if not cands:
            return
        b = self.r.choice(cands)
        name, t, shape, _ = b
        n = shape[0]
        cnt = self.r.randrange(1, n + 1)
        d = self.fresh("dst")
        tag = self.fresh("tag")
        self.emit(f"{d} = memref.alloc() : memref<{n}x{t}, 1>")
        self.emit(f"{tag} = memref.alloc() : memref<1xi32, 3>")
        self.emit(f"memref.dma_start {name}[{self.cidx(0)}], {d}[{self.cidx(0)}], {self.cidx(cnt)}, {tag}[{self.cidx(0)}] : {self.mtype(b)}, memref<{n}x{t}, 1>, memref<1xi32, 3>")
        if self.r.random() < 0.5:
            # Reads of the source while in flight are allowed.
            x = self.fresh()
            self.emit(f"{x} = memref.load {name}[{self.cidx(self.r.randrange(n))}] : {self.mtype(b)}")
            self.add(x, t)
        self.emit(f"memref.dma_wait {tag}[{self.cidx(0)}], {self.cidx(cnt)} : memref<1xi32, 3>")
        db = (d, t, [n], "1")
        x = self.fresh()
        self.emit(f"{x} = memref.load {d}[{self.cidx(self.r.randrange(cnt))}] : memref<{n}x{t}, 1>")
        self.add(x, t)
        self.show(x, t)

    # ---- vectors
    def vec(self):
        n = self.r.choice([1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 20])
        cands = [b for b in self.bufs if len(b[2]) == 1 and b[3] is None and b[1] != "index"]
        if cands and self.r.random() < 0.7:
            b = self.r.choice(cands)
            t = b[1]
        else:
            t = self.pick_type()
            if t == "index":
                t = "i32"
            b = self.alloc(t, [self.r.choice([8, 16, 20, 33])])
        name, t, shape, _ = b
        vt = f"vector<{n}x{t}>"
        m = shape[0]
        idx = self.index_into(m)
        v = self.fresh("vv")
        pad = self.val(t)
        x = self.r.random()
        if x < 0.4:
            mk = ""
            if self.r.random() < 0.4:
                lim = self.cidx(self.r.randrange(0, n + 1))
                mk_v = self.fresh("mk")
                self.emit(f"{mk_v} = vector.create_mask {lim} : vector<{n}xi1>")
                mk = f", {mk_v}"
            self.emit(f"{v} = vector.transfer_read {name}[{idx}], {pad}{mk} : {self.mtype(b)}, {vt}")
        elif x < 0.6 and n <= m:
            i2 = self.cidx(self.r.randrange(0, m - n + 1))
            self.emit(f"{v} = vector.load {name}[{i2}] : {self.mtype(b)}, {vt}")
        else:
            s = self.val(t)
            self.emit(f"{v} = vector.broadcast {s} : {t} to {vt}")
        # Elementwise work.
        for _ in range(self.r.randrange(1, 4)):
            w = self.fresh("vv")
            o = self.fresh("vv")
            s = self.val(t)
            self.emit(f"{o} = vector.broadcast {s} : {t} to {vt}")
            if is_int(t):
                op = self.r.choice(INT_BIN + ["divui", "remsi"] if self.r.random() < 0.1 else INT_BIN)
                if op in ("divui", "remsi"):
                    one = self.fresh("vv")
                    self.emit(f"{one} = arith.constant dense<1> : {vt}")
                    o2 = self.fresh("vv")
                    self.emit(f"{o2} = arith.ori {o}, {one} : {vt}")
                    o = o2
                a, c = (v, o) if self.r.random() < 0.5 else (o, v)
                self.emit(f"{w} = arith.{op} {a}, {c} : {vt}")
            else:
                y = self.r.random()
                if y < 0.7:
                    self.emit(f"{w} = arith.{self.r.choice(FLOAT_BIN)} {v}, {o} : {vt}")
                else:
                    self.emit(f"{w} = vector.fma {v}, {o}, {v} : {vt}")
            v = w
        if self.r.random() < 0.4 and n > 1:
            perm = [self.r.randrange(2 * n) for _ in range(self.r.choice([n, max(1, n - 1), min(20, n + 3)]))]
            w = self.fresh("vv")
            self.emit(f"{w} = vector.shuffle {v}, {v} [{', '.join(map(str, perm))}] : {vt}, {vt}")
            k = len(perm)
            vt2 = f"vector<{k}x{t}>"
            self.show_vec(w, vt2, t)
        else:
            self.show_vec(v, vt, t)
        # Reduce.
        red = self.fresh()
        if is_int(t):
            kind = self.r.choice(INT_RED)
        else:
            kind = self.r.choice(FLOAT_RED)
        self.emit(f"{red} = vector.reduction <{kind}>, {v} : {vt} into {t}")
        self.add(red, t)
        self.show(red, t)
        # Write back.
        if self.r.random() < 0.6:
            idx = self.index_into(m)
            if self.r.random() < 0.5 or n > m:
                mk = ""
                if self.r.random() < 0.4:
                    lim = self.cidx(self.r.randrange(0, n + 1))
                    mk_v = self.fresh("mk")
                    self.emit(f"{mk_v} = vector.create_mask {lim} : vector<{n}xi1>")
                    mk = f", {mk_v}"
                self.emit(f"vector.transfer_write {v}, {name}[{idx}]{mk} : {vt}, {self.mtype(b)}")
            else:
                i2 = self.cidx(self.r.randrange(0, m - n + 1))
                self.emit(f"vector.store {v}, {name}[{i2}] : {self.mtype(b)}, {vt}")

    def show_vec(self, v, vt, t):
        if t in ("f16", "bf16"):
            n = vt[len("vector<"):].split("x")[0]
            w = self.fresh("vv")
            self.emit(f"{w} = arith.extf {v} : {vt} to vector<{n}xf32>")
            self.emit(f"vector.print {w} : vector<{n}xf32>")
        else:
            self.emit(f"vector.print {v} : {vt}")

    # ---- control flow
    def carried_types(self):
        ts = [t for t in self.all_types() if not t.startswith("vector")]
        k = self.r.randrange(0, 3)
        return [self.r.choice(ts) for _ in range(k)] if ts else []

    def body(self, n):
        for _ in range(n):
            if self.budget <= 0:
                break
            self.stmt()

    def for_loop(self):
        trip = self.r.choice([1, 2, 3, 5, 8, 17, 40, 100, 300])
        lo = self.r.choice([0, 0, 1])
        st = self.r.choice([1, 1, 1, 2, 3])
        hi = lo + trip * st
        ts = self.carried_types()
        inits = [self.val(t) for t in ts]
        iv = self.fresh("i")
        res = [self.fresh("r") for _ in ts]
        args = [self.fresh("a") for _ in ts]
        affine = self.r.random() < 0.25 and not ts
        if affine:
            self.emit(f"affine.for {iv} = {lo} to {hi} step {st} {{")
        elif ts:
            lhs = f"{res[0]}:{len(ts)} = " if len(ts) > 1 else f"{res[0]} = "
            it = ", ".join(f"{a} = {i}" for a, i in zip(args, inits))
            self.emit(f"{lhs}scf.for {iv} = {self.cidx(lo)} to {self.cidx(hi)} step {self.cidx(st)} iter_args({it}) -> ({', '.join(ts)}) {{")
        else:
            self.emit(f"scf.for {iv} = {self.cidx(lo)} to {self.cidx(hi)} step {self.cidx(st)} {{")
        self.ind += 1
        self.push()
        self.ivs.append([iv])
        self.add(iv, "index")
        for a, t in zip(args, ts):
            self.add(a, t)
        self.depth += 1
        saved = self.budget
        self.budget = min(self.budget, 12)
        self.body(self.r.randrange(2, 7))
        if trip <= 5 and self.r.random() < 0.3:
            x = self.r.choice(self.vals("index"))
            self.show(x, "index")
        ys = []
        for a, t in zip(args, ts):
            # Mostly a value computed in the body (loop-carried change).
            cand = self.scopes[-1].get(t, [])
            ys.append(self.r.choice(cand) if cand and self.r.random() < 0.8 else self.scalar(t))
        self.budget = saved - 5
        self.depth -= 1
        self.pop()
        self.ivs.pop()
        if ts:
            self.ind += 0
            self.lines.append("  " * self.ind + f"scf.yield {', '.join(ys)} : {', '.join(ts)}")
        self.ind -= 1
        self.emit("}")
        if len(ts) > 1:
            for i, t in enumerate(ts):
                self.add(f"{res[0]}#{i}", t)
        elif ts:
            self.add(res[0], ts[0])
        for i, t in enumerate(ts):
            r = f"{res[0]}#{i}" if len(ts) > 1 else res[0]
            if self.r.random() < 0.5:
                self.show(r, t)

    def if_stmt(self):
        c = self.vals("i1")
        if c and self.r.random() < 0.7:
            cond = self.r.choice(c)
        else:
            t = self.r.choice(["index"] + [f"i{w}" for w in INT_WIDTHS])
            a, b = self.val(t), self.val(t)
            cond = self.fresh("q")
            self.emit(f"{cond} = arith.cmpi {self.r.choice(CMPI)}, {a}, {b} : {t}")
        ts = self.carried_types()[:1]
        res = self.fresh("r")
        if ts:
            self.emit(f"{res} = scf.if {cond} -> ({ts[0]}) {{")
        else:
            self.emit(f"scf.if {cond} {{")
        for branch in range(2):
            self.ind += 1
            self.push()
            saved = self.budget
            self.budget = min(self.budget, 6)
            self.body(self.r.randrange(1, 4))
            y = self.scalar(ts[0]) if ts else None
            self.budget = saved - 3
            self.pop()
            if ts:
                self.lines.append("  " * self.ind + f"scf.yield {y} : {ts[0]}")
            self.ind -= 1
            if branch == 0:
                if ts or self.r.random() < 0.7:
                    self.emit("} else {")
                else:
                    break
        self.emit("}")
        if ts:
            self.add(res, ts[0])
            self.show(res, ts[0])

    def while_loop(self):
        """A count-down loop: `while (n > 0) { n -= d; acc = f(acc) }`."""
        t = self.r.choice(["i32", "i8", "i64", "i13", "index"])
        n0 = self.fresh("n")
        self.emit(f"{n0} = arith.constant {self.r.randrange(0, 60)} : {t}")
        d = self.fresh("d")
        self.emit(f"{d} = arith.constant {self.r.choice([1, 2, 3, 7])} : {t}")
        z = self.fresh("z")
        self.emit(f"{z} = arith.constant 0 : {t}")
        at = self.r.choice([x for x in self.all_types() if not x.startswith("vector")] or ["i32"])
        a0 = self.val(at)
        res = self.fresh("w")
        bn, ba, an, aa = self.fresh("b"), self.fresh("b"), self.fresh("b"), self.fresh("b")
        self.emit(f"{res}:2 = scf.while ({bn} = {n0}, {ba} = {a0}) : ({t}, {at}) -> ({t}, {at}) {{")
        self.ind += 1
        c = self.fresh("q")
        self.emit(f"{c} = arith.cmpi sgt, {bn}, {z} : {t}")
        self.emit(f"scf.condition({c}) {bn}, {ba} : {t}, {at}")
        self.ind -= 1
        self.emit(f"}} do {{")
        self.emit(f"^bb0({an}: {t}, {aa}: {at}):")
        self.ind += 1
        self.push()
        self.add(aa, at)
        self.add(an, t)
        saved = self.budget
        self.budget = min(self.budget, 6)
        self.body(self.r.randrange(1, 4))
        y = self.scopes[-1].get(at, [aa])
        y = self.r.choice(y) if self.r.random() < 0.8 else self.scalar(at)
        self.budget = saved - 3
        nn = self.fresh("n")
        self.emit(f"{nn} = arith.subi {an}, {d} : {t}")
        self.pop()
        self.lines.append("  " * self.ind + f"scf.yield {nn}, {y} : {t}, {at}")
        self.ind -= 1
        self.emit("}")
        self.add(f"{res}#1", at)
        self.show(f"{res}#1", at)

    def assert_stmt(self):
        t = self.r.choice(["i32", "index", "i8"])
        a = self.val(t)
        c = self.fresh("q")
        p = "eq" if self.r.random() < 0.95 else "ne"
        self.emit(f"{c} = arith.cmpi {p}, {a}, {a} : {t}")
        self.emit(f'cf.assert {c}, "generated assertion"')

    def call(self):
        """A call to a helper that combines two scalars (compiled or not),
        or one that reads and writes a buffer."""
        t = self.pick_type()
        a, b = self.val(t), self.val(t)
        h = f"@h{len(self.helpers)}"
        slot = len(self.helpers)
        self.helpers.append("")
        sub = Gen(self.r.randrange(1 << 30), self.kind)
        sub.helpers = self.helpers
        sub.depth = self.depth + 1
        sub.consts = {}
        sub.add("%p0", t)
        sub.add("%p1", t)
        sub.budget = 8
        sub.body(self.r.randrange(1, 5))
        r = sub.scalar(t)
        consts = sub.const_lines()
        body = "\n".join(consts + sub.lines)
        self.helpers[slot] = (f"func.func {h}(%p0: {t}, %p1: {t}) -> {t} {{\n{body}\n  return {r} : {t}\n}}\n")
        self.bufs_in_helper = sub.bufs
        v = self.fresh()
        self.emit(f"{v} = func.call {h}({a}, {b}) : ({t}, {t}) -> {t}")
        self.add(v, t)
        self.show(v, t)

    def stmt(self):
        k = self.kind
        x = self.r.random()
        weights = {
            "mixed": [("scalar", 25), ("load", 12), ("store", 10), ("for", 10), ("if", 5), ("while", 3),
                      ("vec", 8), ("view", 3), ("dma", 2), ("call", 3), ("assert", 1), ("show", 5),
                      ("pick", 2)],
            "int": [("scalar", 45), ("load", 8), ("store", 8), ("for", 10), ("if", 6), ("while", 4),
                    ("call", 3), ("show", 8)],
            "float": [("scalar", 45), ("load", 8), ("store", 8), ("for", 8), ("if", 5), ("vec", 8),
                      ("show", 8)],
            "mem": [("scalar", 10), ("load", 20), ("store", 20), ("for", 14), ("if", 3), ("view", 8),
                    ("dma", 5), ("show", 3), ("pick", 6)],
            "vec": [("scalar", 10), ("load", 5), ("store", 5), ("for", 8), ("vec", 30), ("show", 3)],
            "loops": [("nest", 10), ("scalar", 2), ("dma", 1), ("view", 1), ("pick", 2)],
        }[k]
        tot = sum(w for _, w in weights)
        x *= tot
        for name, w in weights:
            if x < w:
                break
            x -= w
        if name in ("for", "if", "while", "call") and self.depth >= 3:
            name = "scalar"
        getattr(self, {"scalar": "scalar", "load": "load", "store": "store", "for": "for_loop",
                       "if": "if_stmt", "while": "while_loop", "vec": "vec", "view": "view",
                       "dma": "dma", "call": "call", "nest": "memo_nest", "pick": "pick_buf", "assert": "assert_stmt", "show": "show_any"}[name])()

    def show_any(self):
        ts = [t for t in self.all_types() if not t.startswith("vector")]
        if ts:
            t = self.r.choice(ts)
            self.show(self.r.choice(self.vals(t)), t)

    def const_lines(self):
        out = []
        for k, name in sorted(self.consts.items()):
            out.append(f"  {name} = arith.constant {k} : index")
        return out

    def dump_bufs(self):
        """Every top-level buffer's contents, printed (a checksum loop for
        big ones would hide which element differs)."""
        for b in self.bufs:
            name, t, shape, lay = b
            if lay is not None:
                continue
            ivs = []
            for d in shape:
                iv = self.fresh("i")
                self.emit(f"scf.for {iv} = {self.cidx(0)} to {self.cidx(d)} step {self.cidx(1)} {{")
                self.ind += 1
                ivs.append(iv)
            v = self.fresh()
            self.emit(f"{v} = memref.load {name}[{', '.join(ivs)}] : {self.mtype(b)}")
            self.show(v, t)
            for _ in shape:
                self.ind -= 1
                self.emit("}")

    def memo_nest(self):
        """A loop nest the memo and the JIT's tight copies take: an outer
        sweep around an inner loop of many iterations whose loads and
        stores are affine in the counters (`a*j + d`, with stores that
        alias the loads a few elements on, the Gauss-Seidel shape), a
        carried value, now and then a branch, a print on one iteration
        (the runtime in the middle of a memo'd loop), or a last iteration
        one step past the buffer's end (a fault part-way)."""
        if self.depth:
            return self.scalar()
        r = self.r
        t = self.pick_type()
        n = r.choice([24, 40, 64, 129, 200, 333])
        two_d = r.random() < 0.3
        shape = [r.choice([2, 3, 4]), n] if two_d else [n]
        b = self.alloc(t, shape)
        others = [x for x in self.bufs if x[3] is None and x[2] == shape and x is not b]
        a = r.choice([1, 1, 1, 2]) if not two_d else 1
        ds = [r.randrange(-3, 4) for _ in range(r.randrange(1, 4))]
        lo = max(0, -min(ds + [0]))
        hi = (n - 1 - max(ds + [0])) // a + 1
        if r.random() < 0.08:
            hi += 1
        st = r.choice([1, 1, 1, 2])
        sweeps = r.choice([1, 2, 3, 5])
        ivo = self.fresh("t")
        self.emit(f"scf.for {ivo} = {self.cidx(0)} to {self.cidx(sweeps)} step {self.cidx(1)} {{")
        self.ind += 1
        self.push()
        self.ivs.append([ivo])
        self.depth += 1
        acc_t = self.r.choice([t, "i32", "index"])
        init = self.val(acc_t)
        iv, res, acc = self.fresh("j"), self.fresh("r"), self.fresh("a")
        self.emit(f"{res} = scf.for {iv} = {self.cidx(lo)} to {self.cidx(hi)} step {self.cidx(st)} "
                  f"iter_args({acc} = {init}) -> ({acc_t}) {{")
        self.ind += 1
        self.push()
        self.add(acc, acc_t)
        base = iv
        if a != 1:
            base = self.fresh("x")
            self.emit(f"{base} = arith.muli {iv}, {self.cidx(a)} : index")

        def at(d):
            if d == 0:
                e = base
            else:
                e = self.fresh("x")
                op = "addi" if d > 0 else "subi"
                self.emit(f"{e} = arith.{op} {base}, {self.cidx(abs(d))} : index")
            if two_d:
                row = self.fresh("x")
                self.emit(f"{row} = arith.remui {ivo}, {self.cidx(shape[0])} : index")
                return [row, e]
            return [e]

        for d in ds:
            bb = r.choice([b] + others)
            v = self.fresh()
            self.emit(f"{v} = memref.load {bb[0]}[{', '.join(at(d))}] : {self.mtype(bb)}")
            self.add(v, bb[1])
        for _ in range(r.randrange(1, 5)):
            self.scalar(t)
        if r.random() < 0.2:
            self.if_stmt()
        if r.random() < 0.1:
            k = self.cidx(r.randrange(lo, hi))
            q = self.fresh("q")
            self.emit(f"{q} = arith.cmpi eq, {iv}, {k} : index")
            self.emit(f"scf.if {q} {{")
            self.ind += 1
            self.show(self.r.choice(self.vals(t)), t)
            self.ind -= 1
            self.emit("}")
        for _ in range(r.randrange(1, 3)):
            d = r.choice(ds + [0])
            bb = r.choice([b] + others)
            self.emit(f"memref.store {self.val(bb[1])}, {bb[0]}[{', '.join(at(d))}] : {self.mtype(bb)}")
        y = self.scalar(acc_t) if r.random() < 0.7 else acc
        self.pop()
        self.lines.append("  " * self.ind + f"scf.yield {y} : {acc_t}")
        self.ind -= 1
        self.emit("}")
        self.show(res, acc_t)
        self.depth -= 1
        self.ivs.pop()
        self.pop()
        self.ind -= 1
        self.emit("}")

    def pick_buf(self):
        """A memref chosen at run time between two buffers of one type:
        by `arith.select`, by `scf.if`, or swapped each iteration of a
        loop (ping-pong); then loads and a store through it."""
        pairs = [(x, y) for x in self.bufs for y in self.bufs
                 if x is not y and x[1:] == y[1:] and x[3] is None]
        if not pairs:
            own = [b for b in self.bufs if b[3] is None]
            if not own:
                return self.scalar()
            x = self.r.choice(own)
            pairs = [(x, self.alloc(x[1], list(x[2])))]
        x, y = self.r.choice(pairs)
        ty = self.mtype(x)
        c = self.fresh("q")
        a, b = self.val("index"), self.val("index")
        self.emit(f"{c} = arith.cmpi ult, {a}, {b} : index")
        p = self.fresh("p")
        how = self.r.random()
        if how < 0.4:
            self.emit(f"{p} = arith.select {c}, {x[0]}, {y[0]} : {ty}")
        elif how < 0.7:
            self.emit(f"{p} = scf.if {c} -> ({ty}) {{")
            self.emit(f"  scf.yield {x[0]} : {ty}")
            self.emit("} else {")
            self.emit(f"  scf.yield {y[0]} : {ty}")
            self.emit("}")
        else:
            trip = self.r.choice([2, 3, 5, 40])
            iv, s, d = self.fresh("i"), self.fresh("s"), self.fresh("d")
            self.emit(f"{p}:2 = scf.for {iv} = {self.cidx(0)} to {self.cidx(trip)} step {self.cidx(1)} "
                      f"iter_args({s} = {x[0]}, {d} = {y[0]}) -> ({ty}, {ty}) {{")
            self.ind += 1
            self.push()
            self.ivs.append([iv])
            pb, qb = (s, x[1], x[2], None), (d, x[1], x[2], None)
            self.buf_scopes[-1] += [pb, qb]
            v = self.fresh()
            self.emit(f"{v} = memref.load {s}[{', '.join(self.index_into(n, False) for n in x[2])}] : {ty}")
            self.add(v, x[1])
            w = self.scalar(x[1])
            self.emit(f"memref.store {w}, {d}[{', '.join(self.index_into(n, False) for n in x[2])}] : {ty}")
            self.ivs.pop()
            self.pop()
            self.lines.append("  " * self.ind + f"scf.yield {d}, {s} : {ty}, {ty}")
            self.ind -= 1
            self.emit("}")
            p = f"{p}#0"
        self.buf_scopes[-1].append((p, x[1], x[2], None))

    def kernel(self):
        for _ in range(self.r.randrange(1, 4)):
            self.alloc()
        self.budget = self.r.randrange(15, 60)
        self.body(40)
        self.budget = 10 ** 6
        self.dump_bufs()
        self.cidx(0)
        self.cidx(1)
        out = "".join(self.helpers)
        out += "func.func @main() {\n" + "\n".join(self.const_lines() + self.lines) + "\n  return\n}\n"
        return out


def kernel(seed, kind="mixed"):
    return Gen(seed, kind).kernel()


KINDS = ["mixed", "int", "float", "mem", "vec", "loops"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("seed", type=int, help="the kernel's seed (the first, with --batch)")
    ap.add_argument("--kind", default="mixed", choices=KINDS + ["all"])
    ap.add_argument("--batch", metavar="DIR", help="write kernels SEED..--to to DIR/KIND-SEED.mlir")
    ap.add_argument("--to", type=int, help="with --batch: one past the last seed")
    a = ap.parse_args()
    if a.batch is None:
        sys.stdout.write(kernel(a.seed, "mixed" if a.kind == "all" else a.kind))
        return
    kinds = KINDS if a.kind == "all" else [a.kind]
    for seed in range(a.seed, a.to if a.to is not None else a.seed + 1):
        k = kinds[seed % len(kinds)]
        with open(f"{a.batch}/{k}-{seed}.mlir", "w") as f:
            f.write(kernel(seed, k))


if __name__ == "__main__":
    main()
