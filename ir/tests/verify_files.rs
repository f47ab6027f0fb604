//! The annotations of `tests/errors/structure/*.mlir` are upstream's
//! truth: `mlir-opt --verify-diagnostics` must produce exactly the
//! `expected-error`/`expected-note` lines written there. (The workspace's
//! error-file runner checks that `rmlir-opt` produces them too.)
//!
//! Skips with a message when `mlir-opt` is missing, unless
//! `RMLIR_REQUIRE_TOOLS=1`.

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use std::path::PathBuf;
use std::process::Command;

fn structure_files() -> Vec<PathBuf> {
    files::mlir_files_in(&files::repo_path("tests/errors/structure"))
}

#[test]
fn upstream_produces_exactly_the_annotated_diagnostics() {
    let test = "upstream_produces_exactly_the_annotated_diagnostics";
    let Some(opt) = tools::tool("mlir-opt", test) else {
        return;
    };
    let files = structure_files();
    assert!(
        files.len() >= 20,
        "expected at least 20 files, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    for f in &files {
        let out = Command::new(&opt)
            .args([
                "--verify-diagnostics",
                "--split-input-file",
                "--allow-unregistered-dialect",
            ])
            .arg(f)
            .output()
            .expect("mlir-opt runs");
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            failures.push(format!("== {}\n{err}", f.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
