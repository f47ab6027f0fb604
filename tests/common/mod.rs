//! Shared helpers for the end-to-end tests: finding the upstream tools
//! that serve as oracles, and running our own binaries.
//!
//! A test that needs an external tool calls [`tool`]. When the tool is
//! missing it prints why it skips and returns `None`; with
//! `RMLIR_REQUIRE_TOOLS=1` (as CI sets) it panics instead, so a missing
//! oracle fails the run rather than hiding a regression.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Where Debian puts LLVM 22's tools.
const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";
/// Where Debian puts LLVM 22's runtime libraries.
const LLVM_LIB: &str = "/usr/lib/llvm-22/lib";

/// True when CI demands every oracle.
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

/// The tool, or `None` after printing why the calling test skips.
pub fn tool(name: &str, test: &str) -> Option<PathBuf> {
    match find_tool(name) {
        Some(p) => Some(p),
        None if tools_required() => {
            panic!("{test}: `{name}` not found and RMLIR_REQUIRE_TOOLS=1")
        }
        None => {
            eprintln!("SKIPPED {test}: `{name}` is not installed (install mlir-22-tools, iverilog, verilator, yosys; CI sets RMLIR_REQUIRE_TOOLS=1)");
            None
        }
    }
}

/// The shared libraries `mlir-runner` needs for `vector.print`.
pub fn runner_libs() -> Option<String> {
    let find = |stem: &str| -> Option<PathBuf> {
        let dir = std::fs::read_dir(LLVM_LIB).ok()?;
        let mut hits: Vec<PathBuf> = dir
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&format!("{stem}.so")))
            })
            .collect();
        hits.sort();
        hits.into_iter().next()
    };
    let c = find("libmlir_c_runner_utils")?;
    let r = find("libmlir_runner_utils")?;
    Some(format!("{},{}", c.display(), r.display()))
}

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
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut out = Vec::new();
    collect(&root, &mut out);
    out.sort();
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}
