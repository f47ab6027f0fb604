//! The register representation of simulated values: [`Scalar`] (`Copy`,
//! 16 bytes, no allocation) for integers up to 64 bits, `index` and floats;
//! [`Value`] adds 65–128-bit integers, wider integers and vectors
//! (shape + flat row-major elements, as `vector` types are laid out).

use super::fixed::{mid, narrow};
use super::float::{f64_to_bf16, f64_to_f16};
use super::mini;
use super::wide::WideInt;
use super::ValueError;
use half::{bf16, f16};
use num_bigint::{BigInt, BigUint, Sign};
use rmlir_ir::types::FloatKind;

/// A scalar that fits in 16 bytes and is `Copy`: the interpreter's common
/// register contents.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Scalar {
    /// An integer of 1 to 64 bits, zero-extended in `bits`.
    Int {
        /// The `width` low bits; the rest are 0.
        bits: u64,
        /// Bit width, `1..=64`.
        width: u32,
    },
    /// An `index` (64-bit in this simulator).
    Index(i64),
    /// `f16`.
    F16(f16),
    /// `bf16`.
    BF16(bf16),
    /// `f32`.
    F32(f32),
    /// `f64`.
    F64(f64),
    /// A 4-, 6- or 8-bit float, as its raw encoding (see [`super::mini`]).
    Mini {
        /// The format.
        kind: FloatKind,
        /// The encoding, in the low bits.
        bits: u8,
    },
}

/// The type of a scalar, as the interpreter's instruction stream names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// `iN` (signless; signedness comes from the op).
    Int(u32),
    /// `index`.
    Index,
    /// A float type.
    Float(FloatKind),
}

impl ScalarType {
    /// Storage width in bits (64 for `index`).
    pub fn bit_width(self) -> u32 {
        match self {
            ScalarType::Int(w) => w,
            ScalarType::Index => 64,
            ScalarType::Float(k) => k.width(),
        }
    }
}

impl Scalar {
    /// A `width`-bit integer (`width <= 64`) from any `u64`, wrapped.
    #[inline]
    pub fn int(width: u32, bits: u64) -> Self {
        Scalar::Int {
            bits: bits & narrow::mask(width),
            width,
        }
    }

    /// An `i1` from a bool.
    #[inline]
    pub fn bool(b: bool) -> Self {
        Scalar::Int {
            bits: b as u64,
            width: 1,
        }
    }

    /// The float kind, for float scalars.
    pub fn float_kind(&self) -> Option<FloatKind> {
        Some(match self {
            Scalar::F16(_) => FloatKind::F16,
            Scalar::BF16(_) => FloatKind::BF16,
            Scalar::F32(_) => FloatKind::F32,
            Scalar::F64(_) => FloatKind::F64,
            Scalar::Mini { kind, .. } => *kind,
            _ => return None,
        })
    }

    /// The value of a float scalar, widened exactly to `f64`.
    #[inline]
    pub fn as_f64(&self) -> Option<f64> {
        Some(match *self {
            Scalar::F16(f) => f.to_f64(),
            Scalar::BF16(f) => f.to_f64(),
            Scalar::F32(f) => f as f64,
            Scalar::F64(f) => f,
            Scalar::Mini { kind, bits } => return mini::decode(kind, bits),
            _ => return None,
        })
    }

    /// The raw encoding of a float scalar.
    pub fn float_bits(&self) -> Option<u128> {
        Some(match *self {
            Scalar::F16(f) => f.to_bits() as u128,
            Scalar::BF16(f) => f.to_bits() as u128,
            Scalar::F32(f) => f.to_bits() as u128,
            Scalar::F64(f) => f.to_bits() as u128,
            Scalar::Mini { bits, .. } => bits as u128,
            _ => return None,
        })
    }

    /// The type of this scalar.
    pub fn ty(&self) -> ScalarType {
        match *self {
            Scalar::Int { width, .. } => ScalarType::Int(width),
            Scalar::Index(_) => ScalarType::Index,
            _ => ScalarType::Float(self.float_kind().unwrap_or(FloatKind::F64)),
        }
    }
}

/// A vector value: static shape and row-major elements (all scalars of one
/// type). A 0-D vector has an empty shape and one element.
#[derive(Debug, PartialEq)]
pub struct VectorValue {
    shape: Vec<u64>,
    elems: Vec<Value>,
}

impl Clone for VectorValue {
    fn clone(&self) -> Self {
        VectorValue {
            shape: self.shape.clone(),
            elems: self.elems.clone(),
        }
    }

    /// Copies `src` into this vector's own buffers when they are large
    /// enough (a register overwritten by a vector of its shape allocates
    /// nothing).
    fn clone_from(&mut self, src: &Self) {
        self.shape.clone_from(&src.shape);
        self.elems.clone_from(&src.elems);
    }
}

impl VectorValue {
    /// Builds a vector; the element count must equal the shape's product.
    pub fn new(shape: Vec<u64>, elems: Vec<Value>) -> Result<Self, ValueError> {
        let n: u64 = shape.iter().product();
        if n != elems.len() as u64 || elems.iter().any(|e| matches!(e, Value::Vector(_))) {
            return Err(ValueError::ShapeMismatch);
        }
        Ok(VectorValue { shape, elems })
    }

    /// The dimension sizes.
    pub fn shape(&self) -> &[u64] {
        &self.shape
    }

    /// The elements in row-major order.
    pub fn elements(&self) -> &[Value] {
        &self.elems
    }

    /// Same shape, new elements.
    pub(crate) fn with_elements(&self, elems: Vec<Value>) -> Self {
        VectorValue {
            shape: self.shape.clone(),
            elems,
        }
    }

    /// Overwrites lane `i` with `f(i)` for every lane in order, in place:
    /// a result of this vector's shape written over the vector it
    /// replaces, without allocating. The lanes are scalars, so the vector
    /// stays well formed; at the first error the lanes before it have
    /// been overwritten already and the rest have not, so a caller that
    /// must not show a half-written vector passes one nothing else reads.
    pub fn try_fill_lanes<E>(
        &mut self,
        mut f: impl FnMut(usize) -> Result<Scalar, E>,
    ) -> Result<(), E> {
        for (i, e) in self.elems.iter_mut().enumerate() {
            let s = f(i)?;
            match e {
                // The common case, with nothing to drop.
                Value::Scalar(lane) => *lane = s,
                _ => *e = Value::Scalar(s),
            }
        }
        Ok(())
    }

    /// Same shape, lane `i` set to `f(i)`, stopping at the first error.
    /// The lanes are collected into one allocation of the right size (an
    /// iterator of `Result`s gives no size hint, so collecting one grows
    /// and moves the lanes).
    pub(crate) fn try_map_lanes(
        &self,
        mut f: impl FnMut(usize) -> Result<Value, ValueError>,
    ) -> Result<Self, ValueError> {
        let mut elems = Vec::with_capacity(self.elems.len());
        for i in 0..self.elems.len() {
            elems.push(f(i)?);
        }
        Ok(self.with_elements(elems))
    }
}

/// Any simulated value.
#[derive(Debug, PartialEq)]
pub enum Value {
    /// Integers up to 64 bits, `index`, floats.
    Scalar(Scalar),
    /// An integer of 65 to 128 bits, zero-extended in `bits`.
    I128 {
        /// The `width` low bits; the rest are 0.
        bits: u128,
        /// Bit width, `65..=128`.
        width: u32,
    },
    /// An integer wider than 128 bits.
    Wide(WideInt),
    /// A vector.
    Vector(VectorValue),
}

impl Clone for Value {
    fn clone(&self) -> Self {
        match self {
            Value::Scalar(s) => Value::Scalar(*s),
            Value::I128 { bits, width } => Value::I128 {
                bits: *bits,
                width: *width,
            },
            Value::Wide(w) => Value::Wide(w.clone()),
            Value::Vector(v) => Value::Vector(v.clone()),
        }
    }

    /// A scalar copied over a scalar, and a vector's lanes into a vector's
    /// buffers (a vector register copied into one of its shape, lane by
    /// lane, allocates and frees nothing).
    fn clone_from(&mut self, src: &Self) {
        match (self, src) {
            (Value::Scalar(d), Value::Scalar(s)) => *d = *s,
            (Value::Vector(d), Value::Vector(s)) => d.clone_from(s),
            (d, s) => *d = s.clone(),
        }
    }
}

impl From<Scalar> for Value {
    fn from(s: Scalar) -> Self {
        Value::Scalar(s)
    }
}

impl Value {
    /// A `width`-bit integer from its low 128 bits; `signed` sign-extends
    /// `x` (read as `i128`) when `width > 128`.
    pub fn int(width: u32, x: u128, signed: bool) -> Self {
        match width {
            0..=64 => Scalar::int(width, x as u64).into(),
            65..=128 => Value::I128 {
                bits: x & mid::mask(width),
                width,
            },
            _ => Value::Wide(WideInt::from_u128(width, x, signed)),
        }
    }

    /// A `width`-bit integer from any wide integer, choosing the narrowest
    /// representation.
    pub fn from_wide(w: WideInt) -> Self {
        if w.width() <= 128 {
            Value::int(w.width(), w.low_u128(), false)
        } else {
            Value::Wide(w)
        }
    }

    /// A `width`-bit integer from an arbitrary-precision integer (an
    /// `IntegerAttr`'s value), wrapped modulo `2^width`.
    pub fn from_bigint(width: u32, v: &BigInt) -> Self {
        let (sign, mag) = v.to_u64_digits();
        let w = WideInt::from_limbs(width.max(1), &mag);
        Value::from_wide(if sign == Sign::Minus { w.neg() } else { w })
    }

    /// The integer read as signed (`signed`) or unsigned, exactly.
    pub fn to_bigint(&self, signed: bool) -> Option<BigInt> {
        let w = self.to_wide()?;
        let mag = BigInt::from(BigUint::new(limbs_u32(w.limbs())));
        if signed && w.is_negative() {
            Some(mag - (BigInt::from(1) << w.width()))
        } else {
            Some(mag)
        }
    }

    /// An integer (or index, as 64 bits) as a [`WideInt`] of its width.
    pub fn to_wide(&self) -> Option<WideInt> {
        Some(match self {
            Value::Scalar(Scalar::Int { bits, width }) => {
                WideInt::from_u128(*width, *bits as u128, false)
            }
            Value::Scalar(Scalar::Index(i)) => WideInt::from_u128(64, *i as u64 as u128, false),
            Value::I128 { bits, width } => WideInt::from_u128(*width, *bits, false),
            Value::Wide(w) => w.clone(),
            _ => return None,
        })
    }

    /// The bits of an integer of at most 128 bits (or index), zero-extended;
    /// `None` for wide integers, floats and vectors. Does not allocate.
    pub fn low_bits(&self) -> Option<u128> {
        match self {
            Value::Scalar(Scalar::Int { bits, .. }) => Some(*bits as u128),
            Value::Scalar(Scalar::Index(i)) => Some(*i as u64 as u128),
            Value::I128 { bits, .. } => Some(*bits),
            _ => None,
        }
    }

    /// The raw bit pattern of a scalar of at most 128 bits (integer,
    /// `index` or float), zero-extended: what a memory model stores.
    pub fn raw_bits(&self) -> Option<u128> {
        match self {
            Value::Scalar(s) if s.float_kind().is_some() => s.float_bits(),
            _ => self.low_bits(),
        }
    }

    /// The value of type `ty` whose raw bit pattern is `bits` (wrapped to
    /// the type's width): the inverse of [`Value::raw_bits`].
    pub fn from_raw_bits(ty: ScalarType, bits: u128) -> Result<Self, ValueError> {
        match ty {
            ScalarType::Int(w) => Ok(Value::int(w, bits, false)),
            ScalarType::Index => Ok(Scalar::Index(bits as u64 as i64).into()),
            ScalarType::Float(k) => Value::float_from_bits(k, bits),
        }
    }

    /// The bit width of an integer value (64 for `index`).
    pub fn int_width(&self) -> Option<u32> {
        match self {
            Value::Scalar(Scalar::Int { width, .. }) | Value::I128 { width, .. } => Some(*width),
            Value::Scalar(Scalar::Index(_)) => Some(64),
            Value::Wide(w) => Some(w.width()),
            _ => None,
        }
    }

    /// The scalar, if this is one.
    pub fn as_scalar(&self) -> Option<Scalar> {
        match self {
            Value::Scalar(s) => Some(*s),
            _ => None,
        }
    }

    /// A float of `kind` from its raw encoding (a `FloatAttr`'s bits).
    pub fn float_from_bits(kind: FloatKind, bits: u128) -> Result<Self, ValueError> {
        float_from_bits(bits, kind).map(Value::Scalar)
    }

    /// A float of `kind` nearest to `x` (round to nearest even).
    pub fn float_from_f64(kind: FloatKind, x: f64) -> Result<Self, ValueError> {
        float_from_f64(x, kind).map(Value::Scalar)
    }
}

fn limbs_u32(limbs: &[u64]) -> Vec<u32> {
    limbs
        .iter()
        .flat_map(|l| [*l as u32, (*l >> 32) as u32])
        .collect()
}

/// Correctly rounds an `f64` to `kind` (`truncf`, and constants).
pub fn float_from_f64(x: f64, kind: FloatKind) -> Result<Scalar, ValueError> {
    Ok(match kind {
        FloatKind::F64 => Scalar::F64(x),
        FloatKind::F32 => Scalar::F32(x as f32),
        FloatKind::F16 => Scalar::F16(f64_to_f16(x)),
        FloatKind::BF16 => Scalar::BF16(f64_to_bf16(x)),
        k => Scalar::Mini {
            kind: k,
            bits: mini::encode(k, x).ok_or(ValueError::UnsupportedFloat(k))?,
        },
    })
}

/// A float from its raw encoding in `kind`'s format.
pub fn float_from_bits(bits: u128, kind: FloatKind) -> Result<Scalar, ValueError> {
    Ok(match kind {
        FloatKind::F64 => Scalar::F64(f64::from_bits(bits as u64)),
        FloatKind::F32 => Scalar::F32(f32::from_bits(bits as u32)),
        FloatKind::F16 => Scalar::F16(f16::from_bits(bits as u16)),
        FloatKind::BF16 => Scalar::BF16(bf16::from_bits(bits as u16)),
        k if mini::is_mini(k) => Scalar::Mini {
            kind: k,
            bits: (bits & ((1 << k.width()) - 1)) as u8,
        },
        k => return Err(ValueError::UnsupportedFloat(k)),
    })
}
