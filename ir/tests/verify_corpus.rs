//! No false positives: every valid `.mlir` file of the repository (outside
//! `tests/errors/`) that upstream `mlir-opt` accepts, and that our parser
//! reads, verifies without a single diagnostic.
//!
//! Files are split at `// -----` lines as `--split-input-file` does. A
//! chunk our parser rejects is the parser's business and is only counted.
//! Skips with a message when `mlir-opt` is missing, unless
//! `RMLIR_REQUIRE_TOOLS=1`.

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::Context;
use std::path::Path;
use std::process::Command;

fn upstream_accepts(opt: &Path, f: &Path) -> bool {
    let st = Command::new(opt)
        .args([
            "--split-input-file",
            "--allow-unregistered-dialect",
            "-o",
            "/dev/null",
        ])
        .arg(f)
        .stderr(std::process::Stdio::null())
        .status();
    st.is_ok_and(|s| s.success())
}

/// Verifies each chunk our parser reads; returns (chunks verified, errors).
fn verify_chunks(f: &Path) -> (usize, Vec<String>) {
    let text = std::fs::read_to_string(f).unwrap_or_default();
    let name = f.display().to_string();
    let (mut verified, mut errors) = (0, Vec::new());
    let popts = ParseOptions {
        allow_unregistered: true,
    };
    let vopts = VerifyOptions {
        allow_unregistered: true,
    };
    for chunk in text.split("\n// -----\n") {
        let mut ctx = Context::new();
        let Ok(m) = parse_module(&mut ctx, &name, chunk, &popts) else {
            continue;
        };
        verified += 1;
        errors.extend(
            verify(&ctx, m, &vopts)
                .iter()
                .map(|d| format!("{name}: {d:?}")),
        );
    }
    (verified, errors)
}

#[test]
fn valid_files_verify_cleanly() {
    let Some(opt) = tools::tool("mlir-opt", "valid_files_verify_cleanly") else {
        return;
    };
    // Every `.mlir` file of the repository's tests, except the error files.
    let files = files::mlir_files_below(&files::repo_path("tests"), &["errors"]);
    let (mut verified, mut errors) = (0, Vec::new());
    for f in files.iter().filter(|f| upstream_accepts(&opt, f)) {
        let (n, e) = verify_chunks(f);
        verified += n;
        errors.extend(e);
    }
    eprintln!("{verified} valid modules verified");
    assert!(verified >= 50, "only {verified} valid modules parsed");
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
