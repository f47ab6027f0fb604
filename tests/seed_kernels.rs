//! Seed syntax (issue #4, proof 2): kernels written in the seed Standard
//! dialect's syntax (`shared/seeds/004`), covering every Standard op, print
//! the values the spec's text implies. Each file lists them as
//! `// EXPECT:` lines, with the sentence of the spec they come from.
//!
//! A second oracle: unless a file says `// UPSTREAM: no: <reason>`,
//! `rmlir-opt` rewrites it in today's spelling and `mlir-runner` must print
//! the same lines.

mod common;

use common::{mlir_files, mlir_runner, our_bin, run, Runner, LOWER_TO_LLVM};
use std::path::Path;
use std::process::Command;

fn header<'a>(text: &'a str, key: &str) -> impl Iterator<Item = &'a str> + 'a {
    let key = format!("// {key}: ");
    text.lines()
        .filter_map(move |l| l.strip_prefix(key.as_str()))
}

fn expected(text: &str) -> String {
    header(text, "EXPECT").map(|l| format!("{l}\n")).collect()
}

fn simulate(file: &Path, text: &str) -> String {
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    match header(text, "TARGET").next() {
        Some(t) => cmd.args(["--target", &format!("{}/{t}", env!("CARGO_MANIFEST_DIR"))]),
        None => cmd.args(["--set", "target.default_space=vmem"]),
    };
    let out = run(cmd.arg("-q").arg(file), None);
    assert!(
        out.status.success(),
        "{}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn seed_kernels_print_what_the_spec_implies() {
    let files = mlir_files("tests/seed_kernels");
    assert!(
        files.len() >= 8,
        "expected the seed kernels, found {}",
        files.len()
    );
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let want = expected(&text);
        assert!(!want.is_empty(), "{} has no EXPECT lines", f.display());
        assert_eq!(simulate(f, &text), want, "{}", f.display());
    }
}

fn upstream(up: &Runner, f: &Path) -> String {
    let modern = run(Command::new(our_bin("rmlir-opt")).arg(f), None);
    assert!(modern.status.success(), "rmlir-opt {}", f.display());
    up.run(LOWER_TO_LLVM, &modern.stdout)
        .unwrap_or_else(|e| panic!("{}: {e}", f.display()))
}

#[test]
fn mlir_runner_agrees_on_the_modern_spelling() {
    let Some(up) = mlir_runner("mlir_runner_agrees_on_the_modern_spelling") else {
        return;
    };
    let mut checked = 0;
    for f in mlir_files("tests/seed_kernels") {
        let text = std::fs::read_to_string(&f).unwrap();
        if let Some(reason) = header(&text, "UPSTREAM").next() {
            assert!(
                reason.len() > 8,
                "{}: say why upstream cannot run it",
                f.display()
            );
            continue;
        }
        assert_eq!(upstream(&up, &f), expected(&text), "{}", f.display());
        checked += 1;
    }
    assert!(
        checked >= 5,
        "only {checked} seed kernels were checked upstream"
    );
}
