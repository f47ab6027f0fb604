//! `rmlir-hls` rejects input outside its subset: each file in
//! `tests/hls_reject/` names, on its first line (`// HLS-ERROR: L:C: error:
//! message`), the diagnostic it must produce. The run must exit with
//! status 1, show the source line and a caret, never panic, and write no
//! output file. A file with a `// HLS-TESTBENCH` line also asks for a
//! testbench, whose inputs then come from `@main`; a `// HLS-FLAGS: ...`
//! line adds its words to the command line.

mod common;

use common::{mlir_files, run};
use std::path::PathBuf;
use std::process::Command;

fn hls_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rmlir-hls"))
}

#[test]
fn unsupported_input_gets_a_located_diagnostic_and_no_output() {
    let files = mlir_files("tests/hls_reject");
    assert!(files.len() >= 8, "only {} rejection files", files.len());
    let dir = std::env::temp_dir().join(format!("rmlir-hls-reject-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let first = text.lines().next().unwrap_or_default();
        let want = first
            .strip_prefix("// HLS-ERROR: ")
            .unwrap_or_else(|| panic!("{}: no HLS-ERROR line", f.display()));
        let out_v = dir.join("out.v");
        let mut cmd = Command::new(hls_bin());
        cmd.arg(f).args(["--func", "f", "-o"]).arg(&out_v);
        // A testbench with no --arg/--input reads the inputs from @main.
        let tb = dir.join("tb.v");
        if text.contains("// HLS-TESTBENCH") {
            cmd.arg("--testbench").arg(&tb);
        }
        if let Some(flags) = text.lines().find_map(|l| l.strip_prefix("// HLS-FLAGS: ")) {
            cmd.args(flags.split_whitespace());
        }
        let out = run(&mut cmd, None);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{}: status {:?}\n{err}",
            f.display(),
            out.status
        );
        assert!(!err.contains("panicked"), "{}: panic\n{err}", f.display());
        let full = format!("{}:{want}", f.display());
        assert!(
            err.lines().next() == Some(full.as_str()),
            "{}: expected\n{full}\ngot\n{err}",
            f.display()
        );
        let line: usize = want
            .split(':')
            .next()
            .and_then(|l| l.parse().ok())
            .expect("line");
        let col: usize = want
            .split(':')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .expect("col");
        let src = text.lines().nth(line - 1).expect("source line");
        let lines: Vec<&str> = err.lines().collect();
        assert_eq!(
            lines.get(1).copied(),
            Some(src),
            "{}: source line",
            f.display()
        );
        assert_eq!(
            lines.get(2).map(|l| l.find('^')),
            Some(Some(col - 1)),
            "{}: caret",
            f.display()
        );
        assert!(
            !out_v.exists() && !tb.exists(),
            "{}: wrote output despite the error",
            f.display()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_limit_key_and_missing_function_are_errors() {
    let k = common::repo_path("tests/hls/sum_i32.mlir");
    let dir = std::env::temp_dir().join(format!("rmlir-hls-reject2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let out_v = dir.join("out.v");
    let out = run(
        Command::new(hls_bin())
            .arg(&k)
            .args(["--func", "sum_i32", "--set", "hls.limits.mul=1", "-o"])
            .arg(&out_v),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("unknown HLS op `mul` in [hls.limits] (did you mean `muli`?)"),
        "{err}"
    );
    let out = run(
        Command::new(hls_bin())
            .arg(&k)
            .args(["--func", "nope", "-o"])
            .arg(&out_v),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("error: no function named @nope"), "{err}");
    assert!(!out_v.exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_flag_exits_1_as_the_help_says() {
    let k = common::repo_path("tests/hls/sum_i32.mlir");
    let out = run(
        Command::new(hls_bin())
            .arg(&k)
            .args(["--func", "sum_i32", "-o", "x.v", "--no-such-flag"]),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("unexpected argument '--no-such-flag'"),
        "{err}"
    );
}

/// `rmlir-hls` parses with the same nesting limit as the other tools,
/// names the flag that raises it, and honours that flag (on a stack deep
/// enough for what it lets through).
#[test]
fn nesting_limit_is_the_tools_and_its_flag_works() {
    let depth = 1100; // each region counts four levels: 4400 > 4096
    let mut text = String::from("func.func @f(%c: i1) -> i32 {\n  %z = arith.constant 0 : i32\n");
    text.push_str(&"scf.if %c {\n".repeat(depth));
    text.push_str(&"}\n".repeat(depth));
    text.push_str("  return %z : i32\n}\n");
    let dir = std::env::temp_dir().join(format!("rmlir-hls-nest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let k = dir.join("deep.mlir");
    std::fs::write(&k, &text).expect("write kernel");
    let out_v = dir.join("deep.v");
    let out = run(
        Command::new(hls_bin())
            .arg(&k)
            .args(["--func", "f", "-o"])
            .arg(&out_v),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("error: nesting is too deep: more than 4096 levels (raise the limit with --max-nesting=N)"),
        "{err}"
    );
    assert!(!out_v.exists());
    let out = run(
        Command::new(hls_bin())
            .arg(&k)
            .args(["--func", "f", "--max-nesting", "5000", "-o"])
            .arg(&out_v),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(out_v.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
