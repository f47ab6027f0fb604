//! Parse tests for every attribute family and every location kind
//! (Builtin dialect "Attributes" and "Location Attributes"). Expected values
//! are what `mlir-opt` prints for the same input (noted per case), or are
//! derived in a comment.

use num_bigint::BigInt;
use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::attrs::{DenseArrayData, DenseData};
use rmlir_ir::location::Location;
use rmlir_ir::parser::parse_attr_str;
use rmlir_ir::types::FloatKind;
use rmlir_ir::{AttrData, AttrId, Context, TypeData};

fn attr(ctx: &mut Context, s: &str) -> AttrData {
    let a = parse_attr_str(ctx, s).unwrap_or_else(|d| panic!("{s}: {}", d.message));
    ctx.attr(a).clone()
}

fn err(s: &str) -> String {
    let mut ctx = Context::new();
    parse_attr_str(&mut ctx, s).expect_err(s).message
}

fn int(ctx: &mut Context, v: i64, width: u32) -> AttrData {
    let ty = ctx.int_type(width);
    AttrData::Integer {
        value: v.into(),
        ty,
    }
}

#[test]
fn integers_default_to_i64_and_keep_any_width() {
    let mut c = Context::new();
    assert_eq!(attr(&mut c, "42"), int(&mut c, 42, 64));
    assert_eq!(attr(&mut c, "-7 : i8"), int(&mut c, -7, 8));
    assert_eq!(attr(&mut c, "0x10 : i32"), int(&mut c, 16, 32));
    // mlir-opt prints `4294967295 : i32` as `-1 : i32` (signless reads signed).
    assert_eq!(attr(&mut c, "4294967295 : i32"), int(&mut c, -1, 32));
    let big = BigInt::parse_bytes(b"123456789012345678901234567890", 10).unwrap();
    let i1000 = c.int_type(1000);
    assert_eq!(
        attr(&mut c, "123456789012345678901234567890 : i1000"),
        AttrData::Integer {
            value: big,
            ty: i1000
        }
    );
    let idx = c.index_type();
    assert_eq!(
        attr(&mut c, "-1 : index"),
        AttrData::Integer {
            value: (-1).into(),
            ty: idx
        }
    );
    // `true`, `1 : i1` and `-1 : i1` are all `true` upstream.
    for s in ["true", "1 : i1", "-1 : i1"] {
        assert_eq!(attr(&mut c, s), AttrData::Bool(true), "{s}");
    }
    assert_eq!(attr(&mut c, "false"), AttrData::Bool(false));
    assert_eq!(err("2 : i1"), "integer constant out of range for attribute");
    assert_eq!(
        err("256 : ui8"),
        "integer constant out of range for attribute"
    );
    assert_eq!(
        err("-129 : si8"),
        "integer constant out of range for attribute"
    );
    assert_eq!(
        err("-1 : ui8"),
        "negative integer literal not valid for unsigned integer type"
    );
}

fn float_bits(c: &mut Context, s: &str) -> (u128, FloatKind) {
    match attr(c, s) {
        AttrData::Float { bits, ty } => match c.ty(ty) {
            TypeData::Float(k) => (bits, *k),
            other => panic!("{other:?}"),
        },
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn floats_are_stored_as_bit_patterns() {
    let mut c = Context::new();
    assert_eq!(
        float_bits(&mut c, "1.5"),
        (1.5f64.to_bits() as u128, FloatKind::F64)
    );
    assert_eq!(
        float_bits(&mut c, "1.0e-3 : f32"),
        (1.0e-3f32.to_bits() as u128, FloatKind::F32)
    );
    assert_eq!(
        float_bits(&mut c, "-0.0 : f32"),
        (0x8000_0000, FloatKind::F32)
    );
    // Hex literals are the raw bits: 0x7C00 is f16 +inf.
    assert_eq!(float_bits(&mut c, "0x7C00 : f16"), (0x7C00, FloatKind::F16));
    // 1.0e+40 overflows f32: mlir-opt prints 0x7F800000 (+inf).
    assert_eq!(
        float_bits(&mut c, "1.0e+40 : f32"),
        (0x7F80_0000, FloatKind::F32)
    );
    // bf16 1.0 = 0x3F80; f8E4M3FN 1.0 = 0 0111 000.
    assert_eq!(float_bits(&mut c, "1.0 : bf16"), (0x3F80, FloatKind::BF16));
    assert_eq!(
        float_bits(&mut c, "1.0 : f8E4M3FN"),
        (0x38, FloatKind::F8E4M3FN)
    );
    assert_eq!(
        err("2 : f32"),
        "unexpected decimal integer literal for a floating point value"
    );
    assert_eq!(
        err("1.5 : i32"),
        "floating point value not valid for specified type"
    );
    assert_eq!(
        err("0x1FFFF : f16"),
        "hexadecimal float constant out of range for type"
    );
}

#[test]
fn strings_arrays_dictionaries_and_symbols() {
    let mut c = Context::new();
    assert_eq!(
        attr(&mut c, r#""a\n\t\"\\\41""#),
        AttrData::String {
            value: b"a\n\t\"\\A".to_vec(),
            ty: None
        }
    );
    let i32t = c.int_type(32);
    assert_eq!(
        attr(&mut c, r#""x" : i32"#),
        AttrData::String {
            value: b"x".to_vec(),
            ty: Some(i32t)
        }
    );
    let AttrData::Array(items) = attr(&mut c, "[1, \"s\", [], unit]") else {
        panic!("array")
    };
    assert_eq!(items.len(), 4);
    assert_eq!(c.attr(items[3]), &AttrData::Unit);
    // Modern `=`, the seed's `:`, bare unit keys and quoted keys; sorted.
    let AttrData::Dictionary(entries) = attr(&mut c, "{b = 1, a: 2, \"q k\", c}") else {
        panic!("dict")
    };
    let keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys, ["a", "b", "c", "q k"]);
    assert_eq!(c.attr(entries[2].1), &AttrData::Unit);
    assert_eq!(
        err("{a = 1, a = 2}"),
        "duplicate key 'a' in dictionary attribute"
    );
    assert_eq!(
        attr(&mut c, "@a::@\"b c\"::@d"),
        AttrData::SymbolRef {
            root: "a".into(),
            nested: vec!["b c".into(), "d".into()]
        }
    );
}

#[test]
fn types_unit_strided_distinct_and_dialect_attrs() {
    let mut c = Context::new();
    let i32t = c.int_type(32);
    assert_eq!(attr(&mut c, "i32"), AttrData::Type(i32t));
    assert!(matches!(attr(&mut c, "(i32) -> i32"), AttrData::Type(_)));
    assert!(matches!(attr(&mut c, "!llvm.ptr"), AttrData::Type(_)));
    assert_eq!(attr(&mut c, "unit"), AttrData::Unit);
    assert_eq!(
        attr(&mut c, "strided<[?, 1], offset: ?>"),
        AttrData::Strided {
            strides: vec![i64::MIN, 1],
            offset: i64::MIN
        }
    );
    assert_eq!(
        attr(&mut c, "strided<[4, 1]>"),
        AttrData::Strided {
            strides: vec![4, 1],
            offset: 0
        }
    );
    let AttrData::Distinct { id: 3, referenced } = attr(&mut c, "distinct[3]<42 : i32>") else {
        panic!("distinct")
    };
    let want = int(&mut c, 42, 32);
    assert_eq!(c.attr(referenced), &want);
    // mlir-opt prints a distinct unit as `distinct[0]<>`.
    let AttrData::Distinct { referenced, .. } = attr(&mut c, "distinct[0]<>") else {
        panic!("distinct")
    };
    assert_eq!(c.attr(referenced), &AttrData::Unit);
    assert_eq!(
        attr(&mut c, "#tpu.memory_space<vmem>"),
        AttrData::Dialect {
            text: "tpu.memory_space<vmem>".into()
        }
    );
    assert_eq!(
        attr(&mut c, "#gpu.map<(d0) -> (d0), [1]>"),
        AttrData::Dialect {
            text: "gpu.map<(d0) -> (d0), [1]>".into()
        }
    );
    assert_eq!(err("#undefined"), "undefined symbol alias id 'undefined'");
}

fn dense(c: &mut Context, s: &str) -> DenseData {
    match attr(c, s) {
        AttrData::DenseElements { data, .. } => data,
        other => panic!("{s}: {other:?}"),
    }
}

#[test]
fn dense_elements_in_every_spelling() {
    let mut c = Context::new();
    let one = int(&mut c, 1, 32);
    let one = c.intern_attr(one);
    // mlir-opt prints dense<[1, 1]> as the splat dense<1>.
    assert_eq!(
        dense(&mut c, "dense<[1, 1]> : tensor<2xi32>"),
        DenseData::Splat(one)
    );
    assert_eq!(
        dense(&mut c, "dense<1> : tensor<2xi32>"),
        DenseData::Splat(one)
    );
    let DenseData::Elements(e) = dense(&mut c, "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>") else {
        panic!("elements")
    };
    assert_eq!(e.len(), 4);
    assert_eq!(c.attr(e[3]).as_i64(), Some(4));
    assert_eq!(
        dense(&mut c, "dense<\"0x01000200\"> : tensor<2xi16>"),
        DenseData::Hex(vec![1, 0, 2, 0])
    );
    assert_eq!(
        dense(&mut c, "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>"),
        DenseData::Strings(vec![b"a".to_vec(), b"b".to_vec()])
    );
    assert_eq!(
        dense(&mut c, "dense<> : tensor<0xi32>"),
        DenseData::Elements(vec![])
    );
    let DenseData::Elements(e) = dense(&mut c, "dense<[true, false]> : tensor<2xi1>") else {
        panic!("bools")
    };
    assert_eq!(c.attr(e[0]), &AttrData::Bool(true));
    // A complex element is an [re, im] array.
    let DenseData::Elements(e) = dense(
        &mut c,
        "dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>",
    ) else {
        panic!("complex")
    };
    assert!(matches!(c.attr(e[0]), AttrData::Array(parts) if parts.len() == 2));
    assert_eq!(
        err("dense<[1, 2]> : tensor<3xi32>"),
        "inferred shape of elements literal ([2]) does not match type ([3])"
    );
    assert_eq!(
        err("dense<[1.5]> : tensor<1xi32>"),
        "expected integer elements, but parsed floating-point"
    );
}

#[test]
fn resource_sparse_opaque_and_dense_arrays() {
    let mut c = Context::new();
    let AttrData::DenseResource { handle, .. } =
        attr(&mut c, "dense_resource<blob1> : tensor<4xf32>")
    else {
        panic!("resource")
    };
    assert_eq!(handle, "blob1");
    let AttrData::Sparse {
        indices, values, ..
    } = attr(&mut c, "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>")
    else {
        panic!("sparse")
    };
    // Indices are a 2x2 i64 tensor (2 points of rank 2), values a 2xi32 one.
    let AttrData::DenseElements { ty, .. } = c.attr(indices).clone() else {
        panic!()
    };
    assert_eq!(c.ty(ty).shape(), Some(&[2i64, 2][..]));
    let AttrData::DenseElements { ty, .. } = c.attr(values).clone() else {
        panic!()
    };
    assert_eq!(c.ty(ty).shape(), Some(&[2i64][..]));
    let AttrData::Opaque { dialect, data, .. } = attr(&mut c, "opaque<\"d\", \"0xDEAD\"> : i32")
    else {
        panic!("opaque")
    };
    assert_eq!((dialect.as_str(), data.as_str()), ("d", "0xDEAD"));
    let i32t = c.int_type(32);
    assert_eq!(
        attr(&mut c, "array<i32: 1, -2>"),
        AttrData::DenseArray {
            elem: i32t,
            data: DenseArrayData::Ints(vec![1, -2])
        }
    );
    assert_eq!(
        attr(&mut c, "array<i32>"),
        AttrData::DenseArray {
            elem: i32t,
            data: DenseArrayData::Ints(vec![])
        }
    );
    let f32t = c.float_type(FloatKind::F32);
    assert_eq!(
        attr(&mut c, "array<f32: 1.0, 2.5>"),
        AttrData::DenseArray {
            elem: f32t,
            data: DenseArrayData::FloatBits(vec![0x3F80_0000, 0x4020_0000])
        }
    );
}

#[test]
fn affine_maps_and_sets() {
    let mut c = Context::new();
    assert_eq!(
        attr(&mut c, "affine_map<(d0, d1) -> (d0, d1)>"),
        AttrData::AffineMap(AffineMap::identity(2))
    );
    let AttrData::IntegerSet(s) = attr(&mut c, "affine_set<(d0)[s0] : (d0 <= s0, d0 == 0)>") else {
        panic!("set")
    };
    // mlir-opt prints `d0 <= s0` as `-d0 + s0 >= 0`.
    assert_eq!(s.constraints.len(), 2);
    assert!(!s.constraints[0].is_eq && s.constraints[1].is_eq);
    assert_eq!(s.constraints[0].expr.eval(&[3], &[5]), Ok(2));
    let AttrData::AffineMap(m) = attr(&mut c, "(d0)[s0] -> (d0 + s0)") else {
        panic!("seed bare map")
    };
    assert_eq!(
        m.results,
        vec![AffineExpr::Add(
            Box::new(AffineExpr::Dim(0)),
            Box::new(AffineExpr::Symbol(0))
        )]
    );
}

fn loc(c: &mut Context, s: &str) -> Location {
    match attr(c, s) {
        AttrData::Location(l) => l,
        other => panic!("{s}: {other:?}"),
    }
}

fn flc(file: &str, line: u32, col: u32, end: Option<(u32, u32)>) -> Location {
    Location::FileLineCol {
        file: file.into(),
        line,
        col,
        end,
    }
}

#[test]
fn every_location_kind() {
    let mut c = Context::new();
    assert_eq!(loc(&mut c, "loc(unknown)"), Location::Unknown);
    assert_eq!(
        loc(&mut c, "loc(\"f.mlir\":1:2)"),
        flc("f.mlir", 1, 2, None)
    );
    assert_eq!(
        loc(&mut c, "loc(\"f\":1:2 to 3:4)"),
        flc("f", 1, 2, Some((3, 4)))
    );
    // `to :4` keeps the start line.
    assert_eq!(
        loc(&mut c, "loc(\"f\":5:2 to :4)"),
        flc("f", 5, 2, Some((5, 4)))
    );
    assert_eq!(
        loc(&mut c, "loc(\"n\")"),
        Location::Name {
            name: "n".into(),
            child: None
        }
    );
    let Location::Name {
        child: Some(ch), ..
    } = loc(&mut c, "loc(\"n\"(\"f\":1:1))")
    else {
        panic!("name with child")
    };
    assert_eq!(c.attr(ch), &AttrData::Location(flc("f", 1, 1, None)));
    let Location::CallSite { callee, caller } = loc(&mut c, "loc(callsite(\"a\" at \"f\":9:9))")
    else {
        panic!("callsite")
    };
    assert!(matches!(
        c.attr(callee),
        AttrData::Location(Location::Name { .. })
    ));
    assert_eq!(c.attr(caller), &AttrData::Location(flc("f", 9, 9, None)));
    let Location::Fused { locs, metadata } = loc(&mut c, "loc(fused[\"a\", \"b\", \"a\"])") else {
        panic!("fused")
    };
    assert_eq!((locs.len(), metadata), (2, None));
    // As upstream's FusedLoc::get: unknown members go, one member is itself
    // (mlir-opt prints `loc(fused["a", unknown])` as `loc("a")`).
    assert_eq!(
        loc(&mut c, "loc(fused[\"a\", unknown])"),
        Location::Name {
            name: "a".into(),
            child: None
        }
    );
    assert_eq!(loc(&mut c, "loc(fused[])"), Location::Unknown);
    let Location::Fused {
        metadata: Some(m), ..
    } = loc(&mut c, "loc(fused<\"meta\">[unknown])")
    else {
        panic!("fused with metadata")
    };
    assert_eq!(c.attr(m).as_str(), Some("meta"));
    assert_eq!(err("loc(foo)"), "expected location instance");
}

#[test]
fn uniquing_gives_equal_attributes_one_id() {
    let mut c = Context::new();
    let a: AttrId = parse_attr_str(&mut c, "{x = [1, 2], y = \"s\"}").unwrap();
    let b: AttrId = parse_attr_str(&mut c, "{y = \"s\", x = [1, 2]}").unwrap();
    assert_eq!(a, b);
}
