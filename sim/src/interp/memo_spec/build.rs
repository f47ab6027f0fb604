//! The builder of a memo'd loop's specialised form (`super`): it
//! translates the loop's instructions, head to step, into ops on words
//! ([`Builder::inst`]; the vector instructions in `vector.rs`), noting
//! each register's word and kind, the registers read before written and
//! each load's and store's memref ([`super::Desc`]).

use super::op::{bin, fbin, Op};
use super::opt::{fuse, hoist};
use super::{lanes_of, Desc, Held, Kind, Spec, Word, MAX_ACCESSES, MAX_LANES, MAX_RANK, SCRATCH};
use crate::interp::word_ops::resize_kind;
use crate::prepare::{scalar_type, Func, Inst, Program, Reg, RegType};
use crate::value::fixed::narrow;
use rmlir_ir::registry::IntBinOp;
use rmlir_ir::{Context, TypeData};

/// Builds a [`Spec`] of instructions `h..=s` (head to step) of `f`.
pub(super) struct Builder<'a> {
    pub(super) prog: &'a Program,
    pub(super) ctx: &'a Context,
    pub(super) f: &'a Func,
    /// The loop's head.
    pub(super) h: usize,
    pub(super) spec: Spec,
    pub(super) written: Vec<Reg>,
    /// The register of each word (a vector's first lane's; `Reg::MAX`
    /// for its other lanes').
    pub(super) words: Vec<Reg>,
    /// The instruction being translated, as [`Spec::inst_of`] holds it.
    pub(super) inst: (u32, u32),
}

impl Builder<'_> {
    /// The kind of register `r` (its lanes', for a vector) and, for a
    /// vector of at most [`MAX_LANES`] lanes, its shape; `None` where the
    /// words do not hold it.
    pub(super) fn ty(&self, r: Reg) -> Option<(Kind, Option<Box<[u64]>>)> {
        match *self.f.reg_types.get(r as usize)? {
            RegType::Scalar(s) => Some((Kind::of_scalar(s)?, None)),
            RegType::Vector(ty) => {
                let TypeData::Vector {
                    shape,
                    scalable,
                    elem,
                } = self.ctx.ty(ty)
                else {
                    return None;
                };
                if shape.is_empty() || scalable.iter().any(|&s| s) {
                    return None;
                }
                let dims = (shape.iter())
                    .map(|&d| u64::try_from(d).ok().filter(|&d| d >= 1))
                    .collect::<Option<Box<[u64]>>>()?;
                let n = dims.iter().try_fold(1u64, |n, &d| n.checked_mul(d))?;
                if n > MAX_LANES as u64 {
                    return None;
                }
                Some((Kind::of_scalar(scalar_type(self.ctx, *elem)?)?, Some(dims)))
            }
            _ => None,
        }
    }

    /// Whether register `r` is a scalar the words hold.
    pub(super) fn scalar(&self, r: Reg) -> bool {
        matches!(self.ty(r), Some((_, None)))
    }

    /// The lanes of registers `regs` and whether they are vectors, when
    /// they are all scalars (one lane) or all vectors of one shape, as
    /// an element-wise op takes them.
    pub(super) fn uniform(&self, regs: &[Reg]) -> Option<(usize, bool)> {
        let (first, rest) = regs.split_first()?;
        let shape = self.ty(*first)?.1;
        for &r in rest {
            (self.ty(r)?.1 == shape).then_some(())?;
        }
        Some(shape.map_or((1, false), |s| (lanes_of(&s), true)))
    }

    /// The word of register `r` (its first lane's), given it one (and a
    /// vector one per lane) if it has none; `None` past the registers'
    /// words.
    pub(super) fn at(&mut self, r: Reg) -> Option<Word> {
        let i = match self.words.iter().position(|&x| x == r) {
            Some(i) => i,
            None => {
                let n = self.ty(r)?.1.map_or(1, |s| lanes_of(&s));
                self.words.push(r);
                self.words.extend(std::iter::repeat_n(Reg::MAX, n - 1));
                self.words.len() - n
            }
        };
        (self.words.len() <= SCRATCH).then_some(i as Word)
    }

    /// Notes a read of `r` (a live-in unless written before); its kind.
    pub(super) fn read(&mut self, r: Reg) -> Option<Kind> {
        let (kind, shape) = self.ty(r)?;
        let at = self.at(r)?;
        if !self.written.contains(&r) && !self.spec.live_in.iter().any(|h| h.reg == r) {
            let held = Held {
                reg: r,
                at,
                kind,
                shape,
            };
            self.spec.live_in.push(held);
        }
        Some(kind)
    }

    /// Notes a write of `r` by the instruction being translated (whose
    /// ops are not yet emitted); its kind.
    pub(super) fn write(&mut self, r: Reg) -> Option<Kind> {
        let (kind, shape) = self.ty(r)?;
        let at = self.at(r)?;
        if !self.written.contains(&r) {
            self.written.push(r);
            let held = Held {
                reg: r,
                at,
                kind,
                shape,
            };
            self.spec.dsts.push((held, self.spec.ops.len()));
        }
        Some(kind)
    }

    /// The words of three registers already read or written.
    pub(super) fn at3(&mut self, dst: Reg, a: Reg, b: Reg) -> Option<(Word, Word, Word)> {
        Some((self.at(dst)?, self.at(a)?, self.at(b)?))
    }

    /// The integer width of `a` and `b`, which must be one kind, read.
    pub(super) fn int_pair(&mut self, a: Reg, b: Reg) -> Option<(Kind, u32)> {
        let (ka, kb) = (self.read(a)?, self.read(b)?);
        let (w, _) = ka.int()?;
        (ka == kb).then_some((ka, w))
    }

    pub(super) fn access(&mut self, pc: usize, mem: Reg, regs: &[Reg], store: bool) -> Option<u32> {
        if regs.len() > MAX_RANK || self.spec.accesses >= MAX_ACCESSES {
            return None;
        }
        if !matches!(self.f.reg_types.get(mem as usize)?, RegType::MemRef(_)) {
            return None;
        }
        let mut d = Desc {
            pc: pc as u32,
            mem,
            rank: regs.len(),
            store,
            ..Desc::default()
        };
        for (ix, &r) in d.ix.iter_mut().zip(regs) {
            self.scalar(r).then_some(())?;
            ix.sh = match self.read(r)? {
                Kind::Int(w) => 64 - w.max(1),
                Kind::Index => 0,
                _ => return None,
            };
            ix.word = self.at(r)?;
        }
        self.spec.descs[self.spec.accesses] = d;
        self.spec.accesses += 1;
        Some(self.spec.accesses as u32 - 1)
    }

    /// Appends `op` to the loop's ops, as one of the instruction being
    /// translated.
    pub(super) fn emit(&mut self, op: Op) {
        self.spec.ops.push(op);
        self.spec.inst_of.push(self.inst);
    }

    /// Translates instruction `pc` into its ops, noting its reads and
    /// writes: an instruction on scalars into one op, the same on
    /// vectors into one per lane (`vector`); `None` where it is not one
    /// the specialised form runs.
    pub(super) fn inst(&mut self, pc: usize) -> Option<()> {
        let at = u32::try_from(pc.checked_sub(self.h + 1)?).ok()?;
        self.inst = (at, u32::try_from(self.spec.ops.len()).ok()?);
        match self.f.code[pc] {
            Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. } => {
                let n = self.uniform(&[dst, a, b])?;
                let (k, w) = self.int_pair(a, b)?;
                (self.write(dst)? == k).then_some(())?;
                let (dst, a, b) = self.at3(dst, a, b)?;
                self.lanes(bin(op, w, dst, a, b), n)
            }
            Inst::ForStep { iv, step, .. } => {
                (self.uniform(&[iv, step])? == (1, false)).then_some(())?;
                let (k, w) = self.int_pair(iv, step)?;
                (self.write(iv)? == k).then_some(())?;
                let (iv, step) = (self.at(iv)?, self.at(step)?);
                self.emit(bin(IntBinOp::Add, w, iv, iv, step));
                Some(())
            }
            Inst::CmpI { pred, dst, a, b } => {
                let n = self.uniform(&[dst, a, b])?;
                let (_, w) = self.int_pair(a, b)?;
                (self.write(dst)? == Kind::Int(1)).then_some(())?;
                let (dst, a, b) = self.at3(dst, a, b)?;
                self.lanes(Op::Cmp { pred, w, dst, a, b }, n)
            }
            Inst::Cast { op, to, dst, a } => {
                let Some((signed, tw, index)) = resize_kind(op, to) else {
                    self.emit(Op::Decline);
                    return Some(());
                };
                let n = self.uniform(&[dst, a])?;
                let (w, _) = self.read(a)?.int()?;
                (self.write(dst)?.int()? == (tw, index)).then_some(())?;
                let (dst, a) = (self.at(dst)?, self.at(a)?);
                let mask = narrow::mask(tw);
                let op = if signed {
                    let sh = 64 - w.max(1);
                    Op::ExtS { sh, mask, dst, a }
                } else {
                    Op::Trunc { mask, dst, a }
                };
                self.lanes(op, n)
            }
            Inst::FloatBin { op, dst, a, b } => {
                let n = self.uniform(&[dst, a, b])?;
                let (ka, kb) = (self.read(a)?, self.read(b)?);
                let wide = match ka {
                    Kind::F32 => false,
                    Kind::F64 => true,
                    _ => return None,
                };
                (ka == kb && self.write(dst)? == ka).then_some(())?;
                let (dst, a, b) = self.at3(dst, a, b)?;
                self.lanes(fbin(op, wide, dst, a, b), n)
            }
            Inst::Move { dst, src } => {
                let n = self.uniform(&[dst, src])?;
                let k = self.read(src)?;
                (self.write(dst)? == k).then_some(())?;
                let (dst, src) = (self.at(dst)?, self.at(src)?);
                self.lanes(Op::Move { dst, src }, n)
            }
            Inst::Const { dst, k } => self.constant(dst, &self.prog.consts[k as usize]),
            Inst::Fma { dst, a, b, c } => self.fma(dst, a, b, c),
            Inst::Affine {
                fold,
                map,
                dsts,
                operands,
            } => self.affine(fold, map, dsts, operands),
            Inst::Load { dst, mem, idx } => {
                self.scalar(dst).then_some(())?;
                let at = self.access(pc, mem, self.f.regs(idx), false)?;
                let elem = self.write(dst)?;
                let (bytes, mask) = (elem.bytes(), elem.load_mask());
                let d = &mut self.spec.descs[at as usize];
                (d.elem, d.bytes) = (Some(elem), bytes);
                let dst = self.at(dst)?;
                self.emit(match bytes {
                    1 => Op::Load1 { dst, at, mask },
                    2 => Op::Load2 { dst, at, mask },
                    4 => Op::Load4 { dst, at, mask },
                    8 => Op::Load8 { dst, at, mask },
                    _ => return None,
                });
                Some(())
            }
            Inst::Store { val, mem, idx } => {
                self.scalar(val).then_some(())?;
                let bytes = self.read(val)?.bytes();
                let at = self.access(pc, mem, self.f.regs(idx), true)?;
                self.spec.descs[at as usize].bytes = bytes;
                let val = self.at(val)?;
                self.emit(match bytes {
                    1 => Op::Store1 { val, at },
                    2 => Op::Store2 { val, at },
                    4 => Op::Store4 { val, at },
                    8 => Op::Store8 { val, at },
                    _ => return None,
                });
                Some(())
            }
            ref inst => self.vector(pc, inst),
        }
    }
}

impl Spec {
    /// The specialised form of the loop from head `h` to step `s` of `f`,
    /// or `None` where a register is of a type the words do not hold, or
    /// an instruction's operands are not of the kinds the fast paths
    /// compute it on.
    pub(in crate::interp) fn build(
        prog: &Program,
        ctx: &Context,
        f: &Func,
        h: usize,
        s: usize,
    ) -> Option<Box<Spec>> {
        let Inst::ForHead {
            iv, ub, unsigned, ..
        } = f.code[h]
        else {
            return None;
        };
        let mut b = Builder {
            prog,
            ctx,
            f,
            h,
            spec: Spec {
                iv: 0,
                ub: 0,
                signed: !unsigned,
                sh: 0,
                step: 0,
                walks: false,
                ops: Vec::new(),
                body: Vec::new(),
                place: Vec::new(),
                walk_body: Vec::new(),
                walk_place: Vec::new(),
                then_place: Vec::new(),
                walk_then: Vec::new(),
                dropped: Vec::new(),
                hoisted: Vec::new(),
                descs: [Desc::default(); MAX_ACCESSES],
                accesses: 0,
                live_in: Vec::new(),
                dsts: Vec::new(),
                inst_of: Vec::new(),
                insts: s.checked_sub(h)?,
                bufs: Vec::new(),
                dma_idle: true,
                entries: 0,
            },
            written: Vec::new(),
            words: Vec::new(),
            inst: (0, 0),
        };
        (b.uniform(&[iv, ub])? == (1, false)).then_some(())?;
        b.spec.sh = 64 - b.int_pair(iv, ub)?.1.max(1);
        (b.spec.iv, b.spec.ub) = (b.at(iv)?, b.at(ub)?);
        for pc in h + 1..=s {
            b.inst(pc)?;
        }
        let mut spec = b.spec;
        (spec.body, spec.place, spec.hoisted) = hoist(&spec.ops, &spec.live_in);
        (spec.body, spec.place) = fuse(&spec.body, &spec.place, &spec.inst_of);
        super::walk::mark(&mut spec);
        super::lean::mark(&mut spec);
        super::walk::step_apart(&mut spec);
        (spec.body, spec.place, spec.then_place) = super::pair::pair(&spec.body, &spec.place);
        (spec.walk_body, spec.walk_place, spec.walk_then) =
            super::pair::pair(&spec.walk_body, &spec.walk_place);
        Some(Box::new(spec))
    }
}
