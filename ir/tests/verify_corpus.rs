//! No false positives: every valid `.mlir` file of the repository (outside
//! `tests/errors/`) parses and verifies without a single diagnostic.
//!
//! "Valid" means upstream `mlir-opt` accepts it, with one list of
//! exceptions below ([`UPSTREAM_REJECTS`]), each with its reason: files in
//! the seed-era syntax that LLVM 22 no longer reads, and the seed spec's
//! examples, many of them fragments. Any other file upstream rejects fails
//! the test, and so does an exception that upstream now accepts, so the
//! list cannot go stale. Every chunk of every valid file, and of the
//! seed-era files, must parse and verify for us.
//!
//! Files are split at `// -----` lines as `--split-input-file` does.
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

/// Files (or, ending in `/`, folders) that upstream `mlir-opt` 22 rejects,
/// and why; `ours` says whether our parser and verifier must still take
/// them.
struct Exception {
    path: &'static str,
    ours: bool,
    why: &'static str,
}

const UPSTREAM_REJECTS: &[Exception] = &[
    Exception {
        path: "tests/pallas",
        ours: false,
        why: "Mosaic modules in the tpu dialect, which mlir-opt does not know: \
              tests/pallas_print.rs checks them against jaxlib's own printer",
    },
    Exception {
        path: "tests/seeds/",
        ours: false,
        why: "examples cut from the seed spec: many are fragments or grammar \
              (tests/seed_examples.rs classifies each one)",
    },
    Exception {
        path: "tests/seed_kernels/",
        ours: true,
        why: "seed-era Standard dialect (bare `func`, `addi`, `cmpi \"eq\"`), which we still read",
    },
    Exception {
        path: "tests/ops/core/seed_",
        ours: true,
        why: "seed-era Standard dialect samples of the core ops",
    },
    Exception {
        path: "tests/ops/mem/seed_",
        ours: true,
        why: "seed-era `dim`/`alloc` without a dialect prefix",
    },
    Exception {
        path: "tests/faults/subview_of_permuted_layout.mlir",
        ours: false,
        why: "a subview of a non-strided base, which upstream and our verifier reject \
              alike (tests/faults_reachable.rs)",
    },
    Exception {
        path: "tests/faults/vector_type_cast_strided.mlir",
        ours: false,
        why: "a vector.type_cast of a non-identity layout, which upstream and our \
              verifier reject alike (tests/vector_faults.rs)",
    },
    Exception {
        path: "tests/faults/no_return.mlir",
        ours: false,
        why: "a fault kernel whose function has no terminator, rejected on purpose",
    },
    Exception {
        path: "tests/dialects/invalid/",
        ours: false,
        why: "invalid cases on purpose: tests/dialect_ops.rs checks each chunk's \
              expected diagnostics against mlir-opt --verify-diagnostics",
    },
    Exception {
        path: "tests/parse_errors/",
        ours: false,
        why: "one malformed op per chunk on purpose: tests/parse_error_parity.rs checks \
              that rmlir-opt reports what mlir-opt does, line, column and text",
    },
    Exception {
        path: "tests/filetests/diag_",
        ours: false,
        why: "error files on purpose (converted from tests/errors/): tests/filetests.rs \
              checks their diagnostics with rmlir-opt and mlir-opt --verify-diagnostics",
    },
];

/// The exception covering `rel` (a path relative to the repository).
fn exception(rel: &str) -> Option<&'static Exception> {
    UPSTREAM_REJECTS.iter().find(|e| rel.starts_with(e.path))
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
        let m = match parse_module(&mut ctx, &name, chunk, &popts) {
            Ok(m) => m,
            Err(d) => {
                errors.push(format!("{name}: our parser rejects it: {d:?}"));
                continue;
            }
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
    let root = files::repo_root();
    let files = files::mlir_files_below(&files::repo_path("tests"), &["errors"]);
    let (mut verified, mut errors) = (0, Vec::new());
    let mut used = vec![false; UPSTREAM_REJECTS.len()];
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        let exc = exception(&rel);
        let accepted = upstream_accepts(&opt, f);
        match (accepted, exc) {
            (true, Some(e)) if !e.path.ends_with('/') => {
                errors.push(format!(
                    "{rel}: upstream accepts it now; drop its exception"
                ));
            }
            (false, None) => errors.push(format!(
                "{rel}: mlir-opt rejects it, and no exception says why"
            )),
            _ => {}
        }
        if let (false, Some(e)) = (accepted, exc) {
            used[UPSTREAM_REJECTS
                .iter()
                .position(|x| std::ptr::eq(x, e))
                .unwrap_or(0)] = true;
            eprintln!("exception {rel}: {}", e.why);
            if !e.ours {
                continue;
            }
        }
        let (n, e) = verify_chunks(f);
        verified += n;
        errors.extend(e);
    }
    for (e, used) in UPSTREAM_REJECTS.iter().zip(used) {
        if !used {
            errors.push(format!(
                "exception {} matches no file upstream rejects",
                e.path
            ));
        }
    }
    eprintln!("{verified} valid modules verified");
    assert!(verified >= 50, "only {verified} valid modules parsed");
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
