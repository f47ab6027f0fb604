//! Small helpers shared by the op tables of the `memref`, `affine`, `scf`
//! and `vector` dialects: op-prefixed diagnostics, inherent attributes kept
//! as properties (as upstream's generic form shows them, `<{...}>`), dense
//! arrays (`operandSegmentSizes`, `static_offsets`), shaped-type queries and
//! the custom-syntax fragments several ops share (`[%i, %j]` subscripts,
//! mixed static/dynamic lists of `memref.subview`, dimension and symbol
//! operand lists of affine ops).
//!
//! Follows the conventions of upstream MLIR's `OpDefinition` (messages read
//! `'memref.load' op ...`) and the Builtin dialect's `DenseArrayAttr`.

use crate::asm::{Argument, OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand};
use crate::attrs::DenseArrayData;
use crate::ir::{OpId, OperationState, RegionId, ValueId};
use crate::registry::OpTraits;
use crate::types::DYNAMIC;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

// ---- diagnostics -------------------------------------------------------

/// An error at `op`'s location reading `'<op name>' op <msg>`.
pub(crate) fn op_error(ctx: &Context, op: OpId, msg: impl AsRef<str>) -> Diagnostic {
    let o = &ctx.ops[op];
    Diagnostic::error_at(ctx, o.loc, format!("'{}' op {}", o.name, msg.as_ref()))
}

/// A type as upstream quotes it in messages: `'memref<4xf32>'`.
pub(crate) fn quoted(ctx: &Context, t: TypeId) -> String {
    format!("'{}'", crate::printer::type_to_string(ctx, t))
}

/// `, but got 'T'` for a value of the wrong type, as ODS constraints say.
pub(crate) fn but_got(ctx: &Context, v: ValueId) -> String {
    format!(", but got {}", quoted(ctx, ctx.value_type(v)))
}

/// Pushes an error at `op` without the `'name' op` prefix: what upstream's
/// interface verifiers (offsets, sizes and strides) emit.
pub(crate) fn emit_raw(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>, msg: impl Into<String>) {
    out.push(Diagnostic::error_at(ctx, ctx.ops[op].loc, msg));
}

/// Pushes an [`op_error`] onto `out`.
pub(crate) fn emit(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>, msg: impl AsRef<str>) {
    out.push(op_error(ctx, op, msg));
}

// ---- op table building blocks -----------------------------------------

/// No traits at all (ops with effects, no regions).
pub(crate) const NO_TRAITS: OpTraits = OpTraits {
    terminator: false,
    isolated_from_above: false,
    no_terminator: false,
    graph_region: false,
    symbol_table: false,
    implicit_terminator: None,
    pure: false,
};

/// A side-effect-free op.
pub(crate) const PURE: OpTraits = OpTraits {
    pure: true,
    ..NO_TRAITS
};

/// A side-effect-free terminator (`scf.yield`, `affine.yield`).
pub(crate) const TERMINATOR: OpTraits = OpTraits {
    terminator: true,
    pure: true,
    ..NO_TRAITS
};

/// Declares one [`crate::registry::OpDef`] with a custom form and no
/// successors; `inherent = [...]` names its inherent attributes and
/// `defaults = [("name", Dialect("text")), ...]` the properties upstream
/// fills in (none when left out).
macro_rules! shaped_op {
    ($name:literal, [$($alias:literal),*], $traits:expr, $parse:expr, $print:expr,
     $verify:expr, $sem:expr, $timing:ident $(, inherent = [$($inh:literal),*])?
     $(, defaults = [$(($dn:literal, $dk:ident($dv:expr))),*])?) => {
        $crate::registry::OpDef {
            name: $name,
            aliases: &[$($alias),*],
            traits: $traits,
            parse: Some($parse),
            print: Some({
                /// Prints the custom form only for ops that pass their own
                /// rules (the layout the form relies on); others print
                /// operands and types plainly, never panicking.
                fn guarded(p: &mut dyn $crate::asm::OpAsmPrinter, op: $crate::ir::OpId) {
                    let mut diags = Vec::new();
                    ($verify)(p.ctx(), op, &mut diags);
                    if diags.is_empty() {
                        ($print)(p, op)
                    } else {
                        $crate::dialects::shaped_util::print_fallback(p, op)
                    }
                }
                guarded
            }),
            verify: $verify,
            successor_operands: None,
            semantics: $sem,
            timing: $crate::registry::TimingClass::$timing,
            result_name: $crate::registry::ResultName::Numbered,
            inherent: &[$($($inh),*)?],
            defaults: &[$($(($dn, $crate::registry::PropDefault::$dk($dv))),*)?],
        }
    };
}
pub(crate) use shaped_op;

// ---- attributes and properties ----------------------------------------

/// Adds inherent attributes to `state.properties`, merging with any already
/// there (later entries win).
pub(crate) fn add_props(ctx: &mut Context, state: &mut OperationState, new: Vec<(String, AttrId)>) {
    let mut entries = match state.properties.map(|p| ctx.attr(p).clone()) {
        Some(AttrData::Dictionary(e)) => e,
        _ => Vec::new(),
    };
    for (k, v) in new {
        entries.retain(|(old, _)| *old != k);
        entries.push((k, v));
    }
    state.properties = Some(ctx.intern_attr(AttrData::Dictionary(entries)));
}

/// Parses an optional `{...}` dictionary; keys listed in `inherent` become
/// properties, the rest stay discardable attributes.
pub(crate) fn parse_attrs(
    p: &mut dyn OpAsmParser,
    state: &mut OperationState,
    inherent: &[&str],
) -> PResult<()> {
    let mut parsed = Vec::new();
    p.parse_optional_attr_dict(&mut parsed)?;
    let (props, rest): (Vec<_>, Vec<_>) = parsed
        .into_iter()
        .partition(|(k, _)| inherent.contains(&k.as_str()));
    state.attrs.extend(rest);
    if !props.is_empty() {
        add_props(p.ctx(), state, props);
    }
    Ok(())
}

/// Every attribute of `op`, properties then discardable ones, by name.
pub(crate) fn all_attrs(ctx: &Context, op: OpId) -> Vec<(String, AttrId)> {
    let o = &ctx.ops[op];
    let mut out = match o.properties.map(|p| ctx.attr(p)) {
        Some(AttrData::Dictionary(e)) => e.clone(),
        _ => Vec::new(),
    };
    out.extend(o.attrs.iter().cloned());
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// Writes ` {...}` with every attribute of the op being printed but
/// `elided`.
pub(crate) fn print_attrs(p: &mut dyn OpAsmPrinter, elided: &[&str]) {
    let attrs = all_attrs(p.ctx(), p.current_op());
    p.print_optional_attr_dict(&attrs, elided);
}

/// What a custom printer writes for an op that breaks its own rules: its
/// operands, attributes and types, with nothing assumed about their layout.
pub(crate) fn print_fallback(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (operands, results) = (o.operands.clone(), o.results.clone());
    if !operands.is_empty() {
        p.write(" ");
        p.print_operands(&operands);
    }
    print_attrs(p, &[]);
    let (ins, outs) = (types_of(p.ctx(), &operands), types_of(p.ctx(), &results));
    p.write(" : (");
    p.print_types(&ins);
    p.write(") -> (");
    p.print_types(&outs);
    p.write(")");
}

/// Inherent attributes whose default upstream leaves out of the custom
/// form (`DefaultValuedOptionalAttr`), with that default.
const DEFAULT_FALSE: &[&str] = &["nontemporal"];

/// [`print_attrs`], also leaving out attributes that hold their default.
pub(crate) fn print_attrs_but_defaults(p: &mut dyn OpAsmPrinter, elided: &[&str]) {
    let ctx = p.ctx();
    let op = p.current_op();
    let mut skip = elided.to_vec();
    for &name in DEFAULT_FALSE {
        let is_default = attr(ctx, op, name).map(|a| ctx.attr(a)) == Some(&AttrData::Bool(false));
        if is_default {
            skip.push(name);
        }
    }
    print_attrs(p, &skip);
}

/// Looks up an attribute (discardable or property) of `op`.
pub(crate) fn attr(ctx: &Context, op: OpId, name: &str) -> Option<AttrId> {
    ctx.ops[op].attr(ctx, name)
}

/// `array<i32: ...>`.
pub(crate) fn i32_array(ctx: &mut Context, vals: &[i64]) -> AttrId {
    let elem = ctx.int_type(32);
    let data = DenseArrayData::Ints(vals.iter().map(|&v| v as i128).collect());
    ctx.intern_attr(AttrData::DenseArray { elem, data })
}

/// `array<i64: ...>`.
pub(crate) fn i64_array(ctx: &mut Context, vals: &[i64]) -> AttrId {
    let elem = ctx.int_type(64);
    let data = DenseArrayData::Ints(vals.iter().map(|&v| v as i128).collect());
    ctx.intern_attr(AttrData::DenseArray { elem, data })
}

/// The elements of an integer dense array attribute.
pub(crate) fn int_array(ctx: &Context, a: AttrId) -> Option<Vec<i64>> {
    match ctx.attr(a) {
        AttrData::DenseArray {
            data: DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|&x| i64::try_from(x).ok()).collect(),
        _ => None,
    }
}

/// Records `operandSegmentSizes` as a property.
pub(crate) fn set_segments(p: &mut dyn OpAsmParser, state: &mut OperationState, sizes: &[usize]) {
    let v: Vec<i64> = sizes.iter().map(|&s| s as i64).collect();
    let a = i32_array(p.ctx(), &v);
    add_props(p.ctx(), state, vec![("operandSegmentSizes".into(), a)]);
}

/// The operands of segment `i` per `operandSegmentSizes`; `None` when the
/// attribute is missing, malformed or disagrees with the operand count.
pub(crate) fn segment(ctx: &Context, op: OpId, i: usize) -> Option<Vec<ValueId>> {
    let sizes = int_array(ctx, attr(ctx, op, "operandSegmentSizes")?)?;
    let operands = &ctx.ops[op].operands;
    if sizes.iter().any(|&s| s < 0) || sizes.iter().sum::<i64>() as usize != operands.len() {
        return None;
    }
    let start: i64 = sizes.get(..i)?.iter().sum();
    let len = *sizes.get(i)?;
    Some(operands[start as usize..(start + len) as usize].to_vec())
}

/// Checks that `operandSegmentSizes` has `n` entries summing to the operand
/// count, with upstream's wording.
pub(crate) fn verify_segments(
    ctx: &Context,
    op: OpId,
    n: usize,
    out: &mut Vec<Diagnostic>,
) -> bool {
    let Some(sizes) = attr(ctx, op, "operandSegmentSizes").and_then(|a| int_array(ctx, a)) else {
        emit(
            ctx,
            op,
            out,
            "requires dense i32 array attribute 'operandSegmentSizes'",
        );
        return false;
    };
    if sizes.len() != n {
        let msg = format!("'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}", sizes.len());
        emit(ctx, op, out, msg);
        return false;
    }
    let total: i64 = sizes.iter().sum();
    if sizes.iter().any(|&s| s < 0) || total as usize != ctx.ops[op].operands.len() {
        let msg = format!(
            "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            ctx.ops[op].operands.len()
        );
        emit(ctx, op, out, msg);
        return false;
    }
    true
}

// ---- types -------------------------------------------------------------

/// Shape and element type of a ranked memref.
pub(crate) fn memref_of(ctx: &Context, ty: TypeId) -> Option<(&[i64], TypeId)> {
    match ctx.ty(ty) {
        TypeData::MemRef { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// Shape and element type of a vector.
pub(crate) fn vector_of(ctx: &Context, ty: TypeId) -> Option<(&[i64], TypeId)> {
    match ctx.ty(ty) {
        TypeData::Vector { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// True when `v` has type `index`.
pub(crate) fn is_index(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.ty(ctx.value_type(v)), TypeData::Index)
}

/// The type of `v`.
pub(crate) fn vty(ctx: &Context, v: ValueId) -> TypeId {
    ctx.value_type(v)
}

/// Checks that every value of `vs` is an `index`; `what` names them.
pub(crate) fn verify_indices(
    ctx: &Context,
    op: OpId,
    vs: &[ValueId],
    what: &str,
    out: &mut Vec<Diagnostic>,
) {
    if !vs.iter().all(|&v| is_index(ctx, v)) {
        emit(ctx, op, out, format!("{what} to be of index type"));
    }
}

/// The tensor type with a memref's shape and element type, which
/// `memref.global` initial values use.
pub(crate) fn tensor_like(ctx: &mut Context, memref: TypeId) -> Option<TypeId> {
    let (shape, elem) = memref_of(ctx, memref)?;
    let data = TypeData::RankedTensor {
        shape: shape.to_vec(),
        elem,
        encoding: None,
    };
    Some(ctx.intern_type(data))
}

// ---- custom syntax fragments ------------------------------------------

/// Parses `[%a, %b]` (possibly empty).
pub(crate) fn parse_subscripts(p: &mut dyn OpAsmParser) -> PResult<Vec<UnresolvedOperand>> {
    p.expect(Punct::LSquare)?;
    let ops = p.parse_operand_list()?;
    p.expect(Punct::RSquare)?;
    Ok(ops)
}

/// Resolves every operand as `index`.
pub(crate) fn resolve_indices(
    p: &mut dyn OpAsmParser,
    ops: &[UnresolvedOperand],
) -> PResult<Vec<ValueId>> {
    let index = p.ctx().index_type();
    ops.iter().map(|o| p.resolve_operand(o, index)).collect()
}

/// Writes `[%a, %b]`.
pub(crate) fn print_subscripts(p: &mut dyn OpAsmPrinter, vs: &[ValueId]) {
    p.write("[");
    p.print_operands(vs);
    p.write("]");
}

/// Parses `(%d0, %d1)[%s0]` (the bracket part optional), resolved as
/// `index`; returns dims then symbols and the dim count.
pub(crate) fn parse_dims_and_symbols(p: &mut dyn OpAsmParser) -> PResult<(Vec<ValueId>, usize)> {
    // Upstream's `parseOperandList` with a paren delimiter.
    p.expect_in(Punct::LParen, " in operand list")?;
    let dims = p.parse_operand_list()?;
    p.expect_in(Punct::RParen, " in operand list")?;
    let syms = if p.peek(Punct::LSquare) {
        parse_subscripts(p)?
    } else {
        Vec::new()
    };
    let mut all = resolve_indices(p, &dims)?;
    all.extend(resolve_indices(p, &syms)?);
    Ok((all, dims.len()))
}

/// Writes `(%d0)[%s0]` (brackets only when there are symbols).
pub(crate) fn print_dims_and_symbols(p: &mut dyn OpAsmPrinter, vs: &[ValueId], num_dims: usize) {
    let (dims, syms) = vs.split_at(num_dims.min(vs.len()));
    p.write("(");
    p.print_operands(dims);
    p.write(")");
    if !syms.is_empty() {
        print_subscripts(p, syms);
    }
}

/// Parses `[%i, 4, %n]`: static values ([`DYNAMIC`] where an SSA value
/// stands) and the SSA values, resolved as `index`.
pub(crate) fn parse_mixed_list(p: &mut dyn OpAsmParser) -> PResult<(Vec<i64>, Vec<ValueId>)> {
    parse_dynamic_index_list(p, Punct::LSquare, Punct::RSquare)
}

/// Upstream's `parseDynamicIndexList` between `open` and `close`: any
/// failure inside is reported, then the op's `expected SSA value or
/// integer` at its name.
pub(crate) fn parse_dynamic_index_list(
    p: &mut dyn OpAsmParser,
    open: Punct,
    close: Punct,
) -> PResult<(Vec<i64>, Vec<ValueId>)> {
    let (statics, dynamics) = dynamic_index_entries(p, open, close).map_err(|mut d| {
        let at = p.name_loc();
        d.notes
            .push(p.error_at(at, "expected SSA value or integer"));
        d
    })?;
    let values = resolve_indices(p, &dynamics)?;
    Ok((statics, values))
}

/// The entries of a dynamic index list: static values ([`DYNAMIC`] where
/// an SSA value stands) and the SSA values.
fn dynamic_index_entries(
    p: &mut dyn OpAsmParser,
    open: Punct,
    close: Punct,
) -> PResult<(Vec<i64>, Vec<crate::asm::UnresolvedOperand>)> {
    const CONTEXT: &str = " in dynamic index list";
    p.expect_in(open, CONTEXT)?;
    let (mut statics, mut dynamics) = (Vec::new(), Vec::new());
    if p.optional(close) {
        return Ok((statics, dynamics));
    }
    loop {
        if let Some(o) = p.parse_optional_operand()? {
            statics.push(DYNAMIC);
            dynamics.push(o);
        } else {
            statics.push(p.parse_integer()?);
        }
        if !p.optional(Punct::Comma) {
            break;
        }
    }
    p.expect_in(close, CONTEXT)?;
    Ok((statics, dynamics))
}

/// Writes `[%i, 4, %n]` from static values and the SSA values standing in
/// for the [`DYNAMIC`] entries.
pub(crate) fn print_mixed_list(p: &mut dyn OpAsmPrinter, statics: &[i64], dynamics: &[ValueId]) {
    let mut dyn_iter = dynamics.iter();
    p.write("[");
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (s == DYNAMIC).then(|| dyn_iter.next()).flatten() {
            Some(&v) => p.print_operand(v),
            None => p.write(&s.to_string()),
        }
    }
    p.write("]");
}

/// Parses `%a, %b : t1, t2` (or nothing) as terminator operands.
pub(crate) fn parse_yield_operands(
    p: &mut dyn OpAsmParser,
    state: &mut OperationState,
) -> PResult<()> {
    parse_attrs(p, state, &[])?;
    let ops = p.parse_operand_list()?;
    let tys = if ops.is_empty() {
        Vec::new()
    } else {
        p.parse_colon_type_list()?
    };
    state.operands = p.resolve_operands(&ops, &tys)?;
    Ok(())
}

/// Writes ` %a, %b : t1, t2` for a terminator's operands, or nothing.
pub(crate) fn print_yield_operands(p: &mut dyn OpAsmPrinter, op: OpId) {
    let operands = p.ctx().ops[op].operands.clone();
    print_attrs(p, &[]);
    if operands.is_empty() {
        return;
    }
    let tys: Vec<TypeId> = operands.iter().map(|&v| vty(p.ctx(), v)).collect();
    p.write(" ");
    p.print_operands(&operands);
    p.write(" : ");
    p.print_types(&tys);
}

// ---- loops ---------------------------------------------------------------

/// Loop-carried values of `affine.for`/`scf.for`: the region arguments,
/// their initial values and the result types.
pub(crate) struct IterArgs {
    /// Region arguments after the induction variable.
    pub args: Vec<Argument>,
    /// Initial values, resolved.
    pub inits: Vec<ValueId>,
    /// Types of the loop results.
    pub types: Vec<TypeId>,
}

/// Parses an optional `iter_args(%a = %x, ...) -> (t, ...)`.
pub(crate) fn parse_iter_args(p: &mut dyn OpAsmParser) -> PResult<IterArgs> {
    let mut it = IterArgs {
        args: Vec::new(),
        inits: Vec::new(),
        types: Vec::new(),
    };
    if !p.optional_keyword("iter_args") {
        return Ok(it);
    }
    let (args, inits) = parse_assignment_list(p)?;
    p.expect(Punct::Arrow)?;
    it.types = p.parse_result_type_list()?;
    // Pairs inits with types as far as both go; each loop's parser then
    // reports a count mismatch in its own words.
    let n = inits.len().min(it.types.len());
    it.inits = p.resolve_operands(&inits[..n], &it.types[..n])?;
    it.args = args;
    for (a, &t) in it.args.iter_mut().zip(&it.types) {
        a.ty = t;
    }
    Ok(it)
}

/// Parses `(%a = %x, %b = %y)`: the new names (typed `index` until the
/// caller knows better) and the unresolved initial values.
pub(crate) fn parse_assignment_list(
    p: &mut dyn OpAsmParser,
) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    let index = p.ctx().index_type();
    let (mut args, mut inits) = (Vec::new(), Vec::new());
    p.expect(Punct::LParen)?;
    if p.optional(Punct::RParen) {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_argument(false, Some(index))?);
        p.expect(Punct::Equal)?;
        inits.push(p.parse_operand()?);
        if !p.optional(Punct::Comma) {
            break;
        }
    }
    p.expect(Punct::RParen)?;
    Ok((args, inits))
}

/// Writes `(%a = %x, %b = %y)`.
pub(crate) fn print_assignment_list(p: &mut dyn OpAsmPrinter, args: &[ValueId], inits: &[ValueId]) {
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

/// Writes ` iter_args(%a = %x) -> (t)` unless there are none.
pub(crate) fn print_iter_args(p: &mut dyn OpAsmPrinter, args: &[ValueId], inits: &[ValueId]) {
    if inits.is_empty() {
        return;
    }
    p.write(" iter_args");
    print_assignment_list(p, args, inits);
    let tys: Vec<TypeId> = inits.iter().map(|&v| vty(p.ctx(), v)).collect();
    p.write(" -> (");
    p.print_types(&tys);
    p.write(")");
}

/// The arguments of the entry block of `op`'s region `i`.
pub(crate) fn entry_args(ctx: &Context, op: OpId, i: usize) -> Vec<ValueId> {
    let Some(&r) = ctx.ops[op].regions.get(i) else {
        return Vec::new();
    };
    match ctx.regions[r].blocks.first() {
        Some(&b) => ctx.blocks[b].args.clone(),
        None => Vec::new(),
    }
}

/// The types of values.
pub(crate) fn types_of(ctx: &Context, vs: &[ValueId]) -> Vec<TypeId> {
    vs.iter().map(|&v| vty(ctx, v)).collect()
}

/// Checks a yield-like terminator against the results of the op that
/// holds it, with upstream's `affine.yield` wording.
pub(crate) fn verify_yield_matches_parent(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let Some(parent) = ctx.parent_op(op) else {
        return;
    };
    let results = types_of(ctx, &ctx.ops[parent].results);
    let operands = types_of(ctx, &ctx.ops[op].operands);
    if results.len() != operands.len() {
        emit(
            ctx,
            op,
            out,
            "parent of yield must have same number of results as the yield operands",
        );
    } else if results != operands {
        emit(
            ctx,
            op,
            out,
            "types mismatch between yield op and its parent",
        );
    }
}

/// Checks one control-flow edge of a region op (upstream's
/// `RegionBranchOpInterface` verifier): the values passed along it against
/// the inputs they feed. `from`/`to` name the edge as upstream does
/// (`Operation scf.yield`, `parent`, `Region #0`). Reports at `op`, with a
/// `region branch point` note at `point` (the terminator, or `op` for an
/// edge leaving the parent), and returns false on the first mismatch.
pub(crate) fn check_edge(
    ctx: &Context,
    (op, point): (OpId, OpId),
    (from, to): (&str, &str),
    passed: &[TypeId],
    inputs: &[TypeId],
    out: &mut Vec<Diagnostic>,
) -> bool {
    let edge = format!("along control flow edge from {from} to {to}");
    if passed.len() != inputs.len() {
        let msg = format!(
            "{edge}: region branch point has {} operands, but region successor needs {} inputs",
            passed.len(),
            inputs.len()
        );
        let note = Some(ctx.ops[point].loc);
        out.push(op_error(ctx, op, msg).with_note(ctx, note, "region branch point"));
        return false;
    }
    match passed.iter().zip(inputs).position(|(a, b)| a != b) {
        Some(i) => {
            let (a, b) = (quoted(ctx, passed[i]), quoted(ctx, inputs[i]));
            let msg =
                format!("{edge}: successor operand type #{i} {a} should match successor input type #{i} {b}");
            let note = Some(ctx.ops[point].loc);
            out.push(op_error(ctx, op, msg).with_note(ctx, note, "region branch point"));
            false
        }
        None => true,
    }
}

/// The first operand of `vs` that is not an `index`, by position.
pub(crate) fn first_non_index(ctx: &Context, vs: &[ValueId]) -> Option<usize> {
    vs.iter().position(|&v| !is_index(ctx, v))
}

/// Parses a region that must have an entry block: `{}` gets an empty one,
/// as upstream's `ensureTerminator` makes (the parser then adds the
/// implicit terminator).
pub(crate) fn parse_body(p: &mut dyn OpAsmParser, args: &[Argument]) -> PResult<RegionId> {
    let r = p.parse_region(args)?;
    if p.ctx().regions[r].blocks.is_empty() {
        let ctx = p.ctx();
        let entry: Vec<_> = args.iter().map(|a| (a.ty, a.loc)).collect();
        ctx.create_block(r, &entry);
    }
    Ok(r)
}

/// Upstream's text for an `alignment` that is not a positive power of two.
const ALIGNMENT_MSG: &str = "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0";

/// Upstream's `alignment` constraint: a positive power of two, as `i64`.
fn alignment_ok(ctx: &Context, a: AttrId) -> bool {
    match ctx.attr(a) {
        AttrData::Integer { value, ty } => {
            ctx.ty(*ty).int_width() == Some(64)
                && u64::try_from(value).is_ok_and(|v| v.is_power_of_two())
        }
        _ => false,
    }
}

/// The verifier's complaint about `op`'s `alignment`, if any.
pub(crate) fn alignment_error(ctx: &Context, op: OpId) -> Option<String> {
    let a = attr(ctx, op, "alignment")?;
    (!alignment_ok(ctx, a)).then(|| ALIGNMENT_MSG.to_string())
}

/// An op's attribute dictionary, whose `inherent` names are properties; a
/// bad `alignment` fails the parse at the dictionary, as upstream's
/// property conversion does.
pub(crate) fn parse_alignment_attrs(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    inherent: &[&str],
) -> PResult<()> {
    let bad = p.error(&format!("'{}' op {ALIGNMENT_MSG}", st.name.as_str()));
    let before = st.properties;
    parse_attrs(p, st, inherent)?;
    let given = st
        .properties
        .filter(|_| st.properties != before)
        .and_then(|props| match p.ctx().attr(props) {
            AttrData::Dictionary(e) => e.iter().find(|(k, _)| k == "alignment").map(|e| e.1),
            _ => None,
        });
    if given.is_some_and(|a| !alignment_ok(p.ctx(), a)) {
        return Err(bad);
    }
    Ok(())
}

/// Checks an op's optional `alignment`: a positive power of two, as `i64`
/// (the allocation, global and memory-access ops share it).
pub(crate) fn verify_alignment(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    if let Some(m) = alignment_error(ctx, op) {
        emit(ctx, op, out, m);
    }
}
