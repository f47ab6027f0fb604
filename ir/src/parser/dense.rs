//! Elements literals: `dense<...>`, `dense_resource<...>`, `sparse<...>`
//! and `array<T: ...>`, after the Builtin dialect's `DenseIntOrFPElementsAttr`,
//! `DenseStringElementsAttr`, `DenseResourceElementsAttr`,
//! `SparseElementsAttr` and `DenseArrayAttr` (`000_…`).
//!
//! The literal comes before its type, so it is first read into a small
//! tree ([`Lit`]) and converted once the type is known, as upstream's
//! `TensorLiteralParser` does. As upstream, a literal whose elements are all
//! equal is stored as a splat. A complex element is stored as a two-element
//! `Array` attribute `[re, im]`.

use super::core::Parser;
use crate::asm::PResult;
use crate::attrs::{AttrData, DenseArrayData, DenseData};
use crate::lexer::TokenKind as T;
use crate::{AttrId, TypeData, TypeId};

/// A literal read before its type is known.
#[derive(Clone, Debug)]
pub(crate) enum Lit<'s> {
    /// An integer or float token.
    Num {
        /// Token text, without the sign.
        text: &'s str,
        /// A float token.
        float: bool,
        /// Preceded by `-`.
        neg: bool,
        /// Where it was written.
        at: u32,
    },
    /// `true` / `false`.
    Bool(bool, u32),
    /// A string.
    Str(Vec<u8>, u32),
    /// `(re, im)`.
    Complex(Box<Lit<'s>>, Box<Lit<'s>>),
    /// `[a, b]`.
    List(Vec<Lit<'s>>, u32),
}

impl Lit<'_> {
    fn at(&self) -> u32 {
        match self {
            Lit::Num { at, .. } | Lit::Bool(_, at) | Lit::Str(_, at) | Lit::List(_, at) => *at,
            Lit::Complex(re, _) => re.at(),
        }
    }
}

/// `[2, 3]`, as upstream prints shapes in messages.
fn shape_str(shape: &[i64]) -> String {
    let parts: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

impl<'c, 's> Parser<'c, 's> {
    /// One element or a nested list.
    pub(crate) fn parse_lit(&mut self) -> PResult<Lit<'s>> {
        self.nested(Self::parse_lit_inner)
    }

    fn parse_lit_inner(&mut self) -> PResult<Lit<'s>> {
        let at = self.tok.start;
        match self.kind() {
            T::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat(T::RSquare) {
                    self.comma_list(|p| {
                        items.push(p.parse_lit()?);
                        Ok(())
                    })?;
                    self.expect_tok(T::RSquare)?;
                }
                Ok(Lit::List(items, at))
            }
            T::LParen => {
                self.bump();
                let re = self.parse_lit()?;
                self.expect_tok(T::Comma)?;
                let im = self.parse_lit()?;
                self.expect_tok(T::RParen)?;
                Ok(Lit::Complex(Box::new(re), Box::new(im)))
            }
            T::String => {
                let v = self.string_value();
                self.bump();
                Ok(Lit::Str(v, at))
            }
            _ if self.is_kw("true") || self.is_kw("false") => {
                let b = self.is_kw("true");
                self.bump();
                Ok(Lit::Bool(b, at))
            }
            _ => {
                let neg = self.eat(T::Minus);
                if !matches!(self.kind(), T::Integer | T::Float) {
                    return Err(self.err_here("expected element literal of primitive type"));
                }
                let lit = Lit::Num {
                    text: self.text(),
                    float: self.is(T::Float),
                    neg,
                    at: self.tok.start,
                };
                self.bump();
                Ok(lit)
            }
        }
    }

    /// `dense<...> : type`.
    pub(crate) fn parse_dense_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let at = self.tok.start;
        self.bump();
        self.expect_tok(T::Less)?;
        let lit = if self.is(T::Greater) {
            None
        } else {
            Some(self.parse_lit()?)
        };
        self.expect_tok(T::Greater)?;
        let ty = self.parse_type_suffix(ty)?;
        let data = self.dense_data(lit, ty, at)?;
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, data }))
    }

    fn shaped(&self, ty: TypeId, at: u32) -> PResult<(Vec<i64>, TypeId)> {
        match self.ctx.ty(ty) {
            TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
                Ok((shape.clone(), *elem))
            }
            _ => Err(self.err_at(at, "elements literal must be a shaped type")),
        }
    }

    fn dense_data(&mut self, lit: Option<Lit<'s>>, ty: TypeId, at: u32) -> PResult<DenseData> {
        let (shape, elem) = self.shaped(ty, at)?;
        let Some(lit) = lit else {
            return Ok(DenseData::Elements(Vec::new()));
        };
        let is_string_elem = !self.is_numeric_elem(elem);
        if let Lit::Str(bytes, _) = &lit {
            if !is_string_elem && bytes.starts_with(b"0x") {
                let data = self.hex_data(bytes, at)?;
                return self.check_hex_size(data, &shape, elem, ty, at);
            }
        }
        if !matches!(lit, Lit::List(..)) {
            return self.splat_data(&lit, elem, is_string_elem);
        }
        let inferred = infer_shape(&lit).ok_or_else(|| {
            self.err_at(
                at,
                "tensor literal is invalid; ranks are not consistent between elements",
            )
        })?;
        if inferred != shape {
            let msg = format!(
                "inferred shape of elements literal ({}) does not match type ({})",
                shape_str(&inferred),
                shape_str(&shape)
            );
            return Err(self.err_at(at, &msg));
        }
        let mut flat = Vec::new();
        flatten(lit, &mut flat);
        if is_string_elem {
            return self.string_elements(flat);
        }
        let elems = flat
            .iter()
            .map(|l| self.dense_elem(l, elem))
            .collect::<PResult<Vec<_>>>()?;
        if elems.len() > 1 && elems.iter().all(|&e| e == elems[0]) {
            return Ok(DenseData::Splat(elems[0]));
        }
        Ok(DenseData::Elements(elems))
    }

    /// Upstream's `DenseElementsAttr::isValidRawBuffer`: hex data holds
    /// one element (a splat) or exactly every element, each in its storage
    /// width (bits rounded up to bytes; `i1` packed one bit per element).
    fn check_hex_size(
        &self,
        data: DenseData,
        shape: &[i64],
        elem: TypeId,
        ty: TypeId,
        at: u32,
    ) -> PResult<DenseData> {
        let DenseData::Hex(bytes) = &data else {
            return Ok(data);
        };
        let count = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(u64::try_from(d).ok()?));
        let bits = (bytes.len() as u64).checked_mul(8);
        let width = self.storage_width(elem);
        let ok = match (count, bits, width) {
            (Some(n), Some(bits), Some(1)) => {
                (bytes.len() == 1 && matches!(bytes[0], 0 | 0xff))
                    || Some(bits) == n.checked_next_multiple_of(8)
            }
            (Some(n), Some(bits), Some(w)) => bits == w || Some(bits) == w.checked_mul(n),
            _ => false,
        };
        if ok {
            return Ok(data);
        }
        let msg = format!(
            "elements hex data size is invalid for provided type: {}",
            self.type_str(ty)
        );
        Err(self.err_at(at, &msg))
    }

    /// Bits one element of `elem` takes in a dense raw buffer.
    fn storage_width(&self, elem: TypeId) -> Option<u64> {
        let bits = match self.ctx.ty(elem) {
            TypeData::Integer { width, .. } => u64::from(*width),
            TypeData::Float(k) => u64::from(k.width()),
            TypeData::Index => 64,
            TypeData::Complex(e) => return self.storage_width(*e)?.checked_mul(2),
            _ => return None,
        };
        Some(if bits == 1 { 1 } else { bits.div_ceil(8) * 8 })
    }

    fn hex_data(&self, bytes: &[u8], at: u32) -> PResult<DenseData> {
        let hex = &bytes[2..];
        if !hex.len().is_multiple_of(2) || !hex.iter().all(u8::is_ascii_hexdigit) {
            return Err(self.err_at(
                at,
                "expected string containing hex digits starting with `0x`",
            ));
        }
        let data = hex
            .chunks(2)
            .map(|c| {
                let s = std::str::from_utf8(c).unwrap_or("00");
                u8::from_str_radix(s, 16).unwrap_or(0)
            })
            .collect();
        Ok(DenseData::Hex(data))
    }

    fn splat_data(&mut self, lit: &Lit<'s>, elem: TypeId, strings: bool) -> PResult<DenseData> {
        if strings {
            let Lit::Str(b, _) = lit else {
                return Err(self.err_at(lit.at(), "expected string elements"));
            };
            let a = self.ctx.intern_attr(AttrData::String {
                value: b.clone(),
                ty: None,
            });
            return Ok(DenseData::Splat(a));
        }
        Ok(DenseData::Splat(self.dense_elem(lit, elem)?))
    }

    /// One element of a `dense<...>` literal: an integer past its type's
    /// range is reported against the type, as upstream's elements parser
    /// words it (a lone attribute's says "for attribute").
    fn dense_elem(&mut self, l: &Lit<'s>, elem: TypeId) -> PResult<AttrId> {
        self.elem_attr(l, elem).map_err(|mut d| {
            if d.message == "integer constant out of range for attribute" {
                d.message = "integer constant out of range for type".into();
            }
            d
        })
    }

    fn string_elements(&self, flat: Vec<Lit<'s>>) -> PResult<DenseData> {
        let mut out = Vec::with_capacity(flat.len());
        for l in flat {
            match l {
                Lit::Str(b, _) => out.push(b),
                other => return Err(self.err_at(other.at(), "expected string elements")),
            }
        }
        Ok(DenseData::Strings(out))
    }

    fn is_numeric_elem(&self, elem: TypeId) -> bool {
        matches!(
            self.ctx.ty(elem),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Complex(_)
        )
    }

    /// Converts one scalar literal to an attribute of type `elem`.
    pub(crate) fn elem_attr(&mut self, l: &Lit<'s>, elem: TypeId) -> PResult<AttrId> {
        let data = match (l, self.ctx.ty(elem).clone()) {
            (Lit::Complex(re, im), TypeData::Complex(inner)) => {
                let parts = vec![self.elem_attr(re, inner)?, self.elem_attr(im, inner)?];
                AttrData::Array(parts)
            }
            (_, TypeData::Complex(_)) => {
                return Err(self.err_at(l.at(), "expected complex element literal"))
            }
            (Lit::Bool(b, at), TypeData::Integer { .. }) => {
                self.int_data((*b as i32).into(), elem, *at)?
            }
            (
                Lit::Num {
                    float: true, at, ..
                },
                TypeData::Integer { .. } | TypeData::Index,
            ) => {
                return Err(self.err_at(*at, "expected integer elements, but parsed floating-point"))
            }
            (
                &Lit::Num {
                    text,
                    float,
                    neg,
                    at,
                },
                _,
            ) => self.number_data(text, float, neg, elem, at)?,
            _ => return Err(self.err_at(l.at(), "expected element literal of primitive type")),
        };
        Ok(self.ctx.intern_attr(data))
    }

    /// `dense_resource<handle> : type`.
    pub(crate) fn parse_dense_resource_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        self.bump();
        self.expect_tok(T::Less)?;
        let handle = match self.kind() {
            T::BareIdent => self.text().to_string(),
            T::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return Err(self.err_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect_tok(T::Greater)?;
        let ty = self.parse_type_suffix(ty)?;
        Ok(self.ctx.intern_attr(AttrData::DenseResource { handle, ty }))
    }

    /// `sparse<indices, values> : type`.
    pub(crate) fn parse_sparse_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let at = self.tok.start;
        self.bump();
        self.expect_tok(T::Less)?;
        let (mut idx, mut vals) = (None, None);
        if !self.is(T::Greater) {
            idx = Some(self.parse_lit()?);
            self.expect_tok(T::Comma)?;
            vals = Some(self.parse_lit()?);
        }
        self.expect_tok(T::Greater)?;
        let ty = self.parse_type_suffix(ty)?;
        let (shape, elem) = self.shaped(ty, at)?;
        let i64t = self.ctx.int_type(64);
        let indices = self.sparse_part(idx, i64t, Some(shape.len() as i64), at)?;
        let values = self.sparse_part(vals, elem, None, at)?;
        Ok(self.ctx.intern_attr(AttrData::Sparse {
            indices,
            values,
            ty,
        }))
    }

    /// One half of a sparse literal as a dense tensor of its own shape.
    fn sparse_part(
        &mut self,
        lit: Option<Lit<'s>>,
        elem: TypeId,
        rank: Option<i64>,
        at: u32,
    ) -> PResult<AttrId> {
        let mut shape = match &lit {
            Some(l @ Lit::List(..)) => infer_shape(l).ok_or_else(|| {
                self.err_at(
                    at,
                    "tensor literal is invalid; ranks are not consistent between elements",
                )
            })?,
            _ => Vec::new(),
        };
        if let (Some(r), [0]) = (rank, shape.as_slice()) {
            shape.push(r);
        }
        let ty = self.ctx.intern_type(TypeData::RankedTensor {
            shape,
            elem,
            encoding: None,
        });
        let data = self.dense_data(lit, ty, at)?;
        Ok(self.ctx.intern_attr(AttrData::DenseElements { ty, data }))
    }

    /// `array<i32: 1, 2>` or `array<f32>`.
    pub(crate) fn parse_dense_array_attr(&mut self) -> PResult<AttrId> {
        self.bump();
        self.expect_tok(T::Less)?;
        let elem = self.parse_type()?;
        let is_float = matches!(self.ctx.ty(elem), TypeData::Float(_));
        if !is_float && !matches!(self.ctx.ty(elem), TypeData::Integer { .. }) {
            return Err(self.err_at(self.prev_end, "expected integer or float type, got: type"));
        }
        let mut lits = Vec::new();
        if self.eat(T::Colon) {
            self.comma_list(|p| {
                lits.push(p.parse_lit()?);
                Ok(())
            })?;
        }
        self.expect_tok(T::Greater)?;
        let data = if is_float {
            DenseArrayData::FloatBits(self.array_floats(&lits, elem)?)
        } else {
            DenseArrayData::Ints(self.array_ints(&lits, elem)?)
        };
        Ok(self.ctx.intern_attr(AttrData::DenseArray { elem, data }))
    }

    fn array_ints(&mut self, lits: &[Lit<'s>], elem: TypeId) -> PResult<Vec<i128>> {
        let mut out = Vec::with_capacity(lits.len());
        for l in lits {
            let a = self.elem_attr(l, elem)?;
            let v = match self.ctx.attr(a) {
                AttrData::Bool(b) => *b as i128,
                AttrData::Integer { value, .. } => i128::try_from(value).map_err(|_| {
                    self.err_at(l.at(), "integer constant out of range for attribute")
                })?,
                _ => return Err(self.err_at(l.at(), "expected integer literal")),
            };
            out.push(v);
        }
        Ok(out)
    }

    fn array_floats(&mut self, lits: &[Lit<'s>], elem: TypeId) -> PResult<Vec<u128>> {
        let mut out = Vec::with_capacity(lits.len());
        for l in lits {
            let a = self.elem_attr(l, elem)?;
            match self.ctx.attr(a) {
                AttrData::Float { bits, .. } => out.push(*bits),
                _ => return Err(self.err_at(l.at(), "expected float literal")),
            }
        }
        Ok(out)
    }
}

/// The shape of a nested list literal, or `None` if ragged.
fn infer_shape(l: &Lit) -> Option<Vec<i64>> {
    let Lit::List(items, _) = l else {
        return Some(Vec::new());
    };
    let mut shape = vec![items.len() as i64];
    if let Some(first) = items.first() {
        let inner = infer_shape(first)?;
        for it in &items[1..] {
            if infer_shape(it)? != inner {
                return None;
            }
        }
        shape.extend(inner);
    }
    Some(shape)
}

fn flatten<'s>(l: Lit<'s>, out: &mut Vec<Lit<'s>>) {
    match l {
        Lit::List(items, _) => items.into_iter().for_each(|i| flatten(i, out)),
        other => out.push(other),
    }
}
