//! The executable form of a kernel: each function translated once from the
//! IR into a flat, register-based instruction stream (wasmi's design, per
//! STYLE.md), so the executor never walks the IR tree per op.
//!
//! Structured control flow (`scf`, `affine`) and CFG branches (`cf`) all
//! become jumps within one stream; block arguments and `yield`s become
//! register moves. Every instruction keeps the op it came from (for fault
//! locations) and its timing class, resolved once against the target.

pub mod access;
mod budget;
mod consts;
mod lower;
mod ops;
pub mod target;
mod vec_spec;

pub use access::Issue;
pub use budget::{HostBudget, SLOT_BYTES};

use crate::value::{FloatPredicate, IntPredicate, ScalarType, Value};
use rmlir_ir::affine::{AffineMap, IntegerSet};
use rmlir_ir::registry::{CastOp, ExtendedOp, FloatBinOp, IntBinOp, ReductionKind, UnaryOp};
use rmlir_ir::{Context, Diagnostic, OpId, TypeId};
use rmlir_targets::Target;
use std::collections::HashMap;

pub use consts::{memref_type, scalar_bytes, scalar_type};
pub use lower::{prepare, prepare_within};
pub use vec_spec::{TransferSpec, VecSpec};

/// A register number within a function's frame.
pub type Reg = u32;

/// A range of a function's operand pool.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Span {
    /// First entry.
    pub start: u32,
    /// Number of entries.
    pub len: u32,
}

/// Element type of a memory buffer, as loads and stores encode it.
#[derive(Clone, Debug, PartialEq)]
pub struct ElemType {
    /// The scalar type of one element (vectors of scalars are allowed as
    /// memref elements: `shape` is then non-empty).
    pub scalar: ScalarType,
    /// Shape when the element is itself a vector.
    pub shape: Vec<u64>,
    /// Whether the element is a vector (a 0-d one has an empty shape).
    pub vector: bool,
    /// Bytes one element occupies in memory.
    pub size: u32,
}

impl ElemType {
    /// Bytes of one lane (the whole element for a scalar).
    pub fn lane_bytes(&self) -> usize {
        rmlir_values::types::scalar_bytes(self.scalar) as usize
    }

    /// Bits of one lane's value.
    pub fn lane_bits(&self) -> usize {
        rmlir_values::types::scalar_bits(self.scalar) as usize
    }

    /// Whether a vector element's lanes sit bit by bit, as LLVM lays out
    /// a vector whose lanes are not a power-of-two number of whole bytes
    /// (`<8 x i1>` in one byte, `<3 x i4>` in two).
    pub fn packed(&self) -> bool {
        self.vector && self.lane_bits() != self.lane_bytes() * 8
    }

    /// Lanes of an innermost row, and rows.
    fn rows(&self) -> (usize, usize) {
        let inner = self.shape.last().map_or(1, |&d| d.max(1) as usize);
        (inner, self.lanes() / inner)
    }

    /// Bit offset of lane `i` (row-major) within one element: a vector's
    /// innermost rows sit `size / rows` bytes apart, LLVM's padded rows,
    /// and lanes follow each other at their bit width within a row, least
    /// significant bit first (a lane of whole power-of-two bytes starts on
    /// a byte).
    pub fn lane_bit_offset(&self, i: usize) -> usize {
        let (inner, rows) = self.rows();
        let row = self.size as usize / rows.max(1);
        (i / inner) * row * 8 + (i % inner) * self.lane_bits()
    }

    /// Bytes a store of one innermost row writes (LLVM's store size: its
    /// bits rounded up to bytes), and the byte offset of row `r`.
    pub fn row_store(&self, r: usize) -> (usize, usize) {
        let (inner, rows) = self.rows();
        let row = self.size as usize / rows.max(1);
        ((inner * self.lane_bits()).div_ceil(8), r * row)
    }

    /// Number of innermost rows (1 for a scalar).
    pub fn row_count(&self) -> usize {
        self.rows().1
    }

    /// Number of lanes (1 for a scalar).
    pub fn lanes(&self) -> usize {
        self.shape.iter().product::<u64>().max(1) as usize
    }
}

/// The static description of a memref type, for allocation and views.
#[derive(Clone, Debug, PartialEq)]
pub struct MemRefType {
    /// Sizes; `rmlir_ir::types::DYNAMIC` for `?`.
    pub shape: Vec<i64>,
    /// Element type.
    pub elem: ElemType,
    /// Layout map, when not strided/identity.
    pub map: Option<AffineMap>,
    /// Strides and offset when the type is strided (`None` entries are `?`).
    pub strided: Option<(Option<i64>, Vec<Option<i64>>)>,
    /// Memory space.
    pub space: rmlir_targets::SpaceId,
}

/// Which way an affine bound folds several map results.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fold {
    /// Each result goes to its own register.
    Each,
    /// The smallest result.
    Min,
    /// The largest result.
    Max,
}

/// One instruction. Register operands index the current frame; lists live
/// in the function's pool.
#[derive(Clone, Debug)]
#[allow(missing_docs)]
pub enum Inst {
    Const {
        dst: Reg,
        k: u32,
    },
    Move {
        dst: Reg,
        src: Reg,
    },
    IntBin64 {
        op: IntBinOp,
        width: u32,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    IntBin {
        op: IntBinOp,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// A two-result integer op: `lo` gets the sum or low half, `hi` the
    /// overflow bit or high half.
    IntExtended {
        op: ExtendedOp,
        lo: Reg,
        hi: Reg,
        a: Reg,
        b: Reg,
    },
    FloatBin {
        op: FloatBinOp,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Unary {
        op: UnaryOp,
        dst: Reg,
        a: Reg,
    },
    Fma {
        dst: Reg,
        a: Reg,
        b: Reg,
        c: Reg,
    },
    CmpI {
        pred: IntPredicate,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    CmpF {
        pred: FloatPredicate,
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    Select {
        dst: Reg,
        cond: Reg,
        a: Reg,
        b: Reg,
    },
    Cast {
        op: CastOp,
        to: ScalarType,
        dst: Reg,
        a: Reg,
    },
    Affine {
        fold: Fold,
        map: u32,
        dsts: Span,
        operands: Span,
    },
    AffineCond {
        set: u32,
        dst: Reg,
        operands: Span,
    },
    Jump {
        to: u32,
    },
    BranchFalse {
        cond: Reg,
        to: u32,
    },
    Switch {
        flag: Reg,
        table: u32,
    },
    ForHead {
        iv: Reg,
        ub: Reg,
        exit: u32,
        /// `scf.for unsigned`: the bounds compare unsigned.
        unsigned: bool,
    },
    ForStep {
        iv: Reg,
        step: Reg,
        head: u32,
    },
    Call {
        func: u32,
        args: Span,
        rets: Span,
    },
    CallIndirect {
        callee: Reg,
        args: Span,
        rets: Span,
    },
    FuncRef {
        dst: Reg,
        func: u32,
    },
    Return {
        vals: Span,
    },
    Alloc {
        dst: Reg,
        ty: u32,
        dyn_sizes: Span,
        symbols: Span,
        stack: bool,
    },
    Dealloc {
        mem: Reg,
    },
    GetGlobal {
        dst: Reg,
        global: u32,
    },
    Load {
        dst: Reg,
        mem: Reg,
        idx: Span,
    },
    Store {
        val: Reg,
        mem: Reg,
        idx: Span,
    },
    VLoad {
        dst: Reg,
        mem: Reg,
        idx: Span,
        shape: u32,
    },
    VStore {
        val: Reg,
        mem: Reg,
        idx: Span,
    },
    Dim {
        dst: Reg,
        mem: Reg,
        dim: Reg,
    },
    DimConst {
        dst: Reg,
        mem: Reg,
        dim: u32,
    },
    View {
        dst: Reg,
        src: Reg,
        ty: u32,
    },
    SubView {
        dst: Reg,
        src: Reg,
        ty: u32,
        spec: u32,
        operands: Span,
    },
    TensorLoad {
        dst: Reg,
        mem: Reg,
    },
    TensorStore {
        val: Reg,
        mem: Reg,
    },
    Copy {
        src: Reg,
        dst: Reg,
    },
    DmaStart {
        operands: Span,
        spec: u32,
    },
    DmaWait {
        operands: Span,
        spec: u32,
    },
    Print {
        src: Reg,
    },
    Broadcast {
        dst: Reg,
        src: Reg,
        shape: u32,
    },
    Extract {
        dst: Reg,
        src: Reg,
        pos: Span,
        dynamic: Span,
    },
    Insert {
        dst: Reg,
        val: Reg,
        dest: Reg,
        pos: Span,
        dynamic: Span,
    },
    Reduce {
        kind: ReductionKind,
        dst: Reg,
        src: Reg,
        acc: Option<Reg>,
    },
    /// `math.ipowi`.
    IPowI {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// `math.fpowi`.
    FPowI {
        dst: Reg,
        a: Reg,
        b: Reg,
    },
    /// `cf.assert` (and `ub.unreachable`, on a constant `false`): faults
    /// with message `msg` (an index into [`Program::messages`]) when
    /// `cond` is false.
    Assert {
        cond: Reg,
        msg: u32,
    },
    TargetOp {
        op: u32,
        dst: Reg,
        operands: Span,
    },
    /// One of the rarer memref/affine ops: [`Program::exts`]`[k]`.
    Ext {
        k: u32,
    },
    /// One op of the vector dialect's shuffles, casts, masks, combining,
    /// contraction and memory ops; `spec` indexes
    /// [`Program::vector_ops`].
    VectorOp {
        spec: u32,
        dsts: Span,
        srcs: Span,
    },
}

/// Static shape of a mixed static/dynamic subview.
#[derive(Clone, Debug, PartialEq)]
pub struct SubViewSpec {
    /// Offsets: `Some(static)` or `None` for the next dynamic operand.
    pub offsets: Vec<Option<i64>>,
    /// Sizes, likewise.
    pub sizes: Vec<Option<i64>>,
    /// Strides, likewise.
    pub strides: Vec<Option<i64>>,
    /// `memref.reinterpret_cast`: offset and strides are absolute, counted
    /// from the buffer's start, rather than relative to the source view.
    pub absolute: bool,
    /// Per dimension: the result drops it (a rank-reducing subview drops
    /// unit dimensions); empty for `reinterpret_cast`.
    pub dropped: Vec<bool>,
}

/// One `%m[...]` reference of a DMA op: the memref's register and its
/// subscripts' registers. Affine subscripts are already applied, so every
/// index is a plain value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DmaRef {
    /// The memref.
    pub memref: Reg,
    /// One index per memref dimension.
    pub idx: Span,
}

/// A `dma_start` by role, whichever dialect spelled it. The instruction's
/// `operands` hold the same registers in one list, as its read set.
#[derive(Clone, Debug, PartialEq)]
pub struct DmaStart {
    /// Where the elements come from.
    pub src: DmaRef,
    /// Where they go.
    pub dst: DmaRef,
    /// The tag location a `dma_wait` names.
    pub tag: DmaRef,
    /// How many elements move.
    pub num: Reg,
    /// `(stride, elements_per_stride)` of a strided transfer.
    pub stride: Option<(Reg, Reg)>,
    /// Which side a strided transfer strides: the destination when its
    /// memory-space id is lower than the source's (upstream strides the
    /// slower memory), else the source.
    pub stride_dst: bool,
}

/// A `dma_wait` by role, whichever dialect spelled it.
#[derive(Clone, Debug, PartialEq)]
pub struct DmaWait {
    /// The tag location its transfers named.
    pub tag: DmaRef,
    /// How many elements it waits for.
    pub num: Reg,
}

/// A `memref.global`.
#[derive(Clone, Debug)]
pub struct Global {
    /// Symbol name.
    pub name: String,
    /// Its memref type.
    pub ty: MemRefType,
    /// Initial elements in row-major order (empty: uninitialised).
    pub init: Vec<Value>,
    /// Location of the definition.
    pub op: OpId,
}

/// A `cf.switch` table.
#[derive(Clone, Debug, Default)]
pub struct SwitchTable {
    /// `(case value, target)`.
    pub cases: Vec<(i128, u32)>,
    /// Default target.
    pub default: u32,
}

/// A register's static type: what every value it ever holds is, fixed
/// when the function is prepared (an executor that compiles the program,
/// such as a JIT, picks the machine representation from it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegType {
    /// A scalar (integer, `index` or float).
    Scalar(ScalarType),
    /// A vector of this ir type.
    Vector(TypeId),
    /// A memref of this ir type.
    MemRef(TypeId),
    /// A function reference.
    Func(TypeId),
    /// Any other ir type, carried along but never computed on.
    Other(TypeId),
}

impl RegType {
    /// The static type of a value of ir type `ty`.
    pub fn of(ctx: &Context, ty: TypeId) -> RegType {
        match ctx.ty(ty) {
            rmlir_ir::TypeData::Vector { .. } => RegType::Vector(ty),
            rmlir_ir::TypeData::MemRef { .. } => RegType::MemRef(ty),
            rmlir_ir::TypeData::Function { .. } => RegType::Func(ty),
            _ => scalar_type(ctx, ty).map_or(RegType::Other(ty), RegType::Scalar),
        }
    }
}

/// Timing of one instruction, resolved against the target once: its unit
/// and latency (from its timing class), how it issues, and the registers it
/// reads and writes (spans of [`Func::sets`], filled when the function is
/// sealed; see [`access`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct InstTiming {
    /// Unit in the timing model (`u32::MAX`: free, not issued).
    pub unit: u32,
    /// Latency in cycles.
    pub latency: u32,
    /// How an execution of it reaches the timing model.
    pub issue: Issue,
    /// Registers it reads, in [`Func::sets`].
    pub reads: Span,
    /// Registers it writes, in [`Func::sets`].
    pub writes: Span,
}

impl InstTiming {
    /// An instruction that costs nothing (moves, constants, structure).
    pub const FREE: InstTiming = InstTiming::on(u32::MAX, 0);

    /// An instruction on `unit` with `latency` (its sets come at sealing).
    pub const fn on(unit: u32, latency: u32) -> InstTiming {
        InstTiming {
            unit,
            latency,
            issue: Issue::Never,
            reads: Span { start: 0, len: 0 },
            writes: Span { start: 0, len: 0 },
        }
    }
}

/// The unit of an instruction that is never reported to the timing model.
pub const FREE: u32 = u32::MAX;

/// Registers a [`Plan`] holds in place: an instruction reading or writing
/// more keeps its sets only in its function.
const PLAN_SRCS: usize = 4;
const PLAN_DSTS: usize = 2;

/// One instruction's [`InstTiming`] copied into a fixed-size record when
/// its function is sealed, so that reporting an executed instruction reads
/// one small record instead of its timing entry and two spans of
/// [`Func::sets`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Plan {
    /// The unit ([`FREE`]: not reported).
    pub unit: u32,
    /// Latency in cycles.
    pub latency: u32,
    /// Registers read and written, or `u8::MAX` when they do not fit.
    pub n_src: u8,
    /// See `n_src`.
    pub n_dst: u8,
    /// The registers read (the first `n_src`).
    pub srcs: [u32; PLAN_SRCS],
    /// The registers written (the first `n_dst`).
    pub dsts: [u32; PLAN_DSTS],
}

impl Plan {
    pub(super) fn of(f: &Func, t: &InstTiming) -> Plan {
        let (reads, writes) = (f.set(t.reads), f.set(t.writes));
        let mut p = Plan {
            unit: t.unit,
            latency: t.latency,
            n_src: u8::MAX,
            n_dst: u8::MAX,
            srcs: [0; PLAN_SRCS],
            dsts: [0; PLAN_DSTS],
        };
        if reads.len() <= PLAN_SRCS && writes.len() <= PLAN_DSTS {
            p.srcs[..reads.len()].copy_from_slice(reads);
            p.dsts[..writes.len()].copy_from_slice(writes);
            (p.n_src, p.n_dst) = (reads.len() as u8, writes.len() as u8);
        }
        p
    }

    /// Whether its sets are held in place.
    #[inline(always)]
    pub fn fits(&self) -> bool {
        self.n_src != u8::MAX
    }
}

/// One translated function.
#[derive(Clone, Debug, Default)]
pub struct Func {
    /// Symbol name.
    pub name: String,
    /// The `func.func` op.
    pub op: Option<OpId>,
    /// Registers its frame needs.
    pub num_regs: u32,
    /// Registers that receive the arguments.
    pub params: Vec<Reg>,
    /// Types of the results.
    pub results: Vec<TypeId>,
    /// Instructions.
    pub code: Vec<Inst>,
    /// Per instruction: the op it came from.
    pub origin: Vec<OpId>,
    /// Per instruction: its timing.
    pub timing: Vec<InstTiming>,
    /// Register lists.
    pub pool: Vec<Reg>,
    /// Read and write sets of the instructions (see [`InstTiming`]).
    pub sets: Vec<Reg>,
    /// Per instruction: its timing as one fixed-size record.
    pub plans: Vec<Plan>,
    /// Per register: its static type.
    pub reg_types: Vec<RegType>,
    /// Per register: the SSA value's source name, for traces.
    pub reg_names: Vec<String>,
    /// Per register: integer bit width for value traces (0: not traced).
    pub reg_widths: Vec<u32>,
    /// True for an external declaration.
    pub external: bool,
    /// Host bytes its frame's registers can hold at once: each register's
    /// slot and the largest value of its type
    /// (`consts::frame_host_bytes`), what a call charges against
    /// `--max-memory`.
    pub frame_bytes: u64,
}

impl Func {
    /// The registers of a pool span.
    #[inline]
    pub fn regs(&self, s: Span) -> &[Reg] {
        &self.pool[s.start as usize..(s.start + s.len) as usize]
    }

    /// The registers of a read or write set.
    #[inline]
    pub fn set(&self, s: Span) -> &[Reg] {
        &self.sets[s.start as usize..(s.start + s.len) as usize]
    }
}

/// A translated module, ready for any executor.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Functions, by index.
    pub funcs: Vec<Func>,
    /// Function index by symbol name.
    pub by_name: HashMap<String, u32>,
    /// Constants.
    pub consts: Vec<Value>,
    /// Affine maps.
    pub maps: Vec<AffineMap>,
    /// Integer sets.
    pub sets: Vec<IntegerSet>,
    /// Memref types.
    pub types: Vec<MemRefType>,
    /// Vector shapes.
    pub shapes: Vec<Vec<u64>>,
    /// Subview specs.
    pub subviews: Vec<SubViewSpec>,
    /// `dma_start`s by role, indexed by [`Inst::DmaStart`]'s `spec`.
    pub dma_starts: Vec<DmaStart>,
    /// `dma_wait`s by role, indexed by [`Inst::DmaWait`]'s `spec`.
    pub dma_waits: Vec<DmaWait>,
    /// Switch tables.
    pub switches: Vec<SwitchTable>,
    /// Globals.
    pub globals: Vec<Global>,
    /// The whole text of each [`Inst::Assert`]'s fault.
    pub messages: Vec<String>,
    /// Target-specific ops used, by index into the target's op list.
    pub target_ops: Vec<usize>,
    /// Operands of [`Inst::Ext`] instructions.
    pub exts: Vec<ExtInst>,
    /// Static descriptions of the [`Inst::VectorOp`]s.
    pub vector_ops: Vec<VecSpec>,
    /// The host memory its constants and globals' initial values hold,
    /// against the run's `--max-memory`: where a run's count starts.
    pub host: HostBudget,
}

/// The memref views, metadata queries, atomics and index arithmetic
/// (`memref.expand_shape`, `memref.atomic_rmw`,
/// `affine.delinearize_index`, ...): rarer than loads and stores, so they
/// share one [`Inst::Ext`] whose operands live here.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum ExtInst {
    /// A view of `src`'s buffer; `operands` are the dynamic values `how`
    /// asks for.
    View {
        dst: Reg,
        src: Reg,
        how: ViewHow,
        operands: Vec<Reg>,
    },
    /// Base buffer, offset, sizes and strides of `src`.
    Metadata { dsts: Vec<Reg>, src: Reg },
    /// Physical address of `src`'s buffer.
    AlignedPointer { dst: Reg, src: Reg },
    /// A new buffer of type `ty` (its one size in `size` when dynamic)
    /// holding `src`'s leading elements; `src`'s buffer is freed.
    Realloc {
        dst: Reg,
        src: Reg,
        ty: u32,
        size: Option<Reg>,
    },
    /// `dst = mem[idx]; mem[idx] = combine(mem[idx], val)`.
    AtomicRmw {
        dst: Reg,
        val: Reg,
        mem: Reg,
        idx: Vec<Reg>,
        kind: AtomicKind,
    },
    /// Mixed-radix digits of `src` over `basis` (no outer bound when
    /// `dsts` has one more entry than `basis`).
    Delinearize {
        dsts: Vec<Reg>,
        src: Reg,
        basis: Vec<Reg>,
    },
    /// The linear index of digits `idx` over `basis`.
    Linearize {
        dst: Reg,
        idx: Vec<Reg>,
        basis: Vec<Reg>,
    },
    /// `vector.print str "text"`: writes `text` as is.
    PrintText { text: String },
    /// `vector.print` of `src` (none: nothing), read as unsigned when
    /// `unsigned` (`ui` element types), then the text of its punctuation.
    Print {
        src: Option<Reg>,
        unsigned: bool,
        punct: &'static str,
    },
    /// A call to a function of upstream's runner utility libraries.
    Runtime { func: RuntimeFn, args: Vec<Reg> },
    /// `vector.mask %mask { vector.reduction <kind>, %src (, %acc) }`:
    /// the reduction of the lanes `mask` turns on, started from `acc` or,
    /// without one, from the neutral value upstream's lowering starts from.
    MaskedReduce {
        kind: ReductionKind,
        dst: Reg,
        src: Reg,
        mask: Reg,
        acc: Option<Reg>,
    },
}

/// What a call to one of upstream's runner utility functions
/// (`libmlir_c_runner_utils`, `libmlir_runner_utils`) does.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum RuntimeFn {
    /// `printMemref*`: the header (`Unranked Memref` or, for the ranked
    /// variants, `Memref`), then the data unless `shape_only`.
    PrintMemref {
        /// `Unranked ` precedes the header.
        unranked: bool,
        /// `printMemrefShape*`: the header line alone.
        shape_only: bool,
    },
    /// `printI64`, `printU64`, `printF32`, `printF64`: the scalar alone.
    PrintScalar {
        /// `printU64`.
        unsigned: bool,
    },
    /// `printNewline`, `printComma`, `printOpen`, `printClose`.
    PrintText(&'static str),
}

/// How an [`ExtInst::View`] derives its layout.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum ViewHow {
    /// Splits dim `i` into the sizes of group `i` (`None`: the next
    /// operand).
    Expand {
        groups: Vec<Vec<usize>>,
        shape: Vec<Option<i64>>,
    },
    /// Merges each group into one dim.
    Collapse { groups: Vec<Vec<usize>> },
    /// Row-major over the sizes held by the shape memref (operand 0).
    Reshape,
    /// `vector.type_cast`: the same bytes of a contiguous memref read as
    /// elements of `elem` (scalars or vectors), row-major over `shape`.
    TypeCast { elem: ElemType, shape: Vec<i64> },
    /// Elements of `elem` at the byte shift in operand 0, sizes `shape`
    /// (`None`: the next operand).
    Bytes {
        elem: ElemType,
        shape: Vec<Option<i64>>,
    },
    /// Result dim `i` is source dim `perm[i]`.
    Transpose { perm: Vec<usize> },
    /// The same view, checked against type `ty`.
    Same { ty: u32 },
}

/// What a `memref.atomic_rmw` combines with, as the ir reads it.
pub use rmlir_ir::dialects::views::AtomicKind;

/// Builds a located error.
pub(crate) fn err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error_at(ctx, ctx.ops[op].loc, msg)
}

/// What the prepare stage needs from the target besides the IR.
pub struct PrepareEnv<'a> {
    /// The chip.
    pub target: &'a Target,
    /// Timing units by (unit kind, op class, ii), filled while preparing.
    pub units: &'a mut crate::prepare::target::UnitTable,
}
