//! The `cf` dialect (<https://mlir.llvm.org/docs/Dialects/ControlFlowDialect/>):
//! `cf.br`, `cf.cond_br`, `cf.switch` and `cf.assert`, with the `operandSegmentSizes` and
//! `case_operand_segments` properties `mlir-opt --mlir-print-op-generic`
//! shows. The seed Standard terminators `br` and `cond_br` (`004_…`,
//! "Terminator operations") are aliases with the same syntax, as is seed
//! 002's `br_cond`.

use super::common::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::attrs::DenseData;
use crate::ir::{BlockId, OpId, OperationState, ValueId};
use crate::registry::{OpDef, ResultName, Semantics, TimingClass};
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};
use std::ops::Range;

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "cf.br",
        aliases: &["br", "std.br"],
        traits: TERMINATOR,
        parse: Some(parse_br),
        print: Some(print_br),
        verify: verify_br,
        successor_operands: Some(br_operands),
        semantics: Semantics::Br,
        timing: TimingClass::Branch,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    },
    OpDef {
        name: "cf.cond_br",
        aliases: &["cond_br", "br_cond", "std.cond_br"],
        traits: TERMINATOR,
        parse: Some(parse_cond_br),
        print: Some(print_cond_br),
        verify: verify_cond_br,
        successor_operands: Some(cond_br_operands),
        semantics: Semantics::CondBr,
        timing: TimingClass::Branch,
        result_name: ResultName::Numbered,
        inherent: &["branch_weights", "operandSegmentSizes"],
        defaults: &[],
    },
    OpDef {
        name: "cf.switch",
        aliases: &[],
        traits: TERMINATOR,
        parse: Some(parse_switch),
        print: Some(print_switch),
        verify: verify_switch,
        successor_operands: Some(switch_operands),
        semantics: Semantics::Switch,
        timing: TimingClass::Branch,
        result_name: ResultName::Numbered,
        inherent: &[
            "case_operand_segments",
            "case_values",
            "operandSegmentSizes",
        ],
        defaults: &[],
    },
    // A test of one bit and a branch not taken: costed as a branch.
    OpDef {
        name: "cf.assert",
        aliases: &[],
        traits: IMPURE,
        parse: Some(parse_assert),
        print: Some(print_assert),
        verify: verify_assert,
        successor_operands: None,
        semantics: Semantics::Assert,
        timing: TimingClass::Branch,
        result_name: ResultName::Numbered,
        inherent: &["msg"],
        defaults: &[],
    },
];

// ---- cf.assert -------------------------------------------------------

/// `%cond, "message" attr-dict`.
pub fn parse_assert(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let cond = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let loc = p.current_loc();
    // Upstream parses the message as an attribute of type `none`, so a
    // number is refused as a literal of that type.
    let none = p.ctx().intern_type(TypeData::None);
    let msg = p.parse_attribute(Some(none))?;
    if !matches!(p.ctx().attr(msg), AttrData::String { ty: None, .. }) {
        return Err(p.error_at(loc, "invalid kind of attribute specified"));
    }
    set_prop(p.ctx(), st, "msg", msg);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p.ctx(), st, &["msg"]);
    let i1 = p.ctx().int_type(1);
    st.operands = vec![p.resolve_operand(&cond, i1)?];
    Ok(())
}

/// Prints ` %cond, "message" {attrs}`.
pub fn print_assert(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write(" ");
    print_op_operands(p, op);
    if let Some(msg) = attr_of(p.ctx(), op, "msg") {
        p.write(", ");
        p.print_attr(msg);
    }
    print_attr_dict(p, op, &["msg"]);
}

/// `cf.assert`: one `i1` operand and a string `msg`.
pub fn verify_assert(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(1) || !c.results(0) {
        return;
    }
    let Some(msg) = attr_of(ctx, op, "msg") else {
        return c.error("requires attribute 'msg'");
    };
    if !matches!(ctx.attr(msg), AttrData::String { ty: None, .. }) {
        return c.error("attribute 'msg' failed to satisfy constraint: string attribute");
    }
    let cond = c.operand_ty(0);
    if !is_bool(ctx, cond) {
        let t = c.ty(cond);
        c.error(format!(
            "operand #0 must be 1-bit signless integer, but got '{t}'"
        ));
    }
}

/// The message of a `cf.assert`, for the simulator's fault.
pub fn assert_message(ctx: &Context, op: OpId) -> Option<String> {
    match ctx.attr(attr_of(ctx, op, "msg")?) {
        AttrData::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The first `count` segments of `sizes` laid end to end from `base`, in
/// one pass (an op with `n` successors is split in `O(n)`, not by a sum
/// of the sizes before each); segments past the end of `sizes` are empty.
fn segment_ranges(sizes: &[usize], base: usize, count: usize) -> Vec<Range<usize>> {
    let mut start = base;
    (0..count)
        .map(|i| {
            let end = start.saturating_add(sizes.get(i).copied().unwrap_or(0));
            let r = start..end;
            start = end;
            r
        })
        .collect()
}

fn segments(ctx: &Context, op: OpId, name: &str) -> Option<Vec<usize>> {
    read_i32_array(ctx, attr_of(ctx, op, name)?)
}

// ---- cf.br ---------------------------------------------------------------

/// Every operand goes to the (one) successor.
pub fn br_operands(ctx: &Context, op: OpId) -> Vec<Range<usize>> {
    let o = &ctx.ops[op];
    vec![0..o.operands.len(); o.successors.len()]
}

/// `^bb1(%a : i32) attr-dict`.
pub fn parse_br(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (dest, operands) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.successors = vec![dest];
    st.operands = operands;
    Ok(())
}

/// Prints ` ^bb1(%a : i32) {attrs}`.
pub fn print_br(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = p.ctx().ops[op].clone();
    if let Some(&dest) = o.successors.first() {
        p.write(" ");
        p.print_successor_and_use_list(dest, &o.operands);
    }
    print_attr_dict(p, op, &[]);
}

/// `cf.br`: one successor whose arguments match the operands.
pub fn verify_br(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    if ctx.ops[op].successors.len() != 1 {
        return Check::new(ctx, op, diags).error("requires 1 successors but found 0");
    }
    verify_successor_operands(ctx, op, diags);
}

// ---- cf.cond_br ------------------------------------------------------

/// Operand 0 is the condition; then the true and the false operands.
pub fn cond_br_operands(ctx: &Context, op: OpId) -> Vec<Range<usize>> {
    let n = ctx.ops[op].successors.len();
    match segments(ctx, op, "operandSegmentSizes") {
        Some(sizes) => segment_ranges(&sizes, 0, n + 1).split_off(1),
        None => vec![0..0; n],
    }
}

/// `%c (weights([w1, w2]))?, ^bb1(%a : i32), ^bb2 attr-dict`.
pub fn parse_cond_br(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().int_type(1);
    let cond = p.resolve_operand(&cond, i1)?;
    if p.optional_keyword("weights") {
        p.expect(Punct::LParen)?;
        let w = parse_int_array(p, 32)?;
        p.expect(Punct::RParen)?;
        set_prop(p.ctx(), st, "branch_weights", w);
    }
    p.expect(Punct::Comma)?;
    let (t, t_ops) = p.parse_successor_and_use_list()?;
    p.expect(Punct::Comma)?;
    let (f, f_ops) = p.parse_successor_and_use_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let sizes = i32_array(p.ctx(), &[1, t_ops.len(), f_ops.len()]);
    set_prop(p.ctx(), st, "operandSegmentSizes", sizes);
    st.operands = [vec![cond], t_ops, f_ops].concat();
    st.successors = vec![t, f];
    Ok(())
}

/// The operands passed to each successor, split once.
fn succ_args(ctx: &Context, op: OpId) -> Vec<Vec<ValueId>> {
    let operands = &ctx.ops[op].operands;
    let ranges = crate::registry::successor_operand_ranges(ctx, op);
    let args = ranges
        .into_iter()
        .map(|r| operands.get(r).unwrap_or_default().to_vec());
    args.collect()
}

/// Prints ` %c weights([w1, w2]), ^bb1(%a : i32), ^bb2 {attrs}` (the
/// weights when the op has them).
pub fn print_cond_br(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = p.ctx().ops[op].clone();
    let (Some(&cond), [t, f]) = (o.operands.first(), o.successors.as_slice()) else {
        return;
    };
    let mut args = succ_args(p.ctx(), op).into_iter();
    let (t_ops, f_ops) = (
        args.next().unwrap_or_default(),
        args.next().unwrap_or_default(),
    );
    p.write(" ");
    p.print_operand(cond);
    let weights = o.attr(p.ctx(), "branch_weights");
    let list = weights.and_then(|w| weight_list(p.ctx(), w));
    if let Some(ws) = &list {
        let items: Vec<String> = ws.iter().map(i128::to_string).collect();
        p.write(&format!(" weights([{}])", items.join(", ")));
    }
    p.write(", ");
    p.print_successor_and_use_list(*t, &t_ops);
    p.write(", ");
    p.print_successor_and_use_list(*f, &f_ops);
    let elided: &[&str] = match list {
        Some(_) => &["operandSegmentSizes", "branch_weights"],
        None => &["operandSegmentSizes"],
    };
    print_attr_dict(p, op, elided);
}

/// The elements of a `branch_weights` attribute that is an `array<i32:
/// ...>`, as the `weights(...)` form prints it; `None` for anything else
/// (left in the attribute dictionary for the verifier to refuse).
fn weight_list(ctx: &Context, w: AttrId) -> Option<Vec<i128>> {
    let AttrData::DenseArray {
        elem,
        data: crate::attrs::DenseArrayData::Ints(v),
    } = ctx.attr(w)
    else {
        return None;
    };
    matches!(ctx.ty(*elem), TypeData::Integer { width: 32, .. }).then(|| v.clone())
}

/// Upstream's `WeightedBranchOpInterface` check: one weight per
/// successor, not all zero.
fn verify_weights(c: &mut Check, ctx: &Context, op: OpId) {
    let Some(w) = ctx.ops[op].attr(ctx, "branch_weights") else {
        return;
    };
    let Some(ws) = weight_list(ctx, w) else {
        return c.error(
            "attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute",
        );
    };
    // The interface words these without the `'cf.cond_br' op` prefix.
    let n = ctx.ops[op].successors.len();
    if ws.len() != n {
        return c.raw_error(format!(
            "expects number of branch weights to match number of successors: {} vs {n}",
            ws.len()
        ));
    }
    if ws.iter().all(|&x| x == 0) {
        c.raw_error("branch weights cannot all be zero");
    }
}

/// `cf.cond_br`: an `i1` condition and two successors whose arguments
/// match their operands.
pub fn verify_cond_br(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if ctx.ops[op].operands.is_empty() {
        return c.error("expected at least 1 operands, but found 0");
    }
    let cond = c.operand_ty(0);
    if !is_bool(ctx, cond) {
        let t = c.ty(cond);
        return c.error(format!(
            "operand #0 must be 1-bit signless integer, but got '{t}'"
        ));
    }
    if ctx.ops[op].successors.len() != 2 {
        let n = ctx.ops[op].successors.len();
        return c.error(format!("requires 2 successors but found {n}"));
    }
    if segments(ctx, op, "operandSegmentSizes").is_none() {
        return c.error("requires attribute 'operandSegmentSizes'");
    }
    verify_weights(&mut c, ctx, op);
    verify_successor_operands(ctx, op, diags);
}

// ---- cf.switch -------------------------------------------------------

/// Operand 0 is the flag; then the default's operands; then each case's.
pub fn switch_operands(ctx: &Context, op: OpId) -> Vec<Range<usize>> {
    let Some(n_cases) = ctx.ops[op].successors.len().checked_sub(1) else {
        return Vec::new();
    };
    let sizes = segments(ctx, op, "operandSegmentSizes").unwrap_or_default();
    let head = segment_ranges(&sizes, 0, 3);
    let cases = segments(ctx, op, "case_operand_segments").unwrap_or_default();
    let mut all = vec![head[1].clone()];
    all.extend(segment_ranges(&cases, head[2].start, n_cases));
    all
}

/// `: i32, [default: ^bb1(..), 42: ^bb2, ...]` after the flag.
pub fn parse_switch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let flag = p.parse_operand()?;
    p.expect(Punct::Colon)?;
    let flag_ty = p.parse_type_of_kind(crate::asm::TypeKind::Integer)?;
    let flag = p.resolve_operand(&flag, flag_ty)?;
    p.expect(Punct::Comma)?;
    p.expect(Punct::LSquare)?;
    p.expect_keyword("default")?;
    p.expect(Punct::Colon)?;
    let (default, default_ops) = p.parse_successor_and_use_list()?;
    let (mut values, mut case_ops, mut sizes) = (Vec::new(), Vec::new(), Vec::new());
    st.successors = vec![default];
    while p.optional(Punct::Comma) {
        values.push(p.parse_integer()?);
        p.expect(Punct::Colon)?;
        let (dest, ops) = p.parse_successor_and_use_list()?;
        st.successors.push(dest);
        sizes.push(ops.len());
        case_ops.extend(ops);
    }
    p.expect(Punct::RSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    set_switch_props(p.ctx(), st, flag_ty, &values, &sizes, default_ops.len());
    st.operands = [vec![flag], default_ops, case_ops].concat();
    Ok(())
}

fn set_switch_props(
    ctx: &mut Context,
    st: &mut OperationState,
    flag_ty: TypeId,
    values: &[i64],
    sizes: &[usize],
    n_default: usize,
) {
    let segs = i32_array(ctx, sizes);
    set_prop(ctx, st, "case_operand_segments", segs);
    let total = sizes.iter().sum();
    let seg_sizes = i32_array(ctx, &[1, n_default, total]);
    set_prop(ctx, st, "operandSegmentSizes", seg_sizes);
    if values.is_empty() {
        return;
    }
    let elems = values.iter().map(|&v| ctx.int_attr(v, flag_ty)).collect();
    let ty = ctx.intern_type(TypeData::Vector {
        shape: vec![values.len() as i64],
        scalable: vec![false],
        elem: flag_ty,
    });
    let dense = ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: DenseData::Elements(elems),
    });
    set_prop(ctx, st, "case_values", dense);
}

/// The case values and their element type.
fn case_values(ctx: &Context, attr: AttrId) -> Option<(Vec<AttrId>, TypeId)> {
    let AttrData::DenseElements { ty, data } = ctx.attr(attr) else {
        return None;
    };
    let n = ctx.ty(*ty).shape()?.iter().product::<i64>();
    let elem = ctx.ty(*ty).element_type()?;
    let list = match data {
        DenseData::Elements(e) => e.clone(),
        DenseData::Splat(a) => vec![*a; usize::try_from(n).ok()?],
        _ => return None,
    };
    Some((list, elem))
}

/// Prints ` %flag : i32, [default: ^bb1, 42: ^bb2(%a : i32)] {attrs}`.
pub fn print_switch(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = p.ctx().ops[op].clone();
    let Some(&flag) = o.operands.first() else {
        return;
    };
    let values = attr_of(p.ctx(), op, "case_values").and_then(|a| case_values(p.ctx(), a));
    let values = values.map(|(v, _)| v).unwrap_or_default();
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(p.ctx().value_type(flag));
    p.write(", [default: ");
    let args = succ_args(p.ctx(), op);
    print_switch_dest(p, &o.successors, &args, 0);
    for (i, &v) in values.iter().enumerate() {
        p.write(", ");
        p.print_attr_without_type(v);
        p.write(": ");
        print_switch_dest(p, &o.successors, &args, i + 1);
    }
    p.write("]");
    let elided = [
        "case_values",
        "case_operand_segments",
        "operandSegmentSizes",
    ];
    print_attr_dict(p, op, &elided);
}

fn print_switch_dest(p: &mut dyn OpAsmPrinter, succs: &[BlockId], args: &[Vec<ValueId>], i: usize) {
    if let Some(&b) = succs.get(i) {
        let args = args.get(i).map_or(&[][..], Vec::as_slice);
        p.print_successor_and_use_list(b, args);
    }
}

/// `cf.switch`: an integer flag, one case value per case destination, of
/// the flag's type, and successor operands that match.
pub fn verify_switch(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if ctx.ops[op].operands.is_empty() || ctx.ops[op].successors.is_empty() {
        return c.error("requires a flag operand and a default destination");
    }
    let flag = c.operand_ty(0);
    if !ctx.ty(flag).is_integer() {
        let t = c.ty(flag);
        return c.error(format!("operand #0 must be integer, but got '{t}'"));
    }
    let n_dests = ctx.ops[op].successors.len() - 1;
    let values = attr_of(ctx, op, "case_values").map(|a| case_values(ctx, a));
    let (values, elem) = match values {
        None => (Vec::new(), flag),
        Some(Some(v)) => v,
        Some(None) => return c.error("'case_values' must be a dense vector of integers"),
    };
    if values.len() != n_dests {
        return c.error(format!(
            "number of case values ({}) should match number of case destinations ({n_dests})",
            values.len()
        ));
    }
    if elem != flag {
        let (f, e) = (c.ty(flag), c.ty(elem));
        return c.error(format!(
            "'flag' type ('{f}') should match case value type ('{e}')"
        ));
    }
    let segs = segments(ctx, op, "case_operand_segments").unwrap_or_default();
    if segs.len() != n_dests {
        return c.error(format!(
            "number of case destinations ({n_dests}) should match number of case operand \
             segments ({})",
            segs.len()
        ));
    }
    verify_successor_operands(ctx, op, diags);
}
