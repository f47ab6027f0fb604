//! Upstream parity for the IR core (issue #2, proof 2): over the corpus in
//! `tests/corpus/`, upstream `mlir-opt` is the oracle.
//!
//! For every file `f`:
//! 1. `rmlir-opt f | mlir-opt` succeeds (what we print is valid MLIR);
//! 2. `mlir-opt --mlir-print-op-generic f | rmlir-opt --mlir-print-op-generic`
//!    succeeds (we read what upstream prints);
//! 3. that output equals `rmlir-opt --mlir-print-op-generic f` up to SSA
//!    value and block names (we understood it the same way upstream did).

mod common;

use common::{assert_all_pass, mlir_files, our_bin, run, tool};
use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

/// Renames `%x` / `^bb` names by order of first appearance, so two printings
/// that differ only in naming compare equal.
fn normalize_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut names: HashMap<String, usize> = HashMap::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'"' {
            // Copy string literals untouched.
            let start = i;
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            out.push_str(&text[start..i]);
            continue;
        }
        if (c == b'%' || c == b'^') && i + 1 < bytes.len() && is_name_byte(bytes[i + 1]) {
            let start = i;
            i += 1;
            while i < bytes.len() && is_name_byte(bytes[i]) {
                i += 1;
            }
            let key = text[start..i].to_string();
            let n = names.len();
            let id = *names.entry(key).or_insert(n);
            out.push(c as char);
            out.push_str(&format!("n{id}"));
            continue;
        }
        out.push(c as char);
        i += 1;
    }
    out
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

fn opt(
    bin: &Path,
    args: &[&str],
    input: Option<&[u8]>,
    file: Option<&Path>,
) -> Result<String, String> {
    let mut cmd = Command::new(bin);
    cmd.args(args);
    match file {
        Some(f) => cmd.arg(f),
        None => cmd.arg("-"),
    };
    let out = run(&mut cmd, input);
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{} {:?} failed ({}):\n{}",
            bin.display(),
            args,
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

fn check_file(ours: &Path, theirs: &Path, f: &Path) -> Result<(), String> {
    const UNREG: &str = "--allow-unregistered-dialect";
    let custom = opt(ours, &[UNREG], None, Some(f))?;
    opt(theirs, &[UNREG], Some(custom.as_bytes()), None)
        .map_err(|e| format!("mlir-opt rejects what rmlir-opt printed:\n{custom}\n{e}"))?;
    let upstream_generic = opt(theirs, &[UNREG, "--mlir-print-op-generic"], None, Some(f))?;
    let reread = opt(
        ours,
        &[UNREG, "--mlir-print-op-generic"],
        Some(upstream_generic.as_bytes()),
        None,
    )
    .map_err(|e| {
        format!("rmlir-opt rejects mlir-opt's generic output:\n{upstream_generic}\n{e}")
    })?;
    let direct = opt(ours, &[UNREG, "--mlir-print-op-generic"], None, Some(f))?;
    if normalize_names(&reread) != normalize_names(&direct) {
        return Err(format!(
            "generic output differs\n--- via mlir-opt:\n{reread}\n--- direct:\n{direct}"
        ));
    }
    Ok(())
}

#[test]
fn normalize_renames_in_order_of_appearance() {
    assert_eq!(
        normalize_names("%a = f(%b) ^bb1 \"%s\""),
        "%n0 = f(%n1) ^n2 \"%s\""
    );
    assert_eq!(normalize_names("%0#1 %0"), normalize_names("%x#1 %x"));
    assert_ne!(normalize_names("%a %b"), normalize_names("%a %a"));
}

#[test]
fn corpus_matches_upstream_mlir_opt() {
    let Some(theirs) = tool("mlir-opt", "corpus_matches_upstream_mlir_opt") else {
        return;
    };
    let ours = our_bin("rmlir-opt");
    let files = mlir_files("tests/corpus");
    assert!(
        files.len() >= 40,
        "the corpus must hold at least 40 files, found {}",
        files.len()
    );
    assert_all_pass(&files, "corpus files fail", |f| {
        check_file(&ours, &theirs, f)
    });
}
