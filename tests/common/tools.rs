//! Finding the upstream tools our tests use as oracles (`mlir-opt`,
//! `mlir-runner` and its runtime libraries, `FileCheck`, `python3` with a
//! module, `iverilog`, …), with the one rule every such test follows: a
//! missing tool prints `SKIPPED <test>: <why>` on stderr and the test
//! returns, unless `RMLIR_REQUIRE_TOOLS=1` (as CI sets), where it fails
//! instead, so a missing oracle cannot hide a regression.
//!
//! Why a file included by path and not a crate: the workspace's crate
//! list is fixed (vocab, ir, values, targets, sim, hls, root), so there is
//! no test-support crate to put this in. This file is the single source of
//! truth, compiled into each test binary that needs it: the root package's
//! tests reach it through `tests/common/mod.rs`, the member crates' tests
//! include it with `#[path = "../../tests/common/tools.rs"] mod tools;`.
//! It uses only `std`, so it builds in any crate of the workspace.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Where Debian puts LLVM 22's tools.
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
/// Where Debian puts LLVM 22's runtime libraries.
pub const LLVM_LIB: &str = "/usr/lib/llvm-22/lib";

/// The passes that lower our kernels' dialects to LLVM for `mlir-runner`.
pub const LOWER_TO_LLVM: &[&str] = &[
    "--normalize-memrefs",
    "--convert-vector-to-scf",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--convert-vector-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-index-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
];

/// True when CI demands every oracle (`RMLIR_REQUIRE_TOOLS=1`).
pub fn tools_required() -> bool {
    std::env::var("RMLIR_REQUIRE_TOOLS").is_ok_and(|v| v == "1")
}

/// Finds `name` on `PATH`, then in LLVM 22's folder.
pub fn find_tool(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(std::iter::once(PathBuf::from(LLVM_BIN)))
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Says that `test` skips and why, and returns `None`; panics instead
/// under `RMLIR_REQUIRE_TOOLS=1`.
///
/// The line goes to the process's stderr directly: `eprintln!` is
/// captured by libtest and shown only for a failing test, so a skip would
/// pass as a silent `ok`. It is also recorded in the skip log
/// ([`skip_log_dir`]), which `tests/skips_summary.rs` prints at the end of
/// the run.
pub fn skip<T>(test: &str, why: &str) -> Option<T> {
    assert!(
        !tools_required(),
        "{test}: {why}, and RMLIR_REQUIRE_TOOLS=1"
    );
    let line = format!("SKIPPED {test}: {why} (CI sets RMLIR_REQUIRE_TOOLS=1)\n");
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
    record_skip(test, why);
    None
}

/// Where test binaries record their skips: `skips/` next to the `deps/`
/// folder that holds the test binaries (so `target/debug/skips/`), one
/// `<binary>.log` per test binary.
pub fn skip_log_dir() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.join("skips"))
}

/// Appends `test\twhy` to this binary's skip log; the first skip of a
/// process starts the file afresh, so the log holds the latest run only.
fn record_skip(test: &str, why: &str) {
    static FRESH: std::sync::Once = std::sync::Once::new();
    let (Some(dir), Ok(exe)) = (skip_log_dir(), std::env::current_exe()) else {
        return;
    };
    let name = exe.file_stem().map(|s| s.to_string_lossy().into_owned());
    let path = dir.join(format!("{}.log", name.unwrap_or_default()));
    FRESH.call_once(|| {
        let _ = std::fs::create_dir_all(&dir);
        let _ = std::fs::remove_file(&path);
    });
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&path);
    if let Ok(mut f) = file {
        let _ = f.write_all(format!("{test}\t{why}\n").as_bytes());
    }
}

/// The Debian package that installs `tool`, for the skip message.
fn package_of(tool: &str) -> &str {
    match tool {
        "mlir-opt" | "mlir-runner" | "mlir-translate" => "mlir-22-tools",
        "FileCheck" => "llvm-22-tools",
        other => other,
    }
}

/// The tool, or `None` after printing why `test` skips (a panic under
/// `RMLIR_REQUIRE_TOOLS=1`).
pub fn tool(name: &str, test: &str) -> Option<PathBuf> {
    find_tool(name).or_else(|| {
        let pkg = package_of(name);
        skip(
            test,
            &format!("`{name}` is not installed (apt install {pkg})"),
        )
    })
}

/// `python3` if it can import `module` (which `pip install {pip}`
/// provides), or `None` after printing why `test` skips.
pub fn python_module(module: &str, pip: &str, test: &str) -> Option<PathBuf> {
    let py = tool("python3", test)?;
    let imports = Command::new(&py)
        .args(["-c", &format!("import {module}")])
        .stdin(Stdio::null())
        .output()
        .is_ok_and(|o| o.status.success());
    if imports {
        return Some(py);
    }
    skip(
        test,
        &format!("python3 cannot import `{module}` (pip install {pip})"),
    )
}

/// `python3` with the jax version `tools/rmlir-pallas` pins (the one the
/// Pallas corpus is exported with), or `None` after saying why `test`
/// skips.
pub fn pinned_jax(test: &str) -> Option<PathBuf> {
    let py = python_module("jax", "\"jax[cpu]==0.10.2\"", test)?;
    // The workspace root: this crate's folder, or its parent for a member.
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let tool = (here.ancestors())
        .map(|d| d.join("tools/rmlir-pallas"))
        .find(|t| t.exists())
        .unwrap_or_else(|| here.join("tools/rmlir-pallas"));
    let pinned = stdout_of(Command::new(&py).arg(&tool).arg("version"));
    let found = stdout_of(Command::new(&py).args(["-c", "import jax; print(jax.__version__)"]));
    if pinned != found {
        return skip(
            test,
            &format!("jax {found} is installed; the corpus is exported with jax {pinned}"),
        );
    }
    Some(py)
}

/// The trimmed standard output of a command that must succeed.
fn stdout_of(cmd: &mut Command) -> String {
    let out = cmd.output().expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .trim()
        .to_string()
}

/// The shared libraries `mlir-runner` needs for `vector.print` (and the
/// APFloat runtime that `--convert-math-to-apfloat` calls), as the value of
/// its `-shared-libs=` option.
pub fn runner_libs() -> Option<String> {
    let c = find_lib("libmlir_c_runner_utils")?;
    let r = find_lib("libmlir_runner_utils")?;
    let a = find_lib("libmlir_apfloat_wrappers")?;
    Some(format!("{},{},{}", c.display(), r.display(), a.display()))
}

/// The first `{stem}.so*` in LLVM 22's library folder.
fn find_lib(stem: &str) -> Option<PathBuf> {
    let prefix = format!("{stem}.so");
    let mut hits: Vec<PathBuf> = std::fs::read_dir(LLVM_LIB)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with(&prefix))
        })
        .collect();
    hits.sort();
    hits.into_iter().next()
}

/// Everything needed to run a kernel upstream: `mlir-opt` to lower it,
/// `mlir-runner` to run it, and the runtime libraries.
pub struct Runner {
    /// `mlir-opt`.
    pub opt: PathBuf,
    /// `mlir-runner`.
    pub runner: PathBuf,
    /// `-shared-libs=` value (see [`runner_libs`]).
    pub libs: String,
}

/// The upstream runner, or `None` after printing why `test` skips.
pub fn mlir_runner(test: &str) -> Option<Runner> {
    let opt = tool("mlir-opt", test)?;
    let runner = tool("mlir-runner", test)?;
    let Some(libs) = runner_libs() else {
        let why = format!(
            "libmlir_c_runner_utils, libmlir_runner_utils or libmlir_apfloat_wrappers is not in {LLVM_LIB}"
        );
        return skip(test, &why);
    };
    Some(Runner { opt, runner, libs })
}

impl Runner {
    /// Lowers `input` (MLIR text) with `mlir-opt passes`, then runs its
    /// `@main` with `mlir-runner`; returns what it prints, or which tool
    /// failed and its stderr.
    pub fn run(&self, passes: &[&str], input: &[u8]) -> Result<String, String> {
        let lowered = pipe(Command::new(&self.opt).args(passes).arg("-"), input)
            .map_err(|e| format!("mlir-opt lowering failed:\n{e}"))?;
        let out = pipe(
            Command::new(&self.runner)
                .args(["-e", "main", "-entry-point-result=void"])
                .arg(format!("-shared-libs={}", self.libs)),
            &lowered,
        )
        .map_err(|e| format!("mlir-runner failed:\n{e}"))?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
}

/// Runs `cmd` with `input` on stdin; its stdout, or its stderr when it
/// cannot start or exits with failure.
pub fn pipe(cmd: &mut Command, input: &[u8]) -> Result<Vec<u8>, String> {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    let mut stdin = child.stdin.take().expect("stdin was piped");
    let data = input.to_vec();
    // A writer thread, so a child that fills its stdout pipe before
    // reading all its input cannot deadlock us.
    let writer = std::thread::spawn(move || stdin.write_all(&data));
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    match out.status.success() {
        true => Ok(out.stdout),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}

/// What `mlir-runner` prints for the kernel at `rel` (from the repository
/// root) lowered by [`LOWER_TO_LLVM`], or `None` after printing why `test`
/// skips.
pub fn upstream_output(rel: &str, test: &str) -> Option<String> {
    let up = mlir_runner(test)?;
    let text = std::fs::read(rel).unwrap_or_else(|e| panic!("{rel}: {e}"));
    Some(
        up.run(LOWER_TO_LLVM, &text)
            .unwrap_or_else(|e| panic!("{rel}: {e}")),
    )
}

/// Runs `<dir>/gen.sh` with upstream `mlir-opt`, writing into a scratch
/// folder (the script's `OUT`), and asserts each file it writes equals the
/// checked-in one in `dir`; the names written, sorted, or `None` after
/// printing why `test` skips.
pub fn generated_files_are_current(dir: &str, test: &str) -> Option<Vec<String>> {
    let opt = tool("mlir-opt", test)?;
    let tag = dir.replace('/', "-");
    let out = std::env::temp_dir().join(format!("rmlir-gen-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).expect("scratch folder");
    let ran = Command::new("sh")
        .arg(format!("{dir}/gen.sh"))
        .env("MLIR_OPT", &opt)
        .env("OUT", &out)
        .output()
        .expect("sh runs");
    assert!(
        ran.status.success(),
        "{dir}/gen.sh: {}",
        String::from_utf8_lossy(&ran.stderr)
    );
    let mut written = Vec::new();
    for e in std::fs::read_dir(&out).expect("scratch folder") {
        let name = e.expect("entry").file_name().to_string_lossy().into_owned();
        let got = std::fs::read_to_string(out.join(&name)).expect("written file");
        let want = std::fs::read_to_string(format!("{dir}/{name}"))
            .unwrap_or_else(|e| panic!("{dir}/{name}: {e}"));
        assert_eq!(got, want, "{dir}/{name} is not what gen.sh writes");
        written.push(name);
    }
    let _ = std::fs::remove_dir_all(&out);
    written.sort();
    Some(written)
}
