//! Runs of `rmlir-sim --explain-engine`, for the tests of the iteration
//! memo under either engine: the run's output with the engine's own lines
//! set apart, so two engines can be compared on everything else and a
//! test can still read what each loop did.

use super::{our_bin, run};
use std::path::{Path, PathBuf};
use std::process::Command;

/// One run's stdout, stderr without `--explain-engine`'s lines, exit
/// status, report JSON, and those lines.
#[derive(Debug, PartialEq, Eq)]
pub struct Ran {
    pub out: String,
    pub err: String,
    pub code: i32,
    pub report: String,
    pub engine: String,
}

/// Runs `kernel` (a path from the repository's root) under `engine` with
/// `-q --explain-engine --report` and `flags`, from the root.
pub fn sim_explained(kernel: &str, engine: &str, flags: &[&str]) -> Ran {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let report: PathBuf = std::env::temp_dir().join(format!(
        "rmlir-explained-{}-{engine}-{}.json",
        std::process::id(),
        kernel.replace('/', "-")
    ));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root)
            .args(["-q", "--engine", engine, "--explain-engine", "--report"])
            .arg(&report)
            .args(flags)
            .arg(kernel),
        None,
    );
    let rep = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let (engine, err): (Vec<&str>, Vec<&str>) =
        stderr.lines().partition(|l| l.starts_with("engine: "));
    Ran {
        out: String::from_utf8_lossy(&out.stdout).into_owned(),
        err: err.join("\n"),
        code: out.status.code().unwrap_or(-1),
        report: rep,
        engine: engine.join("\n"),
    }
}

/// Runs `kernel` under `engine` and then under `other`; asserts they agree
/// on everything but the engine lines, and returns `engine`'s run.
pub fn engines_agree(kernel: &str, engine: &str, other: &str, flags: &[&str]) -> Ran {
    let first = sim_explained(kernel, engine, flags);
    let second = sim_explained(kernel, other, flags);
    let strip = |r: &Ran| (r.out.clone(), r.err.clone(), r.code, r.report.clone());
    assert_eq!(strip(&first), strip(&second), "{kernel} {flags:?}");
    first
}
