//! Random *valid* IR in text form for the round-trip property test
//! (STYLE.md practice 5, issue #2 proof 4).
//!
//! The generator reads its decisions from a list of numbers (`Choices`).
//! When the list runs out every decision is 0, and 0 always means the
//! simplest option (no more ops, no attribute, identity layout), so
//! proptest's shrinking of the list shrinks the program. What it covers:
//! `func.func` with random signatures; `arith` over integer widths 1..=200
//! and the float types; `scf.for`/`scf.if` with results; `memref`
//! alloc/load/store over identity, strided and affine-map layouts;
//! `cf.br`/`cf.cond_br` with block arguments; wide integer and hex float
//! constants; attributes of every kind (Builtin dialect, seed 000) and
//! locations of every kind (Language Reference, seed 003).

mod attrs;

/// The decision stream; 0 when exhausted.
pub struct Choices {
    data: Vec<u32>,
    pos: usize,
}

impl Choices {
    /// Decisions to read in order.
    pub fn new(data: Vec<u32>) -> Self {
        Choices { data, pos: 0 }
    }

    /// A number in `0..n` (`n > 0`).
    pub fn pick(&mut self, n: usize) -> usize {
        let v = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        v as usize % n
    }

    /// True with probability about 1/`n`, false once exhausted.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.pick(n) == n - 1
    }
}

/// A type the generator knows how to make values of.
#[derive(Clone, PartialEq, Debug)]
pub enum Ty {
    /// Signless `iN`.
    Int(u32),
    /// `f16`, `bf16`, `f32` or `f64`.
    Float(&'static str),
    /// `index`.
    Index,
    /// A static-shaped memref: shape, element type, layout text
    /// (`""` for identity) and memory space text (`""` for none).
    MemRef(Vec<u32>, Box<Ty>, String, String),
}

impl Ty {
    /// The type in MLIR syntax.
    pub fn text(&self) -> String {
        match self {
            Ty::Int(w) => format!("i{w}"),
            Ty::Float(f) => f.to_string(),
            Ty::Index => "index".into(),
            Ty::MemRef(shape, elem, layout, space) => {
                let mut s = String::from("memref<");
                for d in shape {
                    s += &format!("{d}x");
                }
                s += &elem.text();
                for extra in [layout, space] {
                    if !extra.is_empty() {
                        s += &format!(", {extra}");
                    }
                }
                s + ">"
            }
        }
    }
}

const FLOATS: [&str; 4] = ["f32", "f64", "f16", "bf16"];
const WIDTHS: [u32; 12] = [32, 1, 8, 64, 7, 13, 33, 65, 128, 129, 200, 16];

/// Builds one module's text.
pub struct Gen {
    c: Choices,
    out: String,
    next_value: usize,
    next_distinct: usize,
    /// Values visible at the current point, innermost scope last.
    scopes: Vec<Vec<(String, Ty)>>,
    indent: usize,
}

/// A random valid module made from `data`.
pub fn module_text(data: Vec<u32>) -> String {
    let mut g = Gen {
        c: Choices::new(data),
        out: String::new(),
        next_value: 0,
        next_distinct: 0,
        scopes: Vec::new(),
        indent: 1,
    };
    g.out += "module {\n";
    let n = 1 + g.c.pick(3);
    for f in 0..n {
        g.func(f);
    }
    g.out += "}\n";
    g.out
}

impl Gen {
    fn line(&mut self, s: &str) {
        self.out += &"  ".repeat(self.indent);
        self.out += s;
        self.out += "\n";
    }

    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value)
    }

    fn define(&mut self, name: &str, ty: Ty) {
        let scope = self.scopes.last_mut().expect("inside a region");
        scope.push((name.to_string(), ty));
    }

    fn int_width(&mut self) -> u32 {
        if self.c.one_in(4) {
            1 + self.c.pick(200) as u32
        } else {
            WIDTHS[self.c.pick(WIDTHS.len())]
        }
    }

    fn scalar_ty(&mut self) -> Ty {
        match self.c.pick(4) {
            0 | 1 => Ty::Int(self.int_width()),
            2 => Ty::Float(FLOATS[self.c.pick(4)]),
            _ => Ty::Index,
        }
    }

    fn memref_ty(&mut self) -> Ty {
        let rank = 1 + self.c.pick(3);
        let shape: Vec<u32> = (0..rank).map(|_| 1 + self.c.pick(8) as u32).collect();
        let elem = match self.c.pick(2) {
            0 => Ty::Float(FLOATS[self.c.pick(4)]),
            _ => Ty::Int(self.int_width()),
        };
        let layout = self.layout(&shape);
        let space = ["", "", "1", "3"][self.c.pick(4)].to_string();
        Ty::MemRef(shape, Box::new(elem), layout, space)
    }

    /// Identity, strided or an affine map with no symbols (so
    /// `memref.alloc` needs no symbol operands).
    fn layout(&mut self, shape: &[u32]) -> String {
        let dims: Vec<String> = (0..shape.len()).map(|i| format!("d{i}")).collect();
        match self.c.pick(4) {
            0 => String::new(),
            1 => {
                let strides: Vec<String> = shape
                    .iter()
                    .map(|_| (1 + self.c.pick(64)).to_string())
                    .collect();
                let off = self.c.pick(16);
                format!("strided<[{}], offset: {off}>", strides.join(", "))
            }
            2 => {
                let mut rev = dims.clone();
                rev.reverse();
                format!("affine_map<({}) -> ({})>", dims.join(", "), rev.join(", "))
            }
            _ => {
                let k = 1 + self.c.pick(5);
                let exprs: Vec<String> = dims
                    .iter()
                    .map(|d| format!("{d} * {k} + {}", self.c.pick(4)))
                    .collect();
                format!(
                    "affine_map<({}) -> ({})>",
                    dims.join(", "),
                    exprs.join(", ")
                )
            }
        }
    }

    /// Any type a function may take or return.
    fn sig_ty(&mut self) -> Ty {
        if self.c.one_in(4) {
            self.memref_ty()
        } else {
            self.scalar_ty()
        }
    }

    fn func(&mut self, index: usize) {
        let nargs = self.c.pick(4);
        let args: Vec<Ty> = (0..nargs).map(|_| self.sig_ty()).collect();
        let nres = self.c.pick(3);
        let results: Vec<Ty> = (0..nres).map(|_| self.sig_ty()).collect();
        self.scopes.push(Vec::new());
        let mut params = Vec::new();
        for t in &args {
            let v = self.fresh();
            let loc = self.opt_loc();
            params.push(format!("{v}: {}{loc}", t.text()));
            self.define(&v, t.clone());
        }
        let res: Vec<String> = results.iter().map(Ty::text).collect();
        let attrs = match self.c.pick(2) {
            0 => String::new(),
            _ => format!(" attributes {}", self.attr_dict()),
        };
        let head = format!(
            "func.func @f{index}({}) -> ({}){attrs} {{",
            params.join(", "),
            res.join(", ")
        );
        self.line(&head);
        self.indent += 1;
        self.func_body(&results);
        self.indent -= 1;
        self.line("}");
        self.scopes.pop();
    }

    /// A straight-line body, or a CFG of blocks joined by `cf` branches.
    fn func_body(&mut self, results: &[Ty]) {
        self.ops(2);
        let nblocks = self.c.pick(4);
        if nblocks == 0 {
            self.ret(results);
            return;
        }
        // Values of the entry block dominate every later block; values of
        // a later block are visible only inside it.
        let mut args = self.block_args();
        self.branch_to(1, &args);
        for b in 1..=nblocks {
            self.indent -= 1;
            self.scopes.push(Vec::new());
            let params: Vec<String> = args
                .iter()
                .map(|t| {
                    let v = self.fresh();
                    self.define(&v, t.clone());
                    format!("{v}: {}", t.text())
                })
                .collect();
            let params = if params.is_empty() {
                String::new()
            } else {
                format!("({})", params.join(", "))
            };
            self.line(&format!("^bb{b}{params}:"));
            self.indent += 1;
            self.ops(1);
            if b == nblocks {
                self.ret(results);
            } else {
                args = self.block_args();
                self.branch_to(b + 1, &args);
            }
            self.scopes.pop();
        }
    }

    fn block_args(&mut self) -> Vec<Ty> {
        (0..self.c.pick(3)).map(|_| self.scalar_ty()).collect()
    }

    /// `cf.br` to `next`, or `cf.cond_br` whose two edges both reach
    /// `next`, each with its own operands.
    fn branch_to(&mut self, next: usize, args: &[Ty]) {
        let succ = self.successor(next, args);
        if self.c.pick(2) == 0 {
            self.line(&format!("cf.br {succ}"));
            return;
        }
        let cond = self.value(&Ty::Int(1));
        let other = self.successor(next, args);
        self.line(&format!("cf.cond_br {cond}, {succ}, {other}"));
    }

    fn successor(&mut self, block: usize, args: &[Ty]) -> String {
        if args.is_empty() {
            return format!("^bb{block}");
        }
        let operands = self.operands(args);
        format!("^bb{block}({})", typed_list(&operands, args))
    }

    fn ret(&mut self, results: &[Ty]) {
        let vals = self.operands(results);
        if vals.is_empty() {
            self.line("return");
        } else {
            let line = format!("return {}", typed_list(&vals, results));
            self.line(&line);
        }
    }

    /// Values of the given types (made when none is visible).
    fn operands(&mut self, tys: &[Ty]) -> Vec<String> {
        tys.iter().map(|t| self.value(t)).collect()
    }

    /// A visible value of type `ty`, or a new one defined here.
    fn value(&mut self, ty: &Ty) -> String {
        let found: Vec<String> = self
            .scopes
            .iter()
            .flatten()
            .filter(|(_, t)| t == ty)
            .map(|(n, _)| n.clone())
            .collect();
        if !found.is_empty() && self.c.pick(4) != 3 {
            return found[self.c.pick(found.len())].clone();
        }
        self.make(ty)
    }

    fn make(&mut self, ty: &Ty) -> String {
        let v = self.fresh();
        let rhs = match ty {
            Ty::MemRef(..) => format!("memref.alloc() : {}", ty.text()),
            // A bool literal is typed `i1` already; `true : i1` is an
            // error upstream too.
            Ty::Int(1) => format!("arith.constant {}", self.literal(ty)),
            _ => format!("arith.constant {} : {}", self.literal(ty), ty.text()),
        };
        let loc = self.opt_loc();
        self.line(&format!("{v} = {rhs}{loc}"));
        self.define(&v, ty.clone());
        v
    }

    /// A constant's literal: wide decimal or hex integers, decimal or
    /// bit-pattern hex floats.
    fn literal(&mut self, ty: &Ty) -> String {
        match ty {
            Ty::Int(1) => ["false", "true"][self.c.pick(2)].into(),
            Ty::Int(w) => int_literal(&mut self.c, *w),
            Ty::Index => int_literal(&mut self.c, 32),
            Ty::Float(f) => float_literal(&mut self.c, f),
            Ty::MemRef(..) => unreachable!("memrefs are allocated"),
        }
    }

    /// Up to five ops; `depth` bounds the nesting of `scf` regions.
    fn ops(&mut self, depth: usize) {
        let n = self.c.pick(6);
        for _ in 0..n {
            self.op(depth);
        }
    }

    fn op(&mut self, depth: usize) {
        match self.c.pick(9) {
            0 => {
                let t = self.scalar_ty();
                self.make(&t);
            }
            1 => self.int_binop(),
            2 => self.float_binop(),
            3 => self.compare(),
            4 => self.cast(),
            5 => self.memref_access(),
            6 if depth > 0 => self.scf_if(depth - 1),
            7 if depth > 0 => self.scf_for(depth - 1),
            _ => self.select(),
        }
    }

    /// Trailing discardable attributes, often none.
    fn opt_attrs(&mut self) -> String {
        if self.c.one_in(3) {
            format!(" {}", self.attr_dict())
        } else {
            String::new()
        }
    }

    fn int_binop(&mut self) {
        const OPS: [&str; 8] = [
            "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui",
        ];
        let op = OPS[self.c.pick(OPS.len())];
        let t = Ty::Int(self.int_width());
        self.binop(op, t);
    }

    fn float_binop(&mut self) {
        const OPS: [&str; 5] = ["addf", "subf", "mulf", "divf", "maximumf"];
        let op = OPS[self.c.pick(OPS.len())];
        let t = Ty::Float(FLOATS[self.c.pick(4)]);
        self.binop(op, t);
    }

    fn binop(&mut self, op: &str, t: Ty) {
        let a = self.value(&t);
        let b = self.value(&t);
        let attrs = self.opt_attrs();
        let loc = self.opt_loc();
        let v = self.fresh();
        self.line(&format!(
            "{v} = arith.{op} {a}, {b}{attrs} : {}{loc}",
            t.text()
        ));
        self.define(&v, t);
    }

    fn compare(&mut self) {
        let (op, pred, t) = if self.c.pick(2) == 0 {
            const P: [&str; 6] = ["eq", "ne", "slt", "sge", "ult", "ugt"];
            ("cmpi", P[self.c.pick(6)], Ty::Int(self.int_width()))
        } else {
            const P: [&str; 6] = ["oeq", "olt", "uno", "ord", "une", "true"];
            ("cmpf", P[self.c.pick(6)], Ty::Float(FLOATS[self.c.pick(4)]))
        };
        let a = self.value(&t);
        let b = self.value(&t);
        let attrs = self.opt_attrs();
        let v = self.fresh();
        let line = format!("{v} = arith.{op} {pred}, {a}, {b}{attrs} : {}", t.text());
        self.line(&line);
        self.define(&v, Ty::Int(1));
    }

    fn select(&mut self) {
        let t = self.scalar_ty();
        let c = self.value(&Ty::Int(1));
        let a = self.value(&t);
        let b = self.value(&t);
        let v = self.fresh();
        self.line(&format!("{v} = arith.select {c}, {a}, {b} : {}", t.text()));
        self.define(&v, t);
    }

    /// Width changes between integers, index casts and int/float casts.
    fn cast(&mut self) {
        let (w1, w2) = (self.int_width(), self.int_width());
        let (op, from, to) = match self.c.pick(4) {
            _ if w1 == w2 => ("index_cast", Ty::Int(w1), Ty::Index),
            0 => ("extsi", Ty::Int(w1.min(w2)), Ty::Int(w1.max(w2))),
            1 => ("trunci", Ty::Int(w1.max(w2)), Ty::Int(w1.min(w2))),
            2 => ("index_cast", Ty::Index, Ty::Int(w1)),
            _ => ("sitofp", Ty::Int(w1), Ty::Float(FLOATS[self.c.pick(4)])),
        };
        let a = self.value(&from);
        let v = self.fresh();
        let line = format!("{v} = arith.{op} {a} : {} to {}", from.text(), to.text());
        self.line(&line);
        self.define(&v, to);
    }

    /// A load from, or store into, a visible or new memref.
    fn memref_access(&mut self) {
        let t = match self.find_memref() {
            Some(t) if self.c.pick(3) != 2 => t,
            _ => self.memref_ty(),
        };
        let Ty::MemRef(shape, elem, ..) = &t else {
            unreachable!("memref type")
        };
        let m = self.value(&t);
        let idx: Vec<String> = shape.iter().map(|_| self.value(&Ty::Index)).collect();
        let idx = idx.join(", ");
        if self.c.pick(2) == 0 {
            let v = self.fresh();
            self.line(&format!("{v} = memref.load {m}[{idx}] : {}", t.text()));
            self.define(&v, (**elem).clone());
        } else {
            let x = self.value(elem);
            self.line(&format!("memref.store {x}, {m}[{idx}] : {}", t.text()));
        }
    }

    fn find_memref(&mut self) -> Option<Ty> {
        let all: Vec<Ty> = self
            .scopes
            .iter()
            .flatten()
            .filter(|(_, t)| matches!(t, Ty::MemRef(..)))
            .map(|(_, t)| t.clone())
            .collect();
        (!all.is_empty()).then(|| all[self.c.pick(all.len())].clone())
    }

    /// A nested region whose yielded values have types `tys`.
    fn region_yielding(&mut self, depth: usize, tys: &[Ty], args: Vec<(String, Ty)>) {
        self.indent += 1;
        self.scopes.push(args);
        self.ops(depth);
        let vals = self.operands(tys);
        if vals.is_empty() {
            if self.c.pick(2) == 1 {
                self.line("scf.yield");
            }
        } else {
            self.line(&format!("scf.yield {}", typed_list(&vals, tys)));
        }
        self.scopes.pop();
        self.indent -= 1;
    }

    fn results_of(&mut self, tys: &[Ty]) -> Vec<String> {
        tys.iter().map(|_| self.fresh()).collect()
    }

    fn scf_if(&mut self, depth: usize) {
        let tys: Vec<Ty> = (0..self.c.pick(3)).map(|_| self.sig_ty()).collect();
        let c = self.value(&Ty::Int(1));
        let res = self.results_of(&tys);
        let (lhs, arrow) = if tys.is_empty() {
            (String::new(), String::new())
        } else {
            let names: Vec<String> = tys.iter().map(Ty::text).collect();
            (
                format!("{} = ", res.join(", ")),
                format!(" -> ({})", names.join(", ")),
            )
        };
        self.line(&format!("{lhs}scf.if {c}{arrow} {{"));
        self.region_yielding(depth, &tys, Vec::new());
        if !tys.is_empty() || self.c.pick(2) == 1 {
            self.line("} else {");
            self.region_yielding(depth, &tys, Vec::new());
        }
        self.line("}");
        for (r, t) in res.iter().zip(tys) {
            self.define(r, t);
        }
    }

    fn scf_for(&mut self, depth: usize) {
        let bound = if self.c.pick(3) == 2 {
            Ty::Int(self.int_width().max(2))
        } else {
            Ty::Index
        };
        let b: Vec<String> = (0..3).map(|_| self.value(&bound)).collect();
        let tys: Vec<Ty> = (0..self.c.pick(3)).map(|_| self.sig_ty()).collect();
        let inits = self.operands(&tys);
        let res = self.results_of(&tys);
        let iv = self.fresh();
        let mut inner = vec![(iv.clone(), bound.clone())];
        let mut head = String::new();
        if !res.is_empty() {
            head = format!("{} = ", res.join(", "));
        }
        head += &format!("scf.for {iv} = {} to {} step {}", b[0], b[1], b[2]);
        if !tys.is_empty() {
            let pairs: Vec<String> = inits
                .iter()
                .zip(&tys)
                .map(|(init, t)| {
                    let a = self.fresh();
                    inner.push((a.clone(), t.clone()));
                    format!("{a} = {init}")
                })
                .collect();
            let names: Vec<String> = tys.iter().map(Ty::text).collect();
            head += &format!(" iter_args({}) -> ({})", pairs.join(", "), names.join(", "));
        }
        if bound != Ty::Index {
            head += &format!(" : {}", bound.text());
        }
        self.line(&format!("{head} {{"));
        self.region_yielding(depth, &tys, inner);
        self.line("}");
        for (r, t) in res.iter().zip(tys) {
            self.define(r, t);
        }
    }
}

/// `%a, %b : t1, t2`.
fn typed_list(vals: &[String], tys: &[Ty]) -> String {
    let names: Vec<String> = tys.iter().map(Ty::text).collect();
    format!("{} : {}", vals.join(", "), names.join(", "))
}

/// A literal that fits `w`-bit signed: up to floor((w-1)·log10 2)
/// decimal digits (each below 2^(w-1)), or up to (w-1)/4 hex digits.
fn int_literal(c: &mut Choices, w: u32) -> String {
    let neg = if c.pick(2) == 1 { "-" } else { "" };
    if c.one_in(4) && w > 4 {
        let n = 1 + c.pick(((w - 1) / 4) as usize);
        let digits: String = (0..n)
            .map(|_| char::from(b"0123456789abcdef"[c.pick(16)]))
            .collect();
        return format!("0x{digits}");
    }
    let max = ((w - 1) as usize * 30103) / 100_000;
    if max == 0 {
        return "0".into();
    }
    let n = 1 + c.pick(max);
    let digits: String = (0..n)
        .map(|_| char::from(b'0' + c.pick(10) as u8))
        .collect();
    // Upstream rejects `-0` (see `negative_zero_integer_is_rejected...`).
    if digits.bytes().all(|b| b == b'0') {
        return digits;
    }
    format!("{neg}{digits}")
}

/// A decimal float (exact in every float type) or a hex bit pattern of
/// the type's width (NaNs and infinities included).
fn float_literal(c: &mut Choices, f: &str) -> String {
    if c.one_in(3) {
        let nibbles = match f {
            "f16" | "bf16" => 4,
            "f32" => 8,
            _ => 16,
        };
        let digits: String = (0..nibbles)
            .map(|_| char::from(b"0123456789ABCDEF"[c.pick(16)]))
            .collect();
        return format!("0x{digits}");
    }
    let m = c.pick(64) as f64 - 32.0;
    let e = c.pick(8) as u32;
    // Debug formatting always has a `.` and, at these magnitudes, no
    // exponent: `-0.5`, `3.0`, `0.0078125`.
    format!("{:?}", m / f64::from(1u32 << e))
}
