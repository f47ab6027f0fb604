//! Loops of vector transfers and vector arithmetic under the JIT's
//! iteration memo (`jit/vmem.rs`'s accesses and `jit/vector.rs`'s ops in
//! the values-only copy of `jit/memo_loop.rs`): matmuls lowered by
//! upstream `mlir-opt`'s affine super-vectoriser (a broadcast transfer
//! read of `A[i][k]`, rows of `B` and `C`, a transfer write of `C`'s
//! row, `vector<8xi32>`, `vector<4xi32>` and `vector<8xf32>`), and
//! hand-written edge cases: a row past the memref's end that faults,
//! one that a transfer pads, a row that races with a transfer in flight,
//! rows over one, two and three banks, and `--max-cycles` inside the
//! loop. Every kernel runs under both engines, which must agree byte for
//! byte (stdout, stderr, exit status, report), and against the traced
//! interpreter, which never uses the memo (every op issues); values are
//! checked against closed forms and `mlir-runner`, and
//! `--explain-engine`'s counts show the loop ran through the memo.

mod common;

use common::{generated_files_are_current, jit_interp_traced_agree, jit_memo_numbers};
use common::{matmul_rows, upstream_output, Ran};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Runs `tests/jit_supervec/KERNEL` under both engines with `flags`
/// (after `VMEM`) and asserts they agree with each other and with the
/// traced interpreter; returns the JIT's run.
fn both(kernel: &str, flags: &[&str]) -> Ran {
    let flags = [&VMEM[..], flags].concat();
    jit_interp_traced_agree(&format!("tests/jit_supervec/{kernel}"), &flags)
}

/// The JIT's memo counts of the loop at `line`: entered, recorded,
/// found, fast-forwarded, declined.
fn counts(r: &Ran, line: u32) -> [u64; 5] {
    let n = jit_memo_numbers(&r.engine, line);
    [n[0], n[3], n[4], n[5], n[6]]
}

/// What `mlir-runner` prints for `tests/jit_supervec/KERNEL`, or `None`
/// where the tools are missing (a skip, unless CI requires them).
fn upstream(kernel: &str) -> Option<String> {
    upstream_output(
        &format!("tests/jit_supervec/{kernel}"),
        &format!("jit_supervec {kernel}"),
    )
}

#[test]
fn super_vectorised_matmuls_run_through_the_memo_and_are_exact() {
    // (kernel, inner loop's line, its entries, its iterations, output).
    let rows = matmul_rows();
    let cases = [
        ("matmul_v8.mlir", 31, 16 * 2, 16 * 2 * 16, rows.as_str()),
        ("matmul_v4.mlir", 31, 16 * 4, 16 * 4 * 16, rows.as_str()),
        ("matmul_f32.mlir", 35, 24 * 3, 24 * 3 * 24, "12\n12\n"),
    ];
    for (kernel, line, entries, iterations, want) in cases {
        let r = both(kernel, &[]);
        assert_eq!((r.code, r.out.as_str()), (0, want), "{kernel}: {}", r.err);
        let [entered, recorded, found, fast, declined] = counts(&r, line);
        assert_eq!((entered, declined), (entries, 0), "{kernel}: {}", r.engine);
        // Every iteration is timed by the memo: recorded, found or
        // fast-forwarded, none issued op by op.
        assert_eq!(
            recorded + found + fast,
            iterations,
            "{kernel}: {}",
            r.engine
        );
        // A blind plan (every row in one bank) counts every iteration of
        // an entry after its first, none of whose accesses is proven.
        assert!(recorded + found <= entries + 2, "{kernel}: {}", r.engine);
        if let Some(up) = upstream(kernel) {
            assert_eq!(r.out, up, "{kernel}");
        }
    }
}

#[test]
fn a_row_past_the_end_faults_as_the_interpreter_reports_it() {
    let r = both("fault_row.mlir", &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "fault_row.mlir:23:10: error: out-of-bounds access: index [80] into shape [80]"
        ),
        "{}",
        r.err
    );
    // Ten rows in the copy (two recorded, eight fast-forwarded), then the
    // eleventh declines there.
    let [entered, recorded, found, fast, declined] = counts(&r, 21);
    assert_eq!((entered, declined), (1, 1), "{}", r.engine);
    assert_eq!(recorded + found + fast, 10, "{}", r.engine);
}

#[test]
fn a_row_a_transfer_pads_is_the_interpreters() {
    // Lane l: Σ_{i<10} (8i + l), plus A[80 + l] or the padding -1.
    let r = both("pad_row.mlir", &[]);
    let lane = |l: i64| 360 + 10 * l + if l < 4 { 80 + l } else { -1 };
    let lanes: Vec<String> = (0..8).map(|l| lane(l).to_string()).collect();
    let want = format!("( {} )\n", lanes.join(", "));
    assert_eq!((r.code, r.out.clone()), (0, want));
    let [entered, recorded, found, fast, declined] = counts(&r, 21);
    // The copy declines at the last row; the loop's exit enters it again.
    assert_eq!((entered, declined), (2, 1), "{}", r.engine);
    assert_eq!(recorded + found + fast, 10, "{}", r.engine);
    if let Some(up) = upstream("pad_row.mlir") {
        assert_eq!(r.out, up);
    }
}

#[test]
fn a_row_reaching_a_transfer_in_flight_races_there() {
    // On the built-in target: B in vmem, the transfer's source in HBM.
    let path = "tests/jit_supervec/dma_race.mlir";
    let r = jit_interp_traced_agree(path, &[]);
    assert_eq!(r.code, 1);
    let race = "dma_race.mlir:25:10: error: race: this op reads the destination of a DMA";
    assert!(r.err.contains(race), "{}", r.err);
    // 64 rows in the copy, the 65th (at 512) declines.
    let [entered, recorded, found, fast, declined] = counts(&r, 24);
    assert_eq!((entered, declined), (1, 1), "{}", r.engine);
    assert_eq!(recorded + found + fast, 64, "{}", r.engine);
    // With the race a warning, the loop goes on: lane l sums 8r + l over
    // the 66 rows (the transfer's bytes land only at its wait).
    let r = jit_interp_traced_agree(path, &["--races", "warn"]);
    let lanes: Vec<String> = (0..8).map(|l| (17160 + 66 * l).to_string()).collect();
    assert_eq!(
        (r.code, r.out.clone()),
        (0, format!("( {} )\n", lanes.join(", ")))
    );
    assert!(r.err.contains("warning: race"), "{}", r.err);
}

#[test]
fn rows_over_one_two_and_three_banks_are_timed_as_the_model_times_them() {
    // 16-byte interleave, each bank busy 3 cycles: rows of two f32 at
    // every element span two banks one time in four; rows of eight at
    // every second element span two or three (the copy declines there).
    let narrow = [
        "--set",
        "memory.vmem.bank_interleave=16",
        "--set",
        "memory.vmem.bank_busy=3",
    ];
    let r = both("banks.mlir", &narrow);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out.lines().next(),
        Some("( 2997, 3003 )"),
        "the running sums of A[i] = i mod 7"
    );
    let [entered, recorded, found, fast, declined] = counts(&r, 27);
    assert_eq!((entered, declined), (1, 0), "{}", r.engine);
    assert_eq!(recorded + found + fast, 1000, "{}", r.engine);
    // Half the wide rows span three banks: each declines, and the next
    // iteration enters the memo again.
    let [entered, _, _, _, declined] = counts(&r, 35);
    assert_eq!((entered, declined), (255, 254), "{}", r.engine);
    // With banks busy one cycle, a blind plan counts the rows of two f32
    // that lie in one bank (i mod 4 ≠ 3: 750 of the 1000, A and B
    // aligned alike) and none of the others, which go to the runtime.
    let r = both("banks.mlir", &narrow[..2]);
    assert_eq!(r.code, 0, "{}", r.err);
    let [entered, recorded, found, fast, declined] = counts(&r, 27);
    assert_eq!((entered, declined), (1, 0), "{}", r.engine);
    assert_eq!(recorded + found + fast, 1000, "{}", r.engine);
    assert!((700..=750).contains(&fast), "{}", r.engine);
    // And on the default banks every row lies in one.
    let r = both("banks.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let [entered, _, _, _, declined] = counts(&r, 35);
    assert_eq!((entered, declined), (1, 0), "{}", r.engine);
}

#[test]
fn max_cycles_inside_a_vector_loop_stops_where_the_interpreter_does() {
    let r = both("matmul_v8.mlir", &[]);
    let total = common::report_u64(&r.report, &["cycles"]);
    for max in [total / 3, total / 2 + 5, total - 200] {
        let m = max.to_string();
        let r = both("matmul_v8.mlir", &["--max-cycles", &m]);
        assert_ne!(r.code, 0, "{max}");
        assert!(r.err.contains("--max-cycles"), "{max}: {}", r.err);
    }
}

#[test]
fn the_kernels_are_current() {
    // gen.sh writes every generated kernel with upstream mlir-opt: run
    // again (into a scratch directory), they are unchanged.
    let Some(written) =
        generated_files_are_current("tests/jit_supervec", "the_kernels_are_current")
    else {
        return;
    };
    assert_eq!(written.len(), 3);
}
