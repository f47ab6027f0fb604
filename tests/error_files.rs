//! Error tests (issue #2, proof 3): every `.mlir` file under
//! `tests/errors/` is a malformed input whose expected diagnostics are
//! written inline (`// expected-error@+1 {{...}}`, as upstream's
//! `-verify-diagnostics`). `rmlir-opt --verify-diagnostics
//! --split-input-file` must produce exactly those diagnostics, at those
//! lines.
//!
//! Upstream `mlir-opt` must agree with every file except those under an
//! `ours/` folder (rules upstream does not have, such as the DMA element
//! types), so our wording and locations are upstream's.

mod common;

use common::{assert_all_pass, mlir_files, mlir_files_below, our_bin, repo_path, run, tool};
use std::path::Path;
use std::process::Command;

fn verify_with(bin: &Path, file: &Path) -> Result<(), String> {
    let out = run(
        Command::new(bin)
            .args([
                "--verify-diagnostics",
                "--split-input-file",
                "--allow-unregistered-dialect",
            ])
            .arg(file),
        None,
    );
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{} says:\n{}{}",
            bin.display(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn count_cases(files: &[std::path::PathBuf]) -> usize {
    files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            text.matches("expected-error").count()
        })
        .sum()
}

#[test]
fn every_error_file_produces_its_expected_diagnostics() {
    let files = mlir_files("tests/errors");
    let cases = count_cases(&files);
    assert!(
        cases >= 60,
        "need at least 60 expected errors, found {cases}"
    );
    let ours = our_bin("rmlir-opt");
    assert_all_pass(&files, "error files fail", |f| verify_with(&ours, f));
}

#[test]
fn upstream_agrees_with_the_shared_error_files() {
    let Some(theirs) = tool("mlir-opt", "upstream_agrees_with_the_shared_error_files") else {
        return;
    };
    let files = mlir_files_below(&repo_path("tests/errors"), &["ours"]);
    assert!(
        files.len() >= 100,
        "only {} shared error files",
        files.len()
    );
    assert_all_pass(&files, "files: mlir-opt disagrees", |f| {
        verify_with(&theirs, f)
    });
}
