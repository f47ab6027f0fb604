//! Runs of `rmlir-sim --explain-engine`, for the tests of the iteration
//! memo under either engine: the run's output with the engine's own lines
//! set apart, so two engines can be compared on everything else and a
//! test can still read what each loop did.

use super::{our_bin, run};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};

/// A temporary JSON path for one run of `kernel`, unique within this
/// process: the tests of one binary run in parallel threads, and two of
/// them may run the same kernel under the same engine with other flags.
fn scratch_json(what: &str, kernel: &str) -> PathBuf {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    std::env::temp_dir().join(format!(
        "rmlir-{what}-{}-{}-{}.json",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed),
        kernel.replace('/', "-")
    ))
}

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
    let report = scratch_json(&format!("explained-{engine}"), kernel);
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

impl Ran {
    /// What a user sees of the run, the engine lines aside: stdout,
    /// stderr, exit status and report.
    pub fn seen(&self) -> (&str, &str, i32, &str) {
        (&self.out, &self.err, self.code, &self.report)
    }
}

/// The ops `--explain-engine` says compiled `@func` ran through the
/// runtime (its `; by op:` tally; empty when every op is native).
pub fn runtime_ops<'a>(engine: &'a str, func: &str) -> &'a str {
    let line = (engine.lines())
        .find(|l| l.starts_with(&format!("engine: @{func}: jit")))
        .unwrap_or_else(|| panic!("no line for @{func}:\n{engine}"));
    line.split("; by op: ").nth(1).unwrap_or("")
}

/// The VCD of `kernel` (a path from the repository's root) under
/// `engine` with `-q` and `flags`, or an empty string when the run wrote
/// none.
pub fn sim_vcd(kernel: &str, engine: &str, flags: &[&str]) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = scratch_json(&format!("vcd-{engine}"), kernel).with_extension("vcd");
    run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root)
            .args(["-q", "--engine", engine, "--vcd"])
            .arg(&path)
            .args(flags)
            .arg(kernel),
        None,
    );
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let _ = std::fs::remove_file(&path);
    text
}

/// A test folder whose every kernel is listed in `cases` with its stdout:
/// asserts the list names exactly the folder's `.mlir` files, and each
/// kernel runs under the JIT and the interpreter alike (with `flags`),
/// exits 0 and prints its listed output.
pub fn listed_kernels_agree_and_print(dir: &str, cases: &[(&str, &str)], flags: &[&str]) {
    let files = super::mlir_names_in(dir);
    let mut listed: Vec<String> = cases.iter().map(|c| c.0.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed, "every kernel has its expected result");
    for &(name, out) in cases {
        let k = format!("{dir}/{name}");
        let ran = engines_agree(&k, "jit", "interp", flags);
        assert_eq!((ran.code, ran.out.as_str()), (0, out), "{k}: {}", ran.err);
    }
}

/// Runs `kernel` under `engine` and then under `other`; asserts they agree
/// on everything but the engine lines, and returns `engine`'s run.
pub fn engines_agree(kernel: &str, engine: &str, other: &str, flags: &[&str]) -> Ran {
    let first = sim_explained(kernel, engine, flags);
    let second = sim_explained(kernel, other, flags);
    assert_eq!(first.seen(), second.seen(), "{kernel} {flags:?}");
    first
}

/// Runs `kernel` interpreted with a traced model, which never uses the
/// memo (every op issues), and asserts that no loop went through the memo
/// and that `memo`, a run of it with `flags` through the memo under
/// either engine, agrees with it on everything but the engine lines.
pub fn same_as_traced(kernel: &str, flags: &[&str], memo: &Ran) {
    let trace = scratch_json("traced", kernel);
    let trace = trace.to_str().expect("a UTF-8 temporary path");
    let traced = sim_explained(
        kernel,
        "interp",
        &[flags, &["--trace-json", trace]].concat(),
    );
    let _ = std::fs::remove_file(trace);
    assert!(
        !traced.engine.contains("iteration memo"),
        "{}",
        traced.engine
    );
    assert_eq!(memo.seen(), traced.seen(), "{kernel} {flags:?}");
}

/// Runs `kernel` under the JIT and the interpreter with `flags` and
/// asserts they agree with each other and with the traced interpreter
/// ([`engines_agree`], [`same_as_traced`]); returns the JIT's run.
pub fn jit_interp_traced_agree(kernel: &str, flags: &[&str]) -> Ran {
    let r = engines_agree(kernel, "jit", "interp", flags);
    same_as_traced(kernel, flags, &r);
    r
}

/// The last seven numbers of the JIT's memo line of the loop at `line`:
/// entered, entered checking only indices, entered with affine accesses
/// proven, recorded, found, fast-forwarded, declined.
pub fn jit_memo_numbers(engine: &str, line: u32) -> [u64; 7] {
    let l = (engine.lines())
        .find(|l| l.contains(&format!(".mlir:{line}: iteration memo")))
        .unwrap_or_else(|| panic!("no memo line for line {line}:\n{engine}"));
    let n: Vec<u64> = (l.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse().ok())
        .collect();
    n[n.len() - 7..].try_into().expect("seven counts")
}

/// The interpreter's memo line of the loop at `line` in an
/// `--explain-engine` text.
pub fn interp_memo_line(engine: &str, line: u32) -> &str {
    let mark = format!(".mlir:{line}: interpreter's iteration memo");
    (engine.lines())
        .find(|l| l.contains(&mark))
        .unwrap_or_else(|| panic!("no interpreter memo line for line {line}:\n{engine}"))
}

/// The numbers of the interpreter's memo line of the loop at `line`,
/// after its place: entered, specialised, recorded, found,
/// fast-forwarded, declined.
pub fn interp_memo_numbers(engine: &str, line: u32) -> [u64; 6] {
    let l = interp_memo_line(engine, line);
    let mark = "interpreter's iteration memo";
    let tail = &l[l.find(mark).expect("the mark") + mark.len()..];
    let n: Vec<u64> = (tail.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse().ok())
        .collect();
    n.try_into().unwrap_or_else(|_| panic!("six counts in {l}"))
}

/// Asserts that the interpreter's memo took the loop at `line`
/// `entries` times, each in its specialised form, never declined nor
/// gave up, and stepped `iters` iterations (recorded, found or
/// fast-forwarded).
pub fn interp_all_specialised(r: &Ran, line: u32, entries: u64, iters: u64) {
    let [entered, spec, recorded, found, ff, declined] = interp_memo_numbers(&r.engine, line);
    let gave_up = interp_memo_line(&r.engine, line).ends_with("then gave up");
    assert_eq!(
        (entered, spec, declined, gave_up),
        (entries, entries, 0, false),
        "{}",
        r.engine
    );
    assert_eq!(recorded + found + ff, iters, "{}", r.engine);
}

/// A report's number at `path`.
pub fn report_u64(report: &str, path: &[&str]) -> u64 {
    let mut v: serde_json::Value = serde_json::from_str(report).expect("report JSON");
    for p in path {
        v = v[*p].take();
    }
    v.as_u64().unwrap_or_else(|| panic!("{path:?} in {report}"))
}

/// The native and runtime counts of `@main` in an `--explain-engine` text.
pub fn native_runtime(engine: &str) -> (u32, u32) {
    let l = (engine.lines())
        .find(|l| l.starts_with("engine: @main: jit"))
        .unwrap_or_else(|| panic!("no @main line:\n{engine}"));
    let n = |what: &str| {
        let before = l.split(what).next().expect("a count");
        let w = before.split_whitespace().last().expect("a number");
        w.parse().unwrap_or_else(|_| panic!("{l}"))
    };
    (n(" instructions native"), n(" through the runtime"))
}

/// Asserts that `ran` (a run of `kernel`) failed with a message naming
/// `why` when there is one, and else succeeded printing `out`.
pub fn faults_or_prints(ran: &Ran, why: Option<&str>, out: &str, kernel: &str) {
    match why {
        Some(why) => {
            assert_ne!(ran.code, 0, "{kernel}");
            assert!(ran.err.contains(why), "{kernel}\n{}", ran.err);
        }
        None => assert_eq!((ran.code, ran.out.as_str()), (0, out), "{kernel}"),
    }
}

/// The rows `tests/jit_unroll/src/matmul.mlir.in` prints, however it is
/// lowered: Σ_j (j + 1)·C[i][j] with C = A B, A[i][k] = i + 2k,
/// B[k][j] = 3k − j on 16x16 `i32` (wrapping).
pub fn matmul_rows() -> String {
    let mut out = String::new();
    for i in 0..16i32 {
        let mut s = 0i32;
        for j in 0..16i32 {
            let c: i32 = (0..16).map(|k| (i + 2 * k) * (3 * k - j)).sum();
            s = s.wrapping_add(c.wrapping_mul(j + 1));
        }
        out.push_str(&format!("{s}\n"));
    }
    out
}
