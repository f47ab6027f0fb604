//! The skip summary: how many tests skipped for a missing oracle, and
//! which, printed where `cargo test` shows it (a `harness = false` test,
//! so its output is never captured).
//!
//! Two sources, because cargo runs test binaries in an order we do not
//! control:
//! - an audit of every oracle the tests use, done here, now: it is right
//!   whatever ran before;
//! - the skip log each test binary writes (`tests/common/tools.rs`,
//!   `skip_log_dir`): the names of the tests that skipped in the latest
//!   run of each binary. An entry whose reason names no oracle missing
//!   now is stale (the tool was installed since) and is dropped.
//!
//! With `RMLIR_REQUIRE_TOOLS=1` (CI) a missing oracle or a recorded skip
//! fails this test, as it fails the test that would skip.

mod common;

use common::{find_tool, runner_libs, skip_log_dir, tools_required, LLVM_LIB};
use std::process::{Command, ExitCode, Stdio};

/// An oracle the tests use, and the text its skip message contains.
struct Oracle {
    name: &'static str,
    present: bool,
    marker: String,
}

fn tool_oracle(name: &'static str) -> Oracle {
    Oracle {
        name,
        present: find_tool(name).is_some(),
        marker: format!("`{name}` is not installed"),
    }
}

fn python_oracle(module: &'static str) -> Oracle {
    let present = find_tool("python3").is_some_and(|py| {
        Command::new(py)
            .args(["-c", &format!("import {module}")])
            .stdin(Stdio::null())
            .output()
            .is_ok_and(|o| o.status.success())
    });
    Oracle {
        name: module,
        present,
        marker: format!("python3 cannot import `{module}`"),
    }
}

fn oracles() -> Vec<Oracle> {
    vec![
        tool_oracle("mlir-opt"),
        tool_oracle("mlir-runner"),
        tool_oracle("python3"),
        python_oracle("numpy"),
        python_oracle("vcd"),
        python_oracle("tomllib"),
        Oracle {
            name: "MLIR runner libraries",
            present: runner_libs().is_some(),
            marker: format!("is not in {LLVM_LIB}"),
        },
    ]
}

/// `(binary, test, why)` for each skip recorded in the latest run of each
/// test binary.
fn recorded() -> Vec<(String, String, String)> {
    let Some(dir) = skip_log_dir() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let path = entry.path();
        let bin = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for line in text.lines() {
            if let Some((test, why)) = line.split_once('\t') {
                out.push((bin.clone().unwrap_or_default(), test.into(), why.into()));
            }
        }
    }
    out.sort();
    out
}

fn main() -> ExitCode {
    let all = oracles();
    let missing: Vec<&Oracle> = all.iter().filter(|o| !o.present).collect();
    let skips: Vec<_> = recorded()
        .into_iter()
        .filter(|(_, _, why)| missing.iter().any(|o| why.contains(&o.marker)))
        .collect();
    println!();
    println!(
        "skip summary: {} oracle(s) missing, {} test(s) skipped",
        missing.len(),
        skips.len()
    );
    for o in &missing {
        println!("  missing: {}", o.name);
    }
    for (bin, test, why) in &skips {
        println!("  SKIPPED {test} ({bin}): {why}");
    }
    if !missing.is_empty() && skips.is_empty() {
        println!("  (no skip recorded yet: run `cargo test` again to see the names)");
    }
    if tools_required() && (!missing.is_empty() || !skips.is_empty()) {
        eprintln!("RMLIR_REQUIRE_TOOLS=1: every oracle must be present and no test may skip");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
