//! The `affine` dialect's ops (upstream `AffineOps.td`, the "affine"
//! dialect page; the seeds' Language Reference `001_…`–`003_…` shows
//! `affine.for`, `affine.if` and `affine.apply`).
//!
//! Loop bounds, conditions and subscripts are affine maps and integer sets
//! stored as properties (`lowerBoundMap`, `condition`, `map`) with their
//! operands, dims first then symbols, exactly as upstream's generic form.

use super::affine_access::{inputs, print_affine_access, verify_access};
use super::affine_extra as extra;
use super::affine_parallel as parallel;
use super::affine_valid as valid;
use super::shaped_dma as dma;
use super::shaped_util::*;
use crate::affine::{AffineExpr, AffineMap, IntegerSet};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState, ValueId};
use crate::registry::{OpDef, OpTraits, Semantics};
use crate::{AttrData, AttrId, Context, Diagnostic};

/// `affine.for` and `affine.if`: regions that get `affine.yield` when
/// written without a terminator.
const REGION_OP: OpTraits = OpTraits {
    implicit_terminator: Some("affine.yield"),
    ..NO_TRAITS
};

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    shaped_op!(
        "affine.for",
        [],
        REGION_OP,
        parse_for,
        print_for,
        verify_for,
        Semantics::AffineFor,
        Branch,
        inherent = [
            "lowerBoundMap",
            "upperBoundMap",
            "step",
            "operandSegmentSizes"
        ]
    ),
    shaped_op!(
        "affine.if",
        [],
        REGION_OP,
        parse_if,
        print_if,
        verify_if,
        Semantics::AffineIf,
        Branch,
        inherent = ["condition"]
    ),
    shaped_op!(
        "affine.apply",
        [],
        PURE,
        parse_map_op,
        print_map_op,
        verify_apply,
        Semantics::AffineApply,
        IntAdd,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.min",
        [],
        PURE,
        parse_min_max,
        print_map_op,
        verify_min_max,
        Semantics::AffineMin,
        IntCmp,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.max",
        [],
        PURE,
        parse_min_max,
        print_map_op,
        verify_min_max,
        Semantics::AffineMax,
        IntCmp,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.load",
        [],
        NO_TRAITS,
        parse_load,
        print_load,
        verify_load,
        Semantics::AffineLoad,
        Load,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.store",
        [],
        NO_TRAITS,
        parse_store,
        print_store,
        verify_store,
        Semantics::AffineStore,
        Store,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.yield",
        [],
        TERMINATOR,
        parse_yield_operands,
        print_yield_operands,
        verify_yield,
        Semantics::Yield,
        Free
    ),
    shaped_op!(
        "affine.dma_start",
        [],
        NO_TRAITS,
        dma::parse_affine_start,
        dma::print_affine_start,
        dma::verify_affine_start,
        Semantics::AffineDmaStart,
        Dma
    ),
    shaped_op!(
        "affine.dma_wait",
        [],
        NO_TRAITS,
        dma::parse_affine_wait,
        dma::print_affine_wait,
        dma::verify_affine_wait,
        Semantics::AffineDmaWait,
        Dma
    ),
    shaped_op!(
        "affine.vector_load",
        [],
        NO_TRAITS,
        extra::parse_vector_load,
        extra::print_vector_load,
        extra::verify_vector_load,
        Semantics::AffineVectorLoad,
        Load,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.vector_store",
        [],
        NO_TRAITS,
        extra::parse_vector_store,
        extra::print_vector_store,
        extra::verify_vector_store,
        Semantics::AffineVectorStore,
        Store,
        inherent = ["map"]
    ),
    shaped_op!(
        "affine.prefetch",
        [],
        NO_TRAITS,
        extra::parse_prefetch,
        extra::print_prefetch,
        extra::verify_prefetch,
        Semantics::Prefetch,
        Free,
        inherent = ["map", "localityHint", "isWrite", "isDataCache"]
    ),
    shaped_op!(
        "affine.delinearize_index",
        [],
        PURE,
        extra::parse_delinearize,
        extra::print_delinearize,
        extra::verify_delinearize,
        Semantics::Delinearize,
        IntDiv,
        inherent = ["static_basis"]
    ),
    shaped_op!(
        "affine.linearize_index",
        [],
        PURE,
        extra::parse_linearize,
        extra::print_linearize,
        extra::verify_linearize,
        Semantics::Linearize,
        IntMul,
        inherent = ["static_basis", "operandSegmentSizes"],
        defaults = [("disjoint", Bool(false))]
    ),
    shaped_op!(
        "affine.parallel",
        [],
        parallel::PARALLEL,
        parallel::parse,
        parallel::print,
        parallel::verify,
        Semantics::AffineParallel,
        Branch,
        inherent = [
            "reductions",
            "lowerBoundsMap",
            "lowerBoundsGroups",
            "upperBoundsMap",
            "upperBoundsGroups",
            "steps"
        ]
    ),
];

// ---- affine.for --------------------------------------------------------

/// A loop bound: `0`, `%n`, `max #map(%a)[%s]` (prefix `kw` is `max` for
/// lower bounds, `min` for upper ones). A lone SSA value is the symbol
/// identity map, as upstream.
fn parse_bound(p: &mut dyn OpAsmParser, kw: &str) -> PResult<(AttrId, Vec<ValueId>)> {
    let prefixed = p.optional_keyword(kw);
    if !prefixed {
        if let Some(o) = p.parse_optional_operand()? {
            let index = p.ctx().index_type();
            let v = p.resolve_operand(&o, index)?;
            let map = single_result_map(0, 1, AffineExpr::Symbol(0));
            return Ok((p.ctx().intern_attr(map), vec![v]));
        }
        if let Some(c) = p.parse_optional_integer()? {
            let map = single_result_map(0, 0, AffineExpr::Const(c));
            return Ok((p.ctx().intern_attr(map), Vec::new()));
        }
    }
    let loc = p.current_loc();
    let (map, ops) = p.parse_affine_map_application()?;
    let results = match p.ctx().attr(map) {
        AttrData::AffineMap(m) => m.results.len(),
        _ => 0,
    };
    if !prefixed && results > 1 {
        let which = if kw == "max" { "lower" } else { "upper" };
        let msg =
            format!("{which} loop bound affine map with multiple results requires '{kw}' prefix");
        return Err(p.error_at(loc, &msg));
    }
    Ok((map, ops))
}

fn single_result_map(num_dims: u32, num_symbols: u32, e: AffineExpr) -> AttrData {
    AttrData::AffineMap(AffineMap {
        num_dims,
        num_symbols,
        results: vec![e],
    })
}

/// `%i = <lb> to <ub> (step N)? (iter_args(...) -> (...))? { ... }`
fn parse_for(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let index = p.ctx().index_type();
    let iv = p.parse_argument(false, Some(index))?;
    p.expect(Punct::Equal)?;
    let (lb, lb_ops) = parse_bound(p, "max")?;
    if !p.optional_keyword("to") {
        return Err(p.error("expected 'to' between bounds"));
    }
    let (ub, ub_ops) = parse_bound(p, "min")?;
    let step = if p.optional_keyword("step") {
        parse_step(p)?
    } else {
        1
    };
    let it = parse_iter_args(p)?;
    // Upstream's parser counts the loop-carried names against the result
    // types before it parses the body, at the op's name.
    if it.args.len() != it.types.len() {
        let msg = "mismatch between the number of loop-carried values and results";
        return Err(p.error_at(st.loc, msg));
    }
    let mut args = vec![iv];
    args.extend(it.args);
    st.regions.push(p.parse_region(&args)?);
    parse_attrs(p, st, &["step", "lowerBoundMap", "upperBoundMap"])?;
    let sizes = [lb_ops.len(), ub_ops.len(), it.inits.len()];
    st.operands = [lb_ops, ub_ops, it.inits].concat();
    set_segments(p, st, &sizes);
    let step = p.ctx().int_attr(step, index);
    let props = vec![
        ("lowerBoundMap".to_string(), lb),
        ("upperBoundMap".to_string(), ub),
        ("step".to_string(), step),
    ];
    add_props(p.ctx(), st, props);
    st.result_types = it.types;
    Ok(())
}

/// A non-negative step; the error points at the number, as upstream's.
fn parse_step(p: &mut dyn OpAsmParser) -> PResult<i64> {
    let loc = p.current_loc();
    // Upstream parses the step as an integer attribute: anything else is
    // the attribute parser's error.
    let index = p.ctx().index_type();
    let step = super::common::parse_int_attr_value(p, index)?;
    if step < 0 {
        let msg = "expected step to be representable as a positive signed integer";
        return Err(p.error_at(loc, msg));
    }
    Ok(step)
}

/// Writes a bound as upstream: a constant, a lone symbol operand, or
/// `prefix #map(dims)[syms]`.
fn print_bound(p: &mut dyn OpAsmPrinter, map_name: &str, ops: &[ValueId], prefix: &str) {
    let ctx = p.ctx();
    let op = p.current_op();
    let Some(a) = attr(ctx, op, map_name) else {
        return;
    };
    let Some(m) = map_of(ctx, op, map_name) else {
        return;
    };
    if let [e] = &m.results[..] {
        match e {
            AffineExpr::Const(c) if inputs(m) == 0 => return p.write(&c.to_string()),
            AffineExpr::Symbol(0) if m.num_dims == 0 && m.num_symbols == 1 && ops.len() == 1 => {
                return p.print_operand(ops[0])
            }
            _ => {}
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_affine_map_application(a, ops);
}

fn print_for(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let (lb, ub) = (segment(ctx, op, 0), segment(ctx, op, 1));
    let inits = segment(ctx, op, 2).unwrap_or_default();
    let args = entry_args(ctx, op, 0);
    let step = attr(ctx, op, "step").and_then(|a| ctx.attr(a).as_i64());
    let region = ctx.ops[op].regions[0];
    p.write(" ");
    if let Some(&iv) = args.first() {
        // Upstream's printRegionArgument: in debug-info mode the
        // variable's own location follows it.
        p.print_argument(iv, None, false);
    }
    p.write(" = ");
    print_bound(p, "lowerBoundMap", &lb.unwrap_or_default(), "max");
    p.write(" to ");
    print_bound(p, "upperBoundMap", &ub.unwrap_or_default(), "min");
    if let Some(s) = step.filter(|&s| s != 1) {
        p.write(&format!(" step {s}"));
    }
    print_iter_args(p, args.get(1..).unwrap_or(&[]), &inits);
    p.write(" ");
    p.print_region(region, false, !inits.is_empty());
    print_attrs(
        p,
        &[
            "operandSegmentSizes",
            "lowerBoundMap",
            "upperBoundMap",
            "step",
        ],
    );
}

fn verify_for(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if ctx.ops[op].regions.len() != 1 {
        return emit(ctx, op, out, "requires one region");
    }
    if !verify_segments(ctx, op, 3, out) {
        return;
    }
    if !verify_bound(ctx, op, 0, out) || !verify_bound(ctx, op, 1, out) {
        return;
    }
    let step = attr(ctx, op, "step").and_then(|a| ctx.attr(a).as_i64());
    if step.is_none_or(|s| s < 0) {
        let msg = "expected step to be representable as a positive signed integer";
        emit(ctx, op, out, msg);
    }
    verify_for_body(ctx, op, out);
}

/// Checks bound `i` (0 lower, 1 upper): a map with results, fed by as many
/// `index` operands as it has dims and symbols.
fn verify_bound(ctx: &Context, op: OpId, i: usize, out: &mut Vec<Diagnostic>) -> bool {
    let (name, what) = [("lowerBoundMap", "lower"), ("upperBoundMap", "upper")][i];
    let Some(m) = map_of(ctx, op, name) else {
        emit(ctx, op, out, format!("requires attribute '{name}'"));
        return false;
    };
    let ops = segment(ctx, op, i).unwrap_or_default();
    if ops.len() != inputs(m) {
        let msg =
            format!("{what} bound operand count does not equal the number of map dims and symbols");
        emit(ctx, op, out, msg);
    } else if !valid::verify_dims_and_symbols(ctx, op, &ops, m.num_dims as usize, out) {
        return false;
    }
    verify_indices(
        ctx,
        op,
        &ops,
        &format!("expected {what} bound operands"),
        out,
    );
    if m.results.is_empty() {
        emit(
            ctx,
            op,
            out,
            format!("{what} bound map must have at least one result"),
        );
    }
    true
}

/// The body's arguments: an `index` induction variable, then one argument
/// per loop-carried value, typed as the results.
fn verify_for_body(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let args = entry_args(ctx, op, 0);
    if args.first().is_none_or(|&iv| !is_index(ctx, iv)) {
        return emit(
            ctx,
            op,
            out,
            "expected body to have a single index argument for the induction variable",
        );
    }
    let inits = segment(ctx, op, 2).unwrap_or_default();
    let results = types_of(ctx, &ctx.ops[op].results);
    if inits.len() != results.len() {
        return emit(
            ctx,
            op,
            out,
            "mismatch between the number of loop-carried values and results",
        );
    }
    if args.len() - 1 != results.len() {
        return emit(
            ctx,
            op,
            out,
            "mismatch between the number of basic block args and results",
        );
    }
    if types_of(ctx, &inits) != results {
        emit(
            ctx,
            op,
            out,
            "types mismatch between loop-carried values and results",
        );
    }
}

// ---- affine.if ---------------------------------------------------------

/// `#set(%d)[%s] (-> (t))? { ... } (else { ... })?`
fn parse_if(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let at = p.current_loc();
    let set = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr(set), AttrData::IntegerSet(_)) {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    let (operands, num_dims) = parse_dims_and_symbols(p)?;
    if let AttrData::IntegerSet(s) = p.ctx().attr(set) {
        let (nd, ns) = (s.num_dims as usize, s.num_symbols as usize);
        if nd != num_dims {
            let msg = "dim operand count and integer set dim count must match";
            return Err(p.error_at(st.loc, msg));
        }
        if nd + ns != operands.len() {
            let msg = "symbol operand count and integer set symbol count must match";
            return Err(p.error_at(st.loc, msg));
        }
    }
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
    parse_attrs(p, st, &["condition"])?;
    st.operands = operands;
    add_props(p.ctx(), st, vec![("condition".to_string(), set)]);
    Ok(())
}

/// The integer set of an `affine.if`.
pub fn set_of(ctx: &Context, op: OpId) -> Option<&IntegerSet> {
    match ctx.attr(attr(ctx, op, "condition")?) {
        AttrData::IntegerSet(s) => Some(s),
        _ => None,
    }
}

fn print_if(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(set) = attr(ctx, op, "condition") else {
        return;
    };
    let num_dims = set_of(ctx, op).map_or(0, |s| s.num_dims as usize);
    let o = &ctx.ops[op];
    let (operands, results) = (o.operands.clone(), types_of(ctx, &o.results));
    let regions = o.regions.clone();
    let has_else = regions
        .get(1)
        .is_some_and(|&r| !ctx.regions[r].blocks.is_empty());
    p.write(" ");
    p.print_attr(set);
    print_dims_and_symbols(p, &operands, num_dims);
    print_arrow_types(p, &results);
    p.write(" ");
    p.print_region(regions[0], false, !results.is_empty());
    if has_else {
        p.write(" else ");
        p.print_region(regions[1], false, !results.is_empty());
    }
    print_attrs(p, &["condition"]);
}

/// Writes ` -> t` / ` -> (t1, t2)` unless `tys` is empty.
pub(crate) fn print_arrow_types(p: &mut dyn OpAsmPrinter, tys: &[crate::TypeId]) {
    if !tys.is_empty() {
        p.write(" -> ");
        p.print_result_types(tys);
    }
}

fn verify_if(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if ctx.ops[op].regions.len() != 2 {
        return emit(ctx, op, out, "requires two regions");
    }
    let Some(set) = set_of(ctx, op) else {
        return emit(
            ctx,
            op,
            out,
            "requires an integer set attribute named 'condition'",
        );
    };
    let o = &ctx.ops[op];
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
    if o.operands.len() != (set.num_dims + set.num_symbols) as usize {
        emit(
            ctx,
            op,
            out,
            "operand count and condition integer set dimension and symbol count must match",
        );
    }
    verify_indices(ctx, op, &o.operands, "expected condition operands", out);
    valid::verify_dims_and_symbols(ctx, op, &o.operands, set.num_dims as usize, out);
    let no_else = o
        .regions
        .get(1)
        .is_none_or(|&r| ctx.regions[r].blocks.is_empty());
    if !o.results.is_empty() && no_else {
        let results = types_of(ctx, &o.results);
        check_edge(ctx, (op, op), ("parent", "parent"), &[], &results, out);
    }
}

// ---- affine.apply / min / max ------------------------------------------

/// `#map(%d)[%s]` with an `index` result.
/// `#map(%d)[%s]` for `affine.apply`: the dimension list is required and
/// the counts must match the map, checked at the op's name as upstream's
/// parser does.
fn parse_map_op(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let map_at = p.current_loc();
    let map = p.parse_attribute(None)?;
    let AttrData::AffineMap(m) = p.ctx().attr(map) else {
        return Err(p.error_at(map_at, "invalid kind of attribute specified"));
    };
    let (nd, ns) = (m.num_dims as usize, m.num_symbols as usize);
    let dims = parse_operand_group(p, Punct::LParen, Punct::RParen, true)?;
    let syms = parse_operand_group(p, Punct::LSquare, Punct::RSquare, false)?;
    parse_attrs(p, st, &["map"])?;
    if dims.len() != nd || syms.len() != ns {
        return Err(p.error_at(st.loc, "dimension or symbol index mismatch"));
    }
    let index = p.ctx().index_type();
    let names = [dims, syms].concat();
    st.operands = p.resolve_operands(&names, &vec![index; names.len()])?;
    add_props(p.ctx(), st, vec![("map".to_string(), map)]);
    st.result_types = vec![index];
    Ok(())
}

/// `(%a, %b)` (or `[...]`), required or optional, with upstream's
/// operand-list errors.
fn parse_operand_group(
    p: &mut dyn OpAsmParser,
    open: Punct,
    close: Punct,
    required: bool,
) -> PResult<Vec<crate::asm::UnresolvedOperand>> {
    const CONTEXT: &str = " in operand list";
    if required {
        p.expect_in(open, CONTEXT)?;
    } else if !p.optional(open) {
        return Ok(Vec::new());
    }
    if p.optional(close) {
        return Ok(Vec::new());
    }
    let list = p.parse_operand_list()?;
    p.expect_in(close, CONTEXT)?;
    Ok(list)
}

/// `#map(%d)[%s]` for `affine.min`/`affine.max`: upstream's parser takes
/// any number of operands and leaves the count to the verifier.
fn parse_min_max(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let at = p.current_loc();
    let map = p.parse_attribute(None)?;
    if !matches!(p.ctx().attr(map), AttrData::AffineMap(_)) {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    let mut names = Vec::new();
    for (open, close) in [
        (Punct::LParen, Punct::RParen),
        (Punct::LSquare, Punct::RSquare),
    ] {
        if p.optional(open) {
            names.extend(p.parse_operand_list()?);
            p.expect(close)?;
        }
    }
    parse_attrs(p, st, &["map"])?;
    let index = p.ctx().index_type();
    st.operands = p.resolve_operands(&names, &vec![index; names.len()])?;
    add_props(p.ctx(), st, vec![("map".to_string(), map)]);
    st.result_types = vec![index];
    Ok(())
}

fn print_map_op(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(map) = attr(ctx, op, "map") else {
        return;
    };
    let operands = ctx.ops[op].operands.clone();
    p.write(" ");
    p.print_affine_map_application(map, &operands);
    print_attrs(p, &["map"]);
}

/// Rules shared by apply, min and max: a map, matching index operands.
fn verify_map_operands(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) -> Option<usize> {
    let Some(m) = map_of(ctx, op, "map") else {
        emit(ctx, op, out, "requires attribute 'map'");
        return None;
    };
    let o = &ctx.ops[op];
    // The operands' type constraint comes first, in its generated words.
    if let Some(k) = first_non_index(ctx, &o.operands) {
        let got = but_got(ctx, o.operands[k]);
        emit(
            ctx,
            op,
            out,
            format!("operand #{k} must be variadic of index{got}"),
        );
        return None;
    }
    if o.operands.len() != inputs(m) {
        emit(
            ctx,
            op,
            out,
            "operand count and affine map dimension and symbol count must match",
        );
    }
    Some(m.results.len())
}

fn verify_apply(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Some(&r) = ctx.ops[op].results.first() {
        if !is_index(ctx, r) {
            let t = crate::printer::type_to_string(ctx, ctx.value_type(r));
            return emit(
                ctx,
                op,
                out,
                format!("result #0 must be index, but got '{t}'"),
            );
        }
    }
    if verify_map_operands(ctx, op, out).is_some_and(|n| n != 1) {
        emit(ctx, op, out, "mapping must produce one value");
    }
}

fn verify_min_max(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if verify_map_operands(ctx, op, out) == Some(0) {
        emit(ctx, op, out, "affine map expect at least one result");
    }
}

// ---- affine.load / store / yield ---------------------------------------

/// `%A[%i + 1, %j] {attrs} : memref<...>`
fn parse_load(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Punct::LSquare)?;
    parse_attrs(p, st, &["map"])?;
    let ty = p.parse_colon_type_of_kind(crate::asm::TypeKind::MemRef)?;
    let elem = memref_of(p.ctx(), ty)
        .map(|(_, e)| e)
        .ok_or_else(|| p.error("expected a memref type"))?;
    st.operands = vec![p.resolve_operand(&m, ty)?];
    st.operands.extend(idx);
    add_props(p.ctx(), st, vec![("map".to_string(), map)]);
    st.result_types = vec![elem];
    Ok(())
}

fn print_load(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    print_affine_access(p, &ops);
}

/// `%v, %A[%i] : memref<...>`
fn parse_store(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let m = p.parse_operand()?;
    let (map, idx) = p.parse_affine_map_of_ssa_ids(Punct::LSquare)?;
    parse_attrs(p, st, &["map"])?;
    let ty = p.parse_colon_type_of_kind(crate::asm::TypeKind::MemRef)?;
    let elem = memref_of(p.ctx(), ty)
        .map(|(_, e)| e)
        .ok_or_else(|| p.error("expected a memref type"))?;
    st.operands = vec![p.resolve_operand(&v, elem)?, p.resolve_operand(&m, ty)?];
    st.operands.extend(idx);
    add_props(p.ctx(), st, vec![("map".to_string(), map)]);
    Ok(())
}

fn print_store(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    p.write(" ");
    p.print_operand(ops[0]);
    p.write(", ");
    print_affine_access(p, &ops[1..]);
}

fn verify_load(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let elem = verify_access(ctx, op, &o.operands, "load", out);
    if let (Some(e), Some(&r)) = (elem, o.results.first()) {
        if vty(ctx, r) != e {
            emit(
                ctx,
                op,
                out,
                "result type must match element type of memref",
            );
        }
    }
}

fn verify_store(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() < 2 {
        return emit(ctx, op, out, "expected a value and a memref operand");
    }
    // Upstream compares the stored value with the element type first.
    let elem = memref_of(ctx, vty(ctx, o.operands[1])).map(|(_, e)| e);
    if elem.is_some_and(|e| e != vty(ctx, o.operands[0])) {
        return emit(
            ctx,
            op,
            out,
            "value to store must have the same type as memref element type",
        );
    }
    verify_access(ctx, op, &o.operands[1..], "store", out);
}

fn verify_yield(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let parent = ctx.parent_op(op).map(|p| ctx.ops[p].name.as_str());
    if !matches!(parent, Some("affine.for" | "affine.if" | "affine.parallel")) {
        return emit(
            ctx,
            op,
            out,
            "only terminates affine.if/for/parallel regions",
        );
    }
    verify_yield_matches_parent(ctx, op, out);
}

// ---- operand roles, for executors -----------------------------------------

/// One `affine.for` bound: a map whose results are maxed (lower) or
/// minned (upper), applied to operands (dims then symbols).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bound<'a> {
    /// The bound map.
    pub map: &'a AffineMap,
    /// Its operands.
    pub operands: Vec<ValueId>,
}

/// A verified `affine.for`, by role.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForParts<'a> {
    /// Lower bound (max of the map's results).
    pub lower: Bound<'a>,
    /// Upper bound, exclusive (min of the map's results).
    pub upper: Bound<'a>,
    /// Step, positive.
    pub step: i64,
    /// Initial values of the loop-carried values.
    pub inits: Vec<ValueId>,
}

/// Reads an `affine.for`'s bounds, step and initial values.
pub fn for_parts(ctx: &Context, op: OpId) -> Option<ForParts<'_>> {
    let bound = |name, i| {
        Some(Bound {
            map: map_of(ctx, op, name)?,
            operands: segment(ctx, op, i)?,
        })
    };
    Some(ForParts {
        lower: bound("lowerBoundMap", 0)?,
        upper: bound("upperBoundMap", 1)?,
        step: ctx.attr(attr(ctx, op, "step")?).as_i64()?,
        inits: segment(ctx, op, 2)?,
    })
}

/// The map and its operands of `affine.apply`/`min`/`max` (all operands),
/// `affine.load` (after the memref) and `affine.store` (after the value and
/// the memref).
pub fn map_operands(ctx: &Context, op: OpId) -> Option<(&AffineMap, &[ValueId])> {
    let skip = match ctx.ops[op].name.as_str() {
        "affine.load" | "affine.vector_load" | "affine.prefetch" => 1,
        "affine.store" | "affine.vector_store" => 2,
        _ => 0,
    };
    Some((map_of(ctx, op, "map")?, ctx.ops[op].operands.get(skip..)?))
}

/// One `%m[map(operands)]` reference of an affine DMA op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefAccess<'a> {
    /// The memref.
    pub memref: ValueId,
    /// Subscript map, one result per memref dimension.
    pub map: &'a AffineMap,
    /// The map's operands.
    pub operands: Vec<ValueId>,
}

/// `affine.dma_start` by role: source, destination, tag, element count and
/// the optional `(stride, elements per stride)`.
pub type AffineDmaStartParts<'a> = ([MemRefAccess<'a>; 3], ValueId, Option<(ValueId, ValueId)>);

/// Reads the `%m[map]` reference at operand `at` using map attribute `name`.
fn access_at<'a>(ctx: &'a Context, op: OpId, at: usize, name: &str) -> Option<MemRefAccess<'a>> {
    let map = map_of(ctx, op, name)?;
    let ops = &ctx.ops[op].operands;
    Some(MemRefAccess {
        memref: *ops.get(at)?,
        map,
        operands: ops.get(at + 1..at + 1 + inputs(map))?.to_vec(),
    })
}

/// Splits a verified `affine.dma_start` by role.
pub fn dma_start_parts(ctx: &Context, op: OpId) -> Option<AffineDmaStartParts<'_>> {
    let src = access_at(ctx, op, 0, "src_map")?;
    let dst = access_at(ctx, op, 1 + src.operands.len(), "dst_map")?;
    let tag_at = 2 + src.operands.len() + dst.operands.len();
    let tag = access_at(ctx, op, tag_at, "tag_map")?;
    let rest = ctx.ops[op]
        .operands
        .get(tag_at + 1 + tag.operands.len()..)?;
    let (num, stride) = match rest {
        [n] => (*n, None),
        [n, s, e] => (*n, Some((*s, *e))),
        _ => return None,
    };
    Some(([src, dst, tag], num, stride))
}

/// Splits a verified `affine.dma_wait`: the tag reference and the count.
pub fn dma_wait_parts(ctx: &Context, op: OpId) -> Option<(MemRefAccess<'_>, ValueId)> {
    let tag = access_at(ctx, op, 0, "tag_map")?;
    let num = *ctx.ops[op].operands.get(1 + tag.operands.len())?;
    Some((tag, num))
}

pub use super::affine_access::map_of;
pub use super::affine_extra::static_basis;
pub use super::affine_parallel::{parts as parallel_parts, ParallelParts};
