//! Every integer op at widths 1, 7, 13, 33, 64, 65, 128, 129 and 1000
//! against `num-bigint` arithmetic, the independent reference
//! (STYLE.md practice 9). Operands mix random bit patterns with the edge
//! values 0, 1, -1, MIN and MAX.

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, ToPrimitive, Zero};
use proptest::prelude::*;
use rmlir_ir::registry::{CastOp, IntBinOp};
use rmlir_ir::types::FloatKind;
use rmlir_values::value::{self, IntPredicate, Scalar, ScalarType, Value, ValueError};

const WIDTHS: [u32; 9] = [1, 7, 13, 33, 64, 65, 128, 129, 1000];

fn modulus(w: u32) -> BigInt {
    BigInt::one() << w
}

/// Reads `u` (`0 <= u < 2^w`) as a signed `w`-bit number.
fn signed(u: &BigInt, w: u32) -> BigInt {
    if u >= &(modulus(w) >> 1) {
        u - modulus(w)
    } else {
        u.clone()
    }
}

fn wrap(v: BigInt, w: u32) -> BigInt {
    v.mod_floor(&modulus(w))
}

/// An operand: random bits or an edge value, as an unsigned `w`-bit number.
fn operand(w: u32) -> impl Strategy<Value = BigInt> {
    let m = modulus(w);
    let m2 = m.clone();
    prop_oneof![
        3 => prop::collection::vec(any::<u32>(), 32)
            .prop_map(move |d| BigInt::from(BigUint::new(d)).mod_floor(&m)),
        1 => (0u32..6).prop_map(move |k| match k {
            0 => BigInt::zero(),
            1 => BigInt::one(),
            2 => &m2 - 1,                    // -1
            3 => &m2 >> 1,                   // MIN
            4 => (&m2 >> 1) - 1,             // MAX
            _ => BigInt::from(2u8).min(&m2 - 1),
        }),
        1 => (0u64..2000).prop_map(move |k| wrap(BigInt::from(k), w)),
    ]
}

fn width_and_two() -> impl Strategy<Value = (u32, BigInt, BigInt)> {
    prop::sample::select(WIDTHS.to_vec()).prop_flat_map(|w| (Just(w), operand(w), operand(w)))
}

/// The `f64` nearest the integer `x`, ties to even. num-bigint's own
/// `to_f64` is one ulp off for some values just past a tie (the `i129`
/// 340282366998213946326438278208968923342 reads as
/// 3.402823669982139e38, 1.9e9 farther than 3.40282366998214e38), so it
/// only gives the candidate: it and its two neighbours are compared by
/// their exact distance to `x`.
fn nearest_f64(x: &BigInt) -> f64 {
    let c = x.to_f64().unwrap();
    let exact = |f: f64| match f.is_infinite() {
        // Rounding puts infinity where 2^1024 would be.
        true => BigInt::one() << 1024usize,
        false => num_traits::FromPrimitive::from_f64(f.abs()).unwrap(),
    } * if f < 0.0 { -1 } else { 1 };
    nearest([c.next_down(), c, c.next_up()], x, exact, |f| {
        f.to_bits() & 1 == 1
    })
}

/// The `f32` nearest the integer `x`, ties to even (as [`nearest_f64`]).
fn nearest_f32(x: &BigInt) -> f32 {
    let c = x.to_f32().unwrap();
    let exact = |f: f32| match f.is_infinite() {
        true => BigInt::one() << 128usize,
        false => num_traits::FromPrimitive::from_f32(f.abs()).unwrap(),
    } * if f < 0.0 { -1 } else { 1 };
    nearest([c.next_down(), c, c.next_up()], x, exact, |f| {
        f.to_bits() & 1 == 1
    })
}

/// Of three consecutive floats (integers, or `x` itself when it is
/// exact), the one nearest `x`, ties to the even significand.
fn nearest<F: Copy>(
    cands: [F; 3],
    x: &BigInt,
    exact: impl Fn(F) -> BigInt,
    odd: impl Fn(F) -> bool,
) -> F {
    if &exact(cands[1]) == x {
        return cands[1];
    }
    let dist = |f: F| (exact(f) - x).magnitude().clone();
    let mut best = cands[1];
    for c in [cands[0], cands[2]] {
        let (dc, db) = (dist(c), dist(best));
        if dc < db || (dc == db && odd(best) && !odd(c)) {
            best = c;
        }
    }
    best
}

fn val(w: u32, x: &BigInt) -> Value {
    Value::from_bigint(w, x)
}

fn unsigned_of(v: &Value) -> BigInt {
    v.to_bigint(false).expect("integer")
}

/// The reference result of `op`, or the error it must report.
fn reference(op: IntBinOp, w: u32, a: &BigInt, b: &BigInt) -> Result<BigInt, ValueError> {
    use IntBinOp::*;
    let (sa, sb) = (signed(a, w), signed(b, w));
    let min: BigInt = -(modulus(w) >> 1usize);
    let div_by_zero = matches!(
        op,
        DivS | DivU | RemS | RemU | CeilDivS | CeilDivU | FloorDivS
    ) && b.is_zero();
    if div_by_zero {
        return Err(ValueError::DivisionByZero);
    }
    let overflow =
        matches!(op, DivS | RemS | CeilDivS | FloorDivS) && sa == min && sb == -BigInt::one();
    if overflow && op == RemS {
        // `arith.remsi` defines MIN % -1 as 0.
        return Ok(BigInt::zero());
    }
    if overflow && w == 1 {
        // -1 / -1 wraps to -1 at one bit; the remainder is 0.
        return Ok(if op == RemS {
            BigInt::zero()
        } else {
            a.clone()
        });
    }
    if overflow {
        return Err(ValueError::SignedOverflow);
    }
    let big_shift = b >= &BigInt::from(w);
    let s = b.to_usize().unwrap_or(usize::MAX);
    let r = match op {
        Add => a + b,
        Sub => a - b,
        Mul => a * b,
        DivU => a / b,
        RemU => a % b,
        CeilDivU => a.div_ceil(b),
        DivS => &sa / &sb, // num-bigint truncates toward zero
        RemS => &sa % &sb, // sign of the dividend
        CeilDivS => sa.div_ceil(&sb),
        FloorDivS => sa.div_floor(&sb),
        And => a & b,
        Or => a | b,
        Xor => a ^ b,
        Shl if big_shift => BigInt::zero(),
        ShrU if big_shift => BigInt::zero(),
        ShrS if big_shift => {
            if sa.sign() == Sign::Minus {
                -BigInt::one()
            } else {
                BigInt::zero()
            }
        }
        Shl => a << s,
        ShrU => a >> s,
        ShrS => sa >> s, // num-bigint rounds toward -inf: arithmetic shift
        MaxS => sa.max(sb),
        MinS => sa.min(sb),
        MaxU => a.max(b).clone(),
        MinU => a.min(b).clone(),
    };
    Ok(wrap(r, w))
}

const ALL_OPS: [IntBinOp; 20] = {
    use IntBinOp::*;
    [
        Add, Sub, Mul, DivS, DivU, RemS, RemU, CeilDivS, CeilDivU, FloorDivS, And, Or, Xor, Shl,
        ShrS, ShrU, MaxS, MaxU, MinS, MinU,
    ]
};

fn check_binop(op: IntBinOp, w: u32, a: &BigInt, b: &BigInt) -> Result<(), TestCaseError> {
    let got = value::int_binop(op, &val(w, a), &val(w, b)).map(|v| unsigned_of(&v));
    prop_assert_eq!(
        got,
        reference(op, w, a, b),
        "{:?} i{} a={} b={}",
        op,
        w,
        a,
        b
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn every_binop_matches_bigint((w, a, b) in width_and_two()) {
        for op in ALL_OPS {
            check_binop(op, w, &a, &b)?;
        }
    }

    #[test]
    fn small_shift_amounts((w, a, _b) in width_and_two(), s in 0u32..1010) {
        let s = wrap(BigInt::from(s), w);
        for op in [IntBinOp::Shl, IntBinOp::ShrS, IntBinOp::ShrU] {
            check_binop(op, w, &a, &s)?;
        }
    }

    #[test]
    fn every_cmpi_predicate((w, a, b) in width_and_two()) {
        let (sa, sb) = (signed(&a, w), signed(&b, w));
        for p in IntPredicate::ALL {
            use IntPredicate::*;
            let want = match p {
                Eq => a == b, Ne => a != b,
                Slt => sa < sb, Sle => sa <= sb, Sgt => sa > sb, Sge => sa >= sb,
                Ult => a < b, Ule => a <= b, Ugt => a > b, Uge => a >= b,
            };
            let got = value::int_cmp(p, &val(w, &a), &val(w, &b)).unwrap();
            prop_assert_eq!(got, Value::Scalar(Scalar::bool(want)), "{:?} i{} {} {}", p, w, a, b);
        }
    }

    #[test]
    fn ext_and_trunc((w, a, _b) in width_and_two()) {
        for &to in &WIDTHS {
            let v = val(w, &a);
            let op = if to >= w { CastOp::ExtSI } else { CastOp::TruncI };
            let got = unsigned_of(&value::cast(op, &v, ScalarType::Int(to)).unwrap());
            prop_assert_eq!(got, wrap(signed(&a, w), to), "{:?} i{} -> i{}", op, w, to);
            let got = unsigned_of(&value::cast(CastOp::ExtUI, &v, ScalarType::Int(to)).unwrap());
            prop_assert_eq!(got, wrap(a.clone(), to), "extui/trunci i{} -> i{}", w, to);
        }
    }

    #[test]
    fn round_trip_through_bigint((w, a, _b) in width_and_two()) {
        let v = val(w, &a);
        prop_assert_eq!(v.int_width(), Some(w));
        prop_assert_eq!(v.to_bigint(true).unwrap(), signed(&a, w));
    }

    #[test]
    fn int_to_float_rounds_once((w, a, _b) in width_and_two()) {
        let v = val(w, &a);
        for (op, x) in [(CastOp::SIToFP, signed(&a, w)), (CastOp::UIToFP, a.clone())] {
            let f64v = value::cast(op, &v, ScalarType::Float(FloatKind::F64)).unwrap();
            let want = nearest_f64(&x);
            prop_assert_eq!(f64v, Value::Scalar(Scalar::F64(want)), "{:?} i{} {}", op, w, x);
            let f32v = value::cast(op, &v, ScalarType::Float(FloatKind::F32)).unwrap();
            let want = nearest_f32(&x);
            prop_assert_eq!(f32v, Value::Scalar(Scalar::F32(want)), "{:?} i{} {}", op, w, x);
        }
    }

    #[test]
    fn float_to_int_saturates(x in prop_oneof![any::<f64>(), -1e40f64..1e40, -3e3f64..3e3]) {
        for &w in &WIDTHS {
            for signed_op in [true, false] {
                let (lo, hi): (BigInt, BigInt) = if signed_op {
                    (-(modulus(w) >> 1usize), (modulus(w) >> 1usize) - 1)
                } else {
                    (BigInt::zero(), modulus(w) - 1)
                };
                let want = if x.is_nan() {
                    BigInt::zero()
                } else if x.is_infinite() {
                    if x > 0.0 { hi.clone() } else { lo.clone() }
                } else {
                    num_traits::FromPrimitive::from_f64(x.trunc()).map(|t: BigInt| t.clamp(lo.clone(), hi.clone())).unwrap()
                };
                let op = if signed_op { CastOp::FPToSI } else { CastOp::FPToUI };
                let got = value::cast(op, &Value::Scalar(Scalar::F64(x)), ScalarType::Int(w)).unwrap();
                prop_assert_eq!(got.to_bigint(signed_op).unwrap(), want, "{:?} {} -> i{}", op, x, w);
            }
        }
    }
}
