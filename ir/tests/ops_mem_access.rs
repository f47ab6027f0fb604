//! The operand-role accessors executors use instead of re-deriving operand
//! layouts: each is checked on a parsed op whose roles are known from its
//! text.

#[path = "ops_mem_util.rs"]
mod util;

use rmlir_ir::affine::{AffineExpr, AffineMap};
use rmlir_ir::dialects::memref::{self, Mixed};
use rmlir_ir::dialects::{affine, vector};
use rmlir_ir::{Context, OpId, ValueId};

const TEXT: &str = r#"
memref.global "private" constant @g : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func @f(%a: index, %b: index, %n: index, %v: vector<2x4xf32>, %x: f32) {
  %src = memref.alloc(%n)[%b] : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32>
  memref.dma_start %src[%a, %b], %dst[%a], %n, %tag[%b], %a, %b : memref<?x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>, memref<16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%b], %n : memref<1xi32>
  %m = memref.alloc() : memref<8x16xf32>
  %s = memref.subview %m[%a, 4] [2, %n] [1, 3] : memref<8x16xf32> to memref<2x?xf32, strided<[16, 3], offset: ?>>
  %gv = memref.get_global @g : memref<4xi32>
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%b] to 10 step 3 {
    %l = affine.load %m[%i + 1, symbol(%n)] : memref<8x16xf32>
  }
  affine.dma_start %dst[%a + 1], %m[%a, %b], %tag[0], %n : memref<16xf32, 1>, memref<8x16xf32>, memref<1xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  %e = vector.extract %v[1, %a] : f32 from vector<2x4xf32>
  %w = vector.insert %x, %v[%b, -1] : f32 into vector<2x4xf32>
  return
}
"#;

/// The module and a lookup of the n-th op named `name`.
fn setup() -> (Context, Vec<OpId>) {
    let (ctx, m) = util::parse("access.mlir", TEXT).unwrap_or_else(|e| panic!("{e}"));
    let mut ops = Vec::new();
    ctx.walk(m, &mut |op| ops.push(op));
    (ctx, ops)
}

fn find(ctx: &Context, ops: &[OpId], name: &str) -> OpId {
    *ops.iter().find(|&&o| ctx.ops[o].name == name).unwrap()
}

/// The function's arguments `%a, %b, %n, %v, %x`.
fn args(ctx: &Context, ops: &[OpId]) -> Vec<ValueId> {
    let f = find(ctx, ops, "func.func");
    let r = ctx.ops[f].regions[0];
    ctx.blocks[ctx.regions[r].blocks[0]].args.clone()
}

/// The first result of the first op named `name`.
fn result(ctx: &Context, ops: &[OpId], name: &str, nth: usize) -> ValueId {
    let op = ops
        .iter()
        .filter(|&&o| ctx.ops[o].name == name)
        .nth(nth)
        .unwrap();
    ctx.ops[*op].results[0]
}

#[test]
fn memref_roles() {
    let (ctx, ops) = setup();
    let a = args(&ctx, &ops);
    let (src, dst, tag) = (
        result(&ctx, &ops, "memref.alloc", 0),
        result(&ctx, &ops, "memref.alloc", 1),
        result(&ctx, &ops, "memref.alloc", 2),
    );
    let alloc = find(&ctx, &ops, "memref.alloc");
    assert_eq!(
        memref::alloc_operands(&ctx, alloc),
        Some((vec![a[2]], vec![a[1]]))
    );
    let dma = memref::dma_start_operands(&ctx, find(&ctx, &ops, "memref.dma_start")).unwrap();
    assert_eq!(
        (dma.src, dma.dst, dma.tag, dma.num_elements),
        (src, dst, tag, a[2])
    );
    assert_eq!(
        (dma.src_indices, dma.dst_indices, dma.tag_indices),
        (vec![a[0], a[1]], vec![a[0]], vec![a[1]])
    );
    assert_eq!(dma.stride, Some((a[0], a[1])));
    let wait = memref::dma_wait_operands(&ctx, find(&ctx, &ops, "memref.dma_wait"));
    assert_eq!(wait, Some((tag, vec![a[1]], a[2])));
    let [off, sizes, strides] =
        memref::view_lists(&ctx, find(&ctx, &ops, "memref.subview")).unwrap();
    assert_eq!(off, vec![Mixed::Dynamic(a[0]), Mixed::Static(4)]);
    assert_eq!(sizes, vec![Mixed::Static(2), Mixed::Dynamic(a[2])]);
    assert_eq!(strides, vec![Mixed::Static(1), Mixed::Static(3)]);
    let g = memref::global_info(&ctx, find(&ctx, &ops, "memref.global")).unwrap();
    assert_eq!(
        (g.name.as_str(), g.constant, g.initial_value.is_some()),
        ("g", true, true)
    );
    assert_eq!(
        memref::get_global_name(&ctx, find(&ctx, &ops, "memref.get_global")),
        Some("g")
    );
}

#[test]
fn affine_roles() {
    let (ctx, ops) = setup();
    let a = args(&ctx, &ops);
    let for_op = find(&ctx, &ops, "affine.for");
    let parts = affine::for_parts(&ctx, for_op).unwrap();
    assert_eq!(parts.lower.operands, vec![a[0], a[1]]);
    assert_eq!(
        parts.lower.map.results,
        vec![AffineExpr::Dim(0), AffineExpr::Symbol(0)]
    );
    assert_eq!(
        parts.upper.map,
        &AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: vec![AffineExpr::Const(10)]
        }
    );
    assert_eq!((parts.step, parts.inits.len()), (3, 0));
    let load = find(&ctx, &ops, "affine.load");
    let (map, operands) = affine::map_operands(&ctx, load).unwrap();
    // `[%i + 1, symbol(%n)]`: one dim (%i) and one symbol (%n), at 0 -> 2 and 5.
    assert_eq!((map.num_dims, map.num_symbols, operands.len()), (1, 1, 2));
    assert_eq!(map.eval(&[2], &[5]).unwrap(), vec![3, 5]);
    assert_eq!(operands[1], a[2]);
    let ([src, dst, tag], num, stride) =
        affine::dma_start_parts(&ctx, find(&ctx, &ops, "affine.dma_start")).unwrap();
    assert_eq!(
        (src.operands, dst.operands, tag.operands.len(), num, stride),
        (vec![a[0]], vec![a[0], a[1]], 0, a[2], None)
    );
    assert_eq!(src.map.eval(&[4], &[]).unwrap(), vec![5]);
    let (wtag, wnum) = affine::dma_wait_parts(&ctx, find(&ctx, &ops, "affine.dma_wait")).unwrap();
    assert_eq!((wtag.memref, wnum), (tag.memref, a[2]));
}

#[test]
fn vector_positions() {
    let (ctx, ops) = setup();
    let a = args(&ctx, &ops);
    let e = vector::position(&ctx, find(&ctx, &ops, "vector.extract"));
    assert_eq!(e, Some(vec![Mixed::Static(1), Mixed::Dynamic(a[0])]));
    let i = vector::position(&ctx, find(&ctx, &ops, "vector.insert"));
    assert_eq!(i, Some(vec![Mixed::Dynamic(a[1]), Mixed::Static(-1)]));
}
