//! Integer semantics for widths that fit a machine word: `u64` for 1..=64
//! bits ([`narrow`], the interpreter's hot path) and `u128` for 65..=128 bits
//! ([`mid`]) (STYLE.md practice 9).
//!
//! Values are stored zero-extended: bits above `width` are always 0 on input
//! and output. The semantics follow the `arith` dialect
//! (<https://mlir.llvm.org/docs/Dialects/ArithOps/>); see the parent module
//! for how poison and undefined behaviour are defined here.

use super::{IntPredicate, ValueError};
use rmlir_vocab::IntBinOp;

macro_rules! fixed_width_ops {
    ($(#[$doc:meta])* $name:ident, $u:ty, $i:ty) => {
        $(#[$doc])*
        pub mod $name {
            use super::*;

            /// Bits in the storage word.
            pub const BITS: u32 = <$u>::BITS;

            /// All-ones mask of `width` bits (`width` in `1..=BITS`).
            #[inline]
            pub fn mask(width: u32) -> $u {
                if width >= BITS {
                    <$u>::MAX
                } else {
                    ((1 as $u) << width) - 1
                }
            }

            /// Reads the low `width` bits of `x` as a signed number.
            #[inline]
            pub fn sext(x: $u, width: u32) -> $i {
                // `i0` (allowed by MLIR) holds only 0; `max(1)` keeps the
                // shift in range for it.
                let sh = BITS - width.max(1);
                ((x << sh) as $i) >> sh
            }

            /// Wraps a signed number into `width` bits.
            #[inline]
            pub fn from_signed(v: $i, width: u32) -> $u {
                (v as $u) & mask(width)
            }

            /// The most negative `width`-bit number.
            #[inline]
            pub fn signed_min(width: u32) -> $i {
                sext((1 as $u) << (width - 1), width)
            }

            /// The most positive `width`-bit number.
            #[inline]
            pub fn signed_max(width: u32) -> $i {
                (mask(width) >> 1) as $i
            }

            /// Sign-extends `x` from `from` bits to `to` bits (`to >= from`).
            #[inline]
            pub fn extsi(x: $u, from: u32, to: u32) -> $u {
                from_signed(sext(x, from), to)
            }

            /// Truncates `x` to `to` bits.
            #[inline]
            pub fn trunci(x: $u, to: u32) -> $u {
                x & mask(to)
            }

            /// Applies `op` to two `width`-bit operands.
            #[inline]
            pub fn binop(op: IntBinOp, a: $u, b: $u, width: u32) -> Result<$u, ValueError> {
                use IntBinOp::*;
                let m = mask(width);
                Ok(match op {
                    Add => a.wrapping_add(b) & m,
                    Sub => a.wrapping_sub(b) & m,
                    Mul => a.wrapping_mul(b) & m,
                    And => a & b,
                    Or => a | b,
                    Xor => a ^ b,
                    DivU | RemU | CeilDivU => unsigned_div(op, a, b)?,
                    DivS | RemS | CeilDivS | FloorDivS => signed_div(op, a, b, width)?,
                    Shl | ShrS | ShrU => shift(op, a, b, width),
                    MaxS => if sext(a, width) >= sext(b, width) { a } else { b },
                    MinS => if sext(a, width) <= sext(b, width) { a } else { b },
                    MaxU => a.max(b),
                    MinU => a.min(b),
                })
            }

            #[inline]
            fn unsigned_div(op: IntBinOp, a: $u, b: $u) -> Result<$u, ValueError> {
                if b == 0 {
                    return Err(ValueError::DivisionByZero);
                }
                Ok(match op {
                    IntBinOp::DivU => a / b,
                    IntBinOp::RemU => a % b,
                    _ => a / b + (a % b != 0) as $u,
                })
            }

            #[inline]
            fn signed_div(op: IntBinOp, a: $u, b: $u, width: u32) -> Result<$u, ValueError> {
                let (sa, sb) = (sext(a, width), sext(b, width));
                if sb == 0 {
                    return Err(ValueError::DivisionByZero);
                }
                if sa == signed_min(width) && sb == -1 {
                    // `remsi` defines `MIN % -1` as 0 (its spec makes only
                    // division by zero undefined, and its folder gives 0).
                    // At one bit, -1 / -1 wraps to -1: LLVM folds an `i1`
                    // division to its dividend (its only defined divisor is
                    // -1), and upstream's tests print that. Wider, the
                    // quotient overflows: undefined, and a trap on x86.
                    if op == IntBinOp::RemS {
                        return Ok(0);
                    }
                    if width == 1 {
                        return Ok(a);
                    }
                    return Err(ValueError::SignedOverflow);
                }
                let (q, r) = (sa / sb, sa % sb);
                let v = match op {
                    IntBinOp::DivS => q,
                    IntBinOp::RemS => r,
                    IntBinOp::CeilDivS if r != 0 && (sa < 0) == (sb < 0) => q + 1,
                    IntBinOp::FloorDivS if r != 0 && (sa < 0) != (sb < 0) => q - 1,
                    _ => q,
                };
                Ok(from_signed(v, width))
            }

            /// Shifts; an amount `>= width` (poison upstream) gives 0 for
            /// `shli`/`shrui` and the sign fill for `shrsi`.
            #[inline]
            fn shift(op: IntBinOp, a: $u, b: $u, width: u32) -> $u {
                let m = mask(width);
                let sa = sext(a, width);
                if b >= width as $u {
                    return match op {
                        IntBinOp::ShrS if sa < 0 => m,
                        _ => 0,
                    };
                }
                let s = b as u32;
                match op {
                    IntBinOp::Shl => (a << s) & m,
                    IntBinOp::ShrU => a >> s,
                    _ => from_signed(sa >> s, width),
                }
            }

            /// Evaluates a `cmpi` predicate on two `width`-bit operands.
            #[inline]
            pub fn cmp(pred: IntPredicate, a: $u, b: $u, width: u32) -> bool {
                use IntPredicate::*;
                let (sa, sb) = (sext(a, width), sext(b, width));
                match pred {
                    Eq => a == b,
                    Ne => a != b,
                    Slt => sa < sb,
                    Sle => sa <= sb,
                    Sgt => sa > sb,
                    Sge => sa >= sb,
                    Ult => a < b,
                    Ule => a <= b,
                    Ugt => a > b,
                    Uge => a >= b,
                }
            }

            /// `math.absi`: the absolute value, wrapping (`abs(MIN) == MIN`).
            #[inline]
            pub fn absi(a: $u, width: u32) -> $u {
                from_signed(sext(a, width).wrapping_abs(), width)
            }
        }
    };
}

fixed_width_ops!(
    /// Integers of 1 to 64 bits on `u64`: the allocation-free fast path.
    narrow,
    u64,
    i64
);
fixed_width_ops!(
    /// Integers of 65 to 128 bits on `u128`.
    mid,
    u128,
    i128
);
