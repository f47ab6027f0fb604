//! Where an op is located. Upstream's parser locates an op at its name
//! (the `"` of a generic name, the first letter of a custom one), past any
//! result list, and keeps the result list's start only for the
//! result-count error. `mlir-opt --mlir-print-debuginfo` is the oracle for
//! the first, its diagnostic for the second; the columns are also derived
//! by hand from the source text below.

mod common;

use common::{our_bin, run, tool};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Result lists of every shape (none, one, `%p:2`, `%q, %r:2`), odd
/// spacing, and an op nested in a region.
const KERNEL: &str = r#"func.func @f(%a: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %p:2 = "test.pair"(%s) : (i32) -> (i32, i32)
  %q, %r:2 = "test.three"() : () -> (i32, i32, i32)
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (i32) {
       %m   =   arith.muli %acc, %p#1 : i32
    scf.yield %m : i32
  }
  "test.use"(%q, %r#1) : (i32, i32) -> ()
  return %t, %p#0 : i32, i32
}
"#;

/// Binds two names to an op with one result.
const MISCOUNTED: &str = "func.func @f() {\n  %a, %b = \"test.one\"() : () -> i32\n  return\n}\n";

fn scratch(test: &str, body: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmlir_op_locations_{test}_{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("scratch dir");
    std::fs::write(d.join("k.mlir"), body).expect("write input");
    d
}

fn run_in(bin: &Path, args: &[&str], dir: &Path) -> Output {
    run(
        Command::new(bin)
            .arg("--allow-unregistered-dialect")
            .args(args)
            .arg("k.mlir")
            .current_dir(dir),
        None,
    )
}

#[test]
fn ops_are_located_at_their_names_as_upstream_locates_them() {
    let test = "ops_are_located_at_their_names_as_upstream_locates_them";
    let dir = scratch(test, KERNEL);
    let flags = ["--mlir-print-debuginfo", "--mlir-print-local-scope"];
    let ours = run_in(&our_bin("rmlir-opt"), &flags, &dir);
    let ours_err = String::from_utf8_lossy(&ours.stderr);
    assert!(ours.status.success(), "{ours_err}");
    let ours = String::from_utf8_lossy(&ours.stdout).into_owned();
    // By hand, columns counted from 1 in KERNEL:
    // line 2 `  %c0 = arith...`: 2 spaces, `%c0` (3-5), ` = ` -> 9;
    // line 4 `  %s = "arith.addi"`: `%s` (3-4), ` = ` -> the `"` at 8;
    // line 5 `  %p:2 = "test.pair"`: `%p:2` (3-6), ` = ` -> 10;
    // line 6 `  %q, %r:2 = "test.three"`: `%q, %r:2` (3-10), ` = ` -> 14;
    // line 7 `  %t = scf.for`: 8; line 8 `       %m   =   arith.muli`:
    // `%m` (8-9), 3 spaces, `=` (13), 3 spaces -> 17;
    // lines 9, 11 and 12 have no results: their first token, 5, 3 and 3.
    for at in [
        "2:9", "3:9", "4:8", "5:10", "6:14", "7:8", "8:17", "9:5", "11:3", "12:3",
    ] {
        let loc = format!("loc(\"k.mlir\":{at})");
        assert!(ours.contains(&loc), "no {loc} in\n{ours}");
    }
    let Some(up) = tool("mlir-opt", test) else {
        return;
    };
    let theirs = run_in(&up, &flags, &dir);
    assert!(
        theirs.status.success(),
        "{}",
        String::from_utf8_lossy(&theirs.stderr)
    );
    assert_eq!(ours, String::from_utf8_lossy(&theirs.stdout));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn result_count_error_stays_at_the_result_list() {
    let test = "result_count_error_stays_at_the_result_list";
    let dir = scratch(test, MISCOUNTED);
    let ours = run_in(&our_bin("rmlir-opt"), &[], &dir);
    let ours_err = String::from_utf8_lossy(&ours.stderr).into_owned();
    assert_eq!(ours.status.code(), Some(1), "{ours_err}");
    // `  %a, %b = ...` on line 2: the result list starts at column 3.
    let want = "k.mlir:2:3: error: operation defines 1 results but was provided 2 to bind";
    assert_eq!(ours_err.lines().next(), Some(want), "{ours_err}");
    assert!(ours.stdout.is_empty(), "nothing half-written");
    let Some(up) = tool("mlir-opt", test) else {
        return;
    };
    let theirs = run_in(&up, &[], &dir);
    let theirs_err = String::from_utf8_lossy(&theirs.stderr);
    assert_eq!(theirs_err.lines().next(), Some(want), "{theirs_err}");
    let _ = std::fs::remove_dir_all(&dir);
}
