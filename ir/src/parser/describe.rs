//! Short type spellings for parser diagnostics (`'i32'`,
//! `'memref<4xf32>'`). Only messages use this; the printer owns the real
//! textual form.

use super::core::Parser;
use crate::types::{Signedness, DYNAMIC};
use crate::{TypeData, TypeId};

impl Parser<'_, '_> {
    /// `'T'` for a message.
    pub(crate) fn type_str(&self, t: TypeId) -> String {
        format!("'{}'", describe(self.ctx, t))
    }
}

fn dims(shape: &[i64]) -> String {
    shape
        .iter()
        .map(|&d| {
            if d == DYNAMIC {
                "?x".to_string()
            } else {
                format!("{d}x")
            }
        })
        .collect()
}

fn list(ctx: &crate::Context, ts: &[TypeId]) -> String {
    ts.iter()
        .map(|&t| describe(ctx, t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A type's spelling, close to MLIR's (layouts are summarised).
pub(crate) fn describe(ctx: &crate::Context, t: TypeId) -> String {
    match ctx.ty(t) {
        TypeData::Integer { width, signedness } => match signedness {
            Signedness::Signless => format!("i{width}"),
            Signedness::Signed => format!("si{width}"),
            Signedness::Unsigned => format!("ui{width}"),
        },
        TypeData::Index => "index".into(),
        TypeData::Float(k) => k.keyword().into(),
        TypeData::None => "none".into(),
        TypeData::Complex(e) => format!("complex<{}>", describe(ctx, *e)),
        TypeData::Tuple(ts) => format!("tuple<{}>", list(ctx, ts)),
        TypeData::Function { inputs, results } => {
            format!("({}) -> ({})", list(ctx, inputs), list(ctx, results))
        }
        TypeData::Vector { shape, elem, .. } => {
            format!("vector<{}{}>", dims(shape), describe(ctx, *elem))
        }
        TypeData::RankedTensor { shape, elem, .. } => {
            format!("tensor<{}{}>", dims(shape), describe(ctx, *elem))
        }
        TypeData::UnrankedTensor { elem } => format!("tensor<*x{}>", describe(ctx, *elem)),
        TypeData::MemRef { shape, elem, .. } => {
            format!("memref<{}{}>", dims(shape), describe(ctx, *elem))
        }
        TypeData::UnrankedMemRef { elem, .. } => format!("memref<*x{}>", describe(ctx, *elem)),
        TypeData::Dialect { text } => format!("!{text}"),
    }
}
