//! The VCD wires' encodings of `docs/timing.md` § Traces, read back with
//! Python's `pyvcd` (`tests/timing/vcd_waves.py`, not our writer's code)
//! and compared, change for change, with waveforms derived by hand from
//! the timing rules: `stall_cause` codes, a channel's `tag` and
//! `bytes_remaining`, and a space's `bytes_per_cycle`.
//!
//! Needs `python3` with `pyvcd`; without it the tests skip with a message,
//! unless `RMLIR_REQUIRE_TOOLS=1`.

mod common;

use common::{our_bin, python_module, run};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every wire's changes, `{"scope.wire": [[time, value], …]}`.
fn waves(py: &Path, target: &str, kernel: &str, extra: &[&str], stem: &str) -> Value {
    let vcd = std::env::temp_dir().join(format!(
        "rmlir-timing-vcd-{}-{stem}.vcd",
        std::process::id()
    ));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args(["-q", "--target", target])
            .args(extra)
            .arg(format!("tests/timing/{kernel}"))
            .arg("--vcd")
            .arg(&vcd),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let script = root().join("tests/timing/vcd_waves.py");
    let read = run(Command::new(py).arg(script).arg(&vcd), None);
    let _ = std::fs::remove_file(&vcd);
    assert!(
        read.status.success(),
        "{}",
        String::from_utf8_lossy(&read.stderr)
    );
    serde_json::from_slice(&read.stdout).expect("JSON")
}

/// The changes of `wire` as (time, value) pairs, integers as f64.
fn wave(w: &Value, wire: &str) -> Vec<(u64, f64)> {
    let list = w[wire]
        .as_array()
        .unwrap_or_else(|| panic!("no wire {wire}"));
    list.iter()
        .map(|c| (c[0].as_u64().unwrap(), c[1].as_f64().unwrap()))
        .collect()
}

#[test]
fn vcd_stall_cause_tag_bytes_remaining_and_bytes_per_cycle() {
    let test = "vcd_stall_cause_tag_bytes_remaining_and_bytes_per_cycle";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    // share.mlir on share.toml (tests/timing_contract.rs,
    // rule_unused_bandwidth_is_not_handed_on): A on dma0 moves from 4 at
    // 4 B/cycle and lands at 68; B on dma1 moves from 5 at 8 B/cycle and
    // lands at 37; wait(B) stalls [6, 37), wait(A) stalls [38, 68).
    let w = waves(&py, "tests/timing/share.toml", "share.mlir", &[], "share");
    // stall_cause: 5 (dma_wait) over each stall, 0 when the wait issues.
    let stall_cause = [(0, 0.0), (6, 5.0), (37, 0.0), (38, 5.0), (68, 0.0)];
    assert_eq!(wave(&w, "core.stall_cause"), stall_cause);
    let stall = [(0, 0.0), (6, 1.0), (37, 0.0), (38, 1.0), (68, 0.0)];
    assert_eq!(wave(&w, "core.stall"), stall);
    // tag: the tag memref is the 4th buffer created (number 3): A's tag
    // element 0 is 3 · 2^32, B's element 1 is 3 · 2^32 + 1.
    let base = (3u64 << 32) as f64;
    assert_eq!(wave(&w, "dma0.ch0.tag"), [(0, 0.0), (4, base)]);
    assert_eq!(wave(&w, "dma1.ch0.tag"), [(0, 0.0), (5, base + 1.0)]);
    // bytes_remaining: the byte count from the cycle the channel takes the
    // transfer (no setup here, so its first byte), 0 at landing (neither
    // rate changes while it moves).
    assert_eq!(
        wave(&w, "dma0.ch0.bytes_remaining"),
        [(0, 0.0), (4, 256.0), (68, 0.0)]
    );
    assert_eq!(
        wave(&w, "dma1.ch0.bytes_remaining"),
        [(0, 0.0), (5, 256.0), (37, 0.0)]
    );
    // bytes_per_cycle: DRAM is read at 4 (A alone), 4 + 8 = 12 (both),
    // 4 (A alone again), 0; SRAM written at 4 throughout A, SRAM2 at 8
    // throughout B.
    let dram = [(0, 0.0), (4, 4.0), (5, 12.0), (37, 4.0), (68, 0.0)];
    assert_eq!(wave(&w, "dram.bytes_per_cycle"), dram);
    assert_eq!(
        wave(&w, "sram.bytes_per_cycle"),
        [(0, 0.0), (4, 4.0), (68, 0.0)]
    );
    assert_eq!(
        wave(&w, "sram2.bytes_per_cycle"),
        [(0, 0.0), (5, 8.0), (37, 0.0)]
    );
}

#[test]
fn vcd_bytes_remaining_follows_rate_changes() {
    let test = "vcd_bytes_remaining_follows_rate_changes";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    // two_dmas.mlir on basic.toml with 2 queues and a 32 B/cycle engine
    // (tests/sim_timing.rs, two_dmas_share_the_memory_bandwidth): A moves
    // from 113 alone at 16 B/cycle; from 114 A and B get 8 each. A lands
    // at 240; B then has 1024 − 126 · 8 = 16 B left, alone at 16: 241.
    let set = ["--set", "dma.dma.queues=2", "--set", "dma.dma.bandwidth=32"];
    let w = waves(&py, "tests/timing/basic.toml", "two_dmas.mlir", &set, "two");
    // A: 1024 from the cycle its channel takes it (3, through the setup),
    // 1024 − 16 = 1008 when its rate changes at 114, 0 at 240. B: 1024
    // from 4, 16 at 240, 0 at 241.
    let a = [(0, 0.0), (3, 1024.0), (114, 1008.0), (240, 0.0)];
    assert_eq!(wave(&w, "dma.ch0.bytes_remaining"), a);
    let b = [(0, 0.0), (4, 1024.0), (240, 16.0), (241, 0.0)];
    assert_eq!(wave(&w, "dma.ch1.bytes_remaining"), b);
    // Tags: the third buffer (number 2), elements 0 and 1, set when each
    // channel takes its transfer (3 and 4).
    let base = (2u64 << 32) as f64;
    assert_eq!(wave(&w, "dma.ch0.tag"), [(0, 0.0), (3, base)]);
    assert_eq!(wave(&w, "dma.ch1.tag"), [(0, 0.0), (4, base + 1.0)]);
    // DRAM is read at 16 B/cycle from 113 to 241 (one or two movers), so
    // its rate changes only at the ends.
    let dram = [(0, 0.0), (113, 16.0), (241, 0.0)];
    assert_eq!(wave(&w, "dram.bytes_per_cycle"), dram);
}
