//! Forwarding in the tight copy ([`super::tight`]): a load that reads, in
//! iteration `t + 1`, exactly the bytes a later access of the body read
//! or wrote in iteration `t` takes that access's value from a variable
//! instead of from memory (the reload of a Gauss-Seidel stencil's west
//! neighbour, which the iteration before stored, and of its centre, which
//! the iteration before loaded as the east neighbour).
//!
//! # Which loads
//! Only a copy whose accesses are all affine and proven has a tight copy.
//! Load `X` takes the value of access `Y` when (statically, [`plan`]) `Y`
//! comes after `X` in the body, both go through the same memref register
//! with the same element type and the same constant `a` per index
//! ([`stride_leaders`] puts them on one pointer, moving by one byte
//! stride `B`), and each index of `X`, one step of the induction variable
//! later, is `Y`'s (`b_Y − b_X = a·step` per index, with `b` known up to
//! the same invariant register and the step a constant register); and
//! every store of the body that runs between `Y` in iteration `t` and `X`
//! in iteration `t + 1` (those after `Y`, in `t`, and those before `X`,
//! in `t + 1`) goes through that same pointer. Of several such `Y`, the
//! last in the body.
//!
//! # The proof, at the proven copy's entry
//! The static match only chooses; the copy's entry proves
//! ([`Gen::forward_holds`]), on the first element's host addresses
//! `F` the affine proof gave every access and on `B`: `F_X + B = F_Y`
//! (then in every iteration `X`'s element in `t + 1` is `Y`'s in `t`:
//! both move by `B`, and the same memref register names one buffer and
//! one element size), and for each store `Z` in between, that its
//! element is at least an element away from `X`'s in the iteration it
//! runs in (`|F_Z − F_X − B| ≥ size` for one in `t`, `|F_Z − F_X| ≥
//! size` for one in `t + 1`), so it writes none of those bytes. Nothing
//! else writes memory inside the tight copy (it calls the runtime
//! nowhere, and the affine proof keeps every access clear of the
//! transfers in flight). So the bytes `X` reads in `t + 1` hold what `Y`
//! left in them in `t`: the value `Y` loaded or stored, which a load of
//! those bytes gives back ([`Gen::forward_source`]). When the
//! proof fails, the tight copy is not entered: its entry hands the count
//! back to the latch's path, which is the copy without the tight loop.
//!
//! # In the tight copy
//! Each `Y` sets a variable after it runs; each `X` takes that variable
//! instead of loading (its pointer still moves, and its note for the memo
//! is the same). At the tight copy's entry the variable is loaded from
//! `X`'s element of the first iteration there: the stores before `X` in
//! that iteration write none of its bytes (the proof above, for `t + 1`).
//! Every store still runs, so memory is the interpreter's at every
//! point the runtime can look, and timing is untouched: the tight copy
//! issues nothing and counts iterations as before.

use super::affine::{const_bits, stride_leaders, Affine, Lin};
use super::compile::Gen;
use super::desc::{elem_of, Elem};
use super::loops::{Forwarding, Strided};
use crate::prepare::{Func, Inst, Program, Reg};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I64, I8};
use cranelift_codegen::ir::{InstBuilder, Value as CValue};
use cranelift_frontend::Variable;
use std::collections::HashMap;

/// The invariant part of an index form `a·iv + base + k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    /// None: the form is `a·iv + k`.
    Zero,
    /// The value of an invariant register.
    Reg(Reg),
    /// Some other combination, named by the definition that made it
    /// (equal only to itself).
    Other(usize),
}

/// An index register's form `a·iv + base + k` (`a` when constant),
/// computed with wrapping arithmetic as the registers are.
#[derive(Clone, Copy, Debug)]
struct Form {
    a: Option<i64>,
    base: Base,
    k: i64,
}

/// One forwarded load (instruction numbers).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Pair {
    /// The load.
    pub(super) x: usize,
    /// The later access whose value it takes, one iteration on.
    pub(super) y: usize,
    /// The stores that run between `y` and `x` one iteration on, each
    /// with whether it runs in that next iteration (before `x`).
    pub(super) window: Vec<(usize, bool)>,
}

/// The forwarded loads of a proven copy, and whether the proof at its
/// entry holds ([`Gen::forward_holds`]).
#[derive(Clone, Debug)]
pub(super) struct Planned {
    pub(super) pairs: Vec<Pair>,
    pub(super) holds: CValue,
}

/// The loads of `shape`'s body that may take a later access's value
/// one iteration on (see the module doc), for a loop whose step is the
/// constant `step`; none unless every access of the body is affine.
pub(super) fn plan(
    shape: &Affine,
    (f, prog): (&Func, &Program),
    consts: &[Option<u32>],
    step: i64,
) -> Vec<Pair> {
    let acc = &shape.accesses;
    // The body: from the head (the program's first definition, the
    // induction variable's) to the step.
    let h = shape.program[0].0;
    let all = (f.code[h + 1..].iter())
        .take_while(|i| !matches!(i, Inst::ForStep { .. }))
        .filter(|i| matches!(i, Inst::Load { .. } | Inst::Store { .. }))
        .count();
    if all != acc.len() {
        return Vec::new();
    }
    let forms = index_forms(shape, (f, prog), consts);
    let leaders = stride_leaders(shape, f, prog);
    let store = |i: usize| matches!(f.code[acc[i]], Inst::Store { .. });
    let mut pairs = Vec::new();
    for x in (0..acc.len()).filter(|&x| !store(x)) {
        let same = |y: usize| leaders[y] == leaders[x];
        let Some(y) = (x + 1..acc.len())
            .rev()
            .find(|&y| same(y) && one_step_on(&forms[x], &forms[y], step))
        else {
            continue;
        };
        let window: Option<Vec<(usize, bool)>> = (0..acc.len())
            .filter(|&z| store(z) && (z > y || z < x))
            .map(|z| same(z).then_some((acc[z], z < x)))
            .collect();
        if let Some(window) = window {
            pairs.push(Pair {
                x: acc[x],
                y: acc[y],
                window,
            });
        }
    }
    pairs
}

/// Whether indices `x`, one step of the induction variable on, are
/// indices `y` whatever the invariants hold: `a` the same constant and
/// `b_y − b_x = a·step` in every dimension.
fn one_step_on(x: &[Form], y: &[Form], step: i64) -> bool {
    x.len() == y.len()
        && x.iter().zip(y).all(|(x, y)| match (x.a, y.a) {
            (Some(a), Some(b)) => {
                a == b && x.base == y.base && y.k.wrapping_sub(x.k) == a.wrapping_mul(step)
            }
            _ => false,
        })
}

/// Per access of `shape` (in [`Affine::accesses`]' order), its indices'
/// forms, replaying [`Affine::program`] symbolically; an invariant
/// register that always holds one constant (`consts`) is that constant.
fn index_forms(
    shape: &Affine,
    (f, prog): (&Func, &Program),
    consts: &[Option<u32>],
) -> Vec<Vec<Form>> {
    let mut forms: HashMap<Reg, Form> = HashMap::new();
    let mut program = shape.program.iter().enumerate().peekable();
    let mut out = Vec::with_capacity(shape.accesses.len());
    let other = |n: usize| Form {
        a: None,
        base: Base::Other(n),
        k: 0,
    };
    for &pc in &shape.accesses {
        while let Some((n, (_, def))) = program.next_if(|(_, (at, _))| *at <= pc) {
            let form = |r: &Reg| forms.get(r).copied().unwrap_or(other(usize::MAX));
            let zip = |x: Option<i64>, y: Option<i64>, op: fn(i64, i64) -> i64| Some(op(x?, y?));
            let lin = match def.lin {
                Lin::Iv => Form {
                    a: Some(1),
                    base: Base::Zero,
                    k: 0,
                },
                Lin::Invariant(r) => match consts.get(r as usize).copied().flatten() {
                    Some(c) => Form {
                        a: Some(0),
                        base: Base::Zero,
                        k: const_bits(prog, c),
                    },
                    None => Form {
                        a: Some(0),
                        base: Base::Reg(r),
                        k: 0,
                    },
                },
                Lin::Const(c) => Form {
                    a: Some(0),
                    base: Base::Zero,
                    k: const_bits(prog, c),
                },
                Lin::Copy(x) => form(&x),
                Lin::Add(x, y) => {
                    let (x, y) = (form(&x), form(&y));
                    let base = match (x.base, y.base) {
                        (Base::Zero, b) | (b, Base::Zero) => b,
                        _ => Base::Other(n),
                    };
                    let a = zip(x.a, y.a, i64::wrapping_add);
                    let k = x.k.wrapping_add(y.k);
                    Form { a, base, k }
                }
                Lin::Sub(x, y) => {
                    let (x, y) = (form(&x), form(&y));
                    let base = match (x.base, y.base) {
                        (b, Base::Zero) => b,
                        (b, c) if b == c => Base::Zero,
                        _ => Base::Other(n),
                    };
                    let a = zip(x.a, y.a, i64::wrapping_sub);
                    let k = x.k.wrapping_sub(y.k);
                    Form { a, base, k }
                }
                Lin::Mul(x, y) => {
                    let (x, y) = (form(&x), form(&y));
                    match (x.base, y.base) {
                        (Base::Zero, Base::Zero) => Form {
                            a: y.a.map(|a| a.wrapping_mul(x.k)),
                            base: Base::Zero,
                            k: x.k.wrapping_mul(y.k),
                        },
                        _ => other(n),
                    }
                }
                Lin::Sum(i) => {
                    let sum = &shape.sums[i as usize];
                    let mut out = Form {
                        a: Some(0),
                        base: Base::Zero,
                        k: sum.k,
                    };
                    // Terms with an invariant part: one, taken once, is
                    // that part; more make another combination.
                    let mut bases = 0;
                    for &(r, c) in &sum.terms {
                        let x = form(&r);
                        out.a = zip(out.a, x.a.map(|a| a.wrapping_mul(c)), i64::wrapping_add);
                        out.k = out.k.wrapping_add(x.k.wrapping_mul(c));
                        if x.base != Base::Zero && c != 0 {
                            bases += 1;
                            out.base = match c {
                                1 => x.base,
                                _ => Base::Other(n),
                            };
                        }
                    }
                    if bases > 1 {
                        out.base = Base::Other(n);
                    }
                    out
                }
            };
            forms.insert(def.dst, lin);
        }
        let idx = match f.code[pc] {
            Inst::Load { idx, .. } | Inst::Store { idx, .. } => idx,
            _ => unreachable!("an access"),
        };
        let of = |r: &Reg| forms.get(r).copied().unwrap_or(other(usize::MAX));
        out.push(f.regs(idx).iter().map(of).collect());
    }
    out
}

/// The element moved by access `pc` of `f`.
fn elem_at(f: &Func, pc: usize) -> Elem {
    let r = match f.code[pc] {
        Inst::Load { dst, .. } => dst,
        Inst::Store { val, .. } => val,
        _ => unreachable!("an access"),
    };
    elem_of(f.reg_types[r as usize]).expect("an inline access")
}

impl Gen<'_, '_> {
    /// The forwarded loads of the copy entered on `shape`'s proof, with
    /// the entry's proof that they may be ([`Self::forward_holds`]) on
    /// each access's first element's host address and byte stride
    /// `first` (per instruction); `None` when there are none.
    pub(super) fn plan_forwarding(
        &mut self,
        shape: &Affine,
        first: &HashMap<usize, (CValue, CValue)>,
    ) -> Option<Planned> {
        let k = self.consts.get(shape.step as usize).copied().flatten()?;
        let pairs = plan(
            shape,
            (self.f, self.prog),
            &self.consts,
            const_bits(self.prog, k),
        );
        if pairs.is_empty() {
            return None;
        }
        let holds = self.forward_holds(&pairs, first);
        Some(Planned { pairs, holds })
    }

    /// Whether every pair's forwarding holds (see the module doc), from
    /// the accesses' first elements' host addresses and byte strides:
    /// `F_X + B = F_Y`, and each store in between at least an element
    /// away from `X`'s element in the iteration it runs in.
    fn forward_holds(
        &mut self,
        pairs: &[Pair],
        first: &HashMap<usize, (CValue, CValue)>,
    ) -> CValue {
        let mut ok = self.b.ins().iconst(I8, 1);
        for p in pairs {
            let size = elem_at(self.f, p.x).size as i64;
            let ((fx, stride), (fy, _)) = (first[&p.x], first[&p.y]);
            let next = self.b.ins().iadd(fx, stride);
            let same = self.b.ins().icmp(IntCC::Equal, next, fy);
            ok = self.b.ins().band(ok, same);
            for &(z, later) in &p.window {
                let d = self
                    .b
                    .ins()
                    .isub(first[&z].0, if later { fx } else { next });
                // `d` outside `-size + 1..size`: `d + size − 1` (mod
                // 2^64) at least `2·size − 1`.
                let d = self.b.ins().iadd_imm_s(d, size - 1);
                let apart =
                    self.b
                        .ins()
                        .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, d, 2 * size - 1);
                ok = self.b.ins().band(ok, apart);
            }
        }
        ok
    }

    /// At the tight copy's entry: a variable per forwarded pair's source,
    /// loaded from its load's element of the first iteration there,
    /// through the tight copy's pointers `proven`.
    pub(super) fn start_forwarding(
        &mut self,
        pairs: &[Pair],
        proven: &HashMap<usize, Strided>,
    ) -> Forwarding {
        let mut fwd = Forwarding::default();
        for p in pairs {
            let e = elem_at(self.f, p.x);
            let var = match fwd.sets.get(&p.y) {
                Some(&v) => v,
                None => {
                    let v = self.b.declare_var(e.ty());
                    let at = self.start_address(proven[&p.x]);
                    let x = self.load_elem(e, at);
                    self.b.def_var(v, x);
                    fwd.sets.insert(p.y, v);
                    v
                }
            };
            fwd.reads.insert(p.x, var);
        }
        fwd
    }

    /// The host address of proven access `st`'s element in the iteration
    /// about to start: its pointer, or, for one that shares an earlier
    /// access's pointer, that pointer one stride on (where it is when
    /// this access runs) plus its offset.
    fn start_address(&mut self, st: Strided) -> CValue {
        let host = self.b.use_var(st.host);
        let Some((slot, at)) = st.offset else {
            return host;
        };
        let stride = self.b.use_var(st.stride);
        let off = self.b.ins().stack_load(I64, I64, slot, at);
        let next = self.b.ins().iadd(host, stride);
        self.b.ins().iadd(next, off)
    }

    /// In the tight copy, after proven access `pc` (of register `r`):
    /// the value its forwarding variable takes, if it is a source. That
    /// is `r`'s for a load and for a store alike: an integer register
    /// holds its value zero-extended from its width (`super::compile`),
    /// which is at most the element's `8·size` bits, so a store writes all
    /// of its bits and a load of those bytes (zero-extended, masked to the
    /// width: [`Gen::load_elem`]) gives them back; a float's bits are
    /// stored and loaded as they are.
    pub(super) fn forward_source(&mut self, pc: usize, r: Reg) {
        let Some(&v) = (self.memo.forward.as_ref()).and_then(|f| f.sets.get(&pc)) else {
            return;
        };
        let x = self.get(r);
        self.b.def_var(v, x);
    }

    /// In the tight copy: the variable proven load `pc` takes its value
    /// from, if it is forwarded.
    pub(super) fn forwarded(&self, pc: usize) -> Option<Variable> {
        (self.memo.forward.as_ref()).and_then(|f| f.reads.get(&pc).copied())
    }
}
