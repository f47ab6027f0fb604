//! The op table: one declarative [`OpDef`] per registered op. Its name,
//! seed spellings, traits, custom syntax, verifier, execution semantics and
//! timing class hang off that one entry, so the parser, printer, verifier,
//! interpreter and JIT cannot drift apart (STYLE.md practice 2).
//!
//! The simulator matches on [`Semantics`] (plain data) to build its
//! executable form, and on [`TimingClass`] to find latencies in the target
//! file; `rmlir-ir` knows nothing of either executor.

use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::attr_syntax::DialectAttrs;
use crate::entity::FxHashMap;
use crate::ir::{OpEntry, OpId, OpName, OpTable, OperationState};
use crate::Context;
use crate::Diagnostic;
/// The timing class of an op: the shared [`OpClass`](rmlir_vocab::OpClass),
/// under the name the op table has always used.
pub use rmlir_vocab::OpClass as TimingClass;
pub use rmlir_vocab::{CastOp, ExtendedOp, FloatBinOp, IntBinOp, ReductionKind, UnaryOp};
use std::any::Any;
use std::borrow::Cow;
use std::ops::Range;

/// Structural properties the generic verifier and parser rely on.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OpTraits {
    /// Must be the last op of its block.
    pub terminator: bool,
    /// Its regions cannot see values defined outside (`func.func`).
    pub isolated_from_above: bool,
    /// Its regions' blocks need no terminator (`builtin.module`).
    pub no_terminator: bool,
    /// Its regions are graph regions (no dominance within them).
    pub graph_region: bool,
    /// Defines a symbol table (`builtin.module`).
    pub symbol_table: bool,
    /// Its single-block regions get an implicit terminator when written
    /// without one (`affine.for` gets `affine.yield`): the op's name here.
    pub implicit_terminator: Option<&'static str>,
    /// No side effects: may be reordered or removed if unused.
    pub pure: bool,
}

/// What executing an op means. Each variant is implemented once per
/// executor; ops that share a meaning (seed `addi` and `arith.addi`) share a
/// variant.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Semantics {
    /// Structure only (module, function definition, globals): never executed.
    Structural,
    Constant,
    IntBinary(IntBinOp),
    IntExtended(ExtendedOp),
    FloatBinary(FloatBinOp),
    Unary(UnaryOp),
    Fma,
    CmpI,
    CmpF,
    Select,
    Cast(CastOp),
    /// `arith.scaling_extf`: `extf(in) * scale`, the scale rounded to the
    /// power of two `f8E8M0FNU` holds.
    ScalingExtF,
    /// `arith.scaling_truncf`: `truncf(in / scale)`, likewise.
    ScalingTruncF,
    Load,
    Store,
    Alloc,
    Alloca,
    Dealloc,
    Dim,
    MemRefCast,
    SubView,
    /// `memref.reinterpret_cast`: a view with absolute offset, sizes and
    /// strides over the same buffer.
    ReinterpretCast,
    Copy,
    GetGlobal,
    DmaStart,
    DmaWait,
    AffineFor,
    AffineIf,
    AffineApply,
    AffineLoad,
    AffineStore,
    AffineMin,
    AffineMax,
    AffineDmaStart,
    AffineDmaWait,
    Yield,
    ScfFor,
    ScfIf,
    ScfWhile,
    ScfCondition,
    /// `scf.execute_region`: runs its region once, in place.
    ExecuteRegion,
    /// `scf.index_switch`: runs the region whose case equals the operand,
    /// else the default region.
    IndexSwitch,
    /// `scf.parallel`: its iterations run one after another, the first
    /// induction variable outermost.
    ScfParallel,
    /// `scf.reduce`: folds one value per iteration into each accumulator.
    ScfReduce,
    ReduceReturn,
    Br,
    CondBr,
    Switch,
    Return,
    Call,
    CallIndirect,
    FuncConstant,
    VectorPrint,
    Broadcast,
    Extract,
    Insert,
    Reduction,
    VectorLoad,
    VectorStore,
    UnrealizedCast,
    ExtractElement,
    /// `math.ipowi`: integer power by repeated squaring, wrapping.
    IPowI,
    /// `math.fpowi`: float base, integer exponent, square-and-multiply in
    /// the float type.
    FPowI,
    /// `math.sincos`: the sine and the cosine of one operand, as libm
    /// computes them.
    SinCos,
    /// `math.clampf`: `maximumf(minimumf(value, min), max)`, what LLVM
    /// 22's `--math-expand-ops` makes of it.
    ClampF,
    /// `cf.assert`: stops the run with its message when the condition is
    /// false.
    Assert,
    /// `ub.poison`: a value of its type with no defined bits.
    Poison,
    /// `ub.unreachable`: reaching it is undefined behaviour.
    Unreachable,
    /// `index.sizeof`: the width of `index` in bits.
    SizeOf,
    /// A `tpu` dialect op (Mosaic): it has meaning only inside a Pallas
    /// kernel's grid.
    Mosaic,
    /// A new view of the same buffer (see [`ViewOp`]).
    MemRefView(ViewOp),
    /// `memref.rank`.
    Rank,
    /// `memref.prefetch`, `affine.prefetch`: a hint, no effect on values.
    Prefetch,
    /// `memref.extract_strided_metadata`: base buffer, offset, sizes and
    /// strides of a view.
    StridedMetadata,
    /// `memref.extract_aligned_pointer_as_index`: the buffer's address.
    AlignedPointer,
    /// `memref.realloc`: a new buffer holding the old one's leading
    /// elements; the old one is freed.
    Realloc,
    /// `bufferization.clone`: a new buffer of the result's shape (identity
    /// layout, the result's memory space) holding a copy of the source.
    Clone,
    /// `memref.atomic_rmw`: read, combine, write back; yields the old value.
    AtomicRmw,
    /// `memref.generic_atomic_rmw`: its region computes the new value from
    /// the old one.
    GenericAtomicRmw,
    /// `memref.atomic_yield`.
    AtomicYield,
    /// `memref.alloca_scope`: runs its region once, in place.
    AllocaScope,
    /// `memref.alloca_scope.return`.
    AllocaScopeReturn,
    /// `scf.forall`: its iterations run one after another, the first
    /// induction variable outermost.
    ScfForall,
    /// `scf.forall.in_parallel`.
    InParallel,
    /// `affine.vector_load`.
    AffineVectorLoad,
    /// `affine.vector_store`.
    AffineVectorStore,
    /// `affine.delinearize_index`.
    Delinearize,
    /// `affine.linearize_index`.
    Linearize,
    /// `affine.parallel`: its iterations run one after another, the first
    /// induction variable outermost, reductions folded in that order.
    AffineParallel,
    /// One of the vector ops listed in [`VectorOp`].
    Vector(VectorOp),
}

/// What executing one of the `vector` dialect's ops added after the first
/// slice means; [`Semantics::Vector`] carries it. It lives here, not in the
/// dialect, so that the registry does not import a dialect.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum VectorOp {
    Transpose,
    ShapeCast,
    Bitcast,
    TypeCast,
    FromElements,
    ToElements,
    Step,
    CreateMask,
    ConstantMask,
    Shuffle,
    ExtractStridedSlice,
    InsertStridedSlice,
    Interleave,
    Deinterleave,
    OuterProduct,
    MultiReduction,
    Scan,
    Contract,
    TransferRead,
    TransferWrite,
    MaskedLoad,
    MaskedStore,
    Gather,
    Scatter,
    ExpandLoad,
    CompressStore,
    Mask,
    Yield,
}

/// How a `memref` view op derives its result from its source: every one
/// aliases the source's buffer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ViewOp {
    /// `memref.expand_shape`: splits dims by the reassociation groups.
    ExpandShape,
    /// `memref.collapse_shape`: merges contiguous dims.
    CollapseShape,
    /// `memref.reshape`: a row-major view with sizes from a shape memref.
    Reshape,
    /// `memref.view`: typed elements at a byte shift of an `i8` buffer.
    View,
    /// `memref.transpose`: permuted sizes and strides.
    Transpose,
    /// `memref.memory_space_cast`, `memref.assume_alignment`: the same
    /// view under another type.
    Same,
}

/// Custom-form parser: fills `state` from the text after the op name.
pub type ParseFn = fn(&mut dyn OpAsmParser, &mut OperationState) -> PResult<()>;
/// Custom-form printer: writes the text after the op name.
pub type PrintFn = fn(&mut dyn OpAsmPrinter, OpId);
/// Op-specific verifier: pushes every problem found.
pub type VerifyFn = fn(&Context, OpId, &mut Vec<Diagnostic>);
/// Which operands go to each successor: one range of the op's operands
/// per successor, in order, all computed in one pass (a per-successor
/// query that re-read the segment sizes made an `n`-way branch
/// `O(n^2)`).
pub type SuccessorOperandsFn = fn(&Context, OpId) -> Vec<Range<usize>>;

/// The operands `op` passes to each of its successors, as ranges of its
/// operand list: empty for an op that is unregistered or branches
/// nowhere. (Ranges are only in bounds once the op has verified.)
pub fn successor_operand_ranges(ctx: &Context, op: OpId) -> Vec<Range<usize>> {
    let o = &ctx.ops[op];
    match o.name.def().and_then(|d| d.successor_operands) {
        Some(split) => split(ctx, op),
        None => Vec::new(),
    }
}

/// Computes the name of an op's single result (see [`ResultName`]).
pub type ResultNameFn = fn(&Context, OpId) -> Option<Cow<'static, str>>;

/// Names an op's results in packs (see [`ResultName::Packs`]).
pub type ResultPacksFn = fn(&Context, OpId) -> Vec<(&'static str, usize)>;

/// How the printer names an op's single result, as upstream's
/// `OpAsmOpInterface::getAsmResultNames` does (`%c0`, `%alloc`, `%cst`);
/// the printer makes the name unique with `_N` suffixes.
#[derive(Copy, Clone, Debug)]
pub enum ResultName {
    /// No name: the result is numbered (`%3`).
    Numbered,
    /// Always this name.
    Fixed(&'static str),
    /// A name computed from the op (`arith.constant` names its value).
    Computed(ResultNameFn),
    /// One fixed name per result, for multi-result ops
    /// (`arith.addui_extended` names `%sum, %overflow`).
    Each(&'static [&'static str]),
    /// Consecutive packs of results, each `(name, length)`: a pack of one
    /// prints `%name`, a longer one `%name:n` (used as `%name#i`), as
    /// `memref.extract_strided_metadata` names `%base_buffer, %offset,
    /// %sizes:2, %strides:2`.
    Packs(ResultPacksFn),
}

/// One registered op.
#[derive(Copy, Clone)]
pub struct OpDef {
    /// Canonical full name (`arith.addi`).
    pub name: &'static str,
    /// Other spellings accepted by the parser: seed Standard names (`addi`)
    /// and older names (`std.addi`).
    pub aliases: &'static [&'static str],
    /// Structural traits.
    pub traits: OpTraits,
    /// Custom assembly parser, if the op has a custom form.
    pub parse: Option<ParseFn>,
    /// Custom assembly printer; `None` prints the generic form.
    pub print: Option<PrintFn>,
    /// Op-specific verifier.
    pub verify: VerifyFn,
    /// Successor operand split; `None` when the op has no successors.
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// What it does when run.
    pub semantics: Semantics,
    /// Its latency class.
    pub timing: TimingClass,
    /// How the printer names its single result.
    pub result_name: ResultName,
    /// The names of its inherent attributes, upstream's ODS attributes
    /// (which MLIR keeps as properties), in any order. One written in the
    /// attribute dictionary (`"arith.constant"() {value = 1 : i32}`, or a
    /// custom form's `attr-dict`) is moved into the properties, and the
    /// generic printer shows it in `<{...}>`; every other attribute is
    /// discardable and stays in `{...}`.
    pub inherent: &'static [&'static str],
    /// Properties upstream fills in when the op is written without them,
    /// its ODS `DefaultValuedAttr`s and default-valued properties
    /// (`"arith.addi"(%a, %b)` has `overflowFlags = #arith.overflow<none>`),
    /// so that every form of the op prints the same generic form.
    pub defaults: &'static [(&'static str, PropDefault)],
}

/// The value a property takes when an op is written without it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PropDefault {
    /// A dialect attribute, kept verbatim as the parser keeps it: its text
    /// without the `#` (`arith.fastmath<none>`).
    Dialect(&'static str),
    /// A `true`/`false` attribute.
    Bool(bool),
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// Lookup of op definitions by canonical name or alias: a value built from
/// the op tables of a set of dialects ([`Registry::from_tables`]). The IR
/// core reads it through the [`Context`] that owns the ops, as the leaf
/// interface [`OpTable`]; it never names a dialect. `crate::dialects`
/// builds the standard set ([`Registry::global`]).
pub struct Registry {
    /// Fx-hashed: the verifier and printer look up every op's name.
    by_name: FxHashMap<&'static str, &'static OpDef>,
    /// Canonical definitions in table order (stable hints and docs).
    order: Vec<&'static OpDef>,
    /// The dialects' attributes ([`Registry::with_attrs`]).
    attrs: &'static [DialectAttrs],
}

impl std::fmt::Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registry")
            .field("ops", &self.order.len())
            .finish_non_exhaustive()
    }
}

impl Registry {
    /// The registry of every op in `tables`, in order; a later table's
    /// entry wins a name two tables share.
    pub fn from_tables(tables: &[&'static [OpDef]]) -> Registry {
        let mut by_name = FxHashMap::default();
        let mut order = Vec::new();
        for def in tables.iter().copied().flatten() {
            by_name.insert(def.name, def);
            for a in def.aliases {
                by_name.insert(*a, def);
            }
            order.push(def);
        }
        Registry {
            by_name,
            order,
            attrs: &[],
        }
    }

    /// The registry with `attrs` as its dialects' attributes, which the
    /// parser checks `#dialect.mnemonic<…>` against.
    pub fn with_attrs(self, attrs: &'static [DialectAttrs]) -> Registry {
        Registry { attrs, ..self }
    }

    /// The definition for a name or alias.
    pub fn lookup(&self, name: &str) -> Option<&'static OpDef> {
        self.by_name.get(name).copied()
    }

    /// The registered op nearest to `name` when it looks like a misspelling
    /// of one (a normalized edit distance of at most a fifth of the
    /// length), for "did you mean" hints. Ties go to the first op in
    /// dialect table order, so the hint is stable.
    pub fn suggest(&self, name: &str) -> Option<&'static str> {
        let mut best: Option<(&'static str, f64)> = None;
        for def in &self.order {
            let score = strsim::normalized_damerau_levenshtein(name, def.name);
            if score > 0.8 && best.is_none_or(|(_, b)| score > b) {
                best = Some((def.name, score));
            }
        }
        best.map(|(n, _)| n)
    }

    /// Every canonical definition, in table order.
    pub fn defs(&self) -> impl Iterator<Item = &'static OpDef> + '_ {
        self.order.iter().copied()
    }

    /// `docs/ops.md`: every registered op by dialect, in table order, with
    /// its other spellings and timing class. Generated from the op table so
    /// the page cannot drift from what the tools accept; a test compares
    /// the checked-in page with this text.
    pub fn ops_markdown(&self) -> String {
        let mut out = String::from(
            "# Supported ops\n\n\
             Generated from the op table (`rmlir_ir::registry::Registry::ops_markdown`); do not edit.\n\
             Regenerate with `RMLIR_WRITE_DOCS=1 cargo test --test dialect_docs`.\n\
             The timing class is the key of the target file's latency table\n\
             (see `configs/README.md`).\n",
        );
        let mut dialect = "";
        for def in &self.order {
            let d = def.name.split_once('.').map_or("", |(d, _)| d);
            if d != dialect {
                dialect = d;
                out.push_str(&format!(
                    "\n## `{d}`\n\n| Op | Also accepted as | Timing class |\n| --- | --- | --- |\n"
                ));
            }
            let aliases: Vec<String> = def.aliases.iter().map(|a| format!("`{a}`")).collect();
            out.push_str(&format!(
                "| `{}` | {} | `{}` |\n",
                def.name,
                aliases.join(", "),
                def.timing.key()
            ));
        }
        out
    }
}

/// The IR core holds an op's entry without naming [`OpDef`] (whose hooks
/// take the [`Context`] that holds the op); this is how it gets it back.
impl OpEntry for OpDef {
    fn as_any(&self) -> &dyn Any {
        self
    }
}

impl OpTable for Registry {
    fn entry(&self, name: &str) -> Option<(&'static str, &'static dyn OpEntry)> {
        let (&spelling, &def) = self.by_name.get_key_value(name)?;
        Some((spelling, def))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn dialect_attrs(&self) -> &'static [DialectAttrs] {
        self.attrs
    }
}

impl OpName {
    /// The name of a registered op.
    pub fn registered(def: &'static OpDef) -> Self {
        OpName::from_entry(def.name, def)
    }

    /// The op table entry for this name (by canonical name or alias), as
    /// the registry of the op's context gave it.
    #[inline]
    pub fn def(&self) -> Option<&'static OpDef> {
        // Every entry is an `OpDef`: only a `Registry` hands entries out.
        self.entry()?.as_any().downcast_ref()
    }
}

impl From<&'static OpDef> for OpName {
    fn from(d: &'static OpDef) -> Self {
        OpName::registered(d)
    }
}

impl Context {
    /// An empty context whose ops are those of `registry` (the standard
    /// dialects: [`Context::new`]).
    pub fn with_registry(registry: &'static Registry) -> Self {
        Context::with_table(registry)
    }

    /// The ops this context knows.
    #[inline]
    pub fn registry(&self) -> &'static Registry {
        // A context is made only by `with_registry`, so its table is one.
        (self.op_table().as_any().downcast_ref()).expect("a context's op table is a Registry")
    }
}
