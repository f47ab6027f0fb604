//! The `ub` dialect (<https://mlir.llvm.org/docs/Dialects/UBOps/>):
//! `ub.poison`, a value of any type whose bits are undefined (its `value`
//! property is `#ub.poison` unless written otherwise, as upstream fills
//! it), and `ub.unreachable`, a terminator that control must never reach
//! (the simulator refuses a kernel that holds one).

use super::common::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, PropDefault, ResultName, Semantics, TimingClass};
use crate::{AttrData, Context, Diagnostic};

/// The default `value` of `ub.poison`, as stored (without its `#`).
const POISON: &str = "ub.poison";

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    // Materialises nothing: the simulator gives it zero bits, for free.
    OpDef {
        name: "ub.poison",
        aliases: &[],
        traits: PURE,
        parse: Some(parse_poison),
        print: Some(print_poison),
        verify: verify_poison,
        successor_operands: None,
        semantics: Semantics::Poison,
        timing: TimingClass::Free,
        result_name: ResultName::Numbered,
        inherent: &["value"],
        defaults: &[("value", PropDefault::Dialect(POISON))],
    },
    OpDef {
        name: "ub.unreachable",
        aliases: &[],
        traits: TERMINATOR,
        parse: Some(parse_unreachable),
        print: Some(print_unreachable),
        verify: verify_unreachable,
        successor_operands: None,
        semantics: Semantics::Unreachable,
        timing: TimingClass::Branch,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    },
];

/// `attr-dict`.
pub fn parse_unreachable(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)
}

/// Prints ` {attrs}`.
pub fn print_unreachable(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_attr_dict(p, op, &[]);
}

/// `ub.unreachable`: no operands, no results.
pub fn verify_unreachable(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !ctx.ops[op].operands.is_empty() {
        return c.error("requires zero operands");
    }
    c.results(0);
}

/// `(<attr>)? attr-dict : type`.
pub fn parse_poison(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let value = if p.optional(Punct::Less) {
        let loc = p.current_loc();
        let a = p.parse_attribute(None)?;
        if !is_poison_attr(p.ctx(), a) {
            return Err(p.error_at(loc, "invalid kind of attribute specified"));
        }
        p.expect(Punct::Greater)?;
        a
    } else {
        p.ctx().static_dialect_attr(POISON)
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    set_prop(p.ctx(), st, "value", value);
    let ty = p.parse_colon_type()?;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` <attr> {attrs} : type`, leaving out the default `value`.
pub fn print_poison(p: &mut dyn OpAsmPrinter, op: OpId) {
    if let Some(v) = attr_of(p.ctx(), op, "value") {
        if !matches!(p.ctx().attr(v), AttrData::Dialect { text } if text == POISON) {
            p.write(" <");
            p.print_attr(v);
            p.write(">");
        }
    }
    print_attr_dict(p, op, &["value"]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}

/// A poison attribute: one of the `ub` dialect's.
fn is_poison_attr(ctx: &Context, a: crate::AttrId) -> bool {
    matches!(ctx.attr(a), AttrData::Dialect { text } if text.starts_with("ub."))
}

/// `ub.poison`: no operands, one result, a poison `value`.
pub fn verify_poison(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !ctx.ops[op].operands.is_empty() {
        return c.error("requires zero operands");
    }
    if ctx.ops[op].results.len() != 1 {
        return c.error("requires one result");
    }
    if attr_of(ctx, op, "value").is_some_and(|a| !is_poison_attr(ctx, a)) {
        c.error("attribute 'value' failed to satisfy constraint: poison attribute");
    }
}
