//! `dense<...>` elements attributes as upstream prints them (Builtin dialect
//! `000_…`, "DenseIntOrFPElementsAttr"/"DenseStringElementsAttr"; MLIR
//! `printDenseElementsAttr`): all-equal elements print as a splat, nesting
//! follows the shape, an empty shape prints `dense<>`, and more than 100
//! non-splat integer or float elements print as a little-endian hex string
//! (`i1` bit-packed), exactly as upstream's default threshold.

use super::attrs::{is_i1, write_escaped};
use super::Printer;
use crate::attrs::DenseData;
use crate::types::TypeData;
use crate::{AttrData, AttrId, TypeId};
use num_traits::ToPrimitive;
use std::fmt::Write;

/// Upstream's `--mlir-print-elementsattrs-with-hex-if-larger` default.
const HEX_THRESHOLD: usize = 100;

/// Element kinds whose raw storage we can read or write.
#[derive(Copy, Clone)]
enum Raw {
    /// `i1`: one bit per element.
    Bit,
    /// Integers (`unsigned` for `uiN`) of this many bits.
    Int(u32, bool),
    /// Floats of this kind.
    Float(crate::types::FloatKind),
}

impl Raw {
    fn of(t: &TypeData) -> Option<Raw> {
        match t {
            t if is_i1(t) => Some(Raw::Bit),
            TypeData::Integer { width, signedness } => Some(Raw::Int(
                *width,
                *signedness == crate::types::Signedness::Unsigned,
            )),
            TypeData::Index => Some(Raw::Int(64, false)),
            TypeData::Float(k) => Some(Raw::Float(*k)),
            _ => None,
        }
    }
    fn bytes(self) -> usize {
        match self {
            Raw::Bit => 1,
            Raw::Int(w, _) => w.div_ceil(8).max(1) as usize,
            Raw::Float(k) => k.width().div_ceil(8) as usize,
        }
    }
}

impl Printer<'_> {
    /// Appends `dense<...>` (without the type suffix).
    pub(crate) fn dense_elements(&mut self, ty: TypeId, data: &DenseData) {
        self.out.push_str("dense<");
        self.dense_content(ty, data);
        self.out.push('>');
    }

    /// The inside of a dense attribute (used by `sparse<...>`).
    pub(crate) fn dense_body(&mut self, a: AttrId) {
        match self.ctx.attr(a) {
            AttrData::DenseElements { ty, data } => self.dense_content(*ty, data),
            _ => self.attr(a),
        }
    }

    fn dense_content(&mut self, ty: TypeId, data: &DenseData) {
        let ctx = self.ctx;
        let tdata = ctx.ty(ty);
        let shape: Vec<i64> = tdata.shape().map(<[i64]>::to_vec).unwrap_or_default();
        let n = num_elements(&shape);
        let elem_ty = tdata.element_type();
        let raw = elem_ty.and_then(|e| Raw::of(ctx.ty(e)));
        match data {
            DenseData::Splat(a) => self.dense_elem(*a, elem_ty),
            DenseData::Elements(v) if v.is_empty() || n == 0 => {}
            DenseData::Elements(v) if v.iter().all(|x| *x == v[0]) => {
                self.dense_elem(v[0], elem_ty)
            }
            // Malformed (the verifier reports it): shown flat, never lost.
            DenseData::Elements(v) if v.len() != n => {
                self.nest(&[v.len() as i64], 0, &mut |p, i| {
                    p.dense_elem(v[i], elem_ty)
                })
            }
            DenseData::Elements(v) => match raw {
                Some(r) if v.len() > HEX_THRESHOLD && v.len() == n => {
                    let bytes = self.encode(v, r);
                    write_hex_string(&mut self.out, &bytes);
                }
                _ => self.nest(&shape, 0, &mut |p, i| {
                    if let Some(&x) = v.get(i) {
                        p.dense_elem(x, elem_ty);
                    }
                }),
            },
            DenseData::Hex(bytes) => self.dense_hex(bytes, &shape, n, raw),
            DenseData::Strings(s) if s.is_empty() || n == 0 => {}
            DenseData::Strings(s) if s.iter().all(|x| *x == s[0]) => {
                write_escaped(&mut self.out, &s[0])
            }
            DenseData::Strings(s) if s.len() != n => {
                self.nest(&[s.len() as i64], 0, &mut |p, i| {
                    write_escaped(&mut p.out, &s[i])
                })
            }
            DenseData::Strings(s) => self.nest(&shape, 0, &mut |p, i| {
                if let Some(x) = s.get(i) {
                    write_escaped(&mut p.out, x);
                }
            }),
        }
    }

    /// Writes elements nested by `shape`, element `offset` first.
    fn nest(&mut self, shape: &[i64], offset: usize, each: &mut dyn FnMut(&mut Self, usize)) {
        let Some((&d, rest)) = shape.split_first() else {
            return each(self, offset);
        };
        let inner = num_elements(rest);
        self.out.push('[');
        for i in 0..d.max(0) as usize {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.nest(rest, offset + i * inner, each);
        }
        self.out.push(']');
    }

    /// One element without its type; complex elements are `(re,im)`.
    fn dense_elem(&mut self, a: AttrId, elem_ty: Option<TypeId>) {
        match self.ctx.attr(a) {
            AttrData::Array(parts) if parts.len() == 2 => {
                self.out.push('(');
                self.attr_impl(parts[0], super::attrs::Elision::Must);
                self.out.push(',');
                self.attr_impl(parts[1], super::attrs::Elision::Must);
                self.out.push(')');
            }
            AttrData::Integer { value, .. } if elem_ty.is_some() => {
                let t = elem_ty.unwrap_or_else(|| unreachable!("checked by the guard"));
                if is_i1(self.ctx.ty(t)) {
                    let set = !num_traits::Zero::is_zero(value);
                    self.out.push_str(if set { "true" } else { "false" });
                } else {
                    self.int(value, t);
                }
            }
            _ => self.attr_impl(a, super::attrs::Elision::Must),
        }
    }

    /// `dense<"0x...">` input: decoded to elements unless large.
    fn dense_hex(&mut self, bytes: &[u8], shape: &[i64], n: usize, raw: Option<Raw>) {
        let Some(r) = raw else {
            return write_hex_string(&mut self.out, bytes);
        };
        let splat = match r {
            Raw::Bit => n > 1 && bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF),
            _ => bytes.len() == r.bytes(),
        };
        if splat || n == 1 {
            return self.raw_elem(bytes, 0, r);
        }
        let expected = match r {
            Raw::Bit => n.div_ceil(8),
            _ => n.saturating_mul(r.bytes()),
        };
        if bytes.len() != expected {
            // Malformed (the verifier reports it): kept as written.
            return write_hex_string(&mut self.out, bytes);
        }
        let all_same = (1..n).all(|i| raw_slice(bytes, i, r) == raw_slice(bytes, 0, r));
        if n > 0 && all_same {
            return self.raw_elem(bytes, 0, r);
        }
        if n > HEX_THRESHOLD {
            return write_hex_string(&mut self.out, bytes);
        }
        self.nest(shape, 0, &mut |p, i| p.raw_elem(bytes, i, r));
    }

    /// Element `i` of raw little-endian storage.
    fn raw_elem(&mut self, bytes: &[u8], i: usize, r: Raw) {
        let v = raw_slice(bytes, i, r);
        match r {
            Raw::Bit => self.out.push_str(if v != 0 { "true" } else { "false" }),
            Raw::Int(w, unsigned) if w <= 64 => {
                let _ = write!(
                    self.out,
                    "{}",
                    super::attrs::wrap_i128(v as i128, w, unsigned)
                );
            }
            Raw::Int(w, unsigned) => {
                let start = (i * r.bytes()).min(bytes.len());
                let end = (start + r.bytes()).min(bytes.len());
                let big =
                    num_bigint::BigInt::from_bytes_le(num_bigint::Sign::Plus, &bytes[start..end]);
                let _ = write!(self.out, "{}", super::attrs::wrap_big(&big, w, unsigned));
            }
            Raw::Float(k) => super::float::write_float(&mut self.out, k, v),
        }
    }

    /// Raw storage for elements that are all integer or float attributes.
    fn encode(&self, v: &[AttrId], r: Raw) -> Vec<u8> {
        let len = match r {
            Raw::Bit => v.len().div_ceil(8),
            _ => v.len() * r.bytes(),
        };
        let mut out = vec![0u8; len];
        for (i, &a) in v.iter().enumerate() {
            let bits: u128 = match self.ctx.attr(a) {
                AttrData::Integer { value, .. } => low_128_bits(value),
                AttrData::Bool(b) => *b as u128,
                AttrData::Float { bits, .. } => *bits,
                _ => 0,
            };
            match r {
                Raw::Bit => out[i / 8] |= ((bits & 1) as u8) << (i % 8),
                _ => {
                    let nb = r.bytes();
                    let le = bits.to_le_bytes();
                    for (k, b) in out[i * nb..(i + 1) * nb].iter_mut().enumerate() {
                        *b = le.get(k).copied().unwrap_or(0);
                    }
                }
            }
        }
        out
    }
}

/// The two's-complement low 128 bits of `v`.
fn low_128_bits(v: &num_bigint::BigInt) -> u128 {
    if let Some(x) = v.to_i128() {
        return x as u128;
    }
    let m = num_bigint::BigInt::from(1u8) << 128usize;
    let r = ((v % &m) + &m) % &m;
    r.to_u128().unwrap_or(0)
}

/// Elements in a static shape (saturating: a bogus huge shape must not
/// overflow).
fn num_elements(shape: &[i64]) -> usize {
    shape
        .iter()
        .fold(1usize, |n, &d| n.saturating_mul(d.max(0) as usize))
}

/// Reads element `i` of raw storage as an unsigned integer (at most 128 bits).
fn raw_slice(bytes: &[u8], i: usize, r: Raw) -> u128 {
    match r {
        Raw::Bit => {
            let byte = bytes.get(i / 8).copied().unwrap_or(0);
            u128::from((byte >> (i % 8)) & 1)
        }
        _ => {
            let nb = r.bytes();
            let mut v = 0u128;
            for k in (0..nb.min(16)).rev() {
                v = (v << 8) | u128::from(bytes.get(i * nb + k).copied().unwrap_or(0));
            }
            v
        }
    }
}

/// `"0x0102..."` in uppercase hex.
fn write_hex_string(out: &mut String, bytes: &[u8]) {
    out.push_str("\"0x");
    for b in bytes {
        let _ = write!(out, "{b:02X}");
    }
    out.push('"');
}
