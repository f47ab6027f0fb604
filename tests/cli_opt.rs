//! `rmlir-opt` flags that no other test pinned: `--version`,
//! `--mlir-print-local-scope`, which `--help` says is always in effect, and
//! `-o /dev/stdout` into a pipe.
//! Upstream `mlir-opt` is the oracle: our output, with the flag or
//! without, is byte for byte what `mlir-opt --mlir-print-local-scope`
//! prints.

mod common;

use common::{our_bin, run, tool};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// An affine map used twice (so upstream, without the flag, would print a
/// `#map` alias) and an inline affine expression.
const ALIASED: &str = "#m = affine_map<(d0) -> (d0 floordiv 2)>
func.func @f(%a: index, %b: memref<8xf32>) -> index {
  %x = affine.apply #m(%a)
  %y = affine.apply #m(%x)
  %v = affine.load %b[%a floordiv 2] : memref<8xf32>
  affine.store %v, %b[%y] : memref<8xf32>
  return %y : index
}
";

fn scratch_file(test: &str, body: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmlir_cli_opt_{test}_{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch dir");
    let f = d.join("k.mlir");
    std::fs::write(&f, body).expect("write input");
    f
}

fn run_on(bin: &Path, args: &[&str], file: &Path) -> Output {
    let dir = file.parent().expect("scratch dir");
    run(
        Command::new(bin).args(args).arg("k.mlir").current_dir(dir),
        None,
    )
}

fn stdout_of(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Our output with the flag, without it, and upstream's with it.
fn three_ways(test: &str, extra: &[&str]) -> Option<(String, String, String)> {
    let f = scratch_file(test, ALIASED);
    let ours = our_bin("rmlir-opt");
    let mut with: Vec<&str> = vec!["--mlir-print-local-scope"];
    with.extend(extra);
    let a = stdout_of(&run_on(&ours, &with, &f));
    let b = stdout_of(&run_on(&ours, extra, &f));
    let up = tool("mlir-opt", test)?;
    let c = stdout_of(&run_on(&up, &with, &f));
    Some((a, b, c))
}

#[test]
fn local_scope_output_is_upstreams() {
    let Some((with, without, theirs)) = three_ways("local_scope_output_is_upstreams", &[]) else {
        return;
    };
    assert!(with.contains("affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%arg0)"));
    assert_eq!(with, without, "the flag is always in effect");
    assert_eq!(with, theirs);
}

#[test]
fn local_scope_debuginfo_output_is_upstreams() {
    let test = "local_scope_debuginfo_output_is_upstreams";
    let Some((with, without, theirs)) = three_ways(test, &["--mlir-print-debuginfo"]) else {
        return;
    };
    assert_eq!(with, without, "the flag is always in effect");
    assert_eq!(with, theirs);
}

/// `-o /dev/stdout` (a link through `/proc` to this process's stdout, here
/// a pipe) writes into the pipe, as upstream does, rather than trying to
/// rename a temporary over the link's target.
#[test]
fn output_to_dev_stdout_reaches_the_pipe() {
    let test = "output_to_dev_stdout_reaches_the_pipe";
    let f = scratch_file(test, ALIASED);
    let args = ["--mlir-print-local-scope", "-o", "/dev/stdout"];
    let ours = stdout_of(&run_on(&our_bin("rmlir-opt"), &args, &f));
    assert!(
        ours.contains("affine.apply"),
        "nothing in the pipe: {ours:?}"
    );
    let Some(up) = tool("mlir-opt", test) else {
        return;
    };
    assert_eq!(ours, stdout_of(&run_on(&up, &args, &f)));
}

#[test]
fn version_prints_the_package_version() {
    let o = run(Command::new(our_bin("rmlir-opt")).arg("--version"), None);
    assert_eq!(
        stdout_of(&o),
        format!("rmlir-opt {}\n", env!("CARGO_PKG_VERSION"))
    );
    assert!(o.stderr.is_empty());
    // Upstream's `--version` also succeeds on stdout with an empty stderr;
    // its text (the LLVM version) is its own.
    let Some(up) = tool("mlir-opt", "version_prints_the_package_version") else {
        return;
    };
    let o = run(Command::new(up).arg("--version"), None);
    assert!(!stdout_of(&o).is_empty());
    assert!(o.stderr.is_empty());
}

#[test]
fn a_bad_flag_exits_as_upstreams_does() {
    let test = "a_bad_flag_exits_as_upstreams_does";
    let f = scratch_file(test, ALIASED);
    let ours = run_on(&our_bin("rmlir-opt"), &["--no-such-flag"], &f);
    assert!(ours.stdout.is_empty(), "nothing on stdout for a bad flag");
    let Some(up) = tool("mlir-opt", test) else {
        return;
    };
    let theirs = run_on(&up, &["--no-such-flag"], &f);
    assert_eq!(ours.status.code(), theirs.status.code());
    assert_eq!(ours.status.code(), Some(1), "the help promises 1");
}
