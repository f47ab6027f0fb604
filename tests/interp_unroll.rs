//! Unrolled loops fast-forwarded by the interpreter's iteration memo
//! through blind plans over *groups* of accesses (`timing/blind.rs`,
//! `Leads`; `timing/ff.rs` `Follow`): a body of more than five accesses
//! (a matmul's `k` loop unrolled by 4 has 16) whose records repeat too
//! slowly for a periodic plan is planned over the groups of accesses
//! that share a bank in every iteration the learnt strides predict, and
//! each iteration counted is checked to keep every access in one bank
//! and in its group's bank (the strides are learnt, not proven, so the
//! check is what makes the count exact).
//!
//! Every kernel runs interpreted and compiled, which must agree byte
//! for byte (stdout, stderr, exit status, report), and against the
//! traced interpreter, which never uses the memo (every op issues);
//! values are checked against closed forms here and `mlir-runner` where
//! the tools are present; `--explain-engine`'s counts show the
//! fast-forward ran. The matmuls and column walks are lowered by
//! upstream `mlir-opt` 22 from `src/` (`gen.sh`; the command is in each
//! header); `group_split.mlir` is written by hand.

mod common;

use common::{engines_agree, generated_files_are_current, interp_memo_numbers, report_u64};
use common::{same_as_traced, upstream_output, Ran};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Runs `tests/interp_unroll/KERNEL` interpreted and compiled with
/// `flags`, asserts they agree with each other and with the traced
/// interpreter, and returns the interpreter's run.
fn exact(kernel: &str, flags: &[&str]) -> Ran {
    let path = format!("tests/interp_unroll/{kernel}");
    let r = engines_agree(&path, "interp", "jit", flags);
    same_as_traced(&path, flags, &r);
    r
}

/// The interpreter's memo counts of the loop at `line`: entered,
/// recorded, found, fast-forwarded, declined.
fn counts(r: &Ran, line: u32) -> [u64; 5] {
    let [entered, _, recorded, found, fast, declined] = interp_memo_numbers(&r.engine, line);
    [entered, recorded, found, fast, declined]
}

/// Asserts that `mlir-runner` prints what the run printed (skips
/// without the tools, unless CI requires them).
fn upstream_prints(kernel: &str, r: &Ran) {
    let rel = format!("tests/interp_unroll/{kernel}");
    if let Some(theirs) = upstream_output(&rel, &format!("interp_unroll::{kernel}")) {
        assert_eq!(r.out, theirs, "{kernel}");
    }
}

/// What the matmuls print: per row `i < 8`, Σ_{j<12} (j + 1)·C[i][j]
/// with C = A B, A[i][k] = i + 2k, B[k][j] = 3k − j over k < 43.
fn matmul_rows() -> String {
    let mut out = String::new();
    for i in 0..8i64 {
        let s: i64 = (0..12i64)
            .map(|j| (j + 1) * (0..43i64).map(|k| (i + 2 * k) * (3 * k - j)).sum::<i64>())
            .sum();
        out.push_str(&format!("{}\n", s as i32));
    }
    out
}

/// What the column walks print: Σ_{j<16} Σ_{k<64} (k + 1)·(k − j).
fn column_sum() -> String {
    let s: i64 = (0..16i64)
        .flat_map(|j| (0..64i64).map(move |k| (k + 1) * (k - j)))
        .sum();
    format!("{s}\n")
}

#[test]
fn matmuls_unrolled_by_2_3_and_4_with_remainders_are_fast_forwarded() {
    // (kernel, the unrolled k loop's line, its accesses, iterations an
    // entry): 43 = 2·21 + 1 = 3·14 + 1 = 4·10 + 3, the remainder
    // promoted to straight code or (by 4) a loop of its own.
    let cases = [
        ("matmul_x2.mlir", 44, 8, 21),
        ("matmul_x3.mlir", 45, 12, 14),
        ("matmul_x4.mlir", 45, 16, 10),
    ];
    for (kernel, line, accesses, iters) in cases {
        let text = std::fs::read_to_string(format!("tests/interp_unroll/{kernel}")).unwrap();
        let body = (text.lines().skip(line as usize)).take_while(|l| !l.trim().eq("}"));
        let n = body.filter(|l| l.contains("affine.load") || l.contains("affine.store"));
        assert_eq!(n.count(), accesses, "{kernel}");
        let r = exact(kernel, &VMEM);
        assert_eq!(
            (r.code, r.out.as_str()),
            (0, matmul_rows().as_str()),
            "{kernel}"
        );
        let [entered, recorded, found, fast, declined] = counts(&r, line);
        assert_eq!((entered, declined), (96, 0), "{kernel}");
        assert_eq!(recorded + found + fast, 96 * iters, "{kernel}");
        // The first entry steps two iterations through the memo (the
        // strides are learnt from them), every later entry its first:
        // a blind plan counts the rest. By 3 the copies' groups by the
        // strides alone are 7 (too many to list their patterns), those
        // by their blocks 3.
        assert_eq!(
            (recorded + found, fast),
            (97, 96 * (iters - 1) - 1),
            "{kernel}"
        );
        upstream_prints(kernel, &r);
    }
}

#[test]
fn an_unrolled_column_walk_is_fast_forwarded() {
    // The k loop (8 accesses: A[k + c] and B[k + c][j]) entered once per
    // column, 16 iterations each.
    let r = exact("column.mlir", &VMEM);
    assert_eq!((r.code, r.out.as_str()), (0, column_sum().as_str()));
    let [entered, recorded, found, fast, declined] = counts(&r, 61);
    assert_eq!((entered, declined), (16, 0));
    assert_eq!(recorded + found + fast, 16 * 16);
    assert_eq!((recorded + found, fast), (17, 16 * 15 - 1));
    upstream_prints("column.mlir", &r);
}

#[test]
fn an_access_out_of_bounds_inside_a_plan_faults_at_its_op() {
    // To k < 68 over 64 rows: the first copy's B[64][0], in the first
    // column's 17th iteration, after 16 the plan counted or stepped.
    let r = exact("column_oob.mlir", &VMEM);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "column_oob.mlir:63:14: error: out-of-bounds access: index [64, 0] into shape [64, 16]"
        ),
        "{}",
        r.err
    );
    let [entered, recorded, found, fast, declined] = counts(&r, 61);
    assert_eq!((entered, declined), (1, 1));
    assert_eq!((recorded, found, fast), (2, 0, 14));
}

#[test]
fn a_transfer_racing_an_access_inside_a_plan_is_reported_there() {
    // A transfer fills rows 48.. while the first column is walked: the
    // load of B[48][0], in the 13th iteration, races with it.
    let r = exact("column_race.mlir", &VMEM);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "column_race.mlir:64:14: error: race: this op reads the destination of a DMA"
        ),
        "{}",
        r.err
    );
    let [entered, recorded, found, fast, declined] = counts(&r, 62);
    assert_eq!((entered, declined), (1, 1));
    assert_eq!((recorded, found, fast), (2, 0, 10));
}

#[test]
fn max_cycles_inside_a_fast_forwarded_stretch_stops_where_the_traced_run_does() {
    for kernel in ["matmul_x4.mlir", "column.mlir"] {
        let r = exact(kernel, &VMEM);
        let total = report_u64(&r.report, &["cycles"]);
        for max in [total / 3, total / 2 + 7, total * 4 / 5 + 1, total - 50] {
            let m = max.to_string();
            let flags = [&VMEM[..], &["--max-cycles", &m]].concat();
            let r = exact(kernel, &flags);
            assert_eq!(r.code, 1, "{kernel} {max}");
            let limit = format!("error: the run exceeded --max-cycles={max}");
            assert!(r.err.contains(&limit), "{}", r.err);
        }
    }
}

#[test]
fn a_group_whose_accesses_part_leaves_the_plan_where_they_part() {
    // x[i] and x[idx[i]] share a bank while idx[i] = i (i < 512), each
    // such iteration waiting one cycle for it, and part at i = 512: the
    // plan armed with them in one group counts no iteration from there
    // (its steps carry the wait), so the run has the 512 bank conflict
    // cycles of the traced one.
    let flags = [
        "--target",
        "tests/timing/basic.toml",
        "--set",
        "memory.sram.banks=16",
        "--set",
        "memory.sram.bank_busy=2",
    ];
    let r = exact("group_split.mlir", &flags);
    assert_eq!((r.code, r.out.as_str()), (0, "3666944\n4093\n"));
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 512);
    let [entered, recorded, found, fast, declined] = counts(&r, 46);
    assert_eq!((entered, declined), (1, 0));
    // Iterations 2 to 511 counted; from 512 on x[i + 1] is its own group
    // and its steps depend on sharing a bank with x[i]: no blind plan.
    assert_eq!((recorded + found, fast), (514, 510));
}

#[test]
fn the_kernels_are_current() {
    // gen.sh writes every generated kernel from src/ with upstream
    // mlir-opt: run again, they are unchanged.
    let test = "interp_unroll::the_kernels_are_current";
    let Some(written) = generated_files_are_current("tests/interp_unroll", test) else {
        return;
    };
    let mut generated = common::mlir_names_in("tests/interp_unroll");
    generated.retain(|n| n != "group_split.mlir");
    assert_eq!(written, generated);
}
