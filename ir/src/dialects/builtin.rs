//! The Builtin dialect's ops (`000_…`, "Operations"): `builtin.module`
//! and `builtin.unrealized_conversion_cast`, in `mlir-opt`'s custom forms
//! (`module @name attributes {..} {..}`,
//! `builtin.unrealized_conversion_cast %a : i32 to i64`).

use super::common::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, OpTraits, ResultName, Semantics, TimingClass};
use crate::{Context, Diagnostic};

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "builtin.module",
        aliases: &["module"],
        traits: OpTraits {
            isolated_from_above: true,
            no_terminator: true,
            graph_region: true,
            symbol_table: true,
            ..IMPURE
        },
        parse: Some(parse_module),
        print: Some(print_module),
        verify: verify_module,
        successor_operands: None,
        semantics: Semantics::Structural,
        timing: TimingClass::Free,
        result_name: ResultName::Numbered,
        inherent: &["sym_name", "sym_visibility"],
        defaults: &[],
    },
    OpDef {
        name: "builtin.unrealized_conversion_cast",
        aliases: &[],
        traits: PURE,
        parse: Some(parse_unrealized_cast),
        print: Some(print_unrealized_cast),
        verify: verify_unrealized_cast,
        successor_operands: None,
        semantics: Semantics::UnrealizedCast,
        timing: TimingClass::Free,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    },
];

/// `@name? attributes {..}? { body }`; the body always gets one block.
pub fn parse_module(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    if let Some(name) = p.parse_optional_symbol_name() {
        let a = p.ctx().str_attr(&name);
        set_prop(p.ctx(), st, "sym_name", a);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    move_inherent(p.ctx(), st, &["sym_visibility"]);
    let region = p.parse_region(&[])?;
    if p.ctx().regions[region].blocks.is_empty() {
        p.ctx().create_block(region, &[]);
    }
    st.regions.push(region);
    Ok(())
}

/// Prints ` @name attributes {..} { body }`.
pub fn print_module(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let name = attr_of(ctx, op, "sym_name").and_then(|a| ctx.attr(a).as_str());
    if let Some(name) = name.map(str::to_string) {
        p.write(" ");
        p.print_symbol_name(&name);
    }
    let all = all_attrs(p.ctx(), op);
    p.print_optional_attr_dict_with_keyword(&all, &["sym_name"]);
    if let Some(&r) = p.ctx().ops[op].regions.first() {
        p.write(" ");
        p.print_region(r, false, false);
    }
}

/// `builtin.module`: one region of at most one block, and only
/// dialect-prefixed discardable attributes.
pub fn verify_module(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    let o = &ctx.ops[op];
    if o.regions.len() != 1 {
        return c.error(format!("requires 1 region, found {}", o.regions.len()));
    }
    if ctx.regions[o.regions[0]].blocks.len() > 1 {
        return c.error("expects region #0 to have 0 or 1 blocks");
    }
    if let Some((k, _)) = o.attrs.iter().find(|(k, _)| !k.contains('.')) {
        c.error(format!(
            "can only contain attributes with dialect-prefixed names, found: '{k}'"
        ));
    }
}

/// `%a, %b : t, u to v attr-dict`, or `to v` with no inputs.
pub fn parse_unrealized_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        let tys = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&operands, &tys)?;
    }
    p.expect_keyword("to")?;
    st.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

/// Prints ` %a : t to u {attrs}`.
pub fn print_unrealized_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let results: Vec<_> = ctx.ops[op]
        .results
        .iter()
        .map(|&v| ctx.value_type(v))
        .collect();
    super::func::print_operands_and_types(p, op);
    p.write(" to ");
    p.print_types(&results);
    print_attr_dict(p, op, &[]);
}

/// `builtin.unrealized_conversion_cast`: at least one result.
pub fn verify_unrealized_cast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    if ctx.ops[op].results.is_empty() {
        Check::new(ctx, op, diags).error("expected at least one result for cast operation");
    }
}
