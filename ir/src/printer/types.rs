//! Builtin types in upstream's printed form (Builtin dialect `000_…`,
//! "Types"; MLIR `AsmPrinter.cpp`, `printTypeImpl`): identity memref layouts
//! and the default memory space are elided, integer memory spaces of type
//! `i64` print without their type, layouts print inline.

use super::Printer;
use crate::types::{Signedness, TypeData, DYNAMIC};
use crate::{AttrData, TypeId};
use std::fmt::Write;

/// The longest type text the printer keeps for copying. Longer texts
/// (deeply nested types) are printed again where they recur, from their
/// parts' kept texts: keeping each level of `n` nested `tuple<...>` would
/// keep `O(n^2)` bytes (80,000 levels: 22 GB).
const CACHED_TYPE_TEXT: usize = 4096;

/// The most type text kept in all, well below what the cache's 32-bit
/// offsets address.
const CACHE_TEXT_TOTAL: usize = 1 << 26;

impl Printer<'_> {
    /// Appends a type. A type's text depends on nothing but the type, so
    /// each one is printed once and copied afterwards (a module names the
    /// same few types on every op).
    pub(crate) fn type_(&mut self, t: TypeId) {
        let i = t.as_u32() as usize;
        if let Some(&(start, end)) = self.type_spans.get(i) {
            if start != u32::MAX {
                self.out
                    .push_str(&self.type_text[start as usize..end as usize]);
                return;
            }
        }
        let from = self.out.len();
        self.type_uncached(t);
        let len = self.out.len() - from;
        if len > CACHED_TYPE_TEXT || self.type_text.len() + len > CACHE_TEXT_TOTAL {
            return;
        }
        if self.type_spans.len() <= i {
            self.type_spans.resize(i + 1, (u32::MAX, u32::MAX));
        }
        let start = self.type_text.len() as u32;
        self.type_text.push_str(&self.out[from..]);
        self.type_spans[i] = (start, self.type_text.len() as u32);
    }

    fn type_uncached(&mut self, t: TypeId) {
        let ctx = self.ctx;
        match ctx.ty(t) {
            TypeData::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{prefix}{width}");
            }
            TypeData::Index => self.out.push_str("index"),
            TypeData::Float(k) => self.out.push_str(k.keyword()),
            TypeData::None => self.out.push_str("none"),
            TypeData::Complex(e) => {
                self.out.push_str("complex<");
                self.type_(*e);
                self.out.push('>');
            }
            TypeData::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.type_list(ts);
                self.out.push('>');
            }
            TypeData::Function { inputs, results } => self.functional_type(inputs, results),
            TypeData::Vector {
                shape,
                scalable,
                elem,
            } => self.vector_type(shape, scalable, *elem),
            TypeData::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.shape(shape);
                self.type_(*elem);
                if let Some(enc) = encoding {
                    self.out.push_str(", ");
                    self.attr_may_elide_i64(*enc);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.type_(*elem);
                self.out.push('>');
            }
            TypeData::MemRef {
                shape,
                elem,
                layout,
                memory_space,
            } => self.memref_type(shape, *elem, *layout, *memory_space),
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.type_(*elem);
                self.memory_space(*memory_space);
                self.out.push('>');
            }
            TypeData::Dialect { text } => {
                self.out.push('!');
                self.out.push_str(text);
            }
        }
    }

    /// Appends types separated by `, `.
    pub(crate) fn type_list(&mut self, ts: &[TypeId]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.type_(t);
        }
    }

    /// `(a, b) -> c`: one non-function result prints bare.
    pub(crate) fn functional_type(&mut self, inputs: &[TypeId], results: &[TypeId]) {
        self.out.push('(');
        self.type_list(inputs);
        self.out.push_str(") -> ");
        self.result_types(results);
    }

    /// `t`, or `(t1, t2)`, or `()`, as a function result list.
    pub(crate) fn result_types(&mut self, results: &[TypeId]) {
        let bare =
            results.len() == 1 && !matches!(self.ctx.ty(results[0]), TypeData::Function { .. });
        if bare {
            self.type_(results[0]);
        } else {
            self.out.push('(');
            self.type_list(results);
            self.out.push(')');
        }
    }

    /// `4x?x` (every dimension followed by `x`).
    fn shape(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            self.out.push('x');
        }
    }

    fn vector_type(&mut self, shape: &[i64], scalable: &[bool], elem: TypeId) {
        self.out.push_str("vector<");
        for (i, &d) in shape.iter().enumerate() {
            if scalable.get(i).copied().unwrap_or(false) {
                let _ = write!(self.out, "[{d}]x");
            } else {
                let _ = write!(self.out, "{d}x");
            }
        }
        self.type_(elem);
        self.out.push('>');
    }

    fn memref_type(
        &mut self,
        shape: &[i64],
        elem: TypeId,
        layout: Option<crate::AttrId>,
        space: Option<crate::AttrId>,
    ) {
        self.out.push_str("memref<");
        self.shape(shape);
        self.type_(elem);
        if let Some(l) = layout {
            let identity = matches!(self.ctx.attr(l), AttrData::AffineMap(m) if m.is_identity());
            if !identity {
                self.out.push_str(", ");
                self.attr_may_elide_i64(l);
            }
        }
        self.memory_space(space);
        self.out.push('>');
    }

    /// `, space` unless it is the default (absent, or the integer 0).
    pub(super) fn memory_space(&mut self, space: Option<crate::AttrId>) {
        let Some(s) = space else { return };
        if let AttrData::Integer { value, .. } = self.ctx.attr(s) {
            if num_traits::Zero::is_zero(value) {
                return;
            }
        }
        self.out.push_str(", ");
        self.attr_may_elide_i64(s);
    }
}
