//! Testbench inputs from the kernel itself: the scalar arguments of the
//! first `func.call @F(...)` in `@main`, when each is an `arith.constant`.

use rmlir_ir::{AttrData, Context, Diagnostic, OpId};

/// The `--arg` texts `@main` passes to `@func`, if `@main` calls it with
/// constant scalars only.
pub fn main_call_args(ctx: &Context, module: OpId, func: &str) -> Result<Vec<String>, Diagnostic> {
    let Some(main) = ctx.lookup_symbol(module, "main") else {
        return Err(Diagnostic::error(
            None,
            format!("no --arg/--input given and no @main that calls @{func}"),
        ));
    };
    let mut call = None;
    ctx.walk(main, &mut |op| {
        let o = &ctx.ops[op];
        let callee = o.attr(ctx, "callee").map(|a| ctx.attr(a));
        if call.is_none()
            && o.name.as_str() == "func.call"
            && matches!(callee, Some(AttrData::SymbolRef { root, .. }) if root == func)
        {
            call = Some(op);
        }
    });
    let Some(call) = call else {
        return Err(Diagnostic::error_at(
            ctx,
            ctx.ops[main].loc,
            format!("@main does not call @{func}; give its inputs with --arg/--input"),
        ));
    };
    ctx.ops[call]
        .operands
        .iter()
        .map(|&v| constant_text(ctx, call, v))
        .collect()
}

fn constant_text(ctx: &Context, call: OpId, v: rmlir_ir::ValueId) -> Result<String, Diagnostic> {
    let def = ctx
        .defining_op(v)
        .filter(|&d| ctx.ops[d].name.as_str() == "arith.constant");
    let value = def
        .and_then(|d| ctx.ops[d].attr(ctx, "value"))
        .map(|a| ctx.attr(a));
    match value {
        Some(AttrData::Integer { value, .. }) => Ok(value.to_string()),
        Some(AttrData::Bool(b)) => Ok(b.to_string()),
        _ => Err(Diagnostic::error_at(ctx, ctx.ops[call].loc, "this call's operands are not all integer constants; give the inputs with --arg/--input")),
    }
}
