//! Function-like ops (upstream `FunctionOpInterface`'s trait verifier,
//! `function_interface_impl::verifyTrait`; Builtin/`func` dialect
//! "func.func"): a registered op with a `function_type` attribute and a
//! non-empty body must have entry block arguments matching the signature's
//! inputs in number and type. A declaration (empty body) has nothing to
//! check. The op is recognised by that attribute, not by its name.

use super::handles::Layout;
use super::{type_text, OpDefs};
use crate::ir::OpId;
use crate::{AttrData, Context, Diagnostic, TypeData};

/// Checks every function-like op under the root.
pub fn check(ctx: &Context, layout: &Layout, defs: &OpDefs, diags: &mut Vec<Diagnostic>) {
    for &op in &layout.ops {
        if defs.get(op).is_some() {
            check_entry_args(ctx, op, diags);
        }
    }
}

fn check_entry_args(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(sig) = o.attr(ctx, "function_type") else {
        return;
    };
    let AttrData::Type(sig) = *ctx.attr(sig) else {
        return;
    };
    let TypeData::Function { inputs, .. } = ctx.ty(sig) else {
        return;
    };
    let Some(&entry) = o
        .regions
        .first()
        .and_then(|&r| ctx.regions[r].blocks.first())
    else {
        return;
    };
    let args = &ctx.blocks[entry].args;
    let err = |msg: String| Diagnostic::error_at(ctx, o.loc, format!("'{}' op {msg}", o.name));
    if args.len() != inputs.len() {
        let n = inputs.len();
        return diags.push(err(format!(
            "entry block must have {n} arguments to match function signature"
        )));
    }
    for (i, (&a, &want)) in args.iter().zip(inputs).enumerate() {
        let got = ctx.value_type(a);
        if got != want {
            let (g, w) = (type_text(ctx, got), type_text(ctx, want));
            diags.push(err(format!(
                "type of entry block argument #{i}('{g}') must match the type of the \
                 corresponding argument in function signature('{w}')"
            )));
        }
    }
}
