//! The specialised form a memo'd loop's iterations run in (`super::memo`).
//!
//! Every register a memo'd loop's instructions touch has a static scalar
//! type, and on the fast paths each instruction writes its result in that
//! type; so the tests the fast paths make per instruction (which kind of
//! scalar each operand holds, which memref a load names and how it is
//! laid out) give the same answer in every iteration of one entry. Here
//! they are made once: when the machine is made, the loop's instructions
//! are translated into [`Op`]s on plain 64-bit words, one per register,
//! with each operand's width fixed; at each entry the registers the loop
//! reads before writing are checked to hold scalars of their types and
//! copied into the words, and each load's and store's memref is resolved
//! into a [`Desc`] (buffer, offset, sizes and strides, element bytes,
//! space). An iteration then only checks what can change from one
//! iteration to the next: each index against its size, the element's
//! place in its buffer, division faults and out-of-range shifts (through
//! the same arithmetic as the fast paths), and a transfer in flight.
//!
//! Where anything the entry checks does not hold (a register of another
//! type, a memref of another layout, a freed buffer, an element the fast
//! path does not read), the entry runs on the ordinary fast paths instead
//! (`super::memo_run`), which then decide as before. Where an iteration's
//! check fails, the words the loop wrote go back into their registers and
//! the iteration declines at that instruction exactly as the fast paths
//! decline, so values, faults, steps and cycles are those of the
//! unspecialised run.

use super::word_ops::resize_kind;
use crate::prepare::{Func, Inst, Program, Reg, RegType};
use crate::runtime::Slot;
use crate::value::fixed::narrow;
use crate::value::{IntPredicate, Scalar, ScalarType, Value};
use rmlir_ir::registry::{FloatBinOp, IntBinOp};
use rmlir_ir::types::FloatKind;

/// The most dimensions a specialised load or store indexes.
const MAX_RANK: usize = 4;

/// The most loads and stores a specialised iteration makes.
const MAX_ACCESSES: usize = 16;

/// The scalar a register holds, as a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An `iN` (N ≤ 64): its bits.
    Int(u32),
    /// An `index`: its two's-complement bits.
    Index,
    /// An `f32`: its bits.
    F32,
    /// An `f64`: its bits.
    F64,
}

impl Kind {
    /// The kind of a register of type `t`, if the words can hold it.
    fn of(t: &RegType) -> Option<Kind> {
        match *t {
            RegType::Scalar(s) => Kind::of_scalar(s),
            _ => None,
        }
    }

    fn of_scalar(s: ScalarType) -> Option<Kind> {
        Some(match s {
            ScalarType::Int(w) if w <= 64 => Kind::Int(w),
            ScalarType::Index => Kind::Index,
            ScalarType::Float(FloatKind::F32) => Kind::F32,
            ScalarType::Float(FloatKind::F64) => Kind::F64,
            _ => return None,
        })
    }

    /// The width the fast paths compute an integer kind at (`index` is
    /// 64 bits wide), and whether it is an `index`.
    fn int(self) -> Option<(u32, bool)> {
        match self {
            Kind::Int(w) => Some((w, false)),
            Kind::Index => Some((64, true)),
            _ => None,
        }
    }

    /// The word of a register holding a scalar of this kind.
    fn word(self, s: &Slot) -> Option<u64> {
        let Slot::V(Value::Scalar(s)) = s else {
            return None;
        };
        match (self, *s) {
            (Kind::Int(w), Scalar::Int { bits, width }) if width == w => Some(bits),
            (Kind::Index, Scalar::Index(i)) => Some(i as u64),
            (Kind::F32, Scalar::F32(x)) => Some(x.to_bits() as u64),
            (Kind::F64, Scalar::F64(x)) => Some(x.to_bits()),
            _ => None,
        }
    }

    /// The scalar a word of this kind is.
    fn scalar(self, w: u64) -> Scalar {
        match self {
            Kind::Int(width) => Scalar::Int { bits: w, width },
            Kind::Index => Scalar::Index(w as i64),
            Kind::F32 => Scalar::F32(f32::from_bits(w as u32)),
            Kind::F64 => Scalar::F64(f64::from_bits(w)),
        }
    }
}

/// One instruction of a specialised loop, on words indexed by register.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// `dst = a + b`, masked to the width (`mask`); the loop's step too.
    Add {
        mask: u64,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// `dst = a * b`, masked to the width.
    Mul {
        mask: u64,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// Any other `dst = a op b` at width `w` (`IntBin`, `IntBin64`).
    Bin {
        op: IntBinOp,
        w: u32,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// `dst = a pred b` at width `w`.
    Cmp {
        pred: IntPredicate,
        w: u32,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// An integer resize from width `w` to `tw`.
    Resize {
        signed: bool,
        w: u32,
        tw: u32,
        dst: Reg,
        a: Reg,
    },
    /// A float op on two `f32` (`f64` when `wide`).
    Float {
        op: FloatBinOp,
        wide: bool,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Move {
        dst: Reg,
        src: Reg,
    },
    Const {
        dst: Reg,
        bits: u64,
    },
    /// A load of access `at` into `dst`, an element of kind `elem`.
    Load {
        dst: Reg,
        elem: Kind,
        at: u32,
    },
    /// A store of `val` by access `at`.
    Store {
        val: Reg,
        at: u32,
    },
    /// An instruction the fast paths never run (a cast they leave to the
    /// general path): every iteration declines at it.
    Decline,
}

/// One load's or store's memref: the instruction's operands, and what
/// each entry resolves them to.
#[derive(Clone, Copy, Debug, Default)]
struct Desc {
    /// The instruction.
    pc: u32,
    /// The memref's register.
    mem: Reg,
    /// The index registers, each with the width it sign-extends from
    /// (`None` for an `index`).
    idx: [(Reg, Option<u32>); MAX_RANK],
    /// How many indices the instruction gives.
    n: usize,
    store: bool,
    /// The element a load reads (its destination's kind).
    elem: Option<Kind>,
    // Resolved at each entry:
    buf: u32,
    offset: i64,
    /// Sizes and strides of the dimensions the offset sums over.
    dims: [(i64, i64); MAX_RANK],
    rank: usize,
    /// Element bytes.
    size: u64,
    /// The buffer's bytes and its first byte's address in its space.
    len: usize,
    base: u64,
    space: u32,
}

/// A memo'd loop in its specialised form.
#[derive(Debug)]
pub(super) struct Spec {
    /// The head's test: `iv pred ub` at width `w`.
    iv: Reg,
    ub: Reg,
    pred: IntPredicate,
    w: u32,
    /// The instructions after the head, to the step.
    ops: Vec<Op>,
    descs: Vec<Desc>,
    /// The registers an iteration reads before writing, with their kinds.
    live_in: Vec<(Reg, Kind)>,
    /// Each register the ops write, its kind and the first op writing it.
    dsts: Vec<(Reg, Kind, usize)>,
    /// Whether no transfer is in flight (fixed for an entry).
    dma_idle: bool,
    /// Entries that ran specialised.
    pub(super) entries: u64,
}

/// Builds a [`Spec`] of instructions `h..=s` (head to step) of `f`.
struct Builder<'a> {
    prog: &'a Program,
    f: &'a Func,
    spec: Spec,
    written: Vec<Reg>,
}

impl Builder<'_> {
    fn kind(&self, r: Reg) -> Option<Kind> {
        Kind::of(self.f.reg_types.get(r as usize)?)
    }

    /// Notes a read of `r` (a live-in unless written before); its kind.
    fn read(&mut self, r: Reg) -> Option<Kind> {
        let k = self.kind(r)?;
        if !self.written.contains(&r) && !self.spec.live_in.iter().any(|&(x, _)| x == r) {
            self.spec.live_in.push((r, k));
        }
        Some(k)
    }

    /// Notes a write of `r` by the next op; its kind.
    fn write(&mut self, r: Reg) -> Option<Kind> {
        let k = self.kind(r)?;
        if !self.written.contains(&r) {
            self.written.push(r);
            self.spec.dsts.push((r, k, self.spec.ops.len()));
        }
        Some(k)
    }

    /// The integer width of `a` and `b`, which must be one kind, read.
    fn int_pair(&mut self, a: Reg, b: Reg) -> Option<(Kind, u32)> {
        let (ka, kb) = (self.read(a)?, self.read(b)?);
        let (w, _) = ka.int()?;
        (ka == kb).then_some((ka, w))
    }

    fn access(
        &mut self,
        pc: usize,
        mem: Reg,
        idx: crate::prepare::Span,
        store: bool,
    ) -> Option<u32> {
        let regs = self.f.regs(idx);
        if regs.len() > MAX_RANK || self.spec.descs.len() >= MAX_ACCESSES {
            return None;
        }
        if !matches!(self.f.reg_types.get(mem as usize)?, RegType::MemRef(_)) {
            return None;
        }
        let mut d = Desc {
            pc: pc as u32,
            mem,
            n: regs.len(),
            store,
            ..Desc::default()
        };
        for (k, &r) in regs.iter().enumerate() {
            d.idx[k] = match self.read(r)? {
                Kind::Int(w) => (r, Some(w)),
                Kind::Index => (r, None),
                _ => return None,
            };
        }
        self.spec.descs.push(d);
        Some(self.spec.descs.len() as u32 - 1)
    }

    /// The op of instruction `pc`, noting its reads and writes.
    fn op(&mut self, pc: usize) -> Option<Op> {
        Some(match self.f.code[pc] {
            Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. } => {
                let (k, w) = self.int_pair(a, b)?;
                (self.write(dst)? == k).then_some(())?;
                bin(op, w, dst, a, b)
            }
            Inst::ForStep { iv, step, .. } => {
                let (k, w) = self.int_pair(iv, step)?;
                (self.write(iv)? == k).then_some(())?;
                bin(IntBinOp::Add, w, iv, iv, step)
            }
            Inst::CmpI { pred, dst, a, b } => {
                let (_, w) = self.int_pair(a, b)?;
                (self.write(dst)? == Kind::Int(1)).then_some(())?;
                Op::Cmp { pred, w, dst, a, b }
            }
            Inst::Cast { op, to, dst, a } => {
                let Some((signed, tw, index)) = resize_kind(op, to) else {
                    return Some(Op::Decline);
                };
                let (w, _) = self.read(a)?.int()?;
                (self.write(dst)?.int()? == (tw, index)).then_some(())?;
                Op::Resize {
                    signed,
                    w,
                    tw,
                    dst,
                    a,
                }
            }
            Inst::FloatBin { op, dst, a, b } => {
                let (ka, kb) = (self.read(a)?, self.read(b)?);
                let wide = match ka {
                    Kind::F32 => false,
                    Kind::F64 => true,
                    _ => return None,
                };
                (ka == kb && self.write(dst)? == ka).then_some(())?;
                Op::Float {
                    op,
                    wide,
                    dst,
                    a,
                    b,
                }
            }
            Inst::Move { dst, src } => {
                let k = self.read(src)?;
                (self.write(dst)? == k).then_some(())?;
                Op::Move { dst, src }
            }
            Inst::Const { dst, k } => {
                let Value::Scalar(v) = self.prog.consts[k as usize] else {
                    return None;
                };
                let kind = self.write(dst)?;
                let bits = kind.word(&Slot::V(Value::Scalar(v)))?;
                Op::Const { dst, bits }
            }
            Inst::Load { dst, mem, idx } => {
                let at = self.access(pc, mem, idx, false)?;
                let elem = self.write(dst)?;
                self.spec.descs[at as usize].elem = Some(elem);
                Op::Load { dst, elem, at }
            }
            Inst::Store { val, mem, idx } => {
                self.read(val)?;
                let at = self.access(pc, mem, idx, true)?;
                Op::Store { val, at }
            }
            _ => return None,
        })
    }
}

/// The op of `dst = a op b` at width `w`: the commonest ops with their
/// mask made once, computing what [`int_op`] computes.
fn bin(op: IntBinOp, w: u32, dst: Reg, a: Reg, b: Reg) -> Op {
    let mask = narrow::mask(w);
    match op {
        IntBinOp::Add => Op::Add { mask, dst, a, b },
        IntBinOp::Mul => Op::Mul { mask, dst, a, b },
        _ => Op::Bin { op, w, dst, a, b },
    }
}

impl Spec {
    /// The specialised form of the loop from head `h` to step `s` of `f`,
    /// or `None` where a register is of a type the words do not hold, or
    /// an instruction's operands are not of the kinds the fast paths
    /// compute it on.
    pub(super) fn build(prog: &Program, f: &Func, h: usize, s: usize) -> Option<Box<Spec>> {
        let Inst::ForHead {
            iv, ub, unsigned, ..
        } = f.code[h]
        else {
            return None;
        };
        let mut b = Builder {
            prog,
            f,
            spec: Spec {
                iv,
                ub,
                pred: if unsigned {
                    IntPredicate::Ult
                } else {
                    IntPredicate::Slt
                },
                w: 0,
                ops: Vec::new(),
                descs: Vec::new(),
                live_in: Vec::new(),
                dsts: Vec::new(),
                dma_idle: true,
                entries: 0,
            },
            written: Vec::new(),
        };
        b.spec.w = b.int_pair(iv, ub)?.1;
        for pc in h + 1..=s {
            let op = b.op(pc)?;
            b.spec.ops.push(op);
        }
        Some(Box::new(b.spec))
    }
}

mod run;
