//! `rmlir-sim --hls-schedule`: the cycles of a function under its HLS
//! schedule, on stderr and in `--report`'s `"hls"` section, against counts
//! derived by hand from `docs/hls.md` (no external tool needed).

mod common;

use common::{our_bin, repo_path, run};
use std::process::Command;

/// Runs `rmlir-sim --hls-schedule` on `tests/hls/mul_share.mlir` with
/// extra flags; returns the report's `"hls"` entry for the function.
fn mul_share(extra: &[&str]) -> serde_json::Value {
    let dir = std::env::temp_dir().join(format!(
        "rmlir-hls-sched-{}-{}",
        std::process::id(),
        extra.len()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let report = dir.join("r.json");
    let k = repo_path("tests/hls/mul_share.mlir");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg(&k)
            .args(["--entry", "mul_share", "--hls-schedule", "-q", "--report"])
            .arg(&report)
            .args(["--arg", "3", "--arg", "-5", "--arg", "7", "--arg", "11"])
            .args(extra),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    // 3*-5 + 7*11 + 3*7 + -5*11 = -15 + 77 + 21 - 55 = 28
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "28");
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&report).expect("report")).expect("json");
    let h = json["hls"]["mul_share"].clone();
    let line = format!("hls schedule of @mul_share: {} cycles", h["cycles"]);
    assert!(err.contains(&line), "stderr lacks `{line}`:\n{err}");
    let _ = std::fs::remove_dir_all(&dir);
    h
}

fn units(h: &serde_json::Value, kind: &str) -> u64 {
    let ops = h["operators"].as_array().expect("operators");
    ops.iter()
        .filter(|o| o["kind"] == kind)
        .map(|o| o["units"].as_u64().unwrap_or(0))
        .sum()
}

#[test]
fn unlimited_multipliers_run_in_parallel() {
    // muli i32: latency 2 (configs/tpu.toml); each of the four gets its own
    // unit, all start in step 0 and are registered at the end of step 1.
    // addi i32 (1.6 ns) exceeds the 1.064 ns period, so the three adds run
    // in steps 2, 3 and 4; step 4 also returns: 5 cycles.
    let h = mul_share(&[]);
    assert_eq!(h["cycles"], 5);
    assert_eq!(units(&h, "muli"), 4);
}

#[test]
fn one_multiplier_is_shared_in_turn() {
    // With hls.limits.muli=1 the products start in steps 0, 2, 4, 6 (see
    // the kernel's header): 9 cycles, one multiplier unit.
    let h = mul_share(&["--set", "hls.limits.muli=1"]);
    assert_eq!(h["cycles"], 9);
    assert_eq!(units(&h, "muli"), 1);
    let ops = h["operators"].as_array().expect("operators");
    let mul = ops.iter().find(|o| o["kind"] == "muli").expect("muli");
    assert_eq!(mul["ops"], 4);
}

#[test]
fn sum_loop_cycles_follow_the_loop_formula() {
    let dir = std::env::temp_dir().join(format!("rmlir-hls-sum-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let npy = dir.join("a.npy");
    let vals: [i32; 8] = [3, 6, 9, 12, -15, 18, 21, 24];
    let data = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
    let a = rmlir_sim::npy::Array {
        dtype: rmlir_sim::npy::Dtype::I32,
        shape: vec![8],
        data,
    };
    std::fs::write(&npy, rmlir_sim::npy::write(&a)).expect("npy");
    let report = dir.join("r.json");
    let k = repo_path("tests/hls/sum_i32.mlir");
    for (n, cycles) in [(8, 35), (3, 15), (0, 3)] {
        // 1 (entry) + n * (1 header + 3 body) + 1 (last compare) + 1 (return)
        let out = run(
            Command::new(our_bin("rmlir-sim"))
                .arg(&k)
                .args(["--entry", "sum_i32", "--hls-schedule", "-q", "--report"])
                .arg(&report)
                .args(["--arg", &n.to_string(), "--input"])
                .arg(format!("A={}", npy.display())),
            None,
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&report).expect("report")).expect("json");
        let h = &json["hls"]["sum_i32"];
        assert_eq!(h["cycles"], cycles, "n = {n}");
        let l = &h["loops"][0];
        assert_eq!(l["body_states"], 3);
        assert_eq!(l["header_runs"], n + 1);
        assert_eq!(l["cycles"], 4 * n + 1);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn nested_loop_formula_composes() {
    // rowsum_2d: the inner loop's body is 2 states (load; data + add), so
    // one entry takes 4 * (1 + 2) + 1 = 13 cycles; the outer body is 3
    // states of its own (enter the inner loop; store and step, whose 64-bit
    // add has latency 1) plus the inner loop: 3 * (1 + 3 + 13) + 1 = 52;
    // with the entry and return states, 54.
    let dir = std::env::temp_dir().join(format!("rmlir-hls-nest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let i16s = |n: usize, shape: Vec<u64>| rmlir_sim::npy::Array {
        dtype: rmlir_sim::npy::Dtype::I16,
        shape,
        data: vec![0; 2 * n],
    };
    let (m, s) = (dir.join("m.npy"), dir.join("s.npy"));
    std::fs::write(&m, rmlir_sim::npy::write(&i16s(12, vec![3, 4]))).expect("npy");
    std::fs::write(&s, rmlir_sim::npy::write(&i16s(3, vec![3]))).expect("npy");
    let report = dir.join("r.json");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg(repo_path("tests/hls/rowsum_2d.mlir"))
            .args(["--entry", "rowsum_2d", "--hls-schedule", "-q", "--report"])
            .arg(&report)
            .arg("--input")
            .arg(format!("M={}", m.display()))
            .arg("--input")
            .arg(format!("S={}", s.display())),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&report).expect("report")).expect("json");
    let h = &json["hls"]["rowsum_2d"];
    assert_eq!(h["cycles"], 54);
    let (outer, inner) = (&h["loops"][0], &h["loops"][1]);
    assert_eq!(inner["parent"], 0);
    assert_eq!(inner["formula"], "cycles = trips * (1 + 2) + 1 per entry");
    assert_eq!(inner["cycles"], 3 * 13);
    assert_eq!(
        outer["formula"],
        "cycles = trips * (1 + 3 + L1) + 1 per entry; Lk is loop k's cycles per entry"
    );
    assert_eq!(outer["cycles"], 52);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unsupported_entry_is_a_diagnostic_and_writes_no_report() {
    let dir = std::env::temp_dir().join(format!("rmlir-hls-sched-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let report = dir.join("r.json");
    let k = repo_path("tests/hls_reject/float_op.mlir");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg(&k)
            .args(["--entry", "f", "--arg", "3", "--hls-schedule", "--report"])
            .arg(&report),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let want = format!(
        "{}:3:8: error: 'arith.sitofp' is not supported by the HLS backend",
        k.display()
    );
    assert!(err.starts_with(&want), "{err}");
    assert!(!report.exists(), "a report was written despite the error");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The report gives each inlined callee's own latency, as the callee's own
/// report gives it when synthesized alone.
#[test]
fn inlined_callees_report_their_own_latency() {
    let dir = std::env::temp_dir().join(format!("rmlir-hls-callees-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let k = repo_path("tests/hls/calls.mlir");
    let report = |func: &str| -> serde_json::Value {
        let (v, r) = (
            dir.join(format!("{func}.v")),
            dir.join(format!("{func}.json")),
        );
        let out = run(
            Command::new(env!("CARGO_BIN_EXE_rmlir-hls"))
                .arg(&k)
                .args(["--func", func, "-o"])
                .arg(&v)
                .arg("--report")
                .arg(&r),
            None,
        );
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&std::fs::read(&r).expect("report")).expect("json")
    };
    let top = report("calls_top");
    let callees = top["callees"].as_object().expect("callees");
    assert!(callees.len() >= 2, "{callees:?}");
    for (name, entry) in callees {
        let own = report(name);
        assert_eq!(entry["states"], own["states"], "@{name}");
        assert_eq!(entry["loops"], own["loops"], "@{name}");
        assert!(entry["states"].as_u64().is_some_and(|s| s > 0), "@{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
