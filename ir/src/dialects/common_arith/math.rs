//! The custom forms and verifiers of the `math` ops with their own
//! shape (<https://mlir.llvm.org/docs/Dialects/MathOps/>): `fma`,
//! `fpowi`, `sincos` and `clampf`.

use super::*;

/// The rest of a three-operand float op after `%a, %b,`:
/// `%c fastmath<..> attr-dict : t` (`math.fma`).
pub fn parse_float_binary_tail(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    [a, b]: [crate::asm::UnresolvedOperand; 2],
) -> PResult<()> {
    let c = p.parse_operand()?;
    parse_three_of_one_type(p, st, [a, b, c])
}

/// `fastmath<..> attr-dict : t` after three operands of type `t`, the
/// result's type too (`math.fma`, `math.clampf`).
pub(super) fn parse_three_of_one_type(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: [crate::asm::UnresolvedOperand; 3],
) -> PResult<()> {
    parse_flags(p, st, FASTMATH)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&operands, &[ty, ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

/// `%a, %b fastmath<..> attr-dict : ft, it` (`math.fpowi`).
pub fn parse_fpowi(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let b = p.parse_operand()?;
    parse_flags(p, st, FASTMATH)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ft = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let it = p.parse_type()?;
    st.operands = p.resolve_operands(&[a, b], &[ft, it])?;
    st.result_types = vec![ft];
    Ok(())
}

/// Prints ` %a, %b <flags> {attrs} : ft, it` (`math.fpowi`).
pub fn print_fpowi(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_binary(p, op);
    p.write(", ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].operands[1]));
}

/// `math.fpowi`: a float-like base of the result type and an
/// integer-like exponent of the same shape.
pub fn verify_fpowi(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    if !c.operands(2) || !c.results(1) {
        return;
    }
    if !c.operand_class(0, TypeClass::FloatLike)
        || !c.operand_class(1, TypeClass::SignlessIntLike)
        || !c.result_class(0, TypeClass::FloatLike)
    {
        return;
    }
    let (a, b, r) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0));
    if a != r {
        return c.error("failed to verify that all of {lhs, result} have same type");
    }
    if !same_shape(ctx, a, b) {
        c.error("requires the same shape for all operands and results");
    }
}

/// `%a fastmath<..> attr-dict : t` (`math.sincos`): both results of type
/// `t`.
pub fn parse_sincos(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_negf(p, st)?;
    st.result_types.push(st.result_types[0]);
    Ok(())
}

/// `math.sincos`: one float-like operand and two results, all of one
/// type, checked in the order of upstream's generated verifier (result
/// count, operand count, type constraints, then the types' equality).
pub fn verify_sincos(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    let o = &ctx.ops[op];
    if o.results.len() != 2 {
        return c.error("expected 2 results");
    }
    if o.operands.len() != 1 {
        return c.error("requires a single operand");
    }
    if !c.operand_class(0, TypeClass::FloatLike)
        || !c.result_class(0, TypeClass::FloatLike)
        || !c.result_class(1, TypeClass::FloatLike)
    {
        return;
    }
    let a = c.operand_ty(0);
    if c.result_ty(0) != a || c.result_ty(1) != a {
        c.error("failed to verify that all of {operand, sin, cos} have same type");
    }
}

/// `%x to [%lo, %hi] fastmath<..> attr-dict : t` (`math.clampf`).
pub fn parse_clampf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect_keyword("to")?;
    p.expect(Punct::LSquare)?;
    let lo = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let hi = p.parse_operand()?;
    p.expect(Punct::RSquare)?;
    parse_three_of_one_type(p, st, [x, lo, hi])
}

/// Prints ` %x to [%lo, %hi] <flags> {attrs} : t` (`math.clampf`).
pub fn print_clampf(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let [x, lo, hi] = ops[..] else {
        // Malformed (verified separately): the plain operand list.
        return print_binary(p, op);
    };
    p.write(" ");
    p.print_operand(x);
    p.write(" to [");
    p.print_operand(lo);
    p.write(", ");
    p.print_operand(hi);
    p.write("]");
    print_flags(p, op);
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}
