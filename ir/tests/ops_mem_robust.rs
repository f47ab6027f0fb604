//! Malformed ops (built by hand or read in generic form, where nothing
//! guarantees the operand layout a custom form expects) never make a
//! custom printer or an op verifier panic: verifiers report, printers
//! print what is there.

use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::registry::Registry;
use rmlir_ir::{Context, OperationState};

/// Every op of the four dialects, created empty, with one stray `i32`
/// operand, and with one stray region.
#[test]
fn empty_and_stray_shapes_neither_panic_in_print_nor_verify() {
    let reg = Registry::global();
    let mut names: Vec<&str> = reg
        .defs()
        .map(|d| d.name)
        .filter(|n| ["memref", "affine", "scf", "vector"].contains(&n.split('.').next().unwrap()))
        .collect();
    names.sort();
    std::panic::set_hook(Box::new(|_| {}));
    let mut failures = Vec::new();
    for name in names {
        for shape in 0..3 {
            let caught = std::panic::catch_unwind(|| try_shape(name, shape));
            if let Err(e) = caught {
                let why = e.downcast_ref::<String>().cloned().unwrap_or_default();
                failures.push(format!("{name} (shape {shape}): {why}"));
            }
        }
    }
    let _ = std::panic::take_hook();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Builds `name` in shape 0 (empty), 1 (one `i32` operand and result) or
/// 2 (one empty region), then verifies and prints it.
fn try_shape(name: &str, shape: u32) {
    let reg = Registry::global();
    {
        {
            let mut ctx = Context::new();
            let loc = ctx.unknown_loc();
            let i32t = ctx.int_type(32);
            let mut st = OperationState::new(name, loc);
            if shape == 1 {
                let src = ctx.create_op(OperationState {
                    result_types: vec![i32t],
                    ..OperationState::new("test.src", loc)
                });
                st.operands = vec![ctx.ops[src].results[0]];
                st.result_types = vec![i32t];
            }
            if shape == 2 {
                st.regions = vec![ctx.create_region()];
            }
            let op = ctx.create_op(st);
            let def = reg.lookup(name).unwrap();
            let mut diags = Vec::new();
            (def.verify)(&ctx, op, &mut diags);
            let _ = print_op(&ctx, op, &PrintOptions::default());
        }
    }
}
