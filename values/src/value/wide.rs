//! Integers wider than 128 bits on little-endian `u64` limbs, exact for any
//! width (STYLE.md practice 9). [`WideInt::bits`] exposes the storage as a
//! `bitvec` slice for bit-level access.
//!
//! The operations mirror [`super::fixed`] (same `arith` semantics, same
//! definitions of poison), but they allocate; they are the slow path for
//! odd, wide integers such as `i1000`.

use super::{IntPredicate, ValueError};
use bitvec::prelude::{BitSlice, Lsb0};
use rmlir_vocab::IntBinOp;
use std::cmp::Ordering;

/// A `width`-bit two's-complement integer on `ceil(width / 64)` limbs, least
/// significant first; bits above `width` are always 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct WideInt {
    width: u32,
    limbs: Box<[u64]>,
}

fn limb_count(width: u32) -> usize {
    width.div_ceil(64) as usize
}

impl WideInt {
    /// Zero of the given width (`width >= 1`).
    pub fn zero(width: u32) -> Self {
        WideInt {
            width,
            limbs: vec![0; limb_count(width)].into_boxed_slice(),
        }
    }

    /// Builds from limbs (least significant first), wrapping to `width`.
    pub fn from_limbs(width: u32, src: &[u64]) -> Self {
        let mut v = Self::zero(width);
        for (d, s) in v.limbs.iter_mut().zip(src) {
            *d = *s;
        }
        v.clean();
        v
    }

    /// `x` sign-extended (`signed`) or zero-extended to `width`, then wrapped.
    pub fn from_u128(width: u32, x: u128, signed: bool) -> Self {
        let fill = if signed && (x as i128) < 0 {
            u64::MAX
        } else {
            0
        };
        let mut v = Self::zero(width);
        for (i, l) in v.limbs.iter_mut().enumerate() {
            *l = match i {
                0 => x as u64,
                1 => (x >> 64) as u64,
                _ => fill,
            };
        }
        v.clean();
        v
    }

    /// The bit width.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The limbs, least significant first.
    pub fn limbs(&self) -> &[u64] {
        &self.limbs
    }

    /// The `width` bits, least significant first.
    pub fn bits(&self) -> &BitSlice<u64, Lsb0> {
        &BitSlice::<u64, Lsb0>::from_slice(&self.limbs)[..self.width as usize]
    }

    /// The low 128 bits.
    pub fn low_u128(&self) -> u128 {
        let hi = self.limbs.get(1).copied().unwrap_or(0);
        (self.limbs[0] as u128) | ((hi as u128) << 64)
    }

    /// Bit `i` (`i < width`).
    pub fn bit(&self, i: u32) -> bool {
        self.limbs[(i / 64) as usize] >> (i % 64) & 1 == 1
    }

    /// The sign bit.
    pub fn is_negative(&self) -> bool {
        self.bit(self.width - 1)
    }

    /// Whether every bit is 0.
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }

    fn clean(&mut self) {
        let r = self.width % 64;
        if r != 0 {
            let last = self.limbs.len() - 1;
            self.limbs[last] &= (1u64 << r) - 1;
        }
    }

    /// Unsigned comparison.
    pub fn cmp_unsigned(&self, o: &Self) -> Ordering {
        self.limbs.iter().rev().cmp(o.limbs.iter().rev())
    }

    /// Signed comparison.
    pub fn cmp_signed(&self, o: &Self) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.cmp_unsigned(o),
        }
    }

    /// Wrapping sum.
    pub fn add(&self, o: &Self) -> Self {
        let mut r = self.clone();
        let mut carry = false;
        for (d, s) in r.limbs.iter_mut().zip(o.limbs.iter()) {
            let (x, c1) = d.overflowing_add(*s);
            let (y, c2) = x.overflowing_add(carry as u64);
            *d = y;
            carry = c1 || c2;
        }
        r.clean();
        r
    }

    /// Bitwise complement within `width`.
    pub fn not(&self) -> Self {
        let mut r = self.clone();
        r.limbs.iter_mut().for_each(|l| *l = !*l);
        r.clean();
        r
    }

    /// Two's-complement negation (wrapping).
    pub fn neg(&self) -> Self {
        self.not().add(&Self::from_u128(self.width, 1, false))
    }

    /// Wrapping difference.
    pub fn sub(&self, o: &Self) -> Self {
        let mut r = self.clone();
        sub_in_place(&mut r.limbs, &o.limbs);
        r.clean();
        r
    }

    /// Wrapping product, truncated to `width`: `num-bigint`'s (Karatsuba
    /// and Toom-3 on long operands, schoolbook on short ones), whose cost
    /// at `i16777215` is a fraction of a second where a schoolbook loop over
    /// every limb took minutes; the high half it also computes is dropped.
    pub fn mul(&self, o: &Self) -> Self {
        let p = to_biguint(&self.limbs) * to_biguint(&o.limbs);
        Self::from_limbs(self.width, &p.to_u64_digits())
    }

    /// About how many limb operations [`Self::mul`] takes at `width`
    /// (Karatsuba's `n^1.585`), for callers that bound a chain of products.
    pub fn mul_work(width: u32) -> u64 {
        (limb_count(width) as f64).powf(1.585).ceil() as u64
    }

    fn zip_with(&self, o: &Self, f: impl Fn(u64, u64) -> u64) -> Self {
        let mut r = self.clone();
        for (d, s) in r.limbs.iter_mut().zip(o.limbs.iter()) {
            *d = f(*d, *s);
        }
        r
    }

    /// Logical left shift by `s < width` bits.
    pub fn shl(&self, s: u32) -> Self {
        let mut r = Self::zero(self.width);
        let (ls, bs) = ((s / 64) as usize, s % 64);
        for i in (ls..r.limbs.len()).rev() {
            let lo = self.limbs[i - ls];
            let below = if bs > 0 && i > ls {
                self.limbs[i - ls - 1] >> (64 - bs)
            } else {
                0
            };
            r.limbs[i] = (lo << bs) | below;
        }
        r.clean();
        r
    }

    /// Logical right shift by `s < width` bits.
    pub fn lshr(&self, s: u32) -> Self {
        let mut r = Self::zero(self.width);
        let (ls, bs) = ((s / 64) as usize, s % 64);
        let n = self.limbs.len();
        for i in 0..n - ls {
            let hi = self.limbs[i + ls];
            let above = if bs > 0 && i + ls + 1 < n {
                self.limbs[i + ls + 1] << (64 - bs)
            } else {
                0
            };
            r.limbs[i] = (hi >> bs) | above;
        }
        r
    }

    /// Arithmetic right shift by `s < width` bits.
    pub fn ashr(&self, s: u32) -> Self {
        let r = self.lshr(s);
        if !self.is_negative() || s == 0 {
            return r;
        }
        let fill = Self::all_ones(self.width).shl(self.width - s);
        r.zip_with(&fill, |a, b| a | b)
    }

    fn all_ones(width: u32) -> Self {
        Self::zero(width).not()
    }

    /// Unsigned quotient and remainder; `None` when `d` is zero. Knuth's
    /// long division on 64-bit limbs (through `num-bigint`), whose cost is
    /// the quotient's limbs times the divisor's: linear for the common
    /// small divisor, where the former bit-at-a-time loop took
    /// width × limbs steps (hours at i16777215).
    pub fn udivrem(&self, d: &Self) -> Option<(Self, Self)> {
        if d.is_zero() {
            return None;
        }
        let (a, b) = (to_biguint(&self.limbs), to_biguint(&d.limbs));
        let (q, r) = num_integer::Integer::div_rem(&a, &b);
        Some((
            Self::from_limbs(self.width, &q.to_u64_digits()),
            Self::from_limbs(self.width, &r.to_u64_digits()),
        ))
    }

    /// Limbs up to and including the highest nonzero one.
    fn used_limbs(&self) -> u64 {
        self.limbs
            .iter()
            .rposition(|&l| l != 0)
            .map_or(0, |i| i as u64 + 1)
    }

    /// Refuses a division whose cost would pass [`MAX_DIV_WORK`].
    fn check_div_work(a: &Self, b: &Self) -> Result<(), ValueError> {
        let (n, m) = (a.used_limbs(), b.used_limbs().max(1));
        let work = n.saturating_sub(m).saturating_add(1).saturating_mul(m);
        if work > MAX_DIV_WORK {
            return Err(ValueError::TooWide(a.width));
        }
        Ok(())
    }

    /// Applies `op`; both operands must have the same width.
    pub fn binop(op: IntBinOp, a: &Self, b: &Self) -> Result<Self, ValueError> {
        use IntBinOp::*;
        Ok(match op {
            Add => a.add(b),
            Sub => a.sub(b),
            Mul => a.mul(b),
            And => a.zip_with(b, |x, y| x & y),
            Or => a.zip_with(b, |x, y| x | y),
            Xor => a.zip_with(b, |x, y| x ^ y),
            DivU | RemU | CeilDivU => unsigned_div(op, a, b)?,
            DivS | RemS | CeilDivS | FloorDivS => signed_div(op, a, b)?,
            Shl | ShrS | ShrU => shift(op, a, b),
            MaxS => pick(a, b, a.cmp_signed(b) != Ordering::Less),
            MinS => pick(a, b, a.cmp_signed(b) != Ordering::Greater),
            MaxU => pick(a, b, a.cmp_unsigned(b) != Ordering::Less),
            MinU => pick(a, b, a.cmp_unsigned(b) != Ordering::Greater),
        })
    }

    /// Evaluates a `cmpi` predicate.
    pub fn cmp(pred: IntPredicate, a: &Self, b: &Self) -> bool {
        pred.holds(a.cmp_signed(b), a.cmp_unsigned(b))
    }

    /// The absolute value, wrapping (`abs(MIN) == MIN`).
    pub fn abs(&self) -> Self {
        if self.is_negative() {
            self.neg()
        } else {
            self.clone()
        }
    }

    /// Sign- or zero-extends, or truncates, to `to` bits.
    pub fn resize(&self, to: u32, signed: bool) -> Self {
        let mut r = Self::from_limbs(to, &self.limbs);
        if signed && self.is_negative() && to > self.width {
            let fill = Self::all_ones(to).shl(self.width);
            r = r.zip_with(&fill, |a, b| a | b);
        }
        r
    }

    /// Whether the value is at most `limit` (unsigned).
    pub fn le_u64(&self, limit: u64) -> bool {
        self.limbs[1..].iter().all(|&l| l == 0) && self.limbs[0] <= limit
    }

    /// Index of the highest set bit plus one (0 for zero).
    pub fn bit_len(&self) -> u32 {
        for (i, l) in self.limbs.iter().enumerate().rev() {
            if *l != 0 {
                return i as u32 * 64 + 64 - l.leading_zeros();
            }
        }
        0
    }
}

/// `a -= b` over `a.len()` limbs, wrapping.
fn sub_in_place(a: &mut [u64], b: &[u64]) {
    let mut borrow = false;
    for (i, d) in a.iter_mut().enumerate() {
        let s = b.get(i).copied().unwrap_or(0);
        let (x, b1) = d.overflowing_sub(s);
        let (y, b2) = x.overflowing_sub(borrow as u64);
        *d = y;
        borrow = b1 || b2;
    }
}

fn pick(a: &WideInt, b: &WideInt, first: bool) -> WideInt {
    if first {
        a.clone()
    } else {
        b.clone()
    }
}

/// The most limb operations one wide division may take (about a second).
pub const MAX_DIV_WORK: u64 = 1 << 32;

fn to_biguint(limbs: &[u64]) -> num_bigint::BigUint {
    let digits: Vec<u32> = limbs
        .iter()
        .flat_map(|&l| [l as u32, (l >> 32) as u32])
        .collect();
    num_bigint::BigUint::new(digits)
}

fn unsigned_div(op: IntBinOp, a: &WideInt, b: &WideInt) -> Result<WideInt, ValueError> {
    WideInt::check_div_work(a, b)?;
    let (q, r) = a.udivrem(b).ok_or(ValueError::DivisionByZero)?;
    Ok(match op {
        IntBinOp::DivU => q,
        IntBinOp::RemU => r,
        _ if r.is_zero() => q,
        _ => q.add(&WideInt::from_u128(a.width, 1, false)),
    })
}

fn signed_div(op: IntBinOp, a: &WideInt, b: &WideInt) -> Result<WideInt, ValueError> {
    if b.is_zero() {
        return Err(ValueError::DivisionByZero);
    }
    let min = WideInt::from_u128(a.width, 1, false).shl(a.width - 1);
    if *a == min && *b == WideInt::all_ones(a.width) {
        // `remsi` defines `MIN % -1` (0); the quotients overflow.
        if op == IntBinOp::RemS {
            return Ok(WideInt::from_u128(a.width, 0, false));
        }
        return Err(ValueError::SignedOverflow);
    }
    WideInt::check_div_work(&a.abs(), &b.abs())?;
    let (na, nb) = (a.is_negative(), b.is_negative());
    let (q, r) = a
        .abs()
        .udivrem(&b.abs())
        .ok_or(ValueError::DivisionByZero)?;
    let q = if na != nb { q.neg() } else { q };
    let r = if na { r.neg() } else { r };
    let one = WideInt::from_u128(a.width, 1, false);
    Ok(match op {
        IntBinOp::DivS => q,
        IntBinOp::RemS => r,
        IntBinOp::CeilDivS if !r.is_zero() && na == nb => q.add(&one),
        IntBinOp::FloorDivS if !r.is_zero() && na != nb => q.sub(&one),
        _ => q,
    })
}

/// Shifts; an amount `>= width` gives 0 (`shli`, `shrui`) or the sign fill
/// (`shrsi`), as in [`super::fixed`].
fn shift(op: IntBinOp, a: &WideInt, b: &WideInt) -> WideInt {
    if !b.le_u64(a.width as u64 - 1) {
        return match op {
            IntBinOp::ShrS if a.is_negative() => WideInt::all_ones(a.width),
            _ => WideInt::zero(a.width),
        };
    }
    let s = b.limbs[0] as u32;
    match op {
        IntBinOp::Shl => a.shl(s),
        IntBinOp::ShrU => a.lshr(s),
        _ => a.ashr(s),
    }
}
