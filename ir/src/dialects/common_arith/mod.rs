//! The custom forms and verifiers of the `arith` op families
//! (<https://mlir.llvm.org/docs/Dialects/ArithOps/>), shared by the rows of
//! `arith.rs` and the seed aliases. Flags follow LLVM 22's spelling:
//! `overflow<nsw, nuw>` (`overflowFlags`), `exact` (`isExact`),
//! `fastmath<nnan,ninf>` (`fastmath`) and truncf's rounding mode keyword
//! (`roundingmode`), all stored as properties as upstream's generic form
//! shows them.

use super::common::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::printer::{is_i1, wrap_big};
use crate::registry::PropDefault;
use crate::types::Signedness;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};
use rmlir_vocab::{FloatPredicate, IntPredicate};
use std::borrow::Cow;

mod binary;
mod cast;
mod compare;
mod flags;
mod math;

pub use binary::*;
pub use cast::*;
pub use compare::*;
pub use flags::property_accepts;
pub(crate) use flags::ARITH_ATTRS;
use flags::*;
pub use math::*;

/// The inherent attributes of an `arith` or `math` op, by the custom parser
/// that reads them: each parser reads exactly its op's flags and fields.
macro_rules! inherent_of {
    (parse_int_binary_ovf) => {
        &["overflowFlags"]
    };
    (parse_int_binary_exact) => {
        &["isExact"]
    };
    (parse_float_binary) => {
        &["fastmath"]
    };
    (parse_negf) => {
        &["fastmath"]
    };
    (parse_cmpi) => {
        &["predicate"]
    };
    (parse_cmpf) => {
        &["fastmath", "predicate"]
    };
    (parse_constant) => {
        &["value"]
    };
    (parse_cast_ovf) => {
        &["overflowFlags"]
    };
    (parse_cast_extf) => {
        &["fastmath"]
    };
    (parse_cast_truncf) => {
        &["fastmath", "roundingmode"]
    };
    (parse_scaling_extf) => {
        &["fastmath"]
    };
    (parse_scaling_truncf) => {
        &["fastmath", "roundingmode"]
    };
    (parse_fma) => {
        &["fastmath"]
    };
    (parse_fpowi) => {
        &["fastmath"]
    };
    (parse_sincos) => {
        &["fastmath"]
    };
    (parse_clampf) => {
        &["fastmath"]
    };
    ($other:ident) => {
        &[]
    };
}
pub(crate) use inherent_of;

/// `fastmath = #arith.fastmath<none>`, what upstream fills in for a float
/// op written without flags.
pub const FASTMATH_DEFAULT: &[(&str, PropDefault)] =
    &[("fastmath", PropDefault::Dialect("arith.fastmath<none>"))];

/// `overflowFlags = #arith.overflow<none>`, likewise for integer ops.
pub const OVERFLOW_DEFAULT: &[(&str, PropDefault)] = &[(
    "overflowFlags",
    PropDefault::Dialect("arith.overflow<none>"),
)];

/// The properties upstream fills in for an `arith` or `math` op written
/// without them, by its custom parser as [`inherent_of`]: its flag set,
/// empty.
macro_rules! defaults_of {
    (parse_int_binary_ovf) => {
        OVERFLOW_DEFAULT
    };
    (parse_cast_ovf) => {
        OVERFLOW_DEFAULT
    };
    (parse_float_binary) => {
        FASTMATH_DEFAULT
    };
    (parse_negf) => {
        FASTMATH_DEFAULT
    };
    (parse_cmpf) => {
        FASTMATH_DEFAULT
    };
    (parse_fma) => {
        FASTMATH_DEFAULT
    };
    (parse_fpowi) => {
        FASTMATH_DEFAULT
    };
    (parse_sincos) => {
        FASTMATH_DEFAULT
    };
    (parse_clampf) => {
        FASTMATH_DEFAULT
    };
    ($other:ident) => {
        &[]
    };
}
pub(crate) use defaults_of;

/// Rounding modes of `arith.truncf`, by their stored value.
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

// ---- result names -----------------------------------------------------

/// `arith.constant`'s result name (upstream `ConstantOp::getAsmResultNames`):
/// `%true`/`%false` for `i1`, `%c42` for `index`, `%c-1_i32` for other
/// integers, `%cst` for anything else.
pub fn constant_result_name(ctx: &Context, op: OpId) -> Option<Cow<'static, str>> {
    let o = &ctx.ops[op];
    let value = o.attr(ctx, "value")?;
    let ty = ctx.ty(ctx.values[*o.results.first()?].ty);
    let AttrData::Integer { value, .. } = ctx.attr(value) else {
        return Some(Cow::Borrowed(match ctx.attr(value) {
            AttrData::Bool(b) => bool_word(*b),
            _ => "cst",
        }));
    };
    if is_i1(ty) || matches!(ty, TypeData::Integer { width: 1, .. }) {
        return Some(Cow::Borrowed(bool_word(!num_traits::Zero::is_zero(value))));
    }
    Some(Cow::Owned(match ty {
        TypeData::Integer { width, signedness } => {
            let v = wrap_big(value, *width, false);
            let prefix = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            format!("c{v}_{prefix}{width}")
        }
        TypeData::Index => format!("c{}", wrap_big(value, 64, false)),
        _ => format!("c{value}"),
    }))
}

fn bool_word(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}
