//! Vector registers held natively, lane by lane.
//!
//! A register of a `vector` type with a static shape of rank 1 or more,
//! at most [`MAX_LANES`] lanes and a lane type compiled code holds as a
//! scalar (an integer of 1 to 64 bits, `index`, `f32`, `f64`) is
//! *unrolled*: one Cranelift variable per lane, in row-major lane order,
//! each holding exactly the 64-bit form the interpreter's scalar `Value`
//! of that lane has (an integer zero-extended in an I64, a float in an F32
//! or F64), as a scalar register of that type would. Every other vector
//! (a larger or scalable one, lanes wider than 64 bits or of another
//! float type, a rank-0 one) lives only in the interpreter's register
//! file, as before.
//!
//! The limit, 16 lanes (the widest machine vector of `f32`, AVX-512's),
//! keeps a vector instruction's code small: each lane is its own
//! variable and each lane op its own instruction, and every instruction
//! still run through `exec` (a masked transfer, a print, an op left out
//! below) spills and reloads its vector operands lane by lane.
//! `vector.load`, `vector.store` and the simple transfers of a native
//! vector run inline (`super::vmem`). Bigger vectors
//! (the 8x8 tiles of an unrolled kernel) are mostly moved by such
//! instructions, whose spills and reloads then cost more compile time
//! than the native ops save: `tests/corpus_vector/vectorized_unrolled.mlir`
//! compiles in 4.15 G host instructions on the code before, 5.20 G with
//! 64 lanes native, 2.91 G with 16 (callgrind, `--max-cycles 1`).
//!
//! Moving them: the runtime's `put_vec` entry writes a native vector to
//! the register file as the interpreter's `Value::Vector` (its layout's
//! shape and lane type, each lane's bits), and `get_vec` reads one back,
//! both through a frame slot of 8-byte words; `spill` and `reload` call
//! them, so an instruction that still runs through `exec` sees and leaves
//! exactly the interpreter's values.
//!
//! Native instructions, each computed lane by lane with the scalar
//! emitters (`ints`, `floats`, `casts`), so every lane is bit for bit the
//! interpreter's scalar rule (the value library lifts each scalar rule
//! over a vector's lanes): integer ops, compares, selects (a vector
//! condition picks per lane, a scalar `i1` the whole vector), casts,
//! `negf`/`absf`, `f32`/`f64` `+ - * /`, `math.fma` (a lane whose result
//! is a NaN, whose sign and payload the host's fused operation may choose
//! differently from the value library's, takes the interpreter's path for
//! the whole instruction), dense constants, moves, reductions (folded from
//! the accumulator, or lane 0, left to right, as `values::reduce` does;
//! the float minimum and maximum kinds take the interpreter's path when
//! an operand is a NaN), and the ops that only move
//! lanes (`broadcast`, `extract`/`insert` at static positions, transpose,
//! shape cast, from/to elements, shuffle, strided slices, interleave),
//! whose lane map is found at compile time by running the interpreter's
//! own semantics on lanes numbered by themselves
//! ([`crate::interp::lane_sources`]): a static permutation of variables,
//! free at run time. A division any lane of which would fault takes the
//! interpreter's path for the whole instruction, so the fault is the
//! interpreter's. Each is reported to the timing model exactly where the
//! interpreter reports it (`issue_then`, with the prepared timing); a
//! constant or a move, as in the interpreter, issues nothing.
//!
//! A vector instruction takes a side path only where it may take the
//! interpreter's (a division that may fault, an `fma` or a float minimum
//! or maximum reduction meeting a NaN); a loop holding only the others
//! (and accesses that may run inline, `super::vmem`) gets a values-only
//! copy (`super::memo_loop`), in which each computes its lanes and issues
//! nothing, as a scalar instruction does there.

use super::compile::{kind_of, Gen, Kind, Layout};
use crate::interp::{lane_code, lane_sources, LaneOp};
use crate::prepare::{scalar_type, Func, Inst, Reg, RegType};
use crate::value::{Scalar, ScalarType, Value};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, StackSlot, Value as CValue};
use rmlir_ir::registry::{IntBinOp, ReductionKind};
use rmlir_ir::{Context, TypeData};

/// The most lanes a native vector has (see the module doc).
pub(super) const MAX_LANES: u64 = 16;

/// The layout of a register of type `t`, when it is a vector compiled
/// code holds natively.
fn layout_of(ctx: &Context, t: RegType) -> Option<Layout> {
    let RegType::Vector(ty) = t else {
        return None;
    };
    let TypeData::Vector {
        shape,
        scalable,
        elem,
    } = ctx.ty(ty)
    else {
        return None;
    };
    if shape.is_empty() || scalable.iter().any(|&s| s) {
        return None;
    }
    let mut n = 1u64;
    let mut dims = Vec::with_capacity(shape.len());
    for &d in shape {
        let d = u64::try_from(d).ok().filter(|&d| d >= 1)?;
        n = n.checked_mul(d).filter(|&n| n <= MAX_LANES)?;
        dims.push(d);
    }
    let elem = scalar_type(ctx, *elem)?;
    lane_code(elem)?;
    let kind = kind_of(RegType::Scalar(elem))?;
    if matches!(kind, Kind::Wide(_)) {
        return None;
    }
    Some(Layout {
        kind,
        elem,
        shape: dims,
    })
}

/// Per register of `f`: its layout, when it is a vector compiled code can
/// hold natively.
pub(super) fn layouts(ctx: &Context, f: &Func) -> Vec<Option<Layout>> {
    f.reg_types.iter().map(|&t| layout_of(ctx, t)).collect()
}

/// A register an instruction reads or writes, as compiled code holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Held {
    /// A native scalar of this kind.
    Scalar(Kind),
    /// A native vector of this layout.
    Vector(Layout),
}

impl Held {
    fn kind(&self) -> Kind {
        match self {
            Held::Scalar(k) => *k,
            Held::Vector(l) => l.kind,
        }
    }

    /// The shape [`lane_sources`] takes (empty for a scalar).
    fn shape(&self) -> &[u64] {
        match self {
            Held::Scalar(_) => &[],
            Held::Vector(l) => &l.shape,
        }
    }
}

impl Gen<'_, '_> {
    /// How register `r` is held, when natively (a `Wide` scalar is not
    /// taken here).
    fn held(&self, r: Reg) -> Option<Held> {
        if let Some(v) = &self.vecs[r as usize] {
            return Some(Held::Vector(v.layout.clone()));
        }
        match self.native(r)? {
            Kind::Wide(_) => None,
            k => Some(Held::Scalar(k)),
        }
    }

    /// Whether register `r` is a native vector.
    fn is_vec(&self, r: Reg) -> bool {
        self.vecs[r as usize].is_some()
    }

    /// The values of register `r`'s lanes (one for a scalar).
    fn lanes(&mut self, r: Reg) -> Vec<CValue> {
        match &self.vecs[r as usize] {
            Some(v) => {
                let vars = v.vars.clone();
                vars.into_iter().map(|x| self.b.use_var(x)).collect()
            }
            None => vec![self.get(r)],
        }
    }

    /// Sets register `r`'s lanes (one for a scalar).
    fn set_lanes(&mut self, r: Reg, xs: &[CValue]) {
        match &self.vecs[r as usize] {
            Some(v) => {
                for (&var, &x) in v.vars.iter().zip(xs) {
                    self.b.def_var(var, x);
                }
            }
            None => {
                if let Some(&x) = xs.first() {
                    self.set(r, x);
                }
            }
        }
    }

    /// Writes native vector register `r` to the register file (`put_vec`);
    /// `false` when `r` is no native vector.
    pub(super) fn spill_vector(&mut self, r: Reg) -> bool {
        let (Some(v), Some(slot)) = (&self.vecs[r as usize], self.vec_slot) else {
            return false;
        };
        let (layout, vars) = (v.layout.clone(), v.vars.clone());
        let code = lane_code(layout.elem).unwrap_or(0);
        let head = [code, layout.shape.len() as u64]
            .into_iter()
            .chain(layout.shape.iter().copied());
        let mut at = 0i32;
        for w in head {
            let x = self.b.ins().iconst(I64, w as i64);
            self.b.ins().stack_store(I64, x, slot, at);
            at += 8;
        }
        for var in vars {
            let x = self.b.use_var(var);
            let bits = self.pattern_of(layout.kind, x);
            self.b.ins().stack_store(I64, bits, slot, at);
            at += 8;
        }
        self.vec_call(self.rt.put_vec, (r, slot, at / 8));
        true
    }

    /// Reads native vector register `r` back from the register file
    /// (`get_vec`); `false` when `r` is no native vector.
    pub(super) fn reload_vector(&mut self, r: Reg) -> bool {
        let (Some(v), Some(slot)) = (&self.vecs[r as usize], self.vec_slot) else {
            return false;
        };
        let (kind, vars) = (v.layout.kind, v.vars.clone());
        self.vec_call(self.rt.get_vec, (r, slot, vars.len() as i32));
        for (i, var) in vars.into_iter().enumerate() {
            let bits = self.b.ins().stack_load(I64, I64, slot, 8 * i as i32);
            let x = self.of_pattern(kind, bits);
            self.b.def_var(var, x);
        }
        true
    }

    /// Calls `put_vec` or `get_vec` for register `r` on `n` words of
    /// `slot`.
    fn vec_call(&mut self, entry: usize, (r, slot, n): (Reg, StackSlot, i32)) {
        let reg = self.b.ins().iconst(I32, r as i64);
        let at = self.b.ins().stack_addr(I64, slot, 0);
        let n = self.b.ins().iconst(I32, n as i64);
        let sig = self.sigs.vec;
        self.rt_call(entry, sig, &[self.ctx, reg, at, n]);
    }

    /// Emits instruction `pc` natively when it computes on a native
    /// vector (or is a scalar `math.fma`): `Some(true)` done, `Some(false)`
    /// (having emitted nothing) when it must run through the runtime,
    /// `None` when it is no such instruction.
    pub(super) fn try_vector(&mut self, pc: usize) -> Option<bool> {
        let inst = self.f.code[pc].clone();
        let vector = match &inst {
            Inst::Const { dst, .. } | Inst::Move { dst, .. } => self.is_vec(*dst),
            Inst::IntBin { dst, .. }
            | Inst::IntBin64 { dst, .. }
            | Inst::FloatBin { dst, .. }
            | Inst::Unary { dst, .. }
            | Inst::CmpI { dst, .. }
            | Inst::CmpF { dst, .. }
            | Inst::Select { dst, .. }
            | Inst::Cast { dst, .. } => self.is_vec(*dst),
            Inst::Fma { .. }
            | Inst::Broadcast { .. }
            | Inst::Extract { .. }
            | Inst::Insert { .. }
            | Inst::Reduce { .. }
            | Inst::VectorOp { .. } => true,
            _ => false,
        };
        if !vector {
            return None;
        }
        let done = match inst {
            Inst::Const { dst, k } => self.vec_const(pc, dst, k),
            Inst::Move { dst, src } => self.lanewise(pc, dst, &[src], |_, xs| Some(xs[0])),
            Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. } => {
                self.vec_int(pc, op, (dst, a, b))
            }
            Inst::FloatBin { op, dst, a, b } => {
                let k = self.float_lanes(&[dst, a, b]);
                self.lanewise(pc, dst, &[a, b], |g, xs| {
                    g.float_binop(op, k?, xs[0], xs[1])
                })
            }
            Inst::Unary { op, dst, a } => {
                let float = self.float_lanes(&[dst, a]).is_some();
                self.lanewise(pc, dst, &[a], |g, xs| {
                    float.then_some(())?;
                    g.sign_lane(op, xs[0])
                })
            }
            Inst::CmpI { pred, dst, a, b } => {
                let bit = self.lane_kind(dst) == Some(Kind::Int(1));
                let same = self.lane_kind(a) == self.lane_kind(b);
                let w = (self.lane_kind(a).filter(|_| bit && same)).and_then(Kind::int_width);
                self.lanewise(pc, dst, &[a, b], |g, xs| {
                    let c = g.cmp(pred, xs[0], xs[1], w?);
                    Some(g.b.ins().uextend(I64, c))
                })
            }
            Inst::CmpF { pred, dst, a, b } => {
                let bit = self.lane_kind(dst) == Some(Kind::Int(1));
                let float = bit && self.float_lanes(&[a, b]).is_some();
                self.lanewise(pc, dst, &[a, b], |g, xs| {
                    float.then_some(())?;
                    Some(g.cmpf_lane(pred, xs[0], xs[1]))
                })
            }
            Inst::Select { dst, cond, a, b } => self.vec_select(pc, (dst, cond, a, b)),
            Inst::Cast { op, to, dst, a } => {
                let (ka, kd) = (self.lane_kind(a), self.lane_kind(dst));
                let ok = match (ka, kd) {
                    (Some(ka), Some(kd)) => {
                        kind_of(RegType::Scalar(to)) == Some(kd)
                            && super::casts::convertible(op, ka, kd)
                    }
                    _ => false,
                };
                self.lanewise(pc, dst, &[a], |g, xs| {
                    ok.then_some(())?;
                    Some(g.convert(op, (ka?, kd?), xs[0]))
                })
            }
            Inst::Fma { dst, a, b, c } => self.fma(pc, (dst, a, b, c)),
            Inst::Broadcast { dst, src, shape } => {
                let shape = self.prog.shapes[shape as usize].clone();
                self.moves(pc, LaneOp::Broadcast(&shape), &[src], &[dst])
            }
            Inst::Extract {
                dst,
                src,
                pos,
                dynamic,
            } => match self.static_positions(pos, dynamic) {
                Some(p) => self.moves(pc, LaneOp::Extract(&p), &[src], &[dst]),
                None => false,
            },
            Inst::Insert {
                dst,
                val,
                dest,
                pos,
                dynamic,
            } => match self.static_positions(pos, dynamic) {
                Some(p) => self.moves(pc, LaneOp::Insert(&p), &[val, dest], &[dst]),
                None => false,
            },
            Inst::Reduce {
                kind,
                dst,
                src,
                acc,
            } => self.reduce(pc, kind, (dst, src, acc)),
            Inst::VectorOp { spec, dsts, srcs } => {
                let spec = &self.prog.vector_ops[spec as usize];
                let (dsts, srcs) = (self.f.regs(dsts).to_vec(), self.f.regs(srcs).to_vec());
                self.moves(pc, LaneOp::Spec(spec), &srcs, &dsts)
            }
            _ => false,
        };
        Some(done)
    }

    /// The common float kind of the lanes of registers `rs`.
    fn float_lanes(&self, rs: &[Reg]) -> Option<Kind> {
        let k = self.lane_kind(*rs.first()?)?;
        let same = rs.iter().all(|&r| self.lane_kind(r) == Some(k));
        (same && matches!(k, Kind::F32 | Kind::F64)).then_some(k)
    }

    /// The kind of register `r`'s lanes (its own for a scalar).
    fn lane_kind(&self, r: Reg) -> Option<Kind> {
        self.held(r).map(|h| h.kind())
    }

    /// `dst = f(lanes of srcs)` lane by lane, then reported: `dst` a native
    /// vector, every source one of the same shape; `f` gets one lane of
    /// each source and gives the result lane, or `None` (checked on the
    /// first lane, before anything is emitted but reads) when the op is
    /// not computed natively.
    fn lanewise(
        &mut self,
        pc: usize,
        dst: Reg,
        srcs: &[Reg],
        f: impl Fn(&mut Self, &[CValue]) -> Option<CValue>,
    ) -> bool {
        let Some(Held::Vector(l)) = self.held(dst) else {
            return false;
        };
        let same = |h: Option<Held>| matches!(h, Some(Held::Vector(s)) if s.shape == l.shape);
        if !srcs.iter().all(|&s| same(self.held(s))) {
            return false;
        }
        let ins: Vec<Vec<CValue>> = srcs.iter().map(|&s| self.lanes(s)).collect();
        let mut out = Vec::with_capacity(l.lanes());
        for i in 0..l.lanes() {
            let xs: Vec<CValue> = ins.iter().map(|v| v[i]).collect();
            let Some(r) = f(self, &xs) else {
                return false;
            };
            out.push(r);
        }
        self.set_lanes(dst, &out);
        self.finish(pc);
        true
    }

    /// Reports instruction `pc` as the interpreter does (a constant
    /// issues nothing, a move copies its source's ready state) and goes on
    /// with the next one.
    fn finish(&mut self, pc: usize) {
        let next = self.blocks[pc + 1];
        match self.f.code[pc] {
            Inst::Const { .. } => self.leave(pc, next),
            _ => self.issue_then(pc, next),
        }
    }

    /// A dense vector constant, lane by lane.
    fn vec_const(&mut self, pc: usize, dst: Reg, k: u32) -> bool {
        let Some(Held::Vector(l)) = self.held(dst) else {
            return false;
        };
        let Some(Value::Vector(v)) = self.prog.consts.get(k as usize) else {
            return false;
        };
        if v.shape() != l.shape.as_slice() {
            return false;
        }
        let lane = |e: &Value| match (e, l.elem) {
            (Value::Scalar(Scalar::Int { bits, width }), ScalarType::Int(w)) if *width == w => {
                Some(Err(*bits as i64))
            }
            (Value::Scalar(Scalar::Index(i)), ScalarType::Index) => Some(Err(*i)),
            (Value::Scalar(s @ (Scalar::F32(_) | Scalar::F64(_))), _)
                if s.float_kind().map(ScalarType::Float) == Some(l.elem) =>
            {
                Some(Ok(*s))
            }
            _ => None,
        };
        let Some(lanes) = v.elements().iter().map(lane).collect::<Option<Vec<_>>>() else {
            return false;
        };
        let xs: Vec<CValue> = (lanes.into_iter())
            .map(|x| match x {
                Err(i) => self.b.ins().iconst(I64, i),
                Ok(Scalar::F32(f)) => self.b.ins().f32const(f),
                Ok(Scalar::F64(f)) => self.b.ins().f64const(f),
                Ok(_) => self.b.ins().iconst(I64, 0),
            })
            .collect();
        self.set_lanes(dst, &xs);
        self.finish(pc);
        true
    }

    /// An integer op lane by lane; a division tests every lane for the
    /// fault first and takes the interpreter's path for the whole
    /// instruction when any would fault.
    fn vec_int(&mut self, pc: usize, op: IntBinOp, (dst, a, b): (Reg, Reg, Reg)) -> bool {
        let w = match (self.lane_kind(dst), self.lane_kind(a), self.lane_kind(b)) {
            (Some(Kind::Int(w)), Some(Kind::Int(x)), Some(Kind::Int(y))) if w == x && w == y => w,
            _ => return false,
        };
        use IntBinOp::*;
        if matches!(op, CeilDivS | CeilDivU | FloorDivS) {
            return false;
        }
        if matches!(op, DivU | RemU | DivS | RemS) {
            let ok = |h: Option<Held>| matches!(h, Some(Held::Vector(_)));
            if !(ok(self.held(a)) && ok(self.held(b)) && self.same_shape(&[dst, a, b])) {
                return false;
            }
            let (xs, ys) = (self.lanes(a), self.lanes(b));
            let mut any = None;
            for (&x, &y) in xs.iter().zip(&ys) {
                let f = self.div_faults(op, x, y, w);
                any = Some(match any {
                    Some(p) => self.b.ins().bor(p, f),
                    None => f,
                });
            }
            if let Some(any) = any {
                self.side_path_if(pc, any);
            }
        }
        self.lanewise(pc, dst, &[a, b], |g, xs| {
            if super::ints::is_division(op) {
                return Some(g.divide(op, xs[0], xs[1], w));
            }
            g.int_lane(op, (xs[0], xs[1]), w, None)
        })
    }

    /// Whether registers `rs` are native vectors of one shape.
    fn same_shape(&self, rs: &[Reg]) -> bool {
        let shapes: Vec<Option<&Vec<u64>>> = (rs.iter())
            .map(|&r| self.vecs[r as usize].as_ref().map(|v| &v.layout.shape))
            .collect();
        shapes.iter().all(|s| s.is_some() && *s == shapes[0])
    }

    /// `select`: a vector of `i1` picks lane by lane; a scalar `i1` picks
    /// the whole vector (the interpreter's rule).
    fn vec_select(&mut self, pc: usize, (dst, cond, a, b): (Reg, Reg, Reg, Reg)) -> bool {
        let k = self.lane_kind(dst);
        if k.is_none() || self.lane_kind(a) != k || self.lane_kind(b) != k {
            return false;
        }
        match self.held(cond) {
            Some(Held::Vector(l)) if l.kind == Kind::Int(1) => {
                self.lanewise(pc, dst, &[cond, a, b], |g, xs| {
                    Some(g.pick(xs[0], xs[1], xs[2]))
                })
            }
            Some(Held::Scalar(Kind::Int(1))) => {
                let c = self.get(cond);
                self.lanewise(pc, dst, &[a, b], |g, xs| Some(g.pick(c, xs[0], xs[1])))
            }
            _ => false,
        }
    }

    /// `math.fma` on `f32`/`f64` scalars or vectors: the host's fused
    /// multiply-add, correctly rounded as the value library's `mul_add`;
    /// a NaN result (whose sign and payload the two may choose
    /// differently) takes the interpreter's path for the instruction.
    fn fma(&mut self, pc: usize, (dst, a, b, c): (Reg, Reg, Reg, Reg)) -> bool {
        if self.float_lanes(&[dst, a, b, c]).is_none() {
            return false;
        }
        let ok = match self.held(dst) {
            Some(Held::Vector(_)) => self.same_shape(&[dst, a, b, c]),
            Some(Held::Scalar(_)) => ![a, b, c].iter().any(|&r| self.is_vec(r)),
            None => false,
        };
        if !ok {
            return false;
        }
        let (xs, ys, zs) = (self.lanes(a), self.lanes(b), self.lanes(c));
        let mut out = Vec::with_capacity(xs.len());
        let mut nan = None;
        for ((&x, &y), &z) in xs.iter().zip(&ys).zip(&zs) {
            let r = self.b.ins().fma(x, y, z);
            let u = self.b.ins().fcmp(FloatCC::Unordered, r, r);
            nan = Some(match nan {
                Some(p) => self.b.ins().bor(p, u),
                None => u,
            });
            out.push(r);
        }
        if let Some(nan) = nan {
            self.side_path_if(pc, nan);
        }
        self.set_lanes(dst, &out);
        self.finish(pc);
        true
    }

    /// `vector.reduction`: folded from the accumulator (or lane 0) lane
    /// by lane, left to right, each step the interpreter's scalar op for
    /// the kind (`values::reduce`); the float minimum and maximum kinds
    /// take the interpreter's path when any operand is a NaN.
    fn reduce(
        &mut self,
        pc: usize,
        kind: ReductionKind,
        (dst, src, acc): (Reg, Reg, Option<Reg>),
    ) -> bool {
        let Some(Held::Vector(l)) = self.held(src) else {
            return false;
        };
        let k = l.kind;
        let scalar_k = |h: Option<Held>| h == Some(Held::Scalar(k));
        if !scalar_k(self.held(dst)) || !acc.is_none_or(|a| scalar_k(self.held(a))) {
            return false;
        }
        use ReductionKind as R;
        let step: Step = match (kind, k) {
            (R::Add, Kind::F32 | Kind::F64) => Step::Float(rmlir_ir::registry::FloatBinOp::Add),
            (R::Mul, Kind::F32 | Kind::F64) => Step::Float(rmlir_ir::registry::FloatBinOp::Mul),
            (R::MaximumF | R::MaxNumF, Kind::F32 | Kind::F64) => Step::Pick(true),
            (R::MinimumF | R::MinNumF, Kind::F32 | Kind::F64) => Step::Pick(false),
            (_, Kind::F32 | Kind::F64) => return false,
            (R::Add, _) => Step::Int(IntBinOp::Add),
            (R::Mul, _) => Step::Int(IntBinOp::Mul),
            (R::MinSI, _) => Step::Int(IntBinOp::MinS),
            (R::MinUI, _) => Step::Int(IntBinOp::MinU),
            (R::MaxSI, _) => Step::Int(IntBinOp::MaxS),
            (R::MaxUI, _) => Step::Int(IntBinOp::MaxU),
            (R::And, _) => Step::Int(IntBinOp::And),
            (R::Or, _) => Step::Int(IntBinOp::Or),
            (R::Xor, _) => Step::Int(IntBinOp::Xor),
            _ => return false,
        };
        let lanes = self.lanes(src);
        let all: Vec<CValue> = acc.map(|a| self.get(a)).into_iter().chain(lanes).collect();
        if let Step::Pick(_) = step {
            // A NaN anywhere: the interpreter's path (what the four
            // kinds make of NaNs and their payloads differs).
            let mut nan = None;
            for &x in &all {
                let u = self.b.ins().fcmp(FloatCC::Unordered, x, x);
                nan = Some(match nan {
                    Some(p) => self.b.ins().bor(p, u),
                    None => u,
                });
            }
            if let Some(nan) = nan {
                self.side_path_if(pc, nan);
            }
        }
        let mut it = all.into_iter();
        let Some(mut r) = it.next() else {
            return false;
        };
        for x in it {
            r = match step {
                Step::Pick(max) => self.float_pick(max, k, r, x),
                Step::Float(op) => match self.float_binop(op, k, r, x) {
                    Some(v) => v,
                    None => return false,
                },
                Step::Int(op) => {
                    let w = k.int_width().unwrap_or(64);
                    match self.int_lane(op, (r, x), w, None) {
                        Some(v) => v,
                        None => return false,
                    }
                }
            };
        }
        self.set(dst, r);
        self.finish(pc);
        true
    }

    /// The value library's `maximum` (`max`) or `minimum` of two floats
    /// of kind `k`, neither a NaN (where `maxnumf` and `minnumf` agree
    /// with them): the larger (smaller) one, and of two equal ones
    /// (`-0 == +0`) the positive (negative) one.
    fn float_pick(&mut self, max: bool, k: Kind, x: CValue, y: CValue) -> CValue {
        let ity = if k == Kind::F32 { I32 } else { I64 };
        let bits = self.b.ins().bitcast(ity, MemFlagsData::new(), x);
        let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, bits, 0);
        let equal = self.b.ins().fcmp(FloatCC::Equal, x, y);
        let (tie, cc) = if max {
            (self.b.ins().select(neg, y, x), FloatCC::GreaterThan)
        } else {
            (self.b.ins().select(neg, x, y), FloatCC::LessThan)
        };
        let first = self.b.ins().fcmp(cc, x, y);
        let other = self.b.ins().select(first, x, y);
        self.b.ins().select(equal, tie, other)
    }

    /// The static positions of an `extract` or `insert`; `None` when one
    /// is dynamic.
    fn static_positions(
        &self,
        pos: crate::prepare::Span,
        dynamic: crate::prepare::Span,
    ) -> Option<Vec<i64>> {
        if dynamic.len > 0 {
            return None;
        }
        (self.f.regs(pos).iter())
            .map(|&p| (p != u32::MAX).then_some(i64::from(p)))
            .collect()
    }

    /// An op that only moves lanes: every source and result native, of
    /// one lane kind, the results' shapes the layouts'; each result lane
    /// a copy of the source lane the interpreter's semantics put there
    /// ([`lane_sources`]).
    fn moves(&mut self, pc: usize, op: LaneOp<'_>, srcs: &[Reg], dsts: &[Reg]) -> bool {
        let held: Option<Vec<Held>> = srcs.iter().chain(dsts).map(|&r| self.held(r)).collect();
        let Some(held) = held else {
            return false;
        };
        let Some(k) = held.first().map(Held::kind) else {
            return false;
        };
        if held.iter().any(|h| h.kind() != k) {
            return false;
        }
        let (hs, hd) = held.split_at(srcs.len());
        let shapes: Vec<&[u64]> = hs.iter().map(Held::shape).collect();
        let Some(map) = lane_sources(op, &shapes) else {
            return false;
        };
        if map.len() != dsts.len() || map.iter().zip(hd).any(|((s, _), h)| s != h.shape()) {
            return false;
        }
        let all: Vec<CValue> = srcs.iter().flat_map(|&r| self.lanes(r)).collect();
        for (&d, (_, lanes)) in dsts.iter().zip(&map) {
            let xs: Vec<CValue> = lanes.iter().map(|&i| all[i]).collect();
            self.set_lanes(d, &xs);
        }
        self.finish(pc);
        true
    }
}

/// One step of a reduction.
#[derive(Copy, Clone)]
enum Step {
    Float(rmlir_ir::registry::FloatBinOp),
    Int(IntBinOp),
    /// The float maximum (`true`) or minimum of two non-NaN floats.
    Pick(bool),
}
