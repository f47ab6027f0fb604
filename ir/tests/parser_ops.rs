//! Parse tests for operations in generic form, regions, blocks, SSA
//! scoping and the top level (Language Reference "Operations", "Blocks",
//! "Regions", "Value Scoping"). Error messages are upstream `mlir-opt`'s,
//! checked by running it on the same inputs.

use rmlir_ir::ir::ValueDef;
use rmlir_ir::location::Location;
use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::{AttrData, Context, OpId, TypeData};

fn opts() -> ParseOptions {
    ParseOptions {
        allow_unregistered: true,
    }
}

fn parse(ctx: &mut Context, text: &str) -> OpId {
    match parse_module(ctx, "t.mlir", text, &opts()) {
        Ok(m) => m,
        Err(d) => panic!("{:?}", d[0]),
    }
}

/// `line:col: message` of the first error.
fn err(text: &str) -> String {
    let mut ctx = Context::new();
    let d = parse_module(&mut ctx, "t.mlir", text, &opts()).expect_err("should fail");
    let p = d[0].pos.clone().expect("located");
    format!("{}:{}: {}", p.line, p.col, d[0].message)
}

fn body_ops(ctx: &Context, module: OpId) -> Vec<OpId> {
    let r = ctx.ops[module].regions[0];
    ctx.blocks[ctx.regions[r].blocks[0]].ops.clone()
}

#[test]
fn implicit_module_wraps_top_level_ops() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "\"test.a\"() : () -> ()\n\"test.b\"() : () -> ()\n",
    );
    assert_eq!(ctx.ops[m].name, "builtin.module");
    let ops = body_ops(&ctx, m);
    assert_eq!(ops.len(), 2);
    assert_eq!(ctx.ops[ops[1]].name, "test.b");
    // mlir-opt gives the implicit module the location "t.mlir":0:0.
    assert_eq!(
        ctx.attr(ctx.ops[m].loc),
        &AttrData::Location(Location::FileLineCol {
            file: "t.mlir".into(),
            line: 0,
            col: 0,
            end: None
        })
    );
}

#[test]
fn generic_op_with_everything() {
    let mut ctx = Context::new();
    let text = r#"
%a, %b:2 = "test.src"() : () -> (i32, i32, f32)
"test.user"(%b#1, %a, %b) [^bb1] <{p = 1 : i32}> ({
^bb0(%x: i32 loc("arg")):
  "test.t"(%x) : (i32) -> ()
}) {z = unit, a = "s"} : (f32, i32, i32) -> () loc("op")
"#;
    let m = parse(&mut ctx, &text.replace("[^bb1] ", ""));
    let ops = body_ops(&ctx, m);
    let (src, user) = (ops[0], ops[1]);
    let r = &ctx.ops[src].results;
    assert_eq!(ctx.ops[user].operands, vec![r[2], r[0], r[1]]);
    assert!(ctx.ops[user].properties.is_some());
    // Discardable attributes are sorted by name.
    let names: Vec<_> = ctx.ops[user]
        .attrs
        .iter()
        .map(|(k, _)| k.as_str())
        .collect();
    assert_eq!(names, ["a", "z"]);
    let region = ctx.ops[user].regions[0];
    let entry = ctx.regions[region].blocks[0];
    let arg = ctx.blocks[entry].args[0];
    assert_eq!(
        ctx.attr(ctx.values[arg].loc),
        &AttrData::Location(Location::Name {
            name: "arg".into(),
            child: None
        })
    );
    let inner = ctx.blocks[entry].ops[0];
    assert_eq!(ctx.ops[inner].operands, vec![arg]);
}

#[test]
fn default_location_is_the_op_name() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "  %0 = \"test.a\"() : () -> i32\n\"test.b\"() : () -> ()",
    );
    let ops = body_ops(&ctx, m);
    let pos = |op: OpId| match ctx.attr(ctx.ops[op].loc) {
        AttrData::Location(Location::FileLineCol { line, col, .. }) => (*line, *col),
        other => panic!("{other:?}"),
    };
    // Upstream locates an op at its name, past any result list: the `"`
    // of `"test.a"` is column 8 on line 1; line 2 has no results, so 2:1.
    assert_eq!(pos(ops[0]), (1, 8));
    assert_eq!(pos(ops[1]), (2, 1));
}

#[test]
fn forward_references_resolve_in_graph_regions() {
    let mut ctx = Context::new();
    let text = r#"
"test.graph"() ({
  "test.use"(%later#1) : (f32) -> ()
  %later:2 = "test.def"() : () -> (i32, f32)
}) : () -> ()
"#;
    let m = parse(&mut ctx, text);
    let graph = body_ops(&ctx, m)[0];
    let block = ctx.regions[ctx.ops[graph].regions[0]].blocks[0];
    let (user, def) = (ctx.blocks[block].ops[0], ctx.blocks[block].ops[1]);
    let used = ctx.ops[user].operands[0];
    assert_eq!(used, ctx.ops[def].results[1]);
    assert!(matches!(
        ctx.values[used].def,
        ValueDef::Result { index: 1, .. }
    ));
    assert_eq!(ctx.values[used].uses.len(), 1);
}

#[test]
fn blocks_and_successors() {
    let mut ctx = Context::new();
    let text = r#"
"test.f"() ({
^entry(%c: i1):
  "test.br"(%c)[^exit, ^body] : (i1) -> ()
^body:
  "test.br"()[^exit] : () -> ()
^exit:
  "test.ret"() : () -> ()
}) : () -> ()
"#;
    let m = parse(&mut ctx, text);
    let f = body_ops(&ctx, m)[0];
    let blocks = ctx.regions[ctx.ops[f].regions[0]].blocks.clone();
    assert_eq!(blocks.len(), 3);
    let br = ctx.blocks[blocks[0]].ops[0];
    assert_eq!(ctx.ops[br].successors, vec![blocks[2], blocks[1]]);
    assert_eq!(ctx.blocks[blocks[1]].label_hint.as_deref(), Some("body"));
}

#[test]
fn aliases_resolve() {
    let mut ctx = Context::new();
    let text = r#"
#map = affine_map<(d0) -> (d0 + 1)>
#seed = (d0)[s0] -> (d0 + s0)
#set = (d0)[s0] : (d0 >= 0, s0 - d0 == 0)
!old = type memref<4xf32, #map>
!new = i32
#loc = loc("x.mlir":3:4)
"test.op"() {m = #map, s = #seed, t = #set} : () -> (!old, !new) loc(#loc)
"#;
    let m = parse(&mut ctx, text);
    let op = body_ops(&ctx, m)[0];
    let attr = |k: &str| {
        let a = ctx.ops[op].attrs.iter().find(|(n, _)| n == k).unwrap().1;
        ctx.attr(a).clone()
    };
    assert!(matches!(attr("m"), AttrData::AffineMap(m) if m.num_dims == 1));
    assert!(matches!(attr("s"), AttrData::AffineMap(m) if m.num_symbols == 1));
    assert!(matches!(attr("t"), AttrData::IntegerSet(s) if s.constraints.len() == 2));
    let r0 = ctx.ops[op].results[0];
    let TypeData::MemRef {
        layout: Some(l), ..
    } = ctx.ty(ctx.values[r0].ty).clone()
    else {
        panic!("layout kept")
    };
    assert!(matches!(ctx.attr(l), AttrData::AffineMap(_)));
    let r1 = ctx.ops[op].results[1];
    let i32t = ctx.int_type(32);
    assert_eq!(ctx.values[r1].ty, i32t);
    assert!(matches!(
        ctx.attr(ctx.ops[op].loc),
        AttrData::Location(Location::FileLineCol {
            line: 3,
            col: 4,
            ..
        })
    ));
}

#[test]
fn location_aliases_may_come_after_use() {
    // mlir-opt --mlir-print-debuginfo prints `#loc` aliases after the module.
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "module {\n  \"test.op\"() : () -> () loc(#loc1)\n} loc(#loc)\n#loc = loc(\"a\":0:0)\n#loc1 = loc(\"a\":2:3)\n",
    );
    assert!(matches!(
        ctx.attr(ctx.ops[m].loc),
        AttrData::Location(Location::FileLineCol { line: 0, .. })
    ));
    let op = body_ops(&ctx, m)[0];
    assert!(matches!(
        ctx.attr(ctx.ops[op].loc),
        AttrData::Location(Location::FileLineCol {
            line: 2,
            col: 3,
            ..
        })
    ));
    assert_eq!(
        err("\"test.op\"() : () -> () loc(#x)"),
        "1:28: operation location alias was never defined"
    );
}

#[test]
fn explicit_module_is_not_wrapped() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "module @m attributes {x = 1} {\n\"test.a\"() : () -> ()\n}",
    );
    assert_eq!(ctx.ops[m].name, "builtin.module");
    assert!(ctx.ops[m].parent.is_none());
    assert_eq!(ctx.lookup_symbol(m, "nothing"), None);
    let sym = ctx.ops[m].attr(&ctx, "sym_name").unwrap();
    assert_eq!(ctx.attr(sym).as_str(), Some("m"));
    assert_eq!(body_ops(&ctx, m).len(), 1);
}

#[test]
fn errors_match_mlir_opt() {
    let cases = [
        (
            "\"test.op\"(%x) : (i32) -> i32",
            "1:11: use of undeclared SSA value name",
        ),
        (
            "%a = \"test.op\"() : () -> i32\n%a = \"test.op\"() : () -> i32",
            "2:1: redefinition of SSA value '%a'",
        ),
        (
            "%a = \"test.op\"() : () -> (i32, i32)",
            "1:1: operation defines 2 results but was provided 1 to bind",
        ),
        (
            "\"test.op\"(%a) : (i32, i32) -> ()\n%a = \"test.op\"() : () -> i32",
            "1:17: expected 1 operand type  but had 2",
        ),
        ("\"test.op\"() : () -> (i32", "1:25: expected ')'"),
        (
            "\"test.op\"( : () -> (i32)",
            "1:11: expected ')' to end operand list",
        ),
        (
            "\"test.op\"() ({^bb0: \"test.t\"() [^bb3] : () -> ()}) : () -> ()",
            "1:33: reference to an undefined block",
        ),
        (
            "\"test.op\"() {a = \"x} : () -> ()",
            "1:32: expected '\"' in string literal",
        ),
        (
            "\"test.op\"() {a = $} : () -> ()",
            "1:18: unexpected character",
        ),
        (
            "foo",
            "1:1: custom op 'foo' is unknown (tried 'builtin.foo' as well)",
        ),
        (
            "\"test.op\"() : () -> (i32, f33)",
            "1:26: expected non-function type",
        ),
        (
            "\"test.op\"() {x} ({}) : () -> ()",
            "1:16: expected ':' followed by operation type",
        ),
        (
            "\"test.op\"() : () -> (i32) loc(foo)",
            "1:31: expected location instance",
        ),
    ];
    for (text, want) in cases {
        assert_eq!(err(text), want, "{text}");
    }
}

#[test]
fn unregistered_ops_need_the_flag() {
    let mut ctx = Context::new();
    let d = parse_module(
        &mut ctx,
        "t",
        "\"foo.bar\"() : () -> ()",
        &ParseOptions::default(),
    )
    .expect_err("unregistered");
    assert!(d[0]
        .message
        .starts_with("operation being parsed with an unregistered dialect"));
}

#[test]
fn implicit_terminators_are_added_after_custom_regions() {
    // mlir-opt prints this loop's body with no terminator, but the IR has
    // an `affine.yield` (SingleBlockImplicitTerminator).
    let mut ctx = Context::new();
    let text = "func.func @f() {\n  affine.for %i = 0 to 10 {\n  }\n  return\n}\n";
    let m = parse(&mut ctx, text);
    let f = body_ops(&ctx, m)[0];
    let fbody = ctx.regions[ctx.ops[f].regions[0]].blocks[0];
    let for_op = ctx.blocks[fbody].ops[0];
    assert_eq!(ctx.ops[for_op].name, "affine.for");
    let body = ctx.regions[ctx.ops[for_op].regions[0]].blocks[0];
    let ops = &ctx.blocks[body].ops;
    assert_eq!(ops.len(), 1);
    assert_eq!(ctx.ops[ops[0]].name, "affine.yield");
    // The terminator carries the loop's location.
    assert_eq!(ctx.ops[ops[0]].loc, ctx.ops[for_op].loc);
}
