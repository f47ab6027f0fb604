//! The custom forms and verifiers of the `arith` casts: extensions,
//! truncations, int/float conversions, `index_cast` and `bitcast`.

use super::*;

// ---- casts ---------------------------------------------------------------

pub(super) fn parse_cast_with(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    flags: Flags,
) -> PResult<()> {
    let a = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&a, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// `%a <flags> attr-dict : t to u`.
pub fn parse_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, PLAIN)
}

/// `%a overflow<..> attr-dict : t to u` (`trunci`, which always carries
/// `overflowFlags`).
pub fn parse_cast_ovf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, OVERFLOW)
}

/// `%a fastmath<..> attr-dict : t to u` (`extf`).
pub fn parse_cast_extf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, EXTF)
}

/// `%a to_nearest_even fastmath<..> attr-dict : t to u` (`truncf`).
pub fn parse_cast_truncf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, TRUNCF)
}

/// Prints ` %a <flags> {attrs} : t to u`.
pub fn print_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let (src, result) = (p.ctx().ops[op].operands[0], p.ctx().ops[op].results[0]);
    p.write(" ");
    print_op_operands(p, op);
    print_flags(p, op);
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(src));
    p.write(" to ");
    p.print_type(p.ctx().value_type(result));
}

/// Element-type rule of a cast: may `from` become `to`?
type CastRule = fn(&Context, TypeId, TypeId) -> bool;

pub(super) fn verify_cast(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    (from_class, to_class): (TypeClass, TypeClass),
    rule: CastRule,
) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    if !c.operands(1) || !c.results(1) {
        return;
    }
    if !c.operand_class(0, from_class) || !c.result_class(0, to_class) {
        return;
    }
    let (from, to) = (c.operand_ty(0), c.result_ty(0));
    // ODS's `SameInputOutputTensorDims` predicate runs before the shape
    // trait; a cast keeps a tensor's encoding (`areValidCastInputsAndOutputs`).
    let mut encodings_differ = false;
    if let (
        TypeData::RankedTensor {
            shape: a,
            encoding: ea,
            ..
        },
        TypeData::RankedTensor {
            shape: b,
            encoding: eb,
            ..
        },
    ) = (ctx.ty(from), ctx.ty(to))
    {
        if a != b {
            return c
                .error("failed to verify that input and output have the same tensor dimensions");
        }
        encodings_differ = ea != eb;
    }
    if !same_shape(ctx, from, to) {
        return c.error("requires the same shape for all operands and results");
    }
    if encodings_differ || !rule(ctx, elem_or_self(ctx, from), elem_or_self(ctx, to)) {
        let (f, t) = (c.ty(from), c.ty(to));
        c.error(format!(
            "operand type '{f}' and result type '{t}' are cast incompatible"
        ));
    }
}

pub(super) fn wider(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    bit_width(ctx, b) > bit_width(ctx, a)
}

pub(super) fn narrower(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    bit_width(ctx, b) < bit_width(ctx, a)
}

pub(super) const INT: TypeClass = TypeClass::FixedIntLike;
pub(super) const FLOAT: TypeClass = TypeClass::FloatLike;

/// `extsi`/`extui`: the result must be wider.
pub fn verify_ext_int(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (INT, INT), wider);
}

/// `trunci`: the result must be narrower.
pub fn verify_trunc_int(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (INT, INT), narrower);
}

/// `extf`: the result must be wider.
pub fn verify_ext_float(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (FLOAT, FLOAT), wider);
}

/// `truncf`: the result must be narrower.
pub fn verify_trunc_float(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (FLOAT, FLOAT), narrower);
}

/// `sitofp`/`uitofp`.
pub fn verify_int_to_float(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (INT, FLOAT), |_, _, _| true);
}

/// `fptosi`/`fptoui`.
pub fn verify_float_to_int(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (FLOAT, INT), |_, _, _| true);
}

/// `index_cast`/`index_castui`: exactly one side is `index`.
pub fn verify_index_cast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let int_like = TypeClass::SignlessIntLike;
    // Upstream's operand and result constraint also admits memrefs of
    // integers (which it then casts), hence its longer description.
    let desc = "signless-integer-like or memref of signless-integer";
    if !sides_admitted(ctx, op, diags, int_like, desc) {
        return;
    }
    verify_cast(ctx, op, diags, (int_like, int_like), |ctx, a, b| {
        (*ctx.ty(a) == TypeData::Index) != (*ctx.ty(b) == TypeData::Index)
    });
}

/// `bitcast`: same bit width, no `index`.
pub fn verify_bitcast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let class = TypeClass::IntOrFloatLike;
    // As `index_cast`, upstream's constraint also names memrefs.
    let desc = "signless-integer-or-float-like or memref of signless-integer or float";
    if !sides_admitted(ctx, op, diags, class, desc) {
        return;
    }
    verify_cast(ctx, op, diags, (class, class), |ctx, a, b| {
        bit_width(ctx, a) == bit_width(ctx, b)
    });
}

/// Upstream's ODS check of a cast's operand and result against `class`,
/// described as `desc`: `false` (with its error) at the first side
/// `class` does not admit.
fn sides_admitted(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    class: TypeClass,
    desc: &str,
) -> bool {
    let o = &ctx.ops[op];
    for (kind, v) in [
        ("operand", o.operands.first()),
        ("result", o.results.first()),
    ] {
        let Some(&v) = v else { continue };
        let ty = ctx.value_type(v);
        if !class.admits(ctx, ty) {
            let t = crate::printer::type_to_string(ctx, ty);
            let msg = format!("{kind} #0 must be {desc}, but got '{t}'");
            Check::new(ctx, op, diags).error(msg);
            return false;
        }
    }
    true
}

// ---- scaling casts ---------------------------------------------------------

/// `%in, %scale <flags> attr-dict : t, s to u`.
fn parse_scaling_with(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    flags: Flags,
) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let s = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let scale = p.parse_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&a, from)?, p.resolve_operand(&s, scale)?];
    st.result_types = vec![to];
    Ok(())
}

/// `arith.scaling_extf`'s custom form (`fastmath<..>`).
pub fn parse_scaling_extf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_scaling_with(p, st, EXTF)
}

/// `arith.scaling_truncf`'s custom form (a rounding mode, `fastmath<..>`).
pub fn parse_scaling_truncf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_scaling_with(p, st, TRUNCF)
}

/// Prints ` %in, %scale <flags> {attrs} : t, s to u`.
pub fn print_scaling(p: &mut dyn OpAsmPrinter, op: OpId) {
    let o = &p.ctx().ops[op];
    let (a, s, r) = (o.operands[0], o.operands[1], o.results[0]);
    p.write(" ");
    print_op_operands(p, op);
    print_flags(p, op);
    // Their `fastmath` is optional rather than defaulted, so upstream
    // prints an explicit `none` too.
    let fastmath = flag_attrs(p.ctx(), op)[3];
    if fastmath.is_some_and(|a| dialect_flag_words(p.ctx(), a).is_none()) {
        p.write(" fastmath<none>");
    }
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(a));
    p.write(", ");
    p.print_type(p.ctx().value_type(s));
    p.write(" to ");
    p.print_type(p.ctx().value_type(r));
}

/// A scaling cast: float operands and result, the input's width changed
/// by `rule` and its shape kept (upstream's `areCastCompatible`), then
/// the elementwise rule over all three.
fn verify_scaling(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>, rule: CastRule) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    if !c.operands(2) || !c.results(1) {
        return;
    }
    if !c.operand_class(0, FLOAT) || !c.operand_class(1, FLOAT) || !c.result_class(0, FLOAT) {
        return;
    }
    let (from, scale, to) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0));
    if !same_shape(ctx, from, to) || !rule(ctx, elem_or_self(ctx, from), elem_or_self(ctx, to)) {
        let (f, s, t) = (c.ty(from), c.ty(scale), c.ty(to));
        return c.error(format!(
            "operand types '{f}', '{s}' and result type '{t}' are cast incompatible"
        ));
    }
    super::binary::verify_elementwise(&mut c);
}

/// `arith.scaling_extf`: the result must be wider than the input.
pub fn verify_scaling_extf(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_scaling(ctx, op, diags, wider);
}

/// `arith.scaling_truncf`: the result must be narrower than the input.
pub fn verify_scaling_truncf(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_scaling(ctx, op, diags, narrower);
}
