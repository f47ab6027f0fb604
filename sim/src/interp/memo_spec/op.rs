//! The ops of a memo'd loop's specialised form (`super`): what each
//! computes on the words is in `run.rs`; here are the ops themselves and
//! what the builder and the passes (`opt`) ask of them (which words an op
//! reads and writes, whether it is pure, its lanes' words).

use crate::value::fixed::narrow;
use crate::value::IntPredicate;
use rmlir_ir::registry::{FloatBinOp, IntBinOp};

/// The place of a register's word among a specialised loop's words: the
/// registers the loop touches are numbered densely from 0, and the
/// words are an array of [`super::WORDS`], so a word's index is in range by its
/// type and costs no bounds check.
pub(super) type Word = u8;

/// One instruction of a specialised loop, on words indexed by register.
/// The commonest instructions have an op each, with whatever depends
/// only on their types (a width's mask, an element's bytes) made once,
/// so that an iteration runs each in a few host instructions; the rest
/// go through the fast paths' shared arithmetic (`Bin`, `Float`).
#[derive(Clone, Copy, Debug)]
pub(super) enum Op {
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
    /// otherwise as [`int_op`](crate::interp::word_ops::int_op) computes it.
    Shl {
        w: u32,
        mask: u64,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a >> b` (logical) at width `w` when `b < w`; otherwise as
    /// [`int_op`](crate::interp::word_ops::int_op) computes it.
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
    /// quiet NaN in force); a lane of `vector.fma` or a scalar `math.fma`.
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
    /// vector's move, made by [`super::opt::fuse`]).
    MoveN {
        dst: Word,
        src: Word,
        n: u8,
    },
    /// `n` [`Op::Move`]s `dst + k = src` (a broadcast, made by [`super::opt::fuse`]).
    Splat {
        dst: Word,
        src: Word,
        n: u8,
    },
    /// `n` [`Op::FmaF32`]s on lanes `k` ascending (made by [`super::opt::fuse`]).
    FmaF32N {
        dst: Word,
        a: Word,
        b: Word,
        c: Word,
        n: u8,
    },
    /// `n` [`Op::FmaF64`]s on lanes `k` ascending (made by [`super::opt::fuse`]).
    FmaF64N {
        dst: Word,
        a: Word,
        b: Word,
        c: Word,
        n: u8,
    },
    /// A `vector.transfer_read` that broadcasts (its permutation map's
    /// result a constant 0) by access `at`: the one element of 1, 2, 4 or
    /// 8 bytes its indices name, read into each of the `n` words from
    /// `dst`, each keeping the bits in `mask` (`transfer.rs`).
    Bcast1 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    Bcast2 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    Bcast4 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    Bcast8 {
        dst: Word,
        n: u8,
        at: u32,
        mask: u64,
    },
    /// `dst = a + b` on two `index` words as an affine map adds them
    /// (`AffineExpr::eval`): declines where the sum leaves `i64`.
    AffAdd {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a * b` as an affine map multiplies (declines where the
    /// product leaves `i64`).
    AffMul {
        dst: Word,
        a: Word,
        b: Word,
    },
    /// `dst = a floordiv b`, `a ceildiv b` or `a mod b` (`how`) as an
    /// affine map divides: declines on a zero divisor or an overflow.
    AffDiv {
        how: Round,
        dst: Word,
        a: Word,
        b: Word,
    },
    /// An instruction the fast paths never run (a cast they leave to the
    /// general path): every iteration declines at it.
    Decline,
    /// Two ops an iteration runs one after the other, in one op (made
    /// by [`super::pair`] once every other pass is done): [`Op::Mul`] on
    /// the words `first` (`[dst, a, b]`), then an [`Op::Add`] of its
    /// result and the word `then[1]` into `then[0]`, both at the width of
    /// `mask` (the add's result handed on in a host register, not
    /// through its word; `then[1]` is read after the first result is
    /// written, so it may be that result's word).
    MulAdd {
        mask: u64,
        first: [Word; 3],
        then: [Word; 2],
    },
    /// [`Op::Add`] on `first`, then an [`Op::Add`] of its result and
    /// `then[1]` into `then[0]` (a pair, as [`Op::MulAdd`]).
    AddAdd {
        mask: u64,
        first: [Word; 3],
        then: [Word; 2],
    },
    /// [`Op::MulF32`] on `first`, then [`Op::AddF32`] on `then` (a pair:
    /// two roundings, as the two ops make them; not an fma).
    MulAddF32 {
        first: [Word; 3],
        then: [Word; 3],
    },
    /// [`Op::MulF64`] on `first`, then [`Op::AddF64`] on `then` (a pair).
    MulAddF64 {
        first: [Word; 3],
        then: [Word; 3],
    },
    /// [`Op::Shl`] on `first` at width `w`, then an [`Op::Sub`] on
    /// `then` (`[dst, a, b]`, read after the shift's result is written)
    /// at the width of `mask` (a pair, as the stencil's
    /// `%s3 - (%c << 2)`): only the shift may decline, before either
    /// writes, so the pair declines at its place.
    ShlSub {
        w: u8,
        mask: u64,
        first: [Word; 3],
        then: [Word; 3],
    },
    /// Two loads of elements of 1, 2, 4 or 8 bytes one after the other
    /// (a pair, made by [`super::pair`]): [`Op::Load1`] (…) by access
    /// `at[0]` into `dst[0]`, then by `at[1]` into `dst[1]`, each keeping
    /// the bits in `mask`. Either may decline: the first having changed
    /// nothing, the second at its own place, the first's word written.
    LoadPair1 {
        mask: u64,
        dst: [Word; 2],
        at: [u8; 2],
    },
    LoadPair2 {
        mask: u64,
        dst: [Word; 2],
        at: [u8; 2],
    },
    LoadPair4 {
        mask: u64,
        dst: [Word; 2],
        at: [u8; 2],
    },
    LoadPair8 {
        mask: u64,
        dst: [Word; 2],
        at: [u8; 2],
    },
}

/// Which division of an affine map an [`Op::AffDiv`] makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Round {
    /// `floordiv`.
    Floor,
    /// `ceildiv`.
    Ceil,
    /// `mod`.
    Mod,
}

impl Round {
    /// `a` divided by `b` this way, as `AffineExpr::eval` computes it;
    /// `None` where it reports a fault (a zero divisor, an overflow).
    #[inline(always)]
    pub(super) fn apply(self, a: i64, b: i64) -> Option<i64> {
        use rmlir_ir::affine::{ceil_div, floor_div, modulo};
        match self {
            Round::Floor => floor_div(a, b),
            Round::Ceil => ceil_div(a, b),
            Round::Mod => modulo(a, b),
        }
    }
}

/// The op of `dst = a op b` at width `w`: the commonest ops with their
/// mask made once, computing what [`int_op`](crate::interp::word_ops::int_op) computes.
pub(super) fn bin(op: IntBinOp, w: u32, dst: Word, a: Word, b: Word) -> Op {
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
pub(super) fn fbin(op: FloatBinOp, wide: bool, dst: Word, a: Word, b: Word) -> Op {
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
    /// paths' arithmetic, which may decline; a pair, whose two results
    /// one answer cannot name).
    pub(super) fn pure(&self) -> Option<(Word, [Option<Word>; 3])> {
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

    /// The word an op writes and the words it reads when it gives the
    /// same result (or declines) whenever its operands are the same: a
    /// pure op, or an affine map's checked arithmetic, which may decline.
    /// [`super::opt::hoist`] runs such an op once at an entry, where a
    /// decline sends the whole entry to the fast paths, which then meet
    /// it at its place.
    pub(super) fn invariant(&self) -> Option<(Word, [Option<Word>; 3])> {
        match *self {
            Op::AffAdd { dst, a, b } | Op::AffMul { dst, a, b } | Op::AffDiv { dst, a, b, .. } => {
                Some((dst, [Some(a), Some(b), None]))
            }
            _ => self.pure(),
        }
    }

    /// The words this op writes: each run of them (at most two: a pair
    /// writes its two ops' results) as its first word and how many.
    /// Every op is named, so an op added later cannot be taken for one
    /// that writes nothing, which [`super::opt::hoist`] would then trust
    /// its readers past.
    pub(super) fn writes(&self) -> [Option<(Word, usize)>; 2] {
        let one = match *self {
            Op::Load1 { dst, .. }
            | Op::Load2 { dst, .. }
            | Op::Load4 { dst, .. }
            | Op::Load8 { dst, .. } => Some((dst, 1)),
            Op::VLoad1 { dst, n, .. }
            | Op::VLoad2 { dst, n, .. }
            | Op::VLoad4 { dst, n, .. }
            | Op::VLoad8 { dst, n, .. }
            | Op::Bcast1 { dst, n, .. }
            | Op::Bcast2 { dst, n, .. }
            | Op::Bcast4 { dst, n, .. }
            | Op::Bcast8 { dst, n, .. } => Some((dst, n as usize)),
            Op::AffAdd { dst, .. } | Op::AffMul { dst, .. } | Op::AffDiv { dst, .. } => {
                Some((dst, 1))
            }
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
            Op::MulAdd { first, then, .. } | Op::AddAdd { first, then, .. } => {
                return [Some((first[0], 1)), Some((then[0], 1))]
            }
            Op::MulAddF32 { first, then } | Op::MulAddF64 { first, then } => {
                return [Some((first[0], 1)), Some((then[0], 1))]
            }
            Op::LoadPair1 { dst, .. }
            | Op::LoadPair2 { dst, .. }
            | Op::LoadPair4 { dst, .. }
            | Op::LoadPair8 { dst, .. } => return [Some((dst[0], 1)), Some((dst[1], 1))],
            Op::ShlSub { first, then, .. } => return [Some((first[0], 1)), Some((then[0], 1))],
        };
        [one, None]
    }

    /// Whether this op names a run of lanes' words, which
    /// [`Op::map_words`] names by their first. Every op is named, so an op
    /// added later cannot be taken for one of a single word, which
    /// [`super::lean`] would then drop an index op past.
    pub(super) fn names_lanes(&self) -> bool {
        match self {
            Op::MoveN { .. }
            | Op::Splat { .. }
            | Op::FmaF32N { .. }
            | Op::FmaF64N { .. }
            | Op::VLoad1 { .. }
            | Op::VLoad2 { .. }
            | Op::VLoad4 { .. }
            | Op::VLoad8 { .. }
            | Op::VStore1 { .. }
            | Op::VStore2 { .. }
            | Op::VStore4 { .. }
            | Op::VStore8 { .. }
            | Op::Bcast1 { .. }
            | Op::Bcast2 { .. }
            | Op::Bcast4 { .. }
            | Op::Bcast8 { .. } => true,
            Op::Add { .. }
            | Op::Sub { .. }
            | Op::Mul { .. }
            | Op::And { .. }
            | Op::Or { .. }
            | Op::Xor { .. }
            | Op::Shl { .. }
            | Op::ShrU { .. }
            | Op::Bin { .. }
            | Op::Cmp { .. }
            | Op::ExtS { .. }
            | Op::Trunc { .. }
            | Op::AddF32 { .. }
            | Op::MulF32 { .. }
            | Op::AddF64 { .. }
            | Op::MulF64 { .. }
            | Op::Float { .. }
            | Op::FmaF32 { .. }
            | Op::FmaF64 { .. }
            | Op::AffAdd { .. }
            | Op::AffMul { .. }
            | Op::AffDiv { .. }
            | Op::Move { .. }
            | Op::Const { .. }
            | Op::Load1 { .. }
            | Op::Load2 { .. }
            | Op::Load4 { .. }
            | Op::Load8 { .. }
            | Op::Store1 { .. }
            | Op::Store2 { .. }
            | Op::Store4 { .. }
            | Op::Store8 { .. }
            | Op::Decline
            | Op::MulAdd { .. }
            | Op::AddAdd { .. }
            | Op::MulAddF32 { .. }
            | Op::MulAddF64 { .. }
            | Op::LoadPair1 { .. }
            | Op::LoadPair2 { .. }
            | Op::LoadPair4 { .. }
            | Op::LoadPair8 { .. }
            | Op::ShlSub { .. } => false,
        }
    }

    /// This op with `f` applied to each word it names: lane `k` of an
    /// element-wise op is its lane 0 with every word moved on by `k`.
    pub(super) fn map_words(self, mut f: impl FnMut(Word) -> Word) -> Op {
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
            | Op::Float { dst, a, b, .. }
            | Op::AffAdd { dst, a, b }
            | Op::AffMul { dst, a, b }
            | Op::AffDiv { dst, a, b, .. } => (*dst, *a, *b) = (f(*dst), f(*a), f(*b)),
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
            | Op::VLoad8 { dst, .. }
            | Op::Bcast1 { dst, .. }
            | Op::Bcast2 { dst, .. }
            | Op::Bcast4 { dst, .. }
            | Op::Bcast8 { dst, .. } => *dst = f(*dst),
            Op::Store1 { val, .. }
            | Op::Store2 { val, .. }
            | Op::Store4 { val, .. }
            | Op::Store8 { val, .. }
            | Op::VStore1 { val, .. }
            | Op::VStore2 { val, .. }
            | Op::VStore4 { val, .. }
            | Op::VStore8 { val, .. } => *val = f(*val),
            Op::MulAdd { first, then, .. } | Op::AddAdd { first, then, .. } => {
                (*first, *then) = (first.map(&mut f), then.map(&mut f));
            }
            Op::MulAddF32 { first, then }
            | Op::MulAddF64 { first, then }
            | Op::ShlSub { first, then, .. } => {
                (*first, *then) = (first.map(&mut f), then.map(&mut f));
            }
            Op::LoadPair1 { dst, .. }
            | Op::LoadPair2 { dst, .. }
            | Op::LoadPair4 { dst, .. }
            | Op::LoadPair8 { dst, .. } => *dst = dst.map(&mut f),
            Op::Decline => {}
        }
        op
    }

    /// This op writing `to` instead of its result's word, the words it
    /// reads unchanged: for the ops that may decline (a shift, an op
    /// through the fast paths' arithmetic), whose lanes are staged
    /// (`vector::staged`); `None` for any other.
    pub(super) fn redirect(self, to: Word) -> Option<Op> {
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
