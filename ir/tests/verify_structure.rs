//! Verifier rules that hold for any op, registered or not: handle
//! consistency, dominance between blocks, successors, registration.
//!
//! Expected messages are upstream's (`mlir-opt` 22 output for the same IR
//! written as text with `--allow-unregistered-dialect`, shown in each
//! test's comment), except the handle checks, which text cannot express.

mod verify_common;

use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::Diagnostic;
use verify_common::{check, lines, notes, Builder, Parts};

/// Upstream's message for a use its definition does not dominate.
const NOT_DOMINATED: &str = "operand #0 does not dominate this use";

/// Asserts that the only diagnostic is [`NOT_DOMINATED`] at `use_line`,
/// with the note `(line, text)` when one is given.
fn assert_not_dominated(diags: &[Diagnostic], use_line: u32, note: Option<(u32, &str)>) {
    assert_eq!(lines(diags), [(use_line, NOT_DOMINATED.into())]);
    if let Some((line, text)) = note {
        assert_eq!(notes(&diags[0]), [(line, text.into())]);
    }
}

#[test]
fn unresolved_placeholder_is_reported_and_stops_verification() {
    let mut b = Builder::new();
    let (root, block) = b.root();
    let (loc, _) = b.loc();
    let ty = b.i32();
    let ph = b.ctx.create_placeholder(ty, loc);
    let (_, use_line) = b.value(block, "test.use", &[ph]);
    // The use would also fail dominance, but a broken handle stops every
    // later pass: only the handle error is reported.
    let diags = check(&b, root);
    assert_eq!(
        lines(&diags),
        [(
            use_line,
            "operand #0 is a forward reference that was never defined".into()
        )]
    );
}

#[test]
fn op_whose_parent_link_is_wrong_is_reported() {
    let mut b = Builder::new();
    let (root, block) = b.root();
    let (_, other) = b.region(1);
    let (op, line) = b.op(Some(block), "test.a", Parts::default());
    b.ctx.ops[op].parent = Some(other[0]);
    let diags = check(&b, root);
    assert_eq!(
        lines(&diags),
        [(
            line,
            "op does not name the block holding it as parent".into()
        )]
    );
}

#[test]
fn result_whose_definition_does_not_point_back_is_reported() {
    let mut b = Builder::new();
    let (root, block) = b.root();
    let (v, def_line) = b.value(block, "test.a", &[]);
    let (w, _) = b.value(block, "test.b", &[]);
    let def_op = b.ctx.defining_op(v).unwrap();
    b.ctx.ops[def_op].results[0] = w;
    let diags = check(&b, root);
    // test.a's result #0 now names test.b's value, whose definition says
    // it is test.b's: the link is one-sided.
    assert_eq!(
        lines(&diags),
        [(def_line, "result #0 does not point back at this op".into())]
    );
}

/// ```mlir
/// "test.cfg"() ({
/// ^bb0:
///   %x = "test.a"(%z) : (i32) -> i32     // error: operand #0 does not dominate this use
///   "test.br"()[^bb1] : () -> ()
/// ^bb1:
///   %z = "test.b"() : () -> i32           // note: operand defined here (op in the same region)
///   "test.end"() : () -> ()
/// }) : () -> ()
/// ```
#[test]
fn use_in_block_not_dominated_by_definition_block() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, bbs) = b.region(2);
    let (x_op, x_line) = b.op(Some(bbs[0]), "test.a", Parts::default());
    b.branch(bbs[0], &[bbs[1]]);
    let (z, z_line) = b.value(bbs[1], "test.b", &[]);
    b.simple(bbs[1], "test.end");
    b.ctx.set_operands(x_op, vec![z]);
    b.holder(Some(top), "test.cfg", vec![r]);
    assert_not_dominated(
        &check(&b, root),
        x_line,
        Some((z_line, "operand defined here (op in the same region)")),
    );
}

/// Unregistered ops may hold graph regions, so inside one block order does
/// not matter (upstream accepts `%a = "test.a"(%b)` before `%b`).
#[test]
fn unregistered_region_allows_use_before_definition_in_a_block() {
    let mut b = Builder::new();
    let (root, block) = b.root();
    let (a_op, _) = b.op(Some(block), "test.a", Parts::default());
    let (bv, _) = b.value(block, "test.b", &[]);
    b.ctx.set_operands(a_op, vec![bv]);
    assert!(check(&b, root).is_empty());
}

/// ```mlir
/// "test.cfg"() ({                         // note: operand defined as a block argument (block #1 in the same region)
///   "test.br"()[^bb1, ^bb2] : () -> ()
/// ^bb1(%x: i32):
///   "test.br"()[^bb3] : () -> ()
/// ^bb2:
///   "test.use"(%x) : (i32) -> ()          // error: operand #0 does not dominate this use
///   "test.br"()[^bb3] : () -> ()
/// ^bb3:
///   "test.end"() : () -> ()
/// }) : () -> ()
/// ```
#[test]
fn block_argument_of_a_sibling_block_does_not_dominate() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, bbs) = b.region(4);
    let (loc, _) = b.loc();
    let ty = b.i32();
    let x = b.ctx.add_block_arg(bbs[1], ty, loc);
    b.branch(bbs[0], &[bbs[1], bbs[2]]);
    b.branch(bbs[1], &[bbs[3]]);
    let (_, use_line) = b.user(bbs[2], "test.use", &[x]);
    b.branch(bbs[2], &[bbs[3]]);
    b.simple(bbs[3], "test.end");
    let (_, cfg_line) = b.holder(Some(top), "test.cfg", vec![r]);
    let note = "operand defined as a block argument (block #1 in the same region)";
    assert_not_dominated(&check(&b, root), use_line, Some((cfg_line, note)));
}

/// A use in a block no path reaches is not checked (upstream skips
/// dominance for unreachable blocks): here `^bb1` uses `%z` of `^bb2`.
#[test]
fn unreachable_block_is_not_checked_for_dominance() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, bbs) = b.region(3);
    b.branch(bbs[0], &[bbs[2]]);
    let (use_op, _) = b.op(Some(bbs[1]), "test.use", Parts::default());
    b.branch(bbs[1], &[bbs[2]]);
    let (z, _) = b.value(bbs[2], "test.z", &[]);
    b.simple(bbs[2], "test.end");
    b.ctx.set_operands(use_op, vec![z]);
    b.holder(Some(top), "test.cfg", vec![r]);
    assert!(check(&b, root).is_empty());
}

/// A value defined inside another op's region is not visible after it:
/// `"test.wrap"() ({ %x = "test.a"() }) ; "test.use"(%x)`.
#[test]
fn value_from_a_child_region_is_not_visible_outside() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, inner) = b.region(1);
    let (x, x_line) = b.value(inner[0], "test.a", &[]);
    b.holder(Some(top), "test.wrap", vec![r]);
    let (_, use_line) = b.value(top, "test.use", &[x]);
    let note = "operand defined here (op in a child region)";
    assert_not_dominated(&check(&b, root), use_line, Some((x_line, note)));
}

/// ```mlir
/// "test.cfg"() ({        // error: entry block of region may not have predecessors
/// ^bb0:
///   "test.br"()[^bb0] : () -> ()
/// }) : () -> ()
/// ```
#[test]
fn entry_block_may_not_have_predecessors() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, bbs) = b.region(1);
    b.branch(bbs[0], &[bbs[0]]);
    let (_, line) = b.holder(Some(top), "test.cfg", vec![r]);
    let diags = check(&b, root);
    assert_eq!(
        lines(&diags),
        [(
            line,
            "entry block of region may not have predecessors".into()
        )]
    );
}

/// `"test.br"()[^bb1]` followed by another op in the same block.
#[test]
fn op_with_successors_must_end_its_block() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, bbs) = b.region(2);
    let (_, line) = b.branch(bbs[0], &[bbs[1]]);
    b.simple(bbs[0], "test.after");
    b.simple(bbs[1], "test.end");
    b.holder(Some(top), "test.cfg", vec![r]);
    let diags = check(&b, root);
    let msg = "operation with block successors must terminate its parent block";
    assert_eq!(lines(&diags), [(line, msg.into())]);
}

/// Text cannot name a block of another region (the parser reports an
/// undefined block), so this rule is checked on hand-built IR with
/// upstream's wording from `Verifier.cpp`'s `verifyBlock`.
#[test]
fn successor_in_another_region_is_an_error() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r1, a) = b.region(1);
    let (r2, c) = b.region(1);
    let (_, line) = b.branch(a[0], &[c[0]]);
    b.simple(c[0], "test.end");
    b.holder(Some(top), "test.two", vec![r1, r2]);
    let diags = check(&b, root);
    let msg = "'test.br' op branching to block of a different region";
    assert_eq!(lines(&diags), [(line, msg.into())]);
}

/// Without `allow_unregistered`, every op of an unknown dialect is
/// reported with the message `mlir-opt` prints for it.
#[test]
fn unregistered_ops_need_the_flag() {
    let mut b = Builder::new();
    let (root, block) = b.root();
    b.simple(block, "foo.bar");
    let diags = verify(&b.ctx, root, &VerifyOptions::default());
    let msg = "operation being parsed with an unregistered dialect. If this is intended, please \
               use -allow-unregistered-dialect with the MLIR tool used";
    assert_eq!(lines(&diags), [(1, msg.into()), (2, msg.into())]);
}

/// Every error is reported, sorted by position even when the IR order
/// differs from the source order: two self-looping entry blocks, the one
/// written later placed first.
#[test]
fn all_errors_are_reported_in_source_order() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let mut cfgs = Vec::new();
    for _ in 0..2 {
        let (r, bbs) = b.region(1);
        b.branch(bbs[0], &[bbs[0]]);
        cfgs.push(b.holder(None, "test.cfg", vec![r]));
    }
    b.ctx.append_op(top, cfgs[1].0);
    b.ctx.append_op(top, cfgs[0].0);
    let diags = check(&b, root);
    let msg = "entry block of region may not have predecessors";
    assert_eq!(
        lines(&diags),
        [(cfgs[0].1, msg.into()), (cfgs[1].1, msg.into())]
    );
}

/// Ten thousand nested regions: no pass recurses on the native stack.
#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let mut inner: Option<rmlir_ir::ir::RegionId> = None;
    for _ in 0..10_000 {
        let (r, blocks) = b.region(1);
        let regions = inner.into_iter().collect();
        b.holder(Some(blocks[0]), "test.nest", regions);
        inner = Some(r);
    }
    b.holder(Some(top), "test.nest", inner.into_iter().collect());
    assert!(check(&b, root).is_empty());
}

/// A value of one region of an op is not visible in its other region: the
/// note says the regions are unrelated (upstream's wording).
#[test]
fn value_from_a_sibling_region_is_not_visible() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r1, then_b) = b.region(1);
    let (r2, else_b) = b.region(1);
    let (x, x_line) = b.value(then_b[0], "test.a", &[]);
    let (_, use_line) = b.value(else_b[0], "test.use", &[x]);
    b.holder(Some(top), "test.if", vec![r1, r2]);
    let note = "operand defined here (op is neither in a parent nor in a child region)";
    assert_not_dominated(&check(&b, root), use_line, Some((x_line, note)));
}

/// Only the first bad operand of an op is reported, as upstream.
#[test]
fn one_error_per_op() {
    let mut b = Builder::new();
    let (root, top) = b.root();
    let (r, inner) = b.region(1);
    let (x, _) = b.value(inner[0], "test.a", &[]);
    b.holder(Some(top), "test.wrap", vec![r]);
    let (_, use_line) = b.value(top, "test.use", &[x, x]);
    assert_not_dominated(&check(&b, root), use_line, None);
}
