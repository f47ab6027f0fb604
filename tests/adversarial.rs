//! The adversarial suite: every file of `tests/adversarial/` is an input a
//! hostile or unlucky user might give `rmlir-sim` or `rmlir-opt`, and says
//! in its header what must happen. Each case runs under limits on wall
//! time, CPU time, address space and output file size, in a fresh working
//! folder, and must end with:
//!
//! - no panic (no "panicked", no exit status 101) and no death by signal
//!   (a stack overflow, an abort, SIGXFSZ, a kill at the time limit);
//! - the declared exit status and the declared text on stderr/stdout;
//! - when it fails, a located diagnostic `FILE:LINE:COL: error: …` naming
//!   the case (or, for command-line errors declared `unlocated`, a
//!   `rmlir-…: error: …` line);
//! - no file left in the working folder when it fails, and no hidden
//!   temporary left when it succeeds.
//!
//! Header lines (all optional but `EXPECT: exit=`):
//!
//! ```text
//! // TOOL: sim | opt                 which binary (default sim)
//! // ARGS: -q --max-cycles 1000      arguments; %s is the case, %d its data folder
//! // EXPECT: exit=1                  the exit status
//! // EXPECT: error="text"            stderr contains text (repeatable)
//! // EXPECT: stdout="text"           stdout contains text (repeatable)
//! // EXPECT: unlocated               a command-line error, not in the source
//! // STDOUT: closed | full           stdout is a closed pipe, or /dev/full
//! // LIMIT: as_gib=48 time_s=120     raise the default limits
//! ```
//!
//! Every case must end as declared: there is no list of tolerated failures.

mod common;

use common::our_bin;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a case declares.
#[derive(Debug, Default)]
struct Case {
    tool: String,
    args: Vec<String>,
    exit: Option<i32>,
    errors: Vec<String>,
    stdouts: Vec<String>,
    unlocated: bool,
    stdout_mode: Option<String>,
    as_gib: u64,
    time_s: u64,
}

/// Default limits: generous for a debug build on a loaded machine, far
/// below what a runaway would take.
const AS_GIB: u64 = 4;
const TIME_S: u64 = 60;
const FSIZE_MIB: u64 = 64;

fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/adversarial")
}

/// The values of `key="…"` pairs and bare words in a header line.
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
            }
            c => cur.push(c),
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn parse_case(text: &str) -> Result<Case, String> {
    let mut c = Case {
        tool: "sim".into(),
        as_gib: AS_GIB,
        time_s: TIME_S,
        ..Case::default()
    };
    for line in text.lines().take_while(|l| l.starts_with("//")) {
        let line = line.trim_start_matches('/').trim();
        let Some((key, rest)) = line.split_once(':') else {
            continue;
        };
        match key {
            "TOOL" => c.tool = rest.trim().into(),
            "ARGS" => c.args = words(rest),
            "STDOUT" => c.stdout_mode = Some(rest.trim().into()),
            "EXPECT" | "LIMIT" => {
                for w in words(rest) {
                    let (k, v) = w.split_once('=').unwrap_or((w.as_str(), ""));
                    match k {
                        "exit" => c.exit = Some(v.parse().map_err(|_| format!("bad exit {v}"))?),
                        "error" => c.errors.push(v.into()),
                        "stdout" => c.stdouts.push(v.into()),
                        "unlocated" => c.unlocated = true,
                        "as_gib" => c.as_gib = v.parse().map_err(|_| "bad as_gib")?,
                        "time_s" => c.time_s = v.parse().map_err(|_| "bad time_s")?,
                        other => return Err(format!("unknown key {other}")),
                    }
                }
            }
            _ => {}
        }
    }
    if c.exit.is_none() {
        return Err("no `// EXPECT: exit=N` line".into());
    }
    Ok(c)
}

/// A fresh, empty working folder for one case.
fn work_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmlir-adv-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("work dir");
    d
}

/// Applies the case's resource limits in the child before it runs.
fn limit(cmd: &mut Command, c: &Case) {
    let (as_bytes, cpu, fsize) = (c.as_gib << 30, c.time_s, FSIZE_MIB << 20);
    // SAFETY: only `setrlimit`, which is async-signal-safe, runs between
    // fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            for (res, v) in [
                (libc::RLIMIT_AS, as_bytes),
                (libc::RLIMIT_CPU, cpu),
                (libc::RLIMIT_FSIZE, fsize),
                (libc::RLIMIT_CORE, 0),
            ] {
                let r = libc::rlimit {
                    rlim_cur: v,
                    rlim_max: v,
                };
                if libc::setrlimit(res, &r) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
}

struct Outcome {
    code: Option<i32>,
    signal: Option<i32>,
    stdout: String,
    stderr: String,
    timed_out: bool,
}

/// Runs `cmd` to completion or `time_s`, collecting its output.
fn run_limited(mut cmd: Command, c: &Case) -> Outcome {
    use std::os::unix::process::ExitStatusExt;
    let closed = c.stdout_mode.as_deref() == Some("closed");
    match c.stdout_mode.as_deref() {
        Some("full") => {
            cmd.stdout(std::fs::File::create("/dev/full").expect("/dev/full"));
        }
        _ => {
            cmd.stdout(Stdio::piped());
        }
    }
    cmd.stdin(Stdio::null()).stderr(Stdio::piped());
    limit(&mut cmd, c);
    let mut child = cmd.spawn().expect("spawn");
    let out = child.stdout.take();
    let mut err = child.stderr.take().expect("stderr");
    let out_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        if let Some(mut o) = out {
            if closed {
                // Read one byte, then close: a reader such as `head -c1`.
                let mut one = [0u8; 1];
                let _ = o.read(&mut one);
                return String::new();
            }
            let _ = o.read_to_end(&mut s);
        }
        String::from_utf8_lossy(&s).into_owned()
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        String::from_utf8_lossy(&s).into_owned()
    });
    let deadline = Instant::now() + Duration::from_secs(c.time_s);
    let mut timed_out = false;
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if Instant::now() > deadline {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("wait");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Outcome {
        code: status.code(),
        signal: status.signal(),
        stdout: out_reader.join().unwrap_or_default(),
        stderr: err_reader.join().unwrap_or_default(),
        timed_out,
    }
}

/// True if some line of `stderr` reads `…NAME:LINE:COL: error: `.
fn has_located_error(stderr: &str, name: &str) -> bool {
    stderr.lines().any(|l| {
        let Some(at) = l.find(&format!("{name}:")) else {
            return false;
        };
        let rest = &l[at + name.len() + 1..];
        let mut parts = rest.splitn(3, ':');
        let (a, b, tail) = (parts.next(), parts.next(), parts.next());
        let num = |s: Option<&str>| {
            s.is_some_and(|s| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit()))
        };
        num(a) && num(b) && tail.is_some_and(|t| t.starts_with(" error: "))
    })
}

/// Files left in `dir` (names), hidden ones included.
fn left_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|r| {
            r.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Runs one case file; `Err` says every way it went wrong.
fn check_case(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let c = parse_case(&text)?;
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let dir = work_dir(&name);
    let case = path.to_string_lossy().into_owned();
    let data = suite_dir().join("data").to_string_lossy().into_owned();
    let bin = match c.tool.as_str() {
        "sim" => our_bin("rmlir-sim"),
        "opt" => our_bin("rmlir-opt"),
        t => return Err(format!("unknown tool {t}")),
    };
    let mut args: Vec<String> = (c.args.iter())
        .map(|a| a.replace("%s", &case).replace("%d", &data))
        .collect();
    if !c.args.iter().any(|a| a.contains("%s")) {
        args.push(case.clone());
    }
    let mut cmd = Command::new(bin);
    cmd.args(&args).current_dir(&dir);
    let o = run_limited(cmd, &c);
    let mut problems = Vec::new();
    if o.timed_out {
        problems.push(format!("still running after {} s", c.time_s));
    }
    if let Some(sig) = o.signal {
        problems.push(format!("killed by signal {sig}"));
    }
    if o.stderr.contains("panicked") || o.code == Some(101) {
        problems.push("panicked".into());
    }
    if o.code != c.exit {
        problems.push(format!("exit status {:?}, expected {:?}", o.code, c.exit));
    }
    for e in &c.errors {
        if !o.stderr.contains(e.as_str()) {
            problems.push(format!("stderr lacks {e:?}"));
        }
    }
    for s in &c.stdouts {
        if !o.stdout.contains(s.as_str()) {
            problems.push(format!("stdout lacks {s:?}"));
        }
    }
    let failed = o.code != Some(0);
    if failed && !c.unlocated && !has_located_error(&o.stderr, &name) {
        problems.push(format!("no located `{name}:LINE:COL: error:` diagnostic"));
    }
    if failed && c.unlocated && !o.stderr.contains(": error: ") {
        problems.push("no `: error: ` line".into());
    }
    let left = left_files(&dir);
    if failed && !left.is_empty() {
        problems.push(format!("files left behind after failing: {left:?}"));
    }
    if left.iter().any(|f| f.contains(".tmp.")) {
        problems.push(format!("temporary files left behind: {left:?}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
    if problems.is_empty() {
        return Ok(());
    }
    let tail: String = o.stderr.chars().take(1500).collect();
    Err(format!("{}\n--- stderr:\n{tail}", problems.join("\n")))
}

#[test]
fn every_adversarial_case_ends_as_declared() {
    use rayon::prelude::*;
    let files = common::mlir_files_in(&suite_dir());
    assert!(files.len() >= 150, "only {} cases", files.len());
    let results: Vec<(String, Result<(), String>)> = files
        .par_iter()
        .map(|f| {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            (name, check_case(f))
        })
        .collect();
    let mut failures = Vec::new();
    for (name, r) in results {
        if let Err(e) = r {
            failures.push(format!("== {name}\n{e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} adversarial cases:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// The parser cases that upstream also judges (hex sizes, undefined
/// aliases, `--verify-diagnostics` offsets outside the file, nesting that
/// upstream accepts) get the same exit status from `mlir-opt` 22, and the
/// same `LINE:COL` for the first error: the expectations above are not our
/// own invention.
#[test]
fn parser_cases_agree_with_mlir_opt() {
    let Some(mlir_opt) = common::tool("mlir-opt", "parser_cases_agree_with_mlir_opt") else {
        return;
    };
    let prefixes = [
        "dense_hex_",
        "undefined_",
        "verify_diag_",
        "gen_nest_if_60_opt",
        "gen_nest_if_200_opt",
    ];
    let files: Vec<PathBuf> = common::mlir_files_in(&suite_dir())
        .into_iter()
        .filter(|f| {
            let n = f.file_name().unwrap().to_string_lossy().into_owned();
            prefixes.iter().any(|p| n.starts_with(p))
        })
        .collect();
    assert!(files.len() >= 10, "{} cases", files.len());
    let position = |stderr: &str| -> Option<String> {
        let l = stderr.lines().find(|l| l.contains(": error: "))?;
        let head = &l[..l.find(": error: ")?];
        let mut parts = head.rsplitn(3, ':');
        let (col, line) = (parts.next()?, parts.next()?);
        Some(format!("{line}:{col}"))
    };
    common::assert_all_pass(&files, "cases disagree with mlir-opt", |f| {
        let c = parse_case(&std::fs::read_to_string(f).unwrap())?;
        let run = |bin: &Path| {
            let mut cmd = Command::new(bin);
            cmd.args(&c.args).arg(f);
            common::run(&mut cmd, None)
        };
        let (ours, theirs) = (run(&our_bin("rmlir-opt")), run(&mlir_opt));
        let err = |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).into_owned();
        if ours.status.code() != theirs.status.code() {
            return Err(format!(
                "exit {:?} vs mlir-opt {:?}\n{}",
                ours.status.code(),
                theirs.status.code(),
                err(&theirs)
            ));
        }
        let (a, b) = (position(&err(&ours)), position(&err(&theirs)));
        if a != b {
            return Err(format!(
                "first error at {a:?}, mlir-opt at {b:?}\n{}",
                err(&theirs)
            ));
        }
        Ok(())
    });
}

/// A long traced run stopped by SIGINT or SIGTERM leaves neither its
/// outputs nor their hidden temporaries behind, and ends by that signal.
#[test]
fn a_signal_leaves_no_output_files() {
    use std::os::unix::process::ExitStatusExt;
    let kernel = suite_dir().join("infinite_loop.mlir");
    for sig in [libc::SIGINT, libc::SIGTERM] {
        let dir = work_dir(&format!("signal-{sig}"));
        let mut child = Command::new(our_bin("rmlir-sim"))
            .args([
                "-q",
                "--max-cycles",
                "0",
                "--vcd",
                "t.vcd",
                "--trace-json",
                "t.json",
            ])
            .arg(&kernel)
            .current_dir(&dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn");
        // Wait until the temporaries exist, so the signal lands mid-run.
        let deadline = Instant::now() + Duration::from_secs(30);
        while left_files(&dir).len() < 2 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(left_files(&dir).len(), 2, "temporaries while running");
        std::thread::sleep(Duration::from_millis(300));
        // SAFETY: signalling our own child by its pid.
        unsafe {
            libc::kill(child.id() as libc::pid_t, sig);
        }
        let status = child.wait().expect("wait");
        assert_eq!(status.signal(), Some(sig), "ends by the signal");
        assert_eq!(left_files(&dir), Vec::<String>::new(), "after signal {sig}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Both tools follow an output path that is a symlink: the file it points
/// to gets the output and the link stays a link.
#[test]
fn both_tools_write_through_symlinks() {
    let dir = work_dir("symlinks");
    let ok_kernel = dir.join("k.mlir");
    std::fs::write(
        &ok_kernel,
        "func.func @main() -> i32 {\n  %c = arith.constant 5 : i32\n  return %c : i32\n}\n",
    )
    .unwrap();
    for (tool, flag) in [("rmlir-sim", "--report"), ("rmlir-opt", "-o")] {
        let real = dir.join(format!("{tool}.real"));
        let link = dir.join(format!("{tool}.link"));
        std::fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let mut cmd = Command::new(our_bin(tool));
        if tool == "rmlir-sim" {
            cmd.arg("-q");
        }
        cmd.arg(flag).arg(&link).arg(&ok_kernel).current_dir(&dir);
        let out = common::run(&mut cmd, None);
        assert!(
            out.status.success(),
            "{tool}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let meta = std::fs::symlink_metadata(&link).unwrap();
        assert!(meta.file_type().is_symlink(), "{tool} replaced the link");
        let text = std::fs::read_to_string(&real).unwrap();
        assert_ne!(text, "old", "{tool} did not write through the link");
        let expect = if tool == "rmlir-sim" {
            "{"
        } else {
            "func.func @main"
        };
        assert!(text.contains(expect), "{tool} wrote {text:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
