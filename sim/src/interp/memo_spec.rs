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
//! instruction's lane ops are merged into one op over the run ([`opt::fuse`],
//! `lanes`).
//!
//! What compilers emit runs here too: an affine map (`affine.apply`,
//! `min`, `max`, an `affine.load`'s or `store`'s subscripts) is an op per
//! node of its expressions in checked `i64` arithmetic (`affine`), and an
//! unmasked 1-D `vector.transfer_read`/`transfer_write` along the
//! innermost dimension is a row access, one that broadcasts (a
//! permutation map with a constant 0 result) one element read into every
//! lane (`transfer`).
//!
//! Where anything the entry checks does not hold (a register of another
//! type, a memref of another layout, a freed buffer, an element the fast
//! path does not read), the entry runs on the ordinary fast paths instead
//! (`super::memo_run`), which then decide as before. Where an iteration's
//! check fails, the words the loop wrote go back into their registers and
//! the iteration declines at that instruction exactly as the fast paths
//! decline, so values, faults, steps and cycles are those of the
//! unspecialised run.

use crate::prepare::Reg;
use crate::runtime::Slot;
use crate::value::fixed::narrow;
use crate::value::{Scalar, ScalarType, Value};
use op::{Op, Word};
use rmlir_ir::types::FloatKind;

/// The most dimensions a specialised load or store indexes.
const MAX_RANK: usize = 4;

/// The most loads and stores a specialised iteration makes.
const MAX_ACCESSES: usize = 16;

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
    /// How it moves between iterations ([`walk::mark`]; read only where
    /// [`Spec::walks`]).
    walk: Walk,
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

/// How one index of an access moves from one iteration to the next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Walk {
    /// Its word is written by no op an iteration runs: the same in every
    /// iteration of an entry.
    #[default]
    Fixed,
    /// The induction variable itself (or its copy, as an affine
    /// subscript that is a bare dimension).
    Iv,
    /// The induction variable plus a fixed word (an `index` add).
    Plus(Word),
    /// The induction variable minus a fixed word (an `index` subtract).
    Minus(Word),
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
    /// The word the loop's step adds to `iv`, and whether every access
    /// walks its buffer by a fixed stride ([`walk::mark`]).
    step: Word,
    walks: bool,
    /// The instructions after the head, to the step.
    ops: Vec<Op>,
    /// The ops an iteration runs: all of them but those
    /// [`Self::hoisted`], with the place of each in [`Self::ops`] apart
    /// in `place`, so that the ops an iteration steps through stay 16
    /// bytes each.
    body: Vec<Op>,
    place: Vec<usize>,
    /// The ops an iteration placed by its strides runs ([`walk`]): the
    /// body less the index ops nothing in it then reads, which are kept
    /// apart with their places in `dropped` (`lean`), with the place of
    /// each in `walk_place`.
    walk_body: Vec<Op>,
    walk_place: Vec<usize>,
    dropped: Vec<(usize, Op)>,
    /// Per op of `body` (`walk_body`), the place its second op declines
    /// at where it is a pair ([`pair`]), else its own place.
    then_place: Vec<usize>,
    walk_then: Vec<usize>,
    /// The ops whose words are the same in every iteration of an entry
    /// (see [`opt::hoist`]), run once when the entry starts.
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
}

mod affine;
mod build;
mod lanes;
mod lean;
mod op;
mod opt;
mod pair;
mod run;
mod transfer;
mod vector;
mod walk;
