//! Command-line edges of `rmlir-sim`: a zero-sized vector type is rejected
//! with upstream's words and place (the oracle is `mlir-opt` itself), a
//! missing `--entry` names the functions that exist, a bad command line
//! exits with the status `--help` documents, `--report -` writes to
//! standard output, and `--trace-values` gives every wire its own name
//! (read back with pyvcd).

mod common;

use common::{our_bin, python_module, repo_root, run, tool};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn sim_in(dir: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(dir)
            .args(args),
        stdin.map(str::as_bytes),
    )
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn scratch(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-sim-cli-{case}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

#[test]
fn zero_sized_vectors_are_rejected_as_upstream_rejects_them() {
    let test = "zero_sized_vectors_are_rejected_as_upstream_rejects_them";
    let Some(opt) = tool("mlir-opt", test) else {
        return;
    };
    let dir = scratch("vec0");
    for (i, ty) in ["vector<0xi32>", "vector<2x0xf32>", "vector<[0]xi8>"]
        .iter()
        .enumerate()
    {
        let file = format!("k{i}.mlir");
        let kernel = format!("func.func @main(%a: {ty}) {{\n  return\n}}\n");
        std::fs::write(dir.join(&file), &kernel).unwrap();
        let theirs = run(Command::new(&opt).current_dir(&dir).arg(&file), None);
        let ours = sim_in(&dir, &[&file], None);
        assert!(!theirs.status.success(), "mlir-opt accepted {ty}");
        assert_eq!(ours.status.code(), Some(1), "{ty}");
        let first = |o: &Output| text(&o.stderr).lines().next().unwrap_or("").to_string();
        assert_eq!(first(&ours), first(&theirs), "{ty}");
        assert!(first(&ours).contains("vector types must have positive constant sizes"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_entry_names_the_functions_that_exist() {
    let kernel = "func.func @main() {\n  return\n}\nfunc.func @helper(%x: i32) {\n  return\n}\nfunc.func private @ext()\n";
    let out = sim_in(&repo_root(), &["--entry", "nope", "-"], Some(kernel));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "\
<stdin>:1:1: error: no function named @nope to run (the module defines @helper, @main; use --entry to pick one)
func.func @main() {
^
"
    );
    let args = ["--vcd", "/dev/null", "--trace-values", "nope", "-"];
    let out = sim_in(&repo_root(), &args, Some(kernel));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr),
        "\
<stdin>:1:1: error: no function named @nope to trace (the module defines @helper, @main; use --trace-values to pick one)
func.func @main() {
^
"
    );
}

#[test]
fn a_bad_command_line_exits_with_the_documented_status() {
    let help = sim_in(&repo_root(), &["--help"], None);
    assert_eq!(help.status.code(), Some(0));
    assert!(
        text(&help.stdout)
            .contains("Exit status: 0 on success, 1 on any error: a bad command line"),
        "{}",
        text(&help.stdout)
    );
    for args in [
        &["--bogus", "k.mlir"][..],
        &["--races", "sometimes", "k.mlir"],
        &["--max-cycles", "many", "k.mlir"],
        &[],
        &["--input", "A", "tests/dma/zero_count.mlir"],
    ] {
        let out = sim_in(&repo_root(), args, None);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(!text(&out.stderr).is_empty(), "{args:?} says why");
    }
}

#[test]
fn report_dash_writes_the_report_to_stdout() {
    let dir = scratch("report");
    let kernel = repo_root().join("tests/dma/zero_count.mlir");
    let out = sim_in(
        &dir,
        &["-q", kernel.to_str().unwrap(), "--report", "-"],
        None,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let json = stdout.strip_prefix("7\n").expect("program output first");
    let r: serde_json::Value = serde_json::from_str(json).expect("the report");
    assert_eq!(r["status"], "ok");
    assert!(r["cycles"].as_u64().unwrap() > 0);
    assert!(!dir.join("-").exists(), "no file named -");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two loops define `%v` each, and `%v_1` exists too: every traced wire
/// still has a name of its own.
#[test]
fn traced_values_get_distinct_wire_names() {
    let test = "traced_values_get_distinct_wire_names";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    let kernel = "\
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v_1 = arith.constant 5 : i32
  scf.for %i = %c0 to %c2 step %c1 {
    %v = arith.index_cast %i : index to i32
  }
  scf.for %j = %c0 to %c2 step %c1 {
    %v = arith.index_cast %j : index to i64
  }
  return
}
";
    let dir = scratch("values");
    let out = sim_in(
        &dir,
        &["-q", "-", "--vcd", "t.vcd", "--trace-values", "main"],
        Some(kernel),
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let seen = run(
        Command::new(py)
            .arg(repo_root().join("tests/dma/vcd_extent.py"))
            .arg(dir.join("t.vcd")),
        None,
    );
    assert!(seen.status.success(), "{}", text(&seen.stderr));
    let v: serde_json::Value = serde_json::from_slice(&seen.stdout).unwrap();
    let mut names: Vec<&str> = v["vars"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n.as_str()?.strip_prefix("values."))
        .collect();
    let traced = names.len();
    assert!(
        names.iter().filter(|n| n.starts_with('v')).count() >= 3,
        "{names:?}"
    );
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), traced, "a wire name repeats: {v}");
    let _ = std::fs::remove_dir_all(&dir);
}
