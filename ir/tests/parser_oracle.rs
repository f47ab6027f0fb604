//! The parser against upstream `mlir-opt`: every type and attribute case
//! below is written into `"test.op"` ops, `mlir-opt
//! --allow-unregistered-dialect --mlir-print-local-scope` must accept the
//! file (so the spellings are valid MLIR), and re-parsing what it prints must
//! give exactly the same uniqued types and attributes as parsing our input
//! (so our canonical forms — identity layouts dropped, default memory space
//! dropped, affine simplification, splat detection, `i1` as bool, signless
//! values read as signed — are upstream's).
//!
//! Skips when `mlir-opt` is missing unless `RMLIR_REQUIRE_TOOLS=1`.

#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::{AttrId, Context, OpId, TypeId};
use std::process::Command;

const TYPES: &[&str] = &[
    "i1",
    "si7",
    "ui1000",
    "index",
    "none",
    "bf16",
    "f8E4M3FN",
    "f4E2M1FN",
    "tf32",
    "f80",
    "complex<f64>",
    "tuple<>",
    "tuple<i32, tuple<f32>>",
    "(i32, f32) -> ((i32) -> i32)",
    "vector<[4]x8xf32>",
    "vector<f32>",
    "tensor<?x4x0xf32>",
    "tensor<*xf32>",
    "tensor<4xf32, \"enc\">",
    "memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>",
    "memref<4x4xf32, affine_map<(i, j) -> (j, i)>>",
    "memref<4xf32, 0>",
    "memref<4xf32, 1>",
    "memref<4x?xf32, strided<[?, 1], offset: ?>>",
    "memref<4xf32, strided<[1]>>",
    "memref<8xf32, \"vmem\">",
    "memref<*xf32, 3>",
    "memref<0x8xf32>",
    "memref<f32>",
    "!llvm.ptr<1>",
    "!foo.bar<a \"x>\" ->, (b)[c]{d}<e>>",
];

const ATTRS: &[&str] = &[
    "42",
    "-7 : i8",
    "0x10 : i32",
    "4294967295 : i32",
    "1 : i1",
    "-1 : i1",
    "true",
    "-1 : index",
    "123456789012345678901234567890 : i1000",
    "1.5",
    "1.0e-3 : f32",
    "-0.0 : f32",
    "0x7C00 : f16",
    "1.0e+40 : f32",
    "1.0 : bf16",
    "0.1 : f8E5M2",
    "\"a\\n\\t\\\"\\\\\"",
    "\"x\" : i32",
    "[1, \"s\", [], unit]",
    "{b = 1, \"q k\", c}",
    "@a::@\"b c\"::@d",
    "i32",
    "(i32) -> i32",
    "unit",
    "strided<[?, 1], offset: ?>",
    "strided<[4, 1]>",
    "distinct[0]<42 : i32>",
    "#tpu.memory_space<vmem>",
    "dense<[1, 1]> : tensor<2xi32>",
    "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>",
    "dense<[\"a\", \"b\"]> : tensor<2x!foo.s>",
    "dense<> : tensor<0xi32>",
    "dense<[true, false]> : tensor<2xi1>",
    "dense<[true, true]> : tensor<2xi1>",
    "dense<[1.5, 2.0]> : tensor<2xf32>",
    "dense_resource<blob1> : tensor<4xf32>",
    "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
    "array<i32: 1, -2>",
    "array<i32>",
    "array<f32: 1.0, 2.5>",
    "array<i1: true, false>",
    "affine_map<(d0, d1)[s0, s1] -> (d0 + d0, d1 - d1, 3 + d0, d0 * 2 * 3, -d0, (d0 + 2) + d1)>",
    "affine_map<(d0, d1)[s0, s1] -> (d1 + d0, s1 * s0, s0 * d1, (d0 * 4 + d1) floordiv 2)>",
    "affine_map<(d0, d1)[s0, s1] -> ((d0 * 4 + d1) mod 2, d0 - d0 floordiv 4 * 4, -7 floordiv 2)>",
    "affine_map<(d0) -> (-(d0 + 3), 2 * (d0 + 1), (d0 mod 8) mod 4, d0 ceildiv 1)>",
    "affine_set<(d0)[s0] : (d0 <= s0, d0 == 0, d0 - 1 >= 0)>",
    "loc(\"f\":1:2 to 3:4)",
    "loc(callsite(\"a\" at fused<\"m\">[\"b\", unknown]))",
];

fn input_text() -> String {
    let mut s = String::new();
    for t in TYPES {
        s.push_str(&format!("\"test.t\"() : () -> ({t})\n"));
    }
    for a in ATTRS {
        s.push_str(&format!("\"test.a\"() {{a = {a}}} : () -> ()\n"));
    }
    s
}

fn top_ops(ctx: &Context, m: OpId) -> Vec<OpId> {
    let r = ctx.ops[m].regions[0];
    ctx.blocks[ctx.regions[r].blocks[0]].ops.clone()
}

/// Each op's result type or `a` attribute.
fn payload(ctx: &Context, m: OpId) -> Vec<(Option<TypeId>, Option<AttrId>)> {
    top_ops(ctx, m)
        .into_iter()
        .map(|op| {
            let o = &ctx.ops[op];
            let ty = o.results.first().map(|&v| ctx.values[v].ty);
            (ty, o.attrs.first().map(|(_, a)| *a))
        })
        .collect()
}

#[test]
fn upstream_accepts_our_cases_and_reprints_them_to_the_same_values() {
    let Some(opt) = tools::tool(
        "mlir-opt",
        "upstream_accepts_our_cases_and_reprints_them_to_the_same_values",
    ) else {
        return;
    };
    let text = input_text();
    let dir = std::env::temp_dir().join(format!("rmlir-parser-oracle-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("in.mlir");
    std::fs::write(&file, &text).unwrap();
    let out = Command::new(opt)
        .args(["--allow-unregistered-dialect", "--mlir-print-local-scope"])
        .arg(&file)
        .output()
        .expect("mlir-opt runs");
    let printed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "mlir-opt rejects: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut ctx = Context::new();
    let ours = parse_module(&mut ctx, "in.mlir", &text, &opts).expect("we accept our input");
    let theirs =
        parse_module(&mut ctx, "out.mlir", &printed, &opts).expect("we accept mlir-opt's print");
    let (a, b) = (payload(&ctx, ours), payload(&ctx, theirs));
    assert_eq!(a.len(), TYPES.len() + ATTRS.len());
    let cases = TYPES.iter().chain(ATTRS);
    let printed_lines: Vec<&str> = printed.lines().filter(|l| l.contains("\"test.")).collect();
    for (i, (case, (x, y))) in cases.zip(a.iter().zip(&b)).enumerate() {
        assert_eq!(
            x,
            y,
            "case `{case}`: upstream printed `{}`",
            printed_lines[i].trim()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
