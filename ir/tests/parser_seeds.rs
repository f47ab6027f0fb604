//! The older spellings the seed Language References use (`shared/seeds/
//! 001_…`, `002_…`): bare maps with `size (...)`, call-form `floordiv(a, b)`,
//! integer sets without parentheses, dotted type aliases with `type`,
//! `vector<4 x f32>` with spaces and `T -> ()` without parentheses.

use rmlir_ir::affine::AffineExpr;
use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::{AttrData, Context, OpId, TypeData};

const SEED_002: &str = r#"
#imapA = (d0, d1) -> (d0, d1) size (16, 32)
#map42 = (d0, d1)[s0] -> (d0, d0 + d1 + floordiv(s0,2)) size (10, s0)
#set42 = (d0, d1)[s0, s1]
   : d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0
!avx.m128 = type vector<4 x f32>
%x = "test.src"() {a = #imapA, m = #map42, s = #set42} : () -> vector<4 x f32>
"foo"(%x) : !avx.m128 -> ()
"#;

fn attr(ctx: &Context, op: OpId, key: &str) -> AttrData {
    let a = ctx.ops[op].attrs.iter().find(|(k, _)| k == key).unwrap().1;
    ctx.attr(a).clone()
}

#[test]
fn seed_002_spellings_parse() {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let m = parse_module(&mut ctx, "seed.mlir", SEED_002, &opts).expect("seed syntax");
    let r = ctx.ops[m].regions[0];
    let ops = ctx.blocks[ctx.regions[r].blocks[0]].ops.clone();
    let src = ops[0];
    let AttrData::AffineMap(a) = attr(&ctx, src, "a") else {
        panic!("map")
    };
    assert!(a.is_identity(), "size (16, 32) is dropped");
    let AttrData::AffineMap(m42) = attr(&ctx, src, "m") else {
        panic!("map")
    };
    // floordiv(s0, 2) is s0 floordiv 2.
    let want = AffineExpr::FloorDiv(
        Box::new(AffineExpr::Symbol(0)),
        Box::new(AffineExpr::Const(2)),
    );
    assert!(matches!(&m42.results[1], AffineExpr::Add(_, b) if **b == want));
    let AttrData::IntegerSet(s) = attr(&ctx, src, "s") else {
        panic!("set")
    };
    assert_eq!(s.constraints.len(), 4);
    // -d0 + s0 - 1 >= 0 holds at d0 = 2, s0 = 3 and fails at d0 = 3.
    assert!(s.contains(&[2, 0], &[3, 1]).unwrap());
    assert!(!s.contains(&[3, 0], &[3, 1]).unwrap());
    let v = ctx.ops[src].results[0];
    assert!(matches!(ctx.ty(ctx.values[v].ty), TypeData::Vector { shape, .. } if shape == &[4]));
    // `!avx.m128 -> ()` is a function type with one input.
    assert_eq!(ctx.ops[ops[1]].operands, vec![v]);
}
