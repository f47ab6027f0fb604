//! File tests: every `tests/filetests/*.mlir` says in its own comments how
//! it runs and what must come out (Cranelift's `filetests`, LLVM's `lit`).
//!
//! Directives, anywhere in the file:
//! * `// RUN: ENGINE FLAGS…`: run the file through an engine of
//!   [`ENGINES`] with those flags (`%s` is the file's path). Consecutive
//!   RUN lines form a group; the expectations that follow a group, up to
//!   the next RUN line, apply to every run of the group, so one file
//!   checks the simulator against upstream by naming both.
//! * `// STDOUT: TEXT`: one line of the program's output; all of them,
//!   in order, are the whole of stdout.
//! * `// CYCLES: N`: the run takes N cycles (the report's `cycles`).
//! * `// ERROR: TEXT`: stderr holds this line (`%s` is the path).
//! * `// expected-error@+N {{MESSAGE}}` (also `@-N`, or none for this
//!   line): stderr holds `PATH:LINE:COL: error: MESSAGE` for that line.
//!   Engines of kind `Opt` check these themselves with
//!   `--verify-diagnostics`.
//! * `// EXIT: N`: the exit status (default: 1 with an ERROR or
//!   expected-error, else 0).
//!
//! Adding an executor (a JIT) is one row of [`ENGINES`] and its name in
//! the headers. Upstream engines (`runner`, `mlir-opt`) are the oracles;
//! each file's header says where its expectations come from.

mod common;

use common::{mlir_runner, our_bin, repo_root, run, tool, LOWER_TO_LLVM};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What an engine does with a file.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// Runs the kernel: stdout, cycles, runtime diagnostics, exit status.
    Exec,
    /// Reads, verifies and prints it: diagnostics and exit status.
    Opt,
}

/// One engine a RUN line may name.
struct Engine {
    name: &'static str,
    kind: Kind,
    /// Whether it reports cycles (`--report FILE` with a `cycles` key).
    cycles: bool,
    /// Runs `file` with `flags`; `None` when an upstream tool is missing
    /// (and the test may skip).
    run: fn(&Path, &[String]) -> Option<Outcome>,
}

/// Every engine.
const ENGINES: &[Engine] = &[
    Engine {
        name: "sim",
        kind: Kind::Exec,
        cycles: true,
        run: run_sim,
    },
    Engine {
        name: "runner",
        kind: Kind::Exec,
        cycles: false,
        run: run_upstream_runner,
    },
    Engine {
        name: "opt",
        kind: Kind::Opt,
        cycles: false,
        run: run_opt,
    },
    Engine {
        name: "mlir-opt",
        kind: Kind::Opt,
        cycles: false,
        run: run_upstream_opt,
    },
];

/// What a run gave.
struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    cycles: Option<u64>,
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn command_outcome(cmd: &mut Command) -> Outcome {
    let out = run(cmd.current_dir(repo_root()), None);
    Outcome {
        code: out.status.code(),
        stdout: text(&out.stdout),
        stderr: text(&out.stderr),
        cycles: None,
    }
}

fn run_sim(file: &Path, flags: &[String]) -> Option<Outcome> {
    let report = std::env::temp_dir().join(format!(
        "rmlir-filetest-{}-{}.json",
        std::process::id(),
        file.file_stem().unwrap().to_string_lossy()
    ));
    let mut o = command_outcome(
        Command::new(our_bin("rmlir-sim"))
            .arg("-q")
            .args(flags)
            .arg(file)
            .arg("--report")
            .arg(&report),
    );
    let json = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap_or_default();
    o.cycles = v["cycles"].as_u64();
    Some(o)
}

fn run_opt(file: &Path, flags: &[String]) -> Option<Outcome> {
    Some(command_outcome(
        Command::new(our_bin("rmlir-opt")).args(flags).arg(file),
    ))
}

fn run_upstream_opt(file: &Path, flags: &[String]) -> Option<Outcome> {
    let opt = tool("mlir-opt", "filetests")?;
    Some(command_outcome(Command::new(opt).args(flags).arg(file)))
}

fn run_upstream_runner(file: &Path, _flags: &[String]) -> Option<Outcome> {
    let runner = mlir_runner("filetests")?;
    let input = std::fs::read(repo_root().join(file)).expect("read the file");
    let (code, stdout, stderr) = match runner.run(LOWER_TO_LLVM, &input) {
        Ok(out) => (Some(0), out, String::new()),
        Err(e) => (Some(1), String::new(), e),
    };
    Some(Outcome {
        code,
        stdout,
        stderr,
        cycles: None,
    })
}

/// One RUN line.
#[derive(Debug)]
struct RunLine {
    engine: &'static Engine,
    flags: Vec<String>,
    line: usize,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}

/// What a group of runs must give.
#[derive(Debug, Default)]
struct Expect {
    stdout: Option<Vec<String>>,
    cycles: Option<u64>,
    errors: Vec<String>,
    exit: Option<i32>,
}

/// A group of RUN lines and the expectations under it.
#[derive(Debug, Default)]
struct Group {
    runs: Vec<RunLine>,
    expect: Expect,
}

/// The directive on one line, if any: (`RUN`, rest).
fn directive(line: &str) -> Option<(&str, &str)> {
    let body = line.trim_start().strip_prefix("//")?.trim_start();
    ["RUN", "STDOUT", "CYCLES", "ERROR", "EXIT"]
        .into_iter()
        .find_map(|k| {
            let rest = body.strip_prefix(k)?.strip_prefix(':')?;
            Some((k, rest.strip_prefix(' ').unwrap_or(rest)))
        })
}

/// `expected-error@+N {{msg}}` on line `at` (1-based): the target line and
/// message.
fn expected_error(line: &str, at: usize) -> Result<Option<(usize, String)>, String> {
    let Some(i) = line.find("expected-error") else {
        return Ok(None);
    };
    let rest = &line[i + "expected-error".len()..];
    let (offset, rest) = match rest.strip_prefix('@') {
        Some(r) => {
            let end = r
                .find(|c: char| c.is_whitespace() || c == '{')
                .unwrap_or(r.len());
            let n: i64 = r[..end]
                .parse()
                .map_err(|_| format!("bad offset in {line:?}"))?;
            (n, &r[end..])
        }
        None => (0, rest),
    };
    let msg = rest
        .trim()
        .strip_prefix("{{")
        .and_then(|r| r.strip_suffix("}}"))
        .ok_or_else(|| format!("expected {{{{message}}}} in {line:?}"))?;
    let target = usize::try_from(at as i64 + offset).map_err(|_| "offset before line 1")?;
    Ok(Some((target, msg.to_string())))
}

/// Splits a RUN line's flags at spaces; `"…"` keeps spaces in one word
/// (`--set "memory.vmem.capacity=4 KiB"`).
fn split_words(s: &str) -> Result<Vec<String>, String> {
    let (mut words, mut cur, mut quoted, mut any) = (Vec::new(), String::new(), false, false);
    for c in s.chars() {
        match c {
            '"' => (quoted, any) = (!quoted, true),
            c if c.is_whitespace() && !quoted => {
                if any {
                    words.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            c => (cur.push(c), any = true).0,
        }
    }
    if quoted {
        return Err("unclosed quote".into());
    }
    if any {
        words.push(cur);
    }
    Ok(words)
}

/// Reads the directives of `file` (its path as given to the engines).
fn parse(file: &Path, src: &str) -> Result<Vec<Group>, String> {
    let mut groups: Vec<Group> = Vec::new();
    let mut diag_lines = Vec::new();
    let mut in_runs = false;
    for (i, line) in src.lines().enumerate() {
        if let Some((target, msg)) = expected_error(line, i + 1)? {
            diag_lines.push(format!("{}:{target}:", file.display()) + "\u{0}" + &msg);
        }
        let Some((key, rest)) = directive(line) else {
            continue;
        };
        if key == "RUN" {
            if !in_runs {
                groups.push(Group::default());
            }
            in_runs = true;
            let words = split_words(rest).map_err(|e| format!("line {}: {e}", i + 1))?;
            let mut words = words.into_iter();
            let name = words
                .next()
                .ok_or(format!("line {}: RUN names no engine", i + 1))?;
            let engine = ENGINES
                .iter()
                .find(|e| e.name == name)
                .ok_or(format!("line {}: unknown engine `{name}`", i + 1))?;
            let path = file.display().to_string();
            let flags = words.map(|w| w.replace("%s", &path)).collect();
            let g = groups.last_mut().expect("a group");
            g.runs.push(RunLine {
                engine,
                flags,
                line: i + 1,
            });
            continue;
        }
        in_runs = false;
        let g = groups
            .last_mut()
            .ok_or(format!("line {}: {key} before any RUN line", i + 1))?;
        let e = &mut g.expect;
        match key {
            "STDOUT" => e.stdout.get_or_insert_with(Vec::new).push(rest.to_string()),
            "CYCLES" => e.cycles = Some(rest.trim().parse().map_err(|_| "bad CYCLES")?),
            "EXIT" => e.exit = Some(rest.trim().parse().map_err(|_| "bad EXIT")?),
            _ => e
                .errors
                .push(rest.replace("%s", &file.display().to_string())),
        }
    }
    // expected-error annotations bind to every Exec group.
    for g in &mut groups {
        if g.runs.iter().any(|r| r.engine.kind == Kind::Exec) {
            g.expect.errors.extend(diag_lines.iter().cloned());
        }
    }
    if groups.is_empty() {
        return Err("no RUN line".into());
    }
    Ok(groups)
}

/// Whether stderr holds the expected error: a whole line, or for an
/// `expected-error` annotation (`PATH:LINE:` NUL message) a line
/// `PATH:LINE:COL: error: message`.
fn has_error(stderr: &str, want: &str) -> bool {
    match want.split_once('\u{0}') {
        None => stderr.lines().any(|l| l == want),
        Some((at, msg)) => stderr.lines().any(|l| {
            l.strip_prefix(at).is_some_and(|r| {
                r.split_once(": error: ")
                    .is_some_and(|(col, m)| col.parse::<u32>().is_ok() && m == msg)
            })
        }),
    }
}

/// Checks one run against its group's expectations; the problems found.
fn check(run: &RunLine, e: &Expect, o: &Outcome) -> Vec<String> {
    let mut bad = Vec::new();
    let kind = run.engine.kind;
    let default_exit = if !e.errors.is_empty() && kind == Kind::Exec {
        1
    } else {
        0
    };
    let exit = e.exit.unwrap_or(default_exit);
    if o.code != Some(exit) {
        bad.push(format!("exit status {:?}, want {exit}", o.code));
    }
    if o.stderr.contains("panicked") {
        bad.push("panicked".into());
    }
    if let (Some(want), Kind::Exec) = (&e.stdout, kind) {
        let want: String = want.iter().map(|l| format!("{l}\n")).collect();
        if o.stdout != want {
            bad.push(format!("stdout:\n{}\nwant:\n{want}", o.stdout));
        }
    }
    if let (Some(want), true) = (e.cycles, run.engine.cycles) {
        if o.cycles != Some(want) {
            bad.push(format!("cycles {:?}, want {want}", o.cycles));
        }
    }
    if kind == Kind::Exec {
        for want in &e.errors {
            if !has_error(&o.stderr, want) {
                bad.push(format!(
                    "stderr lacks {:?}",
                    want.replace('\u{0}', " error: ")
                ));
            }
        }
    }
    if !bad.is_empty() {
        bad.push(format!("stderr was:\n{}", o.stderr));
    }
    bad
}

/// Runs every RUN line of `file`; the problems found.
fn run_file(file: &Path) -> Vec<String> {
    let src = std::fs::read_to_string(repo_root().join(file)).expect("read file test");
    let groups = match parse(file, &src) {
        Ok(g) => g,
        Err(e) => return vec![format!("{}: {e}", file.display())],
    };
    let mut bad = Vec::new();
    for g in &groups {
        for r in &g.runs {
            let Some(o) = (r.engine.run)(file, &r.flags) else {
                continue;
            };
            for p in check(r, &g.expect, &o) {
                bad.push(format!(
                    "{}:{}: {} {}: {p}",
                    file.display(),
                    r.line,
                    r.engine.name,
                    r.flags.join(" ")
                ));
            }
        }
    }
    bad
}

fn corpus() -> Vec<PathBuf> {
    let dir = repo_root().join("tests/filetests");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/filetests")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .map(|p| p.strip_prefix(repo_root()).unwrap().to_path_buf())
        .collect();
    files.sort();
    files
}

#[test]
fn every_file_test_passes_on_every_engine_it_names() {
    let files = corpus();
    assert!(files.len() >= 30, "the corpus has {} files", files.len());
    let bad: Vec<String> = files.iter().flat_map(|f| run_file(f)).collect();
    assert!(
        bad.is_empty(),
        "{} problem(s):\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn directives_parse_into_groups() {
    let src = "// RUN: sim --entry a\n// RUN: runner\n// STDOUT: 1\n// STDOUT:\n\
               // RUN: sim --entry b\n// CYCLES: 7\n// expected-error@+1 {{boom}}\nx\n";
    let g = parse(Path::new("t.mlir"), src).unwrap();
    assert_eq!(g.len(), 2);
    assert_eq!(g[0].runs.len(), 2);
    assert_eq!(
        g[0].expect.stdout,
        Some(vec!["1".to_string(), String::new()])
    );
    assert_eq!(g[1].expect.cycles, Some(7));
    assert_eq!(g[1].runs[0].flags, ["--entry", "b"]);
    assert_eq!(g[1].expect.errors, ["t.mlir:8:\u{0}boom"]);
    assert!(has_error(
        "t.mlir:8:3: error: boom\n",
        &g[1].expect.errors[0]
    ));
    assert!(!has_error(
        "t.mlir:9:3: error: boom\n",
        &g[1].expect.errors[0]
    ));
    assert!(parse(Path::new("t.mlir"), "// RUN: nope\n").is_err());
    assert_eq!(
        split_words(r#"--set "a=4 KiB" -q"#).unwrap(),
        ["--set", "a=4 KiB", "-q"]
    );
    assert!(parse(Path::new("t.mlir"), "// STDOUT: 1\n").is_err());
}

#[test]
fn a_wrong_expectation_is_reported() {
    // The runner must be able to fail: a wrong value, a wrong cycle count
    // and a wrong exit status are each found.
    let r = RunLine {
        engine: &ENGINES[0],
        flags: vec![],
        line: 1,
    };
    let o = Outcome {
        code: Some(0),
        stdout: "1\n".into(),
        stderr: String::new(),
        cycles: Some(5),
    };
    let e = Expect {
        stdout: Some(vec!["2".into()]),
        cycles: Some(6),
        errors: vec![],
        exit: Some(1),
    };
    let bad = check(&r, &e, &o);
    assert_eq!(bad.len(), 4, "{bad:?}");
}
