//! The control/data-flow graph the backend schedules: basic blocks of
//! word-level operations over virtual registers, with block parameters in
//! place of phis. Lowering ([`crate::lower`]) builds it from MLIR; the
//! scheduler, the Verilog writer and the cycle model all read it.
//!
//! The op table [`OPS`] is the one place that says, for every supported
//! MLIR op, its operator-library key, how it evaluates and how it is
//! written in Verilog, so the cycle model and the RTL cannot drift apart.

use rmlir_values::value::{cast, int_binop, ScalarType, Value, ValueError};
use rmlir_vocab::{CastOp, IntBinOp, IntPredicate};

/// A value of at most 128 bits, zero-extended.
pub type Word = u128;

/// A virtual register: one per SSA value the datapath holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg(pub u32);

/// A basic block of the graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockRef(pub u32);

/// An operand: a register or a constant folded into the datapath.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Src {
    /// The value of a register (or, when chained, of its producer's wire).
    Reg(Reg),
    /// A constant of the given width.
    Const {
        /// The bits, masked to `width`.
        value: Word,
        /// Bit width.
        width: u32,
    },
}

/// How an op computes: an entry of [`OPS`], a memory access, or an
/// address computation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An arithmetic, logic, compare, select or cast op from [`OPS`].
    Arith(&'static OpInfo),
    /// `cmpi` with its predicate.
    Cmp(IntPredicate),
    /// The row-major linear address of an access to `mem`: one index
    /// operand per dimension, truncated to the port's address width.
    Addr {
        /// Memory accessed.
        mem: usize,
    },
    /// A read of `mem` at the address operand.
    Load {
        /// Memory read.
        mem: usize,
    },
    /// A write of the value operand to `mem` at the address operand.
    Store {
        /// Memory written.
        mem: usize,
    },
}

/// A datapath operation.
#[derive(Clone, Debug)]
pub struct Op {
    /// What it computes.
    pub kind: Kind,
    /// Operands.
    pub args: Vec<Src>,
    /// Result register, if any.
    pub dst: Option<Reg>,
    /// Width the operator works at (the operands' width; for casts the
    /// wider side).
    pub width: u32,
    /// The MLIR op it came from (`arith.muli`).
    pub mlir: String,
    /// Its source location, `file:line:col`.
    pub loc: String,
    /// The same location, for diagnostics.
    pub at: rmlir_ir::AttrId,
}

/// Where control goes next, with the values for the target's parameters.
#[derive(Clone, Debug)]
pub struct Edge {
    /// Target block.
    pub to: BlockRef,
    /// One source per target parameter.
    pub args: Vec<Src>,
}

/// How a block ends.
#[derive(Clone, Debug)]
pub enum Term {
    /// Unconditional jump.
    Jump(Edge),
    /// Two-way branch on an `i1`.
    Branch(Src, Edge, Edge),
    /// Return from the top function with its results.
    Return(Vec<Src>),
}

/// A basic block.
#[derive(Clone, Debug)]
pub struct Block {
    /// Parameters, written on entry by the predecessor's edge.
    pub params: Vec<Reg>,
    /// Ops in program order.
    pub ops: Vec<Op>,
    /// The terminator.
    pub term: Term,
    /// The loop this block is the header of, if any.
    pub header_of: Option<usize>,
    /// Innermost loop containing it (header included).
    pub in_loop: Option<usize>,
}

/// A loop, for the report.
#[derive(Clone, Debug)]
pub struct LoopInfo {
    /// The looping op (`scf.for`).
    pub mlir: String,
    /// Its location.
    pub loc: String,
    /// The enclosing loop.
    pub parent: Option<usize>,
}

/// A memref argument, served by one single-port synchronous RAM.
#[derive(Clone, Debug)]
pub struct Memory {
    /// Port name prefix (the SSA name, escaped).
    pub name: String,
    /// Element width in bits.
    pub width: u32,
    /// Static dimension sizes.
    pub dims: Vec<u64>,
    /// Number of words.
    pub words: u64,
    /// Address bits, at least 1.
    pub addr_width: u32,
    /// Allocated by the function (`memref.alloc`/`alloca`): a RAM inside
    /// the module, with no ports; otherwise a memref argument's RAM,
    /// outside the module behind its ports.
    pub local: bool,
}

/// A function parameter, in order.
#[derive(Clone, Debug)]
pub enum Param {
    /// A scalar input port captured into a register on `start`.
    Scalar {
        /// Port name.
        name: String,
        /// Register it is captured into.
        reg: Reg,
    },
    /// A memref: index into [`Cdfg::mems`].
    Mem(usize),
}

/// The whole lowered function.
#[derive(Clone, Debug)]
pub struct Cdfg {
    /// Module name (the function's, escaped).
    pub name: String,
    /// Width of each register.
    pub reg_widths: Vec<u32>,
    /// Blocks; the first is the entry.
    pub blocks: Vec<Block>,
    /// Parameters in order.
    pub params: Vec<Param>,
    /// Memories.
    pub mems: Vec<Memory>,
    /// Result widths.
    pub results: Vec<u32>,
    /// Loops.
    pub loops: Vec<LoopInfo>,
    /// Names that were renamed: (from, to).
    pub renames: Vec<(String, String)>,
    /// Every inlined call: (callee, location of the call).
    pub inlined: Vec<(String, String)>,
}

impl Cdfg {
    /// The memories behind ports (memref arguments), in parameter order,
    /// with their indices into [`Cdfg::mems`].
    pub fn port_mems(&self) -> impl Iterator<Item = (usize, &Memory)> {
        self.mems.iter().enumerate().filter(|(_, m)| !m.local)
    }

    /// The width of an operand.
    pub fn width(&self, s: Src) -> u32 {
        match s {
            Src::Reg(r) => self.reg_widths[r.0 as usize],
            Src::Const { width, .. } => width,
        }
    }
}

/// Masks `v` to `w` bits.
pub fn mask(v: Word, w: u32) -> Word {
    if w >= 128 {
        v
    } else {
        v & ((1u128 << w) - 1)
    }
}

/// `v` (of width `w`) as a signed number.
pub fn signed(v: Word, w: u32) -> i128 {
    let sh = 128 - w;
    ((v << sh) as i128) >> sh
}

/// Evaluates `cmpi`'s predicate `p` on two `w`-bit values.
pub fn cmp_eval(p: IntPredicate, a: Word, b: Word, w: u32) -> bool {
    p.holds(signed(a, w).cmp(&signed(b, w)), a.cmp(&b))
}

/// The Verilog operator of predicate `p`, and whether its operands are
/// compared signed.
pub fn cmp_verilog(p: IntPredicate) -> (&'static str, bool) {
    use IntPredicate::*;
    match p {
        Eq => ("==", false),
        Ne => ("!=", false),
        Slt => ("<", true),
        Sle => ("<=", true),
        Sgt => (">", true),
        Sge => (">=", true),
        Ult => ("<", false),
        Ule => ("<=", false),
        Ugt => (">", false),
        Uge => (">=", false),
    }
}

/// How an [`OpInfo`] computes, in the shared value semantics of
/// `rmlir-values`, so the cycle model folds and runs each op exactly as the
/// simulator does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntSem {
    /// A two-operand integer op.
    Bin(IntBinOp),
    /// A width or index conversion to the result width.
    Cast(CastOp),
    /// `select`: the second operand when the first is true, else the third.
    Select,
}

impl IntSem {
    /// Evaluates on operands of `w` bits (the value operands, for `select`)
    /// giving a result of `r` bits; a fault (division by zero, signed
    /// overflow) is the simulator's own [`ValueError`].
    pub fn eval(self, x: &[Word], w: u32, r: u32) -> Result<Word, ValueError> {
        let v = |i: usize| Value::int(w, x[i], false);
        let out = match self {
            IntSem::Select => return Ok(if x[0] & 1 == 1 { x[1] } else { x[2] }),
            IntSem::Bin(op) => int_binop(op, &v(0), &v(1))?,
            IntSem::Cast(op) => cast(op, &v(0), ScalarType::Int(r))?,
        };
        out.low_bits().ok_or(ValueError::TypeMismatch)
    }
}

/// How an [`OpInfo`] is written: operand expressions, operand width,
/// result width.
pub type VerilogFn = fn(&[String], u32, u32) -> String;

/// One supported arithmetic op.
#[derive(Debug)]
pub struct OpInfo {
    /// MLIR name (`arith.addi`).
    pub mlir: &'static str,
    /// Operator-library and `[hls.limits]` key (`addi`).
    pub key: &'static str,
    /// Evaluation.
    pub sem: IntSem,
    /// Verilog expression.
    pub verilog: VerilogFn,
}

fn bin(a: &str, op: &str, b: &str) -> String {
    format!("{a} {op} {b}")
}

fn sbin(a: &str, op: &str, b: &str) -> String {
    format!("$unsigned($signed({a}) {op} $signed({b}))")
}

/// Verilog for [`div_round`]: the truncated quotient plus or minus a
/// `w`-bit signed one, so every operand has the op's width (no width
/// warnings) and literal operands need no bit selects. The remainder is
/// non-zero exactly when `q * b != a` (`a - q * b` is the remainder, which
/// cannot wrap), a multiplier where `%` would cost a second divider.
fn div_round_verilog(a: &[String], w: u32, floor: bool) -> String {
    let (x, y) = (format!("$signed({})", a[0]), format!("$signed({})", a[1]));
    let zero = format!("{w}'sd0");
    let one = format!("{w}'sd1");
    let signs = if floor { "!=" } else { "==" };
    let op = if floor { "-" } else { "+" };
    format!(
        "$unsigned({x} / {y} {op} ((({x} / {y} * {y}) != {x} && \
         (({x} < {zero}) {signs} ({y} < {zero}))) ? {one} : {zero}))"
    )
}

fn ceil_div_unsigned_verilog(a: &[String], w: u32) -> String {
    format!(
        "{x} / {y} + ((({x} / {y} * {y}) != {x}) ? {w}'d1 : {w}'d0)",
        x = a[0],
        y = a[1]
    )
}

fn ext_verilog(a: &[String], from: u32, to: u32, signed_ext: bool) -> String {
    if to <= from {
        return trunc_verilog(a, from, to);
    }
    let fill = if signed_ext {
        format!("{}[{}]", a[0], from - 1)
    } else {
        "1'b0".into()
    };
    format!("{{{{{}{{{fill}}}}}, {}}}", to - from, a[0])
}

fn trunc_verilog(a: &[String], from: u32, to: u32) -> String {
    if to >= from {
        return a[0].clone();
    }
    format!("{}[{}:0]", a[0], to - 1)
}

fn minmax_verilog(a: &[String], signed_cmp: bool, max: bool) -> String {
    let cmp = if signed_cmp {
        format!("$signed({}) < $signed({})", a[0], a[1])
    } else {
        format!("{} < {}", a[0], a[1])
    };
    let (t, f) = if max { (&a[1], &a[0]) } else { (&a[0], &a[1]) };
    format!("({cmp}) ? {t} : {f}")
}

/// Every supported arithmetic, logic, select and cast op (`cmpi` aside,
/// which carries a predicate).
pub static OPS: &[OpInfo] = &[
    OpInfo {
        mlir: "arith.addi",
        key: "addi",
        sem: IntSem::Bin(IntBinOp::Add),
        verilog: |a, _, _| bin(&a[0], "+", &a[1]),
    },
    OpInfo {
        mlir: "arith.subi",
        key: "subi",
        sem: IntSem::Bin(IntBinOp::Sub),
        verilog: |a, _, _| bin(&a[0], "-", &a[1]),
    },
    OpInfo {
        mlir: "arith.muli",
        key: "muli",
        sem: IntSem::Bin(IntBinOp::Mul),
        verilog: |a, _, _| bin(&a[0], "*", &a[1]),
    },
    OpInfo {
        mlir: "arith.divui",
        key: "divui",
        sem: IntSem::Bin(IntBinOp::DivU),
        verilog: |a, _, _| bin(&a[0], "/", &a[1]),
    },
    OpInfo {
        mlir: "arith.divsi",
        key: "divsi",
        sem: IntSem::Bin(IntBinOp::DivS),
        verilog: |a, _, _| sbin(&a[0], "/", &a[1]),
    },
    OpInfo {
        mlir: "arith.floordivsi",
        key: "floordivsi",
        sem: IntSem::Bin(IntBinOp::FloorDivS),
        verilog: |a, w, _| div_round_verilog(a, w, true),
    },
    OpInfo {
        mlir: "arith.ceildivsi",
        key: "ceildivsi",
        sem: IntSem::Bin(IntBinOp::CeilDivS),
        verilog: |a, w, _| div_round_verilog(a, w, false),
    },
    OpInfo {
        mlir: "arith.ceildivui",
        key: "ceildivui",
        sem: IntSem::Bin(IntBinOp::CeilDivU),
        verilog: |a, w, _| ceil_div_unsigned_verilog(a, w),
    },
    OpInfo {
        mlir: "arith.remui",
        key: "remui",
        sem: IntSem::Bin(IntBinOp::RemU),
        verilog: |a, _, _| bin(&a[0], "%", &a[1]),
    },
    OpInfo {
        mlir: "arith.remsi",
        key: "remsi",
        sem: IntSem::Bin(IntBinOp::RemS),
        verilog: |a, _, _| sbin(&a[0], "%", &a[1]),
    },
    OpInfo {
        mlir: "arith.andi",
        key: "andi",
        sem: IntSem::Bin(IntBinOp::And),
        verilog: |a, _, _| bin(&a[0], "&", &a[1]),
    },
    OpInfo {
        mlir: "arith.ori",
        key: "ori",
        sem: IntSem::Bin(IntBinOp::Or),
        verilog: |a, _, _| bin(&a[0], "|", &a[1]),
    },
    OpInfo {
        mlir: "arith.xori",
        key: "xori",
        sem: IntSem::Bin(IntBinOp::Xor),
        verilog: |a, _, _| bin(&a[0], "^", &a[1]),
    },
    OpInfo {
        mlir: "arith.shli",
        key: "shli",
        sem: IntSem::Bin(IntBinOp::Shl),
        verilog: |a, _, _| bin(&a[0], "<<", &a[1]),
    },
    OpInfo {
        mlir: "arith.shrui",
        key: "shrui",
        sem: IntSem::Bin(IntBinOp::ShrU),
        verilog: |a, _, _| bin(&a[0], ">>", &a[1]),
    },
    OpInfo {
        mlir: "arith.shrsi",
        key: "shrsi",
        sem: IntSem::Bin(IntBinOp::ShrS),
        verilog: |a, _, _| format!("$unsigned($signed({}) >>> {})", a[0], a[1]),
    },
    OpInfo {
        mlir: "arith.maxsi",
        key: "maxsi",
        sem: IntSem::Bin(IntBinOp::MaxS),
        verilog: |a, _, _| minmax_verilog(a, true, true),
    },
    OpInfo {
        mlir: "arith.minsi",
        key: "minsi",
        sem: IntSem::Bin(IntBinOp::MinS),
        verilog: |a, _, _| minmax_verilog(a, true, false),
    },
    OpInfo {
        mlir: "arith.maxui",
        key: "maxui",
        sem: IntSem::Bin(IntBinOp::MaxU),
        verilog: |a, _, _| minmax_verilog(a, false, true),
    },
    OpInfo {
        mlir: "arith.minui",
        key: "minui",
        sem: IntSem::Bin(IntBinOp::MinU),
        verilog: |a, _, _| minmax_verilog(a, false, false),
    },
    OpInfo {
        mlir: "arith.select",
        key: "select",
        sem: IntSem::Select,
        verilog: |a, _, _| format!("{} ? {} : {}", a[0], a[1], a[2]),
    },
    OpInfo {
        mlir: "arith.extsi",
        key: "extsi",
        sem: IntSem::Cast(CastOp::ExtSI),
        verilog: |a, w, r| ext_verilog(a, w, r, true),
    },
    OpInfo {
        mlir: "arith.extui",
        key: "extui",
        sem: IntSem::Cast(CastOp::ExtUI),
        verilog: |a, w, r| ext_verilog(a, w, r, false),
    },
    OpInfo {
        mlir: "arith.trunci",
        key: "trunci",
        sem: IntSem::Cast(CastOp::TruncI),
        verilog: |a, w, r| trunc_verilog(a, w, r),
    },
    OpInfo {
        mlir: "arith.index_cast",
        key: "index_cast",
        sem: IntSem::Cast(CastOp::IndexCast),
        verilog: |a, w, r| ext_verilog(a, w, r, true),
    },
    OpInfo {
        mlir: "arith.index_castui",
        key: "index_castui",
        sem: IntSem::Cast(CastOp::IndexCastUI),
        verilog: |a, w, r| ext_verilog(a, w, r, false),
    },
];

impl PartialEq for OpInfo {
    fn eq(&self, other: &Self) -> bool {
        self.mlir == other.mlir
    }
}

impl Eq for OpInfo {}

/// The table entry for an MLIR op name.
pub fn op_info(mlir: &str) -> Option<&'static OpInfo> {
    OPS.iter().find(|o| o.mlir == mlir)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::registry::{Registry, Semantics};

    /// The backend's table and the IR's op table name the same operation
    /// for every op, so the cycle model computes what the simulator does.
    #[test]
    fn every_op_means_what_the_ir_table_says() {
        let reg = Registry::global();
        for info in OPS {
            let def = reg.lookup(info.mlir).expect(info.mlir);
            let same = match (info.sem, def.semantics) {
                (IntSem::Bin(a), Semantics::IntBinary(b)) => a == b,
                (IntSem::Cast(a), Semantics::Cast(b)) => a == b,
                (IntSem::Select, Semantics::Select) => true,
                _ => false,
            };
            assert!(same, "{}: {:?} vs {:?}", info.mlir, info.sem, def.semantics);
        }
    }

    /// Binary ops are keyed by their shared element-wise name.
    #[test]
    fn binary_op_keys_are_shared_elementwise_names() {
        for info in OPS.iter().filter(|i| matches!(i.sem, IntSem::Bin(_))) {
            let e = rmlir_vocab::elementwise_op(info.key).expect(info.key);
            assert_eq!(e.element, rmlir_vocab::ElementKind::Int, "{}", info.key);
            assert_eq!(Some(info.key), info.mlir.strip_prefix("arith."));
        }
    }

    /// Division faults are the simulator's own, with its messages.
    #[test]
    fn division_faults_are_the_value_library_errors() {
        let div = op_info("arith.divsi").unwrap();
        assert_eq!(div.sem.eval(&[5, 0], 8, 8), Err(ValueError::DivisionByZero));
        assert_eq!(
            div.sem.eval(&[0x80, 0xff], 8, 8),
            Err(ValueError::SignedOverflow)
        );
        // -7 / 2 rounds toward zero: -3, as 8-bit two's complement 0xfd.
        assert_eq!(div.sem.eval(&[0xf9, 2], 8, 8), Ok(0xfd));
        // extsi i4 -> i8 of 0b1000 (-8) is 0xf8.
        let ext = op_info("arith.extsi").unwrap();
        assert_eq!(ext.sem.eval(&[0x8], 4, 8), Ok(0xf8));
    }
}
