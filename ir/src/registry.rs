//! The op table: one declarative [`OpDef`] per registered op. Its name,
//! seed spellings, traits, custom syntax, verifier, execution semantics and
//! timing class hang off that one entry, so the parser, printer, verifier,
//! interpreter and JIT cannot drift apart (STYLE.md practice 2).
//!
//! The simulator matches on [`Semantics`] (plain data) to build its
//! executable form, and on [`TimingClass`] to find latencies in the target
//! file; `rmlir-ir` knows nothing of either executor.

use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::diag::Diagnostic;
use crate::entity::FxHashMap;
use crate::ir::{OpId, OperationState};
use crate::Context;
use std::borrow::Cow;
use std::ops::Range;
use std::sync::OnceLock;

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

/// Integer binary operations (`arith` and seed Standard).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum IntBinOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MaxU,
    MinS,
    MinU,
}

/// Integer ops with a carry or a double-width product, giving two results
/// (`arith.addui_extended`: sum and overflow bit; `arith.mulsi_extended`,
/// `arith.mului_extended`: low and high halves of the full product).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum ExtendedOp {
    AddUI,
    MulSI,
    MulUI,
}

/// Float binary operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum FloatBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Maximum,
    Minimum,
    MaxNum,
    MinNum,
    /// `math.powf` (libm's `pow`/`powf`).
    Pow,
    CopySign,
    /// `math.atan2` (libm's `atan2`/`atan2f`).
    Atan2,
}

/// Unary operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum UnaryOp {
    NegF,
    AbsF,
    AbsI,
    Sqrt,
    Exp,
    Log,
    Tanh,
    Ceil,
    Floor,
    Round,
    Exp2,
    Log2,
    Log10,
    Sin,
    Cos,
    /// `1 / sqrt(x)`, two roundings, as `convert-math-to-llvm` expands it.
    Rsqrt,
    RoundEven,
    Trunc,
    Ctlz,
    Cttz,
    Ctpop,
    Tan,
    Atan,
    Asin,
    Acos,
    Sinh,
    Cosh,
}

/// Value conversions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CastOp {
    ExtSI,
    ExtUI,
    TruncI,
    ExtF,
    TruncF,
    SIToFP,
    UIToFP,
    FPToSI,
    FPToUI,
    IndexCast,
    IndexCastUI,
    Bitcast,
}

/// Reduction kinds of `vector.reduction`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum ReductionKind {
    Add,
    Mul,
    MinSI,
    MinUI,
    MaxSI,
    MaxUI,
    And,
    Or,
    Xor,
    MinNumF,
    MaxNumF,
    MinimumF,
    MaximumF,
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
    Splat,
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
    /// `cf.assert`: stops the run with its message when the condition is
    /// false.
    Assert,
    /// `ub.poison`: a value of its type with no defined bits.
    Poison,
    /// A `tpu` dialect op (Mosaic): it has meaning only inside a Pallas
    /// kernel's grid.
    Mosaic,
    /// One of the vector ops listed in [`crate::dialects::vector::VectorOp`].
    Vector(crate::dialects::vector::VectorOp),
}

/// Which latency entry of the target file an op uses. The names are the
/// keys of the target file's latency tables (see `configs/README.md`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum TimingClass {
    /// Costs nothing (constants, casts that only rename, structure).
    Free,
    IntAdd,
    IntLogic,
    IntMul,
    IntDiv,
    IntCmp,
    FloatAdd,
    FloatMul,
    FloatDiv,
    FloatCmp,
    FloatFma,
    FloatSpecial,
    Cast,
    Select,
    Load,
    Store,
    Branch,
    Call,
    Dma,
    Alloc,
    VectorShuffle,
    Reduction,
}

impl TimingClass {
    /// The key used in target files.
    pub fn key(self) -> &'static str {
        use TimingClass::*;
        match self {
            Free => "free",
            IntAdd => "int_add",
            IntLogic => "int_logic",
            IntMul => "int_mul",
            IntDiv => "int_div",
            IntCmp => "int_cmp",
            FloatAdd => "float_add",
            FloatMul => "float_mul",
            FloatDiv => "float_div",
            FloatCmp => "float_cmp",
            FloatFma => "float_fma",
            FloatSpecial => "float_special",
            Cast => "cast",
            Select => "select",
            Load => "load",
            Store => "store",
            Branch => "branch",
            Call => "call",
            Dma => "dma",
            Alloc => "alloc",
            VectorShuffle => "vector_shuffle",
            Reduction => "reduction",
        }
    }
}

/// Custom-form parser: fills `state` from the text after the op name.
pub type ParseFn = fn(&mut dyn OpAsmParser, &mut OperationState) -> PResult<()>;
/// Custom-form printer: writes the text after the op name.
pub type PrintFn = fn(&mut dyn OpAsmPrinter, OpId);
/// Op-specific verifier: pushes every problem found.
pub type VerifyFn = fn(&Context, OpId, &mut Vec<Diagnostic>);
/// Which operands go to successor `i`.
pub type SuccessorOperandsFn = fn(&Context, OpId, usize) -> Range<usize>;

/// Computes the name of an op's single result (see [`ResultName`]).
pub type ResultNameFn = fn(&Context, OpId) -> Option<Cow<'static, str>>;

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
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// Lookup of op definitions by canonical name or alias.
pub struct Registry {
    /// Fx-hashed: the verifier and printer look up every op's name.
    by_name: FxHashMap<&'static str, &'static OpDef>,
}

impl Registry {
    /// The registry of every op the dialects define.
    pub fn global() -> &'static Registry {
        static REG: OnceLock<Registry> = OnceLock::new();
        REG.get_or_init(|| {
            let mut by_name = FxHashMap::default();
            for def in crate::dialects::all_ops() {
                by_name.insert(def.name, def);
                for a in def.aliases {
                    by_name.insert(*a, def);
                }
            }
            Registry { by_name }
        })
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
        for def in crate::dialects::all_ops() {
            let score = strsim::normalized_damerau_levenshtein(name, def.name);
            if score > 0.8 && best.is_none_or(|(_, b)| score > b) {
                best = Some((def.name, score));
            }
        }
        best.map(|(n, _)| n)
    }

    /// Every canonical definition.
    pub fn defs(&self) -> impl Iterator<Item = &'static OpDef> + '_ {
        self.by_name
            .iter()
            .filter(|(k, d)| **k == d.name)
            .map(|(_, d)| *d)
    }
}

/// `docs/ops.md`: every registered op by dialect, in table order, with its
/// other spellings and timing class. Generated from the op table so the
/// page cannot drift from what the tools accept; a test compares the
/// checked-in page with this text.
pub fn ops_markdown() -> String {
    let mut out = String::from(
        "# Supported ops\n\n\
         Generated from the op table (`rmlir_ir::registry::ops_markdown`); do not edit.\n\
         Regenerate with `RMLIR_WRITE_DOCS=1 cargo test --test dialect_docs`.\n\
         The timing class is the key of the target file's latency table\n\
         (see `configs/README.md`).\n",
    );
    let mut dialect = "";
    for def in crate::dialects::all_ops() {
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
