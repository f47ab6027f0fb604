//! Attribute parsing: the Language Reference's "Attributes" grammar and the
//! Builtin dialect's attributes (`000_…`, "Attributes"): integers, floats,
//! strings, arrays, dictionaries (the seed's `{key: value}` too), symbol
//! references, types, `unit`, `strided`, `distinct`, aliases and verbatim
//! dialect attributes. Dense/sparse/array literals live in `dense.rs`,
//! locations in `locs.rs`.

use super::core::Parser;
use super::floats::float_bits;
use crate::asm::PResult;
use crate::attrs::AttrData;
use crate::lexer::TokenKind as T;
use crate::types::Signedness;
use crate::{AttrId, Diagnostic, TypeData, TypeId};
use num_bigint::BigInt;
use num_traits::{One, Zero};

impl<'c, 's> Parser<'c, 's> {
    /// Parses any attribute; `ty` is the type implied by context.
    pub fn parse_attribute(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        self.nested(|p| p.parse_attribute_inner(ty))
    }

    fn parse_attribute_inner(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        match self.kind() {
            T::Integer | T::Float | T::Minus => self.parse_numeric_attr(ty),
            T::String => self.parse_string_attr(ty),
            T::LSquare => self.parse_array_attr(),
            T::LBrace => {
                let entries = self.parse_dictionary()?;
                Ok(self.ctx.intern_attr(AttrData::Dictionary(entries)))
            }
            T::AtIdent => self.parse_symbol_ref_attr(),
            T::HashIdent => self.parse_hash_attr(),
            T::BangIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            T::LParen => self.parse_paren_attr(),
            T::BareIdent => self.parse_keyword_attr(ty),
            _ => Err(self.err_here("expected attribute value")),
        }
    }

    /// `(`: a function type used as an attribute, or the seed's bare
    /// affine map / integer set.
    fn parse_paren_attr(&mut self) -> PResult<AttrId> {
        let m = self.mark();
        let type_err = match self.parse_type() {
            Ok(t) => return Ok(self.ctx.type_attr(t)),
            Err(e) => e,
        };
        self.reset(m);
        match self.parse_map_or_set_body() {
            Ok(ms) => Ok(self.map_or_set_attr(ms)),
            Err(_) => Err(type_err),
        }
    }

    /// Interns a parsed map or set.
    pub(crate) fn map_or_set_attr(&mut self, ms: super::affine::MapOrSet) -> AttrId {
        match ms {
            super::affine::MapOrSet::Map(m) => self.ctx.intern_attr(AttrData::AffineMap(m)),
            super::affine::MapOrSet::Set(s) => self.ctx.intern_attr(AttrData::IntegerSet(s)),
        }
    }

    fn parse_keyword_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let kw = self.text();
        let simple = match kw {
            "true" => Some(AttrData::Bool(true)),
            "false" => Some(AttrData::Bool(false)),
            "unit" => Some(AttrData::Unit),
            _ => None,
        };
        if let Some(data) = simple {
            self.bump();
            return Ok(self.ctx.intern_attr(data));
        }
        match kw {
            "dense" => self.parse_dense_attr(ty),
            "dense_resource" => self.parse_dense_resource_attr(ty),
            "sparse" => self.parse_sparse_attr(ty),
            "array" => self.parse_dense_array_attr(),
            "opaque" => self.parse_opaque_attr(ty),
            "affine_map" | "affine_set" => self.parse_affine_attr(kw),
            "strided" => self.parse_strided_attr(),
            "distinct" => self.parse_distinct_attr(),
            "loc" => self.parse_location(),
            _ if super::types::is_type_keyword(kw) => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.err_here("expected attribute value")),
        }
    }

    fn parse_affine_attr(&mut self, kw: &str) -> PResult<AttrId> {
        self.bump();
        self.expect_tok(T::Less)?;
        let data = if kw == "affine_map" {
            AttrData::AffineMap(self.parse_affine_map_body()?)
        } else {
            AttrData::IntegerSet(self.parse_integer_set_body()?)
        };
        self.expect_tok(T::Greater)?;
        Ok(self.ctx.intern_attr(data))
    }

    /// `strided<[s0, s1], offset: o>`.
    fn parse_strided_attr(&mut self) -> PResult<AttrId> {
        self.bump();
        self.expect_tok(T::Less)?;
        let strides = self.parse_stride_list()?;
        let mut offset = 0;
        if self.eat(T::Comma) {
            self.expect_kw("offset")?;
            self.expect_tok(T::Colon)?;
            offset = self.parse_dim_or_dynamic()?;
        }
        self.expect_tok(T::Greater)?;
        Ok(self.ctx.intern_attr(AttrData::Strided { strides, offset }))
    }

    /// `distinct[N]<attr>`.
    fn parse_distinct_attr(&mut self) -> PResult<AttrId> {
        self.bump();
        self.expect_tok(T::LSquare)?;
        let id = self.parse_i64()?;
        let Ok(id) = u64::try_from(id) else {
            return Err(self.err_at(self.prev_end, "expected distinct ID"));
        };
        self.expect_tok(T::RSquare)?;
        self.expect_tok(T::Less)?;
        // `distinct[0]<>` is how upstream prints a distinct `unit`.
        let referenced = if self.is(T::Greater) {
            self.ctx.intern_attr(AttrData::Unit)
        } else {
            self.parse_attribute(None)?
        };
        self.expect_tok(T::Greater)?;
        Ok(self.ctx.intern_attr(AttrData::Distinct { id, referenced }))
    }

    /// `opaque<"dialect", "data"> : type`.
    fn parse_opaque_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        self.bump();
        self.expect_tok(T::Less)?;
        let dialect = self.parse_string_lit("expected dialect namespace")?;
        self.expect_tok(T::Comma)?;
        let data = self.parse_string_lit("expected string")?;
        self.expect_tok(T::Greater)?;
        let ty = self.parse_type_suffix(ty)?;
        Ok(self.ctx.intern_attr(AttrData::Opaque { dialect, data, ty }))
    }

    /// A string literal's value as UTF-8 (lossy).
    pub fn parse_string_lit(&mut self, msg: &str) -> PResult<String> {
        if !self.is(T::String) {
            return Err(self.err_here(msg));
        }
        let v = String::from_utf8_lossy(&self.string_value()).into_owned();
        self.bump();
        Ok(v)
    }

    /// `: type` when no contextual type is given.
    pub(crate) fn parse_type_suffix(&mut self, ty: Option<TypeId>) -> PResult<TypeId> {
        if let Some(t) = ty {
            return Ok(t);
        }
        self.expect_msg(T::Colon, "expected ':'")?;
        self.parse_type()
    }

    fn parse_string_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let value = self.string_value();
        self.bump();
        let ty = match ty {
            // A string of type `none` is the plain string, as upstream's.
            Some(t) if matches!(self.ctx.ty(t), TypeData::None) => None,
            Some(t) => Some(t),
            None if self.eat(T::Colon) => Some(self.parse_type()?),
            None => None,
        };
        Ok(self.ctx.intern_attr(AttrData::String { value, ty }))
    }

    fn parse_array_attr(&mut self) -> PResult<AttrId> {
        self.bump();
        let mut elems = Vec::new();
        if !self.eat(T::RSquare) {
            self.comma_list(|p| {
                elems.push(p.parse_attribute(None)?);
                Ok(())
            })?;
            self.expect_tok(T::RSquare)?;
        }
        Ok(self.ctx.intern_attr(AttrData::Array(elems)))
    }

    /// `@a::@b::@c`.
    fn parse_symbol_ref_attr(&mut self) -> PResult<AttrId> {
        let root = self.symbol_name();
        self.bump();
        let mut nested = Vec::new();
        while self.eat(T::ColonColon) {
            if !self.is(T::AtIdent) {
                return Err(self.err_here("expected nested symbol reference identifier"));
            }
            nested.push(self.symbol_name());
            self.bump();
        }
        Ok(self.ctx.intern_attr(AttrData::SymbolRef { root, nested }))
    }

    /// The name of the current `@` token, unquoted.
    pub fn symbol_name(&self) -> String {
        let t = &self.text()[1..];
        if t.starts_with('"') {
            String::from_utf8_lossy(&crate::lexer::unescape(t)).into_owned()
        } else {
            t.to_string()
        }
    }

    /// `#alias`, `#dialect.attr<...>` or `#dialect<...>`.
    fn parse_hash_attr(&mut self) -> PResult<AttrId> {
        let name = &self.text()[1..];
        let start = self.tok.start as usize + 1;
        if !self.next_is_adjacent(b'<') {
            if let Some(&a) = self.attr_aliases.get(name) {
                self.use_alias(self.text())?;
                self.bump();
                return Ok(a);
            }
        }
        if !self.next_is_adjacent(b'<') && !name.contains('.') {
            self.bump();
            return match self.attr_aliases.get(name) {
                Some(&a) => Ok(a),
                None => {
                    // Just past the name, as upstream reports it, and
                    // not at whatever token follows.
                    let msg = format!("undefined symbol alias id '{name}'");
                    Err(self.err_at(self.prev_end, &msg))
                }
            };
        }
        let end = self.dialect_body_end()?;
        self.check_dialect_attr(start, end)?;
        let text = self.src[start..end].to_string();
        Ok(self.ctx.intern_attr(AttrData::Dialect { text }))
    }

    // ---- dictionaries --------------------------------------------------

    /// `{a = 1, b, "c d" = 2}` (also the seed's `{a: 1}`), entries in
    /// source order; duplicates are an error.
    pub fn parse_dictionary(&mut self) -> PResult<Vec<(String, AttrId)>> {
        self.expect_msg(T::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries: Vec<(String, AttrId)> = Vec::new();
        if self.eat(T::RBrace) {
            return Ok(entries);
        }
        // A set of the keys seen, so that a dictionary of n entries is
        // checked in O(n), not by a scan of the entries before each one.
        let mut seen = std::collections::HashSet::new();
        self.comma_list(|p| {
            let at = p.tok.start;
            let entry = p.parse_dict_entry()?;
            if !seen.insert(entry.0.clone()) {
                let msg = format!("duplicate key '{}' in dictionary attribute", entry.0);
                return Err(p.err_at(at, &msg));
            }
            entries.push(entry);
            Ok(())
        })?;
        self.expect_msg(T::RBrace, "expected '}' in attribute dictionary")?;
        Ok(entries)
    }

    fn parse_dict_entry(&mut self) -> PResult<(String, AttrId)> {
        let key = match self.kind() {
            T::BareIdent => self.text().to_string(),
            T::String => String::from_utf8_lossy(&self.string_value()).into_owned(),
            _ => return Err(self.err_here("expected attribute name")),
        };
        self.bump();
        if self.eat(T::Equal) || self.eat(T::Colon) {
            let v = self.parse_attribute(None)?;
            return Ok((key, v));
        }
        let unit = self.ctx.intern_attr(AttrData::Unit);
        Ok((key, unit))
    }

    // ---- numbers -------------------------------------------------------

    /// An integer or float literal, possibly negative, with its type.
    fn parse_numeric_attr(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        let start = self.tok.start;
        let neg = self.eat(T::Minus);
        let tok = self.tok;
        if !matches!(tok.kind, T::Integer | T::Float) {
            return Err(self.err_here("expected integer or floating point literal"));
        }
        self.bump();
        let ty = match ty {
            Some(t) => t,
            None if self.eat(T::Colon) => self.parse_type()?,
            None if tok.kind == T::Float => self.ctx.float_type(crate::types::FloatKind::F64),
            None => self.ctx.int_type(64),
        };
        let text = tok.text(self.src);
        let data = self.number_data(text, tok.kind == T::Float, neg, ty, start)?;
        Ok(self.ctx.intern_attr(data))
    }

    /// Builds the attribute for literal `text` of type `ty`.
    pub(crate) fn number_data(
        &self,
        text: &'s str,
        is_float: bool,
        neg: bool,
        ty: TypeId,
        at: u32,
    ) -> PResult<AttrData> {
        let tdata = self.ctx.ty(ty).clone();
        if let TypeData::Float(kind) = tdata {
            let bits = self.float_literal_bits(text, is_float, neg, kind, at)?;
            return Ok(AttrData::Float { bits, ty });
        }
        if is_float {
            // Upstream's error without a location: the token after the
            // literal and its type, on the next line if that is where it is.
            return Err(self.err_here("floating point value not valid for specified type"));
        }
        let value = big_from_text(text, neg);
        if neg && value.is_zero() {
            return Err(self.negative_zero(ty, at));
        }
        self.int_data(value, ty, at)
    }

    /// Upstream negates the magnitude and then requires the sign bit, so
    /// `-0` is out of range (for unsigned types: a negative literal). Both
    /// errors point at the digits, as upstream's do.
    fn negative_zero(&self, ty: TypeId, at: u32) -> Diagnostic {
        let msg = match self.ctx.ty(ty) {
            TypeData::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => "negative integer literal not valid for unsigned integer type",
            _ => "integer constant out of range for attribute",
        };
        self.err_at(self.pos_after_minus(at), msg)
    }

    /// The encoding of a float literal: a decimal float, or an integer
    /// token read as the raw bits (`0x7C00 : f16`).
    pub(crate) fn float_literal_bits(
        &self,
        text: &str,
        is_float: bool,
        neg: bool,
        kind: crate::types::FloatKind,
        at: u32,
    ) -> PResult<u128> {
        if is_float {
            return float_bits(kind, text, neg)
                .ok_or_else(|| self.err_at(at, "invalid floating point literal"));
        }
        // Upstream points these at the digits, past a leading minus.
        let at = self.pos_after_minus(at);
        let Some(hex) = text.strip_prefix("0x") else {
            let e = self.err_at(
                at,
                "unexpected decimal integer literal for a floating point value",
            );
            let mut e = e;
            e.notes.push(crate::Diagnostic::new(
                crate::diag::Severity::Note,
                Some(self.pos_of(at)),
                "add a trailing dot to make the literal a float",
            ));
            return Err(e);
        };
        if neg {
            return Err(self.err_at(
                at,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let v = u128::from_str_radix(hex, 16).ok();
        let width = kind.width();
        match v {
            Some(v) if width >= 128 || v >> width == 0 => Ok(v),
            _ => Err(self.err_at(at, "hexadecimal float constant out of range for type")),
        }
    }

    /// An integer attribute after range checks; signless and signed values
    /// are stored as their signed reading (upstream prints them so), `i1`
    /// as `Bool`.
    pub(crate) fn int_data(&self, value: BigInt, ty: TypeId, at: u32) -> PResult<AttrData> {
        let (width, signedness) = match self.ctx.ty(ty) {
            TypeData::Integer { width, signedness } => (*width, *signedness),
            // Upstream reads an index literal as a signed 64-bit value:
            // 2^63 is out of range, where an `i64` would wrap it.
            TypeData::Index => (64, Signedness::Signed),
            _ => {
                let at = self.pos_after_minus(at);
                return Err(self.err_at(at, "integer literal not valid for specified type"));
            }
        };
        if signedness == Signedness::Unsigned && value < BigInt::zero() {
            return Err(self.err_at(
                self.pos_after_minus(at),
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        let value = fit_width(value, width, signedness)
            .ok_or_else(|| self.err_at(at, "integer constant out of range for attribute"))?;
        if width == 1 && signedness == Signedness::Signless {
            return Ok(AttrData::Bool(!value.is_zero()));
        }
        Ok(AttrData::Integer { value, ty })
    }

    fn pos_after_minus(&self, at: u32) -> u32 {
        if self.src.as_bytes().get(at as usize) == Some(&b'-') {
            at + 1
        } else {
            at
        }
    }
}

/// The value of an integer token, negated when `neg`.
pub(crate) fn big_from_text(text: &str, neg: bool) -> BigInt {
    // Short decimal literals (nearly all of them) fit a `u64`.
    if text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit()) {
        let v = text.parse::<u64>().unwrap_or(0) as i128;
        return BigInt::from(if neg { -v } else { v });
    }
    let v = match text.strip_prefix("0x") {
        Some(h) => BigInt::parse_bytes(h.as_bytes(), 16),
        None => decimal(text.as_bytes()).map(BigInt::from),
    }
    .unwrap_or_default();
    if neg {
        -v
    } else {
        v
    }
}

/// The value of a decimal digit string, its halves joined as
/// `hi * 10^len(lo) + lo`: a few long products (Karatsuba/Toom-3), where
/// `num-bigint`'s own parse multiplies in one chunk at a time, in time
/// quadratic in the length (24 s for the 3 million digits an `i16777215`
/// literal may have).
fn decimal(digits: &[u8]) -> Option<num_bigint::BigUint> {
    const CHUNK: usize = 1 << 12;
    if digits.len() <= CHUNK {
        return num_bigint::BigUint::parse_bytes(digits, 10);
    }
    let (hi, lo) = digits.split_at(digits.len() / 2);
    let scale = num_bigint::BigUint::from(10u32).pow(u32::try_from(lo.len()).ok()?);
    Some(decimal(hi)? * scale + decimal(lo)?)
}

/// Checks that `v` fits `width` bits and returns its canonical reading:
/// two's-complement signed for signless/signed types, unsigned otherwise.
fn fit_width(v: BigInt, width: u32, s: Signedness) -> Option<BigInt> {
    if width == 0 {
        return v.is_zero().then_some(v);
    }
    // Widths up to 64 with an `i64` value: the same rules on `i128`,
    // without building bignum bounds.
    if let (true, Ok(x)) = (width <= 64, i64::try_from(&v)) {
        let (x, full, half) = (x as i128, 1i128 << width, 1i128 << (width - 1));
        let fits = match s {
            Signedness::Unsigned => x < full,
            Signedness::Signed => x >= -half && x < half,
            Signedness::Signless => x >= -half && x < full,
        };
        return match (fits, s) {
            (false, _) => None,
            (true, Signedness::Signless) if x >= half => Some(BigInt::from(x - full)),
            (true, _) => Some(v),
        };
    }
    let full = BigInt::one() << width;
    let half = BigInt::one() << (width - 1);
    match s {
        Signedness::Unsigned => (v < full).then_some(v),
        Signedness::Signed => (v >= -half.clone() && v < half).then_some(v),
        Signedness::Signless => {
            if v < -half.clone() || v >= full {
                None
            } else if v >= half {
                Some(v - full)
            } else {
                Some(v)
            }
        }
    }
}
