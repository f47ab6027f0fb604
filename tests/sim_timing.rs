//! Cycle-exact timing of `rmlir-sim` (issue #4, proof 3): each test runs a
//! small kernel of `tests/timing/` on a made-up target with round numbers
//! (`tests/timing/basic.toml`, `tests/timing/wide.toml`) and checks the
//! JSON report (`--report`) against figures derived by hand, in the
//! comment above each assertion, from the target file, `configs/README.md`
//! (how a target's costs are defined) and the timing model's rules
//! (`sim/src/timing/`):
//!
//! - An op issues at the first cycle its operands are ready, its pipeline
//!   has passed its initiation interval, and the core has an issue slot
//!   (`issue_width` per cycle); its result is ready `latency` cycles later.
//!   A load's result is ready after the load cost plus the space's latency.
//! - A transfer of `N` bytes in `D` contiguous chunks spends
//!   `setup + D × descriptor_overhead + bursts × burst_overhead` cycles
//!   before its first byte, then moves at `min(engine bw / movers on the
//!   engine, read bw of the source / readers, write bw of the destination
//!   / writers)` bytes per cycle, shared anew whenever a transfer starts
//!   or stops moving; it completes at the cycle its last byte lands.
//! - `cycles` is the latest of: last issue + 1, last result ready, last
//!   DMA landed. A stall is charged to the constraint that held the op.
//!
//! On both targets every op used here costs 1 cycle unless said otherwise;
//! `return` is a branch (1 cycle) and `memref.alloc` an alloc (1 cycle).

mod common;

use common::{our_bin, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

const BASIC: &str = "tests/timing/basic.toml";
const WIDE: &str = "tests/timing/wide.toml";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch_file(stem: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    std::env::temp_dir().join(format!(
        "rmlir-sim-timing-{}-{n}-{stem}",
        std::process::id()
    ))
}

/// Runs `kernel` (under `tests/timing/`) on `target` with `extra`
/// arguments and returns the parsed `--report`.
fn report(target: &str, kernel: &str, extra: &[&str]) -> Value {
    let out_path = scratch_file("report.json");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args(["-q", "--target", target])
            .args(extra)
            .arg(format!("tests/timing/{kernel}"))
            .arg("--report")
            .arg(&out_path),
        None,
    );
    assert!(
        out.status.success(),
        "rmlir-sim {kernel} {extra:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&out_path).expect("report written");
    let _ = std::fs::remove_file(&out_path);
    serde_json::from_str(&text).expect("report is JSON")
}

fn cycles(r: &Value) -> u64 {
    r["cycles"].as_u64().expect("cycles")
}

fn stall(r: &Value, cause: &str) -> u64 {
    r["stalls"][cause].as_u64().expect("stall cause")
}

fn engine(r: &Value, i: usize, field: &str) -> u64 {
    r["engines"][i][field].as_u64().expect("engine field")
}

/// Every stall cause, for checking that the others are zero.
const CAUSES: [&str; 6] = [
    "operand",
    "memory",
    "bank_conflict",
    "unit_busy",
    "dma_wait",
    "dma_issue",
];

fn assert_stalls(r: &Value, want: &[(&str, u64)]) {
    for c in CAUSES {
        let w = want.iter().find(|(n, _)| *n == c).map_or(0, |p| p.1);
        assert_eq!(stall(r, c), w, "stall cause {c}");
    }
    let total: u64 = want.iter().map(|p| p.1).sum();
    assert_eq!(stall(r, "total"), total);
}

#[test]
fn single_dma() {
    // key: dma.<name>.setup_latency, dma.<name>.descriptor_overhead, dma.<name>.bandwidth, memory.<name>.read_bandwidth, memory.<name>.capacity (peak_bytes)
    let r = report(BASIC, "single_dma.mlir", &[]);
    // Allocs issue at 0, 1, 2; dma_start at 3. Overhead 100 setup + 1
    // descriptor × 10 = 110, so bytes move from 113 at min(16, 16, 16) = 16
    // B/cycle: 1024 / 16 = 64 cycles, landing at 177. dma_wait is ready to
    // issue at 4 and stalls 177 − 4 = 173; it issues at 177, return at 178,
    // so cycles = 179. The engine is busy from 3 to 177: 174 cycles.
    assert_eq!(cycles(&r), 179);
    assert_stalls(&r, &[("dma_wait", 173)]);
    assert_eq!(engine(&r, 0, "busy_cycles"), 174);
    assert_eq!(engine(&r, 0, "bytes"), 1024);
    assert_eq!(engine(&r, 0, "transfers"), 1);
    let pair = &r["transfers"][0];
    assert_eq!(
        (pair["src"].as_str(), pair["dst"].as_str()),
        (Some("dram"), Some("sram"))
    );
    assert_eq!(pair["bytes"], 1024);
    // DMA active 174 cycles, 173 of them with the core stalled on it.
    assert_eq!(r["dma_active_cycles"], 174);
    assert_eq!(r["dma_exposed_cycles"], 173);
    let hidden = r["dma_hidden_fraction"].as_f64().expect("hidden fraction");
    assert!((hidden - 1.0 / 174.0).abs() < 1e-12, "{hidden}");
    // Peak use: 1024 B of DRAM, 1024 B of SRAM, one i32 of tags.
    let peaks: Vec<u64> = (0..3)
        .map(|i| r["spaces"][i]["peak_bytes"].as_u64().unwrap())
        .collect();
    assert_eq!(peaks, [1024, 1024, 4]);
}

#[test]
fn two_dmas_share_the_memory_bandwidth() {
    // key: dma.<name>.queues, memory.<name>.write_bandwidth
    // Two queues and a 32 B/cycle engine, so only DRAM's read bandwidth (16)
    // and SRAM's write bandwidth (16) are shared.
    let r = report(
        BASIC,
        "two_dmas.mlir",
        &["--set", "dma.dma.queues=2", "--set", "dma.dma.bandwidth=32"],
    );
    // A starts at 3 and moves from 113, B starts at 4 and moves from 114.
    // In cycle 113 A moves alone at min(32, 16, 16) = 16 B; from 114 each
    // gets min(32/2, 16/2, 16/2) = 8 B/cycle. A's remaining 1008 B take
    // 126 cycles: A lands at 240. B then has 1024 − 126 × 8 = 16 B left,
    // alone at 16 B/cycle: lands at 241. wait(A) stalls 5 → 240 (235),
    // wait(B) issues at 241 with no stall, return at 242: cycles = 243.
    assert_eq!(cycles(&r), 243);
    assert_stalls(&r, &[("dma_wait", 235)]);
    assert_eq!(engine(&r, 0, "busy_cycles"), 241 - 3);
    assert_eq!(engine(&r, 0, "bytes"), 2048);
    assert_eq!(engine(&r, 0, "transfers"), 2);
}

#[test]
fn dma_ops_issue_on_the_dma_class_unit() {
    // key: compute.scalar.ops.dma
    // As above, but `dma_start`/`dma_wait` occupy the `dma` class's unit
    // for ii = 20 cycles. Allocs at 0, 1, 2. A starts at 3 (unit free at
    // 23); B is ready at 4 but waits for the unit: unit stall 19, starts at
    // 23. A moves from 113 alone at 16 B/cycle until B moves from 133
    // (320 B done), then both at 8 B/cycle: A's other 704 B take 88 cycles,
    // A lands at 221; B has moved 704 B by then, its last 320 B alone take
    // 20 cycles: B lands at 241. wait(A) is ready at 24, waits for the unit
    // until 43 (19), then for A until 221 (dma_wait 178), unit free at 241.
    // wait(B) at 222 waits for the unit until 241 (19), when B is done;
    // return at 242: cycles = 243.
    let r = report(
        BASIC,
        "two_dmas.mlir",
        &[
            "--set",
            "dma.dma.queues=2",
            "--set",
            "dma.dma.bandwidth=32",
            "--set",
            "compute.scalar.ops.dma={latency=1, ii=20}",
        ],
    );
    assert_eq!(cycles(&r), 243);
    assert_stalls(&r, &[("unit_busy", 3 * 19), ("dma_wait", 178)]);
    assert_eq!(engine(&r, 0, "busy_cycles"), 241 - 3);
}

#[test]
fn outstanding_limit_stalls_dma_start() {
    // key: dma.<name>.max_outstanding
    let r = report(BASIC, "two_dmas.mlir", &[]);
    // One queue and max_outstanding = queues = 1. A: 3 → 177 as in
    // single_dma. B's dma_start (ready at 4) waits for A's slot: dma_issue
    // stall 177 − 4 = 173; B lands at 177 + 110 + 64 = 351. wait(A) issues
    // at 178 (A done), wait(B) stalls 179 → 351 (172), return at 352:
    // cycles = 353.
    assert_eq!(cycles(&r), 353);
    assert_stalls(&r, &[("dma_issue", 173), ("dma_wait", 172)]);
    assert_eq!(engine(&r, 0, "busy_cycles"), 351 - 3);
    // Both stalls hold the core while DMA is active: exposed = 345 of 348.
    assert_eq!(r["dma_exposed_cycles"], 345);
    assert_eq!(r["dma_active_cycles"], 348);
}

#[test]
fn strided_dma_pays_one_descriptor_per_row() {
    // key: dma.<name>.descriptor_overhead
    let strided = report(BASIC, "strided_dma.mlir", &[]);
    let contiguous = report(BASIC, "contiguous_dma.mlir", &[]);
    // Contiguous 512 B: start at 3, 100 + 1 × 10 + 512/16 = 142 → lands at
    // 145; wait issues at 145, return at 146: 147.
    assert_eq!(cycles(&contiguous), 147);
    // Strided, 8 rows of 64 B: 100 + 8 × 10 + 32 = 212 → lands at 215: 217.
    assert_eq!(cycles(&strided), 217);
    assert_stalls(&strided, &[("dma_wait", 215 - 4)]);
    assert_eq!(engine(&strided, 0, "bytes"), 512);
    assert_eq!(engine(&strided, 0, "busy_cycles"), 212);
}

#[test]
fn bursts_cost_per_burst_within_each_row() {
    // key: dma.<name>.max_burst, dma.<name>.burst_overhead
    let set = [
        "--set",
        "dma.dma.max_burst=32",
        "--set",
        "dma.dma.burst_overhead=1",
    ];
    let strided = report(BASIC, "strided_dma.mlir", &set);
    let contiguous = report(BASIC, "contiguous_dma.mlir", &set);
    // 32-byte bursts: each 64-byte row is 2 bursts (8 × 2 = 16); the 512
    // contiguous bytes are 16 bursts. Both add 16 cycles to the figures of
    // strided_dma_pays_one_descriptor_per_row.
    assert_eq!(cycles(&strided), 217 + 16);
    assert_eq!(cycles(&contiguous), 147 + 16);
}

#[test]
fn bandwidth_per_second_is_converted_at_the_clock() {
    // key: target.clock, memory.<name>.read_bandwidth
    // "8 GB/s" at 1 GHz is 8 B/cycle: the single DMA moves 1024 B in 128
    // cycles instead of 64, landing at 3 + 110 + 128 = 241: cycles = 243.
    let r = report(
        BASIC,
        "single_dma.mlir",
        &["--set", "memory.dram.read_bandwidth=8 GB/s"],
    );
    assert_eq!(cycles(&r), 243);
    assert_stalls(&r, &[("dma_wait", 241 - 4)]);
    // At 500 MHz, "8 GB/s" is 16 B/cycle again: 179 cycles, which at
    // 500 MHz take 179 / 5e8 s.
    let r = report(
        BASIC,
        "single_dma.mlir",
        &[
            "--set",
            "target.clock=500 MHz",
            "--set",
            "memory.dram.read_bandwidth=8 GB/s",
        ],
    );
    assert_eq!(cycles(&r), 179);
    let s = r["seconds"].as_f64().unwrap();
    assert!((s - 179.0 / 5e8).abs() < 1e-18, "{s}");
}

/// Cycles of `@four` and `@eight` of `double_buffer.mlir`, and the reports.
fn double_buffer(extra: &[&str]) -> (Value, Value) {
    let run = |entry: &str| {
        let mut args = vec!["--entry", entry];
        args.extend_from_slice(extra);
        report(BASIC, "double_buffer.mlir", &args)
    };
    (run("four"), run("eight"))
}

// Per tile, the core issues, from the addi's cycle c: addi (c), dma_start
// (c + 1), dma_wait (c + 2), load (c + 3; ready 1 + 2 cycles later), then
// 10 dependent muls of latency 4 at c + 6, c + 10, …, c + 42 (the first
// waits 2 cycles for the load, each next one 3 for the previous); the
// next tile's addi issues at c + 43. The loop step and head (branches) add
// 2 cycles per 2 tiles: compute C = 43 + 1 = 44 cycles per tile.
// A transfer of 256 B takes T = 100 + 10 + 256/16 = 126 cycles. Only one
// transfer may be outstanding, so the prologue and epilogue are the same
// for 4 and 8 tiles, and the 4 extra tiles cost 4 × max(C, T).

#[test]
fn double_buffer_is_transfer_bound_at_steady_state() {
    let (four, eight) = double_buffer(&[]);
    // T = 126 > C = 44: each tile's dma_start waits for the previous
    // transfer, so a transfer lands every 126 cycles and the engine never
    // idles.
    assert_eq!(cycles(&eight) - cycles(&four), 4 * 126);
    assert_eq!(engine(&four, 0, "transfers"), 5);
    assert_eq!(engine(&eight, 0, "transfers"), 9);
    assert_eq!(
        engine(&eight, 0, "busy_cycles") - engine(&four, 0, "busy_cycles"),
        4 * 126
    );
    // The core stalls in dma_start for T − C = 82 cycles per tile.
    let exposed = |r: &Value| r["dma_exposed_cycles"].as_u64().unwrap();
    assert_eq!(exposed(&eight) - exposed(&four), 4 * 82);
    assert_eq!(
        stall(&eight, "dma_issue") - stall(&four, "dma_issue"),
        4 * 82
    );
}

#[test]
fn double_buffer_is_compute_bound_at_steady_state() {
    // With no setup, T = 10 + 16 = 26 < C = 44: transfers hide under the
    // compute, which sets the pace; each transfer keeps the engine busy
    // for 26 cycles and the core never waits for DMA in steady state.
    let (four, eight) = double_buffer(&["--set", "dma.dma.setup_latency=0"]);
    assert_eq!(cycles(&eight) - cycles(&four), 4 * 44);
    assert_eq!(
        engine(&eight, 0, "busy_cycles") - engine(&four, 0, "busy_cycles"),
        4 * 26
    );
    assert_eq!(four["dma_exposed_cycles"], eight["dma_exposed_cycles"]);
    // Per tile, the first mul waits 2 cycles for the load (memory) and the
    // other 9 wait 3 each for the previous mul (operand).
    assert_eq!(stall(&eight, "operand") - stall(&four, "operand"), 4 * 27);
    assert_eq!(stall(&eight, "memory") - stall(&four, "memory"), 4 * 2);
}

#[test]
fn bank_conflict_depends_on_the_layout() {
    // key: memory.<name>.banks, memory.<name>.bank_interleave, memory.<name>.bank_busy
    let row_major = report(WIDE, "bank_conflict.mlir", &["--entry", "row_major"]);
    let padded = report(WIDE, "bank_conflict.mlir", &["--entry", "padded"]);
    // Alloc at 0 (ready 1). The scalar load waits 1 cycle for it (operand)
    // and issues at 1, keeping bank 0 busy until 2. Row-major: the vector
    // load of row 4 (byte 256, bank 256/64 % 4 = 0) may share cycle 1
    // (another pipeline, a second port) but bank 0 is busy: it issues at 2
    // (bank conflict 1), ready 2 + 1 + 2 = 5. The return may issue in
    // cycle 2's second slot but waits for the loaded vector until 5
    // (memory 3): cycles = 6.
    assert_eq!(cycles(&row_major), 6);
    assert_stalls(
        &row_major,
        &[("operand", 1), ("bank_conflict", 1), ("memory", 3)],
    );
    // Padded rows of 20 f32: row 4 is at byte 320, bank 5 % 4 = 1. Both
    // loads issue at 1, ready at 4; the core waits 2 → 4 and returns at 4:
    // cycles = 5.
    assert_eq!(cycles(&padded), 5);
    assert_stalls(&padded, &[("operand", 1), ("memory", 2)]);
}

#[test]
fn scoreboard_holds_a_use_until_the_load_is_ready() {
    // key: memory.<name>.latency, compute.scalar.ops.load
    let r = report(BASIC, "load_use.mlir", &[]);
    // Alloc 0, store 1, load 2: ready 2 + 1 (load) + 2 (SRAM latency) = 5.
    // The add issues at 5 (memory stall 5 − 3 = 2), ready 6; return at 6.
    assert_eq!(cycles(&r), 7);
    assert_stalls(&r, &[("memory", 2)]);
    let sram = &r["spaces"][1];
    assert_eq!(
        (sram["loaded_bytes"].as_u64(), sram["stored_bytes"].as_u64()),
        (Some(4), Some(4))
    );
}

#[test]
fn a_load_does_not_wait_for_the_store_it_reads() {
    // key: compute.scalar.ops.store
    let r = report(
        BASIC,
        "load_use.mlir",
        &["--set", "compute.scalar.ops.store=50"],
    );
    // Memory carries no dependence: alloc 0, store 1 (done 1 + 50 + 2 =
    // 53), load 2 (ready 2 + 1 + 2 = 5, not waiting for the store), add 5
    // (memory stall 2), return 6. The run lasts until the store is done.
    assert_eq!(cycles(&r), 53);
    assert_stalls(&r, &[("memory", 2)]);
}

#[test]
fn dependent_multiplies_wait_for_each_other() {
    let r = report(BASIC, "mul_chain.mlir", &[]);
    // int_mul latency 4: issues at 0, 4, 8, 12 (3 operand-stall cycles
    // each), the last ready at 16, when the return issues: cycles = 17.
    assert_eq!(cycles(&r), 17);
    assert_stalls(&r, &[("operand", 12)]);
}

#[test]
fn independent_multiplies_pipeline() {
    let r = report(BASIC, "mul_independent.mlir", &[]);
    // ii 1: issues at 0, 1, 2, 3; the last is ready at 7, when the return
    // issues (operand stall 7 − 4 = 3): cycles = 8.
    assert_eq!(cycles(&r), 8);
    assert_stalls(&r, &[("operand", 3)]);
    // ii 2: issues at 0, 2, 4, 6 (3 unit-busy cycles), the last ready at 10;
    // the return waits 7 → 10: cycles = 11.
    let r = report(
        BASIC,
        "mul_independent.mlir",
        &[
            "--set",
            "compute.scalar.ops.int_mul={ latency = 4, ii = 2 }",
        ],
    );
    assert_eq!(cycles(&r), 11);
    assert_stalls(&r, &[("unit_busy", 3), ("operand", 3)]);
    let mul = r["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["name"] == "scalar.int_mul.ii2")
        .expect("the ii-2 multiplier");
    assert_eq!(
        (mul["ops"].as_u64(), mul["busy_cycles"].as_u64()),
        (Some(4), Some(8))
    );
}

#[test]
fn issue_width_lets_two_pipelines_issue_together() {
    // key: compute.issue_width
    let one = report(
        WIDE,
        "mixed_independent.mlir",
        &["--set", "compute.issue_width=1"],
    );
    let two = report(WIDE, "mixed_independent.mlir", &[]);
    // Width 1: the six ops issue at 0..5; the last mul (i32, latency 2) is
    // ready at 7; the return waits 6 → 7: cycles = 8.
    assert_eq!(cycles(&one), 8);
    assert_stalls(&one, &[("operand", 1)]);
    // Width 2: (add, mul) pairs at 0, 1, 2; the last mul is ready at 4;
    // the return waits 3 → 4: cycles = 5.
    assert_eq!(cycles(&two), 5);
    assert_stalls(&two, &[("operand", 1)]);
}

#[test]
fn engine_selection_policy() {
    // key: dma.<name>.engines, dma.<name>.select
    let run = |select: &str| {
        let sel = format!("dma.dma.select={select}");
        report(
            BASIC,
            "two_dmas.mlir",
            &[
                "--set",
                "dma.dma.engines=2",
                "--set",
                "dma.dma.max_outstanding=2",
                "--set",
                "memory.dram.read_bandwidth=32",
                "--set",
                "memory.sram.write_bandwidth=32",
                "--set",
                &sel,
            ],
        )
    };
    // Round robin: A on dma0 (3 → 113 → 177), B on dma1 (4 → 114 → 178),
    // each at its own 16 B/cycle. wait(A) stalls 5 → 177, wait(B) issues at
    // 178 with B landed, return at 179: cycles = 180.
    let rr = run("round_robin");
    assert_eq!(cycles(&rr), 180);
    assert_stalls(&rr, &[("dma_wait", 172)]);
    assert_eq!(
        (engine(&rr, 0, "transfers"), engine(&rr, 1, "transfers")),
        (1, 1)
    );
    // First free: both on dma0, whose one channel takes B only when A lands
    // at 177: B lands at 177 + 126 = 351. wait(A) stalls 5 → 177, wait(B)
    // stalls 178 → 351, return at 352: cycles = 353.
    let ff = run("first_free");
    assert_eq!(cycles(&ff), 353);
    assert_stalls(&ff, &[("dma_wait", 172 + 173)]);
    assert_eq!(
        (engine(&ff, 0, "transfers"), engine(&ff, 1, "transfers")),
        (2, 0)
    );
    assert_eq!(engine(&ff, 0, "busy_cycles"), 351 - 3);
}

#[test]
fn multiply_latency_depends_on_the_width() {
    // key: compute.<unit>.ops.<class>.max_width
    // int_mul costs 2 up to 32 bits and 6 beyond. Three dependent muls:
    // i32 at 0, 2, 4, ready 6, return at 6: 7 cycles; i64 at 0, 6, 12,
    // ready 18: 19 cycles.
    let narrow = report(WIDE, "mul_width.mlir", &["--entry", "narrow"]);
    let wide = report(WIDE, "mul_width.mlir", &["--entry", "wide"]);
    assert_eq!(cycles(&narrow), 7);
    assert_stalls(&narrow, &[("operand", 6)]);
    assert_eq!(cycles(&wide), 19);
    assert_stalls(&wide, &[("operand", 18)]);
}

#[test]
fn vector_op_splits_over_native_tiles() {
    // key: compute.vector.shape, compute.vector.split, compute.vector.ops
    // One 8x128 tile: float_add latency 3; the two dependent adds issue at
    // 0 and 3, the second ready at 6, return at 6: 7 cycles.
    let one = report(WIDE, "vector_split.mlir", &["--entry", "one_tile"]);
    assert_eq!(cycles(&one), 7);
    // vector<16x256xf32> is (16/8) × (256/128) = 4 tiles, pipelined:
    // latency 3 + 3 × ii 1 = 6. Adds at 0 and 6, ready 12, return at 12:
    // 13 cycles. The pipeline's initiation interval is 4 × 1.
    let four = report(WIDE, "vector_split.mlir", &["--entry", "four_tiles"]);
    assert_eq!(cycles(&four), 13);
    assert_stalls(&four, &[("operand", 12)]);
    let unit = r_unit(&four, "vector.float_add.ii4");
    assert_eq!(
        (unit["ops"].as_u64(), unit["busy_cycles"].as_u64()),
        (Some(2), Some(8))
    );
    // Serial split: 4 × 3 = 12 per add: adds at 0 and 12, return at 24.
    let serial = report(
        WIDE,
        "vector_split.mlir",
        &[
            "--entry",
            "four_tiles",
            "--set",
            "compute.vector.split=serial",
        ],
    );
    assert_eq!(cycles(&serial), 25);
}

fn r_unit<'a>(r: &'a Value, name: &str) -> &'a Value {
    r["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["name"] == name)
        .unwrap_or_else(|| panic!("no unit {name} in {}", r["units"]))
}

#[test]
fn target_specific_op_has_its_own_latency() {
    // key: ops.<name>.latency, ops.<name>.unit
    // "wide.vadd" has latency 7: issues at 0 and 7, ready 14, return at 14.
    let r = report(WIDE, "target_op.mlir", &[]);
    assert_eq!(cycles(&r), 15);
    assert_stalls(&r, &[("operand", 14)]);
    // Changing its latency from the command line moves the total: 2 × 9 + 1.
    let r = report(
        WIDE,
        "target_op.mlir",
        &["--set", "ops.\"wide.vadd\".latency=9"],
    );
    assert_eq!(cycles(&r), 19);
}

#[test]
fn blocking_issue_waits_for_each_op_to_finish() {
    // key: compute.issue
    // compute.issue = "blocking": each op waits until the previous one has
    // finished (the wait is charged like an operand wait). The independent
    // muls (latency 4) issue at 0, 4, 8, 12; the last is ready at 16, when
    // the return issues: 17 cycles, against 8 in order.
    let r = report(
        BASIC,
        "mul_independent.mlir",
        &["--set", "compute.issue=blocking"],
    );
    assert_eq!(cycles(&r), 17);
    assert_stalls(&r, &[("operand", 12)]);
    // load_use: alloc 0 (done 1), store 1 (done 1 + 1 + 2 = 4), load 4 (done
    // 7), add 7 (done 8), return 8: 9 cycles; the load and the add each wait
    // 2 cycles for a memory op.
    let r = report(BASIC, "load_use.mlir", &["--set", "compute.issue=blocking"]);
    assert_eq!(cycles(&r), 9);
    assert_stalls(&r, &[("memory", 4)]);
}
