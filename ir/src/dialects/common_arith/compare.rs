//! The custom forms and verifiers of `arith.cmpi`, `arith.cmpf`,
//! `arith.select` and `arith.constant`.

use super::*;

// ---- comparisons -------------------------------------------------------

pub(super) fn parse_cmp_with(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    names: &[&str],
    flags: Flags,
) -> PResult<()> {
    let index = parse_enum_word(p, "predicate", names)?;
    let i64t = p.ctx().int_type(64);
    let pred = p.ctx().int_attr(index as i64, i64t);
    set_prop(p.ctx(), st, "predicate", pred);
    p.expect(Punct::Comma)?;
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p.ctx(), st, &["predicate"]);
    p.expect(Punct::Colon)?;
    let ty = p.parse_type()?;
    let (class, what) = if flags.fastmath {
        (TypeClass::FloatLike, "floating-point-like")
    } else {
        (TypeClass::SignlessIntLike, "signless-integer-like")
    };
    if !class.admits(p.ctx(), ty) {
        // Upstream's generated parser checks the `type($lhs)` it reads and
        // reports it at the op's name.
        let t = crate::printer::type_to_string(p.ctx(), ty);
        let msg = format!("'lhs' must be {what}, but got '{t}'");
        let at = p.name_loc();
        return Err(p.error_at(at, &msg));
    }
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    let i1 = p.ctx().int_type(1);
    st.result_types = vec![with_elem(p.ctx(), ty, i1)];
    Ok(())
}

/// `slt, %a, %b attr-dict : t` (the predicate may be a string, as in the
/// seed's `cmpi "slt", ...`).
pub fn parse_cmpi(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cmp_with(p, st, &IntPredicate::KEYWORDS, PLAIN)
}

/// `olt, %a, %b fastmath<..> attr-dict : t`.
pub fn parse_cmpf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cmp_with(p, st, &FloatPredicate::KEYWORDS, FASTMATH)
}

/// Prints ` pred, %a, %b {attrs} : t` for `arith.cmpi`.
pub fn print_cmpi(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_cmp(p, op, &IntPredicate::KEYWORDS)
}

/// Prints ` pred, %a, %b fastmath<..> {attrs} : t` for `arith.cmpf`.
pub fn print_cmpf(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_cmp(p, op, &FloatPredicate::KEYWORDS)
}

pub(super) fn print_cmp(p: &mut dyn OpAsmPrinter, op: OpId, names: &[&str]) {
    let ctx = p.ctx();
    let lhs = ctx.ops[op].operands[0];
    let pred = attr_of(ctx, op, "predicate").and_then(|a| ctx.attr(a).as_i64());
    let word = pred
        .and_then(|i| names.get(i as usize))
        .unwrap_or(&"<invalid>");
    p.write(" ");
    p.write(word);
    p.write(", ");
    print_op_operands(p, op);
    print_flags(p, op);
    let mut elided = FLAG_PROPS.to_vec();
    elided.push("predicate");
    print_attr_dict(p, op, &elided);
    p.write(" : ");
    p.print_type(p.ctx().value_type(lhs));
}

pub(super) fn verify_cmp(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    class: TypeClass,
    n: usize,
) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(2) || !c.results(1) {
        return;
    }
    let pred = attr_of(ctx, op, "predicate");
    let Some(pred) = pred else {
        return c.error("requires attribute 'predicate'");
    };
    let value = ctx.attr(pred).as_i64();
    if !value.is_some_and(|v| (0..n as i64).contains(&v)) {
        let cases: Vec<String> = (0..n).map(|i| i.to_string()).collect();
        return c.error(format!(
            "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
            cases.join(", ")
        ));
    }
    if !c.operand_class(0, class) || !c.operand_class(1, class) {
        return;
    }
    if !c.result_class(0, TypeClass::BoolLike) {
        return;
    }
    let (l, r, res) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0));
    if l != r {
        return c.error("requires all operands to have the same type");
    }
    if !same_shape(ctx, l, res) || tensor_encoding(ctx, l) != tensor_encoding(ctx, res) {
        c.error("failed to verify that result type has i1 element type and same shape as operands");
    }
}

/// The encoding of a ranked tensor type (`None` for anything else), which
/// upstream's "same shape" type builders keep.
pub(super) fn tensor_encoding(ctx: &Context, ty: TypeId) -> Option<crate::AttrId> {
    match ctx.ty(ty) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// `arith.cmpi`: predicate in range, integer-like operands, i1-like result.
pub fn verify_cmpi(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cmp(
        ctx,
        op,
        diags,
        TypeClass::SignlessIntLike,
        IntPredicate::KEYWORDS.len(),
    );
}

/// `arith.cmpf`.
pub fn verify_cmpf(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cmp(
        ctx,
        op,
        diags,
        TypeClass::FloatLike,
        FloatPredicate::KEYWORDS.len(),
    );
}

// ---- select and constant -------------------------------------------------

/// `%c, %t, %f attr-dict : t` or `: cond_t, t`.
pub fn parse_select(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    // Upstream reads an operand list of exactly three, checked at its start.
    let at = p.current_loc();
    let list = p.parse_operand_list()?;
    let Ok([cond, t, f]) = <[_; 3]>::try_from(list) else {
        return Err(p.error_at(at, "expected 3 operands"));
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let first = p.parse_colon_type()?;
    let (cond_ty, ty) = if p.optional(Punct::Comma) {
        (first, p.parse_type()?)
    } else {
        (p.ctx().int_type(1), first)
    };
    st.operands = p.resolve_operands(&[cond, t, f], &[cond_ty, ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` %c, %t, %f {attrs} : t`, naming the condition type when it is
/// not a scalar `i1`.
pub fn print_select(p: &mut dyn OpAsmPrinter, op: OpId) {
    let (cond, result) = (p.ctx().ops[op].operands[0], p.ctx().ops[op].results[0]);
    p.write(" ");
    print_op_operands(p, op);
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    let cond_ty = p.ctx().value_type(cond);
    if is_container(p.ctx(), cond_ty) {
        p.print_type(cond_ty);
        p.write(", ");
    }
    p.print_type(p.ctx().value_type(result));
}

/// `arith.select`: i1-like condition, branches and result of one type.
pub fn verify_select(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(3) || !c.results(1) || !c.operand_class(0, TypeClass::BoolLike) {
        return;
    }
    let (t, f, r) = (c.operand_ty(1), c.operand_ty(2), c.result_ty(0));
    if t != r || f != r {
        return c.error(
            "failed to verify that all of {true_value, false_value, result} have same type",
        );
    }
    let cond = c.operand_ty(0);
    if is_container(ctx, cond) && !same_shape(ctx, cond, r) {
        return c.error("failed to verify that condition is signless i1 or has matching shape");
    }
    if is_container(ctx, cond) && tensor_encoding(ctx, cond) != tensor_encoding(ctx, r) {
        let (want, got) = (i1_like_text(ctx, r), c.ty(cond));
        c.error(format!(
            "expected condition type to have the same shape as the result type, expected \
             '{want}', but got '{got}'"
        ));
    }
}

/// The text of `ty` with `i1` elements (its shape and encoding kept), as
/// upstream names the condition type `arith.select` expects.
fn i1_like_text(ctx: &Context, ty: TypeId) -> String {
    let text = type_text(ctx, ty);
    let TypeData::RankedTensor { shape, elem, .. } = ctx.ty(ty) else {
        return text;
    };
    let dims: String = shape
        .iter()
        .map(|&d| {
            if d < 0 {
                "?x".to_string()
            } else {
                format!("{d}x")
            }
        })
        .collect();
    let head = format!("tensor<{dims}{}", type_text(ctx, *elem));
    match text.strip_prefix(&head) {
        Some(rest) => format!("tensor<{dims}i1{rest}"),
        None => text,
    }
}

/// `attr-dict value` where the value carries its type (`42 : i32`,
/// `dense<1> : vector<4xi32>`, `true`).
pub fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.current_loc();
    let value = p.parse_attribute(None)?;
    // Any typed attribute parses (a string is typed, `none` when written
    // without a type); the verifier rejects the kinds a constant cannot be.
    let ty = match p.ctx().attr(value) {
        AttrData::String { ty, .. } => *ty,
        _ => attr_type(p.ctx(), value),
    };
    let ty = match ty {
        Some(ty) => ty,
        None if matches!(p.ctx().attr(value), AttrData::String { .. }) => {
            p.ctx().intern_type(TypeData::None)
        }
        None => return Err(p.error_at(loc, "invalid kind of attribute specified")),
    };
    set_prop(p.ctx(), st, "value", value);
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` {attrs} value`.
pub fn print_constant(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let value = attr_of(ctx, op, "value");
    print_attr_dict(p, op, &["value"]);
    if let Some(v) = value {
        p.write(" ");
        p.print_attr(v);
    }
}

/// `arith.constant`: the value's type is the result type.
pub fn verify_constant(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(0) || !c.results(1) {
        return;
    }
    let Some(value) = attr_of(ctx, op, "value") else {
        return c.error("requires attribute 'value'");
    };
    let r = c.result_ty(0);
    let same = match ctx.attr(value) {
        AttrData::Bool(_) => is_bool(ctx, r),
        AttrData::String { ty: Some(t), .. } => *t == r,
        AttrData::String { ty: None, .. } => matches!(ctx.ty(r), TypeData::None),
        _ => attr_type_ro(ctx, value) == Some(r),
    };
    if !same {
        return c.error("failed to verify that all of {value, result} have same type");
    }
    if ctx.ty(r).is_integer() && !is_signless_int(ctx, r) {
        return c.error("integer return type must be signless");
    }
    let number_or_elements = matches!(
        ctx.attr(value),
        AttrData::Integer { .. }
            | AttrData::Bool(_)
            | AttrData::Float { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. }
    );
    if !number_or_elements {
        return c.error("value must be an integer, float, or elements attribute");
    }
    let scalable =
        matches!(ctx.ty(r), TypeData::Vector { scalable, .. } if scalable.contains(&true));
    if scalable && !is_splat(ctx, value) {
        c.error(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        );
    }
}

/// Upstream stores a dense attribute whose elements are all equal as a
/// splat, so either spelling counts.
pub(super) fn is_splat(ctx: &Context, value: AttrId) -> bool {
    match ctx.attr(value) {
        AttrData::DenseElements { data, .. } => match data {
            crate::attrs::DenseData::Splat(_) => true,
            crate::attrs::DenseData::Elements(es) => es.windows(2).all(|w| w[0] == w[1]),
            _ => false,
        },
        _ => true,
    }
}
