//! No false positives: every valid `.mlir` file of the repository (outside
//! `tests/errors/`) that upstream `mlir-opt` accepts, and that our parser
//! reads, verifies without a single diagnostic.
//!
//! Files are split at `// -----` lines as `--split-input-file` does. A
//! chunk our parser rejects is the parser's business and is only counted.
//! Skips with a message when `mlir-opt` is missing, unless
//! `RMLIR_REQUIRE_TOOLS=1`.

#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::Context;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every `.mlir` file under `dir`, except the error files.
fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() && p.file_name().is_some_and(|n| n != "errors") {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

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
    let mut files = Vec::new();
    mlir_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests"),
        &mut files,
    );
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
