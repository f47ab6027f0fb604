//! End-to-end tests of the `rmlir-opt` binary: exit codes, the rendered
//! diagnostic (header, source line, caret), `-o` left alone on error,
//! `--split-input-file`, `--verify-diagnostics`, and upstream `mlir-opt`
//! accepting what we print.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn opt(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_rmlir-opt"));
    cmd.args(args);
    common::run(&mut cmd, stdin)
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A fresh scratch folder for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-opt-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

fn write(dir: &Path, name: &str, body: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, body).expect("write input");
    p.to_str().expect("utf-8 path").to_string()
}

const UNREG: &str = "--allow-unregistered-dialect";

#[test]
fn help_explains_every_flag() {
    let out = opt(&["--help"], None);
    assert!(out.status.success());
    let help = text(&out.stdout);
    for needle in [
        "Parse, verify and print MLIR",
        "Examples:",
        "-o <OUT>",
        "--mlir-print-op-generic",
        "--mlir-print-debuginfo",
        "--allow-unregistered-dialect",
        "--split-input-file",
        "--verify-diagnostics",
    ] {
        assert!(help.contains(needle), "--help lacks {needle}:\n{help}");
    }
}

#[test]
fn prints_a_module_and_upstream_reads_it_back() {
    let input = "\"x.a\"() {v = 1.5 : f32} : () -> ()\n%0 = \"x.b\"() : () -> i32\n";
    let out = opt(&[UNREG, "-"], Some(input.as_bytes()));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    let want = "module {\n  \"x.a\"() {v = 1.500000e+00 : f32} : () -> ()\n  %0 = \"x.b\"() : () -> i32\n}\n";
    assert_eq!(printed, want);
    if let Some(m) = common::tool("mlir-opt", "prints_a_module_and_upstream_reads_it_back") {
        // Upstream inlines attributes and locations like we do only with
        // `--mlir-print-local-scope`.
        let args = [UNREG, "--mlir-print-local-scope", "-"];
        let up = common::run(Command::new(m).args(args), Some(printed.as_bytes()));
        assert!(up.status.success(), "{}", text(&up.stderr));
        assert_eq!(text(&up.stdout), want, "upstream prints it the same way");
    }
}

#[test]
fn error_shows_header_source_line_and_caret_and_exits_1() {
    let dir = scratch("caret");
    let f = write(
        &dir,
        "bad.mlir",
        "\"x.a\"() : () -> ()\n%x = \"x.c\"(%y) : (i32) -> i32\n",
    );
    let out = opt(&[UNREG, &f], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "no output on error");
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines.len() >= 3, "{err}");
    assert!(lines[0].starts_with(&format!("{f}:2:12: error: ")), "{err}");
    assert_eq!(lines[1], "%x = \"x.c\"(%y) : (i32) -> i32");
    assert_eq!(lines[2], "           ^", "caret under column 12");
}

#[test]
fn output_file_is_untouched_on_error_and_replaced_on_success() {
    let dir = scratch("output");
    let out_path = write(&dir, "out.mlir", "old\n");
    let bad = write(&dir, "bad.mlir", "%x = \"x.c\"(%y) : (i32) -> i32\n");
    let r = opt(&[UNREG, &bad, "-o", &out_path], None);
    assert_eq!(r.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&out_path).unwrap(), "old\n");
    let good = write(&dir, "good.mlir", "\"x.a\"() : () -> ()\n");
    let r = opt(&[UNREG, &good, "-o", &out_path], None);
    assert!(r.status.success(), "{}", text(&r.stderr));
    assert_eq!(
        std::fs::read_to_string(&out_path).unwrap(),
        "module {\n  \"x.a\"() : () -> ()\n}\n"
    );
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.contains(".tmp.")),
        "temporary left: {names:?}"
    );
}

#[test]
fn missing_input_is_reported_without_a_panic() {
    let out = opt(&["/nonexistent/none.mlir"], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("could not open input file /nonexistent/none.mlir"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn split_input_file_keeps_original_line_numbers() {
    let dir = scratch("split");
    let body = "\"x.a\"() : () -> ()\n// -----\n\"x.b\"() : () -> ()\n// -----\n\n%x = \"x.c\"(%y) : (i32) -> i32\n";
    let f = write(&dir, "s.mlir", body);
    let out = opt(&[UNREG, "--split-input-file", &f], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.starts_with(&format!("{f}:6:12: error: ")), "{err}");
    // Without the failing chunk, both outputs are joined by the marker, as
    // upstream prints them.
    let ok = write(&dir, "ok.mlir", &body[..body.rfind("// -----").unwrap()]);
    let out = opt(&[UNREG, "--split-input-file", &ok], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let want =
        "module {\n  \"x.a\"() : () -> ()\n}\n// -----\nmodule {\n  \"x.b\"() : () -> ()\n}\n";
    assert_eq!(text(&out.stdout), want);
    if let Some(m) = common::tool("mlir-opt", "split_input_file_keeps_original_line_numbers") {
        let args = [UNREG, "--mlir-print-local-scope", "--split-input-file", &ok];
        let up = common::run(Command::new(m).args(args), None);
        assert_eq!(text(&up.stdout), want);
    }
}

#[test]
fn verify_diagnostics_accepts_matching_annotations() {
    let dir = scratch("verify-ok");
    let body = "\"x.a\"() : () -> ()\n// -----\n// expected-error@+1 {{undeclared SSA value}}\n%x = \"x.c\"(%y) : (i32) -> i32\n";
    let f = write(&dir, "v.mlir", body);
    let out = opt(
        &[UNREG, "--split-input-file", "--verify-diagnostics", &f],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    if let Some(m) = common::tool(
        "mlir-opt",
        "verify_diagnostics_accepts_matching_annotations",
    ) {
        let up = common::run(
            Command::new(m).args([UNREG, "--split-input-file", "--verify-diagnostics", &f]),
            None,
        );
        assert!(up.status.success(), "upstream agrees: {}", text(&up.stderr));
    }
}

#[test]
fn verify_diagnostics_reports_mismatches_in_upstream_wording() {
    let dir = scratch("verify-bad");
    let body =
        "// expected-error@+1 {{this is not what happens}}\n%x = \"x.c\"(%y) : (i32) -> i32\n";
    let f = write(&dir, "v.mlir", body);
    let out = opt(&[UNREG, "--verify-diagnostics", &f], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("{f}:2:12: error: unexpected error: ")),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{f}:1:4: error: expected error \"this is not what happens\" was not produced"
        )),
        "{err}"
    );
}

#[test]
fn generic_and_debuginfo_flags_change_the_form() {
    let input = "\"x.a\"() : () -> () loc(\"k.mlir\":7:3)\n";
    let out = opt(
        &[
            UNREG,
            "--mlir-print-op-generic",
            "--mlir-print-debuginfo",
            "-",
        ],
        Some(input.as_bytes()),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let printed = text(&out.stdout);
    assert!(
        printed.starts_with("\"builtin.module\"() ({\n"),
        "{printed}"
    );
    assert!(
        printed.contains("  \"x.a\"() : () -> () loc(\"k.mlir\":7:3)\n"),
        "{printed}"
    );
}
