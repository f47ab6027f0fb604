//! Testbench inputs from the kernel itself: the values `@main` passes in
//! its first `func.call @F(...)`, scalars and memref contents alike.
//!
//! The backend does not run `@main`; it reshapes it so that the simulator
//! can. [`cut_main_at_call`] ends `@main` just before the call and makes it
//! return the call's operands, so running the cut `@main` yields exactly
//! the arguments `@F` would receive: each scalar's value and each memref's
//! contents at the moment of the call.

use rmlir_ir::dialects::views;
use rmlir_ir::{BlockId, Context, Diagnostic, OpId, OperationState};

/// Finds `@main`'s first call to `@func`, which must sit directly in
/// `@main`'s entry block, not in a loop or a branch.
fn find_call(ctx: &Context, module: OpId, func: &str) -> Result<(OpId, OpId), Diagnostic> {
    let Some(main) = ctx.lookup_symbol(module, "main") else {
        return Err(Diagnostic::error(
            None,
            format!("no --arg/--input given and no @main that calls @{func}"),
        ));
    };
    let mut call = None;
    ctx.walk(main, &mut |op| {
        if call.is_none() && calls(ctx, op, func) {
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
    if ctx.ops[call].parent != entry_block(ctx, main) {
        return Err(Diagnostic::error_at(
            ctx,
            ctx.ops[call].loc,
            format!(
                "this call to @{func} is inside a loop or branch of @main; give its inputs with --arg/--input"
            ),
        ));
    }
    Ok((main, call))
}

fn calls(ctx: &Context, op: OpId, func: &str) -> bool {
    let o = &ctx.ops[op];
    o.name.as_str() == "func.call" && views::callee(ctx, op) == Some(func)
}

fn entry_block(ctx: &Context, func: OpId) -> Option<BlockId> {
    let r = *ctx.ops[func].regions.first()?;
    ctx.regions[r].blocks.first().copied()
}

/// Ends `@main` just before its first call to `@func` and returns the
/// call's operands from it instead; `@main`'s type follows. The module is
/// then fit to run `@main` only, to read `@func`'s inputs from its results.
pub fn cut_main_at_call(ctx: &mut Context, module: OpId, func: &str) -> Result<(), Diagnostic> {
    let (main, call) = find_call(ctx, module, func)?;
    let block = ctx.ops[call]
        .parent
        .expect("the call is in @main's entry block");
    let at = ctx.blocks[block]
        .ops
        .iter()
        .position(|&o| o == call)
        .expect("the call is in its block");
    let operands = ctx.ops[call].operands.clone();
    let loc = ctx.ops[call].loc;
    for op in ctx.blocks[block].ops.split_off(at) {
        ctx.set_operands(op, Vec::new());
        ctx.ops[op].parent = None;
    }
    // Later blocks could only be reached past the call.
    let region = ctx.ops[main].regions[0];
    ctx.regions[region].blocks.truncate(1);

    let mut ret = OperationState::new("func.return", loc);
    ret.operands = operands.clone();
    let ret = ctx.create_op(ret);
    ctx.append_op(block, ret);

    let results = operands.iter().map(|&v| ctx.value_type(v)).collect();
    let fty = ctx.function_type(Vec::new(), results);
    let fty = ctx.type_attr(fty);
    views::set_function_type(ctx, main, fty);
    Ok(())
}
