//! `affine.parallel` (upstream `AffineOps.td`, "affine" dialect page): a
//! band of parallel loops whose bounds are affine maps of SSA values, with
//! optional steps and reductions (`reduce ("addf") -> (f32)`, the kinds of
//! `memref.atomic_rmw`). A loop's lower bound may be the `max(..)` of
//! several expressions and its upper bound the `min(..)`.

use super::affine_valid as valid;
use super::shaped_memops::ATOMIC_KINDS;
use super::shaped_util::*;
use crate::affine::AffineMap;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::attrs::DenseData;
use crate::ir::{OpId, OperationState, ValueId};
use crate::registry::OpTraits;
use crate::{AttrData, AttrId, Context, Diagnostic};

/// One region ending in `affine.yield`, implicit when it yields nothing.
pub(crate) const PARALLEL: OpTraits = OpTraits {
    implicit_terminator: Some("affine.yield"),
    ..NO_TRAITS
};

/// `(%i, %j) = (lbs) to (ubs) step (2, 1) reduce ("addf") -> (f32) {..}`
pub(crate) fn parse(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let index = p.ctx().index_type();
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
    let (lb, lb_ops, lb_groups) = p.parse_affine_bound_groups("max")?;
    p.expect_keyword("to")?;
    let (ub, ub_ops, ub_groups) = p.parse_affine_bound_groups("min")?;
    let steps = if p.optional_keyword("step") {
        parse_ints(p)?
    } else {
        vec![1; ivs.len()]
    };
    let mut kinds = Vec::new();
    if p.optional_keyword("reduce") {
        p.expect(Punct::LParen)?;
        loop {
            let at = p.current_loc();
            let k = p.parse_string()?;
            let Some(i) = ATOMIC_KINDS.iter().position(|&n| n == k) else {
                return Err(p.error_at(at, &format!("invalid reduction value: \"{k}\"")));
            };
            kinds.push(i as i64);
            if !p.optional(Punct::Comma) {
                break;
            }
        }
        p.expect(Punct::RParen)?;
    }
    // The result types stand on their own; the verifier pairs them with
    // the reductions, as upstream's parser leaves it to.
    if p.optional(Punct::Arrow) {
        st.result_types = p.parse_result_type_list()?;
    }
    st.regions.push(parse_body(p, &ivs)?);
    parse_attrs(p, st, &[])?;
    st.operands = lb_ops;
    st.operands.extend(ub_ops);
    let props = properties(p.ctx(), [lb, ub], [&lb_groups, &ub_groups], &steps, &kinds);
    add_props(p.ctx(), st, props);
    Ok(())
}

/// `(2, 1)`.
fn parse_ints(p: &mut dyn OpAsmParser) -> PResult<Vec<i64>> {
    p.expect(Punct::LParen)?;
    let mut v = vec![p.parse_integer()?];
    while p.optional(Punct::Comma) {
        v.push(p.parse_integer()?);
    }
    p.expect(Punct::RParen)?;
    Ok(v)
}

/// The inherent attributes, with the number of expressions in each bound
/// group (`max(..)`/`min(..)` of several, or one).
fn properties(
    ctx: &mut Context,
    [lb, ub]: [AttrId; 2],
    [lower, upper]: [&[i64]; 2],
    steps: &[i64],
    kinds: &[i64],
) -> Vec<(String, AttrId)> {
    let (i32t, i64t) = (ctx.int_type(32), ctx.int_type(64));
    let mut groups = |sizes: &[i64]| {
        let shape = crate::TypeData::RankedTensor {
            shape: vec![sizes.len() as i64],
            elem: i32t,
            encoding: None,
        };
        let ty = ctx.intern_type(shape);
        // Equal sizes print as a splat (`dense<1>`), none as `dense<>`.
        let data = match sizes {
            [] => DenseData::Elements(Vec::new()),
            [first, ..] if sizes.iter().all(|s| s == first) => {
                DenseData::Splat(ctx.int_attr(*first, i32t))
            }
            _ => DenseData::Elements(sizes.iter().map(|&n| ctx.int_attr(n, i32t)).collect()),
        };
        ctx.intern_attr(AttrData::DenseElements { ty, data })
    };
    let (lower_groups, upper_groups) = (groups(lower), groups(upper));
    let ints = |ctx: &mut Context, v: &[i64]| {
        let a = v.iter().map(|&x| ctx.int_attr(x, i64t)).collect();
        ctx.intern_attr(AttrData::Array(a))
    };
    let (steps, kinds) = (ints(ctx, steps), ints(ctx, kinds));
    vec![
        ("lowerBoundsGroups".into(), lower_groups),
        ("lowerBoundsMap".into(), lb),
        ("reductions".into(), kinds),
        ("steps".into(), steps),
        ("upperBoundsGroups".into(), upper_groups),
        ("upperBoundsMap".into(), ub),
    ]
}

/// The integers of an array attribute of `op`.
fn int_list(ctx: &Context, op: OpId, name: &str) -> Vec<i64> {
    match attr(ctx, op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::Array(v)) => v.iter().filter_map(|&a| ctx.attr(a).as_i64()).collect(),
        _ => Vec::new(),
    }
}

/// Bound maps (lower, upper), their operands, steps and reduction kinds.
pub struct ParallelParts<'a> {
    /// Lower bounds: every expression, and its operands.
    pub lower: (&'a AffineMap, Vec<ValueId>),
    /// Upper bounds: every expression, and its operands.
    pub upper: (&'a AffineMap, Vec<ValueId>),
    /// How many consecutive lower-bound expressions each loop takes the
    /// maximum of (one each when every bound is a single expression).
    pub lower_groups: Vec<usize>,
    /// How many upper-bound expressions each loop takes the minimum of.
    pub upper_groups: Vec<usize>,
    /// Steps, positive.
    pub steps: Vec<i64>,
    /// Reduction kinds (names of `memref.atomic_rmw` kinds), one per result.
    pub reductions: Vec<&'static str>,
}

/// Reads a verified `affine.parallel`.
pub fn parts(ctx: &Context, op: OpId) -> Option<ParallelParts<'_>> {
    let map = |name| match ctx.attr(attr(ctx, op, name)?) {
        AttrData::AffineMap(m) => Some(m),
        _ => None,
    };
    let (lb, ub) = (map("lowerBoundsMap")?, map("upperBoundsMap")?);
    let ops = &ctx.ops[op].operands;
    let n = (lb.num_dims + lb.num_symbols) as usize;
    let kinds = int_list(ctx, op, "reductions")
        .iter()
        .map(|&k| ATOMIC_KINDS.get(usize::try_from(k).ok()?).copied())
        .collect::<Option<Vec<_>>>()?;
    Some(ParallelParts {
        lower: (lb, ops.get(..n)?.to_vec()),
        upper: (ub, ops.get(n..)?.to_vec()),
        steps: int_list(ctx, op, "steps"),
        reductions: kinds,
        lower_groups: group_sizes(ctx, op, "lowerBoundsGroups")?,
        upper_groups: group_sizes(ctx, op, "upperBoundsGroups")?,
    })
}

pub(crate) fn print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let Some(parts) = parts(ctx, op) else {
        return print_fallback(p, op);
    };
    let (lb_ops, ub_ops) = (parts.lower.1.clone(), parts.upper.1.clone());
    let steps = parts.steps.clone();
    let kinds = parts.reductions.clone();
    let to_i64 = |g: &[usize]| g.iter().map(|&n| n as i64).collect::<Vec<_>>();
    let (lg, ug) = (to_i64(&parts.lower_groups), to_i64(&parts.upper_groups));
    let (lb, ub) = (
        attr(ctx, op, "lowerBoundsMap"),
        attr(ctx, op, "upperBoundsMap"),
    );
    let ivs = entry_args(ctx, op, 0);
    let results = types_of(ctx, &ctx.ops[op].results);
    let region = ctx.ops[op].regions[0];
    p.write(" (");
    p.print_operands(&ivs);
    p.write(") = ");
    if let (Some(lb), Some(ub)) = (lb, ub) {
        p.print_affine_bound_groups(lb, &lb_ops, &lg, "max");
        p.write(" to ");
        p.print_affine_bound_groups(ub, &ub_ops, &ug, "min");
    }
    if steps.iter().any(|&s| s != 1) {
        let s: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        p.write(&format!(" step ({})", s.join(", ")));
    }
    if !kinds.is_empty() {
        let k: Vec<String> = kinds.iter().map(|k| format!("\"{k}\"")).collect();
        p.write(&format!(" reduce ({}) -> (", k.join(", ")));
        p.print_types(&results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, !results.is_empty());
    let elided = [
        "lowerBoundsGroups",
        "lowerBoundsMap",
        "reductions",
        "steps",
        "upperBoundsGroups",
        "upperBoundsMap",
    ];
    print_attrs(p, &elided);
}

/// The sizes a `*BoundsGroups` attribute holds, each at least one.
fn group_sizes(ctx: &Context, op: OpId, name: &str) -> Option<Vec<usize>> {
    let n = group_count(ctx, op, name);
    let size = |a: AttrId| {
        usize::try_from(ctx.attr(a).as_i64()?)
            .ok()
            .filter(|&s| s > 0)
    };
    match ctx.attr(attr(ctx, op, name)?) {
        AttrData::DenseElements {
            data: DenseData::Splat(v),
            ..
        } => Some(vec![size(*v)?; n]),
        AttrData::DenseElements {
            data: DenseData::Elements(v),
            ..
        } if v.len() == n => v.iter().map(|&a| size(a)).collect(),
        _ => None,
    }
}

/// The number of groups a `*BoundsGroups` attribute holds (its length).
fn group_count(ctx: &Context, op: OpId, name: &str) -> usize {
    match attr(ctx, op, name).map(|a| ctx.attr(a)) {
        Some(AttrData::DenseElements { ty, .. }) => ctx
            .ty(*ty)
            .shape()
            .map_or(0, |s| s.iter().product::<i64>().max(0) as usize),
        _ => 0,
    }
}

pub(crate) fn verify(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(parts) = parts(ctx, op) else {
        return emit(ctx, op, out, "requires bound maps, steps and reductions");
    };
    let n = entry_args(ctx, op, 0).len();
    let (nl, nu) = (
        group_count(ctx, op, "lowerBoundsGroups"),
        group_count(ctx, op, "upperBoundsGroups"),
    );
    let ns = parts.steps.len();
    if nl != n || nu != n || ns != n {
        let msg = format!(
            "the number of region arguments ({n}) and the number of map groups for lower ({nl}) \
             and upper bound ({nu}), and the number of steps ({ns}) must all match"
        );
        return emit(ctx, op, out, msg);
    }
    let sums = [&parts.lower_groups, &parts.upper_groups].map(|g| g.iter().sum::<usize>());
    if sums != [parts.lower.0.results.len(), parts.upper.0.results.len()] {
        let msg = "expected the bound maps to have as many results as their groups hold";
        return emit(ctx, op, out, msg);
    }
    if parts.reductions.len() != o.results.len() {
        return emit(
            ctx,
            op,
            out,
            "a reduction must be specified for each output",
        );
    }
    for (&r, &k) in o.results.iter().zip(&parts.reductions) {
        let float = matches!(ctx.ty(vty(ctx, r)), crate::TypeData::Float(_));
        let int = matches!(ctx.ty(vty(ctx, r)), crate::TypeData::Integer { .. });
        let fits = match k {
            "addf" | "mulf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf" => float,
            "addi" | "muli" | "maxs" | "maxu" | "mins" | "minu" | "andi" | "ori" => int,
            _ => false,
        };
        if !fits {
            return emit(ctx, op, out, "result type cannot match reduction attribute");
        }
    }
    let (lb, ub) = (&parts.lower, &parts.upper);
    if !valid::verify_dims_and_symbols(ctx, op, &lb.1, lb.0.num_dims as usize, out)
        || !valid::verify_dims_and_symbols(ctx, op, &ub.1, ub.0.num_dims as usize, out)
    {
        return;
    }
    if parts.steps.iter().any(|&s| s <= 0) {
        emit(ctx, op, out, "constant step must be positive");
    }
    verify_indices(ctx, op, &o.operands, "operands", out);
}
