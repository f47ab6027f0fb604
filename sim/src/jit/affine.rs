//! Accesses of a memo'd loop's body whose indices are affine in the
//! loop's induction variable, and the proof, at the values-only copy's
//! entry, that every iteration left keeps them within their sizes.
//!
//! # The analysis
//! The body of a memo'd loop is straight-line code (`super::memo_loop`).
//! Walking it in order, a 64-bit integer register holds an *affine* value
//! when it is the induction variable `iv`, a register no instruction of
//! the loop writes (an *invariant*, whose value at the copy's entry holds
//! for the whole copy), a constant, or the sum, difference or product of
//! affine values of which at most one (for a product) depends on `iv`,
//! or a move or an integer cast of an affine value between 64-bit
//! registers, or a result of an `Inst::Affine` (an `affine.load`'s or
//! `store`'s subscripts, `affine.apply`) that is a plain dimension or
//! symbol of an affine operand (each a copy of its bits). Such a value is `a·iv + b` where `a`
//! and `b` are computed from invariants and constants alone:
//! `Affine::program` lists how, and the copy's entry replays it on the
//! invariants' values to get each index's `a` and `b`. A loaded value, a
//! value of another width, a shift, a division, or a register the
//! iteration reads before it writes it (carried from the iteration
//! before) is not affine; an access is affine when all
//! its indices are. The loop's `iv`, step and upper bound must be 64-bit
//! and written by nothing in the body but the step.
//!
//! Every instruction involved computes modulo `2^64` (`index` and `i64`
//! adds, subtracts and multiplies, and moves and casts between them, whose
//! masks are the identity), and reducing modulo `2^64` commutes with `+`,
//! `−` and `·`, so an index register holds `(a·iv + b) mod 2^64` however
//! `a` and `b` were wrapped on the way (they are computed with wrapping
//! arithmetic too).
//!
//! # The proof
//! [`prove`] takes the values at the entry: `iv0`, the upper bound, the
//! step, and per affine access its element size, layout offset, the byte
//! ranges of the transfers in flight its descriptor names, and per
//! index its size `n`, stride, `a` and `b`. In exact arithmetic (checked `i64`, or `i128` where a value leaves it):
//! with a step in `1..2^63` the iterations from here are
//! `iv_j = iv0 + j·step` for `j` in `0..J`, the `J` values below the
//! bound (signed or unsigned as the loop compares), and the step after the
//! last does not wrap, so the head test then fails and the loop leaves
//! (`J = 0` is refused: the copy would do nothing). Each index is then
//! `L(j) = a·iv_j + b`, linear in `j`, so it lies in `0..n` for every
//! `j` when it does at `j = 0` and `j = J − 1`. Then `L(j)` is also below
//! `2^63`, so the register, `L(j) mod 2^64` read as a signed index, is
//! `L(j)` itself: every access of every iteration left has each index
//! within its size, and the descriptor's answer
//! (`super::desc::covered`, [`super::memory`]) puts its element within
//! the buffer, in one bank. The proof gives each such access its first
//! element's byte offset in the buffer, `F = size·(offset + Σ
//! stride·L(0))`, and its byte stride per iteration, `B = size·Σ
//! stride·a·step`, both exact and within `i64`; and it holds only when
//! the bytes every iteration left touches, within `[min(F, F + (J −
//! 1)·B), max(F, F + (J − 1)·B) + size)`, miss every range of a transfer
//! in flight the descriptor names (as the inline check of each access
//! would find: those transfers change only through an instruction the
//! runtime runs, never inside the loop's copy). An access that would
//! overlap one fails the proof, and the copy that checks everything runs
//! it, so a race is the interpreter's, at the same op and cycle.
//!
//! The copy entered on that proof runs those accesses with no check and
//! no index arithmetic: a host pointer starts at the first element and
//! moves by the byte stride after each access (accesses whose strides
//! `stride_leaders` finds equal share one, at fixed offsets), and the
//! access's byte address for the memo's notes is that pointer minus the
//! buffer's host address plus its simulated one. When the proof fails (an
//! index that leaves its size in some iteration left, a step that is not
//! positive, a bound the `iv` would wrap past), the copies that check
//! run, unchanged, so a fault is the interpreter's, at the same op and
//! cycle.

use crate::interp::MEM_DESC_BUSY;
use crate::prepare::Program;
use crate::prepare::{Fold, Func, Inst, Reg};
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::registry::IntBinOp;
use std::collections::{HashMap, HashSet};

/// How the copy's entry computes one affine register's `a` and `b` from
/// the registers before it in [`Affine::program`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Lin {
    /// The induction variable: `a = 1`, `b = 0`.
    Iv,
    /// A register the loop does not write: `a = 0`, `b` its value.
    Invariant(Reg),
    /// Constant `k` of the program: `a = 0`, `b` its bits.
    Const(u32),
    /// A copy of an affine register.
    Copy(Reg),
    /// The sum of two affine registers.
    Add(Reg, Reg),
    /// Their difference.
    Sub(Reg, Reg),
    /// Their product; the first does not depend on `iv`.
    Mul(Reg, Reg),
    /// A result of an `Inst::Affine` that is linear in its operands:
    /// [`Affine::sums`]' entry of this number.
    Sum(u32),
}

/// A linear combination `Σ c·r + k` of affine registers `r` with
/// constant coefficients `c`: an `Inst::Affine` result such as `d0 + 1`
/// (an unrolled loop's subscript), `d0 * -1 + 99` or `4 * d0 + s0`, as
/// [`linear`] reads it off the map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Sum {
    pub(super) terms: Vec<(Reg, i64)>,
    pub(super) k: i64,
}

/// One step of [`Affine::program`]: the form of `dst` after instruction
/// `pc` of the body.
#[derive(Clone, Copy, Debug)]
pub(super) struct Def {
    /// The register defined (or, for [`Lin::Iv`] and
    /// [`Lin::Invariant`], read).
    pub(super) dst: Reg,
    pub(super) lin: Lin,
}

impl Sum {
    /// `a` and `b` of the combination, from its registers' (`None`
    /// where one is not a known constant), with wrapping arithmetic as the
    /// entry computes them.
    fn combine(
        &self,
        form: impl Fn(Reg) -> (Option<i64>, Option<i64>),
    ) -> (Option<i64>, Option<i64>) {
        let (mut a, mut b) = (Some(0i64), Some(self.k));
        for &(r, c) in &self.terms {
            let (ar, br) = form(r);
            a = a.zip(ar).map(|(a, x)| a.wrapping_add(c.wrapping_mul(x)));
            b = b.zip(br).map(|(b, x)| b.wrapping_add(c.wrapping_mul(x)));
        }
        (a, b)
    }
}

/// The affine accesses of one memo'd loop (see the module doc).
#[derive(Clone, Debug)]
pub(super) struct Affine {
    /// The loop's induction variable, upper bound and step registers.
    pub(super) iv: Reg,
    pub(super) ub: Reg,
    pub(super) step: Reg,
    /// Whether the head compares unsigned.
    pub(super) unsigned: bool,
    /// How the entry computes the forms, in order; an access's index
    /// form is the last definition of its register before the access.
    pub(super) program: Vec<(usize, Def)>,
    /// The affine accesses (instruction numbers), in order.
    pub(super) accesses: Vec<usize>,
    /// The linear map results [`Lin::Sum`] names.
    pub(super) sums: Vec<Sum>,
}

impl Affine {
    /// The affine loads and stores of loop `h..=s` of `f` (`is64` tells
    /// a native 64-bit integer register), or `None` when the loop's shape
    /// does not allow the proof or no access is affine.
    pub(super) fn of(
        f: &Func,
        prog: &Program,
        (h, s): (usize, usize),
        is64: impl Fn(Reg) -> bool,
    ) -> Option<Affine> {
        let (iv, ub, step, unsigned) = counted_loop(f, (h, s))?;
        if ![iv, ub, step].iter().all(|&r| is64(r)) {
            return None;
        }
        // What the body writes: anything else holds for the whole copy.
        let mut written = HashSet::new();
        for pc in h + 1..s {
            written.extend(dsts(f, &f.code[pc])?);
        }
        if [iv, ub, step].iter().any(|r| written.contains(r)) {
            return None;
        }
        let mut w = Walk {
            written,
            is64: &is64,
            program: vec![(
                h,
                Def {
                    dst: iv,
                    lin: Lin::Iv,
                },
            )],
            form: HashMap::from([(iv, true)]),
            sums: Vec::new(),
        };
        let mut affine = Vec::new();
        for pc in h + 1..s {
            let (dst, lin, dep) = match f.code[pc] {
                Inst::Load { idx, .. } | Inst::Store { idx, .. } => {
                    if (f.regs(idx).iter()).all(|&r| w.known(r, pc).is_some()) {
                        affine.push(pc);
                    }
                    if let Inst::Load { dst, .. } = f.code[pc] {
                        w.form.remove(&dst);
                    }
                    continue;
                }
                Inst::Affine {
                    fold: Fold::Each,
                    map,
                    dsts,
                    operands,
                } => {
                    w.map_results(pc, &prog.maps[map as usize], f.regs(dsts), f.regs(operands));
                    continue;
                }
                Inst::Const { dst, k } if is64(dst) && const64(prog, k) => {
                    (dst, Lin::Const(k), Some(false))
                }
                Inst::Move { dst, src } | Inst::Cast { dst, a: src, .. }
                    if is64(dst) && int_copy(&f.code[pc]) =>
                {
                    (dst, Lin::Copy(src), w.known(src, pc))
                }
                Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. }
                    if is64(dst) =>
                {
                    let (x, y) = (w.known(a, pc), w.known(b, pc));
                    match (op, x, y) {
                        (IntBinOp::Add, Some(x), Some(y)) => (dst, Lin::Add(a, b), Some(x || y)),
                        (IntBinOp::Sub, Some(x), Some(y)) => (dst, Lin::Sub(a, b), Some(x || y)),
                        (IntBinOp::Mul, Some(false), Some(y)) => (dst, Lin::Mul(a, b), Some(y)),
                        (IntBinOp::Mul, Some(true), Some(false)) => {
                            (dst, Lin::Mul(b, a), Some(true))
                        }
                        _ => (dst, Lin::Iv, None),
                    }
                }
                ref i => {
                    for r in dsts(f, i).expect("checked above") {
                        w.form.remove(&r);
                    }
                    continue;
                }
            };
            match dep {
                Some(dep) => {
                    w.program.push((pc, Def { dst, lin }));
                    w.form.insert(dst, dep);
                }
                None => {
                    w.form.remove(&dst);
                }
            }
        }
        let (program, sums) = (w.program, w.sums);
        (!affine.is_empty()).then_some(Affine {
            iv,
            ub,
            step,
            unsigned,
            program,
            accesses: affine,
            sums,
        })
    }
}

/// The analysis's walk over a body: what the loop writes, and per
/// register whether its current form depends on `iv` (absent: not
/// affine here).
struct Walk<'a, F> {
    written: HashSet<Reg>,
    is64: &'a F,
    program: Vec<(usize, Def)>,
    form: HashMap<Reg, bool>,
    sums: Vec<Sum>,
}

impl<F: Fn(Reg) -> bool> Walk<'_, F> {
    /// Whether register `r`, read by instruction `pc`, is affine there
    /// and depends on `iv`; an invariant met for the first time joins the
    /// program.
    fn known(&mut self, r: Reg, pc: usize) -> Option<bool> {
        if let Some(&d) = self.form.get(&r) {
            return Some(d);
        }
        if self.written.contains(&r) || !(self.is64)(r) {
            return None;
        }
        let lin = Lin::Invariant(r);
        self.program.push((pc, Def { dst: r, lin }));
        self.form.insert(r, false);
        Some(false)
    }

    /// The results of map `m` applied by instruction `pc` (`affine.load`
    /// and `store` subscripts, `affine.apply`) to `ops`, written to
    /// `dsts`: a result that is linear in the operands ([`linear`]) is
    /// affine where they all are (a plain dimension or symbol copies its
    /// operand's bits); any other result is not, here.
    ///
    /// The copy computes the map with no step that can fail: a result
    /// that might fail keeps its side path to the interpreter
    /// (`super::maps`), and a loop with a side path gets no copy. So the
    /// result is the exact integer `Σ c·x + k`, which reduced modulo
    /// `2^64` is the wrapping sum the entry replays (see the module doc).
    fn map_results(&mut self, pc: usize, m: &AffineMap, dsts: &[Reg], ops: &[Reg]) {
        for (&dst, e) in dsts.iter().zip(&m.results) {
            let sum = linear(e, ops, m.num_dims).filter(|_| (self.is64)(dst));
            let known = sum.and_then(|sum| {
                let mut dep = false;
                for &(r, c) in &sum.terms {
                    dep |= self.known(r, pc)? && c != 0;
                }
                Some((sum, dep))
            });
            match known {
                Some((sum, dep)) => {
                    let lin = match sum.terms[..] {
                        [(src, 1)] if sum.k == 0 => Lin::Copy(src),
                        _ => {
                            self.sums.push(sum);
                            Lin::Sum(self.sums.len() as u32 - 1)
                        }
                    };
                    self.program.push((pc, Def { dst, lin }));
                    self.form.insert(dst, dep);
                }
                None => {
                    self.form.remove(&dst);
                }
            }
        }
    }
}

/// Expression `e` of a map with `dims` dimensions applied to `ops`, as a
/// linear combination of those registers plus a constant, when it is one
/// with every coefficient and the constant within `i64`: dimensions,
/// symbols, constants, sums, and products with a side that is constant.
/// The combination equals the expression as integers (distributivity),
/// wherever evaluating the expression does not fail.
pub(super) fn linear(e: &AffineExpr, ops: &[Reg], dims: u32) -> Option<Sum> {
    let op = |i: u64| -> Option<Sum> {
        let r = *ops.get(usize::try_from(i).ok()?)?;
        Some(Sum {
            terms: vec![(r, 1)],
            k: 0,
        })
    };
    match e {
        AffineExpr::Dim(i) => op(u64::from(*i)),
        AffineExpr::Symbol(i) => op(u64::from(dims) + u64::from(*i)),
        AffineExpr::Const(c) => Some(Sum {
            terms: vec![],
            k: *c,
        }),
        AffineExpr::Add(a, b) => {
            let (mut x, y) = (linear(a, ops, dims)?, linear(b, ops, dims)?);
            x.k = x.k.checked_add(y.k)?;
            x.terms.extend(y.terms);
            Some(x)
        }
        AffineExpr::Mul(a, b) => {
            let (x, y) = (linear(a, ops, dims)?, linear(b, ops, dims)?);
            let (c, mut x) = match (x.terms.is_empty(), y.terms.is_empty()) {
                (true, _) => (x.k, y),
                (_, true) => (y.k, x),
                _ => return None,
            };
            x.k = x.k.checked_mul(c)?;
            for t in &mut x.terms {
                t.1 = t.1.checked_mul(c)?;
            }
            Some(x)
        }
        _ => None,
    }
}

/// The induction variable, bound and step of loop `h..=s` of `f`, and
/// whether its head compares unsigned, when it is a counted loop: a head
/// and a step of one induction variable.
pub(super) fn counted_loop(f: &Func, (h, s): (usize, usize)) -> Option<(Reg, Reg, Reg, bool)> {
    let Inst::ForHead {
        iv, ub, unsigned, ..
    } = f.code[h]
    else {
        return None;
    };
    let Inst::ForStep { iv: iv2, step, .. } = f.code[s] else {
        return None;
    };
    (iv == iv2).then_some((iv, ub, step, unsigned))
}

/// Whether `i` (a move or a cast) copies its 64-bit source's bits: a
/// move, or an integer cast between 64-bit registers, whose sign
/// extension and mask are the identity.
fn int_copy(i: &Inst) -> bool {
    use rmlir_ir::registry::CastOp::*;
    match *i {
        Inst::Move { .. } => true,
        Inst::Cast { op, .. } => matches!(op, ExtSI | ExtUI | TruncI | IndexCast | IndexCastUI),
        _ => false,
    }
}

/// The registers instruction `i` of a memo'd body of `f` writes, for the
/// kinds a values-only copy runs natively; `None` for any other kind.
fn dsts(f: &Func, i: &Inst) -> Option<Vec<Reg>> {
    Some(match *i {
        Inst::Affine { dsts, .. } => f.regs(dsts).to_vec(),
        Inst::Const { dst, .. }
        | Inst::Move { dst, .. }
        | Inst::IntBin { dst, .. }
        | Inst::IntBin64 { dst, .. }
        | Inst::CmpI { dst, .. }
        | Inst::Cast { dst, .. }
        | Inst::FloatBin { dst, .. }
        | Inst::Select { dst, .. }
        | Inst::Load { dst, .. } => vec![dst],
        Inst::Store { .. } | Inst::Assert { .. } => vec![],
        _ => return None,
    })
}

/// Whether constant `k` is a 64-bit integer or an index.
/// Per affine access of `shape` (in [`Affine::accesses`]' order), the
/// index of the first one whose byte stride equals its own whatever the
/// registers hold (its own index when there is none).
///
/// The proof gives access `k` the byte stride `B = size·Σ stride·a·step`
/// (see the module doc) from its descriptor's strides, each index's `a`,
/// the element's size and the loop's step. Two accesses through the same
/// memref register read one descriptor (nothing in the copy changes a
/// memref register), so they have the same strides and element size; if
/// each index's `a` is the same constant for both (made only of the
/// induction variable, constants and their sums, differences and
/// products with constants, as the entry computes it, wrapping), their
/// `B` are equal. The copy entered on the proof then moves one pointer
/// for all of them.
pub(super) fn stride_leaders(shape: &Affine, f: &Func, prog: &Program) -> Vec<usize> {
    // Per register: its `a` and its `b`, where constant.
    let mut forms: HashMap<Reg, (Option<i64>, Option<i64>)> = HashMap::new();
    let mut program = shape.program.iter().peekable();
    let mut keys = Vec::with_capacity(shape.accesses.len());
    let zip = |x: Option<i64>, y: Option<i64>, op: fn(i64, i64) -> i64| Some(op(x?, y?));
    for &pc in &shape.accesses {
        while let Some((_, def)) = program.next_if(|(at, _)| *at <= pc) {
            let form = |r: &Reg| forms.get(r).copied().unwrap_or((None, None));
            let lin = match def.lin {
                Lin::Iv => (Some(1), Some(0)),
                Lin::Invariant(_) => (Some(0), None),
                Lin::Const(k) => (Some(0), Some(const_bits(prog, k))),
                Lin::Copy(x) => form(&x),
                Lin::Add(x, y) | Lin::Sub(x, y) => {
                    let ((ax, bx), (ay, by)) = (form(&x), form(&y));
                    let op = match def.lin {
                        Lin::Add(..) => i64::wrapping_add,
                        _ => i64::wrapping_sub,
                    };
                    (zip(ax, ay, op), zip(bx, by, op))
                }
                Lin::Mul(x, y) => {
                    let ((_, bx), (ay, by)) = (form(&x), form(&y));
                    (
                        zip(bx, ay, i64::wrapping_mul),
                        zip(bx, by, i64::wrapping_mul),
                    )
                }
                Lin::Sum(i) => {
                    let sum = &shape.sums[i as usize];
                    sum.combine(|r| form(&r))
                }
            };
            forms.insert(def.dst, lin);
        }
        let (mem, idx, r) = match f.code[pc] {
            Inst::Load { mem, idx, dst } => (mem, idx, dst),
            Inst::Store { mem, idx, val } => (mem, idx, val),
            _ => unreachable!("an access"),
        };
        let a: Option<Vec<i64>> = (f.regs(idx).iter())
            .map(|i| forms.get(i).and_then(|x| x.0))
            .collect();
        keys.push(a.map(|a| (mem, f.reg_types[r as usize], a)));
    }
    (0..keys.len())
        .map(|i| match &keys[i] {
            Some(key) => (0..i).find(|&j| keys[j].as_ref() == Some(key)).unwrap_or(i),
            None => i,
        })
        .collect()
}

/// The bits of constant `k` of the program, a 64-bit integer or an
/// index, as the entry computes with them.
pub(super) fn const_bits(prog: &Program, k: u32) -> i64 {
    use crate::value::{Scalar, Value};
    match prog.consts[k as usize] {
        Value::Scalar(Scalar::Int { bits, .. }) => bits as i64,
        Value::Scalar(Scalar::Index(i)) => i,
        _ => unreachable!("a 64-bit constant"),
    }
}

fn const64(prog: &Program, k: u32) -> bool {
    use crate::value::{Scalar, Value};
    matches!(
        prog.consts[k as usize],
        Value::Scalar(Scalar::Int { width: 64, .. }) | Value::Scalar(Scalar::Index(_))
    )
}

/// The per-index words of one access in [`prove`]'s input: its size,
/// stride, `a` and `b`.
pub(super) const DIM_WORDS: usize = 4;

/// The words of one access's header in [`prove`]'s input: element size,
/// layout offset, rank, the count of transfers' byte ranges, and
/// [`MEM_DESC_BUSY`] ranges `[lo, hi)` (as a descriptor holds them).
pub(super) const ACCESS_WORDS: usize = 4 + 2 * MEM_DESC_BUSY;

/// The words before the accesses in [`prove`]'s input: `iv0`, the upper
/// bound, the step, 1 when the loop compares unsigned.
pub(super) const HEAD_WORDS: usize = 4;

/// Whether bytes `lo..hi` of the buffer miss every transfer's range in
/// access words `w`.
fn clear_of_transfers(w: &[i64], (lo, hi): (i128, i128)) -> bool {
    let n = (w[3] as usize).min(MEM_DESC_BUSY);
    (w[4..4 + 2 * n].chunks_exact(2))
        .all(|r| !(lo < r[1] as u64 as i128 && (r[0] as u64 as i128) < hi))
}

/// The proof (see the module doc) on `input` (the head, then per access
/// its header and its indices' words), writing per access its first
/// element's byte offset and its byte stride into `out`; whether it
/// holds. Every entry of a memo'd loop asks, so it runs in checked `i64`
/// first, and only a loop whose values leave it runs the same proof in
/// `i128`, where no value of a 64-bit loop overflows.
///
/// The `i64` run answers only where it computes the exact values the
/// `i128` one does: with `iv0 ≥ 0` and `ub ≥ 0` the bounds read the same
/// signed or unsigned, a positive `i64` step is one in `1..2^63`, and any
/// sum or product that overflows hands the question over. A refusal it
/// makes (an index outside its size, a transfer's bytes within reach, a
/// byte offset or stride outside `i64`) is then the `i128` run's too.
pub fn prove(input: &[i64], out: &mut [i64]) -> bool {
    proof::<i64>(input, out).unwrap_or_else(|| proof::<i128>(input, out).unwrap_or(false))
}

/// The integers [`proof`] computes in.
trait Int: Copy + Ord {
    const ZERO: Self;
    const ONE: Self;
    /// An input word.
    fn of(x: i64) -> Self;
    /// `iv0` or the bound as the loop compares them, or `None` when this
    /// type cannot tell (a negative word in `i64`, which an unsigned
    /// loop reads as 2^63 or more).
    fn bound(x: i64, unsigned: bool) -> Option<Self>;
    /// The step word as an unsigned 64-bit value, when it is in
    /// `1..2^63` (a positive `i64`).
    fn step(x: i64) -> Option<Self>;
    /// The largest `iv` of the loop's type.
    fn top(unsigned: bool) -> Self;
    fn add(self, y: Self) -> Option<Self>;
    fn sub(self, y: Self) -> Option<Self>;
    fn mul(self, y: Self) -> Option<Self>;
    /// Division of a non-negative value below 2^64 by a positive one.
    fn div(self, y: Self) -> Self;
    /// Whether an index moving by this much an iteration is refused out
    /// of hand (`2^64` or more, which `i64` cannot hold).
    fn too_far(self) -> bool;
    fn to_i64(self) -> Option<i64>;
    fn wide(self) -> i128;
}

impl Int for i64 {
    const ZERO: i64 = 0;
    const ONE: i64 = 1;
    fn of(x: i64) -> i64 {
        x
    }
    fn bound(x: i64, _: bool) -> Option<i64> {
        (x >= 0).then_some(x)
    }
    fn step(x: i64) -> Option<i64> {
        (x >= 1).then_some(x)
    }
    fn top(_: bool) -> i64 {
        i64::MAX
    }
    fn add(self, y: i64) -> Option<i64> {
        self.checked_add(y)
    }
    fn sub(self, y: i64) -> Option<i64> {
        self.checked_sub(y)
    }
    fn mul(self, y: i64) -> Option<i64> {
        self.checked_mul(y)
    }
    fn div(self, y: i64) -> i64 {
        self / y
    }
    fn too_far(self) -> bool {
        false
    }
    fn to_i64(self) -> Option<i64> {
        Some(self)
    }
    fn wide(self) -> i128 {
        self as i128
    }
}

impl Int for i128 {
    const ZERO: i128 = 0;
    const ONE: i128 = 1;
    fn of(x: i64) -> i128 {
        x as i128
    }
    fn bound(x: i64, unsigned: bool) -> Option<i128> {
        Some(match unsigned {
            true => x as u64 as i128,
            false => x as i128,
        })
    }
    fn step(x: i64) -> Option<i128> {
        let x = x as u64 as i128;
        (1..1 << 63).contains(&x).then_some(x)
    }
    fn top(unsigned: bool) -> i128 {
        match unsigned {
            true => u64::MAX as i128,
            false => i64::MAX as i128,
        }
    }
    fn add(self, y: i128) -> Option<i128> {
        self.checked_add(y)
    }
    fn sub(self, y: i128) -> Option<i128> {
        self.checked_sub(y)
    }
    fn mul(self, y: i128) -> Option<i128> {
        self.checked_mul(y)
    }
    fn div(self, y: i128) -> i128 {
        // Both below 2^64 here: `u64` division.
        (self as u64 / y as u64) as i128
    }
    fn too_far(self) -> bool {
        self.unsigned_abs() >> 64 != 0
    }
    fn to_i64(self) -> Option<i64> {
        i64::try_from(self).ok()
    }
    fn wide(self) -> i128 {
        self
    }
}

/// [`prove`] computed in `T`: whether the proof holds, or `None` when a
/// value overflows `T` (in `i128`, only where the proof fails: an index
/// moving that far has left its size).
fn proof<T: Int>(input: &[i64], out: &mut [i64]) -> Option<bool> {
    let unsigned = input[3] != 0;
    let (iv0, ub) = (T::bound(input[0], unsigned)?, T::bound(input[1], unsigned)?);
    let Some(step) = T::step(input[2]) else {
        // Outside `1..2^63` read as unsigned, in either width.
        return Some(false);
    };
    if iv0 >= ub {
        return Some(false);
    }
    // `J` iterations, `j` in `0..=last`, the step after the last at most
    // `top`.
    let last = ub.sub(iv0)?.sub(T::ONE)?.div(step);
    if iv0.add(last.add(T::ONE)?.mul(step)?)? > T::top(unsigned) {
        return Some(false);
    }
    let mut at = HEAD_WORDS;
    for o in out.chunks_exact_mut(2) {
        let w = &input[at..];
        let Some((start, stride)) = access::<T>(w, (iv0, step, last))? else {
            return Some(false);
        };
        (o[0], o[1]) = (start, stride);
        at += ACCESS_WORDS + DIM_WORDS * w[2] as usize;
    }
    Some(true)
}

/// One access of [`proof`] at `w` (its header, then its indices' words),
/// iterations `iv0 + j·step` for `j` in `0..=last`: its first element's
/// byte offset and byte stride when every index stays within its size
/// and the bytes touched miss every transfer's range, `Some(None)` when
/// not, `None` when a value overflows `T`.
fn access<T: Int>(w: &[i64], (iv0, step, last): (T, T, T)) -> Option<Option<(i64, i64)>> {
    let (size, rank) = (w[0], w[2] as usize);
    let (mut first, mut per) = (T::of(w[1]), T::ZERO);
    for d in w[ACCESS_WORDS..ACCESS_WORDS + DIM_WORDS * rank].chunks_exact(DIM_WORDS) {
        let (len, stride, a, b) = (T::of(d[0]), T::of(d[1]), T::of(d[2]), T::of(d[3]));
        let l0 = a.mul(iv0)?.add(b)?;
        let da = a.mul(step)?;
        if da.too_far() {
            return Some(None);
        }
        // Linear in `j`: within `0..len` at both ends, within it at every
        // `j`.
        let end = l0.add(da.mul(last)?)?;
        if !(T::ZERO..len).contains(&l0) || !(T::ZERO..len).contains(&end) {
            return Some(None);
        }
        first = first.add(stride.mul(l0)?)?;
        per = per.add(stride.mul(da)?)?;
    }
    let bytes = |x: T| x.to_i64()?.checked_mul(size);
    let (Some(first), Some(per)) = (bytes(first), bytes(per)) else {
        return Some(None);
    };
    let (f, p) = (T::of(first), T::of(per));
    let end = f.add(p.mul(last)?)?;
    let hi = end.max(f).add(T::of(size))?;
    let clear = clear_of_transfers(w, (end.min(f).wide(), hi.wide()));
    Some(clear.then_some((first, per)))
}

#[cfg(test)]
mod tests {
    use super::{proof, prove, ACCESS_WORDS, MEM_DESC_BUSY};

    /// [`prove`]'s input for a loop `iv0..ub` by `step` and one access
    /// of 4-byte elements at layout offset 0, one index `a·iv + b` of
    /// size `n` and stride 1.
    fn one(
        (iv0, ub, step, unsigned): (i64, i64, i64, bool),
        (n, a, b): (i64, i64, i64),
    ) -> Option<(i64, i64)> {
        let mut input = vec![iv0, ub, step, unsigned as i64, 4, 0, 1];
        input.extend([0; 1 + 2 * MEM_DESC_BUSY]);
        input.extend([n, 1, a, b]);
        let mut out = [0; 2];
        prove(&input, &mut out).then_some((out[0], out[1]))
    }

    /// Whether the proof holds for `A[i]`, 4-byte elements, `i < 100`
    /// (bytes `0..400`), beside transfers in flight on byte ranges `busy`.
    fn beside(busy: &[[i64; 2]]) -> bool {
        let mut input = vec![0, 100, 1, 0, 4, 0, 1, busy.len() as i64];
        for k in 0..MEM_DESC_BUSY {
            input.extend(busy.get(k).copied().unwrap_or([0, 0]));
        }
        input.extend([100, 1, 1, 0]);
        prove(&input, &mut [0; 2])
    }

    #[test]
    fn a_transfer_in_flight_on_the_bytes_touched_fails_the_proof() {
        assert!(beside(&[]));
        assert!(beside(&[[400, 800]]));
        assert!(beside(&[[400, 800], [1000, 1004]]));
        // The last iteration's element, bytes 396..400.
        assert!(!beside(&[[400, 800], [399, 400]]));
        assert!(!beside(&[[0, 1]]));
        assert!(!beside(&[[200, 204]]));
    }

    /// A value of one of a few scales, signed, from `r`: small ones
    /// that make proofs hold and fail, and ones near the `i64` limits
    /// where the proof overflows `i64`.
    fn pick(r: &mut u64) -> i64 {
        *r ^= *r << 13;
        *r ^= *r >> 7;
        *r ^= *r << 17;
        let v = (*r >> 8) as i64;
        match *r % 8 {
            0..=3 => v % 40 - 8,
            4 | 5 => v % 3000,
            6 => i64::MAX - v % 5,
            _ => (v % (1 << 40)) * if v % 2 == 0 { -1 } else { 1 },
        }
    }

    #[test]
    fn the_proof_in_i64_agrees_with_the_one_in_i128_wherever_it_answers() {
        let mut r = 0x2545_f491_4f6c_dd1du64;
        let (mut answered, mut held) = (0, 0);
        for _ in 0..200_000 {
            let mut input = vec![pick(&mut r), pick(&mut r), pick(&mut r) % 4 + 1];
            input.push((r % 2) as i64);
            let accesses = 1 + (r % 3) as usize;
            for _ in 0..accesses {
                let rank = 1 + (r >> 3) as usize % 2;
                let busy = (r >> 5) as usize % 2;
                input.extend([4, pick(&mut r).rem_euclid(8), rank as i64, busy as i64]);
                for _ in 0..MEM_DESC_BUSY {
                    let lo = pick(&mut r).rem_euclid(400);
                    input.extend([lo, lo + 4]);
                }
                for _ in 0..rank {
                    let len = pick(&mut r).rem_euclid(64) + 1;
                    input.extend([len, pick(&mut r) % 70, pick(&mut r) % 3, pick(&mut r)]);
                }
            }
            debug_assert!(input.len() >= 4 + accesses * ACCESS_WORDS);
            let (mut a, mut b) = (vec![0; 2 * accesses], vec![0; 2 * accesses]);
            let w = proof::<i128>(&input, &mut a).unwrap_or(false);
            if let Some(n) = proof::<i64>(&input, &mut b) {
                answered += 1;
                held += n as u32;
                assert_eq!(n, w, "{input:?}");
                if n {
                    assert_eq!(a, b, "{input:?}");
                }
            }
        }
        // Both answers are met often enough for the comparison to mean
        // something.
        assert!(answered > 40_000 && held > 1_000, "{answered} {held}");
    }

    #[test]
    fn the_last_iteration_decides() {
        // i < 99: indices 1..=99 of 100, first byte 4, stride 4.
        assert_eq!(one((0, 99, 1, false), (100, 1, 1)), Some((4, 4)));
        // i < 100 reaches index 100.
        assert_eq!(one((0, 100, 1, false), (100, 1, 1)), None);
        // Step 3 from 1 below 100: the last i is 97, index 98.
        assert_eq!(one((1, 100, 3, false), (99, 1, 1)), Some((8, 12)));
        assert_eq!(one((1, 100, 3, false), (98, 1, 1)), None);
        // 999 − i over i < 1000: from 999 down to 0, stride −4.
        assert_eq!(one((0, 1000, 1, false), (1000, -1, 999)), Some((3996, -4)));
        assert_eq!(one((0, 1000, 1, false), (1000, -1, 998)), None);
    }

    #[test]
    fn loops_the_proof_does_not_cover_are_refused() {
        // No iteration left, a step that is not positive.
        assert_eq!(one((5, 5, 1, false), (100, 1, 0)), None);
        assert_eq!(one((0, 10, 0, false), (100, 1, 0)), None);
        assert_eq!(one((0, 10, -1, false), (100, 1, 0)), None);
        // A signed `iv` whose step after the last would wrap past
        // i64::MAX: the loop would go on at a negative `iv`. From
        // `top − 12` the iterations are `top − 12`, `top − 4`, then
        // `top + 4` wraps; from `top − 16` the step after the last is
        // `top`, which ends the loop.
        let top = i64::MAX;
        assert_eq!(one((top - 4, top, 8, false), (100, 0, 3)), None);
        assert_eq!(one((top - 12, top, 8, false), (100, 0, 3)), None);
        assert_eq!(one((top - 16, top, 8, false), (100, 0, 3)), Some((12, 0)));
        // Unsigned, the same bound is far from the top.
        assert_eq!(one((top - 4, top, 8, true), (100, 0, 3)), Some((12, 0)));
    }
}
