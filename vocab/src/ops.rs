//! The operations the value semantics implement, one enum per operand
//! shape. The IR's op table names them in its `Semantics`; the simulator
//! and the HLS backend implement them. Names follow the `arith`, `math`
//! and `vector` dialects (<https://mlir.llvm.org/docs/Dialects/ArithOps/>,
//! <https://mlir.llvm.org/docs/Dialects/MathOps/>,
//! <https://mlir.llvm.org/docs/Dialects/Vector/>).

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
    /// The libm functions `convert-math-to-libm` calls (`cbrt`, `acosh`,
    /// `asinh`, `atanh`, `erf`, `erfc`).
    Cbrt,
    Acosh,
    Asinh,
    Atanh,
    Erf,
    Erfc,
    /// `exp(x) - 1` and `log(1 + x)`, each step rounded in the type, as
    /// `convert-math-to-llvm` expands them.
    Expm1,
    Log1p,
    /// The float classes of `math.isnan`, `isinf`, `isfinite` and
    /// `isnormal`: an `i1` per lane.
    IsNan,
    IsInf,
    IsFinite,
    IsNormal,
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
    /// The scale of `arith.scaling_extf`/`scaling_truncf` as
    /// `--arith-expand` computes it: the operand rounded to `f32`, kept as
    /// the `f8E8M0FNU` its exponent bits make (`2^(e-127)`, 0 for a zero
    /// exponent, NaN for an infinite or NaN operand), then converted to
    /// the target type.
    ScaleE8M0,
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
