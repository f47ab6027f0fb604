//! The specialised form a memo'd loop's iterations run in (`super::memo`).
//!
//! Every register a memo'd loop's instructions touch has a static type
//! (a scalar, or a vector of scalars), and each instruction writes its
//! result in that type; so the tests the fast paths make per instruction (which kind of
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
//! A vector register of at most 16 lanes of those kinds takes one word
//! per lane, and each vector instruction becomes ops on its lanes' words
//! that compute what the general path computes (`vector`): an
//! element-wise op is its scalar op per lane, a broadcast, extract or
//! insert at constant positions a move per lane, a reduction the chain
//! of its scalar steps, a 1-D `vector.load` or `vector.store` one row
//! access with the fast row's checks (`memops/vrow.rs`) and its timing
//! access (the first lane's address, all the lanes' bytes). Runs of one
//! instruction's lane ops are merged into one op over the run ([`fuse`],
//! `lanes`).
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
use crate::prepare::{scalar_type, Func, Inst, Program, Reg, RegType};
use crate::runtime::Slot;
use crate::value::fixed::narrow;
use crate::value::{IntPredicate, Scalar, ScalarType, Value};
use rmlir_ir::registry::{FloatBinOp, IntBinOp};
use rmlir_ir::types::FloatKind;
use rmlir_ir::{Context, TypeData};

/// The most dimensions a specialised load or store indexes.
const MAX_RANK: usize = 4;

/// The most loads and stores a specialised iteration makes.
const MAX_ACCESSES: usize = 16;

/// The place of a register's word among a specialised loop's words: the
/// registers the loop touches are numbered densely from 0, and the
/// words are an array of [`WORDS`], so a word's index is in range by its
/// type and costs no bounds check.
type Word = u8;

/// How many words a specialised loop has (a loop touching more
/// registers runs on the fast paths).
pub(super) const WORDS: usize = 256;

/// The most lanes a vector register held in the words has (one word
/// per lane, in row-major order).
const MAX_LANES: usize = 16;

/// The first of the [`MAX_LANES`] words past the registers' where an
/// instruction whose lanes may decline part-way computes them before
/// they are moved into its result's words (`vector::staged`), so that a
/// decline leaves the result's words as they were.
const SCRATCH: usize = WORDS - MAX_LANES;

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
        let Slot::V(v) = s else {
            return None;
        };
        self.lane(v)
    }

    /// The word of a scalar of this kind (a register's, or a vector's
    /// lane).
    fn lane(self, v: &Value) -> Option<u64> {
        let Value::Scalar(s) = v else {
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

    /// The bytes an element of this kind fills in memory
    /// (`rmlir_values::types::scalar_bytes`).
    fn bytes(self) -> u64 {
        match self {
            Kind::Int(w) => rmlir_values::types::scalar_bytes(ScalarType::Int(w)) as u64,
            Kind::F32 => 4,
            Kind::Index | Kind::F64 => 8,
        }
    }

    /// The bits of a loaded element's bytes a register of this kind
    /// keeps (an `iN` its low N; the others all the bytes read).
    fn load_mask(self) -> u64 {
        match self {
            Kind::Int(w) => narrow::mask(w),
            _ => u64::MAX,
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
/// The commonest instructions have an op each, with whatever depends
/// only on their types (a width's mask, an element's bytes) made once,
/// so that an iteration runs each in a few host instructions; the rest
/// go through the fast paths' shared arithmetic (`Bin`, `Float`).
#[derive(Clone, Copy, Debug)]
enum Op {
    /// `dst = a + b`, masked to the width (`mask`); the loop's step too.
    Add {
        mask: u64,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a - b`, masked to the width.
    Sub {
        mask: u64,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a * b`, masked to the width.
    Mul {
        mask: u64,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a & b`.
    And {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a | b`.
    Or {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a ^ b`.
    Xor {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a << b` at width `w` (masked by `mask`) when `b < w`;
    /// otherwise as [`int_op`] computes it.
    Shl {
        w: u32,
        mask: u64,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a >> b` (logical) at width `w` when `b < w`; otherwise as
    /// [`int_op`] computes it.
    ShrU {
        w: u32,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// Any other `dst = a op b` at width `w` (`IntBin`, `IntBin64`).
    Bin {
        op: IntBinOp,
        w: u32,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a pred b` at width `w` ([`narrow::cmp`]).
    Cmp {
        pred: IntPredicate,
        w: u32,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// A sign-extending resize ([`narrow::extsi`]): the word shifted
    /// by `sh` (sign-extending from the source width), masked to the
    /// result's width.
    ExtS {
        sh: u32,
        mask: u64,
        dst: Word,
        a: Word,
    },
    /// Any other resize ([`narrow::trunci`]): the word masked to the
    /// result's width.
    Trunc {
        mask: u64,
        dst: Word,
        a: Word,
    },
    /// `dst = a + b` on two `f32`.
    AddF32 {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a * b` on two `f32`.
    MulF32 {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a + b` on two `f64`.
    AddF64 {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a * b` on two `f64`.
    MulF64 {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// Any other float op on two `f32` (`f64` when `wide`).
    Float {
        op: FloatBinOp,
        wide: bool,
        dst: Word,
        a: Word,
        b: Word,
    },
    Move {
        dst: Word,
        src: Word,
    },
    Const {
        dst: Word,
        bits: u64,
    },
    /// A load by access `at` of an element of 1, 2, 4 or 8 bytes into
    /// `dst`, which keeps the bits in `mask`.
    Load1 {
        dst: Word,
        at: u32,
        mask: u64,
    },
    Load2 {
        dst: Word,
        at: u32,
        mask: u64,
    },
    Load4 {
        dst: Word,
        at: u32,
        mask: u64,
    },
    Load8 {
        dst: Word,
        at: u32,
        mask: u64,
    },
    /// A store of `val` by access `at` into an element of 1, 2, 4 or 8
    /// bytes.
    Store1 {
        val: Word,
        at: u32,
    },
    Store2 {
        val: Word,
        at: u32,
    },
    Store4 {
        val: Word,
        at: u32,
    },
    Store8 {
        val: Word,
        at: u32,
    },
    /// `dst = a * b + c` with one rounding on three `f32`s, as
    /// `rmlir_values`' `fma` computes it (a NaN no operand carried is the
    /// positive quiet NaN); a lane of `vector.fma` or a scalar `math.fma`.
    FmaF32 {
        dst: Word,
        a: Word,
        b: Word,
        c: Word,
    },
    /// [`Op::FmaF32`] on `f64`s.
    FmaF64 {
        dst: Word,
        a: Word,
        b: Word,
        c: Word,
    },
    /// A `vector.load` by access `at` of a row of `n` lanes of 1, 2, 4 or
    /// 8 bytes into the `n` words from `dst`, each keeping the bits in
    /// `mask` (`memops/vrow.rs`'s fast row).
    VLoad1 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    VLoad2 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    VLoad4 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    VLoad8 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    /// A `vector.store` of the `n` words from `val` by access `at` as a
    /// row of lanes of 1, 2, 4 or 8 bytes.
    VStore1 {
        val: Word,
        n: u8,
        at: u32,
    },
    VStore2 {
        val: Word,
        n: u8,
        at: u32,
    },
    VStore4 {
        val: Word,
        n: u8,
        at: u32,
    },
    VStore8 {
        val: Word,
        n: u8,
        at: u32,
    },
    /// `n` [`Op::Move`]s `dst + k = src + k`, for `k` ascending (a
    /// vector's move, made by [`fuse`]).
    MoveN {
        dst: Word,
        src: Word,
        n: u8,
    },
    /// `n` [`Op::Move`]s `dst + k = src` (a broadcast, made by [`fuse`]).
    Splat {
        dst: Word,
        src: Word,
        n: u8,
    },
    /// `n` [`Op::FmaF32`]s on lanes `k` ascending (made by [`fuse`]).
    FmaF32N {
        dst: Word,
        a: Word,
        b: Word,
        c: Word,
        n: u8,
    },
    /// `n` [`Op::FmaF64`]s on lanes `k` ascending (made by [`fuse`]).
    FmaF64N {
        dst: Word,
        a: Word,
        b: Word,
        c: Word,
        n: u8,
    },
    /// An instruction the fast paths never run (a cast they leave to the
    /// general path): every iteration declines at it.
    Decline,
}

/// One index of a load or store, with everything its check and its
/// term of the offset need side by side, so that an access reads one
/// small record per index (its word, its shift, its size and stride)
/// rather than three arrays each with its own bounds test.
#[derive(Clone, Copy, Debug, Default)]
struct Ix {
    /// The index register's word.
    word: Word,
    /// The shift that sign-extends the word as [`narrow::sext`] does (0
    /// for an `index`).
    sh: u32,
    /// The dimension's size (checked not negative at the entry, so one
    /// unsigned compare tests `0 <= i < size`) and stride, resolved at
    /// each entry.
    size: u64,
    stride: i64,
}

/// A register the words hold: its word (its first lane's, for a
/// vector), its kind (its lanes', for a vector) and, for a vector, its
/// shape (whose lanes follow each other in the words, row-major).
#[derive(Clone, Debug)]
struct Held {
    reg: Reg,
    at: Word,
    kind: Kind,
    shape: Option<Box<[u64]>>,
}

impl Held {
    /// The words it takes.
    fn lanes(&self) -> usize {
        self.shape.as_ref().map_or(1, |s| lanes_of(s))
    }
}

/// The lanes of a vector of `shape` (its sizes' product, which the
/// builder keeps at most [`MAX_LANES`]).
fn lanes_of(shape: &[u64]) -> usize {
    shape.iter().product::<u64>() as usize
}

/// One load's or store's memref: the instruction's operands, and what
/// each entry resolves them to.
#[derive(Clone, Copy, Debug, Default)]
struct Desc {
    /// The instruction.
    pc: u32,
    /// The memref's register.
    mem: Reg,
    /// The indices, the first [`Self::rank`] of them used (the
    /// instruction gives as many as its memref has dimensions; an entry
    /// where they differ runs on the fast paths).
    ix: [Ix; MAX_RANK],
    /// How many indices the instruction gives.
    rank: usize,
    store: bool,
    /// The element a load reads (its destination's kind).
    elem: Option<Kind>,
    /// The lanes of a `vector.load` or `vector.store` row; 0 for a
    /// scalar load or store.
    lanes: u64,
    /// The element's bytes the op moves (its register's kind's); an
    /// entry whose memref's elements have another size runs on the fast
    /// paths.
    bytes: u64,
    // Resolved at each entry (and the indices' sizes and strides):
    buf: u32,
    /// The place of the buffer among the entry's ([`Spec::bufs`]).
    view: usize,
    offset: i64,
    /// Element bytes.
    size: u64,
    /// How many whole elements the buffer holds, and its first byte's
    /// address in its space.
    elems: u64,
    base: u64,
    space: u32,
}

impl Desc {
    /// The bytes the access moves as the timing model sees it: the
    /// element's, or all the row's lanes' (`memops/vrow.rs`'s
    /// `Row::bytes`).
    fn access_bytes(&self) -> u32 {
        self.size.saturating_mul(self.lanes.max(1)) as u32
    }
}

/// A memo'd loop in its specialised form.
#[derive(Debug)]
pub(super) struct Spec {
    /// The head's test: `iv < ub`, signed (`slt`) or not (`ult`), on
    /// words sign-extended by shifting by `sh` as [`narrow::cmp`] does.
    iv: Word,
    ub: Word,
    signed: bool,
    sh: u32,
    /// The instructions after the head, to the step.
    ops: Vec<Op>,
    /// The ops an iteration runs: all of them but those
    /// [`Self::hoisted`], with the place of each in [`Self::ops`] apart
    /// in `place`, so that the ops an iteration steps through stay 16
    /// bytes each.
    body: Vec<Op>,
    place: Vec<usize>,
    /// The ops whose words are the same in every iteration of an entry
    /// (see [`hoist`]), run once when the entry starts.
    hoisted: Vec<Op>,
    /// The loads' and stores' memrefs, the first [`Self::accesses`] of
    /// them used: a fixed array, so that an op's access number, taken
    /// modulo its length, needs no bounds test.
    descs: [Desc; MAX_ACCESSES],
    accesses: usize,
    /// The registers an iteration reads before writing, with their words
    /// and kinds.
    live_in: Vec<Held>,
    /// Each register the ops write, its word, its kind and the first op
    /// writing it.
    dsts: Vec<(Held, usize)>,
    /// Per op, the place of its instruction after the head (an
    /// instruction on vectors has an op per lane, and a few more when
    /// its lanes are staged) and the first op of that instruction.
    inst_of: Vec<(u32, u32)>,
    /// The instructions after the head, to the step.
    insts: usize,
    /// The buffers this entry's accesses name, ascending, each once.
    bufs: Vec<u32>,
    /// Whether no transfer is in flight (fixed for an entry).
    dma_idle: bool,
    /// Entries that ran specialised.
    pub(super) entries: u64,
}

/// Builds a [`Spec`] of instructions `h..=s` (head to step) of `f`.
struct Builder<'a> {
    prog: &'a Program,
    ctx: &'a Context,
    f: &'a Func,
    /// The loop's head.
    h: usize,
    spec: Spec,
    written: Vec<Reg>,
    /// The register of each word (a vector's first lane's; `Reg::MAX`
    /// for its other lanes').
    words: Vec<Reg>,
    /// The instruction being translated, as [`Spec::inst_of`] holds it.
    inst: (u32, u32),
}

impl Builder<'_> {
    /// The kind of register `r` (its lanes', for a vector) and, for a
    /// vector of at most [`MAX_LANES`] lanes, its shape; `None` where the
    /// words do not hold it.
    fn ty(&self, r: Reg) -> Option<(Kind, Option<Box<[u64]>>)> {
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
    fn scalar(&self, r: Reg) -> bool {
        matches!(self.ty(r), Some((_, None)))
    }

    /// The lanes of registers `regs` and whether they are vectors, when
    /// they are all scalars (one lane) or all vectors of one shape, as
    /// an element-wise op takes them.
    fn uniform(&self, regs: &[Reg]) -> Option<(usize, bool)> {
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
    fn at(&mut self, r: Reg) -> Option<Word> {
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
    fn read(&mut self, r: Reg) -> Option<Kind> {
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
    fn write(&mut self, r: Reg) -> Option<Kind> {
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
    fn at3(&mut self, dst: Reg, a: Reg, b: Reg) -> Option<(Word, Word, Word)> {
        Some((self.at(dst)?, self.at(a)?, self.at(b)?))
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
    fn emit(&mut self, op: Op) {
        self.spec.ops.push(op);
        self.spec.inst_of.push(self.inst);
    }

    /// Translates instruction `pc` into its ops, noting its reads and
    /// writes: an instruction on scalars into one op, the same on
    /// vectors into one per lane (`vector`); `None` where it is not one
    /// the specialised form runs.
    fn inst(&mut self, pc: usize) -> Option<()> {
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
            Inst::Load { dst, mem, idx } => {
                self.scalar(dst).then_some(())?;
                let at = self.access(pc, mem, idx, false)?;
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
                let at = self.access(pc, mem, idx, true)?;
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

/// The op of `dst = a op b` at width `w`: the commonest ops with their
/// mask made once, computing what [`int_op`] computes.
fn bin(op: IntBinOp, w: u32, dst: Word, a: Word, b: Word) -> Op {
    let mask = narrow::mask(w);
    match op {
        IntBinOp::Add => Op::Add { mask, dst, a, b },
        IntBinOp::Sub => Op::Sub { mask, dst, a, b },
        IntBinOp::Mul => Op::Mul { mask, dst, a, b },
        IntBinOp::And => Op::And { dst, a, b },
        IntBinOp::Or => Op::Or { dst, a, b },
        IntBinOp::Xor => Op::Xor { dst, a, b },
        IntBinOp::Shl => Op::Shl { w, mask, dst, a, b },
        IntBinOp::ShrU => Op::ShrU { w, dst, a, b },
        _ => Op::Bin { op, w, dst, a, b },
    }
}

/// The op of `dst = a op b` on two `f32`s (`f64`s when `wide`): add and
/// multiply with an op each, the rest through the fast paths' shared
/// arithmetic ([`Op::Float`]).
fn fbin(op: FloatBinOp, wide: bool, dst: Word, a: Word, b: Word) -> Op {
    match (op, wide) {
        (FloatBinOp::Add, false) => Op::AddF32 { dst, a, b },
        (FloatBinOp::Mul, false) => Op::MulF32 { dst, a, b },
        (FloatBinOp::Add, true) => Op::AddF64 { dst, a, b },
        (FloatBinOp::Mul, true) => Op::MulF64 { dst, a, b },
        _ => Op::Float {
            op,
            wide,
            dst,
            a,
            b,
        },
    }
}

impl Op {
    /// The word a pure op writes and the words it reads: one that can
    /// neither fault nor decline and reads no memory, so that it gives
    /// the same word whenever its operands are the same. `None` for any
    /// other op (a load, a store, a shift or an op through the fast
    /// paths' arithmetic, which may decline).
    fn pure(&self) -> Option<(Word, [Option<Word>; 3])> {
        Some(match *self {
            Op::FmaF32 { dst, a, b, c } | Op::FmaF64 { dst, a, b, c } => {
                (dst, [Some(a), Some(b), Some(c)])
            }
            Op::Add { dst, a, b, .. }
            | Op::Sub { dst, a, b, .. }
            | Op::Mul { dst, a, b, .. }
            | Op::And { dst, a, b }
            | Op::Or { dst, a, b }
            | Op::Xor { dst, a, b }
            | Op::Cmp { dst, a, b, .. }
            | Op::AddF32 { dst, a, b }
            | Op::MulF32 { dst, a, b }
            | Op::AddF64 { dst, a, b }
            | Op::MulF64 { dst, a, b } => (dst, [Some(a), Some(b), None]),
            Op::ExtS { dst, a, .. } | Op::Trunc { dst, a, .. } => (dst, [Some(a), None, None]),
            Op::Move { dst, src } => (dst, [Some(src), None, None]),
            Op::Const { dst, .. } => (dst, [None, None, None]),
            _ => return None,
        })
    }

    /// The words this op writes, if any: the first and how many. Every
    /// op is named, so an op added later cannot be taken for one that
    /// writes nothing, which [`hoist`] would then trust its readers past.
    fn writes(&self) -> Option<(Word, usize)> {
        match *self {
            Op::Load1 { dst, .. }
            | Op::Load2 { dst, .. }
            | Op::Load4 { dst, .. }
            | Op::Load8 { dst, .. } => Some((dst, 1)),
            Op::VLoad1 { dst, n, .. }
            | Op::VLoad2 { dst, n, .. }
            | Op::VLoad4 { dst, n, .. }
            | Op::VLoad8 { dst, n, .. } => Some((dst, n as usize)),
            Op::Shl { dst, .. } | Op::ShrU { dst, .. } | Op::Bin { dst, .. } => Some((dst, 1)),
            Op::Float { dst, .. } => Some((dst, 1)),
            Op::MoveN { dst, n, .. }
            | Op::Splat { dst, n, .. }
            | Op::FmaF32N { dst, n, .. }
            | Op::FmaF64N { dst, n, .. } => Some((dst, n as usize)),
            Op::Add { .. }
            | Op::Sub { .. }
            | Op::Mul { .. }
            | Op::And { .. }
            | Op::Or { .. }
            | Op::Xor { .. }
            | Op::Cmp { .. }
            | Op::ExtS { .. }
            | Op::Trunc { .. }
            | Op::AddF32 { .. }
            | Op::MulF32 { .. }
            | Op::AddF64 { .. }
            | Op::MulF64 { .. }
            | Op::FmaF32 { .. }
            | Op::FmaF64 { .. }
            | Op::Move { .. }
            | Op::Const { .. } => self.pure().map(|(dst, _)| (dst, 1)),
            Op::Store1 { .. }
            | Op::Store2 { .. }
            | Op::Store4 { .. }
            | Op::Store8 { .. }
            | Op::VStore1 { .. }
            | Op::VStore2 { .. }
            | Op::VStore4 { .. }
            | Op::VStore8 { .. }
            | Op::Decline => None,
        }
    }

    /// This op with `f` applied to each word it names: lane `k` of an
    /// element-wise op is its lane 0 with every word moved on by `k`.
    fn map_words(self, f: impl Fn(Word) -> Word) -> Op {
        let mut op = self;
        match &mut op {
            Op::Add { dst, a, b, .. }
            | Op::Sub { dst, a, b, .. }
            | Op::Mul { dst, a, b, .. }
            | Op::And { dst, a, b }
            | Op::Or { dst, a, b }
            | Op::Xor { dst, a, b }
            | Op::Shl { dst, a, b, .. }
            | Op::ShrU { dst, a, b, .. }
            | Op::Bin { dst, a, b, .. }
            | Op::Cmp { dst, a, b, .. }
            | Op::AddF32 { dst, a, b }
            | Op::MulF32 { dst, a, b }
            | Op::AddF64 { dst, a, b }
            | Op::MulF64 { dst, a, b }
            | Op::Float { dst, a, b, .. } => (*dst, *a, *b) = (f(*dst), f(*a), f(*b)),
            Op::FmaF32 { dst, a, b, c }
            | Op::FmaF64 { dst, a, b, c }
            | Op::FmaF32N { dst, a, b, c, .. }
            | Op::FmaF64N { dst, a, b, c, .. } => {
                (*dst, *a, *b, *c) = (f(*dst), f(*a), f(*b), f(*c));
            }
            Op::MoveN { dst, src, .. } | Op::Splat { dst, src, .. } => {
                (*dst, *src) = (f(*dst), f(*src));
            }
            Op::ExtS { dst, a, .. } | Op::Trunc { dst, a, .. } | Op::Move { dst, src: a } => {
                (*dst, *a) = (f(*dst), f(*a));
            }
            Op::Const { dst, .. }
            | Op::Load1 { dst, .. }
            | Op::Load2 { dst, .. }
            | Op::Load4 { dst, .. }
            | Op::Load8 { dst, .. }
            | Op::VLoad1 { dst, .. }
            | Op::VLoad2 { dst, .. }
            | Op::VLoad4 { dst, .. }
            | Op::VLoad8 { dst, .. } => *dst = f(*dst),
            Op::Store1 { val, .. }
            | Op::Store2 { val, .. }
            | Op::Store4 { val, .. }
            | Op::Store8 { val, .. }
            | Op::VStore1 { val, .. }
            | Op::VStore2 { val, .. }
            | Op::VStore4 { val, .. }
            | Op::VStore8 { val, .. } => *val = f(*val),
            Op::Decline => {}
        }
        op
    }

    /// This op writing `to` instead of its result's word, the words it
    /// reads unchanged: for the ops that may decline (a shift, an op
    /// through the fast paths' arithmetic), whose lanes are staged
    /// (`vector::staged`); `None` for any other.
    fn redirect(self, to: Word) -> Option<Op> {
        let mut op = self;
        match &mut op {
            Op::Shl { dst, .. }
            | Op::ShrU { dst, .. }
            | Op::Bin { dst, .. }
            | Op::Float { dst, .. } => *dst = to,
            _ => return None,
        }
        Some(op)
    }
}

/// Splits a loop's `ops` into those an iteration runs (each with its
/// place) and those it need not, run once at the entry instead: a pure
/// op ([`Op::pure`]) whose operands no op of the body writes (or only an
/// op hoisted before it) and whose word only it writes and the body
/// does not read before writing (it is not in `live_in`). Such an op
/// writes the same word in every iteration of an entry, so computing it
/// once leaves every iteration's words as they were; what the registers
/// are given back ([`Spec::dsts`], by the op's place in `ops`), the
/// steps counted and the op an iteration declines at do not depend on
/// where the word was computed. An index `%i - 1` of an outer loop's
/// `%i` is the common case.
fn hoist(ops: &[Op], live_in: &[Held]) -> (Vec<Op>, Vec<usize>, Vec<Op>) {
    let mut writers = [0u32; WORDS];
    for (w, n) in ops.iter().filter_map(Op::writes) {
        for x in &mut writers[w as usize..(w as usize + n).min(WORDS)] {
            *x += 1;
        }
    }
    let mut fixed = [false; WORDS];
    for (w, n) in writers.iter().enumerate() {
        fixed[w] = *n == 0;
    }
    let mut read_first = [false; WORDS];
    for h in live_in {
        let at = h.at as usize;
        read_first[at..(at + h.lanes()).min(WORDS)].fill(true);
    }
    let (mut body, mut place, mut hoisted) = (Vec::new(), Vec::new(), Vec::new());
    for (p, op) in ops.iter().enumerate() {
        let lift = op.pure().is_some_and(|(dst, srcs)| {
            let invariant = srcs.iter().flatten().all(|&x| fixed[x as usize]);
            invariant && writers[dst as usize] == 1 && !read_first[dst as usize]
        });
        if lift {
            hoisted.push(*op);
            if let Some((dst, _)) = op.writes() {
                fixed[dst as usize] = true;
            }
        } else {
            body.push(*op);
            place.push(p);
        }
    }
    (body, place, hoisted)
}

/// Merges each run of an iteration's ops (`body`, with their places)
/// that are one instruction's lanes of one op, `k` ascending, into one
/// op over the run
/// ([`Op::MoveN`], [`Op::Splat`], [`Op::FmaF32N`], [`Op::FmaF64N`]),
/// which runs the same lanes in the same order and so writes the same
/// words; a merged op keeps its first lane's place. Only ops that cannot
/// decline are merged, so no place an iteration declines at changes.
fn fuse(body: &[Op], place: &[usize], inst_of: &[(u32, u32)]) -> (Vec<Op>, Vec<usize>) {
    let (mut ops, mut places) = (Vec::new(), Vec::new());
    let inst = |i: usize| place.get(i).and_then(|&p| inst_of.get(p)).map(|x| x.0);
    let mut i = 0;
    while i < body.len() {
        let op = body[i];
        // The run's length when lane `k` is `op` with its words moved
        // by `k` (all of them, or its result's only for a splat), among
        // the ops of one instruction (`lanes.rs`' runs rest on it).
        let run = |lane: &dyn Fn(usize) -> Op| {
            let mut n = 1;
            while i + n < body.len()
                && n < MAX_LANES
                && inst(i + n) == inst(i)
                && same(&body[i + n], &lane(n))
            {
                n += 1;
            }
            n as u8
        };
        let shifted = |k: usize| op.map_words(|w| w.wrapping_add(k as Word));
        let fused = match op {
            Op::Move { dst, src } => {
                let splat = |k: usize| Op::Move {
                    dst: dst.wrapping_add(k as Word),
                    src,
                };
                match (run(&shifted), run(&splat)) {
                    (n, _) if n > 1 => Some(Op::MoveN { dst, src, n }),
                    (_, n) if n > 1 => Some(Op::Splat { dst, src, n }),
                    _ => None,
                }
            }
            Op::FmaF32 { dst, a, b, c } => {
                let n = run(&shifted);
                (n > 1).then_some(Op::FmaF32N { dst, a, b, c, n })
            }
            Op::FmaF64 { dst, a, b, c } => {
                let n = run(&shifted);
                (n > 1).then_some(Op::FmaF64N { dst, a, b, c, n })
            }
            _ => None,
        };
        let n = match fused {
            Some(f @ (Op::MoveN { n, .. } | Op::Splat { n, .. })) => {
                ops.push(f);
                n as usize
            }
            Some(f @ (Op::FmaF32N { n, .. } | Op::FmaF64N { n, .. })) => {
                ops.push(f);
                n as usize
            }
            _ => {
                ops.push(op);
                1
            }
        };
        places.push(place[i]);
        i += n;
    }
    (ops, places)
}

/// Whether two ops are the same op on the same words (for [`fuse`],
/// which merges only moves and fmas).
fn same(x: &Op, y: &Op) -> bool {
    match (x, y) {
        (Op::Move { dst, src }, Op::Move { dst: d, src: s }) => (dst, src) == (d, s),
        (
            Op::FmaF32 { dst, a, b, c },
            Op::FmaF32 {
                dst: d,
                a: p,
                b: q,
                c: r,
            },
        )
        | (
            Op::FmaF64 { dst, a, b, c },
            Op::FmaF64 {
                dst: d,
                a: p,
                b: q,
                c: r,
            },
        ) => (dst, a, b, c) == (d, p, q, r),
        _ => false,
    }
}

impl Spec {
    /// The loads' and stores' memrefs, in the order of their ops.
    fn descs(&self) -> &[Desc] {
        &self.descs[..self.accesses]
    }

    /// Access `at`'s memref (`at` is below [`Self::accesses`] by
    /// construction; the modulo only spares the bounds test).
    #[inline(always)]
    fn desc(&self, at: u32) -> &Desc {
        &self.descs[at as usize % MAX_ACCESSES]
    }

    /// The specialised form of the loop from head `h` to step `s` of `f`,
    /// or `None` where a register is of a type the words do not hold, or
    /// an instruction's operands are not of the kinds the fast paths
    /// compute it on.
    pub(super) fn build(
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
                ops: Vec::new(),
                body: Vec::new(),
                place: Vec::new(),
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
        Some(Box::new(spec))
    }
}

mod lanes;
mod run;
mod vector;
