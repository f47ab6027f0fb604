//! The annotations of `tests/errors/structure/*.mlir` are upstream's
//! truth: `mlir-opt --verify-diagnostics` must produce exactly the
//! `expected-error`/`expected-note` lines written there. (The workspace's
//! error-file runner checks that `rmlir-opt` produces them too.)
//!
//! Skips with a message when `mlir-opt` is missing, unless
//! `RMLIR_REQUIRE_TOOLS=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// `name` on `PATH`, else in LLVM 22's install directory.
fn find_tool(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let dirs = std::env::split_paths(&path).chain([PathBuf::from("/usr/lib/llvm-22/bin")]);
    dirs.map(|d| d.join(name)).find(|p| p.is_file())
}

fn structure_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/structure");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}

#[test]
fn upstream_produces_exactly_the_annotated_diagnostics() {
    let Some(opt) = find_tool("mlir-opt") else {
        assert!(
            std::env::var("RMLIR_REQUIRE_TOOLS").as_deref() != Ok("1"),
            "mlir-opt not found and RMLIR_REQUIRE_TOOLS=1"
        );
        eprintln!("skipped: mlir-opt not found on PATH or in /usr/lib/llvm-22/bin");
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
