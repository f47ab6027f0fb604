//! The `scf` dialect's ops (upstream `SCFOps.td`, the "scf" dialect page):
//! `scf.for`, `scf.if`, `scf.while`/`scf.condition`, `scf.execute_region`,
//! `scf.index_switch` and `scf.yield`, in the
//! syntax `mlir-opt` prints today. Regions without a terminator get an
//! implicit `scf.yield` (upstream's `SingleBlockImplicitTerminator`).

use super::scf_forall as forall;
use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, OpTraits, Semantics};
use crate::{Context, Diagnostic, TypeData, TypeId};

/// `scf.for` and `scf.if`: single-block regions ending in `scf.yield`,
/// implicit when it has no operands.
const REGION_OP: OpTraits = OpTraits {
    implicit_terminator: Some("scf.yield"),
    ..NO_TRAITS
};

/// `scf.parallel`: its body ends in `scf.reduce`, implicit when empty.
const PARALLEL: OpTraits = OpTraits {
    implicit_terminator: Some("scf.reduce"),
    ..NO_TRAITS
};

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    shaped_op!(
        "scf.for",
        [],
        REGION_OP,
        parse_for,
        print_for,
        verify_for,
        Semantics::ScfFor,
        Branch,
        inherent = ["unsignedCmp"]
    ),
    shaped_op!(
        "scf.if",
        [],
        REGION_OP,
        parse_if,
        print_if,
        verify_if,
        Semantics::ScfIf,
        Branch
    ),
    shaped_op!(
        "scf.while",
        [],
        NO_TRAITS,
        parse_while,
        print_while,
        verify_while,
        Semantics::ScfWhile,
        Branch
    ),
    shaped_op!(
        "scf.condition",
        [],
        TERMINATOR,
        parse_condition,
        print_condition,
        verify_condition,
        Semantics::ScfCondition,
        Branch
    ),
    shaped_op!(
        "scf.execute_region",
        [],
        NO_TRAITS,
        parse_execute_region,
        print_execute_region,
        verify_execute_region,
        Semantics::ExecuteRegion,
        Free,
        inherent = ["no_inline"]
    ),
    // Picks a region by a table lookup: costed as a branch.
    shaped_op!(
        "scf.index_switch",
        [],
        REGION_OP,
        parse_index_switch,
        print_index_switch,
        verify_index_switch,
        Semantics::IndexSwitch,
        Branch,
        inherent = ["cases"]
    ),
    shaped_op!(
        "scf.parallel",
        [],
        PARALLEL,
        parse_parallel,
        print_parallel,
        verify_parallel,
        Semantics::ScfParallel,
        Branch,
        inherent = ["operandSegmentSizes"]
    ),
    shaped_op!(
        "scf.reduce",
        [],
        TERMINATOR,
        parse_reduce,
        print_reduce,
        verify_reduce,
        Semantics::ScfReduce,
        Free
    ),
    shaped_op!(
        "scf.reduce.return",
        [],
        TERMINATOR,
        parse_yield_operands,
        print_yield_operands,
        verify_reduce_return,
        Semantics::ReduceReturn,
        Free
    ),
    shaped_op!(
        "scf.yield",
        [],
        TERMINATOR,
        parse_yield_operands,
        print_yield_operands,
        verify_yield,
        Semantics::Yield,
        Free
    ),
    shaped_op!(
        "scf.forall",
        [],
        NO_TRAITS,
        forall::parse,
        forall::print,
        forall::verify,
        Semantics::ScfForall,
        Branch,
        inherent = [
            "mapping",
            "operandSegmentSizes",
            "staticLowerBound",
            "staticStep",
            "staticUpperBound"
        ]
    ),
    shaped_op!(
        "scf.forall.in_parallel",
        [],
        forall::IN_PARALLEL,
        forall::parse_in_parallel,
        forall::print_in_parallel,
        forall::verify_in_parallel,
        Semantics::InParallel,
        Free
    ),
];

// ---- scf.for -----------------------------------------------------------

/// `%i = %lb to %ub step %s (iter_args(...) -> (...))? (: t)? { ... }`
fn parse_for(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let index = p.ctx().index_type();
    let unsigned = p.optional_keyword("unsigned");
    let mut iv = p.parse_argument_name(index)?;
    p.expect(Punct::Equal)?;
    let lb = p.parse_operand()?;
    p.expect_keyword("to")?;
    let ub = p.parse_operand()?;
    p.expect_keyword("step")?;
    let step = p.parse_operand()?;
    let it = parse_iter_args_checked(p, st.loc)?;
    if p.optional(Punct::Colon) {
        iv.ty = p.parse_type()?;
    }
    let ty = iv.ty;
    let mut args = vec![iv];
    args.extend(it.args);
    st.regions.push(p.parse_region(&args)?);
    parse_attrs(p, st, &[])?;
    if unsigned {
        let unit = p.ctx().intern_attr(crate::AttrData::Unit);
        add_props(p.ctx(), st, vec![("unsignedCmp".to_string(), unit)]);
    }
    st.operands = p.resolve_operands(&[lb, ub, step], &[ty, ty, ty])?;
    st.operands.extend(it.inits);
    st.result_types = it.types;
    Ok(())
}

/// `iter_args(..) -> (..)` of `scf.for`: as many initial values as result
/// types, or upstream's error at the op's name.
fn parse_iter_args_checked(p: &mut dyn OpAsmParser, loc: crate::AttrId) -> PResult<IterArgs> {
    if !p.optional_keyword("iter_args") {
        return parse_iter_args(p);
    }
    let (args, inits) = parse_assignment_list(p)?;
    p.expect(Punct::Arrow)?;
    let types = p.parse_result_type_list()?;
    if inits.len() != types.len() {
        let msg = "mismatch in number of loop-carried values and defined values";
        return Err(p.error_at(loc, msg));
    }
    let inits = p.resolve_operands(&inits, &types)?;
    let mut args = args;
    for (a, &t) in args.iter_mut().zip(&types) {
        a.ty = t;
    }
    Ok(IterArgs { args, inits, types })
}

fn print_for(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ops = ctx.ops[op].operands.clone();
    let args = entry_args(ctx, op, 0);
    let region = ctx.ops[op].regions[0];
    let Some(&iv) = args.first() else { return };
    let iv_ty = vty(ctx, iv);
    let non_index = !matches!(ctx.ty(iv_ty), TypeData::Index);
    if crate::dialects::views::unsigned_cmp(ctx, op) {
        p.write(" unsigned");
    }
    p.write(" ");
    p.print_operand(iv);
    p.write(" = ");
    p.print_operand(ops[0]);
    p.write(" to ");
    p.print_operand(ops[1]);
    p.write(" step ");
    p.print_operand(ops[2]);
    print_iter_args(p, &args[1..], &ops[3..]);
    p.write(" ");
    if non_index {
        // Upstream prints this form with two spaces before the colon.
        p.write(" : ");
        p.print_type(iv_ty);
        p.write(" ");
    }
    p.print_region(region, false, ops.len() > 3);
    print_attrs(p, &["unsignedCmp"]);
}

fn verify_for(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 3 {
        let msg = "expected lower bound, upper bound and step operands and one region";
        return emit(ctx, op, out, msg);
    }
    for (i, &v) in o.operands[..3].iter().enumerate() {
        if !ctx.ty(vty(ctx, v)).is_int_or_index() {
            let msg = format!(
                "operand #{i} must be signless integer or index{}",
                but_got(ctx, v)
            );
            return emit(ctx, op, out, msg);
        }
    }
    if !verify_single_region(ctx, op, out) {
        return;
    }
    let bounds = types_of(ctx, &o.operands[..3]);
    if bounds.iter().any(|&t| t != bounds[0]) {
        let msg = "failed to verify that all of {lowerBound, upperBound, step} have same type";
        return emit(ctx, op, out, msg);
    }
    if o.operands.len() - 3 != o.results.len() {
        let msg = "mismatch in number of loop-carried values and defined values";
        return emit(ctx, op, out, msg);
    }
    let args = entry_args(ctx, op, 0);
    if args.first().is_none_or(|&iv| vty(ctx, iv) != bounds[0]) {
        let msg = "expected induction variable to be same type as bounds and step";
        return emit(ctx, op, out, msg);
    }
    let inits = types_of(ctx, &o.operands[3..]);
    let iter_args = types_of(ctx, &args[1..]);
    let results = types_of(ctx, &o.results);
    verify_loop_like(ctx, op, (&inits, &iter_args, &results), out);
}

/// `"requires one region"`, then at most one block in it (upstream's
/// `SizedRegion<1>`).
fn verify_single_region(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) -> bool {
    let o = &ctx.ops[op];
    if o.regions.len() != 1 {
        emit(ctx, op, out, "requires one region");
        return false;
    }
    verify_region_sizes(ctx, op, out)
}

/// Every region of `op` holds at most one block.
fn verify_region_sizes(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) -> bool {
    for (i, &r) in ctx.ops[op].regions.iter().enumerate() {
        if ctx.regions[r].blocks.len() > 1 {
            emit(
                ctx,
                op,
                out,
                format!("expects region #{i} to have 0 or 1 blocks"),
            );
            return false;
        }
    }
    true
}

/// Upstream's loop-like interface checks, in its order: counts of inits,
/// region iter_args, yielded values and results, then their types.
fn verify_loop_like(
    ctx: &Context,
    op: OpId,
    (inits, iter_args, results): (&[TypeId], &[TypeId], &[TypeId]),
    out: &mut Vec<Diagnostic>,
) {
    let yielded = yield_of(ctx, op, 0).map(|y| types_of(ctx, &ctx.ops[y].operands));
    let yielded = yielded.unwrap_or_default();
    let counts = [
        ("inits", "region iter_args", inits.len(), iter_args.len()),
        (
            "region iter_args",
            "yielded values",
            iter_args.len(),
            yielded.len(),
        ),
        (
            "loop results",
            "region iter_args",
            results.len(),
            iter_args.len(),
        ),
    ];
    for (a, b, n, m) in counts {
        if n != m {
            return emit(
                ctx,
                op,
                out,
                format!("different number of {a} and {b}: {n} != {m}"),
            );
        }
    }
    for i in 0..inits.len() {
        let pairs = [
            ("init", "region iter_arg", inits[i], iter_args[i]),
            ("region iter_arg", "yielded value", iter_args[i], yielded[i]),
        ];
        for (a, b, x, y) in pairs {
            if x != y {
                let (x, y) = (quoted(ctx, x), quoted(ctx, y));
                let msg = format!("{i}-th {a} and {i}-th {b} have different type: {x} != {y}");
                return emit(ctx, op, out, msg);
            }
        }
    }
    if let Some(i) = (0..results.len()).find(|&i| iter_args[i] != results[i]) {
        let (x, y) = (quoted(ctx, iter_args[i]), quoted(ctx, results[i]));
        let msg = format!(
            "{i}-th region iter_arg and {i}-th loop result have different type: {x} != {y}"
        );
        emit(ctx, op, out, msg);
    }
}

/// The `scf.yield` ending region `i` of `op`, if that is its terminator.
fn yield_of(ctx: &Context, op: OpId, i: usize) -> Option<OpId> {
    terminator_named(ctx, op, i, "scf.yield")
}

// ---- scf.if ------------------------------------------------------------

/// `%c (-> (t))? { ... } (else { ... })?`
fn parse_if(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let c = p.parse_operand()?;
    if p.optional(Punct::Arrow) {
        st.result_types = p.parse_result_type_list()?;
    }
    st.regions.push(parse_body(p, &[])?);
    let else_region = if p.optional_keyword("else") {
        parse_body(p, &[])?
    } else {
        p.ctx().create_region()
    };
    st.regions.push(else_region);
    parse_attrs(p, st, &[])?;
    let i1 = p.ctx().int_type(1);
    st.operands = vec![p.resolve_operand(&c, i1)?];
    Ok(())
}

fn print_if(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (c, results, regions) = (o.operands[0], types_of(ctx, &o.results), o.regions.clone());
    let has_else = regions
        .get(1)
        .is_some_and(|&r| !ctx.regions[r].blocks.is_empty());
    p.write(" ");
    p.print_operand(c);
    if !results.is_empty() {
        p.write(" -> (");
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(regions[0], false, !results.is_empty());
    if has_else {
        p.write(" else ");
        p.print_region(regions[1], false, !results.is_empty());
    }
    print_attrs(p, &[]);
}

fn verify_if(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.regions.len() != 2 {
        return emit(ctx, op, out, "expected 2 regions");
    }
    if o.operands.len() != 1 {
        return emit(ctx, op, out, "expected a condition operand and two regions");
    }
    if !verify_region_sizes(ctx, op, out) {
        return;
    }
    for (i, &r) in o.regions.iter().enumerate() {
        let entry = ctx.regions[r].blocks.first();
        if entry.is_some_and(|&b| !ctx.blocks[b].args.is_empty()) {
            return emit(
                ctx,
                op,
                out,
                format!("region #{i} should have no arguments"),
            );
        }
    }
    if let Some(&c) = o.operands.first().filter(|&&c| !is_bool(ctx, c)) {
        let msg = format!(
            "operand #0 must be 1-bit signless integer{}",
            but_got(ctx, c)
        );
        emit(ctx, op, out, msg);
    }
    let no_else = o
        .regions
        .get(1)
        .is_none_or(|&r| ctx.regions[r].blocks.is_empty());
    if !o.results.is_empty() && no_else {
        return emit(ctx, op, out, "must have an else block if defining values");
    }
    let results = types_of(ctx, &o.results);
    for i in 0..o.regions.len() {
        let Some(y) = yield_of(ctx, op, i) else {
            continue;
        };
        let yielded = types_of(ctx, &ctx.ops[y].operands);
        let edge = ("Operation scf.yield", "parent");
        if !check_edge(ctx, (op, y), edge, &yielded, &results, out) {
            return;
        }
    }
}

// ---- scf.while / scf.condition -----------------------------------------

/// `(%a = %x) : (t) -> t { before } do { after }`
fn parse_while(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (mut args, inits) = if p.peek(Punct::LParen) {
        parse_assignment_list(p)?
    } else {
        Default::default()
    };
    let loc = p.current_loc();
    let fty = p.parse_colon_type_of_kind(crate::asm::TypeKind::Function)?;
    let TypeData::Function { inputs, results } = p.ctx().ty(fty).clone() else {
        return Err(p.error_at(loc, "expected a function type"));
    };
    if inputs.len() != args.len() {
        let msg = format!(
            "expected as many input types as operands (expected {} got {})",
            args.len(),
            inputs.len()
        );
        return Err(p.error_at(loc, &msg));
    }
    for (a, &t) in args.iter_mut().zip(&inputs) {
        a.ty = t;
    }
    st.operands = p.resolve_operands(&inits, &inputs)?;
    st.regions.push(p.parse_region(&args)?);
    p.expect_keyword("do")?;
    st.regions.push(parse_body(p, &[])?);
    let mut attrs = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut attrs)?;
    st.attrs.extend(attrs);
    st.result_types = results;
    Ok(())
}

fn print_while(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (inits, regions) = (o.operands.clone(), o.regions.clone());
    let args = entry_args(ctx, op, 0);
    let (ins, outs) = (types_of(ctx, &inits), types_of(ctx, &o.results));
    let attrs = all_attrs(ctx, op);
    p.write(" ");
    if !inits.is_empty() {
        print_assignment_list(p, &args, &inits);
        p.write(" ");
    }
    p.write(": (");
    p.print_types(&ins);
    p.write(") -> ");
    p.print_result_types(&outs);
    p.write(" ");
    p.print_region(regions[0], false, true);
    p.write(" do ");
    p.print_region(regions[1], true, true);
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
}

/// Upstream's four edges of `scf.while`: operands into the `before`
/// region, `scf.condition` out to the results and into the `do` region,
/// and the `do` region's `scf.yield` back into the `before` region.
fn verify_while(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.regions.len() != 2 {
        return emit(ctx, op, out, "requires two regions");
    }
    if !verify_while_regions(ctx, op, out) {
        return;
    }
    let before = types_of(ctx, &entry_args(ctx, op, 0));
    let after = types_of(ctx, &entry_args(ctx, op, 1));
    let (inits, results) = (types_of(ctx, &o.operands), types_of(ctx, &o.results));
    if !check_edge(ctx, (op, op), ("parent", "Region #0"), &inits, &before, out) {
        return;
    }
    let cond = terminator_named(ctx, op, 0, "scf.condition");
    if let Some(c) = cond {
        let forwarded = types_of(ctx, ctx.ops[c].operands.get(1..).unwrap_or(&[]));
        let edge = "Operation scf.condition";
        if !check_edge(ctx, (op, c), (edge, "parent"), &forwarded, &results, out)
            || !check_edge(ctx, (op, c), (edge, "Region #1"), &forwarded, &after, out)
        {
            return;
        }
    }
    if let Some(y) = yield_of(ctx, op, 1) {
        let yielded = types_of(ctx, &ctx.ops[y].operands);
        let edge = ("Operation scf.yield", "Region #0");
        check_edge(ctx, (op, y), edge, &yielded, &before, out);
    }
}

/// Upstream's checks before the control-flow edges: each region holds one
/// non-empty block (`SizedRegion<1>`, `SingleBlock`), then `verify`'s
/// terminator kinds, each miss with a note at the terminator found.
fn verify_while_regions(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) -> bool {
    let regions = &ctx.ops[op].regions;
    for (i, (&r, name)) in regions.iter().zip(["before", "after"]).enumerate() {
        let blocks = &ctx.regions[r].blocks;
        if blocks.len() != 1 {
            let msg =
                format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks");
            emit(ctx, op, out, msg);
            return false;
        }
        if ctx.blocks[blocks[0]].ops.is_empty() {
            emit(ctx, op, out, "expects a non-empty block");
            return false;
        }
    }
    let wanted = [("before", "scf.condition"), ("after", "scf.yield")];
    for (i, (name, term)) in wanted.into_iter().enumerate() {
        if terminator_named(ctx, op, i, term).is_some() {
            continue;
        }
        let msg = format!("expects the '{name}' region to terminate with '{term}'");
        let mut d = op_error(ctx, op, msg);
        let block = ctx.regions[regions[i]].blocks[0];
        if let Some(&t) = ctx.blocks[block].ops.last() {
            d = d.with_note(ctx, Some(ctx.ops[t].loc), "terminator here");
        }
        out.push(d);
        return false;
    }
    true
}

/// The terminator of region `i` of `op` if it is named `name`.
fn terminator_named(ctx: &Context, op: OpId, i: usize, name: &str) -> Option<OpId> {
    let r = *ctx.ops[op].regions.get(i)?;
    let b = *ctx.regions[r].blocks.first()?;
    ctx.block_terminator(b).filter(|&t| ctx.ops[t].name == name)
}

/// `(%c) %a, %b : t1, t2`
fn parse_condition(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.expect(Punct::LParen)?;
    let c = p.parse_operand()?;
    p.expect(Punct::RParen)?;
    let i1 = p.ctx().int_type(1);
    let c = p.resolve_operand(&c, i1)?;
    parse_yield_operands(p, st)?;
    st.operands.insert(0, c);
    Ok(())
}

fn print_condition(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let Some((&c, rest)) = ops.split_first() else {
        return;
    };
    p.write("(");
    p.print_operand(c);
    p.write(")");
    print_attrs(p, &[]);
    if !rest.is_empty() {
        let tys = types_of(p.ctx(), rest);
        p.write(" ");
        p.print_operands(rest);
        p.write(" : ");
        p.print_types(&tys);
    }
}

fn verify_condition(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let in_while = ctx
        .parent_op(op)
        .is_some_and(|p| ctx.ops[p].name == "scf.while");
    if !in_while {
        return emit(ctx, op, out, "expects parent op 'scf.while'");
    }
    let o = &ctx.ops[op];
    if let Some(&c) = o.operands.first().filter(|&&c| !is_bool(ctx, c)) {
        let msg = format!(
            "operand #0 must be 1-bit signless integer{}",
            but_got(ctx, c)
        );
        emit(ctx, op, out, msg);
    }
}

fn is_bool(ctx: &Context, v: crate::ValueId) -> bool {
    matches!(
        ctx.ty(vty(ctx, v)),
        TypeData::Integer {
            width: 1,
            signedness: crate::types::Signedness::Signless
        }
    )
}

// ---- scf.execute_region ------------------------------------------------

/// `(-> (t, ...))? { ... } attr-dict`
fn parse_execute_region(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    if p.optional(Punct::Arrow) {
        st.result_types = p.parse_result_type_list()?;
    }
    st.regions.push(parse_body(p, &[])?);
    parse_attrs(p, st, &[])
}

fn print_execute_region(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let results = types_of(ctx, &ctx.ops[op].results);
    let region = ctx.ops[op].regions[0];
    if !results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&results);
    }
    p.write(" ");
    p.print_region(region, false, true);
    print_attrs(p, &[]);
}

/// One region without arguments; every `scf.yield` in it carries the
/// results.
fn verify_execute_region(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.regions.len() != 1 || !o.operands.is_empty() {
        return emit(ctx, op, out, "expected one region and no operands");
    }
    let blocks = &ctx.regions[o.regions[0]].blocks;
    if blocks.is_empty() {
        return emit(ctx, op, out, "region needs to have at least one block");
    }
    if !ctx.blocks[blocks[0]].args.is_empty() {
        return emit(ctx, op, out, "region cannot have any arguments");
    }
    let results = types_of(ctx, &o.results);
    for &b in blocks {
        let Some(y) = ctx
            .block_terminator(b)
            .filter(|&t| ctx.ops[t].name == "scf.yield")
        else {
            continue;
        };
        let yielded = types_of(ctx, &ctx.ops[y].operands);
        if !check_edge(
            ctx,
            (op, y),
            ("Operation scf.yield", "parent"),
            &yielded,
            &results,
            out,
        ) {
            return;
        }
    }
}

// ---- scf.index_switch --------------------------------------------------

/// `%i (-> t, ...)? (case N { ... })* default { ... } attr-dict`; the
/// default region comes first, then one per case, as upstream stores them.
fn parse_index_switch(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let arg = p.parse_operand()?;
    if p.optional(Punct::Arrow) {
        st.result_types = p.parse_result_type_list()?;
    }
    let (mut cases, mut regions) = (Vec::new(), Vec::new());
    while p.optional_keyword("case") {
        cases.push(p.parse_integer()?);
        regions.push(parse_body(p, &[])?);
    }
    p.expect_keyword("default")?;
    st.regions.push(parse_body(p, &[])?);
    st.regions.extend(regions);
    let cases = i64_array(p.ctx(), &cases);
    add_props(p.ctx(), st, vec![("cases".to_string(), cases)]);
    parse_attrs(p, st, &["cases"])?;
    let index = p.ctx().index_type();
    st.operands = vec![p.resolve_operand(&arg, index)?];
    Ok(())
}

fn print_index_switch(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let o = &ctx.ops[op];
    let (arg, regions) = (o.operands[0], o.regions.clone());
    let results = types_of(ctx, &o.results);
    let cases = attr(ctx, op, "cases")
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    // The default region's empty `scf.yield` is implicit, as assembly
    // formats print a `SingleBlockImplicitTerminator`.
    let explicit = yield_of(ctx, op, 0)
        .is_none_or(|y| !ctx.ops[y].operands.is_empty() || !all_attrs(ctx, y).is_empty());
    p.write(" ");
    p.print_operand(arg);
    if !results.is_empty() {
        p.write(" -> ");
        p.print_types(&results);
    }
    // Upstream leaves a space before each newline here.
    p.write(" ");
    for (value, &r) in cases.iter().zip(&regions[1..]) {
        p.print_newline();
        p.write(&format!("case {value} "));
        p.print_region(r, false, true);
    }
    p.print_newline();
    p.write("default ");
    p.print_region(regions[0], false, explicit);
    print_attrs(p, &["cases"]);
}

/// An `index` operand, distinct case values, one region per case plus the
/// default, each yielding the results.
fn verify_index_switch(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(cases) = attr(ctx, op, "cases").and_then(|a| int_array(ctx, a)) else {
        return emit(ctx, op, out, "requires attribute 'cases'");
    };
    let [arg] = o.operands[..] else {
        return emit(ctx, op, out, "expected 1 operands");
    };
    if !is_index(ctx, arg) {
        return emit(
            ctx,
            op,
            out,
            format!("operand #0 must be index{}", but_got(ctx, arg)),
        );
    }
    if o.regions.len() != cases.len() + 1 {
        let msg = format!(
            "has {} case regions but {} case values",
            o.regions.len().saturating_sub(1),
            cases.len()
        );
        return emit(ctx, op, out, msg);
    }
    for (i, v) in cases.iter().enumerate() {
        if cases[..i].contains(v) {
            return emit(ctx, op, out, format!("has duplicate case value: {v}"));
        }
    }
    let results = types_of(ctx, &o.results);
    for i in 0..o.regions.len() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(y) = yield_of(ctx, op, i) else {
            let r = o.regions[i];
            let last = ctx.regions[r]
                .blocks
                .first()
                .and_then(|&b| ctx.block_terminator(b));
            let msg = match last {
                Some(t) => format!(
                    "expected region to end with scf.yield, but got {}",
                    ctx.ops[t].name.as_str()
                ),
                None => format!("expected {name} to end with 'scf.yield'"),
            };
            return emit(ctx, op, out, msg);
        };
        let yielded = types_of(ctx, &ctx.ops[y].operands);
        if yielded.len() != results.len() {
            let msg = format!(
                "expected each region to return {} values, but {name} returns {}",
                results.len(),
                yielded.len()
            );
            let note = Some(ctx.ops[y].loc);
            out.push(op_error(ctx, op, msg).with_note(ctx, note, "see yield operation here"));
            return;
        }
        if let Some(j) = (0..results.len()).find(|&j| yielded[j] != results[j]) {
            let msg = format!(
                "expected result #{j} of each region to be {}",
                quoted(ctx, results[j])
            );
            let note = Some(ctx.ops[y].loc);
            let what = format!("{name} returns {} here", quoted(ctx, yielded[j]));
            out.push(op_error(ctx, op, msg).with_note(ctx, note, what));
            return;
        }
    }
}

// ---- scf.parallel / scf.reduce ------------------------------------------

/// `(%a, ...)` of operands.
fn parse_paren_operands(p: &mut dyn OpAsmParser) -> PResult<Vec<crate::asm::UnresolvedOperand>> {
    p.expect(Punct::LParen)?;
    let ops = p.parse_operand_list()?;
    p.expect(Punct::RParen)?;
    Ok(ops)
}

/// `(%i, ...) = (lbs) to (ubs) step (steps) (init (inits) -> types)?
/// { ... } attr-dict`
fn parse_parallel(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let index = p.ctx().index_type();
    // Upstream resolves the init values against the result types at the
    // op's name.
    let name_loc = p.name_loc();
    p.expect(Punct::LParen)?;
    let mut ivs = Vec::new();
    if !p.optional(Punct::RParen) {
        ivs.push(p.parse_argument(false, Some(index))?);
        while p.optional(Punct::Comma) {
            ivs.push(p.parse_argument(false, Some(index))?);
        }
        p.expect(Punct::RParen)?;
    }
    p.expect(Punct::Equal)?;
    // Upstream wants exactly one bound and step per induction variable.
    let counted = |p: &mut dyn OpAsmParser| -> PResult<Vec<crate::asm::UnresolvedOperand>> {
        let at = p.current_loc();
        let list = parse_paren_operands(p)?;
        if list.len() != ivs.len() {
            let msg = format!("expected {} operands", ivs.len());
            return Err(p.error_at(at, &msg));
        }
        Ok(list)
    };
    let lbs = counted(p)?;
    p.expect_keyword("to")?;
    let ubs = counted(p)?;
    p.expect_keyword("step")?;
    let steps = counted(p)?;
    let mut inits = Vec::new();
    if p.optional_keyword("init") {
        inits = parse_paren_operands(p)?;
    }
    if p.optional(Punct::Arrow) {
        st.result_types = p.parse_result_type_list()?;
    }
    st.regions.push(p.parse_region(&ivs)?);
    parse_attrs(p, st, &[])?;
    for list in [&lbs, &ubs, &steps] {
        let tys = vec![index; list.len()];
        let vs = p.resolve_operands(list, &tys)?;
        st.operands.extend(vs);
    }
    let tys = st.result_types.clone();
    if inits.len() != tys.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            inits.len(),
            tys.len()
        );
        return Err(p.error_at(name_loc, &msg));
    }
    let vs = p.resolve_operands(&inits, &tys)?;
    st.operands.extend(vs);
    set_segments(p, st, &[lbs.len(), ubs.len(), steps.len(), inits.len()]);
    Ok(())
}

fn print_parallel(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let ivs = entry_args(ctx, op, 0);
    let parts: Vec<Vec<crate::ValueId>> = (0..4)
        .map(|i| segment(ctx, op, i).unwrap_or_default())
        .collect();
    let results = types_of(ctx, &ctx.ops[op].results);
    let region = ctx.ops[op].regions[0];
    p.write(" (");
    p.print_operands(&ivs);
    p.write(") = (");
    p.print_operands(&parts[0]);
    p.write(") to (");
    p.print_operands(&parts[1]);
    p.write(") step (");
    p.print_operands(&parts[2]);
    p.write(")");
    if !parts[3].is_empty() {
        p.write(" init (");
        p.print_operands(&parts[3]);
        p.write(") -> ");
        p.print_result_types(&results);
    }
    p.write(" ");
    p.print_region(region, false, true);
    print_attrs(p, &["operandSegmentSizes"]);
}

/// Bounds and steps per induction variable, one reduction per result.
fn verify_parallel(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(parts) = (0..4)
        .map(|i| segment(ctx, op, i))
        .collect::<Option<Vec<_>>>()
    else {
        return emit(ctx, op, out, "requires attribute 'operandSegmentSizes'");
    };
    // Upstream's first rule; the bound counts already equal the steps'.
    if parts[2].is_empty() {
        let msg = "needs at least one tuple element for lowerBound, upperBound and step";
        return emit(ctx, op, out, msg);
    }
    if o.regions.len() != 1 || ctx.regions[o.regions[0]].blocks.is_empty() {
        return emit(ctx, op, out, "expected one region with a body");
    }
    let ivs = entry_args(ctx, op, 0);
    // Upstream compares the steps only.
    if parts[2].len() != ivs.len() {
        let msg = "expects the same number of induction variables: ".to_string()
            + &format!("{} as bound and step values: {}", ivs.len(), parts[2].len());
        return emit(ctx, op, out, msg);
    }
    if ivs.iter().any(|&v| !is_index(ctx, v)) {
        return emit(
            ctx,
            op,
            out,
            "expects arguments for the induction variable to be of index type",
        );
    }
    let constant_step = |&v: &crate::ValueId| {
        let def = ctx.defining_op(v)?;
        let is_const = ctx.ops[def]
            .name
            .def()
            .is_some_and(|d| d.semantics == Semantics::Constant);
        is_const.then(|| attr(ctx, def, "value").and_then(|a| ctx.attr(a).as_i64()))?
    };
    if parts[2].iter().filter_map(constant_step).any(|s| s <= 0) {
        return emit(ctx, op, out, "constant step operand must be positive");
    }
    let results = types_of(ctx, &o.results);
    if types_of(ctx, &parts[3]) != results {
        return emit(
            ctx,
            op,
            out,
            "expects the init values to have the types of the results",
        );
    }
    let Some(reduce) = terminator_named(ctx, op, 0, "scf.reduce") else {
        let mut d = op_error(ctx, op, "expects body to terminate with 'scf.reduce'");
        let body = ctx.regions[o.regions[0]].blocks[0];
        if let Some(t) = ctx.block_terminator(body) {
            d = d.with_note(ctx, Some(ctx.ops[t].loc), "terminator here");
        }
        return out.push(d);
    };
    let reduced = types_of(ctx, &ctx.ops[reduce].operands);
    if reduced.len() != results.len() {
        let msg = format!(
            "expects number of results: {} to be the same as number of reductions: {}",
            results.len(),
            reduced.len()
        );
        emit(ctx, op, out, msg);
    }
}

/// `(%a, ... : t, ...)? { ^bb0(%l: t, %r: t): ... }, ...`
fn parse_reduce(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    if p.optional(Punct::LParen) {
        let ops = p.parse_operand_list()?;
        let tys = p.parse_colon_type_list()?;
        p.expect(Punct::RParen)?;
        st.operands = p.resolve_operands(&ops, &tys)?;
        for _ in 0..st.operands.len() {
            if !st.regions.is_empty() {
                p.expect(Punct::Comma)?;
            }
            st.regions.push(p.parse_region(&[])?);
        }
    }
    parse_attrs(p, st, &[])
}

fn print_reduce(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let (operands, regions) = (ctx.ops[op].operands.clone(), ctx.ops[op].regions.clone());
    if operands.is_empty() {
        // Upstream's format leaves the space before its empty region list.
        p.write(" ");
    } else {
        let tys = types_of(ctx, &operands);
        p.write("(");
        p.print_operands(&operands);
        p.write(" : ");
        p.print_types(&tys);
        p.write(") ");
        for (i, &r) in regions.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_region(r, true, true);
        }
    }
    print_attrs(p, &[]);
}

/// One region per operand, each taking two values of its type.
fn verify_reduce(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let in_parallel = ctx
        .parent_op(op)
        .is_some_and(|p| ctx.ops[p].name == "scf.parallel");
    if !in_parallel {
        return emit(ctx, op, out, "expects parent op 'scf.parallel'");
    }
    if o.regions.len() != o.operands.len() {
        return emit(ctx, op, out, "expects one reduction region per operand");
    }
    let parent = ctx
        .parent_op(op)
        .map(|p| types_of(ctx, &ctx.ops[p].results));
    let results = parent.unwrap_or_default();
    let reduced = types_of(ctx, &o.operands);
    if let Some(i) = (0..reduced.len().min(results.len())).find(|&i| reduced[i] != results[i]) {
        let msg = format!(
            "expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}",
            quoted(ctx, reduced[i]),
            quoted(ctx, results[i])
        );
        return emit(ctx, op, out, msg);
    }
    for (i, (&r, &v)) in o.regions.iter().zip(&o.operands).enumerate() {
        let ty = vty(ctx, v);
        let Some(&b) = ctx.regions[r].blocks.first() else {
            return emit(
                ctx,
                op,
                out,
                format!("expects a non-empty reduction region #{i}"),
            );
        };
        let args = types_of(ctx, &ctx.blocks[b].args);
        if args != [ty, ty] {
            let msg = format!(
                "expected two block arguments with type {} in the {i}-th reduction region",
                quoted(ctx, ty)
            );
            return emit(ctx, op, out, msg);
        }
        let last = ctx.block_terminator(b).map(|t| ctx.ops[t].name.as_str());
        if last.is_some_and(|n| n != "scf.reduce.return") {
            let msg = "reduction bodies must be terminated with an 'scf.reduce.return' op";
            return emit(ctx, op, out, msg);
        }
    }
}

/// One value of the type its region reduces.
fn verify_reduce_return(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some(reduce) = ctx
        .parent_op(op)
        .filter(|&p| ctx.ops[p].name == "scf.reduce")
    else {
        return emit(ctx, op, out, "expects parent op 'scf.reduce'");
    };
    let region = ctx.ops[op].parent.and_then(|b| ctx.blocks[b].parent);
    let o = &ctx.ops[reduce];
    let Some(i) = o.regions.iter().position(|&r| Some(r) == region) else {
        return;
    };
    let Some(&input) = o.operands.get(i) else {
        return;
    };
    let ty = vty(ctx, input);
    if types_of(ctx, &ctx.ops[op].operands) != [ty] {
        let msg = format!(
            "must have type {} (the type of the reduction inputs)",
            quoted(ctx, ty)
        );
        emit(ctx, op, out, msg);
    }
}

// ---- scf.yield ---------------------------------------------------------

/// The parents check what a yield carries (upstream reports those at the
/// parent); the yield only checks where it is.
fn verify_yield(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let parent = ctx.parent_op(op).map(|p| ctx.ops[p].name.as_str());
    let known = [
        "scf.execute_region",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.while",
    ];
    if !parent.is_some_and(|p| known.contains(&p)) {
        let msg = "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'";
        emit(ctx, op, out, msg);
    }
}

pub use super::scf_forall::bounds as forall_bounds;
