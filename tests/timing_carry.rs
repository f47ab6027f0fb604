//! Values carried through free moves keep their ready cycle
//! (`docs/timing.md` § Issue, "Free moves"): a chain through `scf.for`
//! and `affine.for` `iter_args`, an `scf.if` result, `cf` block
//! arguments, a rotation of two `iter_args` (a parallel move), a pointer
//! chase (a loaded value carried to the next load, whose stall is charged
//! to `memory`), a vector accumulator, and a chain of 100,000 multiplies
//! that the iteration memo and fast-forward take in both engines.
//!
//! Every figure is derived by hand in the comment above it from the
//! formulas of `docs/timing.md` § Issue on `tests/timing_carry/carry.toml`:
//! one op issues per cycle (W = 1), a branch takes 1 cycle, an integer
//! multiply L = 10, a float fma F = 8, a load 1 cycle plus SRAM's
//! S = 10. A total is `max(last issue + 1, latest result ready)`; a
//! loop's head test, its step and every `cf` branch are one branch each,
//! and moves, constants and `vector.print` are free. Each kernel runs
//! under the JIT and the interpreter, which must agree on everything, and
//! against the traced interpreter, which issues every op (no memo).

mod common;

use common::{
    engines_agree, interp_memo_numbers, jit_memo_numbers, report_u64, same_as_traced, Ran,
};

const FLAGS: &[&str] = &["--target", "tests/timing_carry/carry.toml"];

/// Runs `tests/timing_carry/<name>` under both engines and the traced
/// interpreter (all must agree) and checks its output, total cycles and
/// `operand` and `memory` stall cycles; returns the JIT's run.
fn check(name: &str, out: &str, cycles: u64, (operand, memory): (u64, u64)) -> Ran {
    let kernel = format!("tests/timing_carry/{name}");
    let r = engines_agree(&kernel, "jit", "interp", FLAGS);
    same_as_traced(&kernel, FLAGS, &r);
    assert_eq!((r.code, r.out.as_str()), (0, out), "{kernel}: {}", r.err);
    let got = |path: &[&str]| report_u64(&r.report, path);
    assert_eq!(got(&["cycles"]), cycles, "{kernel}: cycles");
    assert_eq!(got(&["stalls", "operand"]), operand, "{kernel}: operand");
    assert_eq!(got(&["stalls", "memory"]), memory, "{kernel}: memory");
    assert_eq!(got(&["stalls", "unit_busy"]), 0, "{kernel}: unit_busy");
    r
}

/// N = 10 multiplies, each reading the accumulator the previous one
/// yielded. The first head test issues at 0, multiply k at `m_k`, the
/// step at `m_k + 1`, the next head at `m_k + 2`. `m_0 = 1`; the yield's
/// move makes `%a` ready at `m_k + L`, so multiply k + 1 waits from
/// `m_k + 3` (after its head) to `m_k + L`: `m_k = 1 + k·L`, and
/// `L − 3 = 7` operand stall cycles in each of the last N − 1 = 9
/// iterations: 63. The last product is ready at `1 + N·L = 101`, after
/// the exit test (`m_9 + 2 = 93`) and the return (94): 101 cycles.
/// (Before moves carried ready cycles: 1 + 3·9 + 10 = 38, no stall.)
#[test]
fn iter_args_chain() {
    check("chain.mlir", "177147\n", 101, (63, 0));
}

/// The same chain with N = 100,000: `1 + N·L = 1,000,001` cycles and
/// `(N − 1)(L − 3) = 699,993` operand stall cycles. At every back edge
/// `%a` is ready `L − 2` cycles ahead of `now`; the memo keeps that in
/// its state, records two iterations and fast-forwards the rest, in both
/// engines, to the traced run's cycles.
#[test]
fn iter_args_chain_through_the_memo() {
    let r = check("chain_long.mlir", "1705529731\n", 1_000_001, (699_993, 0));
    let [entered, _, _, recorded, found, ff, declined] = jit_memo_numbers(&r.engine, 8);
    assert_eq!((entered, declined), (1, 0), "{}", r.engine);
    assert_eq!(recorded + found + ff, 100_000, "{}", r.engine);
    assert!(ff > 99_000, "{}", r.engine);
    let kernel = "tests/timing_carry/chain_long.mlir";
    let interp = common::sim_explained(kernel, "interp", FLAGS);
    let [entered, _, recorded, found, ff, declined] = interp_memo_numbers(&interp.engine, 8);
    assert_eq!((entered, declined), (1, 0), "{}", interp.engine);
    assert_eq!(recorded + found + ff, 100_000, "{}", interp.engine);
    assert!(ff > 99_000, "{}", interp.engine);
}

/// `%a = k·k` issues at 0 (ready L = 10); the `scf.if` test at 1; the
/// then-branch's multiply waits for `%a` from 2 to 10 (8 stall cycles),
/// ready at 20; its yield moves it into `%b`, so `%c = %b·k` waits from
/// 11 to 20 (9 more), ready at 30; the return issues at 21. Total
/// `3L = 30`, stalls `2L − 3 = 17`. (Before: `%c` at 11, ready 21.)
#[test]
fn if_result_chain() {
    check("if_chain.mlir", "81\n", 30, (17, 0));
}

/// The entry `cf.br` issues at 0. Iteration k: the compare at
/// `m_k − 2`, the `cf.cond_br` at `m_k − 1`, the multiply at `m_k`, the
/// add at `m_k + 1`, the back `cf.br` at `m_k + 2`; the branch's moves
/// make `%a` ready at `m_k + L` and `%i` at `m_k + 2`. `m_0 = 3`; the
/// multiply of iteration k + 1 would issue at `m_k + 5` and waits
/// `L − 5 = 5` cycles: `m_k = 3 + k·L`, 9 × 5 = 45 operand stall cycles.
/// The last product is ready at `3 + N·L = 103`, after the exit's
/// compare, branch and return (`m_9 + 3..=m_9 + 5`, the last at 98).
#[test]
fn cf_block_argument_loop() {
    check("cf_loop.mlir", "177147\n", 103, (45, 0));
}

/// The yield `(%b, %v)` into `(%a, %b)` is a parallel move (through
/// temporaries, as `%b` is both a source and a destination): the new
/// `%a` takes the old `%b`'s ready cycle, so multiply k reads multiply
/// k − 2's product. With the head, multiply and step of iteration k at
/// `m_k − 1, m_k, m_k + 1`: `m_0 = 1`, `m_1 = 4` (the initial values are
/// constants), and `m_k = max(m_{k−1} + 3, m_{k−2} + L)`:
/// `m_{2j} = 1 + j·L` (waiting `L − 6 = 4` cycles after its head, for
/// j ≥ 1) and `m_{2j+1} = 4 + j·L` (no wait: `m_{2j−1} + L` is exactly
/// `m_{2j} + 3`). N = 10: 4 × 4 = 16 operand stall cycles; the last
/// product (`m_9 = 44`) is ready at 54, after the return at 47. Had the
/// moves run one after the other (`%a` the new product), each multiply
/// would wait for the one before: 101 cycles.
#[test]
fn rotated_iter_args_are_a_parallel_move() {
    check("swap.mlir", "486\n1215\n", 54, (16, 0));
}

/// Each load's index is the previous load's value, moved into `%p` by
/// the yield with its ready cycle and its "loaded from memory" mark. Load
/// k issues at `l_k` (ready `l_k + 1 + S`), the step at `l_k + 1`, the
/// next head at `l_k + 2`; load k + 1 waits from `l_k + 3` to
/// `l_k + 1 + S`: `S − 2 = 8` cycles charged to `memory` (the operand
/// was loaded), `l_k = 1 + 11k`. The one bank is busy one cycle per
/// access and the port is free again long before. N = 10: 9 × 8 = 72
/// memory stall cycles; the last value is ready at `1 + N(1 + S) = 111`.
/// The chase visits 3, 4, 7, 0, 3, 4, 7, 0, 3, 4.
#[test]
fn loaded_value_carried_is_charged_to_memory() {
    check("pointer_chase.mlir", "4\n", 111, (0, 72));
}

/// `affine.for` evaluates its two bound maps first (an `int_add` each, at
/// 0 and 1), so the chain starts two cycles later than
/// [`iter_args_chain`]'s: `m_k = 3 + k·L`, the same 9 × 7 = 63 operand
/// stall cycles, and the last product ready at `3 + N·L = 103`.
#[test]
fn affine_for_reduction() {
    check("affine_reduction.mlir", "59049\n", 103, (63, 0));
}

/// `vector.fma` (F = 8, on the scalar unit: the target has no vector
/// unit) reading the accumulator the previous one yielded: as
/// [`iter_args_chain`] with F for L, `m_k = 1 + k·F`, 9 × (F − 3) = 45
/// operand stall cycles, the last sum ready at `1 + N·F = 81`.
#[test]
fn vector_accumulator() {
    check("vector_fma.mlir", "( 20, 10, 20, -10 )\n", 81, (45, 0));
}
