//! The JIT (`--engine jit`) against the interpreter (`--engine interp`):
//! every kernel of the corpus, and random integer and memref kernels over
//! widths 1 to 129, must give byte-identical stdout, stderr, exit status,
//! report JSON, VCD, Chrome trace and output arrays. The interpreter is
//! the reference the JIT is held to; its own values are held to
//! `mlir-runner` and NumPy by the other suites.

mod common;

use common::{our_bin, python_module, repo_path, run};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A scratch directory, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let p = std::env::temp_dir().join(format!("rmlir-engines-{tag}-{}", std::process::id()));
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

/// A script that runs `rmlir-sim` with `--engine` first. The JIT side
/// runs `auto` where `--engine jit` refuses the run (a recursive function,
/// which the interpreter runs on its explicit stack; the function traced by
/// `--trace-values`): `engine_jit_refuses_...` checks the refusal itself.
fn wrapper(dir: &Path, engine: &str) -> PathBuf {
    let bin = our_bin("rmlir-sim");
    let bin = bin.display();
    let body = if engine == "jit" {
        let err = dir.join("stderr.txt");
        let err = err.display();
        format!(
            "#!/bin/sh\n\
             case \" $* \" in *\" --trace-values \"*) exec '{bin}' --engine auto \"$@\";; esac\n\
             err=\"{err}.$$\"\n\
             '{bin}' --engine jit \"$@\" 2>\"$err\"\n\
             code=$?\n\
             if grep -q -- '--engine jit cannot compile' \"$err\"; then rm -f \"$err\"; exec '{bin}' --engine auto \"$@\"; fi\n\
             cat \"$err\" >&2; rm -f \"$err\"; exit $code\n"
        )
    } else {
        format!("#!/bin/sh\nexec '{bin}' --engine {engine} \"$@\"\n")
    };
    let p = dir.join(engine);
    std::fs::write(&p, body).expect("wrapper");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    p
}

/// Every `.mlir` under `tests/` and `examples/`, in every variant
/// `tools/compare_outputs.py` runs (full traces, value traces, vmem, each
/// target file), under both engines. `RMLIR_ENGINES_ONLY=PATH_PART`
/// narrows it to the kernels whose path contains `PATH_PART`.
#[test]
fn every_corpus_kernel_runs_identically_under_jit_and_interp() {
    let Some(py) = python_module("numpy", "numpy", "engines") else {
        return;
    };
    let dir = Scratch::new("corpus");
    let (interp, jit) = (wrapper(&dir.0, "interp"), wrapper(&dir.0, "jit"));
    let out = run(
        Command::new(py)
            .arg(repo_path("tools/compare_outputs.py"))
            .args([&interp, &jit])
            .args(["--jobs", "2"])
            .args([
                "--only",
                &std::env::var("RMLIR_ENGINES_ONLY").unwrap_or_default(),
            ]),
        None,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("differences: 0"),
        "the engines differ:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs `kernel` with `flags` under `engine` in `dir`; returns stdout,
/// stderr, exit code and the report.
fn sim(dir: &Path, kernel: &str, engine: &str, flags: &[&str]) -> (String, String, i32, String) {
    let file = dir.join("k.mlir");
    std::fs::write(&file, kernel).expect("kernel");
    let report = dir.join(format!("report-{engine}.json"));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(dir)
            .args(["-q", "k.mlir", "--engine", engine, "--report"])
            .arg(&report)
            .args(flags),
        None,
    );
    let rep = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
        rep,
    )
}

/// Compiled `@main` calls the recursive `@fib` (interpreted), which calls
/// the compiled `@leaf`: the tiers call each other both ways. fib(10) is
/// 55 (fib(0) = 0, fib(1) = 1).
const MIXED: &str = r#"func.func @leaf(%n: i32) -> i32 {
  return %n : i32
}
func.func @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  %r = scf.if %small -> i32 {
    %l = func.call @leaf(%n) : (i32) -> i32
    scf.yield %l : i32
  } else {
    %c1 = arith.constant 1 : i32
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @main() {
  %c10 = arith.constant 10 : i32
  %f = func.call @fib(%c10) : (i32) -> i32
  vector.print %f : i32
  return
}
"#;

#[test]
fn compiled_and_interpreted_functions_call_each_other() {
    let dir = Scratch::new("mixed");
    let auto = sim(&dir.0, MIXED, "auto", &["--explain-engine"]);
    let interp = sim(&dir.0, MIXED, "interp", &[]);
    assert_eq!(auto.0, "55\n", "fib(10)");
    assert_eq!((&auto.0, auto.2, &auto.3), (&interp.0, interp.2, &interp.3));
    assert!(auto.1.contains("engine: @main: jit"), "{}", auto.1);
    assert!(auto.1.contains("engine: @leaf: jit"), "{}", auto.1);
    assert!(
        auto.1.contains("engine: @fib: interp (recursive"),
        "{}",
        auto.1
    );
}

#[test]
fn engine_jit_refuses_a_recursive_function_with_a_located_error() {
    let dir = Scratch::new("refuse");
    let (out, err, code, _) = sim(&dir.0, MIXED, "jit", &[]);
    assert_eq!((out.as_str(), code), ("", 1), "{err}");
    assert!(
        err.starts_with("k.mlir:4:1: error: --engine jit cannot compile @fib: recursive"),
        "{err}"
    );
    assert!(err.contains("^"), "a caret under the source line: {err}");
}

/// The integer ops the random kernels draw from.
const OPS: &[&str] = &[
    "addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrui", "shrsi", "divui", "divsi",
    "remui", "remsi", "maxsi", "minsi", "maxui", "minui",
];

/// One random kernel: `w`-bit constants combined by a chain of ops, then
/// a loop storing `i op v` into a buffer and a loop printing it back.
fn random_kernel(w: u32, consts: &[i64], ops: &[(usize, usize, usize)], loop_op: usize) -> String {
    let ty = format!("i{w}");
    let mut s = String::from("func.func @main() {\n");
    for (i, k) in consts.iter().enumerate() {
        // Narrow constants are brought into their width's range.
        let k = if w < 10 { k.rem_euclid(1 << w) } else { *k };
        s += &format!("  %v{i} = arith.constant {k} : {ty}\n");
    }
    let mut n = consts.len();
    for &(op, a, b) in ops {
        let (a, b) = (a % n, b % n);
        s += &format!("  %v{n} = arith.{} %v{a}, %v{b} : {ty}\n", OPS[op]);
        n += 1;
    }
    for i in n.saturating_sub(3)..n {
        s += &format!("  vector.print %v{i} : {ty}\n");
    }
    s += &format!(
        "  %buf = memref.alloc() : memref<6x{ty}>\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c6 = arith.constant 6 : index\n  scf.for %i = %c0 to %c6 step %c1 {{\n    %x = arith.index_cast %i : index to {ty}\n    %y = arith.{} %x, %v{} : {ty}\n    memref.store %y, %buf[%i] : memref<6x{ty}>\n  }}\n  scf.for %i = %c0 to %c6 step %c1 {{\n    %x = memref.load %buf[%i] : memref<6x{ty}>\n    vector.print %x : {ty}\n  }}\n  memref.dealloc %buf : memref<6x{ty}>\n  return\n}}\n",
        OPS[loop_op],
        n - 1
    );
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Random integer and memref kernels over widths 1 to 129 give the
    /// same output, exit status, diagnostics and report under both
    /// engines (a division by zero faults the same way under both).
    #[test]
    fn random_integer_kernels_agree(
        w in 1u32..=129,
        consts in proptest::collection::vec(-300i64..300, 2..5),
        ops in proptest::collection::vec((0..OPS.len(), 0usize..64, 0usize..64), 1..12),
        loop_op in 0..OPS.len(),
    ) {
        let dir = Scratch::new(&format!("prop{w}"));
        let k = random_kernel(w, &consts, &ops, loop_op);
        let vmem = ["--set", "target.default_space=vmem"];
        let jit = sim(&dir.0, &k, "jit", &vmem);
        let interp = sim(&dir.0, &k, "interp", &vmem);
        // The kernel runs, or stops at a division fault; never at a
        // mistake of the generator.
        prop_assert!(
            interp.2 == 0 || interp.1.contains("division by zero") || interp.1.contains("overflow"),
            "{}\n{}", k, interp.1
        );
        prop_assert_eq!(jit, interp, "kernel:\n{}", k);
    }
}

/// Loads, stores, integer and float arithmetic in a loop, with NaNs of
/// several payloads (a fresh one from 0/0, a carried one of payload 1) so
/// the float rule shows in the printed bits.
const LOOP: &str = r#"func.func @main() {
  %buf = memref.alloc() : memref<8xf32>
  %ints = memref.alloc() : memref<8xi13>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %h = arith.constant 1.5 : f32
  %odd = arith.constant 0x7FC00001 : f32
  %k = arith.constant 4091 : i13
  scf.for %i = %c0 to %c8 step %c1 {
    %n = arith.index_cast %i : index to i13
    %m = arith.muli %n, %k : i13
    memref.store %m, %ints[%i] : memref<8xi13>
    %f = arith.uitofp %n : i13 to f32
    %q = arith.divf %f, %z : f32
    %p = arith.mulf %q, %h : f32
    %r = arith.addf %odd, %p : f32
    %s = arith.subf %p, %odd : f32
    %low = arith.trunci %n : i13 to i1
    %t = arith.select %low, %r, %s : f32
    memref.store %t, %buf[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %buf[%i] : memref<8xf32>
    %b = arith.bitcast %x : f32 to i32
    vector.print %b : i32
    %y = memref.load %ints[%i] : memref<8xi13>
    vector.print %y : i13
  }
  return
}
"#;

/// The inline issue agrees with the interpreter's on a `blocking` core, a
/// two-wide core and under a cycle limit that stops the run part-way
/// (the fault is the interpreter's, at the same op, with the same report).
#[test]
fn inline_issue_agrees_on_blocking_wide_and_cycle_limited_runs() {
    let dir = Scratch::new("inline");
    let k = LOOP;
    let tpu = repo_path("configs/tpu.toml");
    let tpu = tpu.to_str().expect("path");
    let mut tripped = 0;
    let runs: &[&[&str]] = &[
        &[],
        &["--set", "compute.issue=blocking"],
        &["--target", tpu],
        &["--max-cycles", "5"],
        &["--max-cycles", "40"],
        &["--max-cycles", "40", "--set", "compute.issue=blocking"],
    ];
    for flags in runs {
        let mut flags = flags.to_vec();
        flags.extend(["--set", "target.default_space=vmem"]);
        let jit = sim(&dir.0, k, "jit", &flags);
        let interp = sim(&dir.0, k, "interp", &flags);
        assert!(
            interp.2 == 0 || interp.1.contains("--max-cycles"),
            "{flags:?}: {}",
            interp.1
        );
        tripped += (interp.2 != 0) as u32;
        assert_eq!(jit, interp, "flags {flags:?}");
    }
    assert_eq!(tripped, 3, "each cycle limit stops the run");
}
