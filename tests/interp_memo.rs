//! The interpreter's iteration memo (`sim/src/interp/memo.rs`): loops
//! whose iterations it times through the memo take the cycles derived by
//! hand from `docs/timing.md`, stop at `--max-cycles` on the op the
//! derivation names, leave the memo part-way through an iteration exactly
//! (a fault after a store, a transfer in flight) with the JIT's output,
//! and `--explain-engine` shows that the memo ran, in the specialised form
//! of `sim/src/interp/memo_spec.rs` (so these tests fail if the interpreter
//! stops using either). Where the memo runs specialised, the output is the
//! one the interpreter gives with no memo at all (a traced run, which
//! issues every op) and the JIT's.

mod common;

use common::{engines_agree, report_u64, same_as_traced, sim_explained, Ran};

const BASIC: &str = "tests/timing/basic.toml";

/// `kernel` (a path from the repository's root) under `engine`.
fn sim(kernel: &str, engine: &str, flags: &[&str]) -> Ran {
    sim_explained(kernel, engine, flags)
}

/// Runs `kernel` interpreted and compiled; asserts they agree on
/// everything but the engine lines, and returns the interpreter's run.
fn interp_as_jit(kernel: &str, flags: &[&str]) -> Ran {
    engines_agree(kernel, "interp", "jit", flags)
}

/// The counts in the interpreter's memo line of the loop at `line`:
/// (entered, recorded, found, declined), found counting the iterations
/// found recorded and those fast-forwarded.
fn memo_counts(engine: &str, line: &str) -> (u64, u64, u64, u64) {
    let n = memo_numbers(engine, line);
    (n[0], n[2], n[3] + n[4], n[5])
}

/// The entries of the loop at `line` that ran in the specialised form.
fn specialised(engine: &str, line: &str) -> u64 {
    memo_numbers(engine, line)[1]
}

/// The iterations of the loop at `line` counted along a fast-forward plan.
fn fast_forwarded(engine: &str, line: &str) -> u64 {
    memo_numbers(engine, line)[4]
}

/// The numbers of the interpreter's memo line of the loop at `line`, after
/// its place: entered, specialised, recorded, found, fast-forwarded,
/// declined.
fn memo_numbers(engine: &str, line: &str) -> Vec<u64> {
    let line = line.parse().expect("a line number");
    common::interp_memo_numbers(engine, line).to_vec()
}

/// Runs `kernel` interpreted and checks it against the JIT and the run
/// with no memo: it prints `out`, and its loop at `line` is entered once
/// and never declined, steps `iters` iterations through the memo or a
/// plan, and fast-forwards `ff` of them.
fn one_planned_entry(kernel: &str, flags: &[&str], out: &str, line: &str, (iters, ff): (u64, u64)) {
    let r = interp_as_jit(kernel, flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, out);
    let (entered, recorded, found, declined) = memo_counts(&r.engine, line);
    assert_eq!((entered, declined), (1, 0), "{}", r.engine);
    assert_eq!(recorded + found, iters, "{}", r.engine);
    assert_eq!(fast_forwarded(&r.engine, line), ff, "{}", r.engine);
    same_as_traced(kernel, flags, &r);
}

#[test]
fn a_memo_walk_takes_the_hand_derived_cycles_interpreted() {
    // basic.toml, sram: latency 2, 4 banks of 4 B, one port; with
    // bank_busy 8. Every op 1 cycle, one issue per cycle; after an op
    // issues at c the next may issue at c + 1. N = 256 iterations, i = 0,
    // 4, …, 1020: each load 16 B past the last, so all in one bank.
    // Iteration k: head test h, load l, add (reads the loaded value,
    // ready l + 1 + 2) at l + 3 (2 `memory` stall cycles), step at l + 4,
    // next head at l + 5; the next load would issue at l + 6 but its bank
    // is busy to l + 8 (2 `bank_conflict` cycles). So h0 = 1, l_k =
    // 2 + 8k (h_k = 8k − 1 for k ≥ 1, add 8k + 5, step 8k + 6), the exit
    // test at l_255 + 5 = 2047, the return (vector.print is free) at 2048:
    // cycles 8N + 1 = 2049; memory stalls 2N = 512, bank conflicts
    // 2(N − 1) = 510.
    let kernel = "tests/interp_memo/bank_walk_256.mlir";
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=8"];
    let r = sim(kernel, "interp", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "0\n");
    assert_eq!(report_u64(&r.report, &["cycles"]), 2049);
    assert_eq!(report_u64(&r.report, &["stalls", "memory"]), 512);
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 510);
    let (entered, recorded, found, declined) = memo_counts(&r.engine, "9");
    assert_eq!((entered, declined), (1, 0), "{}", r.engine);
    assert_eq!(recorded + found, 256, "{}", r.engine);
    assert!(found >= 250, "the steady state is found: {}", r.engine);
    // The run stops at the first op after which `now` (its issue cycle
    // plus one) passes the limit: 60 at the add of k = 7 (61, now 62);
    // 1000 at the load of k = 125 (the head at 999 leaves now at 1000,
    // the load issues at 1002); 2047 at the exit test (2047, now 2048).
    // The memo hands the last iterations before the limit to the timed
    // path, which checks every op.
    for (max, line, now, some_found) in [
        ("60", "11", 62, false),
        ("1000", "10", 1003, true),
        ("2047", "9", 2048, true),
    ] {
        let limited = [&flags[..], &["--max-cycles", max]].concat();
        let r = sim(kernel, "interp", &limited);
        assert_eq!(r.code, 1, "--max-cycles {max}");
        let want = format!(
            "bank_walk_256.mlir:{line}:10: error: the run exceeded --max-cycles={max} (now at cycle {now})"
        );
        let want = if line == "9" {
            want.replace(":9:10:", ":9:8:")
        } else {
            want
        };
        assert!(r.err.contains(&want), "want {want}\n{}", r.err);
        let (_, _, found, _) = memo_counts(&r.engine, "9");
        assert_eq!(found > 100, some_found, "--max-cycles {max}: {}", r.engine);
    }
}

#[test]
fn a_fault_part_way_after_a_store_is_exact_interpreted() {
    // The seventh iteration's load of A[16] faults after its store to B:
    // the memo leaves at that iteration's head, the store and the ops
    // before the load issue, and the load takes the general path.
    let r = interp_as_jit(
        "tests/jit_memo/fault_after_store.mlir",
        &["--target", BASIC],
    );
    assert_eq!(r.code, 1);
    assert!(r.err.contains("out-of-bounds access"), "{}", r.err);
    let (entered, _, found, declined) = memo_counts(&r.engine, "12");
    assert_eq!((entered, declined), (1, 1), "{}", r.engine);
    assert_eq!(specialised(&r.engine, "12"), 1, "{}", r.engine);
    assert!(found >= 1, "{}", r.engine);
}

#[test]
fn a_transfer_in_flight_declines_part_way_interpreted() {
    // Loads of Y[8..12] overlap the DMA in flight: each leaves the memo
    // after its iteration's store to B, and the general path runs the
    // load's race check. Every B[i] is 0 + 1 (a store run twice would
    // leave 2).
    let flags = ["--target", BASIC, "--races", "warn"];
    let r = interp_as_jit("tests/jit_memo/dma_part_way.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    let lines: Vec<&str> = r.out.lines().collect();
    assert_eq!(lines.len(), 17, "{}", r.out);
    assert!(lines[1..].iter().all(|&l| l == "1"), "{}", r.out);
    assert!(r.err.contains("race"), "{}", r.err);
    let (entered, _, found, declined) = memo_counts(&r.engine, "22");
    assert_eq!(declined, 4, "{}", r.engine);
    assert_eq!(specialised(&r.engine, "22"), entered, "{}", r.engine);
    assert!(found >= 1, "{}", r.engine);
    same_as_traced("tests/jit_memo/dma_part_way.mlir", &flags, &r);
}

#[test]
fn the_bench_matmuls_inner_loop_runs_through_the_interpreters_memo() {
    // benches/kernels/matmul.mlir (96×96×96 i32): its inner loop is
    // entered once per output element; after the two iterations an entry
    // learns its strides from, a blind plan (`timing::blind`) counts the
    // rest: its column stream repeats its banks too slowly for a periodic
    // plan, but sharing a bank costs nothing.
    let r = sim(
        "benches/kernels/matmul.mlir",
        "interp",
        &["--set", "target.default_space=vmem"],
    );
    assert_eq!(r.code, 0, "{}", r.err);
    let (entered, recorded, found, declined) = memo_counts(&r.engine, "22");
    assert_eq!((entered, declined), (96 * 96, 0), "{}", r.engine);
    assert_eq!(recorded + found, 96 * 96 * 96, "{}", r.engine);
    assert!(found > 40 * recorded, "{}", r.engine);
    assert!(
        fast_forwarded(&r.engine, "22") >= 94 * 96 * 96,
        "{}",
        r.engine
    );
    // Every entry runs in the specialised form (the loop's registers,
    // memrefs and layouts fit it), so its speed-up cannot silently go.
    assert_eq!(specialised(&r.engine, "22"), 96 * 96, "{}", r.engine);
}

#[test]
fn a_fault_in_a_specialised_iteration_is_exact() {
    // Rows 0 and 1 sum 700 / D[j] over j < 4 with D[j] = j + 1: 700 +
    // 350 + 233 + 175 = 1458. Row 2's inner loop (line 27) runs to j = 8
    // and divides by D[5] = 0 after storing B[2, 5]: the division faults
    // at its own line, in the third entry, the first two having completed
    // in the specialised form. Cycles and the report are those of the
    // interpreter issuing every op, and the JIT's.
    let kernel = "tests/interp_memo/fault_spec.mlir";
    let r = interp_as_jit(kernel, &[]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(r.out, "1458\n1458\n");
    assert!(
        r.err
            .contains("fault_spec.mlir:31:12: error: integer division by zero"),
        "{}",
        r.err
    );
    let (entered, _, _, declined) = memo_counts(&r.engine, "27");
    assert_eq!((entered, declined), (3, 1), "{}", r.engine);
    assert_eq!(specialised(&r.engine, "27"), 3, "{}", r.engine);
    same_as_traced(kernel, &[], &r);
}

#[test]
fn a_view_that_moves_between_entries_is_resolved_at_each() {
    // Entry t of the inner loop (line 34) sums row t mod 4 of A (t < 4)
    // or B through a subview: 64t + 28, then 800 + 64(t - 4) + 28. Each
    // entry resolves the view's buffer and offset again.
    let kernel = "tests/interp_memo/moving_view.mlir";
    let r = interp_as_jit(kernel, &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let want: Vec<String> = (0..8)
        .map(|t| (if t < 4 { 64 * t } else { 800 + 64 * (t - 4) } + 28).to_string())
        .collect();
    assert_eq!(r.out.lines().collect::<Vec<_>>(), want);
    let (entered, recorded, found, declined) = memo_counts(&r.engine, "34");
    assert_eq!((entered, declined), (8, 0), "{}", r.engine);
    assert_eq!(recorded + found, 64, "{}", r.engine);
    assert_eq!(specialised(&r.engine, "34"), 8, "{}", r.engine);
    same_as_traced(kernel, &[], &r);
}

#[test]
fn a_fault_deep_in_a_fast_forwarded_loop_is_exact_interpreted() {
    // basic.toml's sram (latency 2, 4 banks of 4 B, one port) with
    // bank_busy 30; every op 1 cycle, one issue per cycle. Load k reads
    // A[3k], bank 3k mod 4: as in tests/jit_memo.rs's stride walk, load
    // k issues at l(4q + r) = 2 + 30q + 6r, the next head test at l + 5.
    // A holds 2400 elements, so load 800 (A[2400]) is out of bounds: the
    // head test of iteration 800 issues at l(799) + 5 = 2 + 30·199 + 18
    // + 5 = 5995 and the load faults at 5996. Stalls before it: `memory`
    // 2 per load, 2 · 800 = 1600; `bank_conflict` 6 per load 4q (q ≥ 1),
    // 6 · 199 = 1194. The plan armed after the second iteration counts
    // every iteration up to the fault.
    let kernel = "tests/interp_memo/ff_fault.mlir";
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=30"];
    let r = interp_as_jit(kernel, &flags);
    assert_eq!(r.code, 1, "{}", r.err);
    assert!(
        r.err.contains(
            "ff_fault.mlir:12:10: error: out-of-bounds access: index [2400] into shape [2400]"
        ),
        "{}",
        r.err
    );
    assert_eq!(report_u64(&r.report, &["fault_cycle"]), 5996);
    assert_eq!(report_u64(&r.report, &["cycles"]), 5996);
    assert_eq!(report_u64(&r.report, &["stalls", "memory"]), 1600);
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 1194);
    let (entered, recorded, found, declined) = memo_counts(&r.engine, "11");
    assert_eq!((entered, declined), (1, 1), "{}", r.engine);
    assert_eq!(recorded + found, 800, "{}", r.engine);
    assert_eq!(specialised(&r.engine, "11"), 1, "{}", r.engine);
    assert_eq!(fast_forwarded(&r.engine, "11"), 798, "{}", r.engine);
    same_as_traced(kernel, &flags, &r);
}

#[test]
fn a_plan_broken_by_a_stride_change_goes_back_to_the_memo() {
    // The sum of j = i (i < 500) and j = 3i − 1000 (500 ≤ i < 1000):
    // 124750 + 3 · 374750 − 500 · 1000 = 749000. The plan armed on the
    // 4-byte stride meets, at i = 501, a record it did not predict: that
    // iteration and the next go to the memo (the strides are learnt again
    // from two in a row) and a plan on the 12-byte stride counts the
    // rest; two more at the start, four in all not counted.
    let kernel = "tests/interp_memo/stride_change.mlir";
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=30"];
    one_planned_entry(kernel, &flags, "749000\n", "14", (1000, 996));
}

#[test]
fn an_address_off_its_plan_on_the_same_bank_stays_in_the_plan() {
    // j = i (i < 500), j = i + 4 (500 ≤ i < 1000): the sum is 499500 +
    // 4 · 500 = 501500. From i = 500 on, the access is 16 bytes (one
    // round of the four 4-byte banks) past the address the plan armed
    // after the second iteration predicted, on the bank it predicted: an
    // engine that took only the predicted address as the row's record
    // would leave the plan there; its record is the row's, so the plan
    // counts every iteration after the first two, with the cycles of
    // every op issued.
    let kernel = "tests/interp_memo/same_bank_jump.mlir";
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=30"];
    one_planned_entry(kernel, &flags, "501500\n", "16", (1000, 998));
}

#[test]
fn an_address_off_its_plan_on_another_bank_leaves_the_plan() {
    // j = i (i < 500), j = i + 1 (500 ≤ i < 1000): the sum is 499500 +
    // 500 = 500000. At i = 500 the access is one bank past the plan's
    // row, so the plan ends there: that iteration and the next go to the
    // memo (the strides are learnt again from two in a row) and a new
    // plan counts the rest, 2 + 2 iterations not counted in all.
    let kernel = "tests/interp_memo/other_bank_jump.mlir";
    let flags = ["--target", BASIC, "--set", "memory.sram.bank_busy=30"];
    one_planned_entry(kernel, &flags, "500000\n", "14", (1000, 996));
}

#[test]
fn an_access_that_keeps_its_bank_for_a_while_leaves_the_plan_at_each_block() {
    // The sum of i mod 256 over i < 1024: 4 · 32640 = 130560. With
    // 64-byte bank blocks the byte walk's records repeat only every 256
    // iterations; a plan takes them to stay (one row period) and its
    // row's record is wrong at each block's first iteration, though the
    // address is the one the strides predict: iterations 0 and 1 (the
    // strides learnt) and 64q for q in 1..16 go to the memo, 17 in all,
    // and the other 1007 are counted, with the cycles of every op issued
    // (the fixed load of A[0], in bank 0, conflicts with the walk in bank
    // 0's blocks only, so a block's first iteration counted with the
    // row's record would take other cycles).
    let kernel = "tests/interp_memo/slow_bank_walk.mlir";
    let flags = [
        "--target",
        BASIC,
        "--set",
        "memory.sram.bank_busy=30",
        "--set",
        "memory.sram.bank_interleave=64",
    ];
    one_planned_entry(kernel, &flags, "130560\n", "15", (1024, 1007));
}

#[test]
fn max_cycles_inside_a_planned_run_cuts_where_every_op_issued_would() {
    // tests/jit_memo/stride_walk.mlir (cycles derived in
    // tests/jit_memo.rs): each limit falls inside the span a plan counts;
    // the run stops at the op and cycle of the run that issues every op.
    let kernel = "tests/jit_memo/stride_walk.mlir";
    for max in ["1000", "3001", "5555", "7490", "7496"] {
        let flags = [
            "--target",
            BASIC,
            "--set",
            "memory.sram.bank_busy=30",
            "--max-cycles",
            max,
        ];
        let r = interp_as_jit(kernel, &flags);
        assert_eq!(r.code, 1, "--max-cycles {max}");
        assert!(r.err.contains("exceeded --max-cycles"), "{}", r.err);
        assert!(
            fast_forwarded(&r.engine, "11") > 100,
            "--max-cycles {max}: {}",
            r.engine
        );
        same_as_traced(kernel, &flags, &r);
    }
}

#[test]
fn the_bench_kernels_loops_are_fast_forwarded_interpreted() {
    // benches/kernels/sum_loop.mlir (no access: every iteration's record
    // is empty) and the first sweeps of
    // benches/kernels_big/stencil2d_gs_i32.mlir (five loads and a store
    // that keep their banks for hundreds of points): nearly every
    // iteration is counted along a plan, so the speed-up cannot silently
    // go.
    for (kernel, line, max) in [
        ("benches/kernels/sum_loop.mlir", "8", "400000"),
        ("benches/kernels_big/stencil2d_gs_i32.mlir", "30", "3000000"),
    ] {
        let flags = ["--set", "target.default_space=vmem", "--max-cycles", max];
        let r = sim(kernel, "interp", &flags);
        assert_eq!(r.code, 1, "{}", r.err);
        assert!(r.err.contains("exceeded --max-cycles"), "{}", r.err);
        let (_, recorded, found, _) = memo_counts(&r.engine, line);
        let fast = fast_forwarded(&r.engine, line);
        assert!(
            fast > 50 * (recorded + found - fast),
            "{kernel}: {}",
            r.engine
        );
    }
}

#[test]
fn faults_deep_in_specialised_loops_of_each_element_size_are_exact() {
    // Each function of elem_sizes.mlir fills A[i] = 37i (iN: wrapped to
    // N bits; floats: i / 2), runs d = (A[i] << 3 ^ A[i] >> 2) - y,
    // y = d & -5 | (d < 0) and s += sext(y) (floats: y += 1.5 A[i]) over
    // 300 elements, storing each y in B, prints the last y and s, then
    // sums B over a bound of 400: the load of B[300] faults in the 301st
    // iteration of a loop that ran specialised (and fast-forwarded) from
    // its first. y and s are derived below in N-bit arithmetic (signed,
    // as vector.print prints them); the float sum is 0.75 · (0 + … +
    // 299) = 33637.5, exact in both widths. Fault, cycle and report are
    // the interpreter's with every op issued, and the JIT's.
    let kernel = "tests/interp_memo/elem_sizes.mlir";
    let derived = |w: u32| {
        let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
        let sext = |v: u64| ((v << (64 - w)) as i64) >> (64 - w);
        let (mut y, mut s) = (0u64, 0i64);
        for i in 0..300u64 {
            let v = (i * 37) & m;
            let x = ((v << 3) & m) ^ (v >> 2);
            let d = x.wrapping_sub(y) & m;
            y = (d & (-5i64 as u64)) | (sext(d) < 0) as u64;
            s += sext(y);
        }
        format!("{}\n{s}", sext(y))
    };
    let cases = [
        ("i8", 45, 27, derived(8)),
        ("i12", 90, 72, derived(12)),
        ("i16", 135, 117, derived(16)),
        ("i24", 180, 162, derived(24)),
        ("i32", 225, 207, derived(32)),
        ("i40", 270, 252, derived(40)),
        ("i64", 315, 297, derived(64)),
        ("f32", 348, 339, "33637.5".to_string()),
        ("f64", 381, 372, "33637.5".to_string()),
    ];
    for (entry, line, first, want) in cases {
        let flags = ["--target", BASIC, "--entry", entry];
        let r = interp_as_jit(kernel, &flags);
        assert_eq!(r.code, 1, "{entry}: {}", r.err);
        assert_eq!(r.out, format!("{want}\n"), "{entry}");
        let fault = format!(
            "elem_sizes.mlir:{line}:10: error: out-of-bounds access: index [300] into shape [300]"
        );
        assert!(r.err.contains(&fault), "{entry}: {}", r.err);
        let (entered, recorded, found, declined) = memo_counts(&r.engine, &(line - 1).to_string());
        assert_eq!((entered, declined), (1, 1), "{entry}: {}", r.engine);
        assert_eq!(recorded + found, 300, "{entry}: {}", r.engine);
        assert_eq!(
            specialised(&r.engine, &(line - 1).to_string()),
            1,
            "{entry}"
        );
        assert!(report_u64(&r.report, &["fault_cycle"]) > 1000, "{entry}");
        let first = first.to_string();
        let (entered, recorded, found, declined) = memo_counts(&r.engine, &first);
        assert_eq!(
            (entered, recorded + found, declined),
            (1, 300, 0),
            "{entry}"
        );
        assert_eq!(specialised(&r.engine, &first), 1, "{entry}: {}", r.engine);
        same_as_traced(kernel, &flags, &r);
    }
}

/// The sum stencil_faults.mlir prints for element type `ty` after its
/// in-range sweep, derived here in exact integers: every value of the
/// grid is an integer small enough for `f32`, and an `iN` grid's
/// wrapping arithmetic is the exact result wrapped to N bits at the end.
fn stencil_sum(ty: &str) -> i64 {
    let (rows, cols) = (6usize, 40usize);
    let bits: u32 = ty[1..].parse().expect("a width");
    let wrap = |v: i64| match ty {
        "i8" | "i16" | "i32" => (v << (64 - bits)) >> (64 - bits),
        _ => v,
    };
    let mut p: Vec<i64> = (0..rows * cols)
        .map(|k| ((k / cols) * (k % cols) % 13) as i64 * if ty == "i32" { 2 } else { 1 })
        .collect();
    for i in 1..rows - 1 {
        for j in 1..cols - 1 {
            let at = |p: &[i64], a: usize, b: usize| p[a * cols + b];
            let o = at(&p, i - 1, j) + at(&p, i + 1, j) + at(&p, i, j + 1)
                - at(&p, i, j - 1)
                - 4 * at(&p, i, j);
            p[i * cols + j] = wrap(o);
        }
    }
    wrap(p.iter().sum())
}

#[test]
fn faults_on_each_index_of_a_specialised_two_index_access_are_exact() {
    // stencil_faults.mlir: per element size, a grid swept in place in a
    // specialised inner loop whose row indices i - 1 and i + 1 are the
    // same in every iteration of an entry (computed once at the entry)
    // and whose column indices j - 1 and j + 1 change every iteration.
    // The first sweep stays in bounds (4 entries of 38 iterations) and
    // prints the sum derived by `stencil_sum`; the second takes one index
    // out: row i + 1 = 6 in the first iteration of its fifth entry
    // (i = 5, after 4 whole entries), row i - 1 = -1 in the first
    // iteration of its first, column j + 1 = 40 in the 39th iteration of
    // its first, column j - 1 = -1 in the first. The fault is the fast
    // paths' own, at the load that goes out, with the interpreter's
    // cycles and report when it issues every op, and the JIT's.
    let kernel = "tests/interp_memo/stencil_faults.mlir";
    let text = std::fs::read_to_string(kernel).expect("the kernel");
    let lines: Vec<&str> = text.lines().collect();
    // (kind, the load that faults, its indices, entries, iterations
    // completed before the fault)
    let kinds = [
        ("row_end", "%fd", "[6, 1]", 5, 4 * 38),
        ("row_neg", "%fu", "[-1, 1]", 1, 0),
        ("col_end", "%fr", "[1, 40]", 1, 38),
        ("col_neg", "%fl", "[1, -1]", 1, 0),
    ];
    for ty in ["i8", "i16", "i32", "i64", "f32", "f64"] {
        for (kind, load, index, entries, iters) in kinds {
            let entry = format!("{ty}_{kind}");
            let start = (lines.iter())
                .position(|l| l.starts_with(&format!("func.func @{entry}()")))
                .expect("the function");
            let at = |s: &str| start + lines[start..].iter().position(|l| l.contains(s)).unwrap();
            let fault = at(&format!("{load} = memref.load")) + 1;
            let (sweep, first) = (at("%fn = arith.subi"), at("%an = arith.subi"));
            let flags = ["--entry", entry.as_str()];
            let r = interp_as_jit(kernel, &flags);
            assert_eq!(r.code, 1, "{entry}: {}", r.err);
            assert_eq!(r.out, format!("{}\n", stencil_sum(ty)), "{entry}");
            let want = format!(
                "stencil_faults.mlir:{fault}:13: error: out-of-bounds access: index {index} into shape [6, 40]"
            );
            assert!(r.err.contains(&want), "{entry}: {}", r.err);
            // entered, specialised, iterations, declined
            let counts = |line: usize| {
                let n = memo_numbers(&r.engine, &line.to_string());
                (n[0], n[1], n[2] + n[3] + n[4], n[5])
            };
            let got = counts(sweep);
            assert_eq!(got, (entries, entries, iters, 1), "{entry}: {}", r.engine);
            assert_eq!(counts(first), (4, 4, 4 * 38, 0), "{entry}: {}", r.engine);
            same_as_traced(kernel, &flags, &r);
        }
    }
}

/// The iterations of the loop at `line` that the JIT counted along a
/// fast-forward plan (the second-to-last number of its memo line).
fn jit_fast_forwarded(kernel: &str, flags: &[&str], line: &str) -> u64 {
    let r = sim(kernel, "jit", flags);
    let mark = format!(".mlir:{line}: iteration memo");
    let l = (r.engine.lines())
        .find(|l| l.contains(&mark))
        .unwrap_or_else(|| panic!("no JIT memo line for line {line}:\n{}", r.engine));
    let n: Vec<u64> = (l.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse().ok())
        .collect();
    n[n.len() - 2]
}

/// `tests/interp_memo/blind_walks.mlir` on the basic target's `sram`
/// with 16 banks, each busy `busy` cycles an access.
fn blind_walks(busy: &str) -> (&'static str, [String; 6]) {
    let flags = [
        "--target",
        BASIC,
        "--set",
        "memory.sram.banks=16",
        "--set",
        &format!("memory.sram.bank_busy={busy}"),
    ]
    .map(String::from);
    ("tests/interp_memo/blind_walks.mlir", flags)
}

/// One test for both bank busy times of `blind_walks.mlir`: the runs'
/// report and trace files are named by the process and the kernel, so
/// two tests of one kernel must not run at once.
#[test]
fn blind_plans_hold_where_sharing_a_bank_costs_nothing_only() {
    a_blind_plan_counts_across_loads_sharing_a_bank_and_not();
    loads_whose_shared_bank_costs_a_cycle_get_no_blind_plan();
}

fn a_blind_plan_counts_across_loads_sharing_a_bank_and_not() {
    // x[i] and x[3i], 4 and 12 bytes a step on 16 four-byte banks: their
    // records repeat every 16 iterations (no periodic plan), and they
    // share a bank at i = 0, 8, 16, … (8·i bytes apart, a multiple of the
    // 64-byte round). With banks busy one cycle no bank is busy when an
    // iteration starts, and sharing one or not gives the same step (the
    // second load issues a cycle after the first, when its bank is free
    // again): one blind plan counts every iteration after the two the
    // interpreter learns the strides from, the 127 shared ones among
    // them, with no bank conflict and the cycles of every op issued.
    let (kernel, flags) = blind_walks("1");
    let flags: Vec<&str> = flags.iter().map(|s| s.as_str()).collect();
    one_planned_entry(kernel, &flags, "2095104\n", "21", (1024, 1022));
    let r = sim(kernel, "interp", &flags);
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 0);
    // The JIT's copy proves the strides at its entry: it counts every
    // iteration after the first.
    assert_eq!(jit_fast_forwarded(kernel, &flags, "21"), 1023);
}

fn loads_whose_shared_bank_costs_a_cycle_get_no_blind_plan() {
    // The same walks with banks busy two cycles: where the loads share a
    // bank (i = 0, 8, …, 1016: 128 iterations) the second waits one cycle
    // for it, so the step depends on the pattern and no blind plan is
    // made; every iteration steps through the memo, with those 128 bank
    // conflict cycles (the store loop has none: its stores move to the
    // next bank each iteration) and the cycles of every op issued.
    let (kernel, flags) = blind_walks("2");
    let flags: Vec<&str> = flags.iter().map(|s| s.as_str()).collect();
    one_planned_entry(kernel, &flags, "2095104\n", "21", (1024, 0));
    let r = sim(kernel, "interp", &flags);
    assert_eq!(report_u64(&r.report, &["stalls", "bank_conflict"]), 128);
    assert_eq!(jit_fast_forwarded(kernel, &flags, "21"), 0);
}

#[test]
fn a_walk_that_leaves_banks_busy_gets_no_blind_plan() {
    // One load, 4 bytes a step on 16 four-byte banks busy 20 cycles, far
    // longer than an iteration: when an iteration starts the banks of the
    // last few are still busy, so its step depends on which bank it
    // meets, not on a pattern, and no blind plan is made: every
    // iteration steps through the memo, with the cycles of every op
    // issued.
    let kernel = "tests/interp_memo/blind_busy_walk.mlir";
    let flags = [
        "--target",
        BASIC,
        "--set",
        "memory.sram.banks=16",
        "--set",
        "memory.sram.bank_busy=20",
    ];
    one_planned_entry(kernel, &flags, "523776\n", "18", (1024, 0));
    assert_eq!(jit_fast_forwarded(kernel, &flags, "18"), 0);
}

#[test]
fn loops_of_half_precision_loads_run_through_the_interpreters_memo() {
    // tests/interp_memo/half_matmul.mlir: an f16 and a bf16 8x12x16
    // matmul. Their k loops (lines 63 and 75) load 2-byte floats, which
    // must stay on the fast path for the memo to take the loops: 96
    // entries of 16 iterations each, none declined. The sums are exact in
    // both types: NumPy gives C[3][5] = -1, C[6][10] = 1 (f16) and
    // C[2][7] = 1.5, C[0][0] = -8.5 (bf16).
    let k = "tests/interp_memo/half_matmul.mlir";
    let vmem = ["--set", "target.default_space=vmem"];
    let r = interp_as_jit(k, &vmem);
    assert_eq!(
        (r.code, r.out.as_str()),
        (0, "-1\n1\n1.5\n-8.5\n"),
        "{}",
        r.err
    );
    same_as_traced(k, &vmem, &r);
    for line in ["63", "75"] {
        let (entered, recorded, found, declined) = memo_counts(&r.engine, line);
        assert_eq!((entered, declined), (96, 0), "{}", r.engine);
        assert_eq!(recorded + found, 96 * 16, "{}", r.engine);
    }
}

#[test]
fn accesses_walked_by_their_strides_fault_at_the_first_index_out() {
    // walk_strides.mlir: P[i, j] = i * 100 + j on a 5x40 grid; each entry
    // sums along one access in range, then runs the same loop further.
    // A specialised loop places these accesses by a running offset for
    // the iterations it proves in range at its entry and checks every
    // index after them, so the fault is the fast paths' own, in the first
    // iteration out: P[2, j + 2] for j = 2, 5, … reaches column 40 at
    // j = 38 (the 13th iteration: 4 + 3·12 = 40), P[1, 5 + j] at j = 35,
    // P[j, 3] row 5 at j = 5, and the affine subscripts P[3, j + 3] (with
    // P[1, j]) at j = 37. The sums are of the iterations before.
    let kernel = "tests/interp_memo/walk_strides.mlir";
    let text = std::fs::read_to_string(kernel).expect("the kernel");
    let lines: Vec<&str> = text.lines().collect();
    let cases: [(&str, i64, &str); 4] = [
        (
            "step3",
            (2..38).step_by(3).map(|j| 200 + j + 2).sum(),
            "[2, 40]",
        ),
        ("plus", (0..35).map(|j| 100 + 5 + j).sum(), "[1, 40]"),
        ("rows", (0..5).map(|j| j * 100 + 3).sum(), "[5, 3]"),
        (
            "affine",
            (0..37).map(|j| 300 + j + 3 + 100 + j).sum(),
            "[3, 40]",
        ),
    ];
    for (entry, sum, index) in cases {
        let start = (lines.iter())
            .position(|l| l.starts_with(&format!("func.func @{entry}()")))
            .expect("the function");
        let at = |s: &str| start + lines[start..].iter().position(|l| l.contains(s)).unwrap();
        let bad = at("%bad = ");
        let fault = bad
            + 1
            + lines[bad..]
                .iter()
                .position(|l| l.contains(".load %P"))
                .unwrap();
        let flags = ["--entry", entry];
        let r = interp_as_jit(kernel, &flags);
        assert_eq!(r.code, 1, "{entry}: {}", r.err);
        assert_eq!(r.out, format!("{sum}\n"), "{entry}");
        let want = format!(
            "walk_strides.mlir:{fault}:10: error: out-of-bounds access: index {index} into shape [5, 40]"
        );
        assert!(r.err.contains(&want), "{entry}: {}", r.err);
        let loop_line = (bad + 1).to_string();
        assert_eq!(
            specialised(&r.engine, &loop_line),
            1,
            "{entry}: {}",
            r.engine
        );
        same_as_traced(kernel, &flags, &r);
    }
}

#[test]
fn walked_iterations_without_their_index_ops_give_back_the_indices_they_declined_with() {
    // lean_walk.mlir: the loop at line 34 indexes by %jw = %j - 1 and
    // %je = %j + 1 only, so its walked iterations run without those ops.
    // The DMA in flight over Y[4..12] makes the iteration j = 5 (and
    // each after it while the memo is kept) decline at its load of
    // Y[%jw]; the fast paths then load Y[%jw], Z[%je] and Z[%jw] with the
    // registers the specialised form gave back. With Y[k] = k and
    // Z[k] = 1000 + k², each iteration adds (j - 1) + (j + 1)² - (j - 1)²
    // = (j - 1) + 4j: over j in [1, 40), 741 + 4 · 780 = 3861. The memo
    // gives the loop up after its fourth declined entry.
    let kernel = "tests/interp_memo/lean_walk.mlir";
    let sum: i64 = (1..40).map(|j: i64| (j - 1) + 4 * j).sum();
    let flags = ["--races", "warn"];
    let r = interp_as_jit(kernel, &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{sum}\n"));
    let (entered, _, _, declined) = memo_counts(&r.engine, "34");
    assert_eq!((entered, declined), (4, 4), "{}", r.engine);
    assert_eq!(specialised(&r.engine, "34"), 4, "{}", r.engine);
    same_as_traced(kernel, &flags, &r);
    // As an error, the race stops the run at that load, the first of the
    // iteration j = 5, with nothing printed.
    let flags = ["--races", "error"];
    let r = interp_as_jit(kernel, &flags);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(r.out, "");
    let want = "lean_walk.mlir:37:10: error: race: this op reads the destination of a DMA";
    assert!(r.err.contains(want), "{}", r.err);
    same_as_traced(kernel, &flags, &r);
}

#[test]
fn chains_run_as_pairs_give_back_both_results_where_the_next_op_declines() {
    // pair_chains.mlir: the loop at line 35 runs %p = %x * 77 then
    // %s = %p + %p, and %a = %s + %x then %b = 3 + %a, at i13, as pairs
    // (sim/src/interp/memo_spec/pair.rs); the load of Y[%j] after them
    // declines where it races the DMA in flight over Y[4..12], and the
    // fast paths then read %p. Derived here: x₀ = 5, each iteration
    // p = 77x, s = 2p, x' = 3 + s + x, all mod 2¹³, and acc adds
    // Y[j] + sext(p) = j + sext(p), wrapping at i32. The f32 line
    // (1 + f/2 from 0, rounding each op) is the JIT's and the traced
    // run's; the memo gives the loop up after its fourth declined entry.
    let kernel = "tests/interp_memo/pair_chains.mlir";
    let sext13 = |v: i64| (v << 51) >> 51;
    let (mut x, mut acc) = (5i64, 0i32);
    for j in 0..40 {
        let p = (x * 77) & 0x1fff;
        let s = (2 * p) & 0x1fff;
        acc = acc.wrapping_add(j + sext13(p) as i32);
        x = (3 + s + x) & 0x1fff;
    }
    let flags = ["--races", "warn"];
    let r = interp_as_jit(kernel, &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    let want = format!("{}\n{acc}\n", sext13(x));
    assert!(r.out.starts_with(&want), "{} vs {want}", r.out);
    let (entered, _, _, declined) = memo_counts(&r.engine, "35");
    assert_eq!((entered, declined), (4, 4), "{}", r.engine);
    assert_eq!(specialised(&r.engine, "35"), 4, "{}", r.engine);
    same_as_traced(kernel, &flags, &r);
}

#[test]
fn load_pairs_decline_at_the_load_that_races_with_the_others_word_given_back() {
    // load_pairs.mlir: the walked iterations of the loop at line 38 run
    // the loads of Z[%j] and Y[%j], and of Y[%jw] and Z[%je], as two
    // pairs, and %sh = %y << %jj then %d = %s3 - %sh as one op
    // (sim/src/interp/memo_spec/pair.rs). The DMA in flight over
    // Y[4..12] makes j = 4 (and each after it while the memo is kept)
    // decline at Y[%j], the first pair's second load: the fast paths go
    // on from that load with the word of Z[%j] the pair gave back. With
    // Y[k] = k and Z[k] = 1000 + k², each iteration adds
    // Z[j] + 3·Y[j] + 5·Y[j - 1] + 7·Z[j + 1] - (Y[j] << j), wrapping at
    // i32 (a shift by the width or more gives 0: j >= 32); the memo
    // gives the loop up after its fourth declined entry.
    let kernel = "tests/interp_memo/load_pairs.mlir";
    let z = |k: i32| 1000 + k * k;
    let each = |j: i32| z(j) + 3 * j + 5 * (j - 1) + 7 * z(j + 1);
    let shl = |y: i32, j: u32| y.checked_shl(j).unwrap_or(0);
    let sum = (1..40).fold(0i32, |acc, j| {
        acc.wrapping_add(each(j).wrapping_sub(shl(j, j as u32)))
    });
    let flags = ["--races", "warn"];
    let r = interp_as_jit(kernel, &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{sum}\n"));
    let (entered, _, _, declined) = memo_counts(&r.engine, "38");
    assert_eq!((entered, declined), (4, 4), "{}", r.engine);
    assert_eq!(specialised(&r.engine, "38"), 4, "{}", r.engine);
    same_as_traced(kernel, &flags, &r);
    // As an error, the race stops the run at that load, the second of
    // its pair, in the iteration j = 4, with nothing printed.
    let flags = ["--races", "error"];
    let r = interp_as_jit(kernel, &flags);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(r.out, "");
    let want = "load_pairs.mlir:43:10: error: race: this op reads the destination of a DMA";
    assert!(r.err.contains(want), "{}", r.err);
    same_as_traced(kernel, &flags, &r);
}
