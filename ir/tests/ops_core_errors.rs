//! The malformed core-op files (`tests/errors/ops_core/*.mlir`, one rule
//! each): parsing and verifying each must produce exactly the diagnostics
//! its `// expected-error@+N {{...}}` / `expected-note` lines name, at those
//! lines, as upstream's `-verify-diagnostics` checks them. Where `mlir-opt`
//! is present it must agree with every annotation, so the wording is
//! upstream's.

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::diag::Severity;
use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, Diagnostic};
use std::path::{Path, PathBuf};
use std::process::Command;

fn error_files() -> Vec<PathBuf> {
    files::mlir_files_in(&files::repo_path("tests/errors/ops_core"))
}

/// One expectation: severity word, target line (1-based), message part.
type Expected = (&'static str, u32, String);

/// Reads `// expected-<kind>@+N {{msg}}` annotations.
fn expectations(text: &str) -> Vec<Expected> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        for kind in ["error", "note"] {
            let tag = format!("expected-{kind}@+");
            let Some(rest) = line.split_once(&tag).map(|(_, r)| r) else {
                continue;
            };
            let (offset, rest) = rest.split_once(' ').expect("offset then message");
            let offset: u32 = offset.parse().expect("numeric offset");
            let msg = rest.trim().trim_start_matches("{{").trim_end_matches("}}");
            out.push((kind, i as u32 + 1 + offset, msg.to_string()));
        }
    }
    out
}

/// Every diagnostic (notes flattened) as (severity word, line, message).
fn produced(name: &str, text: &str) -> Vec<(&'static str, u32, String)> {
    let mut ctx = Context::new();
    let diags = match parse_module(&mut ctx, name, text, &ParseOptions::default()) {
        Ok(module) => verify(&ctx, module, &VerifyOptions::default()),
        Err(diags) => diags,
    };
    let mut out = Vec::new();
    let mut push = |d: &Diagnostic| {
        let line = d.pos.as_ref().map_or(0, |p| p.line);
        out.push((d.severity.word(), line, d.message.clone()));
    };
    for d in &diags {
        push(d);
        d.notes.iter().for_each(&mut push);
    }
    out
}

fn check(path: &Path) -> Result<(), String> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut want = expectations(&text);
    if want.is_empty() {
        return Err(format!("{name}: no expected-error annotation"));
    }
    let mut unexpected = Vec::new();
    for (sev, line, msg) in produced(&name, &text) {
        let hit = want
            .iter()
            .position(|(s, l, m)| *s == sev && *l == line && msg.contains(m.as_str()));
        match hit {
            Some(i) => {
                want.remove(i);
            }
            None => unexpected.push(format!("{name}:{line}: unexpected {sev}: {msg}")),
        }
    }
    let missing = want
        .iter()
        .map(|(s, l, m)| format!("{name}:{l}: expected {s} not produced: {m}"));
    let all: Vec<String> = unexpected.into_iter().chain(missing).collect();
    if all.is_empty() {
        Ok(())
    } else {
        Err(all.join("\n"))
    }
}

#[test]
fn every_core_error_file_produces_exactly_its_diagnostics() {
    let files = error_files();
    assert!(files.len() >= 25, "need at least 25 error files");
    let failures: Vec<String> = files.iter().filter_map(|f| check(f).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_annotation_reader_sees_notes_and_offsets() {
    let text = "// expected-error@+2 {{first}}\n// expected-note@+1 {{second}}\nop\n";
    let got = expectations(text);
    assert_eq!(
        got,
        vec![
            ("error", 3, "first".to_string()),
            ("note", 3, "second".to_string())
        ]
    );
    // Severity words the matcher compares with.
    assert_eq!(Severity::Note.word(), "note");
}

#[test]
fn upstream_agrees_with_every_core_error_file() {
    let Some(tool) = tools::tool("mlir-opt", "upstream_agrees_with_every_core_error_file") else {
        return;
    };
    let failures: Vec<String> = error_files()
        .iter()
        .filter_map(|f| {
            let out = Command::new(&tool)
                .args(["--verify-diagnostics", "--split-input-file"])
                .arg(f)
                .output()
                .expect("mlir-opt runs");
            (!out.status.success()).then(|| {
                let err = String::from_utf8_lossy(&out.stderr).into_owned();
                format!("{}:\n{err}", f.display())
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
