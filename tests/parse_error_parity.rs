//! Parse-error parity: every chunk of the files under `tests/parse_errors/`
//! is one malformed op, and `rmlir-opt --split-input-file` must report
//! exactly the errors `mlir-opt` 22 reports for it, as
//! `line:col: error: message` (notes aside).
//!
//! This pins the two rules upstream's op parsers follow: an error a custom
//! op's parser raises itself (a keyword or integer it expected, a type of
//! the wrong kind, an enum word, a count) is prefixed `custom op 'NAME'`
//! and sits on the token where the parse stopped, while the generic
//! parser's token errors (`expected ','`, an undeclared value) carry no
//! prefix and point just after the previous token.

mod common;

use common::{assert_all_pass, mlir_files, our_bin, run, tool};
use std::path::Path;
use std::process::Command;

/// The `line:col: error: message` lines a tool prints for `file`, without
/// the file name.
fn errors(bin: &Path, file: &Path) -> Vec<String> {
    let out = run(
        Command::new(bin)
            .args(["--split-input-file", "-o", "/dev/null"])
            .arg(file),
        None,
    );
    let prefix = format!("{}:", file.display());
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect()
}

/// The number of `// -----` chunks in `file`.
fn chunk_count(file: &Path) -> usize {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    text.lines().filter(|l| *l == "// -----").count() + 1
}

fn compare(theirs: &Path, file: &Path) -> Result<(), String> {
    let expected = errors(theirs, file);
    // Every chunk must be invalid, or a case would pass unseen.
    if expected.len() < chunk_count(file) {
        return Err(format!(
            "mlir-opt reports {} errors for {} chunks:\n{}",
            expected.len(),
            chunk_count(file),
            expected.join("\n")
        ));
    }
    let got = errors(&our_bin("rmlir-opt"), file);
    if got == expected {
        return Ok(());
    }
    let mut diff = String::new();
    for line in expected.iter().filter(|l| !got.contains(l)) {
        diff.push_str(&format!("  mlir-opt:  {line}\n"));
    }
    for line in got.iter().filter(|l| !expected.contains(l)) {
        diff.push_str(&format!("  rmlir-opt: {line}\n"));
    }
    Err(diff)
}

#[test]
fn parse_errors_match_upstream_text_and_column() {
    let Some(theirs) = tool("mlir-opt", "parse_errors_match_upstream_text_and_column") else {
        return;
    };
    let files = mlir_files("tests/parse_errors");
    let cases: usize = files.iter().map(|f| chunk_count(f)).sum();
    assert!(cases >= 150, "only {cases} parse-error cases");
    assert_all_pass(&files, "files disagree with mlir-opt", |f| {
        compare(&theirs, f)
    });
}
