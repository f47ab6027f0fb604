//! Listing the `.mlir` files a file test runs over (the corpora, kernels
//! and error files under the repository's `tests/`).
//!
//! Shared the same way as `tools.rs`, and for the same reason: the
//! workspace's crate list is fixed, so there is no test-support crate. The
//! root package's tests reach this file through `tests/common/mod.rs`, the
//! member crates' tests include it with
//! `#[path = "../../tests/common/files.rs"] mod files;`. Only `std`.
//!
//! Every test that walks a folder of inputs goes through [`files_in`] or
//! [`files_below`], which fail on a missing or empty folder, so a test can
//! never pass by checking nothing.
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

/// The files directly inside `dir` whose name ends in `.{ext}`, sorted.
///
/// Panics when `dir` cannot be read or holds no such file: a corpus that
/// was moved, renamed or emptied must fail the test that walks it, never
/// pass it with nothing checked.
pub fn files_in(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = read_corpus_dir(dir)
        .into_iter()
        .filter(|p| has_ext(p, ext))
        .collect();
    out.sort();
    non_empty(dir, ext, out)
}

/// Every file below `dir`, at any depth, whose name ends in `.{ext}`,
/// sorted, leaving out the subfolders named in `skip`.
///
/// Panics when `dir` or any folder under it cannot be read, or when the
/// walk finds no such file, for the same reason as [`files_in`].
pub fn files_below(dir: &Path, ext: &str, skip: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for p in read_corpus_dir(&d) {
            // The adversarial suite's inputs are hostile by design (deep,
            // huge, slow on purpose); only tests/adversarial.rs runs them.
            let skipped = p
                .file_name()
                .is_some_and(|n| n == "adversarial" || skip.iter().any(|s| n == *s));
            if p.is_dir() && !skipped {
                dirs.push(p);
            } else if has_ext(&p, ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    non_empty(dir, ext, out)
}

/// The `.mlir` files directly inside `dir` (see [`files_in`]).
pub fn mlir_files_in(dir: &Path) -> Vec<PathBuf> {
    files_in(dir, "mlir")
}

/// The names of the `.mlir` files directly inside `rel`, a folder given
/// from the repository's root, sorted (see [`files_in`]).
pub fn mlir_names_in(rel: &str) -> Vec<String> {
    (mlir_files_in(&repo_path(rel)).iter())
        .filter_map(|p| p.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .collect()
}

/// Every `.mlir` file below `dir` outside `skip` (see [`files_below`]).
pub fn mlir_files_below(dir: &Path, skip: &[&str]) -> Vec<PathBuf> {
    files_below(dir, "mlir", skip)
}

/// The entries of `dir`; panics naming the folder when it is unreadable.
fn read_corpus_dir(dir: &Path) -> Vec<PathBuf> {
    let entries = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("test corpus folder {}: {e}", dir.display()));
    entries
        .map(|e| {
            e.unwrap_or_else(|e| panic!("test corpus folder {}: {e}", dir.display()))
                .path()
        })
        .collect()
}

fn non_empty(dir: &Path, ext: &str, files: Vec<PathBuf>) -> Vec<PathBuf> {
    assert!(
        !files.is_empty(),
        "test corpus folder {} holds no .{ext} file",
        dir.display()
    );
    files
}

fn has_ext(p: &Path, ext: &str) -> bool {
    p.is_file() && p.extension().is_some_and(|x| x == ext)
}
