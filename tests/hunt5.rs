//! Defects found by the fifth hunt with real compiler output and hostile
//! inputs, each kept as a regression case.
//!
//! - The HLS scheduler counted states in a `u32` with no bound: an
//!   operator latency near 2^32 − 1 (a target's `[[hls.ops]]` may say so)
//!   wrapped it, and a large one made it walk billions of states. A design
//!   now has at most 2^16 states; past that it is an error at the op
//!   naming its operator key; below it the count is exact (closed form in
//!   `tests/hunt5/hls_one_muli.mlir`).
//! - The HLS cycle model kept every memory word in 16 bytes, whatever the
//!   memory's size (a 2^32-element `i1` memref: 64 GiB); it now refuses
//!   more than 2^24 words, naming the memory, before allocating.
//! - Errors about no place in the kernel (a trace past its cap) printed
//!   `<unknown>:0:0: error: ...`; they now name the kernel file.
//! - A function of many branches compiled in time quadratic in its size
//!   (10,000 nested `scf.if`: minutes) though its register count kept it
//!   under the compile budget; branches now count toward the budget.
//! - Verifying dominance walked from every use up to its value's region,
//!   so `n` nested regions using one outer value took `O(n^2)` (50,000
//!   nested `scf.if`: a minute in a release build); the walk is now
//!   remembered.
//! - Each nested type scanned its whole bracket group again for the type
//!   cache, so `n` nested parentheses took `O(n^2)` (40,000: 6 s in a
//!   release build); the scan now stops at 4 KiB.
//! - `--max-nesting` took any `u32`, so a deep enough input under a raised
//!   limit overflowed the work thread's stack (an abort); it is now
//!   bounded by what that stack holds.
//! - A bare `vector.print` (a newline, as `mlir-opt` prints it) followed
//!   by an op with results read `%0` as its operand and failed, as
//!   upstream fails on its own output; it now reads as printed
//!   (`tests/hunt5/print_newline.mlir`, through `mlir-opt`, against
//!   `mlir-runner`).

mod common;

use common::{engines_agree, mlir_runner, our_bin, pipe, repo_path, run, Scratch, LOWER_TO_LLVM};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hls_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rmlir-hls"))
}

/// `configs/tpu.toml` with its 32-bit `muli` entry's latency set to
/// `latency`, written to `dir`.
fn target_with_muli_latency(dir: &Path, latency: u64) -> PathBuf {
    let text = std::fs::read_to_string(repo_path("configs/tpu.toml")).expect("tpu.toml");
    let entry = "op = \"muli\"\nwidth = 32\nlatency = 2\n";
    assert!(text.contains(entry), "configs/tpu.toml's muli entry moved");
    let path = dir.join(format!("muli_{latency}.toml"));
    let text = text.replace(
        entry,
        &format!("op = \"muli\"\nwidth = 32\nlatency = {latency}\n"),
    );
    std::fs::write(&path, text).expect("write target");
    path
}

/// `rmlir-hls` on `tests/hunt5/hls_one_muli.mlir` under a `muli` of
/// `latency` cycles, with a report, in `dir`.
fn one_muli(dir: &Path, latency: u64) -> Output {
    let target = target_with_muli_latency(dir, latency);
    run(
        Command::new(hls_bin())
            .arg(repo_path("tests/hunt5/hls_one_muli.mlir"))
            .args(["--func", "one_muli", "--yosys-timeout", "0"])
            .args(["--arg", "3", "--arg", "5", "-o"])
            .arg(dir.join("m.v"))
            .arg("--report")
            .arg(dir.join("r.json"))
            .arg("--target")
            .arg(target),
        None,
    )
}

/// The report's top-level integer `key`.
fn report_number(dir: &Path, key: &str) -> u64 {
    let text = std::fs::read_to_string(dir.join("r.json")).expect("report");
    let v: serde_json::Value = serde_json::from_str(&text).expect("report JSON");
    v[key]
        .as_u64()
        .unwrap_or_else(|| panic!("no {key} in {text}"))
}

/// Below the bound the state count is exact (L + 2 states, L + 1
/// cycles); one state past it, or a latency of 2^32 − 1 (which wrapped the
/// counter), is an error at the multiply, and nothing is written.
#[test]
fn an_hls_latency_past_the_state_bound_is_an_error_at_the_op() {
    let dir = Scratch::new("hunt5-hls-latency");
    let ok = one_muli(&dir.0, 65534);
    let err = String::from_utf8_lossy(&ok.stderr);
    assert!(ok.status.success(), "{err}");
    assert_eq!(report_number(&dir.0, "states"), 65536);
    assert_eq!(report_number(&dir.0, "cycles"), 65535);
    for f in ["m.v", "r.json"] {
        std::fs::remove_file(dir.0.join(f)).expect("written");
    }
    let cases = [
        (
            65535,
            "the design needs more than 65536 states (this block alone takes 65536)",
        ),
        (
            65536,
            "'arith.muli' takes 65536 cycles (the `latency` of the target's `[[hls.ops]]` \
             entry for `muli`), but an HLS design has at most 65536 states",
        ),
        (
            4294967295,
            "'arith.muli' takes 4294967295 cycles (the `latency` of the target's `[[hls.ops]]` \
             entry for `muli`), but an HLS design has at most 65536 states",
        ),
    ];
    for (latency, message) in cases {
        let out = one_muli(&dir.0, latency);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{latency}: {err}");
        let want = format!(
            "{}:7:8: error: {message}\n  %p = arith.muli %a, %b : i32\n       ^\n",
            repo_path("tests/hunt5/hls_one_muli.mlir").display()
        );
        assert_eq!(err, want, "latency {latency}");
        assert!(!dir.0.join("m.v").exists() && !dir.0.join("r.json").exists());
    }
}

/// A memory past the cycle model's 2^24 words is refused by name, from
/// the kernel file, before the model allocates it (it synthesizes).
#[test]
fn an_hls_memory_past_the_model_bound_is_refused_before_allocating() {
    let dir = Scratch::new("hunt5-hls-memory");
    let kernel = repo_path("tests/hunt5/hls_big_memory.mlir");
    let hls = |extra: &[&str]| {
        run(
            Command::new(hls_bin())
                .arg(&kernel)
                .args(["--func", "first", "--yosys-timeout", "0", "-o"])
                .arg(dir.0.join("m.v"))
                .args(extra),
            None,
        )
    };
    let tb = dir.0.join("tb.v");
    let out = hls(&["--testbench", tb.to_str().expect("utf-8 path")]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(
        err,
        format!(
            "{}: error: the cycle model holds at most 16777216 memory words, \
             and memory `X` alone has 16777217\n",
            kernel.display()
        )
    );
    assert!(!tb.exists() && !dir.0.join("m.v").exists());
    let out = hls(&[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(dir.0.join("m.v").exists());
}

/// An error about no place in the kernel (the VCD cap) names the kernel
/// file, as `kernel.mlir: error: ...`, never `<unknown>:0:0`.
#[test]
fn an_error_about_no_place_names_the_kernel() {
    let dir = Scratch::new("hunt5-vcd");
    let vcd = dir.0.join("t.vcd");
    let kernel = repo_path("tests/adversarial/trace_size_cap.mlir");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .args(["-q", "--max-trace-size", "20000", "--vcd"])
            .arg(&vcd)
            .arg(&kernel),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(
        err,
        format!(
            "{}: error: could not write the VCD trace: the file would grow past 20000 bytes \
             (raise --max-trace-size)\n",
            kernel.display()
        )
    );
    assert!(!vcd.exists(), "no half-written trace");
}

/// `n` nested `scf.if`s around one print, under `@main`.
fn nested_ifs(n: usize) -> String {
    let mut s = String::from("func.func @main() {\n  %t = arith.constant true\n");
    s.push_str("  %c = arith.constant 7 : i32\n");
    s.push_str(&"  scf.if %t {\n".repeat(n));
    s.push_str("  vector.print %c : i32\n");
    s.push_str(&"  }\n".repeat(n));
    s.push_str("  return\n}\n");
    s
}

/// 1,100 nested `scf.if`s (2,204 instructions x (2 registers + 2,200
/// branches), past 2^22) are interpreted under `auto`, with the
/// interpreter's output (they compiled: 10,000 took minutes), and 500
/// (about 10^6) still compile.
#[test]
fn many_branches_count_toward_the_compile_budget() {
    let dir = Scratch::new("hunt5-branches");
    for (n, compiled) in [(1_100, false), (500, true)] {
        let k = dir.0.join(format!("nest_{n}.mlir"));
        std::fs::write(&k, nested_ifs(n)).expect("write kernel");
        let k = k.to_str().expect("utf-8 path");
        let flags = ["--max-nesting", "50000"];
        let ran = engines_agree(k, "auto", "interp", &flags);
        assert_eq!((ran.code, ran.out.as_str()), (0, "7\n"), "{}", ran.err);
        let want = if compiled {
            "engine: @main: jit, compiled".to_string()
        } else {
            format!(
                "engine: @main: interp (too large to compile: {} instructions x (2 registers + {} branches)",
                2 * n + 4,
                2 * n
            )
        };
        assert!(ran.engine.starts_with(&want), "{n}: {}", ran.engine);
    }
}

/// What `tests/hunt5/print_newline.mlir` prints (`mlir-runner`'s output,
/// checked again below when it is installed).
const PRINT_NEWLINE: &str = "5\n10\n\n20\n";

/// `mlir-opt`'s print of the kernel (bare `vector.print`s before
/// `%0 = ...`) runs under both engines and prints what `mlir-runner`
/// prints for the kernel.
#[test]
fn a_bare_vector_print_before_an_op_with_results_reads_as_printed() {
    let Some(up) = mlir_runner("a_bare_vector_print_before_an_op_with_results_reads_as_printed")
    else {
        return;
    };
    let src = std::fs::read(repo_path("tests/hunt5/print_newline.mlir")).expect("kernel");
    assert_eq!(
        up.run(LOWER_TO_LLVM, &src).expect("upstream"),
        PRINT_NEWLINE
    );
    let printed = pipe(Command::new(&up.opt).arg("-"), &src).expect("mlir-opt");
    let text = String::from_utf8(printed).expect("utf-8");
    assert!(text.contains("vector.print\n    %0 = "), "{text}");
    let dir = Scratch::new("hunt5-print");
    let k = dir.0.join("printed.mlir");
    std::fs::write(&k, &text).expect("write");
    let ran = engines_agree(k.to_str().expect("utf-8 path"), "jit", "interp", &[]);
    assert_eq!(
        (ran.code, ran.out.as_str()),
        (0, PRINT_NEWLINE),
        "{}",
        ran.err
    );
}

/// The source itself (no bare form) under both engines.
#[test]
fn the_print_newline_kernel_prints_what_upstream_prints() {
    let ran = engines_agree("tests/hunt5/print_newline.mlir", "jit", "interp", &[]);
    assert_eq!(
        (ran.code, ran.out.as_str()),
        (0, PRINT_NEWLINE),
        "{}",
        ran.err
    );
}

/// 12,000 nested `scf.if`s, each reading a value of the function's body,
/// verify and run, with the print's output. The dominance check walked
/// every use up to that body (2.4 s for 10,000 in a release build, 59 s
/// for 50,000); it now remembers the walk. How long it takes is a
/// benchmark's question, not an assertion here: this test holds the
/// verifier's answer on such a nest.
#[test]
fn deep_nesting_verifies_and_runs() {
    let dir = Scratch::new("hunt5-deep");
    let k = dir.0.join("nest.mlir");
    std::fs::write(&k, nested_ifs(12_000)).expect("write kernel");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .args(["-q", "--engine", "interp", "--max-nesting", "50000"])
            .arg(&k),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "7\n");
}

/// A `--max-nesting` past what the work thread's stack holds is a flag
/// error (it let a deep input overflow the stack: an abort), and the
/// largest accepted value holds as deep an input as it allows.
#[test]
fn max_nesting_is_bounded_by_the_stack() {
    let limit = rmlir::cli::MAX_NESTING_LIMIT;
    for tool in ["rmlir-sim", "rmlir-opt"] {
        let out = run(
            Command::new(our_bin(tool))
                .arg("--max-nesting")
                .arg((limit + 1).to_string())
                .arg(repo_path("tests/hunt5/print_newline.mlir")),
            None,
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{tool}: {err}");
        assert!(
            err.contains(&format!(
                "invalid value '{}' for '--max-nesting <N>': at most {limit} levels",
                limit + 1
            )),
            "{tool}: {err}"
        );
    }
    // As deep as the limit allows: a region counts four levels.
    let dir = Scratch::new("hunt5-limit");
    let k = dir.0.join("nest.mlir");
    std::fs::write(&k, nested_ifs(limit as usize / 4 - 2)).expect("write kernel");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .args(["-q", "--engine", "interp", "--max-nesting"])
            .arg(limit.to_string())
            .arg(&k),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "7\n");
}

/// 45,000 nested parentheses where a type belongs end in the parser's
/// diagnostic at the right column. Each level used to rescan the rest of
/// the group for the type cache (40,000 took 6 s in a release build); the
/// scan now stops at 4 KiB, and a longer type is parsed uncached, to the
/// same answer.
#[test]
fn nested_parentheses_end_in_the_parsers_diagnostic() {
    let n = 45_000;
    let dir = Scratch::new("hunt5-parens");
    let k = dir.0.join("parens.mlir");
    let text = format!(
        "func.func @main() -> i32 {{\n  %c = arith.constant {}1{} : i32\n  return %c : i32\n}}\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    std::fs::write(&k, text).expect("write kernel");
    let out = run(
        Command::new(our_bin("rmlir-opt"))
            .args(["--max-nesting", "50000"])
            .arg(&k),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let want = format!(
        "parens.mlir:2:{}: error: expected non-function type",
        n + 23
    );
    assert!(err.contains(&want), "{err}");
}
