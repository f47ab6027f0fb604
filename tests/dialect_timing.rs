//! Cycle counts of the ops added for dialect coverage, on the round-number
//! target `tests/timing/basic.toml` (in-order, one issue per cycle,
//! `int_add` 1 cycle, `int_mul` 4, `branch` 1; constants and `ub.poison`
//! free), derived by hand from the classes `configs/README.md` gives them
//! and the issue rules summarised at the top of `tests/sim_timing.rs`.

mod common;

use common::{our_bin, run};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// Runs `tests/dialects/timing/{kernel}` on the basic target and returns
/// its `--report`.
fn report(kernel: &str) -> Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_path = std::env::temp_dir().join(format!(
        "rmlir-dialect-timing-{}-{kernel}.json",
        std::process::id()
    ));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root)
            .args(["-q", "--target", "tests/timing/basic.toml"])
            .arg(format!("tests/dialects/timing/{kernel}"))
            .arg("--report")
            .arg(&out_path),
        None,
    );
    assert!(
        out.status.success(),
        "rmlir-sim {kernel} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&out_path).expect("report written");
    let _ = std::fs::remove_file(&out_path);
    serde_json::from_str(&text).expect("report is JSON")
}

#[test]
fn extended_ops_and_assert_take_their_classes_latencies() {
    let r = report("extended_assert.mlir");
    // Constants and ub.poison are free. mului_extended (int_mul, 4) issues
    // at 0; both halves are ready at 4. addui_extended (int_add) needs
    // both: it issues at 4 after 3 operand-stall cycles (1, 2, 3), ready
    // at 5. cf.assert (branch) issues at 5, in order; return (branch)
    // issues at 6, its operand ready since 5. cycles = 6 + 1 = 7.
    assert_eq!(r["cycles"].as_u64(), Some(7));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(3));
}

#[test]
fn parallel_loop_costs_a_head_and_a_step_per_iteration() {
    let r = report("parallel_loop.mlir");
    // Three iterations of an empty body: the loop head (branch) issues at
    // 0, 2, 4 and the step (branch, which rewrites the induction variable,
    // ready a cycle later) at 1, 3, 5; the fourth head at 6 exits; return
    // issues at 7. cycles = 7 + 1 = 8, with no stall.
    assert_eq!(r["cycles"].as_u64(), Some(8));
    assert_eq!(r["stalls"]["total"].as_u64(), Some(0));
}

#[test]
fn views_are_free_and_index_ops_take_div_and_mul() {
    let r = report("views_index_forall.mlir");
    // memref.alloc (alloc, 1) issues at 0. expand_shape, transpose and
    // rank are free, as are the constants. delinearize_index (int_div,
    // the default 20 / 20) issues at 1, ready at 21; linearize_index
    // (int_mul, 4) needs both digits: it issues at 21 after 19 operand
    // stall cycles (2..20), ready at 25. The forall, as scf.parallel,
    // issues its head at 22, 24, 26 and its step at 23, 25, 27; the
    // fourth head at 28 exits; return at 29. cycles = max(29 + 1, 25) = 30.
    assert_eq!(r["cycles"].as_u64(), Some(30));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(19));
}

#[test]
fn affine_parallel_folds_each_iteration_with_its_kinds_class() {
    let r = report("affine_parallel_reduce.mlir");
    // The constants and the identity are free. The lower and upper bound
    // maps (int_add, 1) issue at 0 and 1; the loop head (branch) at 2,
    // once the upper bound is ready. Each iteration: the "addi" fold
    // (int_add, 1) issues after the head and the step (branch) after it:
    // folds at 3 and 6, steps at 4 and 7, heads at 2, 5 and the exiting 8;
    // return at 9. cycles = 9 + 1 = 10, with no stall.
    assert_eq!(r["cycles"].as_u64(), Some(10));
    assert_eq!(r["stalls"]["total"].as_u64(), Some(0));
}

#[test]
fn masked_reduction_costs_the_reduction_and_runner_prints_are_free() {
    let r = report("masked_reduction_print.mlir");
    // The muli (int_mul, 4) issues at 0, so the accumulator is ready at 4.
    // The masked reduction (class reduction, the default 4 / 1, as
    // unmasked) waits for it: operand stalls at 1, 2, 3, issues at 4,
    // ready at 8. The calls to printI64 and printNewline and the
    // vector.print are free and never issue; the return issues at 5.
    // cycles = max(5 + 1, 8) = 8.
    assert_eq!(r["cycles"].as_u64(), Some(8));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(3));
}

#[test]
fn masked_outerproduct_costs_the_outerproduct() {
    let r = report("masked_outerproduct.mlir");
    // Constants are free. The masked outer product (float_fma, the
    // default 5 / 1) issues at 0, ready at 5; the addf (float_add, the
    // default 4 / 1) waits for it: operand stalls at 1..4, issues at 5,
    // ready at 9; vector.print is free; the return issues at 6.
    // cycles = max(6 + 1, 9) = 9.
    assert_eq!(r["cycles"].as_u64(), Some(9));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(4));
}

#[test]
fn empty_mask_results_are_ready_when_the_yielded_values_are() {
    let r = report("empty_mask_forwards.mlir");
    // Constants are free. The muli (int_mul, 4) issues at 0, ready at 4.
    // The empty vector.mask issues nothing; its result is the muli's
    // value, ready at 4, so the addi (int_add, 1) stalls at 1, 2, 3 and
    // issues at 4, ready at 5; vector.print is free; the return issues at
    // 5. cycles = 5 + 1 = 6 (a mask result ready at once would let the
    // addi issue at 1: 4 cycles, no stall).
    assert_eq!(r["cycles"].as_u64(), Some(6));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(3));
}

#[test]
fn sincos_and_clampf_take_two_steps_of_their_classes() {
    let r = report("sincos_clampf.mlir");
    // basic.toml leaves float_special and float_cmp at their defaults:
    // 20 / 20 and 2 / 1. sincos is sin then cos on the special unit: sin
    // issues at 0 (ready 20), cos waits for the unit (1..19, 19 unit-busy
    // cycles), issues at 20, ready 40. clampf is minimumf then maximumf:
    // minimumf needs cos, issues at 40 after 19 operand-stall cycles
    // (21..39), ready 42; maximumf needs it, issues at 42 (stall 41),
    // ready 44; return (branch) issues at 44 (stall 43). cycles = 44 + 1
    // = 45; operand stalls 19 + 1 + 1 = 21.
    assert_eq!(r["cycles"].as_u64(), Some(45));
    assert_eq!(r["stalls"]["unit_busy"].as_u64(), Some(19));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(21));
}

#[test]
fn scaling_casts_take_the_three_steps_upstream_expands_them_into() {
    let r = report("scaling_casts.mlir");
    // basic.toml leaves cast, float_mul and float_div at their defaults:
    // 1 / 1, 4 / 1 and 12 / 12. The constants are free. scaling_extf: the
    // scale's rounding (cast) issues at 0, ready 1; the operand's extf
    // (cast) at 1, ready 2; the mulf (float_mul) at 2, ready 6.
    // scaling_truncf: the scale's rounding (cast) issues at 3, ready 4;
    // the divf (float_div) needs the extf's result: operand stalls at 4
    // and 5, issues at 6, ready 18; the truncf (cast) stalls at 7..17 (11
    // cycles), issues at 18, ready 19; return (branch) issues at 19.
    // cycles = 19 + 1 = 20; operand stalls 2 + 11 = 13.
    assert_eq!(r["cycles"].as_u64(), Some(20));
    assert_eq!(r["stalls"]["operand"].as_u64(), Some(13));
}

#[test]
fn a_packed_vector_row_moves_its_packed_bytes() {
    let r = report("packed_rows.mlir");
    // docs/timing.md § Memory, element sizes: the vector.load of 8 i4
    // lanes is one LLVM vector load, bit-packed from its first element:
    // ceil(8·4/8) = 4 bytes (a byte per lane would be 8). The gather moves
    // its 4 lanes one by one, a byte each: 4. The scalar load: 1. In sram,
    // 4 + 4 + 1 = 9 bytes loaded. One op a cycle, nothing waits on a
    // result: alloc 0, vector.load 1, gather 2, load 3, dealloc 4,
    // return 5; cycles = 6.
    let sram = (r["spaces"].as_array().unwrap().iter())
        .find(|s| s["name"] == "sram")
        .expect("sram in the report");
    assert_eq!(sram["loaded_bytes"].as_u64(), Some(9));
    assert_eq!(r["cycles"].as_u64(), Some(6));
}
