//! The custom forms and verifiers of the `arith` binary, unary and
//! extended (two-result) op families: `addi`, `addf`, `negf`,
//! `addui_extended`, `mulsi_extended`.

use super::*;

// ---- binary and unary ops ---------------------------------------------

pub(super) fn parse_binary_with(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    flags: Flags,
) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

/// `n` operands and one result in `class`, all of one type.
pub fn verify_same_class(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    n: usize,
    class: TypeClass,
) {
    verify_same_type_class(&mut Check::new(ctx, op, diags), n, class);
}

/// `%a, %b attr-dict : t` (`andi`, `remsi`, `maxsi`).
pub fn parse_int_binary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, PLAIN)
}

/// `%a, %b overflow<nsw> attr-dict : t` (`addi`, `subi`, `muli`, `shli`).
pub fn parse_int_binary_ovf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, OVERFLOW)
}

/// `%a, %b exact attr-dict : t` (`divsi`, `divui`, `shrsi`, `shrui`).
pub fn parse_int_binary_exact(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, EXACT)
}

/// `%a, %b fastmath<fast> attr-dict : t`.
pub fn parse_float_binary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, FASTMATH)
}

/// Prints the binary form: ` %a, %b <flags> {attrs} : t`.
pub fn print_binary(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write(" ");
    print_op_operands(p, op);
    print_flags(p, op);
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}

/// `%a fastmath<..> attr-dict : t` (`negf`).
pub fn parse_negf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    parse_flags(p, st, FASTMATH)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&a, ty)?];
    st.result_types = vec![ty];
    Ok(())
}

/// Prints the unary form: ` %a <flags> {attrs} : t`.
pub fn print_unary(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_binary(p, op)
}

/// Operands and result in `class`, all of one type.
pub(super) fn verify_same_type_class(c: &mut Check, n: usize, class: TypeClass) {
    verify_flag_words(c);
    if !c.operands(n) || !c.results(1) {
        return;
    }
    if !(0..n).all(|i| c.operand_class(i, class)) || !c.result_class(0, class) {
        return;
    }
    let r = c.result_ty(0);
    if (0..n).any(|i| c.operand_ty(i) != r) {
        c.error("requires the same type for all operands and results");
    }
}

/// Integer binary ops: two signless-integer-like operands of the result type.
pub fn verify_int_binary(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_type_class(
        &mut Check::new(ctx, op, diags),
        2,
        TypeClass::SignlessIntLike,
    );
}

/// Float binary ops.
pub fn verify_float_binary(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_type_class(&mut Check::new(ctx, op, diags), 2, TypeClass::FloatLike);
}

/// `arith.negf`.
pub fn verify_negf(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_type_class(&mut Check::new(ctx, op, diags), 1, TypeClass::FloatLike);
}

// ---- extended (two-result) ops ------------------------------------------

/// `%a, %b attr-dict : t, u` (`addui_extended`: sum type, overflow type).
pub fn parse_addui_extended(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p, st)?;
    let ty = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let overflow = p.parse_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    st.result_types = vec![ty, overflow];
    Ok(())
}

/// `%a, %b attr-dict : t` (`mulsi_extended`, `mului_extended`).
pub fn parse_mul_extended(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p, st)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    st.result_types = vec![ty, ty];
    Ok(())
}

pub(super) fn parse_two_operands(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<(crate::asm::UnresolvedOperand, crate::asm::UnresolvedOperand)> {
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok((lhs, rhs))
}

/// Prints ` %a, %b {attrs} : t, u` (`addui_extended`).
pub fn print_addui_extended(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_mul_extended(p, op);
    p.write(", ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[1]));
}

/// Prints ` %a, %b {attrs} : t` (`mulsi_extended`, `mului_extended`).
pub fn print_mul_extended(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write(" ");
    print_op_operands(p, op);
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}

/// `addui_extended`: integer-like operands and sum of one type, and a
/// bool-like overflow shaped like them.
pub fn verify_addui_extended(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let int = TypeClass::SignlessIntLike;
    let rule = ExtendedRule {
        results: [int, TypeClass::BoolLike],
        same: "{lhs, rhs, sum}",
        same_results: 1,
    };
    verify_extended(&mut Check::new(ctx, op, diags), rule);
}

/// `mulsi_extended`/`mului_extended`: operands and both halves of one
/// integer-like type.
pub fn verify_mul_extended(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let int = TypeClass::SignlessIntLike;
    let rule = ExtendedRule {
        results: [int, int],
        same: "{lhs, rhs, low, high}",
        same_results: 2,
    };
    verify_extended(&mut Check::new(ctx, op, diags), rule);
}

/// The ODS constraints of a two-operand, two-result extended op.
pub(super) struct ExtendedRule {
    results: [TypeClass; 2],
    /// The `AllTypesMatch` list, as upstream words it.
    same: &'static str,
    /// How many leading results must have the operands' type.
    same_results: usize,
}

pub(super) fn verify_extended(c: &mut Check, rule: ExtendedRule) {
    if !c.operands(2) {
        return;
    }
    if c.ctx.ops[c.op].results.len() != 2 {
        return c.error("expected 2 results");
    }
    let int = TypeClass::SignlessIntLike;
    if !c.operand_class(0, int) || !c.operand_class(1, int) {
        return;
    }
    if !c.result_class(0, rule.results[0]) || !c.result_class(1, rule.results[1]) {
        return;
    }
    let lhs = c.operand_ty(0);
    let all_same = c.operand_ty(1) == lhs && (0..rule.same_results).all(|i| c.result_ty(i) == lhs);
    if !all_same {
        return c.error(format!(
            "failed to verify that all of {} have same type",
            rule.same
        ));
    }
    verify_elementwise(c);
}

/// ODS's `ElementwiseMappable`: scalars everywhere, or containers of one
/// kind and shape everywhere.
pub(super) fn verify_elementwise(c: &mut Check) {
    let o = &c.ctx.ops[c.op];
    let kinds = |vs: &[crate::ValueId]| -> Vec<TypeId> {
        vs.iter()
            .map(|&v| c.ctx.value_type(v))
            .filter(|&t| is_container(c.ctx, t))
            .collect()
    };
    let (ins, outs) = (kinds(&o.operands), kinds(&o.results));
    if ins.is_empty() && outs.is_empty() {
        return;
    }
    if ins.is_empty() {
        return c.error("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if outs.is_empty() {
        return c.error(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if outs.len() != o.results.len() {
        return c.error("if an operand is non-scalar, then all results must be non-scalar");
    }
    let first = ins[0];
    if !ins
        .iter()
        .chain(&outs)
        .all(|&t| same_shape(c.ctx, first, t))
    {
        c.error("all non-scalar operands/results must have the same shape and base type");
    }
}
