//! Random kernels over the vector and memref ops that lowered kernels use,
//! at odd element widths (`i1`, `i7`, `i13`, `i33`) and byte-multiple ones
//! (`i8`, `i16`, `i64`, `f32`), in odd shapes: `rmlir-sim` must print
//! exactly what `mlir-runner` 22 prints after upstream's lowering
//! (`common::LOWER_TO_LLVM`, after the pass `multi_reduction` needs).
//!
//! Every kernel runs `vector.contract` (matmul, transposed right side, dot
//! product), `vector.multi_reduction` (inner, outer and all dims, random
//! kinds), `vector.shape_cast`, `vector.extract_strided_slice` /
//! `insert_strided_slice`, `memref.collapse_shape` / `expand_shape`, and an
//! `scf.parallel` sum with `scf.reduce`. Every kernel also runs
//! `vector.gather` / `scatter` and `maskedload` / `maskedstore` with masks,
//! and `vector.store` / `load` and in-bounds `transfer_write` / `read`
//! round trips. Kernels of byte-multiple widths also run
//! `vector.transfer_read` (identity, transposed, minor and broadcast
//! permutation maps, with and without masks, bases partly out of bounds)
//! and masked and transposed `vector.transfer_write` on buffers also
//! accessed element by element (see [`Elem::byte_sized`] for why not the
//! others). Float data are small integers, so sums are exact in any
//! order.

mod common;

use common::{mlir_runner, sim_stdout, Rng, LOWER_TO_LLVM};
use std::fmt::Write;

/// An element type of the generated kernels.
#[derive(Clone, Copy)]
enum Elem {
    Int(u32),
    F32,
}

impl Elem {
    /// Whether LLVM lays a vector of this type out in memory as memref
    /// elements are laid out (one element per `alloc size`). For other
    /// widths it packs the lanes of an unmasked vector load or store bit by
    /// bit, while scalar accesses and scalarised masked ones take whole
    /// bytes per element; a read in one layout of what was written in the
    /// other is undefined in LLVM (LangRef: loading a type that is not a
    /// whole number of bytes is undefined unless a store of the same type
    /// wrote it), and which layout a transfer gets depends on how its
    /// lowering folds masks and bounds. So at other widths only round
    /// trips within one layout are generated ([`Gen::layout_round_trips`],
    /// and the scalarised `gather`/`scatter`).
    fn byte_sized(self) -> bool {
        match self {
            Elem::Int(w) => w % 8 == 0 && w.is_power_of_two(),
            Elem::F32 => true,
        }
    }

    fn name(self) -> String {
        match self {
            Elem::Int(w) => format!("i{w}"),
            Elem::F32 => "f32".into(),
        }
    }
}

/// `vector<3x5xi7>` (`vector<i7>` for no dims).
fn vty(shape: &[usize], e: &str) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("vector<{dims}{e}>")
}

/// `memref<3x5xi7>`.
fn mty(shape: &[usize], e: &str) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("memref<{dims}{e}>")
}

/// One kernel being written.
struct Gen {
    rng: Rng,
    elem: Elem,
    body: String,
    n: usize,
}

impl Gen {
    /// A fresh SSA name.
    fn name(&mut self, stem: &str) -> String {
        self.n += 1;
        format!("%{stem}{}", self.n)
    }

    fn line(&mut self, s: &str) {
        self.body.push_str("  ");
        self.body.push_str(s);
        self.body.push('\n');
    }

    /// `%x = arith.constant N : index`.
    fn index(&mut self, v: usize) -> String {
        let n = self.name("c");
        self.line(&format!("{n} = arith.constant {v} : index"));
        n
    }

    /// One element literal: edge-biased integers, small integral floats.
    fn lit(&mut self) -> String {
        match self.elem {
            Elem::Int(1) => ["false", "true"][self.rng.below(2)].into(),
            Elem::Int(w) => self.rng.int(w).to_string(),
            Elem::F32 => format!("{}.0", self.rng.below(17) as i64 - 8),
        }
    }

    /// A dense literal of `shape`, nested as upstream writes it.
    fn dense_body(&mut self, shape: &[usize], mk: &mut dyn FnMut(&mut Self) -> String) -> String {
        match shape.split_first() {
            None => mk(self),
            Some((&d, rest)) => {
                let items: Vec<String> = (0..d).map(|_| self.dense_body(rest, mk)).collect();
                format!("[{}]", items.join(", "))
            }
        }
    }

    /// A constant vector of random elements.
    fn vector(&mut self, shape: &[usize]) -> String {
        let lit = self.dense_body(shape, &mut |g| g.lit());
        let (n, ty) = (self.name("v"), vty(shape, &self.elem.name()));
        self.line(&format!("{n} = arith.constant dense<{lit}> : {ty}"));
        n
    }

    /// A constant mask of random bits.
    fn mask(&mut self, shape: &[usize]) -> String {
        let lit = self.dense_body(shape, &mut |g| ["false", "true"][g.rng.below(2)].into());
        let n = self.name("m");
        self.line(&format!(
            "{n} = arith.constant dense<{lit}> : {}",
            vty(shape, "i1")
        ));
        n
    }

    /// A scalar constant of the element type.
    fn scalar(&mut self) -> String {
        let v = self.lit();
        self.constant(&v)
    }

    /// `%s = arith.constant v : T` (`i1` is written `true`/`false` alone).
    fn constant(&mut self, v: &str) -> String {
        let n = self.name("s");
        match self.elem {
            Elem::Int(1) => self.line(&format!("{n} = arith.constant {v}")),
            e => self.line(&format!("{n} = arith.constant {v} : {}", e.name())),
        }
        n
    }

    fn print(&mut self, v: &str, ty: &str) {
        self.line(&format!("vector.print {v} : {ty}"));
    }

    /// A memref of `shape` holding random data, stored element by element
    /// (so its layout is the memref's at every width).
    fn buffer(&mut self, shape: &[usize]) -> String {
        let e = self.elem.name();
        let m = self.name("buf");
        self.line(&format!("{m} = memref.alloc() : {}", mty(shape, &e)));
        for at in positions(shape) {
            let v = self.scalar();
            let idx: Vec<String> = at.iter().map(|&i| self.index(i)).collect();
            self.line(&format!(
                "memref.store {v}, {m}[{}] : {}",
                idx.join(", "),
                mty(shape, &e)
            ));
        }
        m
    }

    /// Prints a whole memref: element by element into one vector, which
    /// holds at every width.
    fn print_buffer(&mut self, m: &str, shape: &[usize]) {
        let e = self.elem.name();
        let mut elems = Vec::new();
        for at in positions(shape) {
            let idx: Vec<String> = at.iter().map(|&i| self.index(i)).collect();
            let x = self.name("ld");
            self.line(&format!(
                "{x} = memref.load {m}[{}] : {}",
                idx.join(", "),
                mty(shape, &e)
            ));
            elems.push(x);
        }
        let n = elems.len();
        let r = self.name("all");
        self.line(&format!(
            "{r} = vector.from_elements {} : {}",
            elems.join(", "),
            vty(&[n], &e)
        ));
        self.print(&r, &vty(&[n], &e));
    }

    /// Reads of every permutation-map kind, from bases that may run past
    /// the buffer, with and without a mask.
    fn transfer_reads(&mut self, a: &str, (rows, cols): (usize, usize)) {
        let e = self.elem.name();
        for kind in 0..4 {
            let (va, vb) = (self.rng.range(1, 4), self.rng.range(1, 6));
            let (map, vshape, mshape, ib): (&str, Vec<usize>, Vec<usize>, &str) = match kind {
                0 => (
                    "(d0, d1) -> (d0, d1)",
                    vec![va, vb],
                    vec![va, vb],
                    "false, false",
                ),
                1 => (
                    "(d0, d1) -> (d1, d0)",
                    vec![va, vb],
                    vec![vb, va],
                    "false, false",
                ),
                2 => ("(d0, d1) -> (d1)", vec![vb], vec![vb], "false"),
                _ => ("(d0, d1) -> (0, d1)", vec![va, vb], vec![vb], "true, false"),
            };
            // A broadcast dim is in bounds (upstream requires it), so its
            // index is.
            let i = self.rng.range(0, if kind == 3 { rows - 1 } else { rows });
            let j = self.rng.range(0, cols);
            let (i, j) = (self.index(i), self.index(j));
            let pad = self.scalar();
            let mask = if self.rng.below(2) == 0 {
                format!(", {}", self.mask(&mshape))
            } else {
                String::new()
            };
            let r = self.name("rd");
            let vt = vty(&vshape, &e);
            self.line(&format!(
                "{r} = vector.transfer_read {a}[{i}, {j}], {pad}{mask} \
                 {{in_bounds = [{ib}], permutation_map = affine_map<{map}>}} : {}, {vt}",
                mty(&[rows, cols], &e)
            ));
            self.print(&r, &vt);
        }
    }

    /// Masked, possibly transposed writes at bases that may run past the
    /// buffer; the buffer is printed after each.
    fn transfer_writes(&mut self, b: &str, (rows, cols): (usize, usize)) {
        let e = self.elem.name();
        for transposed in [false, true] {
            let (va, vb) = (self.rng.range(1, 4), self.rng.range(1, 5));
            let (map, mshape) = if transposed {
                ("(d0, d1) -> (d1, d0)", vec![vb, va])
            } else {
                ("(d0, d1) -> (d0, d1)", vec![va, vb])
            };
            let v = self.vector(&[va, vb]);
            let mask = self.mask(&mshape);
            let (i, j) = (self.rng.range(0, rows - 1), self.rng.range(0, cols - 1));
            let (i, j) = (self.index(i), self.index(j));
            self.line(&format!(
                "vector.transfer_write {v}, {b}[{i}, {j}], {mask} \
                 {{permutation_map = affine_map<{map}>}} : {}, {}",
                vty(&[va, vb], &e),
                mty(&[rows, cols], &e)
            ));
            self.print_buffer(b, &[rows, cols]);
        }
    }

    /// A matmul, a matmul with the right side transposed, and a dot
    /// product.
    fn contracts(&mut self) {
        let e = self.elem.name();
        let (m, n, k) = (
            self.rng.range(1, 4),
            self.rng.range(1, 4),
            self.rng.range(1, 5),
        );
        let maps = |rhs: &str| {
            format!(
                "indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> {rhs}>, \
                 affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]"
            )
        };
        for (rhs, rshape) in [("(k, j)", [k, n]), ("(j, k)", [n, k])] {
            let (l, r, acc) = (
                self.vector(&[m, k]),
                self.vector(&rshape),
                self.vector(&[m, n]),
            );
            let c = self.name("mm");
            self.line(&format!(
                "{c} = vector.contract {{{}}} {l}, {r}, {acc} : {}, {} into {}",
                maps(rhs),
                vty(&[m, k], &e),
                vty(&rshape, &e),
                vty(&[m, n], &e)
            ));
            self.print(&c, &vty(&[m, n], &e));
        }
        let (l, r, acc) = (self.vector(&[k]), self.vector(&[k]), self.scalar());
        let c = self.name("dot");
        self.line(&format!(
            "{c} = vector.contract {{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, \
             affine_map<(i) -> ()>], iterator_types = [\"reduction\"]}} {l}, {r}, {acc} : {}, {} into {e}",
            vty(&[k], &e),
            vty(&[k], &e)
        ));
        self.print(&c, &e);
    }

    /// Reductions over one inner dim, one outer dim, and all dims.
    fn multi_reductions(&mut self) {
        let e = self.elem.name();
        let kinds: &[&str] = match self.elem {
            Elem::Int(_) => &["add", "mul", "minsi", "maxui", "and", "xor", "or", "maxsi"],
            Elem::F32 => &["add", "mul", "minimumf", "maxnumf"],
        };
        let shape = [
            self.rng.range(1, 4),
            self.rng.range(2, 5),
            self.rng.range(1, 3),
        ];
        let v = self.vector(&shape);
        for (dims, rshape) in [
            ("[2]", vec![shape[0], shape[1]]),
            ("[0, 1]", vec![shape[2]]),
            ("[0, 1, 2]", vec![]),
        ] {
            let kind = kinds[self.rng.below(kinds.len())];
            let acc = if rshape.is_empty() {
                self.scalar()
            } else {
                self.vector(&rshape)
            };
            let rt = if rshape.is_empty() {
                e.clone()
            } else {
                vty(&rshape, &e)
            };
            let r = self.name("red");
            self.line(&format!(
                "{r} = vector.multi_reduction <{kind}>, {v}, {acc} {dims} : {} to {rt}",
                vty(&shape, &e)
            ));
            self.print(&r, &rt);
        }
    }

    /// Flattening and refolding a vector, and strided slices of it.
    fn reshapes_and_slices(&mut self) {
        let e = self.elem.name();
        let (a, b) = (self.rng.range(2, 4), self.rng.range(3, 5));
        let v = self.vector(&[a, b]);
        let flat = self.name("flat");
        self.line(&format!(
            "{flat} = vector.shape_cast {v} : {} to {}",
            vty(&[a, b], &e),
            vty(&[a * b], &e)
        ));
        self.print(&flat, &vty(&[a * b], &e));
        let back = self.name("fold");
        self.line(&format!(
            "{back} = vector.shape_cast {flat} : {} to {}",
            vty(&[a * b], &e),
            vty(&[b, a], &e)
        ));
        self.print(&back, &vty(&[b, a], &e));
        let (sa, sb) = (self.rng.range(1, a), self.rng.range(1, b));
        let (oa, ob) = (self.rng.range(0, a - sa), self.rng.range(0, b - sb));
        let s = self.name("slice");
        self.line(&format!(
            "{s} = vector.extract_strided_slice {v} {{offsets = [{oa}, {ob}], sizes = [{sa}, {sb}], \
             strides = [1, 1]}} : {} to {}",
            vty(&[a, b], &e),
            vty(&[sa, sb], &e)
        ));
        self.print(&s, &vty(&[sa, sb], &e));
        let small = self.vector(&[sb]);
        let (ia, ib) = (self.rng.range(0, a - 1), self.rng.range(0, b - sb));
        let ins = self.name("ins");
        self.line(&format!(
            "{ins} = vector.insert_strided_slice {small}, {v} {{offsets = [{ia}, {ib}], strides = [1]}} \
             : {} into {}",
            vty(&[sb], &e),
            vty(&[a, b], &e)
        ));
        self.print(&ins, &vty(&[a, b], &e));
    }

    /// A gather and a scatter through distinct random indices, with masks.
    fn gather_scatter(&mut self) {
        let e = self.elem.name();
        let len = self.rng.range(5, 11);
        let m = self.buffer(&[len]);
        let lanes = self.rng.range(2, 5);
        let mut pool: Vec<usize> = (0..len).collect();
        let idx: Vec<String> = (0..lanes)
            .map(|_| pool.remove(self.rng.below(pool.len())).to_string())
            .collect();
        let iv = self.name("idx");
        self.line(&format!(
            "{iv} = arith.constant dense<[{}]> : vector<{lanes}xi32>",
            idx.join(", ")
        ));
        let c0 = self.index(0);
        let (mask, pass) = (self.mask(&[lanes]), self.vector(&[lanes]));
        let g = self.name("g");
        let vt = vty(&[lanes], &e);
        self.line(&format!(
            "{g} = vector.gather {m}[{c0}][{iv}], {mask}, {pass} : {}, vector<{lanes}xi32>, \
             vector<{lanes}xi1>, {vt} into {vt}",
            mty(&[len], &e)
        ));
        self.print(&g, &vt);
        let (mask, val) = (self.mask(&[lanes]), self.vector(&[lanes]));
        self.line(&format!(
            "vector.scatter {m}[{c0}][{iv}], {mask}, {val} : {}, vector<{lanes}xi32>, vector<{lanes}xi1>, {vt}",
            mty(&[len], &e)
        ));
        self.print_buffer(&m, &[len]);
    }

    /// A mask of `lanes` random bits with at least one lane off, so that
    /// no lowering can fold it away into an unmasked (bit-packed) access.
    fn partial_mask(&mut self, lanes: usize) -> String {
        let off = self.rng.below(lanes);
        let bits: Vec<&str> = (0..lanes)
            .map(|i| {
                if i == off {
                    "false"
                } else {
                    ["false", "true"][self.rng.below(2)]
                }
            })
            .collect();
        let n = self.name("m");
        self.line(&format!(
            "{n} = arith.constant dense<[{}]> : vector<{lanes}xi1>",
            bits.join(", ")
        ));
        n
    }

    /// Memory round trips that stay within one of LLVM's two layouts, as
    /// every width allows: `maskedload`/`maskedstore` (scalarised, one
    /// element per allocation unit, as `memref.load`/`store`) on a buffer
    /// written and printed element by element; and `vector.store` read
    /// back by `vector.load`, in-bounds `transfer_write` by `transfer_read`,
    /// each at the writer's type and indices (bit-packed at odd widths),
    /// on a buffer nothing else touches.
    fn layout_round_trips(&mut self) {
        let e = self.elem.name();
        let len = self.rng.range(5, 11);
        let m = self.buffer(&[len]);
        let lanes = self.rng.range(2, len);
        let vt = vty(&[lanes], &e);
        let base = self.rng.range(0, len - lanes);
        let b = self.index(base);
        let (mask, pass) = (self.partial_mask(lanes), self.vector(&[lanes]));
        let r = self.name("ml");
        self.line(&format!(
            "{r} = vector.maskedload {m}[{b}], {mask}, {pass} : {}, vector<{lanes}xi1>, {vt} into {vt}",
            mty(&[len], &e)
        ));
        self.print(&r, &vt);
        let (mask, val) = (self.partial_mask(lanes), self.vector(&[lanes]));
        self.line(&format!(
            "vector.maskedstore {m}[{b}], {mask}, {val} : {}, vector<{lanes}xi1>, {vt}",
            mty(&[len], &e)
        ));
        self.print_buffer(&m, &[len]);
        let (rows, cols) = (self.rng.range(2, 4), self.rng.range(3, 9));
        let p = self.name("packed");
        let pt = mty(&[rows, cols], &e);
        self.line(&format!("{p} = memref.alloc() : {pt}"));
        let c0 = self.index(0);
        for row in 0..rows {
            let i = self.index(row);
            let rt = vty(&[cols], &e);
            if row % 2 == 0 {
                let v = self.vector(&[cols]);
                self.line(&format!("vector.store {v}, {p}[{i}, {c0}] : {pt}, {rt}"));
                let l = self.name("vl");
                self.line(&format!("{l} = vector.load {p}[{i}, {c0}] : {pt}, {rt}"));
                self.print(&l, &rt);
            } else {
                let k = self.rng.range(1, cols);
                let at = self.rng.range(0, cols - k);
                let j = self.index(at);
                let (kt, v, pad) = (vty(&[k], &e), self.vector(&[k]), self.scalar());
                self.line(&format!(
                    "vector.transfer_write {v}, {p}[{i}, {j}] {{in_bounds = [true]}} : {kt}, {pt}"
                ));
                let l = self.name("tr");
                self.line(&format!(
                    "{l} = vector.transfer_read {p}[{i}, {j}], {pad} {{in_bounds = [true]}} : {pt}, {kt}"
                ));
                self.print(&l, &kt);
            }
        }
    }

    /// Expanded and collapsed views of buffers, read back whole.
    fn views(&mut self, a: &str, (rows, cols): (usize, usize)) {
        let e = self.elem.name();
        let flat = self.name("col");
        self.line(&format!(
            "{flat} = memref.collapse_shape {a} [[0, 1]] : {} into {}",
            mty(&[rows, cols], &e),
            mty(&[rows * cols], &e)
        ));
        self.print_buffer(&flat, &[rows * cols]);
        let f = self.buffer(&[rows * cols]);
        let ex = self.name("exp");
        self.line(&format!(
            "{ex} = memref.expand_shape {f} [[0, 1]] output_shape [{cols}, {rows}] : {} into {}",
            mty(&[rows * cols], &e),
            mty(&[cols, rows], &e)
        ));
        self.print_buffer(&ex, &[cols, rows]);
    }

    /// The sum of a buffer through `scf.parallel` and `scf.reduce`.
    fn parallel_sum(&mut self, a: &str, (rows, cols): (usize, usize)) {
        let e = self.elem.name();
        let (c0, c1) = (self.index(0), self.index(1));
        let (r, c) = (self.index(rows), self.index(cols));
        let (zero, add) = match self.elem {
            Elem::Int(1) => ("false".to_string(), "arith.addi"),
            Elem::Int(_) => ("0".to_string(), "arith.addi"),
            Elem::F32 => ("0.0".to_string(), "arith.addf"),
        };
        let z = self.constant(&zero);
        let (s, x, i, j) = (
            self.name("sum"),
            self.name("x"),
            self.name("i"),
            self.name("j"),
        );
        let (l, rr, t) = (self.name("l"), self.name("r"), self.name("t"));
        let mut text = String::new();
        let _ = write!(
            text,
            "{s} = scf.parallel ({i}, {j}) = ({c0}, {c0}) to ({r}, {c}) step ({c1}, {c1}) init ({z}) -> {e} {{\n\
             \x20   {x} = memref.load {a}[{i}, {j}] : {}\n\
             \x20   scf.reduce({x} : {e}) {{\n\
             \x20   ^bb0({l}: {e}, {rr}: {e}):\n\
             \x20     {t} = {add} {l}, {rr} : {e}\n\
             \x20     scf.reduce.return {t} : {e}\n\
             \x20   }}\n\
             \x20 }}",
            mty(&[rows, cols], &e)
        );
        self.line(&text);
        self.print(&s, &e);
    }
}

/// Every index of `shape`, row-major.
fn positions(shape: &[usize]) -> Vec<Vec<usize>> {
    let mut out = vec![vec![]];
    for &d in shape {
        out = out
            .into_iter()
            .flat_map(|p| {
                (0..d).map(move |i| {
                    let mut q = p.clone();
                    q.push(i);
                    q
                })
            })
            .collect();
    }
    out
}

/// A kernel of every generator above for one element type.
fn kernel(elem: Elem, seed: u64) -> String {
    let mut g = Gen {
        rng: Rng(seed),
        elem,
        body: String::new(),
        n: 0,
    };
    let dims = (g.rng.range(2, 5), g.rng.range(3, 7));
    let a = g.buffer(&[dims.0, dims.1]);
    if elem.byte_sized() {
        g.transfer_reads(&a, dims);
        let bd = (g.rng.range(2, 5), g.rng.range(3, 6));
        let b = g.buffer(&[bd.0, bd.1]);
        g.transfer_writes(&b, bd);
    }
    g.gather_scatter();
    g.layout_round_trips();
    g.contracts();
    g.multi_reductions();
    g.reshapes_and_slices();
    g.views(&a, dims);
    g.parallel_sum(&a, dims);
    format!("func.func @main() {{\n{}  return\n}}\n", g.body)
}

#[test]
fn vector_and_memref_kernels_match_mlir_runner_at_odd_widths() {
    let test = "vector_and_memref_kernels_match_mlir_runner_at_odd_widths";
    let Some(up) = mlir_runner(test) else {
        return;
    };
    let passes = [&["--lower-vector-multi-reduction"][..], LOWER_TO_LLVM].concat();
    let elems = [
        Elem::Int(1),
        Elem::Int(7),
        Elem::Int(8),
        Elem::Int(13),
        Elem::Int(16),
        Elem::Int(33),
        Elem::Int(64),
        Elem::F32,
    ];
    let failures: Vec<String> = elems
        .iter()
        .enumerate()
        .filter_map(|(i, &e)| {
            let k = kernel(e, 0x5eed + i as u64 * 7919);
            let diff = match (up.run(&passes, k.as_bytes()), sim_stdout(k.as_bytes())) {
                (Ok(theirs), Ok(ours)) if theirs == ours => return None,
                (Ok(theirs), Ok(ours)) => {
                    format!("stdout differs\n--- mlir-runner:\n{theirs}--- rmlir-sim:\n{ours}")
                }
                (Err(e), _) | (_, Err(e)) => e,
            };
            Some(format!("== {}\n{diff}\n--- kernel:\n{k}", e.name()))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
