//! Chrome trace events carry their op's `file:line` (`docs/timing.md`
//! § Traces): a stall the op whose issue waited, a transfer its
//! `dma_start`, a wait its `dma_wait`. The kernel's lines are fixed, so
//! the expected locations are read off its text, not off our output.

mod common;

use common::{our_bin, run};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

const KERNEL: &str = "tests/traces/op_locations.mlir";

/// The line of `KERNEL` that contains `needle` (1-based), from its text.
fn line_of(needle: &str) -> String {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(KERNEL)).unwrap();
    let i = text.lines().position(|l| l.contains(needle)).expect(needle);
    format!("{KERNEL}:{}", i + 1)
}

/// The complete (`"ph":"X"`) events of the kernel's Chrome trace.
/// `test` names the trace file, so tests running at once do not share it.
fn events(test: &str) -> Vec<Value> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_path =
        std::env::temp_dir().join(format!("rmlir-locs-{test}-{}.json", std::process::id()));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root)
            .args(["-q", KERNEL, "--trace-json"])
            .arg(&out_path),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: Value = serde_json::from_slice(&std::fs::read(&out_path).unwrap()).unwrap();
    std::fs::remove_file(&out_path).unwrap();
    let all = json["traceEvents"].as_array().unwrap().clone();
    all.into_iter().filter(|e| e["ph"] == "X").collect()
}

fn locs<'a>(evs: &'a [Value], pred: impl Fn(&Value) -> bool + 'a) -> Vec<&'a str> {
    (evs.iter().filter(|e| pred(e)))
        .map(|e| e["args"]["loc"].as_str().unwrap_or("none"))
        .collect()
}

#[test]
fn transfers_and_waits_name_their_dma_ops() {
    let evs = events("dma");
    let dma = locs(&evs, |e| e["cat"] == "dma");
    assert_eq!(dma, [line_of("memref.dma_start")]);
    let waits = locs(&evs, |e| e["cat"] == "dma_wait");
    assert_eq!(waits, [line_of("memref.dma_wait")]);
}

#[test]
fn a_stall_names_the_op_that_waited() {
    let evs = events("stall");
    // The core waits for the transfer at the `dma_wait`, and for the
    // loaded value at the op that reads it, the `arith.addf`.
    let waited = locs(&evs, |e| e["name"] == "stall: dma_wait");
    assert_eq!(waited, [line_of("memref.dma_wait")]);
    let memory = locs(&evs, |e| e["name"] == "stall: memory");
    assert_eq!(memory, [line_of("arith.addf")]);
    // Every stall is located, and no unit busy span claims one op.
    assert!(locs(&evs, |e| e["cat"] == "stall")
        .iter()
        .all(|l| l.starts_with(KERNEL)));
    assert!(evs
        .iter()
        .filter(|e| e["cat"] == "unit")
        .all(|e| e["args"].get("loc").is_none()));
}
