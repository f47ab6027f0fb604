//! Defects found by the fourth hunt with real compiler output and hostile
//! inputs, each kept as a regression case.
//!
//! - `tests/hunt4/*.mlir`: kernels whose expected output is
//!   `mlir-runner`'s on the same file where upstream can run them
//!   (written into [`CASES`], checked against the runner again when it is
//!   installed), under both engines.
//! - `cf.cond_br ... weights([...])`, as `mlir-opt` 22 prints it, parses,
//!   prints as `mlir-opt` prints it and is verified with upstream's
//!   diagnostics (`tests/hunt4/cond_br_weights_invalid.mlir.txt`).
//! - Costs past the cycle range: a vector op whose tiles make its latency
//!   or initiation interval pass 2^32 − 1 is an error at the op (it was
//!   clamped or wrapped), and a DMA transfer longer than 2^62 cycles makes
//!   the run fault, `--max-cycles 0` included (its end wrapped); counts
//!   below the bounds are exact, derived here in closed form.
//! - A target file that never ends
//!   (`/dev/zero`) is refused after 16 MiB, not read into memory.

mod common;

use common::{
    engines_agree, listed_kernels_agree_and_print, mlir_runner, our_bin, repo_path, report_u64,
    run, tool, LOWER_TO_LLVM,
};
use std::process::Command;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Each kernel of `tests/hunt4/` and what it prints (`mlir-runner`'s
/// output where [`UPSTREAM`] lists it).
const CASES: &[(&str, &str)] = &[
    // Was refused: "expected ','" at `weights`.
    ("cond_br_weights.mlir", "1\n42\n21\n-4\n"),
    ("wide_vector_add.mlir", "3\n"),
    ("long_dma.mlir", ""),
];

/// The kernels upstream runs (`memref.dma_start` has no LLVM lowering).
const UPSTREAM: &[&str] = &["cond_br_weights.mlir", "wide_vector_add.mlir"];

#[test]
fn every_kernel_agrees_and_prints_its_result() {
    listed_kernels_agree_and_print("tests/hunt4", CASES, &VMEM);
}

#[test]
fn expected_outputs_are_mlir_runners() {
    let Some(up) = mlir_runner("expected_outputs_are_mlir_runners") else {
        return;
    };
    for &(name, out) in CASES.iter().filter(|c| UPSTREAM.contains(&c.0)) {
        let k = format!("tests/hunt4/{name}");
        let text = std::fs::read(repo_path(&k)).expect("kernel");
        let want = up
            .run(LOWER_TO_LLVM, &text)
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        assert_eq!(want, out, "{k}");
    }
}

/// `rmlir-opt`'s output for `file` with `flags`, which must succeed.
fn ours(file: &str, flags: &[&str]) -> String {
    let out = run(
        Command::new(our_bin("rmlir-opt"))
            .args(flags)
            .arg(repo_path(file)),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "rmlir-opt {flags:?} {file}: {err}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The weights print as `mlir-opt` prints them, from the pretty and the
/// generic form alike, and read back.
#[test]
fn cond_br_weights_print_as_mlir_opt_prints_them() {
    let k = "tests/hunt4/cond_br_weights.mlir";
    let text = ours(k, &[]);
    assert!(
        text.contains("cf.cond_br %arg0 weights([3, 7]), ^bb1, ^bb2(%arg1 : i32)"),
        "{text}"
    );
    assert!(
        text.contains("cf.cond_br %arg0 weights([0, 5]), ^bb1(%arg1 : i32), ^bb2"),
        "{text}"
    );
    assert!(!text.contains("branch_weights"), "{text}");
    let generic = ours(k, &["--mlir-print-op-generic"]);
    assert!(
        generic.contains("branch_weights = array<i32: 3, 7>"),
        "{generic}"
    );
    let Some(opt) = tool("mlir-opt", "cond_br_weights_print_as_mlir_opt_prints_them") else {
        return;
    };
    let up = run(Command::new(opt).arg(repo_path(k)), None);
    assert!(up.status.success());
    let up = String::from_utf8_lossy(&up.stdout);
    assert_eq!(text.trim_end(), up.trim_end(), "mlir-opt prints the same");
}

/// The `file:line:col: error: ...` lines of `bin` on `file`, chunk by
/// chunk, without checking the expectations (leaving out the lines
/// mlir-opt adds about them), as `tools/upstream_error_lines.py` does.
fn error_lines(bin: &std::path::Path, file: &str) -> Vec<String> {
    let out = run(
        Command::new(bin)
            .arg("--split-input-file")
            .arg(repo_path(file))
            .current_dir(repo_path("")),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let mut lines: Vec<String> = (err.lines())
        .filter(|l| l.contains(": error: ") && !l.contains("was not produced"))
        .map(|l| l.rsplit('/').next().unwrap_or(l).to_string())
        .collect();
    lines.sort();
    lines
}

/// Upstream's own invalid cases, with its diagnostics, word for word.
#[test]
fn bad_cond_br_weights_get_upstreams_diagnostics() {
    let f = "tests/hunt4/cond_br_weights_invalid.mlir.txt";
    ours(f, &["--verify-diagnostics", "--split-input-file"]);
    let Some(opt) = tool("mlir-opt", "bad_cond_br_weights_get_upstreams_diagnostics") else {
        return;
    };
    let up = run(
        Command::new(&opt)
            .args(["--verify-diagnostics", "--split-input-file"])
            .arg(repo_path(f)),
        None,
    );
    assert!(
        up.status.success(),
        "{}",
        String::from_utf8_lossy(&up.stderr)
    );
    let theirs = error_lines(&opt, f);
    assert_eq!(theirs.len(), 3, "{theirs:?}");
    assert_eq!(error_lines(&our_bin("rmlir-opt"), f), theirs);
}

/// `compute.vector.shape=[1]` with a tile cost of `latency` and `ii`.
fn one_lane(split: &str, latency: u64, ii: u64) -> Vec<String> {
    vec![
        "--set".to_string(),
        "compute.vector.shape=[1]".to_string(),
        "--set".to_string(),
        format!("compute.vector.split=\"{split}\""),
        "--set".to_string(),
        format!("compute.vector.ops.int_add={{ latency = {latency}, ii = {ii} }}"),
    ]
}

/// Below the bound the cost is exact: two dependent adds of `n` = 65536
/// tiles, pipelined, each ready `65537 + (n − 1)·ii` after it issues, then
/// the extract's one cycle. At and past it, an error at the first add.
#[test]
fn vector_costs_past_the_cycle_range_are_errors_not_clamped_or_wrapped() {
    let k = "tests/hunt4/wide_vector_add.mlir";
    let flags = one_lane("pipelined", 65537, 65535);
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    let ran = engines_agree(k, "jit", "interp", &flags);
    assert_eq!(ran.code, 0, "{}", ran.err);
    let op = 65537 + 65535 * 65535;
    assert_eq!(report_u64(&ran.report, &["cycles"]), 2 * op + 1);
    // 1 + 65535 · 65536 fits, 65536 · 65536 does not; 65537 + 65535 ·
    // 65537 and 65536 · 65537 do not.
    let cases = [
        ("pipelined", 1, 65536, "an ii of 4294967296 cycles"),
        ("pipelined", 65537, 65537, "a latency of 4295032832 cycles"),
        ("serial", 65537, 1, "a latency of 4295032832 cycles"),
    ];
    for (split, latency, ii, what) in cases {
        let flags = one_lane(split, latency, ii);
        let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
        let ran = engines_agree(k, "jit", "interp", &flags);
        assert_eq!(ran.code, 1, "{split} {latency} {ii}: {}", ran.out);
        let head = format!("{k}:9:8: error: 'int_add' has {what}, past 2^32 - 1");
        assert!(
            ran.err.starts_with(&head),
            "{split} {latency} {ii}: {}",
            ran.err
        );
        assert!(
            ran.err.contains("on a vector of shape [65536]"),
            "{}",
            ran.err
        );
        assert!(ran.err.contains("\n       ^"), "a caret: {}", ran.err);
    }
}

/// `long_dma.mlir` on a clock of `hz` with a 1 B/s DMA, unbounded, under
/// both engines alike.
fn slow_dma(hz: &str) -> common::Ran {
    let clock = format!("target.clock=\"{hz} Hz\"");
    let flags = [
        "--max-cycles",
        "0",
        "--set",
        &clock,
        "--set",
        "dma.main.bandwidth=\"1 B/s\"",
        "--set",
        "memory.hbm.read_bandwidth=\"1 B/s\"",
    ];
    engines_agree("tests/hunt4/long_dma.mlir", "jit", "interp", &flags)
}

/// A transfer past 2^62 cycles faults at its wait, under `--max-cycles 0`
/// too; below, its time is exact: halving the clock takes exactly
/// 4194304 bytes × 5·10^11 cycles off the run.
#[test]
fn a_dma_past_the_cycle_range_faults_rather_than_wraps() {
    let ran = slow_dma("1000000000000000");
    assert_eq!(ran.code, 1, "{}", ran.out);
    let head = "tests/hunt4/long_dma.mlir:13:3: error: the run passed 4611686018427387904 cycles (2^62), the most rmlir-sim counts";
    assert!(ran.err.starts_with(head), "{}", ran.err);
    let slow = report_u64(&slow_dma("1000000000000").report, &["cycles"]);
    let fast = report_u64(&slow_dma("500000000000").report, &["cycles"]);
    assert_eq!(slow - fast, 4_194_304 * 500_000_000_000);
    assert!(slow > 4_194_304 * 1_000_000_000_000, "{slow}");
}

/// A target file that never ends is refused after 16 MiB, quickly.
#[test]
fn an_endless_target_file_is_refused_not_read_into_memory() {
    let zero = std::path::Path::new("/dev/zero");
    if !zero.exists() {
        return;
    }
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg("--target")
            .arg(zero)
            .arg(repo_path("tests/hunt4/wide_vector_add.mlir")),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("/dev/zero: error: the target file is larger than 16777216 bytes"),
        "{err}"
    );
}

/// An energy so large that the run's total would overflow to infinity
/// (printed `inf nJ`, a JSON `null` in the report) is refused at the key.
#[test]
fn an_energy_past_1e200_is_refused_at_its_key() {
    let run_with = |e: &str| {
        let set = format!("memory.vmem.energy_per_byte={e}");
        run(
            Command::new(our_bin("rmlir-sim"))
                .args(["-q", "--set", &set])
                .arg(repo_path("tests/hunt4/wide_vector_add.mlir")),
            None,
        )
    };
    let out = run_with("1e308");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(
        err.trim_end(),
        "--set memory.vmem.energy_per_byte=1e308: error: expected a non-negative number of at most 1e200, got 1e308"
    );
    assert!(run_with("1e200").status.success());
}
