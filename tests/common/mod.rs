//! Shared helpers for the end-to-end tests: running our own binaries and
//! listing test files. Finding the upstream tools that serve as oracles
//! lives in [`tools`] (re-exported here), because the member crates'
//! tests include that file too.
//!
//! A test that needs an external tool calls [`tool`]. When the tool is
//! missing it prints why it skips and returns `None`; with
//! `RMLIR_REQUIRE_TOOLS=1` (as CI sets) it panics instead, so a missing
//! oracle fails the run rather than hiding a regression.
#![allow(dead_code)]

mod explained;
mod files;
mod rng;
mod tools;

// Not every test binary that includes this module uses them all.
#[allow(unused_imports)]
pub use explained::*;
#[allow(unused_imports)]
pub use files::*;
#[allow(unused_imports)]
pub use rng::Rng;
#[allow(unused_imports)]
pub use tools::*;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A scratch directory under the system's temporary one, unique to this
/// process and `tag`, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(tag: &str) -> Scratch {
        let p = std::env::temp_dir().join(format!("rmlir-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("scratch dir");
        Scratch(p)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// What `rmlir-sim` prints on stdout for the MLIR text `kernel`, or its
/// stderr when the run fails. The buffers stay in the default memory
/// space, which on the built-in TPU-like target is HBM that only DMA may
/// touch, so the run makes VMEM the default space.
pub fn sim_stdout(kernel: &[u8]) -> Result<String, String> {
    let out = run(
        Command::new(our_bin("rmlir-sim")).args([
            "--quiet",
            "--set",
            "target.default_space=vmem",
            "-",
        ]),
        Some(kernel),
    );
    if !out.status.success() {
        return Err(format!(
            "rmlir-sim failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Runs a command with optional stdin, returning its output.
pub fn run(cmd: &mut Command, stdin: Option<&[u8]>) -> Output {
    use std::io::Write;
    cmd.stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    })
    .stdout(Stdio::piped())
    .stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    if let Some(data) = stdin {
        let mut pipe = child.stdin.take().expect("stdin was piped");
        let data = data.to_vec();
        std::thread::spawn(move || pipe.write_all(&data));
    }
    child.wait_with_output().expect("child output")
}

/// Runs `check` on every file in parallel; panics with `N of M {what}:`
/// and, for each failing file, `== path` followed by its error.
pub fn assert_all_pass<F>(files: &[PathBuf], what: &str, check: F)
where
    F: Fn(&Path) -> Result<(), String> + Sync,
{
    use rayon::prelude::*;
    let failures: Vec<String> = files
        .par_iter()
        .filter_map(|f| check(f).err().map(|e| format!("== {}\n{e}", f.display())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} {what}:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The path of one of our binaries, built by cargo for the tests.
pub fn our_bin(name: &str) -> PathBuf {
    match name {
        "rmlir-opt" => PathBuf::from(env!("CARGO_BIN_EXE_rmlir-opt")),
        "rmlir-sim" => PathBuf::from(env!("CARGO_BIN_EXE_rmlir-sim")),
        other => panic!("unknown binary {other}"),
    }
}

/// Every `.mlir` file under `dir` (relative to the package root), sorted.
pub fn mlir_files(dir: &str) -> Vec<PathBuf> {
    mlir_files_below(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &[])
}
