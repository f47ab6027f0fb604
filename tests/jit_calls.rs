//! Direct calls between compiled functions (`sim/src/jit/calls.rs`): a
//! `func.call` from compiled code to a compiled function with native
//! scalar arguments and results runs without the runtime's `exec`.
//!
//! Every kernel of `tests/jit_calls/` must give byte-identical stdout,
//! stderr, exit status and report JSON under the compiled engine (`jit`,
//! or `auto` where a function is recursive) and the interpreter, and the
//! values `mlir-runner` prints where it runs the kernel; a kernel that
//! faults must name, as derived by hand in its header, the faulting op and
//! every call above it (a race, the transfer it races with).
//! `--explain-engine` must show the calls going
//! direct: no `func.call` of a direct site and no `func.return` of a
//! function only called directly among the ops run through the runtime.

mod common;

use common::{engines_agree, mlir_runner, sim_vcd, Ran, LOWER_TO_LLVM};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// `tests/jit_calls/NAME.mlir`.
fn kernel(name: &str) -> String {
    format!("tests/jit_calls/{name}.mlir")
}

/// The `--explain-engine` line of compiled function `@func`.
fn line_of<'a>(engine: &'a str, func: &str) -> &'a str {
    (engine.lines())
        .find(|l| l.starts_with(&format!("engine: @{func}: jit")))
        .unwrap_or_else(|| panic!("@{func} is not compiled:\n{engine}"))
}

/// The ops `@func` runs through the runtime (`--explain-engine`'s tally).
fn runtime_ops<'a>(engine: &'a str, func: &str) -> &'a str {
    line_of(engine, func)
        .split("; by op: ")
        .nth(1)
        .unwrap_or("")
}

/// Asserts that `@func` runs no `func.call` through the runtime.
fn calls_direct(ran: &Ran, func: &str) {
    let ops = runtime_ops(&ran.engine, func);
    assert!(!ops.contains("func.call"), "@{func}: {ops}");
}

/// Asserts that `@func` runs nothing through the runtime (its calls
/// direct, its return direct: every caller calls it directly).
fn all_native(ran: &Ran, func: &str) {
    let line = line_of(&ran.engine, func);
    assert!(line.ends_with(" 0 through the runtime"), "{line}");
}

/// Runs `name` under `engine` and the interpreter with `flags`: they must
/// agree; returns the compiled engine's run.
fn agree(name: &str, engine: &str, flags: &[&str]) -> Ran {
    engines_agree(
        &kernel(name),
        engine,
        "interp",
        &[&VMEM[..], flags].concat(),
    )
}

/// Asserts that `ran` printed what `mlir-runner` prints for `name`.
fn upstream_agrees(ran: &Ran, name: &str, test: &str) {
    let Some(runner) = mlir_runner(test) else {
        return;
    };
    let src = std::fs::read(common::repo_path(&kernel(name))).expect("kernel");
    let theirs = runner.run(LOWER_TO_LLVM, &src).expect("upstream runs it");
    assert_eq!(ran.out, theirs, "{name}");
}

#[test]
fn every_native_width_crosses_a_direct_call() {
    let ran = agree("widths", "jit", &[]);
    assert_eq!(ran.code, 0, "{}", ran.err);
    for f in ["ints", "wide", "floats"] {
        all_native(&ran, f);
    }
    calls_direct(&ran, "main");
    assert_eq!(runtime_ops(&ran.engine, "print128"), "vector.print 2");
    upstream_agrees(&ran, "widths", "every_native_width_crosses_a_direct_call");
}

#[test]
fn nested_direct_calls_keep_memory_and_the_memo_right() {
    let ran = agree("nested", "jit", &[]);
    assert_eq!(ran.code, 0, "{}", ran.err);
    for f in ["a", "b"] {
        all_native(&ran, f);
    }
    for f in ["c", "main"] {
        calls_direct(&ran, f);
    }
    // @c's loop runs through the memo on every one of its 32 calls.
    assert!(
        ran.engine
            .contains("nested.mlir:12: iteration memo, entered 32 times"),
        "{}",
        ran.engine
    );
    upstream_agrees(
        &ran,
        "nested",
        "nested_direct_calls_keep_memory_and_the_memo_right",
    );
}

#[test]
fn a_direct_return_frees_the_callees_stack_buffer() {
    let ran = agree("alloca", "jit", &[]);
    assert_eq!(ran.code, 0, "{}", ran.err);
    calls_direct(&ran, "main");
    assert_eq!(runtime_ops(&ran.engine, "sum"), "memref.alloca 1");
    // One 8 x i32 buffer at a time over the 50 calls.
    let report: String = ran.report.split_whitespace().collect();
    assert!(
        report.contains(r#""name":"vmem","peak_bytes":32,"#),
        "{report}"
    );
    upstream_agrees(
        &ran,
        "alloca",
        "a_direct_return_frees_the_callees_stack_buffer",
    );
}

/// The faulting kernels: name, the lines printed before the fault, and
/// the diagnostic's error and notes (as `file:line:col: ...` prefixes).
const FAULTS: &[(&str, &str, &[&str])] = &[
    (
        "fault_div",
        "-25\n-33\n-50\n-100\n",
        &[
            "fault_div.mlir:9:8: error: integer division by zero",
            "fault_div.mlir:13:8: note: called from here (in @b)",
            "fault_div.mlir:18:8: note: called from here (in @a)",
            "fault_div.mlir:27:10: note: called from here (in @main)",
        ],
    ),
    (
        "fault_oob",
        "5\n6\n7\n",
        &[
            "fault_oob.mlir:10:8: error: out-of-bounds access: index [8] into shape [8]",
            "fault_oob.mlir:15:8: note: called from here (in @a)",
            "fault_oob.mlir:24:10: note: called from here (in @main)",
        ],
    ),
    (
        "fault_assert",
        "0\n1\n2\n",
        &[
            "fault_assert.mlir:8:3: error: assertion failed: x below three",
            "fault_assert.mlir:12:8: note: called from here (in @a)",
            "fault_assert.mlir:21:10: note: called from here (in @main)",
        ],
    ),
];

/// Asserts that `err` holds `lines`, each at the start of a line, in order.
fn diagnostic_holds(err: &str, lines: &[&str], what: &str) {
    let mut rest = err.lines();
    for want in lines {
        let want = format!("tests/jit_calls/{want}");
        assert!(
            rest.any(|l| l.starts_with(&want)),
            "{what}: no '{want}' in order in\n{err}"
        );
    }
}

#[test]
fn a_fault_deep_in_direct_calls_is_reported_where_the_interpreter_reports_it() {
    for (name, printed, diag) in FAULTS {
        let ran = agree(name, "jit", &[]);
        assert_eq!((ran.code, ran.out.as_str()), (1, *printed), "{name}");
        diagnostic_holds(&ran.err, diag, name);
        for f in ["a", "main"] {
            calls_direct(&ran, f);
        }
    }
}

#[test]
fn the_depth_limit_holds_at_a_direct_call() {
    // 100000 frames exactly: the run ends normally.
    let ran = agree("depth", "auto", &["--arg", "99996"]);
    assert_eq!(
        (ran.code, ran.out.as_str()),
        (0, "100003\n100003\n"),
        "{}",
        ran.err
    );
    assert!(
        ran.engine.contains("@down: interp (recursive"),
        "{}",
        ran.engine
    );
    calls_direct(&ran, "g");
    // One frame more: @g's direct call of @h overflows.
    let ran = agree("depth", "auto", &["--arg", "99997"]);
    assert_eq!(ran.code, 1);
    diagnostic_holds(
        &ran.err,
        &[
            "depth.mlir:15:8: error: simulated call stack overflow: more than 100000 nested calls (unbounded recursion?)",
            "depth.mlir:23:10: note: called from here (in @down)",
        ],
        "depth",
    );
}

#[test]
fn compiled_and_interpreted_functions_call_each_other() {
    let ran = agree("mixed", "auto", &[]);
    assert_eq!(ran.code, 0, "{}", ran.err);
    assert!(
        ran.engine.contains("@r: interp (recursive"),
        "{}",
        ran.engine
    );
    // @a's call of the interpreted @r goes through the runtime; @b's of
    // @c and main's of @a and @b go direct.
    assert_eq!(runtime_ops(&ran.engine, "a"), "func.call 1");
    all_native(&ran, "b");
    calls_direct(&ran, "main");
    upstream_agrees(
        &ran,
        "mixed",
        "compiled_and_interpreted_functions_call_each_other",
    );
}

#[test]
fn the_cycle_limit_stops_inside_a_direct_callee_where_the_interpreter_stops() {
    let mut stops = std::collections::BTreeSet::new();
    for max in 1..=60 {
        let limit = format!("--max-cycles={max}");
        let ran = agree("max_cycles", "jit", &[&limit]);
        calls_direct(&ran, "main");
        if ran.code != 0 {
            let at = ran.err.lines().next().unwrap_or_default();
            let line = at.split(':').nth(1).unwrap_or_default().to_string();
            stops.insert(line.parse::<u32>().unwrap_or(0));
        }
    }
    // Over these limits the run stops (in both engines, as the
    // interpreter finds) on three of @f's ops, its return included, and
    // on main's loop head, call and yield.
    let want: std::collections::BTreeSet<u32> = [7, 8, 9, 16, 17, 18].into();
    assert_eq!(stops, want);
}

#[test]
fn traced_runs_agree_with_direct_calls_planned_off() {
    // A traced model issues through the runtime's port, so no call goes
    // direct; the VCD and `--trace-values` (which interprets its
    // function) must still match the interpreter's.
    for (name, engine, flags) in [
        ("nested", "jit", &[][..]),
        ("mixed", "auto", &["--trace-values", "b"][..]),
    ] {
        let flags = [&VMEM[..], flags].concat();
        let ours = sim_vcd(&kernel(name), engine, &flags);
        assert!(!ours.is_empty(), "{name}");
        assert_eq!(ours, sim_vcd(&kernel(name), "interp", &flags), "{name}");
    }
}

#[test]
fn a_direct_callee_issues_on_its_own_frames_scoreboard_registers() {
    let ran = agree("window", "jit", &[]);
    assert_eq!(ran.code, 0, "{}", ran.err);
    all_native(&ran, "f");
    calls_direct(&ran, "main");
    upstream_agrees(
        &ran,
        "window",
        "a_direct_callee_issues_on_its_own_frames_scoreboard_registers",
    );
}

#[test]
fn a_transfer_a_direct_callee_starts_is_seen_by_its_callers_accesses() {
    let ran = agree("dma_race", "jit", &[]);
    assert_eq!((ran.code, ran.out.as_str()), (1, "0\n0\n0\n"));
    diagnostic_holds(
        &ran.err,
        &[
            "dma_race.mlir:28:10: error: race: this op reads the destination of a DMA",
            "dma_race.mlir:15:3: note: the DMA was started here",
        ],
        "dma_race",
    );
    calls_direct(&ran, "main");
}
