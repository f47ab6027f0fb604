//! The JIT's iteration memo (`sim/src/jit/loops.rs`): loops that run
//! through it give the interpreter's output, faults, cycles and report
//! byte for byte, their cycles match a count derived by hand from
//! `docs/timing.md`, and `--explain-engine` shows that the memo ran (so
//! these tests fail if compiled code stops using it).

mod common;

use common::{engines_agree, our_bin, report_u64, run, Ran};
use std::path::Path;
use std::process::Command;

const BASIC: &str = "tests/timing/basic.toml";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `tests/jit_memo/KERNEL` under both engines; asserts they agree on
/// everything but the engine lines, and returns the JIT's run.
fn both(kernel: &str, flags: &[&str]) -> Ran {
    engines_agree(&format!("tests/jit_memo/{kernel}"), "jit", "interp", flags)
}

/// The counts in the memo line of the loop at `line`.
#[derive(Debug)]
struct Counts {
    entered: u64,
    lean: u64,
    proven: u64,
    recorded: u64,
    found: u64,
    fast: u64,
    declined: u64,
}

fn memo_counts(engine: &str, line: &str) -> Counts {
    let l = (engine.lines())
        .find(|l| l.contains(&format!(".mlir:{line}: iteration memo")))
        .unwrap_or_else(|| panic!("no memo line for line {line}:\n{engine}"));
    let n: Vec<u64> = (l.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse().ok())
        .collect();
    // The numbers after `file:line`: entered (of which checking only
    // indices, of which with affine accesses proven), recorded, found,
    // fast-forwarded, declined.
    let k = n.len();
    Counts {
        entered: n[k - 7],
        lean: n[k - 6],
        proven: n[k - 5],
        recorded: n[k - 4],
        found: n[k - 3],
        fast: n[k - 2],
        declined: n[k - 1],
    }
}

#[test]
fn a_memo_walk_takes_the_hand_derived_cycles() {
    // basic.toml, sram: latency 2, 4 banks of 4 B, one port; with
    // bank_busy 8. Every op 1 cycle (load, add, branch), one issue per
    // cycle. 16 iterations, i = 0, 4, …, 60: each load at 16 B past the
    // last, so all hit one bank.
    // alloc at 0; iteration k: head test h, load l, add (reads the loaded
    // value, ready l + 1 + 2) at l + 3 (2 `memory` stall cycles), step at
    // l + 4, next head at l + 5; the next load would issue at l + 6 but
    // its bank is busy to l + 8 (2 `bank_conflict` cycles). So h0 = 1,
    // l0 = 2, lk = 2 + 8k, l15 = 122, the exit test at 127, the return
    // (vector.print is free) at 128: cycles 129; memory stalls 16 · 2 =
    // 32, bank conflicts 15 · 2 = 30.
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=8"];
    let r = both("bank_walk.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(report_u64(&r.report, &["cycles"]), 129);
    assert_eq!(report_u64(&r.report, &["stalls", "memory"]), 32);
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 30);
    let c = memo_counts(&r.engine, "9");
    assert_eq!((c.entered, c.declined), (1, 0), "{}", r.engine);
    assert_eq!(c.recorded + c.found + c.fast, 16, "{}", r.engine);
    assert!(c.found + c.fast >= 12, "the steady state is found: {c:?}");
    // A cycle limit anywhere in the loop stops the run where the
    // interpreter stops it (the memo hands the last iterations before
    // the limit to the timed code, which checks every op).
    for max in ["40", "45", "60", "100", "125", "128"] {
        let limited = [&flags[..], &["--max-cycles", max]].concat();
        let r = both("bank_walk.mlir", &limited);
        assert_eq!(r.code, 1, "--max-cycles {max}");
        assert!(r.err.contains("exceeded --max-cycles"), "{}", r.err);
    }
}

#[test]
fn a_decline_part_way_runs_the_rest_of_the_iteration_once() {
    // Loads of Y[8..12] overlap the DMA in flight: each leaves the memo
    // after its iteration's store to B, and the timed code goes on at the
    // load. Every B[i] is 0 + 1 (a store run twice would leave 2); the sum
    // of Y is that of 0..16 with Y[8..12] as the loads found them.
    let flags = ["--target", BASIC, "--races", "warn"];
    let r = both("dma_part_way.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(lines.len(), 17, "{}", r.out);
    assert!(lines[1..].iter().all(|&l| l == "1"), "{}", r.out);
    assert!(r.err.contains("race"), "{}", r.err);
    let c = memo_counts(&r.engine, "22");
    assert!(c.declined >= 1 && c.found + c.fast >= 1, "{c:?}");
}

#[test]
fn a_fault_part_way_is_the_interpreters() {
    // The seventh iteration's load of A[16] faults after its store.
    let r = both("fault_after_store.mlir", &["--target", BASIC]);
    assert_eq!(r.code, 1);
    assert!(r.err.contains("out-of-bounds access"), "{}", r.err);
    let c = memo_counts(&r.engine, "12");
    assert_eq!((c.entered, c.declined), (1, 1), "{c:?}");
    assert!(c.found + c.fast >= 1, "{c:?}");
}

/// `--explain-engine`'s lines of a bench kernel under the JIT on vmem.
fn bench_engine_lines(kernel: &str) -> String {
    let r = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args(["-q", "--engine", "jit", "--explain-engine"])
            .args(["--set", "target.default_space=vmem"])
            .arg(kernel),
        None,
    );
    assert!(r.status.success());
    String::from_utf8_lossy(&r.stderr).into_owned()
}

#[test]
fn the_bench_kernels_inner_loops_run_through_the_memo() {
    // benches/kernels/matmul.mlir (96×96×96 i32): its inner loop is
    // entered once per output element. Its column stream (384 bytes a
    // step) changes banks every 10 or 11 iterations and repeats every
    // 512, too slowly for a periodic plan, but no bank stays busy past an
    // iteration and sharing one costs nothing: a blind plan
    // (`timing::blind`) counts every iteration after an entry's first.
    let err = bench_engine_lines("benches/kernels/matmul.mlir");
    let c = memo_counts(&err, "22");
    assert_eq!(c.entered, 96 * 96, "{err}");
    // Both its loads are affine in the loop's variable and within bounds:
    // every entry takes the copy that proved them.
    assert_eq!(c.proven, c.entered, "{err}");
    assert_eq!(c.recorded + c.found + c.fast, 96 * 96 * 96, "{err}");
    assert!(c.found + c.fast > 40 * c.recorded, "{err}");
    assert!(c.fast >= 95 * (c.found + c.recorded) - 95, "{err}");
    // benches/kernels/stencil.mlir (300 sweeps of 4094 points): its three
    // loads and a store keep their banks for 1024 iterations each, and
    // the inner loop is fast-forwarded nearly throughout.
    let err = bench_engine_lines("benches/kernels/stencil.mlir");
    let c = memo_counts(&err, "19");
    assert_eq!(c.recorded + c.found + c.fast, 300 * 4094, "{err}");
    assert!(c.fast > 100 * (c.recorded + c.found), "{err}");
    assert_eq!(c.proven, c.entered, "{err}");
    // benches/kernels_big/stencil2d_gs_i32.mlir's inner loop (five loads
    // and a store a point, 254 points a row), its first sweeps: the plans
    // of each row are reused from row to row.
    let r = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args(["-q", "--engine", "jit", "--explain-engine"])
            .args(["--set", "target.default_space=vmem"])
            .args(["--max-cycles", "3000000"])
            .arg("benches/kernels_big/stencil2d_gs_i32.mlir"),
        None,
    );
    let err = String::from_utf8_lossy(&r.stderr);
    assert!(err.contains("exceeded --max-cycles"), "{err}");
    let c = memo_counts(&err, "30");
    assert!(c.entered > 200, "{err}");
    assert_eq!(c.proven, c.entered, "{err}");
    assert!(c.fast > 50 * (c.recorded + c.found), "{err}");
}

#[test]
fn a_loop_that_mostly_misses_gives_the_memo_up_exactly() {
    // random_banks.mlir's five loads at pseudo-random indices meet more
    // bank records that seldom recur: after 1024 misses the
    // loop leaves the memo (at the end of the iteration that missed) and
    // runs timed, its later head tests not entering the runtime.
    let r = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args([
                "-q",
                "--explain-engine",
                "--set",
                "target.default_space=vmem",
            ])
            .args(["--engine", "jit", "--report", "/dev/stdout"])
            .arg("tests/jit_memo/random_banks.mlir"),
        None,
    );
    let i = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args(["-q", "--set", "target.default_space=vmem"])
            .args(["--engine", "interp", "--report", "/dev/stdout"])
            .arg("tests/jit_memo/random_banks.mlir"),
        None,
    );
    assert!(r.status.success() && i.status.success());
    assert_eq!(r.stdout, i.stdout);
    let err = String::from_utf8_lossy(&r.stderr);
    let gave_up = (err.lines()).find(|l| l.contains("random_banks.mlir:20: iteration memo"));
    assert!(
        gave_up.is_some_and(|l| l.ends_with("then gave up")),
        "{err}"
    );
}

#[test]
fn a_fast_forwarded_walk_takes_the_hand_derived_cycles() {
    // basic.toml, sram: latency 2, 4 banks of 4 B, one port; with
    // bank_busy 30. Every op 1 cycle, one issue per cycle. 1000
    // iterations, i = 0, 3, …, 2997: load k reads bytes 12k.., bank 3k
    // mod 4, so the banks go 0, 3, 2, 1 and repeat every 4 iterations.
    // As in the walk above an iteration is head test h, load l, add at
    // l + 3 (2 `memory` stall cycles), step l + 4, next head l + 5, next
    // load at l + 6 unless its bank is busy: the bank of load k was last
    // used by load k − 4, busy to l(k−4) + 30. So l(k) = max(l(k−1) + 6,
    // l(k−4) + 30): l0..l3 = 2, 8, 14, 20, then l4 = 32 (6
    // `bank_conflict` cycles), l5 = 38 = l1 + 30 (no stall), l6 = 44, l7
    // = 50, l8 = 62, …: l(4q + r) = 2 + 30q + 6r. l999 (q = 249, r = 3)
    // = 7490, the exit test at 7495, the return at 7496: cycles 7497;
    // memory stalls 2 · 1000 = 2000, bank conflicts 6 · 249 = 1494.
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=30"];
    let r = both("stride_walk.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(report_u64(&r.report, &["cycles"]), 7497);
    assert_eq!(report_u64(&r.report, &["stalls", "memory"]), 2000);
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 1494);
    let c = memo_counts(&r.engine, "11");
    assert_eq!(c.recorded + c.found + c.fast, 1000, "{c:?}");
    // Fast-forwarded from the second iteration's plan on: over 240
    // periods of four.
    assert!(c.fast >= 960, "{c:?}");
    // A cycle limit inside the fast-forwarded span stops the run where
    // the interpreter stops it.
    for max in ["1000", "3001", "5555", "7490", "7496"] {
        let limited = [&flags[..], &["--max-cycles", max]].concat();
        let r = both("stride_walk.mlir", &limited);
        assert_eq!(r.code, 1, "--max-cycles {max}");
        assert!(r.err.contains("exceeded --max-cycles"), "{}", r.err);
        let c = memo_counts(&r.engine, "11");
        assert!(c.fast > 100, "--max-cycles {max}: {c:?}");
    }
}

#[test]
fn a_fault_deep_in_a_fast_forwarded_loop_is_the_interpreters() {
    // Iteration 700's load of A[1000] faults after its store, hundreds of
    // iterations after the plan was armed: same fault, location, cycle
    // and report as the interpreter.
    let r = both("fault_deep.mlir", &["--target", BASIC]);
    assert_eq!(r.code, 1);
    assert!(r.err.contains("out-of-bounds access"), "{}", r.err);
    assert!(r.report.contains("fault_cycle"), "{}", r.report);
    let c = memo_counts(&r.engine, "13");
    // A's index leaves its size at i = 700: the entry cannot prove both
    // affine accesses within bounds, and the copy that checks everything
    // runs (with every access affine there is no copy that checks only
    // indices); its check of the index is the one that declines.
    assert_eq!(
        (c.entered, c.lean, c.proven, c.declined),
        (1, 0, 0, 1),
        "{c:?}"
    );
    assert_eq!(c.recorded + c.found + c.fast, 700, "{c:?}");
    assert!(c.fast >= 690, "{c:?}");
}

#[test]
fn a_decline_deep_in_a_fast_forwarded_loop_runs_its_iteration_once() {
    // A DMA with a setup of 20000 cycles is in flight over Y[700..702]
    // for the whole loop: those two loads decline after the store of
    // their iteration, and the loop fast-forwards before and after them.
    // Every B[i] must end at 1 (a store run twice leaves 2): the second
    // line counts them.
    let flags = [
        "--target",
        BASIC,
        "--races",
        "warn",
        "--set",
        "dma.dma.setup_latency=20000",
    ];
    let r = both("dma_deep.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "499500\n1000\n");
    assert!(r.err.contains("race"), "{}", r.err);
    let c = memo_counts(&r.engine, "24");
    // A transfer is in flight on Y: the entries at i = 0 and i = 701
    // cannot prove Y's loads clear of its range and check it at every
    // access; the one at i = 702 proves them clear for the iterations
    // left and takes the proven copy.
    assert_eq!(
        (c.entered, c.lean, c.proven, c.declined),
        (3, 1, 1, 2),
        "{c:?}"
    );
    assert!(c.fast > 900, "{c:?}");
}
