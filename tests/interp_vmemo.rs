//! The interpreter's iteration memo on loops with vector ops
//! (`sim/src/interp/memo_spec/vector.rs`): loops of every lane type and
//! op the specialised form holds run through the memo (`--explain-engine`
//! shows it: these tests fail if the interpreter stops using it), and
//! everything a user sees (stdout, stderr, exit status, report with its
//! cycles and stalls) is what the interpreter gives with no memo at all
//! (a traced run, which issues every op), what the JIT gives, and, where
//! upstream lowers the kernel and no NaN is made (upstream's NaNs carry
//! the host's sign), what `mlir-runner` prints. Where a vector op cannot
//! go (a row past its dimension, a transfer in flight, packed narrow
//! lanes) the iteration declines at it, and the fault, the race, the
//! stall or the values are the unmemoised run's.

mod common;

use common::interp_all_specialised as all_specialised;
use common::{engines_agree, mlir_runner, report_u64, same_as_traced, Ran, LOWER_TO_LLVM};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];
const BASIC: &str = "tests/timing/basic.toml";

/// Runs `kernel` interpreted and compiled, asserts they agree on
/// everything but the engine lines and that the interpreter's run is the
/// traced one's (no memo), and returns the interpreter's run.
fn exact(kernel: &str, flags: &[&str]) -> Ran {
    let r = engines_agree(kernel, "interp", "jit", flags);
    same_as_traced(kernel, flags, &r);
    r
}

/// The numbers of the interpreter's memo line of the loop at `line`:
/// entered, specialised, recorded, found, fast-forwarded, declined; and
/// whether it gave the memo up.
fn memo(r: &Ran, line: u32) -> ([u64; 6], bool) {
    let gave_up = common::interp_memo_line(&r.engine, line).ends_with("then gave up");
    (common::interp_memo_numbers(&r.engine, line), gave_up)
}

/// Asserts that upstream prints `out` for `kernel` (skips without the
/// tools, unless CI requires them).
fn upstream_prints(kernel: &str, out: &str) {
    let Some(up) = mlir_runner(&format!("interp_vmemo::{kernel}")) else {
        return;
    };
    let text = std::fs::read(kernel).expect("the kernel");
    let theirs = up.run(LOWER_TO_LLVM, &text).expect("upstream runs it");
    assert_eq!(out, theirs, "{kernel}");
}

#[test]
fn every_lane_type_and_op_runs_through_the_memo_as_every_op_issued_would() {
    // f32 (fma, broadcast, rows, add reduction), f64 (subf, divf, maxnumf
    // and minimumf reductions), i32 on a 2-D memref (shifts, extract,
    // insert, add and maxsi reductions), i8 (16 lanes, xor), index and
    // i64 lanes: 240 iterations each, in one entry.
    let kernel = "tests/interp_vmemo/lanes.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    for line in [47, 64, 80, 100, 112] {
        all_specialised(&r, line, 1, 240);
    }
    upstream_prints(kernel, &r.out);
}

#[test]
fn the_vector_matmul_benchs_inner_loop_runs_specialised() {
    // benches/kernels_vec/matmul_f32_vec8.mlir at 2 x 64 x 64: the k loop
    // is entered once per row block (2 x 8), 64 iterations each.
    let kernel = "tests/interp_vmemo/matmul_rows.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    all_specialised(&r, 33, 16, 16 * 64);
    let ([_, _, recorded, ..], _) = memo(&r, 33);
    assert!(recorded <= 16 * 4, "steady state found: {}", r.engine);
    upstream_prints(kernel, &r.out);
}

#[test]
fn the_last_row_inside_runs_through_and_one_past_faults_at_its_iteration() {
    // Rows of 8 lanes along row 0 of a 2x64 memref: the row at column 56
    // ends at the last column; the one at 57 ends one past it, inside the
    // buffer (row 1) but outside its dimension.
    let inside = "tests/interp_vmemo/last_row_in.mlir";
    let r = exact(inside, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    all_specialised(&r, 17, 1, 57);
    upstream_prints(inside, &r.out);
    let past = "tests/interp_vmemo/row_one_past.mlir";
    let r = exact(past, &VMEM);
    assert_eq!(r.code, 1);
    assert_eq!(r.out, "");
    let want =
        "row_one_past.mlir:18:10: error: out-of-bounds access: index [0, 64] into shape [2, 64]";
    assert!(r.err.contains(want), "{}", r.err);
    // Iterations 0 to 56 through the memo, 57 declined at its row.
    let ([entered, spec, recorded, found, ff, declined], _) = memo(&r, 17);
    assert_eq!((entered, spec, declined), (1, 1, 1), "{}", r.engine);
    assert_eq!(recorded + found + ff, 57, "{}", r.engine);
}

#[test]
fn a_row_stored_past_its_line_faults_at_its_iteration() {
    // Rows of 4 i32 lanes stored along row 1 of a 3x12 memref: the row at
    // column 9 is the first whose last lane is outside the row.
    let kernel = "tests/interp_vmemo/row_store_past.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 1);
    let want =
        "row_store_past.mlir:17:5: error: out-of-bounds access: index [1, 12] into shape [3, 12]";
    assert!(r.err.contains(want), "{}", r.err);
    let ([entered, spec, recorded, found, ff, declined], _) = memo(&r, 16);
    assert_eq!((entered, spec, declined), (1, 1, 1), "{}", r.engine);
    assert_eq!(recorded + found + ff, 9, "{}", r.engine);
}

#[test]
fn rows_beside_a_transfer_in_flight_decline_and_one_landing_mid_loop_stalls_its_wait() {
    let kernel = "tests/interp_vmemo/dma_rows.mlir";
    let r = exact(kernel, &["--races", "warn"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "( 780, 820, 860, 900 )\n\
         ( 19901, 19901, 19901, 19901, 19901, 19901, 19901, 19901 )\n\
         ( 0, 0, 0, 0 )\n"
    );
    let race = "dma_rows.mlir:45:10: warning: race: this op reads the destination of a DMA";
    assert!(r.err.contains(race), "{}", r.err);
    // The rows' loop declines at its row with transfers in flight, and
    // gives the memo up; the scalar loop beside them runs through it.
    let ([_, _, _, _, _, declined], gave_up) = memo(&r, 44);
    assert!(declined >= 1 && gave_up, "{}", r.engine);
    all_specialised(&r, 51, 1, 200);
    assert!(
        report_u64(&r.report, &["stalls", "dma_wait"]) > 0,
        "{}",
        r.report
    );
    // As an error, the race ends the run at the first racing row.
    let r = exact(kernel, &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(&race.replace("warning", "error")),
        "{}",
        r.err
    );
}

#[test]
fn rows_over_several_banks_wait_for_them_as_every_op_issued_would() {
    // basic.toml's sram, 4 banks of 4 bytes, each busy 8 cycles: rows of
    // 2 lanes at odd elements span two banks (and the element after them
    // is on the next), rows of 4 all four.
    let kernel = "tests/interp_vmemo/bank_rows.mlir";
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=8"];
    let r = exact(kernel, &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "( 7320, 7380 )\n( 7080, 7140, 7200, 7260 )\n( 450, 465, 480, 496 )\n"
    );
    assert!(
        report_u64(&r.report, &["stalls", "bank_conflict"]) > 100,
        "{}",
        r.report
    );
    all_specialised(&r, 24, 1, 60);
    let ([_, _, recorded, ..], _) = memo(&r, 24);
    assert!(recorded <= 4, "steady state found: {}", r.engine);
}

#[test]
fn nan_infinite_and_signed_zero_lanes_are_the_unmemoised_runs() {
    // The NaNs the interpreter makes are the positive quiet NaN
    // (upstream's carry the host's sign, so it is not the oracle here).
    let kernel = "tests/interp_vmemo/nan_lanes.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "( nan, 0, nan, -0 )\n( nan, nan, nan, nan )\nnan\ninf\n"
    );
    all_specialised(&r, 22, 1, 64);
}

#[test]
fn max_cycles_inside_vector_loops_stops_where_every_op_issued_would() {
    // Limits falling in the f32, f64, i32, i8 and index loops.
    let kernel = "tests/interp_vmemo/lanes.mlir";
    for (max, line) in [
        ("12000", 51),
        ("16000", 68),
        ("20000", 92),
        ("24000", 92),
        ("28000", 116),
    ] {
        let flags = [&VMEM[..], &["--max-cycles", max]].concat();
        let r = exact(kernel, &flags);
        assert_eq!(r.code, 1, "--max-cycles {max}");
        let want = format!("lanes.mlir:{line}:");
        let limit = format!("error: the run exceeded --max-cycles={max}");
        assert!(r.err.contains(&want) && r.err.contains(&limit), "{}", r.err);
    }
}

#[test]
fn a_packed_i4_row_declines_and_its_loop_gives_the_memo_up() {
    let kernel = "tests/interp_vmemo/packed_i4.mlir";
    let r = exact(kernel, &VMEM);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out,
        "( -6, -4, 0, -3, 2, -6, -6, 3 )\n( -4, 1, 2, 0, 0, -4, 0, 0 )\n"
    );
    for line in [14, 18] {
        let ([entered, spec, recorded, found, ff, declined], gave_up) = memo(&r, line);
        assert_eq!((spec, recorded + found + ff), (0, 0), "{}", r.engine);
        assert_eq!((entered, declined, gave_up), (4, 4, true), "{}", r.engine);
    }
}
