//! The shared vocabulary of rmlir: the words the IR, the target files, the
//! simulator and the HLS backend must spell and number the same way.
//!
//! Each word is defined here once and nowhere else:
//! * [`IntPredicate`] and [`FloatPredicate`]: the comparison predicates of
//!   `arith.cmpi` and `arith.cmpf`, with their keywords and stored numbers
//!   (<https://mlir.llvm.org/docs/Dialects/ArithOps/>).
//! * [`OpClass`]: the timing class of every op, which is also the key of a
//!   target file's latency table (`configs/README.md`).
//! * [`UnitKind`]: the compute units a target op may run on.
//! * [`ELEMENTWISE_OPS`]: the element-wise op names a target file may use.
//! * [`diag::Diagnostic`]: the one diagnostic type (parse, verifier,
//!   target-file and runtime errors), with its MLIR-style rendering.
//! * The op enums the value semantics implement ([`IntBinOp`],
//!   [`FloatBinOp`], [`UnaryOp`], [`CastOp`], [`ReductionKind`],
//!   [`ExtendedOp`]).
//!
//! The crate has no dependencies, so it sits below `rmlir-ir` and
//! `rmlir-targets`, which therefore need not know each other.
#![warn(missing_docs)]

mod class;
pub mod diag;
mod elementwise;
mod ops;
mod pred;
mod unit;

pub use class::OpClass;
pub use elementwise::{
    elementwise_op, is_matmul, target_op_semantics, ElementKind, ElementwiseOp, ELEMENTWISE_OPS,
    MATMUL, MATMUL_FMA, XLA_COL_SUM, XLA_CPU_OPS, XLA_DIVSI, XLA_DIVUI, XLA_DOT_BF16, XLA_ERF,
    XLA_EXP, XLA_LOG, XLA_LOG1P, XLA_REMSI, XLA_REMUI, XLA_ROW_SUM, XLA_RSQRT, XLA_RSQRT_VEC,
    XLA_TANH, XLA_TANH_LOOP, YNN_EXP,
};
pub use ops::{CastOp, ExtendedOp, FloatBinOp, IntBinOp, ReductionKind, UnaryOp};
pub use pred::{FloatPredicate, IntPredicate};
pub use unit::UnitKind;
