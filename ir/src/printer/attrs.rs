//! Builtin attributes and locations in upstream's printed form (Builtin
//! dialect `000_…`, "Attributes" and "Location Attributes"; MLIR
//! `AsmPrinter.cpp`, `printAttributeImpl` and `printLocationInternal` as
//! `--mlir-print-local-scope` shows them): integers are shown in their
//! type's width and signedness, dictionaries with bare `unit` keys, strings
//! with `\XX` escapes, affine maps, sets and locations inline (no `#map`
//! or `#loc` aliases) and `distinct[N]` ids renumbered from 0 in order of
//! appearance. Dense elements live in `dense.rs`.

use super::{affine, float, Printer};
use crate::attrs::DenseArrayData;
use crate::location::Location;
use crate::types::{Signedness, TypeData};
use crate::{AttrData, AttrId, TypeId};
use num_bigint::BigInt;
use num_traits::{One, ToPrimitive, Zero};
use std::fmt::Write;

/// When an attribute's `: type` suffix may be left out
/// (upstream's `AttrTypeElision`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Elision {
    /// Always print the type.
    Never,
    /// Leave out `i64` on integers and `f64` on floats.
    May,
    /// Never print the type.
    Must,
}

impl Printer<'_> {
    /// Appends an attribute with its type suffix.
    pub(crate) fn attr(&mut self, a: AttrId) {
        self.attr_impl(a, Elision::Never);
    }

    /// Appends an attribute without its type suffix.
    pub(crate) fn attr_without_type(&mut self, a: AttrId) {
        self.attr_impl(a, Elision::Must);
    }

    /// Appends an attribute, dropping an `i64`/`f64` type suffix.
    pub(crate) fn attr_may_elide_i64(&mut self, a: AttrId) {
        self.attr_impl(a, Elision::May);
    }

    /// Appends an attribute and, unless `elide` allows leaving it out, its type.
    pub(crate) fn attr_impl(&mut self, a: AttrId, elide: Elision) {
        let ctx = self.ctx;
        let ty = match ctx.attr(a) {
            AttrData::Unit => return self.out.push_str("unit"),
            AttrData::Bool(b) => return self.out.push_str(if *b { "true" } else { "false" }),
            AttrData::Integer { value, ty } => {
                if is_i1(ctx.ty(*ty)) {
                    let set = !value.is_zero();
                    return self.out.push_str(if set { "true" } else { "false" });
                }
                self.int(value, *ty);
                let i64_ty = matches!(
                    ctx.ty(*ty),
                    TypeData::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if elide == Elision::May && i64_ty {
                    return;
                }
                Some(*ty)
            }
            AttrData::Float { bits, ty } => {
                self.float(*bits, *ty);
                let f64_ty = matches!(ctx.ty(*ty), TypeData::Float(crate::types::FloatKind::F64));
                if elide == Elision::May && f64_ty {
                    return;
                }
                Some(*ty)
            }
            AttrData::String { value, ty } => {
                write_escaped(&mut self.out, value);
                *ty
            }
            AttrData::DenseElements { ty, data } => {
                self.dense_elements(*ty, data);
                Some(*ty)
            }
            AttrData::DenseResource { handle, ty } => {
                let _ = write!(self.out, "dense_resource<{handle}>");
                Some(*ty)
            }
            AttrData::Sparse {
                indices,
                values,
                ty,
            } => {
                self.out.push_str("sparse<");
                self.dense_body(*indices);
                self.out.push_str(", ");
                self.dense_body(*values);
                self.out.push('>');
                Some(*ty)
            }
            AttrData::Opaque { dialect, data, ty } => {
                self.out.push_str("opaque<");
                write_escaped(&mut self.out, dialect.as_bytes());
                self.out.push_str(", ");
                write_escaped(&mut self.out, data.as_bytes());
                self.out.push('>');
                Some(*ty)
            }
            other => {
                self.untyped_attr(other);
                None
            }
        };
        if let Some(t) = ty {
            if elide != Elision::Must {
                self.out.push_str(" : ");
                self.type_(t);
            }
        }
    }

    /// Attributes that never carry a type suffix.
    fn untyped_attr(&mut self, data: &AttrData) {
        match data {
            AttrData::Type(t) => self.type_(*t),
            AttrData::Array(items) => {
                self.out.push('[');
                for (i, &x) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.attr_may_elide_i64(x);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(entries) => self.dict(entries, &[]),
            AttrData::DenseArray { elem, data } => self.dense_array(*elem, data),
            AttrData::AffineMap(m) => {
                self.out.push_str("affine_map<");
                affine::write_map(&mut self.out, m);
                self.out.push('>');
            }
            AttrData::IntegerSet(s) => {
                self.out.push_str("affine_set<");
                affine::write_set(&mut self.out, s);
                self.out.push('>');
            }
            AttrData::SymbolRef { root, nested } => {
                self.symbol(root);
                for n in nested {
                    self.out.push_str("::");
                    self.symbol(n);
                }
            }
            AttrData::Strided { strides, offset } => self.strided(strides, *offset),
            AttrData::Distinct { id, referenced } => self.distinct(*id, *referenced),
            AttrData::Location(_) => {
                self.out.push_str("loc(");
                self.location_body(data);
                self.out.push(')');
            }
            AttrData::Dialect { text } => {
                self.out.push('#');
                self.out.push_str(text);
            }
            _ => unreachable!("typed attributes are handled by attr_impl"),
        }
    }

    /// `{a = 1, b}` minus the `elided` keys (always braces, even if empty).
    pub(crate) fn dict(&mut self, entries: &[(String, AttrId)], elided: &[&str]) {
        self.out.push('{');
        let mut first = true;
        for (k, v) in entries {
            if elided.contains(&k.as_str()) {
                continue;
            }
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            write_keyword_or_string(&mut self.out, k);
            if !matches!(self.ctx.attr(*v), AttrData::Unit) {
                self.out.push_str(" = ");
                self.attr(*v);
            }
        }
        self.out.push('}');
    }

    /// `@name` or `@"quoted name"`.
    pub(crate) fn symbol(&mut self, name: &str) {
        self.out.push('@');
        write_keyword_or_string(&mut self.out, name);
    }

    /// An integer in its type's width and signedness (`255 : i8` is `-1`).
    pub(crate) fn int(&mut self, value: &BigInt, ty: TypeId) {
        let (width, unsigned) = match self.ctx.ty(ty) {
            TypeData::Integer { width, signedness } => {
                (*width, *signedness == Signedness::Unsigned)
            }
            TypeData::Index => (64, false),
            _ => {
                let _ = write!(self.out, "{value}");
                return;
            }
        };
        if width <= 64 {
            if let Some(v) = value.to_i128() {
                let _ = write!(self.out, "{}", wrap_i128(v, width, unsigned));
                return;
            }
        }
        let _ = write!(self.out, "{}", wrap_big(value, width, unsigned));
    }

    /// A float value of float type `ty` (bits printed hex if `ty` is not a float).
    pub(crate) fn float(&mut self, bits: u128, ty: TypeId) {
        match self.ctx.ty(ty) {
            TypeData::Float(k) => float::write_float(&mut self.out, *k, bits),
            _ => {
                let _ = write!(self.out, "0x{bits:X}");
            }
        }
    }

    fn dense_array(&mut self, elem: TypeId, data: &DenseArrayData) {
        self.out.push_str("array<");
        self.type_(elem);
        let bool_elems = is_i1(self.ctx.ty(elem));
        let n = match data {
            DenseArrayData::Ints(v) => v.len(),
            DenseArrayData::FloatBits(v) => v.len(),
        };
        if n > 0 {
            self.out.push_str(": ");
        }
        for i in 0..n {
            if i > 0 {
                self.out.push_str(", ");
            }
            match data {
                DenseArrayData::Ints(v) if bool_elems => {
                    self.out.push_str(if v[i] != 0 { "true" } else { "false" })
                }
                DenseArrayData::Ints(v) => {
                    let _ = write!(self.out, "{}", v[i]);
                }
                DenseArrayData::FloatBits(v) => self.float(v[i], elem),
            }
        }
        self.out.push('>');
    }

    fn strided(&mut self, strides: &[i64], offset: i64) {
        let dim = |out: &mut String, d: i64| {
            if d == crate::types::DYNAMIC {
                out.push('?');
            } else {
                let _ = write!(out, "{d}");
            }
        };
        self.out.push_str("strided<[");
        for (i, &s) in strides.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            dim(&mut self.out, s);
        }
        self.out.push(']');
        if offset != 0 {
            self.out.push_str(", offset: ");
            dim(&mut self.out, offset);
        }
        self.out.push('>');
    }

    /// `distinct[N]<attr>` with `N` counted from 0 in order of appearance.
    fn distinct(&mut self, id: u64, referenced: AttrId) {
        let next = self.distinct_ids.len() as u64;
        let n = *self.distinct_ids.entry(id).or_insert(next);
        let _ = write!(self.out, "distinct[{n}]<");
        if !matches!(self.ctx.attr(referenced), AttrData::Unit) {
            self.attr(referenced);
        }
        self.out.push('>');
    }

    /// Appends ` loc(...)` for a location attribute.
    pub(crate) fn trailing_loc(&mut self, loc: AttrId) {
        self.out.push(' ');
        self.attr(loc);
    }

    /// The text inside `loc(...)`.
    fn location_body(&mut self, data: &AttrData) {
        let AttrData::Location(l) = data else {
            // Not a location: print it as an attribute so nothing is lost.
            return self.attr_of(data);
        };
        match l {
            Location::Unknown => self.out.push_str("unknown"),
            Location::FileLineCol {
                file,
                line,
                col,
                end,
            } => {
                write_escaped(&mut self.out, file.as_bytes());
                let _ = write!(self.out, ":{line}:{col}");
                match end {
                    Some((el, ec)) if (*el, *ec) != (*line, *col) => {
                        if el == line {
                            let _ = write!(self.out, " to :{ec}");
                        } else {
                            let _ = write!(self.out, " to {el}:{ec}");
                        }
                    }
                    _ => {}
                }
            }
            Location::Name { name, child } => {
                write_escaped(&mut self.out, name.as_bytes());
                if let Some(c) = child {
                    let cd = self.ctx.attr(*c);
                    if !matches!(cd, AttrData::Location(Location::Unknown)) {
                        self.out.push('(');
                        self.location_body(cd);
                        self.out.push(')');
                    }
                }
            }
            Location::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.location_body(self.ctx.attr(*callee));
                self.out.push_str(" at ");
                self.location_body(self.ctx.attr(*caller));
                self.out.push(')');
            }
            Location::Fused { locs, metadata } => self.fused(locs, *metadata),
        }
    }

    fn fused(&mut self, locs: &[AttrId], metadata: Option<AttrId>) {
        self.out.push_str("fused");
        if let Some(m) = metadata {
            self.out.push('<');
            self.attr(m);
            self.out.push('>');
        }
        self.out.push('[');
        for (i, &l) in locs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.location_body(self.ctx.attr(l));
        }
        self.out.push(']');
    }

    /// Prints attribute data that is not interned under a known id (only
    /// reached for malformed locations).
    fn attr_of(&mut self, data: &AttrData) {
        match data {
            AttrData::Unit => self.out.push_str("unknown"),
            other => self.untyped_attr(other),
        }
    }
}

/// True for the signless `i1` type.
pub(crate) fn is_i1(t: &TypeData) -> bool {
    matches!(
        t,
        TypeData::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// `v` reduced to `width` bits and read signed or unsigned (`width <= 64`).
pub(crate) fn wrap_i128(v: i128, width: u32, unsigned: bool) -> i128 {
    if width == 0 {
        return 0;
    }
    let m = v & ((1i128 << width) - 1);
    if !unsigned && m >= (1i128 << (width - 1)) {
        m - (1i128 << width)
    } else {
        m
    }
}

/// [`wrap_i128`] for any width.
pub(crate) fn wrap_big(v: &BigInt, width: u32, unsigned: bool) -> BigInt {
    if width == 0 {
        return BigInt::zero();
    }
    // The common case (a value of 64 bits or fewer) without bignum division.
    if let (true, Ok(x)) = (width <= 64, i64::try_from(v)) {
        let modulus = 1i128 << width;
        let mut m = (x as i128).rem_euclid(modulus);
        if !unsigned && m >= modulus >> 1 {
            m -= modulus;
        }
        return BigInt::from(m);
    }
    let modulus = BigInt::one() << width as usize;
    let mut m = ((v % &modulus) + &modulus) % &modulus;
    if !unsigned && m >= (BigInt::one() << (width as usize - 1)) {
        m -= modulus;
    }
    m
}

/// `"text"` with upstream's escapes: `\\`, printable ASCII other than `"` as
/// is, every other byte as `\XX`.
pub(crate) fn write_escaped(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('"');
    for &c in bytes {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push('"');
}

/// True for `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let mut bytes = s.bytes();
    match bytes.next() {
        Some(c) if c.is_ascii_alphabetic() || c == b'_' => {}
        _ => return false,
    }
    bytes.all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// A bare identifier as is, anything else as a quoted string.
pub(crate) fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped(out, s.as_bytes());
    }
}
