//! Verifier rules that depend on registered ops' traits (isolation,
//! terminators, SSA regions), on IR parsed from text and, where text
//! cannot express the fault, edited by hand afterwards.
//!
//! Expected messages are upstream's: each case's comment shows the text
//! `mlir-opt` 22 rejects with that message (see also
//! `tests/errors/structure/`, checked against `mlir-opt` by `verify_files`).

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, Diagnostic, OpId};

fn parse(ctx: &mut Context, text: &str) -> OpId {
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    parse_module(ctx, "t.mlir", text, &opts).unwrap_or_else(|d| panic!("parse failed: {d:?}"))
}

/// Verifies with unregistered ops allowed.
fn verify_all(ctx: &Context, module: OpId) -> Vec<Diagnostic> {
    let opts = VerifyOptions {
        allow_unregistered: true,
    };
    verify(ctx, module, &opts)
}

fn check(ctx: &Context, module: OpId) -> Vec<(u32, String)> {
    lines(&verify_all(ctx, module))
}

/// Parses and verifies `text`: `(line, message)` of every diagnostic.
fn check_text(text: &str) -> Vec<(u32, String)> {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, text);
    check(&ctx, m)
}

/// A use before its definition in a function body (an SSA region).
const USE_BEFORE_DEF: &str = "func.func @f() -> i32 {\n  %0 = arith.addi %1, %1 : i32\n  \
                              %1 = arith.constant 0 : i32\n  return %0 : i32\n}\n";

fn lines(diags: &[Diagnostic]) -> Vec<(u32, String)> {
    let line = |d: &Diagnostic| d.pos.as_ref().map_or(0, |p| p.line);
    diags.iter().map(|d| (line(d), d.message.clone())).collect()
}

/// The first op named `name` under `root`.
fn find(ctx: &Context, root: OpId, name: &str) -> OpId {
    let mut found = None;
    ctx.walk(root, &mut |op| {
        if found.is_none() && ctx.ops[op].name == name {
            found = Some(op);
        }
    });
    found.unwrap_or_else(|| panic!("no {name}"))
}

/// Parses `text`, makes its `"test.use"` use the result of its
/// `"test.value"` (across the isolated function, which text cannot say),
/// and checks upstream's error at `use_line` with its note at the function
/// on `func_line`.
fn check_isolation_error(text: &str, use_line: u32, func_line: u32) {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, text);
    let v = ctx.ops[find(&ctx, m, "test.value")].results[0];
    let user = find(&ctx, m, "test.use");
    ctx.set_operands(user, vec![v]);
    let diags = verify_all(&ctx, m);
    let msg = "'test.use' op using value defined outside the region";
    assert_eq!(lines(&diags), [(use_line, msg.into())]);
    let note = "required by region isolation constraints";
    assert_eq!(lines(&diags[0].notes), [(func_line, note.into())]);
}

/// Text cannot name a value across `func.func` in our parser (its name
/// scopes are isolated), so the use is made by hand. `mlir-opt` reports
/// the same IR written as text:
///
/// ```mlir
/// module {
///   %v = "test.value"() : () -> i32
///   func.func @f() {                      // note: required by region isolation constraints
///     "test.use"(%v) : (i32) -> ()        // error: 'test.use' op using value defined outside the region
///     return
///   }
/// }
/// ```
#[test]
fn value_from_above_an_isolated_op_is_an_error() {
    let text = "module {\n  %v = \"test.value\"() : () -> i32\n  func.func @f() {\n    \
                \"test.use\"() : () -> ()\n    return\n  }\n}\n";
    check_isolation_error(text, 4, 3);
}

/// The same through two levels of non-isolated nesting inside the
/// function: the error is at the user, the note at the function.
#[test]
fn isolation_is_checked_however_deep_the_use_is() {
    let text = "module {\n  %v = \"test.value\"() : () -> i32\n  func.func @f(%c: i1) {\n    \
                scf.if %c {\n      scf.if %c {\n        \"test.use\"() : () -> ()\n      }\n    \
                }\n    return\n  }\n}\n";
    check_isolation_error(text, 6, 3);
}

/// A function body is an SSA region: order inside a block matters, and
/// only the first bad operand of an op is reported (as upstream).
#[test]
fn function_body_keeps_ssa_order() {
    assert_eq!(
        check_text(USE_BEFORE_DEF),
        [(2, "operand #0 does not dominate this use".into())]
    );
}

/// Every function's errors are reported, sorted by line.
#[test]
fn errors_of_every_function_are_collected() {
    let text = format!(
        "{USE_BEFORE_DEF}func.func @g() {{\n  %c = arith.constant 1 : i32\n}}\n\
         func.func @f() {{\n  return\n}}\n"
    );
    let got = check_text(&text);
    assert_eq!(got.len(), 3, "{got:?}");
    assert_eq!(got[0], (2, "operand #0 does not dominate this use".into()));
    assert!(
        got[1].1.starts_with("block with no terminator, has"),
        "{got:?}"
    );
    assert_eq!(got[1].0, 7);
    assert_eq!(got[2], (9, "redefinition of symbol named 'f'".into()));
}

/// `block with no terminator, has` is followed by the op in generic form,
/// as upstream prints it.
#[test]
fn missing_terminator_names_the_last_op() {
    let got = check_text("func.func @g() {\n  %c = arith.constant 1 : i32\n}\n");
    let want =
        "block with no terminator, has %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32";
    assert_eq!(got, [(2, want.into())]);
}

/// A declaration (empty body) and an unregistered op with an empty region
/// verify cleanly.
#[test]
fn empty_regions_are_fine() {
    let text = "func.func private @ext(i32) -> i32\n\"test.empty\"() ({}) : () -> ()\n";
    assert_eq!(check_text(text), []);
}

/// Unregistered ops are rejected without the flag even when they parse.
#[test]
fn unregistered_op_without_the_flag() {
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        "func.func @f() {\n  \"foo.bar\"() : () -> ()\n  return\n}\n",
    );
    let diags = verify(&ctx, m, &VerifyOptions::default());
    let msg = "operation being parsed with an unregistered dialect. If this is intended, please \
               use -allow-unregistered-dialect with the MLIR tool used";
    assert_eq!(lines(&diags), [(2, msg.into())]);
}

/// The rendered diagnostic, as `rmlir-opt` shows it: upstream's header,
/// source line and caret at the using op, then the note at the defining
/// op (`mlir-opt` adds a "see current operation" note of its own). The
/// column is wherever the parser put each op's location.
#[test]
fn rendered_dominance_error_points_at_use_and_definition() {
    let mut ctx = Context::new();
    let text = USE_BEFORE_DEF;
    let m = parse(&mut ctx, text);
    let diags = verify(&ctx, m, &VerifyOptions::default());
    let mut sm = rmlir_ir::SourceMap::new();
    sm.add("t.mlir", text);
    let rendered: String = diags.iter().map(|d| sm.render(d)).collect();
    let col = |name: &str| {
        let loc = ctx.ops[find(&ctx, m, name)].loc;
        rmlir_ir::diag::source_pos(&ctx, loc)
            .expect("parsed ops have positions")
            .col
    };
    let (c_use, c_def) = (col("arith.addi"), col("arith.constant"));
    let caret = |c: u32| format!("{}^", " ".repeat(c as usize - 1));
    let want = format!(
        "t.mlir:2:{c_use}: error: operand #0 does not dominate this use\n  \
         %0 = arith.addi %1, %1 : i32\n{}\n\
         t.mlir:3:{c_def}: note: operand defined here (op in the same block)\n  \
         %1 = arith.constant 0 : i32\n{}\n",
        caret(c_use),
        caret(c_def)
    );
    assert_eq!(rendered, want);
}
