//! Keys of `configs/README.md` that no other test showed by their effect
//! on a run: the per-class `latency` and `ii` of the op cost table, the
//! `float_special` class of the `math` functions, a memory space's `ids`
//! and `core_access`, and the `[[hls.ops]]` operator library. Each test
//! moves one key with `--set` and checks the cycles (or, for `area`, the
//! HLS report's estimate) against a figure derived by hand, in the comment
//! above it, from `docs/timing.md`, `configs/README.md` and `docs/hls.md`.
//!
//! The simulator runs use `tests/timing/basic.toml`: one op issues per
//! cycle, in order; `int_mul` has latency 4 and ii 1; DRAM (space 0) has
//! latency 10 and `core_access = false`; the space `tags` has ids `[2]`
//! and the default latency 1; `load` costs latency 1, ii 1 (the default).
//! Constants are free; a run's cycles are the cycle after the last issue,
//! or the cycle the last result is ready if that is later.

mod common;

use common::{our_bin, repo_path, run};
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const BASIC: &str = "tests/timing/basic.toml";

/// A fresh path in the temp dir, unique to this run and call.
fn scratch(stem: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!("rmlir-keys-{}-{n}-{stem}", std::process::id()))
}

/// Runs `rmlir-sim -q` on `tests/keys/<kernel>` with `args`, writing the
/// report to `report`.
fn sim(kernel: &str, args: &[&str], report: &PathBuf) -> Output {
    run(
        Command::new(our_bin("rmlir-sim"))
            .arg("-q")
            .arg(repo_path(&format!("tests/keys/{kernel}")))
            .args(args)
            .arg("--report")
            .arg(report),
        None,
    )
}

/// Runs `kernel` on basic.toml and returns (stdout, report), asserting
/// success.
fn basic(kernel: &str, args: &[&str]) -> (String, Value) {
    let report = scratch("report.json");
    let target = repo_path(BASIC);
    let mut all = vec!["--target", target.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = sim(kernel, &all, &report);
    assert!(
        out.status.success(),
        "rmlir-sim {kernel} {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = serde_json::from_slice(&std::fs::read(&report).expect("report")).expect("json");
    let _ = std::fs::remove_file(&report);
    (
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
        json,
    )
}

/// Runs `kernel` on basic.toml, asserting a failed run; returns stderr.
fn basic_fails(kernel: &str, args: &[&str]) -> String {
    let report = scratch("report.json");
    let target = repo_path(BASIC);
    let mut all = vec!["--target", target.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = sim(kernel, &all, &report);
    let _ = std::fs::remove_file(&report);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

fn cycles(r: &Value) -> u64 {
    r["cycles"].as_u64().expect("cycles")
}

fn stall(r: &Value, cause: &str) -> u64 {
    r["stalls"][cause].as_u64().expect("stall cause")
}

// ---- compute.<unit>.ops.<class>.latency / .ii ---------------------------

#[test]
fn key_class_latency_delays_a_dependent_op() {
    // @chain: x = a·b issues at 0; y = x·b waits for x, issuing at L (the
    // int_mul latency); the return waits for y, issuing at 2L; cycles
    // 2L + 1, with 2(L − 1) operand stalls. basic.toml's L = 4: 9 cycles;
    // with `--set …int_mul.latency=9`: 19 cycles. 3 · 5 · 5 = 75.
    let args = ["--entry", "chain", "--arg", "3", "--arg", "5"];
    let (out, r) = basic("mul_chain.mlir", &args);
    assert_eq!(out, "75");
    assert_eq!(cycles(&r), 2 * 4 + 1);
    assert_eq!(stall(&r, "operand"), 2 * 3);
    let set = ["--set", "compute.scalar.ops.int_mul.latency=9"];
    // key: compute.<unit>.ops.<class>.latency
    let (out, r) = basic("mul_chain.mlir", &[&args[..], &set].concat());
    assert_eq!(out, "75");
    assert_eq!(cycles(&r), 2 * 9 + 1);
    assert_eq!(stall(&r, "operand"), 2 * 8);
}

#[test]
fn key_class_ii_spaces_independent_ops() {
    // @independent: three independent multiplies issue every ii cycles,
    // at 0, ii and 2·ii; the return at 2·ii + 1. The last product is
    // ready at 2·ii + 4 (latency 4), so cycles = max(2·ii + 2, 2·ii + 4)
    // = 2·ii + 4: 6 with basic.toml's ii 1, 18 with ii 7, which adds
    // 2 · (7 − 1) = 12 unit_busy stalls.
    let args = ["--entry", "independent", "--arg", "3", "--arg", "5"];
    let (_, r) = basic("mul_chain.mlir", &args);
    assert_eq!(cycles(&r), 2 + 4);
    assert_eq!(stall(&r, "unit_busy"), 0);
    let set = ["--set", "compute.scalar.ops.int_mul.ii=7"];
    // key: compute.<unit>.ops.<class>.ii
    let (_, r) = basic("mul_chain.mlir", &[&args[..], &set].concat());
    assert_eq!(cycles(&r), 2 * 7 + 4);
    assert_eq!(stall(&r, "unit_busy"), 2 * 6);
}

// ---- compute.<unit>.ops.float_special ------------------------------------

#[test]
fn key_float_special_prices_math_sqrt() {
    // @two_sqrt: two independent math.sqrt, then return the second. With
    // the class default 20 / 20 (configs/README.md; basic.toml leaves it
    // out): the first issues at 0, the second at 20 (19 unit_busy), the
    // return waits for it until 40 (19 operand): cycles 41. With
    // latency 3, ii 2: second at 2 (1 unit_busy), return at 5 (2
    // operand): cycles 6. sqrt(9) = 3.
    let args = ["--entry", "two_sqrt", "--arg", "4.0", "--arg", "9.0"];
    let (out, r) = basic("sqrt.mlir", &args);
    assert_eq!(out, "3");
    assert_eq!(cycles(&r), 41);
    assert_eq!(stall(&r, "unit_busy"), 19);
    assert_eq!(stall(&r, "operand"), 19);
    // key: compute.<unit>.ops.float_special
    let set = [
        "--set",
        "compute.scalar.ops.float_special={latency=3, ii=2}",
    ];
    let (out, r) = basic("sqrt.mlir", &[&args[..], &set].concat());
    assert_eq!(out, "3");
    assert_eq!(cycles(&r), 6);
    assert_eq!(stall(&r, "unit_busy"), 1);
    assert_eq!(stall(&r, "operand"), 2);
}

// ---- memory.<name>.core_access / .ids --------------------------------------

/// A `.npy` file of the i32 values `[10, 20, 30, 40]`.
fn four_i32() -> PathBuf {
    let path = scratch("m.npy");
    let data = [10i32, 20, 30, 40]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    let a = rmlir_sim::npy::Array {
        dtype: rmlir_sim::npy::Dtype::I32,
        shape: vec![4],
        data,
    };
    std::fs::write(&path, rmlir_sim::npy::write(&a)).expect("npy");
    path
}

#[test]
fn key_core_access_false_forbids_core_loads() {
    // @dram_load loads m[1] from space 0 (basic.toml's `dram`, which has
    // `core_access = false`): a located error at the load. With
    // core_access = true the load issues at 0 and is ready after load
    // latency 1 + DRAM latency 10 = 11; the return waits (10 memory
    // stalls) and issues at 11: cycles 12, value 20.
    let npy = four_i32();
    let input = format!("m={}", npy.display());
    let args = ["--entry", "dram_load", "--input", &input];
    let err = basic_fails("spaces.mlir", &args);
    let at = format!(
        "{}:6:8: error: the core cannot load from memory space 'dram'",
        repo_path("tests/keys/spaces.mlir").display()
    );
    assert!(err.contains(&at), "expected `{at}` in:\n{err}");
    // key: memory.<name>.core_access
    let set = ["--set", "memory.dram.core_access=true"];
    let (out, r) = basic("spaces.mlir", &[&args[..], &set].concat());
    assert_eq!(out, "20");
    assert_eq!(cycles(&r), 12);
    assert_eq!(stall(&r, "memory"), 10);
    let _ = std::fs::remove_file(&npy);
}

#[test]
fn key_ids_select_the_space_of_a_memref() {
    // @space7_load reads a memref<4xi32, 7>: basic.toml defines no space
    // with id 7, so the function is rejected at its signature. Adding 7 to
    // the ids of `tags` (default latency 1) puts the buffer there: the
    // load issues at 0, is ready at 1 + 1 = 2, the return issues at 2
    // after 1 memory stall: cycles 3, value 20.
    let npy = four_i32();
    let input = format!("m={}", npy.display());
    let args = ["--entry", "space7_load", "--input", &input];
    let err = basic_fails("spaces.mlir", &args);
    let at = format!(
        "{}:9:1: error: memory space 7 is not defined by target 'timing-basic'",
        repo_path("tests/keys/spaces.mlir").display()
    );
    assert!(err.contains(&at), "expected `{at}` in:\n{err}");
    // key: memory.<name>.ids
    let set = ["--set", "memory.tags.ids=[2, 7]"];
    let (out, r) = basic("spaces.mlir", &[&args[..], &set].concat());
    assert_eq!(out, "20");
    assert_eq!(cycles(&r), 3);
    assert_eq!(stall(&r, "memory"), 1);
    let _ = std::fs::remove_file(&npy);
}

// ---- [[hls.ops]] -------------------------------------------------------------

/// The `[[hls.ops]]` entries of configs/tpu.toml that `@mul_share` uses.
const MULI: &str = r#"{op="muli", width=32, latency=2, delay=3.2, area=600}"#;
const ADDI: &str = r#"{op="addi", width=32, latency=0, delay=1.6, area=32}"#;

/// `rmlir-sim --hls-schedule` of `tests/hls/mul_share.mlir` (on the
/// default target, tpu.toml: clock 940 MHz, period 1.064 ns) with the
/// operator library `hls.ops = [ops…]`; returns its report entry.
fn mul_share(ops: &[&str]) -> Value {
    let report = scratch("hls.json");
    let lib = format!("hls.ops=[{}]", ops.join(", "));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg(repo_path("tests/hls/mul_share.mlir"))
            .args(["--entry", "mul_share", "--hls-schedule", "-q"])
            .args(["--arg", "3", "--arg", "-5", "--arg", "7", "--arg", "11"])
            .args(["--set", &lib, "--report"])
            .arg(&report),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{lib}:\n{err}");
    // 3·-5 + 7·11 + 3·7 + -5·11 = -15 + 77 + 21 - 55 = 28
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "28");
    let json: Value = serde_json::from_slice(&std::fs::read(&report).expect("report")).unwrap();
    let _ = std::fs::remove_file(&report);
    json["hls"]["mul_share"].clone()
}

/// The report's `(area, fallback_cost)` for the operator kind `kind`.
fn operator(h: &Value, kind: &str) -> (f64, bool) {
    let ops = h["operators"].as_array().expect("operators");
    let o = ops.iter().find(|o| o["kind"] == kind).expect("operator");
    (
        o["area"].as_f64().unwrap(),
        o["fallback_cost"].as_bool().unwrap(),
    )
}

#[test]
fn key_hls_ops_latency_delays_the_adds() {
    // @mul_share: four independent muli start in state 0 and are read from
    // their registers from state L (the muli latency). Each addi (1.6 ns)
    // exceeds half the 1.064 ns period, so the three adds cannot chain:
    // states L, L + 1, L + 2, the last also running the return. States
    // 0..L+2: L + 3 cycles: 5 with tpu.toml's L = 2, 9 with L = 6.
    assert_eq!(mul_share(&[MULI, ADDI])["cycles"], 5);
    let slow = MULI.replace("latency=2", "latency=6");
    // key: hls.ops.latency
    assert_eq!(mul_share(&[&slow, ADDI])["cycles"], 9);
}

#[test]
fn key_hls_ops_delay_decides_chaining() {
    // The adds start in state 2 (muli latency 2). With an addi delay d,
    // k adds chain in one state while k · d ≤ 1.064 ns: d = 0.5 chains
    // two (1.0 ns), the third runs in state 3 with the return: 4 cycles;
    // d = 0.3 chains all three (0.9 ns): the return is in state 2, 3
    // cycles.
    let add = |d: &str| ADDI.replace("delay=1.6", &format!("delay={d}"));
    // key: hls.ops.delay
    assert_eq!(mul_share(&[MULI, &add("0.5")])["cycles"], 4);
    assert_eq!(mul_share(&[MULI, &add("0.3")])["cycles"], 3);
}

#[test]
fn key_hls_ops_area_is_summed_per_unit() {
    // Without limits every op gets its own unit: 4 muli and 3 addi units.
    // tpu.toml's areas: 4 · 600 + 3 · 32 = 2496 LUTs; with muli 100 and
    // addi 10: 4 · 100 + 3 · 10 = 430. Area does not move the schedule.
    let h = mul_share(&[MULI, ADDI]);
    assert_eq!(h["area"]["area_luts"], 2496.0);
    let muli = MULI.replace("area=600", "area=100");
    let addi = ADDI.replace("area=32", "area=10");
    // key: hls.ops.area
    let h = mul_share(&[&muli, &addi]);
    assert_eq!(h["area"]["area_luts"], 430.0);
    assert_eq!(operator(&h, "muli"), (400.0, false));
    assert_eq!(operator(&h, "addi"), (30.0, false));
    assert_eq!(h["cycles"], 5);
}

#[test]
fn key_hls_ops_width_selects_and_scales_an_entry() {
    // An addi entry of width 32 with delay 0.4, area 10 serves the i32
    // adds as written: three chain to 1.2 ns > 1.064, so two chain in
    // state 2 and the third runs in state 3 with the return: 4 cycles,
    // 3 · 10 = 30 LUTs. The same entry at width 16 is narrower than the
    // op, so it is the widest entry and scales by 32 / 16 = 2: delay
    // 0.8 ns (two would take 1.6 ns: no chaining), area 20. The adds run
    // in states 2, 3 and 4: 5 cycles, 3 · 20 = 60 LUTs.
    let add32 = r#"{op="addi", width=32, latency=0, delay=0.4, area=10}"#;
    let h = mul_share(&[MULI, add32]);
    assert_eq!(h["cycles"], 4);
    assert_eq!(operator(&h, "addi"), (30.0, false));
    let add16 = add32.replace("width=32", "width=16");
    // key: hls.ops.width
    let h = mul_share(&[MULI, &add16]);
    assert_eq!(h["cycles"], 5);
    assert_eq!(operator(&h, "addi"), (60.0, true));
}

#[test]
fn key_hls_ops_op_names_the_operator_an_entry_costs() {
    // The muli entry relabelled `divsi` no longer costs the muli ops: they
    // fall back to the built-in table, ceil(32 / 32) = 1 cycle. The adds
    // (1.6 ns, no chaining) run in states 1, 2 and 3: 4 cycles, and the
    // report flags the muli cost as a fallback.
    let div = MULI.replace(r#"op="muli""#, r#"op="divsi""#);
    // key: hls.ops.op
    let h = mul_share(&[&div, ADDI]);
    assert_eq!(h["cycles"], 4);
    assert!(operator(&h, "muli").1);
    assert!(!operator(&h, "addi").1);
}

#[test]
fn key_hls_ops_empty_library_uses_the_built_in_costs() {
    // key: hls.ops
    // `hls.ops = []` replaces tpu.toml's whole library: muli takes the
    // built-in 1 cycle and addi the built-in 0.3 + 0.04 · 32 = 1.58 ns
    // (two would take 3.16 ns > 1.064: no chaining), so the adds run in
    // states 1, 2 and 3: 4 cycles, both costs flagged as fallbacks.
    let h = mul_share(&[]);
    assert_eq!(h["cycles"], 4);
    assert!(operator(&h, "muli").1);
    assert!(operator(&h, "addi").1);
}
