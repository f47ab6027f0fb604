//! The one table of elementwise op names a target file may use: as the
//! semantics of a target-specific op (`semantics = "addf"`) and as the op
//! of an HLS operator-library entry.
//!
//! Names are the `arith` dialect's op names without the dialect prefix
//! (MLIR `arith` dialect documentation), plus the `math` ops the IR core
//! registers (`absf`, `sqrt`, `exp`, `log`, `tanh`, `fma`), and the two
//! fused multiply-subtracts (`fmsub`, `fnmadd`). The simulator
//! maps each name to its own semantics; `rmlir-targets` checks names,
//! operand counts and element kinds against this table.

/// Which element types an op accepts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// Integers (`i1` … `iN`, `index`).
    Int,
    /// Floating point (`f16`, `bf16`, `f32`, `f64`).
    Float,
    /// Either (`select`).
    Any,
}

/// One elementwise op the target file may name.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ElementwiseOp {
    /// The name as written (`addf`).
    pub name: &'static str,
    /// Number of operands.
    pub operands: u8,
    /// Element kind of the operands.
    pub element: ElementKind,
    /// Whether the op takes a comparison predicate (`cmpi`, `cmpf`).
    pub predicate: bool,
}

const fn op(name: &'static str, operands: u8, element: ElementKind) -> ElementwiseOp {
    ElementwiseOp {
        name,
        operands,
        element,
        predicate: false,
    }
}

const fn cmp(name: &'static str, element: ElementKind) -> ElementwiseOp {
    ElementwiseOp {
        name,
        operands: 2,
        element,
        predicate: true,
    }
}

use ElementKind::{Any, Float, Int};

/// Every accepted name.
pub const ELEMENTWISE_OPS: &[ElementwiseOp] = &[
    op("addi", 2, Int),
    op("subi", 2, Int),
    op("muli", 2, Int),
    op("divsi", 2, Int),
    op("divui", 2, Int),
    op("remsi", 2, Int),
    op("remui", 2, Int),
    op("ceildivsi", 2, Int),
    op("ceildivui", 2, Int),
    op("floordivsi", 2, Int),
    op("andi", 2, Int),
    op("ori", 2, Int),
    op("xori", 2, Int),
    op("shli", 2, Int),
    op("shrsi", 2, Int),
    op("shrui", 2, Int),
    op("maxsi", 2, Int),
    op("maxui", 2, Int),
    op("minsi", 2, Int),
    op("minui", 2, Int),
    op("addf", 2, Float),
    op("subf", 2, Float),
    op("mulf", 2, Float),
    op("divf", 2, Float),
    op("remf", 2, Float),
    op("maximumf", 2, Float),
    op("minimumf", 2, Float),
    op("maxnumf", 2, Float),
    op("minnumf", 2, Float),
    op("negf", 1, Float),
    op("absf", 1, Float),
    op("sqrt", 1, Float),
    op("exp", 1, Float),
    op("log", 1, Float),
    op("tanh", 1, Float),
    op("fma", 3, Float),
    // `a·b − c` and `c − a·b` with one rounding: `fma(a, b, −c)` and
    // `fma(−a, b, c)`, x86's `vfmsub` and `vfnmadd`, which a contracted
    // subtract is.
    op("fmsub", 3, Float),
    op("fnmadd", 3, Float),
    cmp("cmpi", Int),
    cmp("cmpf", Float),
    op("select", 3, Any),
];

/// The one semantics that is not elementwise: a matrix product on the
/// matrix unit (`unit = "matrix"`). `matmul(A, B)` with `A` of shape
/// `M × K` and `B` of `K × N` is `M × N`; a third operand `C` (`M × N`) is
/// added to it. Integers or floats; 2 operands, or 3 with `C`.
pub const MATMUL: ElementwiseOp = ElementwiseOp {
    name: "matmul",
    operands: 2,
    element: Any,
    predicate: false,
};

/// `matmul` with fused accumulation: each product is added to the running
/// sum by one fused multiply-add (`math.fma`, one rounding) in `k` order,
/// as a dot computed one multiply-add per product rounds it. On the matrix
/// unit, timed as `matmul`.
pub const MATMUL_FMA: ElementwiseOp = ElementwiseOp {
    name: "matmul_fma",
    operands: 2,
    element: Any,
    predicate: false,
};

/// XLA:CPU's dot of bf16 matrices into f32, as Pallas interpret mode
/// computes it (YNNPACK's kernels): each element from the accumulator,
/// the products taken in pairs `(2i + 1, 2i)` in that order, each added by
/// one rounding, subnormals flushed (on a host without AVX2 and FMA, one
/// product at a time in `k` order). On the matrix unit, timed as `matmul`.
pub const XLA_DOT_BF16: ElementwiseOp = ElementwiseOp {
    name: "xla_dot_bf16",
    operands: 2,
    element: Float,
    predicate: false,
};

/// XLA:CPU's `exp` of f32, as Pallas interpret mode computes it: a range
/// reduction by `ln 2` and a degree-5 polynomial, each multiply-add fused,
/// results below the smallest normal flushed to zero. 1 operand.
pub const XLA_EXP: ElementwiseOp = op("xla_exp", 1, Float);

/// XLA:CPU's `rsqrt` of f32, as Pallas interpret mode computes it on a
/// row statistic: the host's `rsqrtss` estimate refined by Newton steps,
/// each multiply and add rounded. 1 operand.
pub const XLA_RSQRT: ElementwiseOp = op("xla_rsqrt", 1, Float);

/// XLA:CPU's vectorised `rsqrt` of f32, as Pallas interpret mode computes
/// an `rsqrt` alone in its fusion: `xla_rsqrt`'s
/// estimate and Newton steps with each step's multiply-adds fused. 1
/// operand.
pub const XLA_RSQRT_VEC: ElementwiseOp = op("xla_rsqrt_vec", 1, Float);

/// XLA:CPU's `tanh` of f32, as Pallas interpret mode computes it: `x`
/// below `4e-4` in magnitude, `±1` from 20, else Eigen's rational form on
/// `x` clamped to `±7.9988`, each multiply-add fused. 1 operand.
pub const XLA_TANH: ElementwiseOp = op("xla_tanh", 1, Float);

/// XLA:CPU's `tanh` of f32 inside a loop fusion with other elementwise
/// ops, as Pallas interpret mode computes it there: `xla_tanh`'s routine
/// in scalar code, each multiply and add rounded on its own. 1 operand.
pub const XLA_TANH_LOOP: ElementwiseOp = op("xla_tanh_loop", 1, Float);

/// XLA:CPU's `log` of f32, as Pallas interpret mode computes it: Cephes'
/// `logf` (mantissa and exponent, a degree-8 polynomial in three parts),
/// multiply-adds fused as LLVM picks them, subnormals read as zero. 1
/// operand.
pub const XLA_LOG: ElementwiseOp = op("xla_log", 1, Float);

/// XLA:CPU's `log1p` of f32, as Pallas interpret mode computes it: a
/// rational form below `√2 − 1` in magnitude, else `xla_log(1 + x)`. 1
/// operand.
pub const XLA_LOG1P: ElementwiseOp = op("xla_log1p", 1, Float);

/// XLA:CPU's `erf` of f32, as Pallas interpret mode computes it: `±1`
/// from `3.8325` in magnitude, else a rational form in `x²` by fused
/// multiply-adds. 1 operand.
pub const XLA_ERF: ElementwiseOp = op("xla_erf", 1, Float);

/// XLA:CPU's sum of each row (the last dimension) of an f32 vector, as
/// Pallas interpret mode computes `jnp.sum(x, axis=-1)`: runs of 32
/// elements summed in order, then those partial sums in order, both from
/// the accumulator operand; from 4096 elements YNNPACK's order (16 lanes,
/// each a tree of accumulators, summed by halves). 2 operands: the vector and the accumulator
/// (its shape without the last dimension), which is also the result's.
pub const XLA_ROW_SUM: ElementwiseOp = op("xla_row_sum", 2, Float);

/// XLA:CPU's sum of each column (over the first dimension) of a 2-D f32
/// vector, as Pallas interpret mode computes `jnp.sum(x, axis=0)`: below
/// 4096 elements each column as `xla_row_sum` sums a row, else in
/// YNNPACK's order (groups of 4 rows into a tree of accumulators, tiles
/// of `32768 / C` rows). 2 operands: the vector and the accumulator (its
/// shape without the first dimension), which is also the result's.
pub const XLA_COL_SUM: ElementwiseOp = op("xla_col_sum", 2, Float);

/// YNNPACK's `exp` of f32, as Pallas interpret mode computes an `exp`
/// that XLA:CPU fuses around a reduction it hands to YNNPACK: a range
/// reduction by `ln 2`, `r + r²·p(r)` with `p` of degree 6 in two fused
/// chains, scaled by `2ᵇ` in one fused multiply-add; subnormals flushed.
/// 1 operand.
pub const YNN_EXP: ElementwiseOp = op("ynn_exp", 1, Float);

/// XLA's signed integer division, as Pallas interpret mode computes
/// `lax.div` (and `jnp`'s division) of signed integers: truncating, with
/// `x / 0 = −1` and `MIN / −1 = MIN` where `arith.divsi` is undefined
/// (XLA's semantics of `divide`). 2 operands.
pub const XLA_DIVSI: ElementwiseOp = op("xla_divsi", 2, Int);

/// XLA's signed integer remainder (`lax.rem`): the sign of the dividend,
/// with `x % 0 = x` and `MIN % −1 = 0`. 2 operands.
pub const XLA_REMSI: ElementwiseOp = op("xla_remsi", 2, Int);

/// XLA's unsigned integer division: `x / 0` is all ones. 2 operands.
pub const XLA_DIVUI: ElementwiseOp = op("xla_divui", 2, Int);

/// XLA's unsigned integer remainder: `x % 0 = x`. 2 operands.
pub const XLA_REMUI: ElementwiseOp = op("xla_remui", 2, Int);

/// The semantics that model XLA:CPU's own arithmetic (Pallas interpret
/// mode's values) rather than an `arith` or `math` op.
pub const XLA_CPU_OPS: [&ElementwiseOp; 15] = [
    &XLA_EXP,
    &XLA_RSQRT,
    &XLA_RSQRT_VEC,
    &XLA_TANH,
    &XLA_TANH_LOOP,
    &XLA_LOG,
    &XLA_LOG1P,
    &XLA_ERF,
    &XLA_ROW_SUM,
    &XLA_COL_SUM,
    &YNN_EXP,
    &XLA_DIVSI,
    &XLA_REMSI,
    &XLA_DIVUI,
    &XLA_REMUI,
];

/// The matrix products: they run on the matrix unit.
const MATMULS: [&ElementwiseOp; 3] = [&MATMUL, &MATMUL_FMA, &XLA_DOT_BF16];

/// Whether a semantics is a matrix product (`matmul`, `matmul_fma` or
/// `xla_dot_bf16`), which runs on the matrix unit.
///
/// ```
/// assert!(rmlir_vocab::is_matmul("matmul_fma"));
/// assert!(rmlir_vocab::is_matmul("xla_dot_bf16"));
/// assert!(!rmlir_vocab::is_matmul("fma"));
/// ```
pub fn is_matmul(name: &str) -> bool {
    MATMULS.iter().any(|m| m.name == name)
}

/// The semantics a target op may name: an elementwise op, `matmul`,
/// `matmul_fma`, `xla_dot_bf16`, or one of XLA:CPU's own (`xla_exp`, `xla_rsqrt`, `xla_rsqrt_vec`,
/// `xla_tanh`, `xla_tanh_loop`, `xla_log`, `xla_log1p`, `xla_erf`,
/// `xla_row_sum`, `xla_col_sum`, `xla_divsi`, `xla_remsi`, `xla_divui`,
/// `xla_remui`, and YNNPACK's `ynn_exp`).
///
/// ```
/// assert_eq!(rmlir_vocab::target_op_semantics("matmul").unwrap().name, "matmul");
/// assert_eq!(rmlir_vocab::target_op_semantics("matmul_fma").unwrap().name, "matmul_fma");
/// assert_eq!(rmlir_vocab::target_op_semantics("addf").unwrap().name, "addf");
/// assert_eq!(rmlir_vocab::target_op_semantics("xla_exp").unwrap().operands, 1);
/// assert!(rmlir_vocab::elementwise_op("matmul").is_none());
/// assert!(rmlir_vocab::elementwise_op("xla_row_sum").is_none());
/// ```
pub fn target_op_semantics(name: &str) -> Option<&'static ElementwiseOp> {
    elementwise_op(name).or_else(|| {
        MATMULS
            .into_iter()
            .chain(XLA_CPU_OPS)
            .find(|m| m.name == name)
    })
}

/// The op named `name`, if the table has it.
///
/// ```
/// let addf = rmlir_vocab::elementwise_op("addf").unwrap();
/// assert_eq!(addf.operands, 2);
/// assert!(rmlir_vocab::elementwise_op("addff").is_none());
/// ```
pub fn elementwise_op(name: &str) -> Option<&'static ElementwiseOp> {
    ELEMENTWISE_OPS.iter().find(|o| o.name == name)
}
