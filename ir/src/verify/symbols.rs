//! Symbol tables (Language Reference, "Symbols and Symbol Tables"; upstream
//! `SymbolTable.cpp` `verifySymbolTable`): the ops directly in the one
//! block of an op with `symbol_table` define each `sym_name` at most once.

use super::common::OpDefs;
use super::handles::Layout;
use crate::ir::OpId;
use crate::{Context, Diagnostic};
use std::collections::HashMap;

/// Checks every symbol table under the root.
pub fn check(ctx: &Context, layout: &Layout, defs: &OpDefs, diags: &mut Vec<Diagnostic>) {
    for &op in &layout.ops {
        if defs.get(op).is_some_and(|d| d.traits.symbol_table) {
            check_table(ctx, op, diags);
        }
    }
}

fn check_table(ctx: &Context, table: OpId, diags: &mut Vec<Diagnostic>) {
    // A table of another shape is the op's own verify fn's to report
    // (`builtin.module`: "expects region #0 to have 0 or 1 blocks").
    let o = &ctx.ops[table];
    let [region] = o.regions.as_slice() else {
        return;
    };
    let [block] = ctx.regions[*region].blocks.as_slice() else {
        return;
    };
    let block = *block;
    let mut first: HashMap<&str, OpId> = HashMap::new();
    for &op in &ctx.blocks[block].ops {
        let name = ctx.ops[op]
            .attr(ctx, "sym_name")
            .and_then(|a| ctx.attr(a).as_str());
        let Some(name) = name else { continue };
        if let Some(&prev) = first.get(name) {
            let msg = format!("redefinition of symbol named '{name}'");
            let d = Diagnostic::error_at(ctx, ctx.ops[op].loc, msg);
            let note = "see existing symbol definition here";
            diags.push(d.with_note(ctx, Some(ctx.ops[prev].loc), note));
        } else {
            first.insert(name, op);
        }
    }
}
