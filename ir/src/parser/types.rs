//! Type parsing: the Language Reference's "Type System" grammar and the
//! Builtin dialect's types (`000_…`, "Types"): integers, `index`, floats,
//! `none`, `complex`, `tuple`, function types, vectors (scalable dims),
//! ranked/unranked tensors and memrefs with every layout spelling the seeds
//! use, type aliases and verbatim dialect types.

use super::core::Parser;
use crate::asm::PResult;
use crate::attrs::AttrData;
use crate::lexer::{parse_int_text, TokenKind as T};
use crate::types::{FloatKind, Signedness, DYNAMIC};
use crate::{AttrId, TypeData, TypeId};

/// Largest integer width MLIR accepts.
const MAX_INT_WIDTH: u64 = (1 << 24) - 1;

impl<'c, 's> Parser<'c, 's> {
    /// `type ::= function-type | non-function-type`.
    pub fn parse_type(&mut self) -> PResult<TypeId> {
        self.nested(Self::parse_type_inner)
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        if self.is(T::LParen) {
            let end = scan_function_type(self.src.as_bytes(), self.tok.start as usize);
            return self.with_type_cache(end, Self::parse_function_type);
        }
        self.parse_non_function_type()
    }

    /// Types are looked up by their exact source spelling first: the same
    /// bytes always parse to the same type (aliases cannot be redefined), so
    /// a hit skips re-parsing and re-interning. `end` is where a cheap byte
    /// scan says the type ends; an entry is only recorded when the real
    /// parse ended there too.
    fn with_type_cache(
        &mut self,
        end: Option<usize>,
        parse: impl FnOnce(&mut Self) -> PResult<TypeId>,
    ) -> PResult<TypeId> {
        let start = self.tok.start as usize;
        if let Some(e) = end {
            if let Some(&t) = self.type_cache.get(&self.src[start..e]) {
                self.prev_end = e as u32;
                self.relex_from(e);
                return Ok(t);
            }
        }
        let t = parse(self)?;
        if let Some(e) = end.filter(|&e| e == self.prev_end as usize) {
            self.type_cache.insert(&self.src[start..e], t);
        }
        Ok(t)
    }

    /// True if the current token can begin a type.
    pub fn type_can_start(&self) -> bool {
        match self.kind() {
            T::LParen | T::BangIdent => true,
            T::BareIdent => is_type_keyword(self.text()),
            _ => false,
        }
    }

    /// `(T, U) -> R`.
    pub fn parse_function_type(&mut self) -> PResult<TypeId> {
        let inputs = self.parse_type_list_parens()?;
        self.expect_msg(T::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// `(T, U)` or `()`.
    pub fn parse_type_list_parens(&mut self) -> PResult<Vec<TypeId>> {
        self.expect_tok(T::LParen)?;
        let mut tys = Vec::new();
        if self.eat(T::RParen) {
            return Ok(tys);
        }
        self.comma_list(|p| {
            tys.push(p.parse_type()?);
            Ok(())
        })?;
        self.expect_tok(T::RParen)?;
        Ok(tys)
    }

    /// A function's results: `(T, U)`, `()` or one non-function type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<TypeId>> {
        if self.is(T::LParen) {
            return self.parse_type_list_parens();
        }
        Ok(vec![self.parse_non_function_type()?])
    }

    /// Comma-separated types without delimiters (at least one).
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<TypeId>> {
        let mut tys = Vec::new();
        self.comma_list(|p| {
            tys.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(tys)
    }

    /// Every type except a function type.
    pub fn parse_non_function_type(&mut self) -> PResult<TypeId> {
        let end = match self.kind() {
            T::BangIdent | T::BareIdent => {
                scan_simple_type(self.src.as_bytes(), self.tok.start as usize)
            }
            _ => None,
        };
        self.with_type_cache(end, Self::parse_non_function_type_uncached)
    }

    fn parse_non_function_type_uncached(&mut self) -> PResult<TypeId> {
        match self.kind() {
            T::BangIdent => self.parse_bang_type(),
            T::BareIdent => self.parse_keyword_type(),
            _ => Err(self.err_here("expected non-function type")),
        }
    }

    fn parse_keyword_type(&mut self) -> PResult<TypeId> {
        let kw = self.text();
        let data = match kw {
            "index" => TypeData::Index,
            "none" => TypeData::None,
            "complex" | "tuple" | "vector" | "tensor" | "memref" => {
                let at = self.tok.start;
                self.bump();
                return self.parse_bracketed_type(kw, at);
            }
            _ => {
                if let Some(k) = FloatKind::from_keyword(kw) {
                    TypeData::Float(k)
                } else if let Some(int) = self.integer_type_keyword(kw)? {
                    int
                } else {
                    return Err(self.err_here("expected non-function type"));
                }
            }
        };
        self.bump();
        Ok(self.ctx.intern_type(data))
    }

    /// Reads `i32`, `si8`, `ui1000`.
    fn integer_type_keyword(&self, kw: &str) -> PResult<Option<TypeData>> {
        let (signedness, digits) = if let Some(d) = kw.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = kw.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = kw.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            return Ok(None);
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Ok(None);
        }
        match digits.parse::<u64>() {
            Ok(w) if w <= MAX_INT_WIDTH => Ok(Some(TypeData::Integer {
                width: w as u32,
                signedness,
            })),
            _ => Err(self.err_here("integer bitwidth is limited to 16777215 bits")),
        }
    }

    /// The `<…>` of a `kw` type whose keyword starts at offset `kw_at`.
    fn parse_bracketed_type(&mut self, kw: &str, kw_at: u32) -> PResult<TypeId> {
        self.expect_tok(T::Less)?;
        let data = match kw {
            "complex" => TypeData::Complex(self.parse_type()?),
            "tuple" => self.parse_tuple_body()?,
            "vector" => self.parse_vector_body(kw_at)?,
            "tensor" => self.parse_tensor_body()?,
            _ => self.parse_memref_body(kw_at)?,
        };
        self.expect_tok(T::Greater)?;
        Ok(self.ctx.intern_type(data))
    }

    fn parse_tuple_body(&mut self) -> PResult<TypeData> {
        if self.is(T::Greater) {
            return Ok(TypeData::Tuple(Vec::new()));
        }
        Ok(TypeData::Tuple(self.parse_type_list_no_parens()?))
    }

    /// A vector's shape and element type; every size must be positive, as
    /// upstream's verifier demands (reported at the `vector` keyword, with
    /// upstream's wording).
    fn parse_vector_body(&mut self, kw_at: u32) -> PResult<TypeData> {
        let at = self.tok.start;
        let (shape, scalable) = self.parse_dims(true, true)?;
        if shape.contains(&DYNAMIC) {
            return Err(self.err_at(at, "expected static shape"));
        }
        if shape.iter().any(|&d| d <= 0) {
            let sizes: Vec<String> = shape.iter().map(i64::to_string).collect();
            let msg = format!(
                "vector types must have positive constant sizes but got {}",
                sizes.join(", ")
            );
            return Err(self.err_at(kw_at, &msg));
        }
        let elem = self.parse_type()?;
        Ok(TypeData::Vector {
            shape,
            scalable,
            elem,
        })
    }

    fn parse_tensor_body(&mut self) -> PResult<TypeData> {
        if self.eat(T::Star) {
            self.expect_x()?;
            let elem = self.parse_type()?;
            return Ok(TypeData::UnrankedTensor { elem });
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let elem = self.parse_type()?;
        let encoding = if self.eat(T::Comma) {
            Some(self.parse_attribute(None)?)
        } else {
            None
        };
        Ok(TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        })
    }

    fn parse_memref_body(&mut self, kw_at: u32) -> PResult<TypeData> {
        if self.eat(T::Star) {
            self.expect_x()?;
            let elem = self.parse_type()?;
            let mut memory_space = None;
            if self.eat(T::Comma) {
                let a = self.parse_attribute(None)?;
                memory_space = self.memory_space(a);
            }
            return Ok(TypeData::UnrankedMemRef { elem, memory_space });
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let elem = self.parse_type()?;
        let (layout, memory_space) = self.parse_memref_tail(shape.len(), kw_at)?;
        Ok(TypeData::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        })
    }

    /// Upstream drops a default (`0`) memory space.
    fn memory_space(&self, a: AttrId) -> Option<AttrId> {
        match self.ctx.attr(a) {
            AttrData::Integer { value, .. } if value == &0.into() => None,
            _ => Some(a),
        }
    }

    /// `(, layout)* (, memory-space)?` after a ranked memref's element type
    /// (the type's keyword at `kw_at`).
    fn parse_memref_tail(
        &mut self,
        rank: usize,
        kw_at: u32,
    ) -> PResult<(Option<AttrId>, Option<AttrId>)> {
        let mut layout: Option<AttrId> = None;
        let mut space: Option<Option<AttrId>> = None;
        while self.eat(T::Comma) {
            let at = self.tok.start;
            if space.is_some() {
                return Err(self.err_at(at, "expected memory space to be last in memref type"));
            }
            let attr = self.parse_memref_tail_item()?;
            match self.ctx.attr(attr) {
                AttrData::AffineMap(m) => {
                    let m = m.clone();
                    layout = Some(self.compose_layout(layout, m, rank, (kw_at, at))?);
                }
                AttrData::Strided { .. } if layout.is_none() => layout = Some(attr),
                _ => space = Some(self.memory_space(attr)),
            }
        }
        let layout = layout.filter(|&l| !self.is_identity_map(l));
        Ok((layout, space.flatten()))
    }

    fn parse_memref_tail_item(&mut self) -> PResult<AttrId> {
        if self.is_kw("offset") && self.peek_kind() == T::Colon {
            return self.parse_old_strided();
        }
        if self.is(T::LParen) {
            let map = self.parse_affine_map_body()?;
            return Ok(self.ctx.intern_attr(AttrData::AffineMap(map)));
        }
        self.parse_attribute(None)
    }

    fn is_identity_map(&self, a: AttrId) -> bool {
        matches!(self.ctx.attr(a), AttrData::AffineMap(m) if m.is_identity())
    }

    /// Composes a seed layout-map composition: `prev` applied first.
    fn compose_layout(
        &mut self,
        prev: Option<AttrId>,
        map: crate::affine::AffineMap,
        rank: usize,
        (kw_at, at): (u32, u32),
    ) -> PResult<AttrId> {
        let composed = match prev.map(|p| self.ctx.attr(p).clone()) {
            None => {
                if map.num_dims as usize != rank {
                    let msg = format!(
                        "memref layout mismatch between rank and affine map: {} != {}",
                        rank, map.num_dims
                    );
                    // Upstream's type check reports it at the type.
                    return Err(self.err_at(kw_at, &msg));
                }
                map
            }
            Some(AttrData::AffineMap(first)) => {
                if map.num_dims as usize != first.results.len() {
                    return Err(self.err_at(at, "affine map composition mismatch"));
                }
                super::affine::compose(&map, &first)
            }
            Some(_) => {
                return Err(self.err_at(at, "expected memory space to be last in memref type"))
            }
        };
        Ok(self.ctx.intern_attr(AttrData::AffineMap(composed)))
    }

    /// The old `offset: N, strides: [a, b]` layout, as a `Strided` attribute.
    fn parse_old_strided(&mut self) -> PResult<AttrId> {
        self.expect_kw("offset")?;
        self.expect_tok(T::Colon)?;
        let offset = self.parse_dim_or_dynamic()?;
        self.expect_tok(T::Comma)?;
        self.expect_kw("strides")?;
        self.expect_tok(T::Colon)?;
        let strides = self.parse_stride_list()?;
        Ok(self.ctx.intern_attr(AttrData::Strided { strides, offset }))
    }

    /// `[4, ?, 1]`.
    pub fn parse_stride_list(&mut self) -> PResult<Vec<i64>> {
        self.expect_tok(T::LSquare)?;
        let mut out = Vec::new();
        if !self.eat(T::RSquare) {
            self.comma_list(|p| {
                out.push(p.parse_dim_or_dynamic()?);
                Ok(())
            })?;
            self.expect_tok(T::RSquare)?;
        }
        Ok(out)
    }

    /// A possibly negative integer or `?` ([`DYNAMIC`]).
    pub fn parse_dim_or_dynamic(&mut self) -> PResult<i64> {
        if self.eat(T::Question) {
            return Ok(DYNAMIC);
        }
        self.parse_i64()
    }

    /// A possibly negative `i64` literal.
    pub fn parse_i64(&mut self) -> PResult<i64> {
        let neg = self.eat(T::Minus);
        if !self.is(T::Integer) {
            return Err(self.err_here("expected integer value"));
        }
        let v = parse_int_text(self.text());
        let v = v.and_then(|v| if neg { 0i128.checked_sub(v) } else { Some(v) });
        match v.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.err_here("integer value too large")),
        }
    }

    /// `4x?x[8]x` dimension list (each dim followed by `x`).
    fn parse_dims(&mut self, dynamic: bool, scalable: bool) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut shape = Vec::new();
        let mut scal = Vec::new();
        loop {
            let end = if self.is(T::Integer) {
                let (dim, end) = self.parse_dim_integer()?;
                shape.push(dim);
                scal.push(false);
                end
            } else if dynamic && self.is(T::Question) {
                shape.push(DYNAMIC);
                scal.push(false);
                self.tok.end as usize
            } else if scalable && self.is(T::LSquare) {
                self.bump();
                let (dim, end) = self.parse_dim_integer()?;
                self.relex_from(end);
                shape.push(dim);
                if !self.is(T::RSquare) {
                    return Err(self.err_here("expected ']'"));
                }
                scal.push(true);
                self.tok.end as usize
            } else {
                return Ok((shape, scal));
            };
            self.take_x_after(end)?;
        }
    }

    /// The dimension at the current integer token and the byte where it
    /// ends; the token is not consumed.
    fn parse_dim_integer(&mut self) -> PResult<(i64, usize)> {
        let text = self.text();
        let start = self.tok.start as usize;
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            // `0x8xf32` lexes as a hex integer: it is dimension 0 then `x`.
            return Ok((0, start + 1));
        }
        match text.parse::<i64>() {
            Ok(v) => Ok((v, self.tok.end as usize)),
            Err(_) => Err(self.err_here("invalid dimension")),
        }
    }

    /// Consumes the `x` that follows a dimension ending at byte `end`.
    /// When it is adjacent, lexing resumes just past it, so `4x4x…xf32`
    /// never lexes its tail `x4x…` as one identifier per dimension (which
    /// made long shapes quadratic).
    fn take_x_after(&mut self, end: usize) -> PResult<()> {
        self.prev_end = end as u32;
        if self.src.as_bytes().get(end) == Some(&b'x') {
            self.relex_from(end + 1);
            return Ok(());
        }
        self.relex_from(end);
        self.expect_x()
    }

    /// Consumes the `x` separator of a dimension list, splitting `x8xf32`.
    fn expect_x(&mut self) -> PResult<()> {
        if self.is(T::BareIdent) && self.text().starts_with('x') {
            self.relex_from(self.tok.start as usize + 1);
            return Ok(());
        }
        Err(self.err_here("expected 'x' in dimension list"))
    }

    /// `!alias`, `!dialect.type<...>` or `!dialect<...>`.
    fn parse_bang_type(&mut self) -> PResult<TypeId> {
        let name = &self.text()[1..];
        let start = self.tok.start as usize + 1;
        let has_body = self.next_is_adjacent(b'<');
        if !has_body {
            if let Some(&t) = self.type_aliases.get(name) {
                self.use_alias(self.text())?;
                self.bump();
                return Ok(t);
            }
        }
        if !has_body && !name.contains('.') {
            self.bump();
            return match self.type_aliases.get(name) {
                Some(&t) => Ok(t),
                None => {
                    // Just past the name, as upstream reports it, and
                    // not at whatever token follows.
                    let msg = format!("undefined symbol alias id '{name}'");
                    Err(self.err_at(self.prev_end, &msg))
                }
            };
        }
        let end = self.dialect_body_end()?;
        let text = self.src[start..end].to_string();
        Ok(self.ctx.intern_type(TypeData::Dialect { text }))
    }

    /// Consumes the current `!`/`#` identifier and any adjacent `<...>`
    /// body, returning the end offset of what was consumed.
    pub fn dialect_body_end(&mut self) -> PResult<usize> {
        if !self.next_is_adjacent(b'<') {
            let end = self.tok.end as usize;
            self.bump();
            return Ok(end);
        }
        match self.lex.scan_dialect_body(self.tok.end as usize) {
            Ok(end) => {
                self.prev_end = end as u32;
                self.relex_from(end);
                Ok(end)
            }
            Err((at, msg)) => Err(self.err_at(at as u32, msg)),
        }
    }
}

/// The longest type spelling the type cache keys on (its
/// byte scan). Each nested type scans its own group again, so without a
/// bound `n` nested parentheses or `tuple<` took `O(n^2)` (40,000: 6 s);
/// a longer type is parsed uncached, which only costs the lookup's saving.
const MAX_CACHED_TYPE: usize = 4096;

/// The end of the balanced bracket group opening at `start`, skipping
/// string literals; `None` if unbalanced, a comment intervenes or the
/// group is longer than [`MAX_CACHED_TYPE`].
fn scan_group(b: &[u8], start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    let b = &b[..b.len().min(start.saturating_add(MAX_CACHED_TYPE))];
    while i < b.len() {
        match b[i] {
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' => {}
            b')' | b']' | b'}' | b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

fn skip_blanks(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\n' | b'\r') {
        i += 1;
    }
    i
}

/// Where `i32`, `memref<...>` or `!d.t<...>` starting at `start` ends.
fn scan_simple_type(b: &[u8], start: usize) -> Option<usize> {
    let mut i = start + (b.get(start) == Some(&b'!')) as usize;
    while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'.' | b'$')) {
        i += 1;
    }
    if i == start {
        return None;
    }
    if b.get(i) == Some(&b'<') {
        return scan_group(b, i);
    }
    Some(i)
}

/// Where `(...) -> result` starting at `start` ends.
fn scan_function_type(b: &[u8], start: usize) -> Option<usize> {
    let i = skip_blanks(b, scan_group(b, start)?);
    if !b[i..].starts_with(b"->") {
        return None;
    }
    let i = skip_blanks(b, i + 2);
    if b.get(i) == Some(&b'(') {
        return scan_group(b, i);
    }
    scan_simple_type(b, i)
}

/// True for keywords that begin a builtin type.
pub(crate) fn is_type_keyword(kw: &str) -> bool {
    if matches!(
        kw,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || FloatKind::from_keyword(kw).is_some()
    {
        return true;
    }
    let digits = kw
        .strip_prefix("si")
        .or_else(|| kw.strip_prefix("ui"))
        .or_else(|| kw.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}
