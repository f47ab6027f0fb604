//! The interpreter's iteration memo on what compilers emit
//! (`sim/src/interp/memo_spec/affine.rs`, `transfer.rs`): affine loops
//! (`affine.load`/`store` subscripts and `affine.apply`, `min`, `max`
//! maps) and the affine super-vectoriser's transfers (a row along the
//! innermost dimension, a broadcast of one element, a row written) run
//! in the memo's specialised form (`--explain-engine` shows it: these
//! tests fail if the interpreter stops using it), and everything a user
//! sees (stdout, stderr, exit status, report with its cycles and stalls)
//! is what the interpreter gives with no memo at all (a traced run,
//! which issues every op), what the JIT gives, and, where upstream lowers
//! the kernel, what `mlir-runner` prints. Where the form cannot go (a
//! subscript one past its dimension, a row past it that reads the
//! padding, a transfer in flight, a mask) the iteration declines, or the
//! loop has no such form, and the fault, race or values are the
//! unmemoised run's.
//!
//! The matmuls in `tests/interp_real/` were lowered by upstream
//! `mlir-opt` 22 from a linalg source (the command is in each header);
//! the other kernels are written by hand.

mod common;

use common::interp_all_specialised as all_specialised;
use common::{engines_agree, interp_memo_numbers, mlir_runner, same_as_traced, Ran, LOWER_TO_LLVM};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Runs `kernel` interpreted and compiled, asserts they agree on
/// everything but the engine lines and that the interpreter's run is the
/// traced one's (no memo), and returns the interpreter's run.
fn exact(kernel: &str, flags: &[&str]) -> Ran {
    let r = engines_agree(kernel, "interp", "jit", flags);
    same_as_traced(kernel, flags, &r);
    r
}

/// Asserts that upstream prints `out` for `kernel` (skips without the
/// tools, unless CI requires them).
fn upstream_prints(kernel: &str, out: &str) {
    let Some(up) = mlir_runner(&format!("interp_real::{kernel}")) else {
        return;
    };
    let text = std::fs::read(kernel).expect("the kernel");
    let theirs = up.run(LOWER_TO_LLVM, &text).expect("upstream runs it");
    assert_eq!(out, theirs, "{kernel}");
}

/// What the three matmuls print: C[0][0], C[7][1], C[23][23], C[1][7] of
/// A·B with A[i][k] = i + k and B[k][j] = k·j over k < 24.
const MATMUL: &str = "0\n6256\n245456\n32200\n";

#[test]
fn the_affine_matmuls_inner_loop_runs_specialised() {
    // The k loop, entered once per (i, j): 576 entries of 24 iterations.
    let kernel = "tests/interp_real/matmul_affine.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!((r.code, r.out.as_str()), (0, MATMUL), "{}", r.err);
    all_specialised(&r, 30, 576, 576 * 24);
    upstream_prints(kernel, &r.out);
}

#[test]
fn the_super_vectorised_matmuls_broadcast_and_rows_run_specialised() {
    // The k loop, entered once per (i, 8 columns of j): 72 entries of 24
    // iterations, each a broadcast of A[i][k], a row of B, a row of C
    // read and written.
    let kernel = "tests/interp_real/matmul_supervec.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!((r.code, r.out.as_str()), (0, MATMUL), "{}", r.err);
    all_specialised(&r, 31, 72, 72 * 24);
    upstream_prints(kernel, &r.out);
}

#[test]
fn the_unrolled_matmuls_inner_loop_runs_specialised() {
    // Unrolled by 4 (`affine.apply (d0 + c)` subscripts): 576 entries of
    // 6 iterations.
    let kernel = "tests/interp_real/matmul_unrolled.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!((r.code, r.out.as_str()), (0, MATMUL), "{}", r.err);
    all_specialised(&r, 33, 576, 576 * 6);
    upstream_prints(kernel, &r.out);
}

#[test]
fn every_map_form_runs_specialised_and_gives_upstreams_values() {
    let kernel = "tests/interp_real/maps.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(
        (r.code, r.out.as_str()),
        (0, "365165\n162777\n"),
        "{}",
        r.err
    );
    all_specialised(&r, 43, 1, 40);
    upstream_prints(kernel, &r.out);
}

#[test]
fn a_subscript_one_past_its_dimension_faults_at_its_iteration() {
    let kernel = "tests/interp_real/one_past.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!((r.code, r.out.as_str()), (1, ""));
    let want = "one_past.mlir:18:10: error: out-of-bounds access: index [1, 20] into shape [3, 20]";
    assert!(r.err.contains(want), "{}", r.err);
    // Iterations 0 to 18 through the memo, 19 declined at its load.
    let [entered, spec, recorded, found, ff, declined] = interp_memo_numbers(&r.engine, 17);
    assert_eq!((entered, spec, declined), (1, 1, 1), "{}", r.engine);
    assert_eq!(recorded + found + ff, 19, "{}", r.engine);
}

#[test]
fn transfers_inside_run_specialised_and_rows_past_the_end_read_the_padding() {
    let kernel = "tests/interp_real/transfer_pad.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "( 153, 171, 189, 87, -16, -120, -225, -331 )\n\
         ( 6084, 6734, 7384, 8034, 8684, 9334, 9984, 10634 )\n\
         ( 0, 1, 9, 36, 100, 225, 441, 784, 1296, 2025, 3025, 4356, 6084, 6734, 7384, 8034 )\n"
    );
    // The broadcast, row and written row, all inside: 13 iterations.
    all_specialised(&r, 31, 1, 13);
    // Columns 0 to 12 inside; 13 on pad, so those iterations decline at
    // the read (four in a row, and the loop gives the memo up).
    let [_, spec, recorded, found, ff, declined] = interp_memo_numbers(&r.engine, 25);
    assert!(spec >= 1 && declined >= 1, "{}", r.engine);
    assert_eq!(recorded + found + ff, 13, "{}", r.engine);
    upstream_prints(kernel, &r.out);
}

#[test]
fn transfers_of_i8_f64_and_i64_lanes_run_specialised() {
    let kernel = "tests/interp_real/transfer_kinds.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "( -54, -48, -24, -32, -96, 80, 104, -68, 106, -96, 120, -88, -96, -80, 16, -48 )\n\
         ( 20202, 20488, 20774, 21060 )\n( 5488, 5285 )\n"
    );
    all_specialised(&r, 39, 1, 48);
    all_specialised(&r, 50, 1, 13);
    // k = 0 reads the padding and declines; 1 to 6 through the memo.
    let [_, spec, recorded, found, ff, declined] = interp_memo_numbers(&r.engine, 60);
    assert_eq!((spec, declined), (2, 1), "{}", r.engine);
    assert_eq!(recorded + found + ff, 6, "{}", r.engine);
    upstream_prints(kernel, &r.out);
}

#[test]
fn a_masked_transfer_leaves_its_loop_without_the_specialised_form() {
    let kernel = "tests/interp_real/masked.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "( 435, 465, 495, 525, 555, 210, 210, 210 )\n");
    assert!(!r.engine.contains("masked.mlir:17:"), "{}", r.engine);
    upstream_prints(kernel, &r.out);
}

#[test]
fn affine_loads_beside_a_transfer_in_flight_race_as_every_op_issued_would() {
    let kernel = "tests/interp_real/dma_affine.mlir";
    let r = exact(kernel, &["--races", "warn"]);
    assert_eq!(
        (r.code, r.out.as_str()),
        (0, "820\n10000\n0\n"),
        "{}",
        r.err
    );
    let race = "dma_affine.mlir:32:10: warning: race: this op reads the destination of a DMA";
    assert!(r.err.contains(race), "{}", r.err);
    // Loop 1 declines where its load reaches the destination; loop 2
    // runs through with the transfer in flight.
    let [_, spec, _, _, _, declined] = interp_memo_numbers(&r.engine, 31);
    assert!(spec >= 1 && declined >= 1, "{}", r.engine);
    all_specialised(&r, 37, 1, 100);
    // As an error, the race ends the run at the first racing load.
    let r = exact(kernel, &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(&race.replace("warning", "error")),
        "{}",
        r.err
    );
}

#[test]
fn max_cycles_inside_the_compiler_output_loops_stops_where_every_op_issued_would() {
    // The affine matmul takes 200628 cycles, the super-vectorised one
    // 24084: limits inside their k loops.
    for (kernel, max) in [
        ("matmul_affine", "150001"),
        ("matmul_affine", "199999"),
        ("matmul_unrolled", "120003"),
        ("matmul_supervec", "20000"),
    ] {
        let kernel = format!("tests/interp_real/{kernel}.mlir");
        let flags = [&VMEM[..], &["--max-cycles", max]].concat();
        let r = exact(&kernel, &flags);
        assert_eq!(r.code, 1, "{kernel} --max-cycles {max}");
        let limit = format!("error: the run exceeded --max-cycles={max}");
        assert!(r.err.contains(&limit), "{}", r.err);
    }
}
