//! `rmlir-opt` reads and prints the Mosaic modules of the Pallas corpus,
//! and the hand-written uses of the other `tpu` ops in `tests/pallas_ops/`
//! and `tests/pallas_vreg/`,
//! as jaxlib does. The oracle is jaxlib's own printer
//! (`tools/rmlir-pallas print`): for every module of `tests/pallas/`, in
//! both the pretty and the generic form as input, our pretty and generic
//! output must equal jaxlib's, up to the SSA value names.

mod common;

use common::{our_bin, python_module, repo_path, run};
use rayon::prelude::*;
use std::path::Path;
use std::process::Command;

const TEST: &str = "pallas_print";

/// Modules that use ops rmlir does not read yet, each with the reason. A
/// module listed here that starts to pass fails the test, so the list
/// only shrinks.
const NOT_YET: &[(&str, &str)] = &[];

/// Renames every `%name` to `%vN`, numbered in order of first use, so that
/// two printers that name values differently compare equal.
fn without_ssa_names(text: &str) -> String {
    let mut names: Vec<String> = Vec::new();
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut end = i + 1;
        while let Some(&(j, d)) = chars.peek() {
            if !(d.is_ascii_alphanumeric() || "_$.-".contains(d)) {
                break;
            }
            end = j + d.len_utf8();
            chars.next();
        }
        let name = &text[i..end];
        let n = match names.iter().position(|x| x == name) {
            Some(n) => n,
            None => {
                names.push(name.to_string());
                names.len() - 1
            }
        };
        out.push_str(&format!("%v{n}"));
    }
    out
}

fn jaxlib_print(py: &Path, file: &Path, generic: bool) -> Result<String, String> {
    let mut cmd = Command::new(py);
    cmd.arg(repo_path("tools/rmlir-pallas"))
        .arg("print")
        .arg(file);
    if generic {
        cmd.arg("--generic");
    }
    let out = run(&mut cmd, None);
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn our_print(file: &Path, generic: bool) -> Result<String, String> {
    let mut cmd = Command::new(our_bin("rmlir-opt"));
    cmd.arg(file);
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    let out = run(&mut cmd, None);
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Every mismatch of `file` between jaxlib and rmlir-opt, or an error.
fn check(py: &Path, file: &Path) -> Vec<String> {
    let mut problems = Vec::new();
    for generic in [false, true] {
        let form = if generic { "generic" } else { "pretty" };
        let want = match jaxlib_print(py, file, generic) {
            Ok(t) => without_ssa_names(&t),
            Err(e) => panic!("jaxlib cannot print {}: {e}", file.display()),
        };
        match our_print(file, generic) {
            Ok(got) if without_ssa_names(&got) == want => {}
            Ok(got) => problems.push(format!(
                "{}: our {form} output differs from jaxlib's:\n{}",
                file.display(),
                first_difference(&without_ssa_names(&got), &want)
            )),
            Err(e) => problems.push(format!("{}: rmlir-opt fails: {e}", file.display())),
        }
    }
    problems
}

fn first_difference(got: &str, want: &str) -> String {
    let line = got
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(got.lines().count().min(want.lines().count()));
    format!(
        "  ours:   {}\n  jaxlib: {}",
        got.lines().nth(line).unwrap_or("<end>"),
        want.lines().nth(line).unwrap_or("<end>")
    )
}

#[test]
fn corpus_prints_as_jaxlib_prints_it() {
    let Some(py) = python_module("jax", "\"jax[cpu]==0.10.2\"", TEST) else {
        return;
    };
    let dir = repo_path("tests/pallas");
    let mut files = common::files_in(&dir, "mlir");
    assert!(
        files.len() >= 20,
        "tests/pallas holds {} modules",
        files.len()
    );
    // Hand-written modules for the ops the exported corpus does not use.
    files.extend(common::files_in(&repo_path("tests/pallas_ops"), "mlir"));
    files.extend(common::files_in(&repo_path("tests/pallas_vreg"), "mlir"));
    let results: Vec<(String, Vec<String>)> = files
        .par_iter()
        .map(|f| {
            let stem = f.file_name().unwrap().to_string_lossy().into_owned();
            (stem, check(&py, f))
        })
        .collect();
    let mut failures = Vec::new();
    for (name, problems) in &results {
        let expected_to_fail = NOT_YET.iter().any(|(n, _)| n == name);
        match (problems.is_empty(), expected_to_fail) {
            (true, true) => failures.push(format!("{name} now passes: remove it from NOT_YET")),
            (false, false) => failures.extend(problems.iter().cloned()),
            _ => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ssa_names_are_normalized_in_order_of_use() {
    assert_eq!(
        without_ssa_names("%c0_1 = f(%arg0, %c0_1)"),
        "%v0 = f(%v1, %v0)"
    );
}
