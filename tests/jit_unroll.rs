//! Loops unrolled by upstream `mlir-opt` (`affine-loop-unroll`,
//! `affine-loop-unroll-jam`) under the JIT's iteration memo: bodies of 8
//! to 32 accesses (`jit/loops.rs` `MAX_ACCESSES`), subscripts through
//! `affine.apply` results such as `d0 + 3` (`jit/affine.rs` `Lin::Sum`),
//! which `jit/maps.rs` proves cannot fail, and blind plans over groups
//! of accesses sharing a bank (`timing/blind.rs`). Every kernel runs
//! under both engines, which must agree byte for byte (stdout, stderr,
//! exit status, report; the VCD for one), and against the traced
//! interpreter, which never uses the memo; values are checked against
//! `mlir-runner` where tools are present (and against closed forms
//! here); `--explain-engine`'s counts show the loop was memo'd with its
//! accesses proven.

mod common;

use common::{generated_files_are_current, jit_interp_traced_agree, jit_memo_numbers};
use common::{matmul_rows, sim_vcd, upstream_output, Ran};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Runs `tests/jit_unroll/KERNEL` under both engines with `flags` and
/// asserts they agree with each other and with the traced interpreter;
/// returns the JIT's run.
fn both(kernel: &str, flags: &[&str]) -> Ran {
    let flags = [&VMEM[..], flags].concat();
    jit_interp_traced_agree(&format!("tests/jit_unroll/{kernel}"), &flags)
}

/// The memo counts of the loop at `line`: entered, proven, recorded,
/// fast-forwarded, declined.
fn counts(r: &Ran, line: u32) -> [u64; 5] {
    let n = jit_memo_numbers(&r.engine, line);
    [n[0], n[2], n[3], n[5], n[6]]
}

/// What `mlir-runner` prints for `tests/jit_unroll/KERNEL`, or `None`
/// where the tools are missing (a skip, unless CI requires them).
fn upstream(kernel: &str) -> Option<String> {
    upstream_output(
        &format!("tests/jit_unroll/{kernel}"),
        &format!("jit_unroll {kernel}"),
    )
}

#[test]
fn matmuls_unrolled_by_2_4_8_and_jammed_are_memod_proven_and_exact() {
    // (kernel, inner loop's line, accesses an iteration).
    let cases = [
        ("matmul_x2.mlir", 31, 8),
        ("matmul_x4.mlir", 33, 16),
        ("matmul_x8.mlir", 37, 32),
        ("matmul_jam.mlir", 33, 16),
    ];
    for (kernel, line, accesses) in cases {
        let text = std::fs::read_to_string(format!("tests/jit_unroll/{kernel}")).unwrap();
        let body = text
            .lines()
            .skip(line as usize)
            .take_while(|l| !l.trim().eq("}"));
        let n = body.filter(|l| l.contains("affine.load") || l.contains("affine.store"));
        assert_eq!(n.count(), accesses, "{kernel}");
        let r = both(kernel, &[]);
        assert_eq!(
            (r.code, r.out.as_str()),
            (0, matmul_rows().as_str()),
            "{kernel}"
        );
        let [entered, proven, _, fast, declined] = counts(&r, line);
        assert_eq!((entered, proven, declined), (256, 256, 0), "{kernel}");
        // Every iteration after each entry's first is fast-forwarded.
        assert_eq!(fast, 256 * (16 / (accesses as u64 / 4) - 1), "{kernel}");
        if let Some(want) = upstream(kernel) {
            assert_eq!(r.out, want, "{kernel}");
        }
    }
}

#[test]
fn more_groups_than_a_blind_plan_enumerates_run_as_the_traced_model() {
    // Eight B loads 4160 bytes apart (one interleave block each, in
    // every iteration) and the A and C accesses: ten groups, more than
    // `timing::blind` enumerates, where grouping them indexed past its
    // seven groups' firsts and aborted both engines.
    let c = |j: i64| (0..64i64).map(|k| (k + 1) * (j - k)).sum::<i64>();
    let want = (0..1040i64).fold(0i32, |s, j| s.wrapping_add(((j + 1) * c(j)) as i32));
    let r = both("matmul_wide_x8.mlir", &[]);
    assert_eq!(
        (r.code, r.out.as_str()),
        (0, format!("{want}\n").as_str()),
        "{}",
        r.err
    );
    let [entered, proven, _, _, declined] = counts(&r, 36);
    assert_eq!((entered, proven, declined), (1040, 1040, 0), "{}", r.engine);
    if let Some(want) = upstream("matmul_wide_x8.mlir") {
        assert_eq!(r.out, want);
    }
}

#[test]
fn the_vcd_of_an_unrolled_loop_is_the_interpreters() {
    let path = "tests/jit_unroll/matmul_x4.mlir";
    let (jit, interp) = (sim_vcd(path, "jit", &VMEM), sim_vcd(path, "interp", &VMEM));
    assert!(jit.contains("$enddefinitions"), "{jit}");
    assert_eq!(jit, interp);
}

#[test]
fn a_subscript_reaching_the_last_element_is_proven_and_one_past_faults_there() {
    // B[i + 1] = B[i] + A[i + 4] with A[i] = 2i + 1 over i < 96: the sum of
    // A[i + 4] is Σ_{j=4..99} (2j + 1), B[7] = Σ_{j=4..10} (2j + 1).
    let r = both("edge_in.mlir", &[]);
    let sum: i32 = (4..100).map(|j| 2 * j + 1).sum();
    let b7: i32 = (4..11).map(|j| 2 * j + 1).sum();
    assert_eq!(
        (r.code, r.out.clone()),
        (0, format!("{sum}\n{b7}\n{sum}\n"))
    );
    let [entered, proven, _, fast, declined] = counts(&r, 37);
    assert_eq!((entered, proven, declined), (1, 1, 0));
    assert!(fast >= 20, "{fast}");
    if let Some(want) = upstream("edge_in.mlir") {
        assert_eq!(r.out, want);
    }
    // A[i + 5]: the last iteration's fourth copy reads A[100]. The proof
    // fails, the copy that checks runs, and declines at that access,
    // which faults as the interpreter's does.
    let r = both("edge_out.mlir", &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "edge_out.mlir:69:13: error: out-of-bounds access: index [100] into shape [100]"
        ),
        "{}",
        r.err
    );
    let [entered, proven, _, _, declined] = counts(&r, 37);
    assert_eq!((entered, proven, declined), (1, 0, 1));
}

#[test]
fn subscripts_walking_down_and_divided_are_exact() {
    // Σ (i + 1)·A[255 − i] + A[i] + A[i floordiv 2] with A[i] = i.
    let r = both("reverse.mlir", &[]);
    let want: i64 = (0..256).map(|i| (i + 1) * (255 - i) + i + i / 2).sum();
    assert_eq!((r.code, r.out.clone()), (0, format!("{want}\n")));
    let [entered, proven, _, fast, _] = counts(&r, 24);
    assert_eq!((entered, proven), (1, 1));
    assert!(fast >= 60, "{fast}");
    if let Some(want) = upstream("reverse.mlir") {
        assert_eq!(r.out, want);
    }
}

#[test]
fn a_bound_that_is_not_constant_is_exact() {
    // Σ A[i + 4] + A[i] + A[i + 2] over i < 96, A[i] = i.
    let r = both("dynamic.mlir", &[]);
    let want: i64 = (0..96).map(|i| 3 * i + 6).sum();
    assert_eq!((r.code, r.out.clone()), (0, format!("{want}\n")));
    if let Some(want) = upstream("dynamic.mlir") {
        assert_eq!(r.out, want);
    }
}

#[test]
fn a_transfer_beside_the_loop_is_proven_and_one_it_reaches_races_there() {
    let r = both("dma_beside.mlir", &[]);
    assert_eq!((r.code, r.out.as_str()), (0, "7\n"));
    let [entered, proven, _, _, declined] = counts(&r, 33);
    assert_eq!((entered, proven, declined), (1, 1, 0));
    // To i < 520 the loads from i = 512 read the transfer's bytes: not
    // proven, and the first of them races as the interpreter's does.
    let r = both("dma_race.mlir", &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err
            .contains("dma_race.mlir:34:12: error: race: this op reads the destination of a DMA"),
        "{}",
        r.err
    );
    let [entered, proven, _, _, declined] = counts(&r, 33);
    assert_eq!((entered, proven, declined), (1, 0, 1));
}

#[test]
fn max_cycles_inside_an_unrolled_loop_stops_where_the_interpreter_does() {
    // The matmul's cycles without a limit, then limits inside its inner
    // loops, each met at the same op and cycle by both engines.
    let r = both("matmul_x4.mlir", &[]);
    let total = common::report_u64(&r.report, &["cycles"]);
    for max in [total / 3, total / 2 + 7, total - 100] {
        let m = max.to_string();
        let r = both("matmul_x4.mlir", &["--max-cycles", &m]);
        assert_ne!(r.code, 0, "{max}");
    }
}

#[test]
fn the_kernels_are_current() {
    // gen.sh writes every kernel from src/ with upstream mlir-opt: run
    // again, they are unchanged.
    let Some(written) = generated_files_are_current("tests/jit_unroll", "the_kernels_are_current")
    else {
        return;
    };
    assert_eq!(written, common::mlir_names_in("tests/jit_unroll"));
}
