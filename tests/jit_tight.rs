//! The tight copy of a memo'd loop (`sim/src/jit/memo_loop.rs`,
//! `Gen::tight_copy`): where a free fast-forward plan counts an iteration
//! without comparing anything (every access proven at the entry, or no
//! access at all), the iterations after it run in a copy that computes
//! only their values and counts the plan's budget down in a host
//! register, writing it back where it leaves: where the budget is spent
//! (the runtime steps that iteration) and where the head test fails. The
//! counted iterations must be exactly the ones the latch counted before,
//! so each kernel's output, diagnostics and report (its cycles and stall
//! breakdown) are compared with a traced interpreter run, which never
//! uses the memo, and with the interpreter through its memo; and the
//! JIT's memo line shows where the count ran out, at iterations derived
//! here from the plan's budget.

mod common;

use common::{engines_agree, jit_memo_numbers, same_as_traced, Ran};

const BASIC: &str = "tests/timing/basic.toml";

/// Runs `tests/jit_tight/KERNEL` on the basic target with `flags` under
/// both engines, and traced; asserts all three agree on everything but
/// the engine lines, and returns the JIT's run.
fn checked(kernel: &str, flags: &[&str]) -> Ran {
    let kernel = format!("tests/jit_tight/{kernel}");
    let flags = [&["--target", BASIC], flags].concat();
    let r = engines_agree(&kernel, "jit", "interp", &flags);
    same_as_traced(&kernel, &flags, &r);
    r
}

/// Of the JIT's memo line of the loop at `line`: the iterations the
/// runtime stepped (recorded and found), fast-forwarded, and declined.
fn stepped_fast(r: &Ran, line: u32) -> (u64, u64, u64) {
    let n = jit_memo_numbers(&r.engine, line);
    (n[3] + n[4], n[5], n[6])
}

#[test]
fn a_free_plan_counts_to_the_loops_end_in_the_tight_copy() {
    // One load moving 4 bytes a step over 4 banks of 4 bytes: its
    // records repeat every 4 steps, 16 bytes, the whole bank round, so
    // the plan armed after the first step is free with no cap and counts
    // the other 4032 iterations; the head test then fails in the tight
    // copy, which writes the count back before the exit folds it.
    let r = checked("stream.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", (0..4033).sum::<i64>()));
    assert_eq!(stepped_fast(&r, 17), (1, 4032, 0));
}

#[test]
fn the_tight_count_runs_out_where_the_access_leaves_its_interleave_block() {
    // 256-byte interleave: the load keeps its bank for 64 steps, so each
    // plan is free up to the step before the address leaves its block
    // (`free_budget`'s stay). Armed after the step of iteration 64·m
    // (address 256·m), it counts iterations 64·m + 1 ..= 64·m + 63, and
    // the count runs out in the tight copy at the end of iteration
    // 64·(m + 1), which the runtime steps: iterations 0, 64, …, 4032 are
    // stepped (64), the 3969 others counted. A count that ran past the
    // budget would fold one iteration fewer than it ran, and the cycles
    // would differ from the traced run's.
    let r = checked("stream.mlir", &["--set", "memory.sram.bank_interleave=256"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", (0..4033).sum::<i64>()));
    assert_eq!(stepped_fast(&r, 17), (64, 3969, 0));
}

#[test]
fn two_streams_whose_banks_meet_keep_the_cycles_of_every_op_issued() {
    // `tests/jit_affine/bank_stay.mlir`: A[i] and A[i + 32] on 256-byte
    // banks share a bank for 32 steps of every 64, where the second load
    // stalls; a count running past the step where a bank changes would
    // take the wrong steps' cycles.
    let kernel = "tests/jit_affine/bank_stay.mlir";
    let flags = [
        "--target",
        BASIC,
        "--set",
        "memory.sram.bank_interleave=256",
        "--set",
        "memory.sram.bank_busy=3",
    ];
    let r = engines_agree(kernel, "jit", "interp", &flags);
    same_as_traced(kernel, &flags, &r);
    assert_eq!(r.out, "1031000\n");
    let (stepped, fast, declined) = stepped_fast(&r, 19);
    assert_eq!((stepped + fast, declined), (1000, 0));
    assert!(fast > 900, "{}", r.engine);
}

#[test]
fn a_loop_with_no_access_counts_in_the_tight_copy() {
    // x ← 3x + i from 7 over i < 1000, wrapping: no access, so any plan
    // counts without a compare; after the first two steps (one recorded,
    // one found) the rest are counted and the loop ends in the tight copy.
    let r = checked("no_access.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let x = (0..1000i64).fold(7i64, |x, i| x.wrapping_mul(3).wrapping_add(i));
    assert_eq!(r.out, format!("{x}\n"));
    assert_eq!(stepped_fast(&r, 10), (2, 998, 0));
}
