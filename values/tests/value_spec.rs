//! The worked examples of the `arith` dialect documentation and of our
//! definitions of its undefined cases, each derived by hand in a comment.

use half::{bf16, f16};
use rmlir_ir::registry::{CastOp, FloatBinOp, IntBinOp, ReductionKind, UnaryOp};
use rmlir_ir::types::FloatKind;
use rmlir_values::value::fixed::narrow;
use rmlir_values::value::{
    self, format_value, FloatPredicate, Scalar, ScalarType, Value, ValueError,
};
use rmlir_values::value::{IntPredicate, VectorValue};

fn i(width: u32, v: i64) -> Value {
    Value::int(width, v as i128 as u128, true)
}

fn bin(op: IntBinOp, w: u32, a: i64, b: i64) -> Result<String, ValueError> {
    value::int_binop(op, &i(w, a), &i(w, b)).map(|v| format_value(&v))
}

#[test]
fn division_examples_from_the_arith_docs() {
    use IntBinOp::*;
    // divsi truncates toward zero: 6 / -2 = -3.
    assert_eq!(bin(DivS, 16, 6, -2).unwrap(), "-3");
    // divui i16: -2 is 65534, 6 / 65534 = 0.
    assert_eq!(bin(DivU, 16, 6, -2).unwrap(), "0");
    // remsi: 6 % -2 = 0; 7 % -2 = 1 (sign of the dividend); -7 % 2 = -1.
    assert_eq!(bin(RemS, 16, 6, -2).unwrap(), "0");
    assert_eq!(bin(RemS, 16, 7, -2).unwrap(), "1");
    assert_eq!(bin(RemS, 16, -7, 2).unwrap(), "-1");
    // remui i16: 6 % 65534 = 6.
    assert_eq!(bin(RemU, 16, 6, -2).unwrap(), "6");
    // ceildivsi: 7 / -2 = -3.5 rounds up to -3; floordivsi: down to -4.
    assert_eq!(bin(CeilDivS, 32, 7, -2).unwrap(), "-3");
    assert_eq!(bin(FloorDivS, 32, 7, -2).unwrap(), "-4");
    assert_eq!(bin(CeilDivS, 32, 7, 2).unwrap(), "4");
    assert_eq!(bin(FloorDivS, 32, -7, 2).unwrap(), "-4");
    // ceildivui: 7 / 2 = 3.5 -> 4; 8 / 2 = 4.
    assert_eq!(bin(CeilDivU, 8, 7, 2).unwrap(), "4");
    assert_eq!(bin(CeilDivU, 8, 8, 2).unwrap(), "4");
}

#[test]
fn division_faults_are_errors_not_panics() {
    use IntBinOp::*;
    for w in [1, 8, 64, 65, 128, 129, 1000] {
        for op in [DivS, DivU, RemS, RemU, CeilDivS, CeilDivU, FloorDivS] {
            assert_eq!(
                bin(op, w, 5, 0),
                Err(ValueError::DivisionByZero),
                "{op:?} i{w}"
            );
        }
        // MIN / -1 = 2^(w-1) does not fit; at one bit it wraps (below).
        // MIN % -1 is 0, as `arith.remsi` defines it.
        let min = value::int_binop(Shl, &i(w, 1), &i(w, (w - 1) as i64)).unwrap();
        for op in [DivS, CeilDivS, FloorDivS] {
            let r = value::int_binop(op, &min, &i(w, -1));
            if w > 1 {
                assert_eq!(r, Err(ValueError::SignedOverflow), "{op:?} i{w}");
            }
        }
        let r = value::int_binop(RemS, &min, &i(w, -1)).map(|v| format_value(&v));
        assert_eq!(r, Ok("0".to_string()), "remsi i{w}");
    }
}

#[test]
fn one_bit_signed_division_wraps() {
    use IntBinOp::*;
    // -1 / -1 = 1 wraps to -1 (bit pattern 1, printed `1`) at one bit, as
    // mlir-runner prints for upstream's `Arith/CPU/divide.mlir`; 0 / -1 = 0;
    // remainders are 0.
    for (a, q) in [(-1, "1"), (0, "0")] {
        for op in [DivS, CeilDivS, FloorDivS] {
            assert_eq!(bin(op, 1, a, -1).unwrap(), q, "{op:?} {a}");
        }
        assert_eq!(bin(RemS, 1, a, -1).unwrap(), "0");
    }
}

#[test]
fn oversized_shifts_are_defined() {
    use IntBinOp::*;
    // Upstream poison; ours: shl/shrui give 0, shrsi the sign fill.
    for w in [7, 64, 65, 129, 1000] {
        let n = w as i64;
        assert_eq!(bin(Shl, w, 3, n).unwrap(), "0");
        assert_eq!(bin(ShrU, w, -1, n + 1).unwrap(), "0");
        assert_eq!(bin(ShrS, w, -8, n).unwrap(), "-1");
        assert_eq!(bin(ShrS, w, 8, n).unwrap(), "0");
        // In range: -8 >> 2 = -2 (arithmetic), 3 << 1 = 6.
        assert_eq!(bin(ShrS, w, -8, 2).unwrap(), "-2");
        assert_eq!(bin(Shl, w, 3, 1).unwrap(), "6");
    }
    // A shift amount is unsigned: i8 shift by -1 (255) is oversized.
    assert_eq!(bin(Shl, 8, 1, -1).unwrap(), "0");
}

#[test]
fn narrow_fast_path_wraps_at_odd_widths() {
    // i7: 63 + 1 = 64 wraps to -64; i13 4095 * 2 = 8190 = -2.
    assert_eq!(narrow::binop(IntBinOp::Add, 63, 1, 7).unwrap(), 64);
    assert_eq!(narrow::sext(64, 7), -64);
    assert_eq!(
        narrow::sext(narrow::binop(IntBinOp::Mul, 4095, 2, 13).unwrap(), 13),
        -2
    );
    // i1: 1 is -1 signed, so maxsi(0, 1) = 0 and maxui(0, 1) = 1.
    assert_eq!(narrow::binop(IntBinOp::MaxS, 0, 1, 1).unwrap(), 0);
    assert_eq!(narrow::binop(IntBinOp::MaxU, 0, 1, 1).unwrap(), 1);
    assert!(narrow::cmp(IntPredicate::Slt, 1, 0, 1));
}

#[test]
fn scalar_is_copy_and_sixteen_bytes() {
    fn is_copy<T: Copy>() {}
    is_copy::<Scalar>();
    assert_eq!(std::mem::size_of::<Scalar>(), 16);
}

#[test]
fn print_format_of_integers_and_index() {
    // i1 prints zero-extended; index prints unsigned (printU64).
    assert_eq!(format_value(&i(1, -1)), "1");
    assert_eq!(format_value(&i(7, -3)), "-3");
    assert_eq!(
        format_value(&Scalar::Index(-1).into()),
        "18446744073709551615"
    );
    // i129 MIN = -2^128 = -340282366920938463463374607431768211456.
    let min129 = value::int_binop(IntBinOp::Shl, &i(129, 1), &i(129, 128)).unwrap();
    assert_eq!(
        format_value(&min129),
        "-340282366920938463463374607431768211456"
    );
    assert_eq!(format_value(&i(1000, -12)), "-12");
    assert_eq!(format_value(&i(128, i64::MIN)), "-9223372036854775808");
}

#[test]
fn print_format_of_floats_is_printf_g() {
    let cases = [
        (1.5, "1.5"),
        (1e10, "1e+10"),
        (123456789.0, "1.23457e+08"),
        (100000.0, "100000"),
        (1e6, "1e+06"),
        (0.0001, "0.0001"),
        (0.00001, "1e-05"),
        (-0.0, "-0"),
        (f64::NEG_INFINITY, "-inf"),
        (f64::NAN, "nan"),
        (-f64::NAN, "-nan"),
        (5e-324, "4.94066e-324"),
        (1e300, "1e+300"),
    ];
    for (x, want) in cases {
        assert_eq!(value::format_g(x), want, "{x:e}");
    }
    // 0.1 in f16 is 0x2E66 = 1638/16384 = 0.0999755859375.
    assert_eq!(
        format_value(&Scalar::F16(f16::from_f64(0.1)).into()),
        "0.0999756"
    );
}

#[test]
fn print_format_of_vectors() {
    let v = |shape: Vec<u64>, xs: &[i64]| {
        Value::Vector(VectorValue::new(shape, xs.iter().map(|&x| i(32, x)).collect()).unwrap())
    };
    assert_eq!(format_value(&v(vec![3], &[1, -2, 3])), "( 1, -2, 3 )");
    assert_eq!(
        format_value(&v(vec![2, 2], &[2, 4, 6, 8])),
        "( ( 2, 4 ), ( 6, 8 ) )"
    );
    assert_eq!(format_value(&v(vec![], &[7])), "( 7 )");
    assert_eq!(
        format_value(&v(vec![2, 1, 1], &[1, 2])),
        "( ( ( 1 ) ), ( ( 2 ) ) )"
    );
}

fn bf(x: f64) -> Value {
    Scalar::BF16(bf16::from_f64(x)).into()
}

#[test]
fn bf16_fma_rounds_once() {
    // 3 * (1 + 2^-7) = 3.0234375 is the midpoint of the bf16 neighbours
    // 3.015625 and 3.03125. Adding -2^-100 puts the exact result just below
    // it, so it must round down; an f64 fma would round the sum back to the
    // midpoint and then tie to the even 3.03125.
    let r = value::fma(&bf(3.0), &bf(1.0078125), &bf(-(2f64.powi(-100)))).unwrap();
    assert_eq!(r, bf(3.015625));
    let r = value::fma(&bf(3.0), &bf(1.0078125), &bf(2f64.powi(-100))).unwrap();
    assert_eq!(r, bf(3.03125));
}

#[test]
fn truncf_rounds_once() {
    // 1 + 2^-11 + 2^-40 lies just above the f16 midpoint between 1 and
    // 1 + 2^-10: it must round up (via f32 it would tie down to 1).
    let x: Value = Scalar::F64(1.0 + 2f64.powi(-11) + 2f64.powi(-40)).into();
    let r = value::cast(CastOp::TruncF, &x, ScalarType::Float(FloatKind::F16)).unwrap();
    assert_eq!(r, Scalar::F16(f16::from_f64(1.0 + 2f64.powi(-10))).into());
    // Same for bf16: 1 + 2^-8 + 2^-40 rounds up to 1 + 2^-7.
    let x: Value = Scalar::F64(1.0 + 2f64.powi(-8) + 2f64.powi(-40)).into();
    let r = value::cast(CastOp::TruncF, &x, ScalarType::Float(FloatKind::BF16)).unwrap();
    assert_eq!(r, bf(1.0 + 2f64.powi(-7)));
}

#[test]
fn sitofp_to_f16_and_bf16_rounds_once() {
    // 2^24 + 2^16 + 1 as bf16 (8 significant bits): the midpoint between
    // 2^24 and 2^24 + 2^17 is 2^24 + 2^16; the +1 makes it round up.
    let x = i(64, (1 << 24) + (1 << 16) + 1);
    let r = value::cast(CastOp::SIToFP, &x, ScalarType::Float(FloatKind::BF16)).unwrap();
    assert_eq!(r, bf(((1 << 24) + (1 << 17)) as f64));
    // 2049 as f16 is a tie between 2048 and 2050: even mantissa wins, 2048.
    let r = value::cast(
        CastOp::UIToFP,
        &i(16, 2049),
        ScalarType::Float(FloatKind::F16),
    )
    .unwrap();
    assert_eq!(r, Scalar::F16(f16::from_f64(2048.0)).into());
}

#[test]
fn maximum_minimum_and_num_variants() {
    let f = |x: f32| -> Value { Scalar::F32(x).into() };
    let op = |o, a, b| value::float_binop(o, &f(a), &f(b)).unwrap();
    // maximumf/minimumf propagate NaN and order -0 < +0.
    assert!(
        matches!(op(FloatBinOp::Maximum, f32::NAN, 1.0), Value::Scalar(Scalar::F32(x)) if x.is_nan())
    );
    assert_eq!(format_value(&op(FloatBinOp::Maximum, -0.0, 0.0)), "0");
    assert_eq!(format_value(&op(FloatBinOp::Minimum, 0.0, -0.0)), "-0");
    // maxnumf/minnumf drop a single NaN.
    assert_eq!(op(FloatBinOp::MaxNum, f32::NAN, 1.0), f(1.0));
    assert_eq!(op(FloatBinOp::MinNum, 2.0, f32::NAN), f(2.0));
    // remf is fmod: -7 rem 2 = -1.
    assert_eq!(op(FloatBinOp::Rem, -7.0, 2.0), f(-1.0));
}

#[test]
fn cmpf_ordered_and_unordered() {
    let f = |x: f64| -> Value { Scalar::F64(x).into() };
    let holds = |p, a, b| value::float_cmp(p, &f(a), &f(b)).unwrap() == Scalar::bool(true).into();
    use FloatPredicate::*;
    // With a NaN operand only the unordered predicates (and `true`) hold.
    for p in FloatPredicate::ALL {
        let unordered = matches!(p, Ueq | Ugt | Uge | Ult | Ule | Une | Uno | True);
        assert_eq!(holds(p, f64::NAN, 1.0), unordered, "{p:?}");
    }
    assert!(holds(Oeq, -0.0, 0.0) && !holds(One, -0.0, 0.0));
    assert!(holds(Olt, 1.0, 2.0) && holds(Ult, 1.0, 2.0) && !holds(Ogt, 1.0, 2.0));
    assert_eq!(FloatPredicate::from_code(13), Some(Une));
    assert_eq!(FloatPredicate::from_keyword("ord"), Some(Ord));
}

#[test]
fn unary_reduction_and_casts() {
    let f = |x: f32| -> Value { Scalar::F32(x).into() };
    assert_eq!(value::unary(UnaryOp::Sqrt, &f(2.25)).unwrap(), f(1.5));
    assert_eq!(value::unary(UnaryOp::NegF, &f(0.0)).unwrap(), f(-0.0));
    assert_eq!(
        value::unary(UnaryOp::AbsI, &i(8, -128)).unwrap(),
        i(8, -128)
    );
    // 1 + 2 + 3 + 4 = 10; maxsi of (1, -2, 3, 4) with acc 9 = 9.
    let v = VectorValue::new(vec![4], [1, -2, 3, 4].iter().map(|&x| i(8, x)).collect()).unwrap();
    assert_eq!(
        value::reduce(ReductionKind::Add, &v, None).unwrap(),
        i(8, 6)
    );
    assert_eq!(
        value::reduce(ReductionKind::MaxSI, &v, Some(&i(8, 9))).unwrap(),
        i(8, 9)
    );
    // index_cast: i8 -1 sign-extends to index -1; index_castui zero-extends.
    let idx = value::cast(CastOp::IndexCast, &i(8, -1), ScalarType::Index).unwrap();
    assert_eq!(idx, Scalar::Index(-1).into());
    let idx = value::cast(CastOp::IndexCastUI, &i(8, -1), ScalarType::Index).unwrap();
    assert_eq!(idx, Scalar::Index(255).into());
    // bitcast f32 1.0 = 0x3F800000 = 1065353216.
    let b = value::cast(CastOp::Bitcast, &f(1.0), ScalarType::Int(32)).unwrap();
    assert_eq!(format_value(&b), "1065353216");
}

#[test]
fn the_naive_conversions_would_double_round() {
    // Documents why float.rs does not use `half`'s f64 conversions: on the
    // case of `truncf_rounds_once` they land on the tie and round to even.
    let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
    let naive = f16::from_f32(x as f32);
    assert_eq!(naive, f16::ONE);
    let ours = value::cast(
        CastOp::TruncF,
        &Scalar::F64(x).into(),
        ScalarType::Float(FloatKind::F16),
    );
    assert_ne!(ours.unwrap(), Scalar::F16(naive).into());
}

#[test]
fn raw_bits_round_trip() {
    // f16 -2.0 is 0xC000; i13 -1 is 0x1FFF; index -2 is 2^64 - 2;
    // i100 MIN is -2^99.
    let cases = [
        (ScalarType::Float(FloatKind::F16), 16, 0xC000u128, "-2"),
        (ScalarType::Int(13), 13, 0x1FFF, "-1"),
        (
            ScalarType::Index,
            64,
            u64::MAX as u128 - 1,
            "18446744073709551614",
        ),
        (
            ScalarType::Int(100),
            100,
            1 << 99,
            "-633825300114114700748351602688",
        ),
    ];
    for (ty, width, bits, printed) in cases {
        let v = Value::from_raw_bits(ty, bits).unwrap();
        assert_eq!(format_value(&v), printed);
        assert_eq!(v.raw_bits(), Some(bits));
        assert_eq!(ty.bit_width(), width);
    }
}
