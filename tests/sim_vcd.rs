//! The VCD waveform of `rmlir-sim`, read back independently (issue #4,
//! proof 5): a DMA-heavy kernel (`tests/timing/dma_batches.mlir`) runs with
//! `--vcd` and `--report`; `tests/timing/vcd_busy.py` parses the VCD with
//! Python's `pyvcd` (not our writer's code) and rebuilds each DMA engine's
//! busy cycles (union over its channels of the spans where `busy` is 1)
//! and transfer count (rising edges of a channel's `busy`), which must
//! equal the report's. The header must carry a `$timescale` and one scope
//! per DMA engine (with its channels), memory space and functional unit.
//!
//! Needs `python3` with `pyvcd` (`pip install pyvcd`); without it the test
//! skips with a message, unless `RMLIR_REQUIRE_TOOLS=1`.

mod common;

use common::{our_bin, python_module, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).expect("read")).expect("JSON")
}

/// Runs the kernel with `--vcd` and `--report` into a fresh folder.
fn simulate(dir: &Path) -> (PathBuf, Value) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (vcd, report) = (dir.join("out.vcd"), dir.join("out.json"));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg("-q")
            .arg(root.join("tests/timing/dma_batches.mlir"))
            .arg("--vcd")
            .arg(&vcd)
            .arg("--report")
            .arg(&report),
        None,
    );
    assert!(
        out.status.success(),
        "rmlir-sim failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (vcd, json(&report))
}

fn names(list: &Value) -> Vec<String> {
    let items = list.as_array().expect("array");
    items
        .iter()
        .map(|x| x["name"].as_str().expect("name").to_string())
        .collect()
}

#[test]
fn vcd_dma_busy_matches_the_report() {
    let test = "vcd_dma_busy_matches_the_report";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("rmlir-sim-vcd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let (vcd, report) = simulate(&dir);
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/timing/vcd_busy.py");
    let out = run(Command::new(py).arg(script).arg(&vcd), None);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "pyvcd could not read the VCD:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let seen: Value = serde_json::from_slice(&out.stdout).expect("script prints JSON");
    check_header(&seen, &report);
    check_engines(&seen, &report);
}

/// The strings of a JSON array.
fn strings(v: &Value) -> Vec<&str> {
    let items = v.as_array().expect("a JSON array");
    items
        .iter()
        .map(|s| s.as_str().expect("a string"))
        .collect()
}

fn check_header(seen: &Value, report: &Value) {
    assert_eq!(seen["timescale"], "1 ns");
    let (scopes, vars) = (strings(&seen["scopes"]), strings(&seen["vars"]));
    assert!(
        scopes.contains(&"core") && scopes.contains(&"units"),
        "{scopes:?}"
    );
    for e in names(&report["engines"]) {
        assert!(scopes.contains(&e.as_str()), "no scope for engine {e}");
        assert!(
            scopes.contains(&format!("{e}.ch0").as_str()),
            "no channel of {e}"
        );
        assert!(vars.contains(&format!("{e}.ch0.busy").as_str()));
    }
    for s in names(&report["spaces"]) {
        assert!(scopes.contains(&s.as_str()), "no scope for space {s}");
        assert!(vars.contains(&format!("{s}.bytes_allocated").as_str()));
    }
    for u in names(&report["units"]) {
        assert!(
            vars.contains(&format!("units.{u}").as_str()),
            "no wire for unit {u}"
        );
    }
}

fn check_engines(seen: &Value, report: &Value) {
    let mut moved = 0;
    for e in report["engines"].as_array().unwrap() {
        let name = e["name"].as_str().unwrap();
        let (busy, transfers) = (e["busy_cycles"].as_u64(), e["transfers"].as_u64());
        let v = &seen["engines"][name];
        if transfers == Some(0) {
            assert!(v.is_null(), "{name} idle in the report but busy in the VCD");
            continue;
        }
        assert_eq!(v["busy"].as_u64(), busy, "busy cycles of {name}");
        assert_eq!(v["transfers"].as_u64(), transfers, "transfers of {name}");
        moved += transfers.unwrap();
    }
    // The kernel starts seven transfers, each on a channel of its own.
    assert_eq!(moved, 7);
}
