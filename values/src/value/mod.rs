//! Exact value semantics for the simulator: integers of any width, IEEE
//! floats, and `vector.print` formatting. It implements the op meanings of
//! the `arith` dialect (<https://mlir.llvm.org/docs/Dialects/ArithOps/>),
//! the seed Standard dialect's arithmetic (`/work/shared/seeds/004`), and
//! the parts of `math` and `vector` the interpreter needs. It depends on the
//! op enums of [`rmlir_vocab`] and, of the IR, only on
//! [`rmlir_ir::types::FloatKind`]; the interpreter translates IR into its
//! own instruction stream and calls these functions per op.
//!
//! # Representation
//!
//! * [`Scalar`] (`Copy`, 16 bytes): integers of 1–64 bits (zero-extended in
//!   a `u64`), `index` (64-bit), `f16`, `bf16`, `f32`, `f64`, and the 4-, 6-
//!   and 8-bit floats as their encoding ([`mini`]). The integer
//!   fast path is [`fixed::narrow`]: `#[inline]` functions on a `u64` plus a
//!   width, with no allocation.
//! * [`Value`]: a [`Scalar`], a 65–128-bit integer on `u128`
//!   ([`fixed::mid`]), a wider integer on limbs ([`WideInt`]), or a vector
//!   ([`VectorValue`]: shape + row-major elements).
//!
//! Integer widths are at least 1 (the IR's `i0` is not computed on). The
//! float types `tf32`, `f80` and `f128` give [`ValueError::UnsupportedFloat`].
//!
//! # Undefined behaviour and poison, as defined here
//!
//! * Division by zero (`divsi`, `divui`, `remsi`, `remui`, `ceildivsi`,
//!   `ceildivui`, `floordivsi`) is [`ValueError::DivisionByZero`].
//! * Signed overflow of a division (`MIN / -1` in `divsi`, `ceildivsi`,
//!   `floordivsi`) is [`ValueError::SignedOverflow`], except at width 1:
//!   there `-1 / -1` wraps to `-1` (the quotients give the dividend), as
//!   LLVM folds every `i1` division and `mlir-runner` prints.
//! * `remsi` of `MIN` by -1 is 0: the `arith` spec makes only division by
//!   zero undefined for it, upstream's folder gives 0 and its
//!   `Arith/CPU/division.mlir` checks 0 (LLVM's `srem` lowering would trap
//!   or return garbage at run time, so that is upstream's lowering, not the
//!   op's meaning).
//! * A shift amount (read unsigned) `>= width` is poison upstream; here
//!   `shli` and `shrui` give 0 and `shrsi` gives the sign fill (0 or -1).
//! * `fptosi`/`fptoui` of NaN or out-of-range values is poison upstream;
//!   here NaN gives 0 and other values saturate (see [`convert`]).
//! * `maxnumf`/`minnumf` of `+0` and `-0` order `-0 < +0`.
//!
//! # The upstream oracle
//!
//! `values/tests/value_upstream.rs` checks printing and float semantics against
//! LLVM 22's `mlir-runner` with this pipeline (the runtime libraries ship as
//! `libmlir_c_runner_utils.so.22.1` and `libmlir_runner_utils.so.22.1`; the
//! unversioned `.so` names are not installed):
//!
//! ```text
//! mlir-opt k.mlir --convert-vector-to-scf --convert-scf-to-cf \
//!   --convert-vector-to-llvm --convert-arith-to-llvm --convert-func-to-llvm \
//!   --convert-cf-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts \
//! | mlir-runner -e main -entry-point-result=void \
//!   -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1,/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1
//! ```
//!
//! Upstream's `vector.print` cannot lower integers wider than 64 bits; see
//! [`mod@format`] for what we print then.

pub mod convert;
pub mod fixed;
pub mod float;
pub mod format;
pub mod mini;
pub mod nan;
pub mod ops;
mod scalar;
pub mod wide;

pub use format::{format_g, format_value, punctuation_text};
pub use nan::{default_nan, with_default_nan, DefaultNan};
pub use ops::{
    cast, combine, float_binop, float_binop_scalar, float_cmp, fma, fma_into, fpowi, int_binop,
    int_cmp, int_extended, ipowi, reduce, unary,
};
pub use rmlir_vocab::{FloatPredicate, IntPredicate};
pub use scalar::{Scalar, ScalarType, Value, VectorValue};
pub use wide::WideInt;

use rmlir_ir::types::FloatKind;

/// A fault of the simulated program (or a misuse of these functions by the
/// interpreter), returned instead of panicking. The interpreter attaches the
/// op's location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    /// Integer division or remainder by zero.
    #[error("integer division by zero")]
    DivisionByZero,
    /// Signed division overflow (`MIN / -1`).
    #[error("signed division overflow (minimum value divided by -1)")]
    SignedOverflow,
    /// Operands whose types do not fit the operation.
    #[error("operand types do not match the operation")]
    TypeMismatch,
    /// Vector operands of different shapes, or a malformed vector.
    #[error("vector shapes do not match")]
    ShapeMismatch,
    /// A float type this simulator does not compute in.
    #[error("float type `{}` is not supported by the simulator", .0.keyword())]
    UnsupportedFloat(FloatKind),
    /// A wide-integer division whose cost (quotient limbs times divisor
    /// limbs) passes [`wide::MAX_DIV_WORK`].
    #[error("division of i{0} values this large is not simulated (it would take more than 2^32 limb operations)")]
    TooWide(u32),
    /// A wide-integer `math.ipowi` whose products would pass
    /// [`wide::MAX_DIV_WORK`] limb operations.
    #[error("math.ipowi of i{0} values this large is not simulated (it would take more than 2^32 limb operations)")]
    PowTooWide(u32),
}
