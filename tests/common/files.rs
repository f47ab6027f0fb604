//! Listing the `.mlir` files a file test runs over (the corpora, kernels
//! and error files under the repository's `tests/`).
//!
//! Shared the same way as `tools.rs`, and for the same reason: the
//! workspace's crate list is fixed, so there is no test-support crate. The
//! root package's tests reach this file through `tests/common/mod.rs`, the
//! member crates' tests include it with
//! `#[path = "../../tests/common/files.rs"] mod files;`. Only `std`.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The repository root: the nearest folder above the including crate's
/// manifest that holds `Cargo.lock` (one per workspace).
pub fn repo_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = manifest
        .ancestors()
        .find(|d| d.join("Cargo.lock").is_file());
    root.unwrap_or(manifest).to_path_buf()
}

/// `rel` (such as `tests/corpus`) inside the repository.
pub fn repo_path(rel: &str) -> PathBuf {
    repo_root().join(rel)
}

/// The `.mlir` files directly inside `dir`, sorted; panics when `dir`
/// cannot be read, so a moved folder cannot pass as an empty one.
pub fn mlir_files_in(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| is_mlir(p))
        .collect();
    out.sort();
    out
}

/// Every `.mlir` file below `dir` at any depth, sorted, leaving out the
/// subfolders named in `skip`; a folder that cannot be read adds nothing.
pub fn mlir_files_below(dir: &Path, skip: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for p in entries.flatten().map(|e| e.path()) {
            // The adversarial suite's inputs are hostile by design (deep,
            // huge, slow on purpose); only tests/adversarial.rs runs them.
            let skipped = p
                .file_name()
                .is_some_and(|n| n == "adversarial" || skip.iter().any(|s| n == *s));
            if p.is_dir() && !skipped {
                dirs.push(p);
            } else if is_mlir(&p) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn is_mlir(p: &Path) -> bool {
    p.is_file() && p.extension().is_some_and(|x| x == "mlir")
}
