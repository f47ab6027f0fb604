//! Parse tests for every type family (Builtin dialect "Types"); each
//! spelling was checked valid with `mlir-opt --allow-unregistered-dialect`
//! inside `"test.op"() : () -> (T)` (see `parser_oracle.rs`).

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::parser::parse_type_str;
use rmlir_ir::types::{FloatKind, Signedness, DYNAMIC};
use rmlir_ir::{AttrData, Context, TypeData};

fn ty(ctx: &mut Context, s: &str) -> TypeData {
    let t = parse_type_str(ctx, s).unwrap_or_else(|d| panic!("{s}: {}", d.message));
    ctx.ty(t).clone()
}

fn err(s: &str) -> String {
    let mut ctx = Context::new();
    parse_type_str(&mut ctx, s).expect_err(s).message
}

#[test]
fn integers_index_none_and_floats() {
    let mut c = Context::new();
    let int = |w, s| TypeData::Integer {
        width: w,
        signedness: s,
    };
    assert_eq!(ty(&mut c, "i1"), int(1, Signedness::Signless));
    assert_eq!(ty(&mut c, "si7"), int(7, Signedness::Signed));
    assert_eq!(ty(&mut c, "ui1000"), int(1000, Signedness::Unsigned));
    assert_eq!(
        ty(&mut c, "i16777215"),
        int(16_777_215, Signedness::Signless)
    );
    assert_eq!(ty(&mut c, "index"), TypeData::Index);
    assert_eq!(ty(&mut c, "none"), TypeData::None);
    for k in FloatKind::ALL {
        assert_eq!(ty(&mut c, k.keyword()), TypeData::Float(k));
    }
    assert_eq!(
        err("i16777216"),
        "integer bitwidth is limited to 16777215 bits"
    );
}

#[test]
fn complex_tuple_and_function_types() {
    let mut c = Context::new();
    let f32t = c.float_type(FloatKind::F32);
    let i32t = c.int_type(32);
    assert_eq!(ty(&mut c, "complex<f32>"), TypeData::Complex(f32t));
    assert_eq!(ty(&mut c, "tuple<>"), TypeData::Tuple(vec![]));
    assert_eq!(
        ty(&mut c, "tuple<i32, f32>"),
        TypeData::Tuple(vec![i32t, f32t])
    );
    let fi = c.function_type(vec![i32t], vec![i32t]);
    assert_eq!(
        ty(&mut c, "(i32, f32) -> ((i32) -> i32)"),
        TypeData::Function {
            inputs: vec![i32t, f32t],
            results: vec![fi]
        }
    );
    assert_eq!(
        ty(&mut c, "() -> ()"),
        TypeData::Function {
            inputs: vec![],
            results: vec![]
        }
    );
}

#[test]
fn vectors_with_scalable_dims() {
    let mut c = Context::new();
    let f32t = c.float_type(FloatKind::F32);
    assert_eq!(
        ty(&mut c, "vector<[4]x8xf32>"),
        TypeData::Vector {
            shape: vec![4, 8],
            scalable: vec![true, false],
            elem: f32t
        }
    );
    assert_eq!(
        ty(&mut c, "vector<f32>"),
        TypeData::Vector {
            shape: vec![],
            scalable: vec![],
            elem: f32t
        }
    );
    assert_eq!(err("vector<?xf32>"), "expected static shape");
}

#[test]
fn tensors_ranked_unranked_and_encoded() {
    let mut c = Context::new();
    let f32t = c.float_type(FloatKind::F32);
    assert_eq!(
        ty(&mut c, "tensor<?x4x0xf32>"),
        TypeData::RankedTensor {
            shape: vec![DYNAMIC, 4, 0],
            elem: f32t,
            encoding: None
        }
    );
    assert_eq!(
        ty(&mut c, "tensor<*xf32>"),
        TypeData::UnrankedTensor { elem: f32t }
    );
    let TypeData::RankedTensor {
        encoding: Some(e), ..
    } = ty(&mut c, "tensor<4xf32, \"enc\">")
    else {
        panic!("no encoding")
    };
    assert_eq!(c.attr(e).as_str(), Some("enc"));
}

fn memref_parts(c: &mut Context, s: &str) -> (Vec<i64>, Option<AttrData>, Option<AttrData>) {
    match ty(c, s) {
        TypeData::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => (
            shape,
            layout.map(|l| c.attr(l).clone()),
            memory_space.map(|m| c.attr(m).clone()),
        ),
        other => panic!("{s}: not a memref: {other:?}"),
    }
}

#[test]
fn memref_identity_layouts_are_dropped() {
    let mut c = Context::new();
    for s in [
        "memref<4x4xf32>",
        "memref<4x4xf32, (d0, d1) -> (d0, d1)>",
        "memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>",
        "memref<4x4xf32, affine_map<(i, j) -> (i + 0, j * 1)>>",
        // upstream drops the default memory space 0 too
        "memref<4x4xf32, 0>",
    ] {
        assert_eq!(memref_parts(&mut c, s), (vec![4, 4], None, None), "{s}");
    }
}

#[test]
fn memref_layouts_and_memory_spaces() {
    let mut c = Context::new();
    let (_, l, m) = memref_parts(&mut c, "memref<4x?xf32, strided<[?, 1], offset: 4>, 1>");
    assert_eq!(
        l,
        Some(AttrData::Strided {
            strides: vec![DYNAMIC, 1],
            offset: 4
        })
    );
    let i64t = c.int_type(64);
    assert_eq!(
        m,
        Some(AttrData::Integer {
            value: 1.into(),
            ty: i64t
        })
    );
    // The old `offset:/strides:` form becomes a strided layout.
    let (_, l, _) = memref_parts(&mut c, "memref<4x8xf32, offset: ?, strides: [8, 1]>");
    assert_eq!(
        l,
        Some(AttrData::Strided {
            strides: vec![8, 1],
            offset: DYNAMIC
        })
    );
    let (_, _, m) = memref_parts(&mut c, "memref<8xf32, #tpu.memory_space<vmem>>");
    assert_eq!(
        m,
        Some(AttrData::Dialect {
            text: "tpu.memory_space<vmem>".into()
        })
    );
    let (_, _, m) = memref_parts(&mut c, "memref<8xf32, \"vmem\">");
    assert_eq!(
        m.and_then(|a| a.as_str().map(String::from)),
        Some("vmem".into())
    );
}

#[test]
fn seed_layout_composition_is_composed() {
    let mut c = Context::new();
    // (d0, d1) -> (d1, d0) then (d0, d1) -> (d0 * 4 + d1): composed is
    // (d0, d1) -> (d1 * 4 + d0).
    let (_, l, _) = memref_parts(
        &mut c,
        "memref<4x4xf32, (d0, d1) -> (d1, d0), (d0, d1) -> (d0 * 4 + d1)>",
    );
    let expected = AffineMap {
        num_dims: 2,
        num_symbols: 0,
        results: vec![AffineExpr::Add(
            Box::new(AffineExpr::Mul(
                Box::new(AffineExpr::Dim(1)),
                Box::new(AffineExpr::Const(4)),
            )),
            Box::new(AffineExpr::Dim(0)),
        )],
    };
    assert_eq!(l, Some(AttrData::AffineMap(expected)));
    // A permutation composed with itself is the identity: dropped.
    let (_, l, _) = memref_parts(
        &mut c,
        "memref<4x4xf32, (d0, d1) -> (d1, d0), (d0, d1) -> (d1, d0), 2>",
    );
    assert_eq!(l, None);
}

#[test]
fn unranked_memref_and_zero_dims() {
    let mut c = Context::new();
    let f32t = c.float_type(FloatKind::F32);
    let TypeData::UnrankedMemRef {
        elem,
        memory_space: Some(_),
    } = ty(&mut c, "memref<*xf32, 3>")
    else {
        panic!("unranked")
    };
    assert_eq!(elem, f32t);
    // `0x8` lexes as a hex integer; in a shape it is dimension 0 then `x`.
    assert_eq!(memref_parts(&mut c, "memref<0x8xf32>").0, vec![0, 8]);
    assert_eq!(memref_parts(&mut c, "memref<f32>").0, Vec::<i64>::new());
}

#[test]
fn dialect_types_are_kept_verbatim() {
    let mut c = Context::new();
    for (s, text) in [
        ("!tpu.semaphore", "tpu.semaphore"),
        ("!llvm.ptr<1>", "llvm.ptr<1>"),
        (
            "!foo.bar<a \"x>\" ->, (b)[c]{d}<e>>",
            "foo.bar<a \"x>\" ->, (b)[c]{d}<e>>",
        ),
        ("!foo<\"opaque\">", "foo<\"opaque\">"),
    ] {
        assert_eq!(ty(&mut c, s), TypeData::Dialect { text: text.into() });
    }
    assert_eq!(
        err("!foo.bar<(a>"),
        "unbalanced '(' character in pretty dialect name"
    );
    assert_eq!(
        err("!foo.bar<a"),
        "unbalanced '<' character in pretty dialect name"
    );
    assert_eq!(err("!foo"), "undefined symbol alias id 'foo'");
}

#[test]
fn bad_types_report_upstream_messages() {
    assert_eq!(err("f33"), "expected non-function type");
    assert_eq!(err("(i32"), "expected ')'");
    assert_eq!(
        err("memref<4xf32, 1, (d0) -> (d0)>"),
        "expected memory space to be last in memref type"
    );
    assert_eq!(
        err("memref<4xf32, (d0, d1) -> (d0)>"),
        "memref layout mismatch between rank and affine map: 1 != 2"
    );
}
