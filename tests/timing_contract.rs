//! The rules of `docs/timing.md` and the keys of `configs/README.md`, each
//! checked by its effect on a run of `rmlir-sim`, cycle for cycle. Every
//! expected figure is derived by hand in the comment above it from the two
//! documents' formulas; each test names the key or rule it covers
//! (`// key: …`, `// rule: …`).
//!
//! Unless a test says otherwise, it runs on `tests/timing/basic.toml`:
//! every op costs 1 cycle (latency 1, ii 1), one op issues per cycle, one
//! DMA engine with one queue moves 16 B/cycle after `setup_latency` 100 +
//! `descriptor_overhead` 10 per descriptor, DRAM and SRAM move 16 B/cycle
//! each way.

mod common;

use common::{our_bin, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const BASIC: &str = "tests/timing/basic.toml";
const GROUPS: &str = "tests/timing/groups.toml";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch_file(stem: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!(
        "rmlir-timing-contract-{}-{n}-{stem}",
        std::process::id()
    ))
}

fn sim(target: &str, kernel: &str, extra: &[&str], report: Option<&Path>) -> Output {
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.current_dir(root())
        .args(["-q", "--target", target])
        .args(extra)
        .arg(format!("tests/timing/{kernel}"));
    if let Some(r) = report {
        cmd.arg("--report").arg(r);
    }
    run(&mut cmd, None)
}

/// Runs `kernel` (under `tests/timing/`) on `target` and returns the report.
fn report(target: &str, kernel: &str, extra: &[&str]) -> Value {
    let path = scratch_file("report.json");
    let out = sim(target, kernel, extra, Some(&path));
    assert!(
        out.status.success(),
        "rmlir-sim {kernel} {extra:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&path).expect("report written");
    let _ = std::fs::remove_file(&path);
    serde_json::from_str(&text).expect("report is JSON")
}

/// [`report`] on a target file holding `toml`.
fn report_toml(toml: &str, kernel: &str, extra: &[&str]) -> Value {
    let path = scratch_file("target.toml");
    std::fs::write(&path, toml).unwrap();
    let r = report(path.to_str().unwrap(), kernel, extra);
    let _ = std::fs::remove_file(&path);
    r
}

/// Runs `single_dma.mlir` on a target file holding `toml`; returns the
/// file's path and the run's stderr, asserting a failed run.
fn bad_target(toml: &str) -> (String, String) {
    let path = scratch_file("target.toml");
    std::fs::write(&path, toml).unwrap();
    let p = path.to_str().unwrap().to_string();
    let out = sim(&p, "single_dma.mlir", &[], None);
    let _ = std::fs::remove_file(&path);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    (p, err)
}

/// `basic.toml` with `from` replaced by `to`.
fn basic_with(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(root().join(BASIC)).unwrap();
    assert!(text.contains(from), "basic.toml has no `{from}`");
    text.replacen(from, to, 1)
}

/// The 1-based line and column of the first occurrence of `needle`.
fn line_col(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).expect("needle in text");
    let line = text[..at].matches('\n').count() + 1;
    let col = at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

fn cycles(r: &Value) -> u64 {
    r["cycles"].as_u64().expect("cycles")
}

fn stall(r: &Value, cause: &str) -> u64 {
    r["stalls"][cause].as_u64().expect("stall cause")
}

/// `field` of every engine, in engine order.
fn engines(r: &Value, field: &str) -> Vec<u64> {
    let all = r["engines"].as_array().expect("engines");
    all.iter().map(|e| e[field].as_u64().unwrap()).collect()
}

// ---- bandwidth is exact ------------------------------------------------

// single_dma.mlir: three allocs issue at 0, 1, 2 and dma_start at 3; the
// transfer spends F = setup 100 + 1 descriptor × 10 = 110 cycles, then
// moves 1024 B at r = min(engine, DRAM read, SRAM write) B/cycle and lands
// at 3 + 110 + ceil(1024 / r). dma_wait issues at the landing cycle L and
// the return at L + 1, so cycles = L + 2.

#[test]
fn key_dma_bandwidth_below_one_byte_per_cycle_runs_exactly() {
    // key: dma.<name>.bandwidth = 0.5: 1024 / 0.5 = 2048 cycles of moving,
    // L = 3 + 110 + 2048 = 2161, cycles 2163 (a floor to 1 B/cycle would
    // give 1139).
    let r = report(
        BASIC,
        "single_dma.mlir",
        &["--set", "dma.dma.bandwidth=0.5"],
    );
    assert_eq!(cycles(&r), 2163);
    assert_eq!(stall(&r, "dma_wait"), 2161 - 4);
}

#[test]
fn rule_a_vector_element_moves_its_llvm_allocation_size() {
    // rule: an element's bytes are LLVM's allocation size. vector_elem_dma
    // is single_dma with 64 vector<3xf32> elements: 12 bytes of lanes,
    // padded to 16, so B = 64 x 16 = 1024 and, as in single_dma,
    // L = 3 + 110 + 1024 / 16 = 177, cycles 179 (packed 768 B would land
    // at 161: 163).
    let r = report(BASIC, "vector_elem_dma.mlir", &[]);
    assert_eq!(r["transfers"][0]["bytes"], 1024);
    assert_eq!(cycles(&r), 179);
}

#[test]
fn key_memory_capacity_counts_a_vector_element_at_its_llvm_size() {
    // key: memory.<name>.capacity counts LLVM's allocation size: 4097
    // vector<3xf32> elements take 4097 x 16 = 65552 bytes, over SRAM's
    // 65536 (at 12 bytes, 49164, they would fit).
    let out = sim(BASIC, "vector_elem_capacity.mlir", &[], None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "tests/timing/vector_elem_capacity.mlir:5:8: error: allocation of 65552 bytes exceeds the capacity of memory space 'sram': 0 of 65536 bytes are in use
  %m = memref.alloc() : memref<4097xvector<3xf32>, 1>
       ^
"
    );
}

#[test]
fn key_memory_read_bandwidth_fractional_is_not_floored() {
    // key: memory.<name>.read_bandwidth = 12.75: ceil(1024 / 12.75) =
    // ceil(80.31) = 81, L = 194, cycles 196 (floored to 12: 86 → 201).
    let r = report(
        BASIC,
        "single_dma.mlir",
        &["--set", "memory.dram.read_bandwidth=12.75"],
    );
    assert_eq!(cycles(&r), 196);
}

#[test]
fn key_memory_write_bandwidth_fractional_is_not_floored() {
    // key: memory.<name>.write_bandwidth = 0.5 on SRAM: as the engine's
    // 0.5 above, 2163.
    let r = report(
        BASIC,
        "single_dma.mlir",
        &["--set", "memory.sram.write_bandwidth=0.5"],
    );
    assert_eq!(cycles(&r), 2163);
}

#[test]
fn key_dma_bandwidth_per_second_is_exact_at_the_clock() {
    // key: dma.<name>.bandwidth = "900 GB/s", key: target.clock = "940 MHz":
    // 900e9 / 940e6 = 45000/47 ≈ 957.4 B/cycle. dma_45000.mlir moves 45000
    // B: exactly 47 cycles (957 B/cycle would take 48). DRAM and SRAM are
    // raised to 4096 B/cycle so the engine is the bottleneck. L = 3 + 110 +
    // 47 = 160, cycles 162, which take 162 / 940e6 s.
    let r = report(
        BASIC,
        "dma_45000.mlir",
        &[
            "--set",
            "target.clock=940 MHz",
            "--set",
            "dma.dma.bandwidth=900 GB/s",
            "--set",
            "memory.dram.read_bandwidth=4096",
            "--set",
            "memory.sram.write_bandwidth=4096",
        ],
    );
    assert_eq!(cycles(&r), 162);
    let s = r["seconds"].as_f64().unwrap();
    assert!((s - 162.0 / 940e6).abs() < 1e-15, "{s}");
}

// ---- DMA groups and `select` -------------------------------------------

#[test]
fn key_dma_select_is_per_group_and_the_first_group_that_connects_wins() {
    // key: dma.<name>.select, key: dma.<name>.connects (group order).
    // groups.toml: group `a` (engines a0, a1; first_free) connects only
    // DRAM -> SRAM; group `b` (b0, b1; no select, so round_robin) connects
    // both ways. Each engine: 1 queue, 2 outstanding, 16 B/cycle, setup 100.
    // dma_both_ways.mlir: T1, T2 DRAM -> SRAM, T3, T4 SRAM -> DRAM.
    // T1, T2 use group `a`, the first that connects DRAM -> SRAM, though
    // `b` connects it too; first_free puts both on a0 (room for 2). T3, T4:
    // only `b` connects SRAM -> DRAM; round_robin gives b0 then b1.
    let r = report(GROUPS, "dma_both_ways.mlir", &[]);
    assert_eq!(engines(&r, "transfers"), [2, 0, 1, 1]);
    // Timing: allocs at 0, 1, 2; T1 at 3 on a0 (moves from 103), T2 at 4
    // queues behind it, T3 at 5 on b0 (moves from 105), T4 at 6 on b1
    // (from 106). Each moves at its engine's 16 B/cycle (the spaces give
    // 64 / 2 = 32 to each of two sharers): 256 / 16 = 16 cycles. T1 lands
    // at 119, T2 then takes a0's channel: 119 + 100 + 16 = 235; T3 lands at
    // 121, T4 at 122. wait(T1) at 7 stalls to 119; wait(T2) at 120 stalls
    // to 235; wait(T3) at 236, wait(T4) at 237, return at 238: cycles 239.
    assert_eq!(cycles(&r), 239);
    assert_eq!(stall(&r, "dma_wait"), (119 - 7) + (235 - 120));
}

#[test]
fn key_dma_connects_first_group_even_when_it_is_full() {
    // key: dma.<name>.connects: a second group `b` added after `dma`
    // connects DRAM -> SRAM too, but both transfers of two_dmas.mlir use
    // `dma`, the first group that connects them, even though its one queue
    // is busy. So the figures are outstanding_limit_stalls_dma_start's in
    // tests/sim_timing.rs: A lands at 177, B's dma_start (ready at 4) stalls
    // to 177 (dma_issue 173) and B lands at 177 + 110 + 64 = 351;
    // wait(A) at 178, wait(B) stalls 179 → 351, return at 352: 353.
    let toml = basic_with(
        "[compute]\n",
        "[dma.b]\nbandwidth = 16\nconnects = [\"dram <-> sram\"]\n\n[compute]\n",
    );
    let r = report_toml(&toml, "two_dmas.mlir", &[]);
    assert_eq!(engines(&r, "transfers"), [2, 0]);
    assert_eq!(cycles(&r), 353);
    assert_eq!(stall(&r, "dma_issue"), 173);
}

#[test]
fn key_dma_select_least_loaded_counts_queued_bytes() {
    // key: dma.<name>.select = "least_loaded": the engine with the fewest
    // queued bytes (accepted, not yet landed), ties to the lowest id.
    // dma_uneven.mlir starts T1 (1024 B), T2 (256 B), T3 (256 B) at 3, 4, 5,
    // long before anything lands (setup alone is 100 cycles). T1: both
    // engines hold 0 B, dma0. T2: dma0 holds 1024, dma1 0: dma1. T3: dma0
    // 1024, dma1 256: dma1 again (counting transfers would tie 1–1 and
    // pick dma0).
    let r = report(
        BASIC,
        "dma_uneven.mlir",
        &[
            "--set",
            "dma.dma.engines=2",
            "--set",
            "dma.dma.max_outstanding=2",
            "--set",
            "dma.dma.select=least_loaded",
        ],
    );
    assert_eq!(engines(&r, "transfers"), [1, 2]);
    assert_eq!(engines(&r, "bytes"), [1024, 512]);
}

#[test]
fn key_dma_select_defaults_to_round_robin() {
    // key: dma.<name>.select absent: round_robin. dma_uneven.mlir on two
    // engines: T1 dma0, T2 dma1, T3 dma0 (least_loaded would pick dma1).
    let r = report(
        BASIC,
        "dma_uneven.mlir",
        &[
            "--set",
            "dma.dma.engines=2",
            "--set",
            "dma.dma.max_outstanding=2",
        ],
    );
    assert_eq!(engines(&r, "transfers"), [2, 1]);
    assert_eq!(engines(&r, "bytes"), [1024 + 256, 256]);
}

// ---- values that are rejected, each at its place in the file ------------

#[test]
fn key_dma_max_outstanding_below_queues_is_a_located_error() {
    // key: dma.<name>.max_outstanding must be >= queues.
    let toml = basic_with("queues = 1\n", "queues = 2\nmax_outstanding = 1\n");
    let (path, err) = bad_target(&toml);
    let (l, c) = line_col(&toml, "max_outstanding = 1");
    let c = c + "max_outstanding = ".len();
    assert!(
        err.starts_with(&format!(
            "{path}:{l}:{c}: error: max_outstanding (1) must be at least queues (2)"
        )),
        "{err}"
    );
    assert!(err.contains("\nmax_outstanding = 1\n"), "{err}");
}

#[test]
fn key_dma_engines_past_32_channels_is_a_located_error() {
    // key: dma.<name>.engines × queues over all groups must be <= 32, and
    // a huge count is rejected before anything is built from it.
    for engines in ["33", "1000000000"] {
        let toml = basic_with("engines = 1\n", &format!("engines = {engines}\n"));
        let (path, err) = bad_target(&toml);
        let (l, c) = line_col(&toml, &format!("engines = {engines}"));
        let c = c + "engines = ".len();
        assert!(
            err.starts_with(&format!(
                "{path}:{l}:{c}: error: DMA group `dma` brings the target to more than 32 DMA channels"
            )),
            "{err}"
        );
    }
    // A float is not a count at all.
    let toml = basic_with("engines = 1\n", "engines = 1e9\n");
    let (path, err) = bad_target(&toml);
    let (l, _) = line_col(&toml, "engines = 1e9");
    assert!(err.starts_with(&format!("{path}:{l}:")), "{err}");
    assert!(err.contains("expected a positive integer"), "{err}");
}

#[test]
fn key_latency_past_2_pow_32_is_a_located_error() {
    // key: memory.<name>.latency and dma.<name>.setup_latency are cycles,
    // at most 2^32 - 1: a larger value is an error, never wrapped.
    for (from, to) in [
        ("latency = 10\n", "latency = 4294967296\n"),
        ("setup_latency = 100\n", "setup_latency = 4294967296\n"),
    ] {
        let toml = basic_with(from, to);
        let (path, err) = bad_target(&toml);
        let (l, c) = line_col(&toml, "4294967296");
        assert!(
            err.starts_with(&format!(
                "{path}:{l}:{c}: error: cycles must be at most 4294967295"
            )),
            "{err}"
        );
    }
    // 2^32 - 1 itself is accepted and exact: the DMA lands at
    // 3 + (2^32 - 1) + 10 + 64, and the run is 2 cycles longer.
    let r = report(
        BASIC,
        "single_dma.mlir",
        &["--set", "dma.dma.setup_latency=4294967295"],
    );
    assert_eq!(cycles(&r), 3 + 4294967295 + 10 + 64 + 2);
}

// ---- loop control and free ops -----------------------------------------

#[test]
fn rule_loop_control_issues_2n_plus_1_branches() {
    // rule: an scf.for of N = 5 iterations issues 2N + 1 = 11 `branch` ops
    // (6 head tests, 5 back-edge steps); with the return, 12 one-cycle
    // issues back to back: cycles 12. With `branch` at ii 3 each waits for
    // the previous: the return issues at 11 · 3 = 33, cycles 34.
    // key: compute.scalar.ops.branch
    let r = report(BASIC, "loop_control.mlir", &["--entry", "scf_loop"]);
    assert_eq!(cycles(&r), 12);
    let slow = report(
        BASIC,
        "loop_control.mlir",
        &[
            "--entry",
            "scf_loop",
            "--set",
            "compute.scalar.ops.branch={latency=1, ii=3}",
        ],
    );
    assert_eq!(cycles(&slow), 34);
    assert_eq!(stall(&slow, "unit_busy"), 11 * 2);
}

#[test]
fn rule_affine_for_adds_one_int_add_per_bound_map() {
    // rule: affine.for evaluates its lower and upper bound maps (2 int_add
    // ops) before the 2N + 1 = 11 branches; with the return: 14 one-cycle
    // issues, cycles 14.
    let r = report(BASIC, "loop_control.mlir", &["--entry", "affine_loop"]);
    assert_eq!(cycles(&r), 14);
}

#[test]
fn rule_dealloc_is_free() {
    // rule: memref.dealloc takes no issue slot: alloc at 0, return at 1,
    // cycles 2, even with a 50-cycle `alloc` class (its latency only delays
    // readers of the buffer: the return does not read it, so cycles =
    // max(1 + 1, 0 + 50) = 50).
    // key: compute.scalar.ops.alloc
    let r = report(BASIC, "loop_control.mlir", &["--entry", "alloc_dealloc"]);
    assert_eq!(cycles(&r), 2);
    let mut busy: Vec<(&str, u64)> = (r["units"].as_array().unwrap().iter())
        .map(|u| (u["name"].as_str().unwrap(), u["ops"].as_u64().unwrap()))
        .filter(|u| u.1 > 0)
        .collect();
    busy.sort();
    assert_eq!(busy, [("scalar.alloc", 1), ("scalar.branch", 1)]);
    let slow = report(
        BASIC,
        "loop_control.mlir",
        &[
            "--entry",
            "alloc_dealloc",
            "--set",
            "compute.scalar.ops.alloc=50",
        ],
    );
    assert_eq!(cycles(&slow), 50);
}

// ---- every op cost class by its effect ---------------------------------

/// `(class, latency, ii, t0, space latency)`: the class's cost on
/// basic.toml (its own entry, or the default of configs/README.md's class
/// table), the cycle the first of the two ops issues (1 after an alloc),
/// and the SRAM latency a load or store adds (2).
const CLASSES: &[(&str, u64, u64, u64, u64)] = &[
    ("int_add", 1, 1, 0, 0),     // basic.toml
    ("int_logic", 1, 1, 0, 0),   // default
    ("int_mul", 4, 1, 0, 0),     // basic.toml
    ("int_div", 20, 20, 0, 0),   // default
    ("int_cmp", 1, 1, 0, 0),     // default
    ("float_add", 4, 1, 0, 0),   // default
    ("float_mul", 4, 1, 0, 0),   // default
    ("float_div", 12, 12, 0, 0), // default
    ("float_cmp", 2, 1, 0, 0),   // default
    ("float_fma", 5, 1, 0, 0),   // default
    ("cast", 1, 1, 0, 0),        // default
    ("select", 1, 1, 0, 0),      // default
    ("vector_shuffle", 1, 1, 0, 0),
    ("reduction", 4, 1, 0, 0),
    ("load", 1, 1, 1, 2),
    ("store", 1, 1, 1, 2),
    ("alloc", 1, 1, 0, 0), // basic.toml
];

#[test]
fn key_every_op_cost_class_by_its_effect() {
    // key: compute.scalar.ops.int_add, compute.scalar.ops.int_logic,
    // compute.scalar.ops.int_mul, compute.scalar.ops.int_div,
    // compute.scalar.ops.int_cmp, compute.scalar.ops.float_add,
    // compute.scalar.ops.float_mul, compute.scalar.ops.float_div,
    // compute.scalar.ops.float_cmp, compute.scalar.ops.float_fma,
    // compute.scalar.ops.cast, compute.scalar.ops.select,
    // compute.scalar.ops.vector_shuffle, compute.scalar.ops.reduction,
    // compute.scalar.ops.load, compute.scalar.ops.store,
    // compute.scalar.ops.alloc (branch, dma and call: see their own tests).
    // op_classes.mlir's entry @<class> issues two independent ops of the
    // class from cycle t0 (constants are free), then returns. The second
    // op issues at s = t0 + ii (it waits for the pipeline), the return at
    // s + 1, so cycles = max(s + 2, s + latency + space latency) (a store
    // too counts as done `latency + space latency` after it issues).
    for &(class, lat, ii, t0, space) in CLASSES {
        let entry = ["--entry", class];
        let r = report(BASIC, "op_classes.mlir", &entry);
        let s = t0 + ii;
        assert_eq!(cycles(&r), (s + 2).max(s + lat + space), "{class}");
        // Both ops ran on the class's pipeline.
        let on_class = (r["units"].as_array().unwrap().iter())
            .filter(|u| {
                u["name"]
                    .as_str()
                    .unwrap()
                    .starts_with(&format!("scalar.{class}"))
            })
            .map(|u| u["ops"].as_u64().unwrap())
            .sum::<u64>();
        assert_eq!(on_class, 2, "{class}");
        // With latency 1 and ii 50: s = t0 + 50, cycles = max(s + 2,
        // s + 1 + space).
        let set = format!("compute.scalar.ops.{class}={{latency=1, ii=50}}");
        let r = report(BASIC, "op_classes.mlir", &["--entry", class, "--set", &set]);
        let s = t0 + 50;
        assert_eq!(cycles(&r), (s + 2).max(s + 1 + space), "{class} at ii 50");
        assert_eq!(stall(&r, "unit_busy"), 50 - 1, "{class} at ii 50");
    }
}

#[test]
fn key_compute_scalar_ops_call() {
    // key: compute.scalar.ops.call: @call calls an empty @callee twice.
    // call at 0, the callee's return at 1, call at 2, return at 3, @call's
    // return at 4: cycles 5. With call ii 50 the second call waits until
    // 50 (unit_busy 48): returns at 51 and 52, cycles 53.
    let r = report(BASIC, "op_classes.mlir", &["--entry", "call"]);
    assert_eq!(cycles(&r), 5);
    let r = report(
        BASIC,
        "op_classes.mlir",
        &[
            "--entry",
            "call",
            "--set",
            "compute.scalar.ops.call={latency=1, ii=50}",
        ],
    );
    assert_eq!(cycles(&r), 53);
    assert_eq!(stall(&r, "unit_busy"), 48);
}

#[test]
fn key_memory_alignment_moves_buffers_between_banks() {
    // key: memory.<name>.alignment. alignment.mlir: allocs at 0 and 1 (a
    // ready 1, b ready 2), load a at 2, load b at 3, return at 4. SRAM has
    // 4 banks interleaved every 4 bytes; with bank_busy 4 a load keeps its
    // bank busy for 4 cycles. Alignment 1: a at byte 0 (bank 0), b at 4
    // (bank 1): no conflict; load b ready 3 + 1 + 2 = 6, cycles 6.
    let busy = ["--set", "memory.sram.bank_busy=4"];
    let r = report(BASIC, "alignment.mlir", &busy);
    assert_eq!(cycles(&r), 6);
    assert_eq!(stall(&r, "bank_conflict"), 0);
    // Alignment 16: b at byte 16, bank (16 / 4) mod 4 = 0, busy until
    // 2 + 4 = 6: load b waits 3 cycles (bank_conflict), issues at 6, ready
    // 9; the return at 7: cycles 9.
    let r = report(
        BASIC,
        "alignment.mlir",
        &[busy[0], busy[1], "--set", "memory.sram.alignment=16"],
    );
    assert_eq!(cycles(&r), 9);
    assert_eq!(stall(&r, "bank_conflict"), 3);
}

// ---- target ops ----------------------------------------------------------

const TPU: &str = "configs/tpu.toml";

/// Stdout of `entry` of `kernel` on `target`.
fn stdout(target: &str, kernel: &str, extra: &[&str]) -> String {
    let out = sim(target, kernel, extra, None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn key_ops_predicate_decides_the_comparison() {
    // key: ops.<name>.predicate. tpu.vcmpltf32 is `cmpf` with "olt":
    // [1, 2, 3, NaN] < 2 is [true, false, false, false] (an ordered
    // comparison with NaN is false). With "oge" it is [false, true, true,
    // false]: NaN is not ordered either way.
    let entry = ["--entry", "predicate"];
    assert_eq!(
        stdout(TPU, "target_op_keys.mlir", &entry),
        "( 1, 0, 0, 0 )\n"
    );
    let oge = [
        entry[0],
        entry[1],
        "--set",
        "ops.\"tpu.vcmpltf32\".predicate=\"oge\"",
    ];
    assert_eq!(stdout(TPU, "target_op_keys.mlir", &oge), "( 0, 1, 1, 0 )\n");
}

#[test]
fn key_ops_ii_spaces_two_target_ops() {
    // key: ops.<name>.ii. tpu.toml issues 2 ops per cycle; tpu.vaddf32 has
    // latency 2. ii 1: the first at 0; the second may not share its
    // pipeline in cycle 0 and issues at 1 (unit_busy 1), ready 3; the
    // return takes cycle 1's second slot: cycles max(2, 3) = 3. ii 5: the
    // second waits until 5 (unit_busy 5), ready 7, return at 5: cycles 7.
    let r = report(TPU, "target_op_keys.mlir", &["--entry", "ii"]);
    assert_eq!(cycles(&r), 3);
    assert_eq!(stall(&r, "unit_busy"), 1);
    let r = report(
        TPU,
        "target_op_keys.mlir",
        &["--entry", "ii", "--set", "ops.\"tpu.vaddf32\".ii=5"],
    );
    assert_eq!(cycles(&r), 7);
    assert_eq!(stall(&r, "unit_busy"), 5);
}

#[test]
fn key_ops_steps_time_a_chain_of_classes() {
    // key: ops.<name>.steps. tpu.mul_addf32 is `fma` timed as
    // ["float_mul", "float_add"]; tpu.toml's vector unit (8 x 128, one
    // tile here): float_special latency 8 ii 2, float_mul 2, float_add 2,
    // float_fma 3; 2-wide in-order issue; a return is a branch (1).
    // @steps: sqrt issues at 0 (ready 8); the multiply step reads only %a
    // and %b, so it issues beside it at 0 (ready 2); the add step reads the
    // product and %c, waits for %c to 8 (an operand stall of 7 cycles,
    // 1 → 8), ready 10; the return at 8 (ready 9): cycles 10. One
    // float_fma would be ready at 8 + 3 = 11; a multiply that waited for
    // %c too, at 8 + 2 + 2 = 12.
    let r = report(TPU, "target_op_keys.mlir", &["--entry", "steps"]);
    assert_eq!(cycles(&r), 10);
    assert_eq!(stall(&r, "operand"), 7);
    // float_cmp (latency 1) as the second step: ready 9, so cycles 9.
    let cmp = "ops.\"tpu.mul_addf32\".steps=[\"float_mul\", \"float_cmp\"]";
    let r = report(
        TPU,
        "target_op_keys.mlir",
        &["--entry", "steps", "--set", cmp],
    );
    assert_eq!(cycles(&r), 9);
    // The value is one rounding: (−(1 + 2⁻¹²))·(1 + 2⁻¹²) + (1 + 2⁻¹¹) is
    // −2⁻²⁴ exactly (the product's 2⁻²⁴ term, lost when the product is
    // rounded first: the separate mulf and addf give 0). %c is sqrt(1 +
    // 2⁻¹⁰ + 2⁻²²) = 1 + 2⁻¹¹, exact.
    assert_eq!(
        stdout(TPU, "target_op_keys.mlir", &["--entry", "steps_value"]),
        "( -5.96046e-08, -5.96046e-08 )\n( -5.96046e-08, -5.96046e-08 )\n( 0, 0 )\n"
    );
}

#[test]
fn key_ops_steps_time_a_fused_subtract_as_a_multiply_then_a_subtract() {
    // key: ops.<name>.steps, semantics `fmsub` and `fnmadd`.
    // tpu.mul_subf32 (`a·b − c`) and tpu.sub_mulf32 (`c − a·b`) are timed
    // ["float_mul", "float_add"], as tpu.mul_addf32 in
    // key_ops_steps_time_a_chain_of_classes: sqrt at 0 (ready 8), the
    // multiply step beside it at 0 (ready 2), the subtract step waits for
    // %c (operand stall 1 → 8), ready 10: cycles 10. Before these ops a
    // contracted subtract was an `arith.negf` of %c (a float_add: issue 8,
    // ready 10) and the fma's steps (add at 10, ready 12): cycles 12.
    for entry in ["fused_subtract", "fused_subtract_from"] {
        let r = report(TPU, "target_op_keys.mlir", &["--entry", entry]);
        assert_eq!(cycles(&r), 10, "{entry}");
        assert_eq!(stall(&r, "operand"), 7, "{entry}");
    }
    // The values are one rounding: both are −2⁻²⁴ exactly, the product's
    // 2⁻²⁴ term, which the rounded product then a subtract lose (0).
    assert_eq!(
        stdout(
            TPU,
            "target_op_keys.mlir",
            &["--entry", "fused_subtract_value"]
        ),
        "( -5.96046e-08, -5.96046e-08 )\n( -5.96046e-08, -5.96046e-08 )\n( 0, 0 )\n"
    );
}

#[test]
fn key_ops_steps_need_one_class_per_operand_after_the_first() {
    // key: ops.<name>.steps: `fma` takes 3 operands, so 2 classes; 1 is an
    // error, and so is a `latency` beside `steps`.
    let one = "ops.\"tpu.mul_addf32\".steps=[\"float_mul\"]";
    let out = sim(
        TPU,
        "target_op_keys.mlir",
        &["--entry", "steps", "--set", one],
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("error: `fma` takes 3 operands, so `steps` lists 2 op classes (one per operand after the first), not 1"),
        "{err}"
    );
    let lat = "ops.\"tpu.mul_addf32\".latency=3";
    let out = sim(
        TPU,
        "target_op_keys.mlir",
        &["--entry", "steps", "--set", lat],
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "error: `steps` times the op by its classes: give no `latency` or `ii` with it"
        ),
        "{err}"
    );
}

#[test]
fn key_ops_element_rejects_other_element_types() {
    // key: ops.<name>.element: tpu.vaddf32 is declared for f32; with
    // `element = "f64"` the same f32 kernel is an error at the op.
    let out = sim(
        TPU,
        "target_op_keys.mlir",
        &[
            "--entry",
            "ii",
            "--set",
            "ops.\"tpu.vaddf32\".element=\"f64\"",
        ],
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let at = "tests/timing/target_op_keys.mlir:12:8: error: 'tpu.vaddf32' is declared for \
              `f64` elements (`element` in the target), got `f32`";
    assert!(err.starts_with(at), "{err}");
}

// ---- timing rules ----------------------------------------------------------

#[test]
fn rule_operand_wins_a_tie_with_the_unit() {
    // rule: a stall is charged to the constraint satisfied last; on a tie
    // the operand wins over the unit. tie.mlir: x = muli (issues at 0),
    // y = muli(x, x), return.
    // int_mul latency 3, ii 3: x ready at 3 and the pipeline free at 3, a
    // tie: y stalls 1 → 3 (2 cycles, operand), ready 6; return at 4:
    // cycles 6.
    let mul = |c: &str| {
        let set = format!("compute.scalar.ops.int_mul={c}");
        report(BASIC, "tie.mlir", &["--set", &set])
    };
    let r = mul("{latency=3, ii=3}");
    assert_eq!(cycles(&r), 6);
    assert_eq!((stall(&r, "operand"), stall(&r, "unit_busy")), (2, 0));
    // ii 4: the pipeline (4) is later than the operand (3): 3 unit_busy
    // cycles, y at 4, ready 7, return at 5: cycles 7.
    let r = mul("{latency=3, ii=4}");
    assert_eq!(cycles(&r), 7);
    assert_eq!((stall(&r, "operand"), stall(&r, "unit_busy")), (0, 3));
    // latency 4, ii 3: the operand (4) is later: 3 operand cycles, ready 8.
    let r = mul("{latency=4, ii=3}");
    assert_eq!(cycles(&r), 8);
    assert_eq!((stall(&r, "operand"), stall(&r, "unit_busy")), (3, 0));
}

#[test]
fn rule_dma_does_not_contend_for_banks() {
    // rule: DMA transfers never touch bank or port state. dma_vs_banks.mlir
    // on basic.toml with no setup or descriptor cost and SRAM banks busy
    // 1000 cycles per access: allocs at 0–3; the DMA starts at 4 and moves
    // 1024 B into SRAM bank 0.. from 4 at 16 B/cycle, landing at 68. The
    // load of %t (byte 1024 of SRAM: bank (1024 / 4) mod 4 = 0) issues at
    // 5 with no bank stall, ready 8; dma_wait at 6 stalls to 68, return at
    // 69: cycles 70, and the only stall is dma_wait's 62.
    let r = report(
        BASIC,
        "dma_vs_banks.mlir",
        &[
            "--set",
            "dma.dma.setup_latency=0",
            "--set",
            "dma.dma.descriptor_overhead=0",
            "--set",
            "memory.sram.bank_busy=1000",
        ],
    );
    assert_eq!(cycles(&r), 70);
    assert_eq!(stall(&r, "dma_wait"), 62);
    assert_eq!(stall(&r, "total"), 62);
}

#[test]
fn rule_unused_bandwidth_is_not_handed_on() {
    // rule: each resource is split equally and a share one transfer cannot
    // use is not handed to another. share.toml / share.mlir: allocs at
    // 0–3; A (DRAM -> SRAM, 256 B) starts at 4 on dma0 and moves alone at
    // min(64, 16, 4) = 4 B/cycle; B (DRAM -> SRAM2, 256 B) starts at 5 on
    // dma1 (round robin). From 5 DRAM's 16 B/cycle is split in two: A gets
    // min(64, 8, 4) = 4, B min(64, 8, 64) = 8, not the 12 A leaves unused.
    // A lands at 4 + 256 / 4 = 68, B at 5 + 256 / 8 = 37 (27 if it were
    // handed A's unused 4). wait(B) at 6 stalls to 37, wait(A) at 38 to 68,
    // return at 69: cycles 70, dma_wait 31 + 30 = 61.
    let r = report("tests/timing/share.toml", "share.mlir", &[]);
    assert_eq!(cycles(&r), 70);
    assert_eq!(stall(&r, "dma_wait"), 61);
    assert_eq!(engines(&r, "busy_cycles"), [68 - 4, 37 - 5]);
}

#[test]
fn rule_a_vector_row_books_every_bank_it_spans() {
    // rule: an access touches bank(x) = floor(x / I) mod N_b for every
    // byte x it moves, and books each one for K_b cycles. basic.toml's
    // SRAM: N_b = 4, I = 4, L_s = 2, one port; `load` L = 1; alloc L = 1;
    // width 1. vector_two_banks.mlir: alloc at 0 (ready 1); the
    // vector<2xf32> row at bytes 4..11 issues at 1 on banks 1 and 2,
    // ready 1 + 1 + 2 = 4. With K_b = 4 both banks are busy until 5: the
    // load of byte 8 (bank 2, the row's second bank) waits from 2 to 5
    // (bank_conflict 3), ready 8; byte 12 (bank 3) issues at 6, ready 9;
    // byte 0 (bank 0) at 7, ready 10; the return at 8 waits for it until
    // 10 (memory 2): cycles 11. With K_b = 1 nothing waits for a bank:
    // the loads issue at 2, 3, 4 (the last ready 7), the return waits
    // from 5 to 7 (memory 2): cycles 8. Both engines: compiled code runs
    // this row inline.
    for engine in ["jit", "interp"] {
        let busy = |k: &str| {
            let set = format!("memory.sram.bank_busy={k}");
            report(
                BASIC,
                "vector_two_banks.mlir",
                &["--engine", engine, "--set", &set],
            )
        };
        let r = busy("4");
        assert_eq!(cycles(&r), 11, "{engine}");
        assert_eq!(stall(&r, "bank_conflict"), 3, "{engine}");
        assert_eq!(stall(&r, "memory"), 2, "{engine}");
        assert_eq!(stall(&r, "total"), 5, "{engine}");
        let r = busy("1");
        assert_eq!(cycles(&r), 8, "{engine}");
        assert_eq!(stall(&r, "bank_conflict"), 0, "{engine}");
        assert_eq!(stall(&r, "total"), 2, "{engine}");
    }
}

#[test]
fn key_memory_ports_count_accesses_per_space_not_per_bank() {
    // key: memory.<name>.ports: core accesses the whole space may start in
    // one cycle, whatever banks they touch. wide.toml (2-issue, SRAM banks
    // (a / 64) mod 4), @padded of bank_conflict.mlir: alloc at 0 (ready
    // 1); the scalar load of byte 0 (bank 0) waits 1 cycle (operand) and
    // issues at 1; the vector load of byte 320 (bank 1) is on another
    // pipeline and another bank. With ports = 2 (tests/sim_timing.rs,
    // bank_conflict_depends_on_the_layout) it issues at 1 too: cycles 5.
    // With ports = 1 the space's one port is taken in cycle 1 though bank
    // 1 is idle: it issues at 2 (memory 1), ready 2 + 1 + 2 = 5; the return
    // (cycle 2's second slot) waits for it until 5 (memory 3): cycles 6.
    let r = report(
        "tests/timing/wide.toml",
        "bank_conflict.mlir",
        &["--entry", "padded", "--set", "memory.sram.ports=1"],
    );
    assert_eq!(cycles(&r), 6);
    assert_eq!(stall(&r, "memory"), 1 + 3);
    assert_eq!(stall(&r, "bank_conflict"), 0);
    assert_eq!(stall(&r, "operand"), 1);
}

#[test]
fn rule_pipelines_are_per_unit_class_and_ii() {
    // rule: one pipeline per (unit, op class, ii). tpu.toml issues 2 ops
    // per cycle; its int_div costs latency 16 / ii 16 up to 32 bits and
    // 32 / 32 above (key: compute.<unit>.ops.<class>.max_width).
    // @same: two i32 divides share the ii-16 pipeline: x at 0, y waits
    // until 16 (unit_busy 16), ready 32; the return takes cycle 16's
    // second slot: cycles 32.
    let r = report(TPU, "pipelines.mlir", &["--entry", "same"]);
    assert_eq!(cycles(&r), 32);
    assert_eq!(stall(&r, "unit_busy"), 16);
    // @mixed: the i64 divide has ii 32, another pipeline: both issue at 0,
    // the return at 1; the i64 result is ready at 32: cycles 32, no stall.
    let r = report(TPU, "pipelines.mlir", &["--entry", "mixed"]);
    assert_eq!(cycles(&r), 32);
    assert_eq!(stall(&r, "total"), 0);
}

/// A `vector.reduction` waits for its accumulator as for any operand
/// (docs/timing.md, "Issue: in order, with a scoreboard": every source
/// register). On `basic.toml`: the `muli` issues at cycle 0
/// with latency 4, so the accumulator is ready at 4; the reduction (class
/// `reduction`, the default 4 / 1) waits three cycles (operand stalls at
/// 1, 2 and 3), issues at 4 and is ready at 8; the return issues at 5. The
/// run ends when the last result is ready: 8 cycles.
#[test]
fn reduction_waits_for_its_accumulator() {
    let r = report(BASIC, "reduction_acc.mlir", &[]);
    assert_eq!(cycles(&r), 8);
    assert_eq!(stall(&r, "operand"), 3);
}
