//! `scf.forall` and its terminator `scf.forall.in_parallel` (upstream
//! `SCFOps.td`, "scf" dialect page): a multi-dimensional loop whose bounds
//! are mixed static/dynamic lists, written `in (ubs)` when every lower
//! bound is 0 and every step 1. On memrefs its iterations only write
//! through memory, so the terminator's region stays empty.

use super::affine_extra::{parse_basis, print_basis};
use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState, RegionId, ValueId};
use crate::registry::OpTraits;
use crate::{Context, Diagnostic, TypeData};

/// `scf.forall.in_parallel`: a terminator whose one block needs none.
pub(crate) const IN_PARALLEL: OpTraits = OpTraits {
    terminator: true,
    no_terminator: true,
    pure: true,
    ..NO_TRAITS
};

/// The three bound lists, in operand-segment order.
const LISTS: [&str; 3] = ["staticLowerBound", "staticUpperBound", "staticStep"];
const TERM: &str = "scf.forall.in_parallel";

/// `(%i, %j) in (8, %n)` or `(%i) = (0) to (%n) step (2)`, then
/// `shared_outs(%o = %t) -> (types)`, the body and attributes.
pub(crate) fn parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let index = p.ctx().index_type();
    p.expect(Punct::LParen)?;
    let mut ivs = vec![p.parse_argument(false, Some(index))?];
    while p.optional(Punct::Comma) {
        ivs.push(p.parse_argument(false, Some(index))?);
    }
    p.expect(Punct::RParen)?;
    let lists = if p.optional_keyword("in") {
        let n = ivs.len();
        let ub = parse_basis(p)?;
        [(vec![0; n], Vec::new()), ub, (vec![1; n], Vec::new())]
    } else {
        p.expect(Punct::Equal)?;
        let lb = parse_basis(p)?;
        p.expect_keyword("to")?;
        let ub = parse_basis(p)?;
        p.expect_keyword("step")?;
        [lb, ub, parse_basis(p)?]
    };
    let mut outs = IterArgs {
        args: Vec::new(),
        inits: Vec::new(),
        types: Vec::new(),
    };
    let name_loc = p.current_loc();
    let mut inits = Vec::new();
    if p.optional_keyword("shared_outs") {
        let (args, unresolved) = parse_assignment_list(p)?;
        p.expect(Punct::Arrow)?;
        outs.types = p.parse_result_type_list()?;
        inits = unresolved;
        outs.args = args;
        for (a, &t) in outs.args.iter_mut().zip(&outs.types) {
            a.ty = t;
        }
    }
    let mut args = ivs;
    args.extend(std::mem::take(&mut outs.args));
    let body = parse_body(p, &args)?;
    // Upstream resolves the outputs after the body, at the op's name.
    if inits.len() != outs.types.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            inits.len(),
            outs.types.len()
        );
        return Err(p.error_at(name_loc, &msg));
    }
    outs.inits = p.resolve_operands(&inits, &outs.types)?;
    ensure_in_parallel(p.ctx(), body, st.loc);
    st.regions.push(body);
    parse_attrs(p, st, &["mapping"])?;
    finish(p, st, lists, outs.inits, outs.types);
    Ok(())
}

/// Records operands, segments and the static lists.
fn finish(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    lists: [(Vec<i64>, Vec<ValueId>); 3],
    outs: Vec<ValueId>,
    types: Vec<crate::TypeId>,
) {
    let mut sizes: Vec<usize> = lists.iter().map(|l| l.1.len()).collect();
    sizes.push(outs.len());
    let mut props = Vec::new();
    for (name, (statics, dynamics)) in LISTS.iter().zip(lists) {
        st.operands.extend(dynamics);
        props.push((name.to_string(), i64_array(p.ctx(), &statics)));
    }
    st.operands.extend(outs);
    st.result_types = types;
    set_segments(p, st, &sizes);
    add_props(p.ctx(), st, props);
}

/// Appends the terminator, with its empty block, where the text leaves it
/// out (upstream's `ForallOp::ensureTerminator`).
fn ensure_in_parallel(ctx: &mut Context, body: RegionId, loc: crate::AttrId) {
    let Some(&b) = ctx.regions[body].blocks.last() else {
        return;
    };
    let last = ctx.blocks[b].ops.last().map(|&o| ctx.ops[o].name.as_str());
    if last == Some(TERM) {
        return;
    }
    let r = ctx.create_region();
    ctx.create_block(r, &[]);
    let mut state = OperationState::new(TERM, loc);
    state.regions.push(r);
    let op = ctx.create_op(state);
    ctx.append_op(b, op);
}

/// The static list `i` and its operands.
fn list(ctx: &Context, op: OpId, i: usize) -> (Vec<i64>, Vec<ValueId>) {
    let statics = attr(ctx, op, LISTS[i])
        .and_then(|a| int_array(ctx, a))
        .unwrap_or_default();
    (statics, segment(ctx, op, i).unwrap_or_default())
}

/// Lower bounds, upper bounds and steps of a `scf.forall`, merged.
pub fn bounds(ctx: &Context, op: OpId) -> Option<[Vec<super::memref::Mixed>; 3]> {
    let mut out: [Vec<super::memref::Mixed>; 3] = Default::default();
    for (i, o) in out.iter_mut().enumerate() {
        let (s, d) = list(ctx, op, i);
        *o = super::memref::merge_mixed(&s, &d)?;
    }
    Some(out)
}

pub(crate) fn print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let lists: Vec<_> = (0..3).map(|i| list(ctx, op, i)).collect();
    let rank = lists[1].0.len();
    let all_args = entry_args(ctx, op, 0);
    let (ivs, out_args) = all_args.split_at(rank.min(all_args.len()));
    let outs = segment(ctx, op, 3).unwrap_or_default();
    let results = types_of(ctx, &ctx.ops[op].results);
    let region = ctx.ops[op].regions[0];
    let normal = lists[0].0.iter().all(|&v| v == 0) && lists[2].0.iter().all(|&v| v == 1);
    p.write(" (");
    p.print_operands(ivs);
    p.write(")");
    if normal {
        p.write(" in");
        print_basis(p, &lists[1].0, &lists[1].1);
    } else {
        for (i, kw) in [" =", " to", " step"].iter().enumerate() {
            p.write(kw);
            print_basis(p, &lists[i].0, &lists[i].1);
        }
    }
    if !outs.is_empty() {
        p.write(" shared_outs");
        print_assignment_list(p, out_args, &outs);
    }
    p.write(" ");
    if !out_args.is_empty() {
        p.write("-> (");
        p.print_types(&results);
        p.write(") ");
    }
    p.print_region(region, false, !results.is_empty());
    let mut elided = vec!["operandSegmentSizes"];
    elided.extend(LISTS);
    print_attrs(p, &elided);
}

pub(crate) fn verify(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if !verify_segments(ctx, op, 4, out) {
        return;
    }
    let o = &ctx.ops[op];
    let lists: Vec<_> = (0..3).map(|i| list(ctx, op, i)).collect();
    let rank = lists[0].0.len();
    let outs = segment(ctx, op, 3).unwrap_or_default();
    if o.results.len() != outs.len() {
        let msg = format!(
            "produces {} results, but has only {} outputs",
            o.results.len(),
            outs.len()
        );
        return emit(ctx, op, out, msg);
    }
    let args = entry_args(ctx, op, 0);
    if args.len() != rank + outs.len() {
        return emit(ctx, op, out, format!("region expects {rank} arguments"));
    }
    if let Some(i) = (0..rank).find(|&i| !matches!(ctx.ty(vty(ctx, args[i])), TypeData::Index)) {
        return emit(
            ctx,
            op,
            out,
            format!("expects {i}-th block argument to be an index"),
        );
    }
    if let Some(i) = (0..outs.len()).find(|&i| vty(ctx, args[rank + i]) != vty(ctx, outs[i])) {
        let msg = format!("type mismatch between {i}-th output and corresponding block argument");
        return emit(ctx, op, out, msg);
    }
    let mapping = attr(ctx, op, "mapping").map(|a| match ctx.attr(a) {
        crate::AttrData::Array(v) => v.len(),
        _ => usize::MAX,
    });
    if mapping.is_some_and(|n| n != rank) {
        return emit(ctx, op, out, "mapping attribute size must match op rank");
    }
    for (name, (statics, dynamics)) in ["lower bound", "upper bound", "step"].iter().zip(&lists) {
        if statics.len() != rank {
            let msg = format!("expected {rank} {name} values, got {}", statics.len());
            return emit(ctx, op, out, msg);
        }
        let marked = statics
            .iter()
            .filter(|&&v| v == crate::types::DYNAMIC)
            .count();
        if marked != dynamics.len() {
            let msg = format!(
                "expected {marked} dynamic {name} values, got {}",
                dynamics.len()
            );
            return emit(ctx, op, out, msg);
        }
    }
}

/// `{ }` and attributes.
pub(crate) fn parse_in_parallel(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    st.regions.push(parse_body(p, &[])?);
    parse_attrs(p, st, &[])
}

pub(crate) fn print_in_parallel(p: &mut dyn OpAsmPrinter, op: OpId) {
    let region = p.ctx().ops[op].regions[0];
    p.write(" ");
    p.print_region(region, false, false);
    print_attrs(p, &[]);
}

pub(crate) fn verify_in_parallel(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let parent = ctx.parent_op(op).map(|p| ctx.ops[p].name.as_str());
    if parent != Some("scf.forall") {
        emit(ctx, op, out, "expects parent op 'scf.forall'");
    }
}
