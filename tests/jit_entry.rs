//! The JIT's entry cache for memo'd loops (`sim/src/jit/loops.rs`,
//! `step_run`; `timing::ff::Planner::entry`): an entry whose accesses
//! are all proven affine takes its first iteration's step and the shape
//! of the plan after it from what an earlier entry on the same key did
//! (the memo, its generation, the state entered from, each access's
//! first address modulo its bank round and its stride), with no record
//! computed and no plan key hashed. The iterations left are not part of
//! the key: the plan's budget and fold count them as before. Each kernel
//! enters its inner loop many times from a few states and bank phases,
//! so that most entries repeat an earlier one's key, and is compared on
//! output, diagnostics, exit status and report (cycles, stalls) with the
//! interpreter and with a traced interpreter run, which issues every op
//! and never uses the memo; its values are checked against closed forms
//! computed here.
//!
//! The generation in the key is the memo's epoch (how many times its
//! tables started over, after which state ids are given out again from
//! 0) and its spill count. One kernel enters from more states than the
//! tables hold, so that an entry after the restart has an id an earlier
//! epoch's entry had: with the epoch dropped from the key it takes that
//! entry's step and the cycles differ. The spill count keeps only the
//! `--explain-engine` split of found and recorded iterations honest (a
//! step kept across a restart of the spill alone is still exact: the
//! state ids stand, and a step is a function of its state and record),
//! and no test here fills a spill (tens of thousands of evicted steps).

mod common;

use common::{engines_agree, jit_memo_numbers, same_as_traced, Ran};

/// `basic.toml`'s sram with 256-byte banks (four of them: a 1024-byte
/// round, so rows of 256 bytes take four bank phases in turn).
const FLAGS: [&str; 4] = [
    "--target",
    "tests/timing/basic.toml",
    "--set",
    "memory.sram.bank_interleave=256",
];

/// Runs `tests/jit_entry/KERNEL` with [`FLAGS`] and `flags` compiled,
/// checks it against the interpreter and a traced interpreter run, and
/// returns the JIT's run.
fn checked(kernel: &str, flags: &[&str]) -> Ran {
    let kernel = format!("tests/jit_entry/{kernel}");
    let flags = [&FLAGS[..], flags].concat();
    let r = engines_agree(&kernel, "jit", "interp", &flags);
    same_as_traced(&kernel, &flags, &r);
    r
}

/// `triangle.mlir`'s checksum: `A[i][j] = i + j` (12 × 64), then for
/// rows `i = 1..12` and `j < 4·i + 5`, `A[i][j] = A[i − 1][j] + 3·A[i][j]`
/// in place, then `Σ` folded as `x·3 + v` row by row (wrapping `i32`).
fn triangle_sum() -> i32 {
    let mut a: Vec<Vec<i32>> = (0..12).map(|i| (0..64).map(|j| i + j).collect()).collect();
    for i in 1..12 {
        let (done, rest) = a.split_at_mut(i);
        let (up, row) = (&done[i - 1], &mut rest[0]);
        for (v, &u) in row.iter_mut().zip(up).take(4 * i + 5) {
            *v = u.wrapping_add(v.wrapping_mul(3));
        }
    }
    (a.iter().flatten()).fold(0i32, |x, &v| x.wrapping_mul(3).wrapping_add(v))
}

#[test]
fn entries_that_differ_in_state_phase_and_trip_count_keep_every_cycle() {
    // Rows 1..11 of the sweep: odd rows enter with a multiply in flight,
    // even ones without, and the rows' bank phases repeat every four, so
    // rows 5..11 repeat the key of the row four before, with 4 more
    // iterations each: the kept first step and shape must hold for any
    // count the plan then folds. Every row steps its first iteration
    // (recorded or found) and counts the others along its plan.
    let r = checked("triangle.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", triangle_sum()));
    let n = jit_memo_numbers(&r.engine, 39);
    let iterations: u64 = (1..12).map(|i| 4 * i + 5).sum();
    // Entered, proven; stepped (recorded + found), fast-forwarded,
    // declined.
    assert_eq!((n[0], n[2]), (11, 11), "{}", r.engine);
    assert_eq!((n[3] + n[4], n[5], n[6]), (11, iterations - 11, 0));
}

#[test]
fn a_cycle_limit_inside_a_repeated_entry_faults_where_every_op_issued_would() {
    // Limits that fall in the sweep's rows (its body's lines 40..44), at
    // entries whose key an earlier row made: the fault's op and cycle,
    // and the report, must be the traced run's.
    for limit in ["4000", "5000", "6000", "7000", "8000"] {
        let r = checked("triangle.mlir", &["--max-cycles", limit]);
        assert_ne!(r.code, 0, "{limit}: {}", r.out);
        let at = format!("error: the run exceeded --max-cycles={limit}");
        assert!(r.err.contains(&at), "{limit}: {}", r.err);
        let line = (40..=44).any(|l| r.err.contains(&format!("triangle.mlir:{l}:")));
        assert!(line, "{limit}: {}", r.err);
    }
}

#[test]
fn entries_beside_a_transfer_in_flight_take_the_same_cycles() {
    // Row i sums 64·i + j over j < 64: 4096·i + 2016. Even rows run
    // beside a transfer into another buffer of the same space (DMA never
    // touches banks or ports), odd rows from another state; keys repeat
    // every four rows.
    let r = checked("dma_rows.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let rows: Vec<String> = (0..16).map(|i| format!("{}\n", 4096 * i + 2016)).collect();
    assert_eq!(r.out, rows.concat());
    let n = jit_memo_numbers(&r.engine, 38);
    assert_eq!((n[0], n[2]), (16, 16), "{}", r.engine);
    assert_eq!((n[3] + n[4], n[5], n[6]), (16, 16 * 63, 0));
}

#[test]
fn entries_at_one_phase_from_other_states_each_take_their_own_step() {
    // A store to V (bank 0) before rows 0, 3, 6, …, leaves bank 0 busy
    // at their entry; rows 0, 4, 8 and 12 load from bank 0 first. Only
    // rows 0 and 12 meet both, and their first load waits one cycle for
    // the bank (the store's 3 busy cycles less the head test and the
    // branch between): 2 conflict cycles in all. Rows 4 and 8 have row
    // 0's phase and another state: a step kept for one key and taken for
    // the other would add or drop a cycle.
    let r = checked("states.mlir", &["--set", "memory.sram.bank_busy=3"]);
    assert_eq!(r.code, 0, "{}", r.err);
    let rows: Vec<String> = (0..16).map(|i| format!("{}\n", 4096 * i + 2016)).collect();
    assert_eq!(r.out, rows.concat());
    assert!(r.report.contains("\"bank_conflict\": 2"), "{}", r.report);
    let n = jit_memo_numbers(&r.engine, 32);
    assert_eq!((n[0], n[2]), (16, 16), "{}", r.engine);
    assert_eq!((n[3] + n[4], n[5], n[6]), (16, 16 * 63, 0));
}

#[test]
fn entries_that_differ_only_in_a_stride_each_take_their_own_plan() {
    // Even rows sum A[j] + 7, odd rows A[2·j] + 7, over j < 64, from the
    // same state and the same first addresses: only the stride tells
    // their keys apart, and with V[0] in bank 0 beside A's walk over the
    // banks, a plan predicted for one stride counts other conflicts than
    // the other's iterations meet.
    // The basic sram's own 4-byte interleave (the last `--set` holds).
    let flags = [
        "--set",
        "memory.sram.bank_interleave=4",
        "--set",
        "memory.sram.bank_busy=3",
    ];
    let r = checked("strides.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    let even: i64 = (0..64).map(|j| j + 7).sum();
    let odd: i64 = (0..64).map(|j| 2 * j + 7).sum();
    let rows: Vec<String> = (0..8)
        .map(|r| format!("{}\n", if r % 2 == 0 { even } else { odd }))
        .collect();
    assert_eq!(r.out, rows.concat());
    let n = jit_memo_numbers(&r.engine, 26);
    assert_eq!((n[0], n[2]), (8, 8), "{}", r.engine);
    assert_eq!((n[3] + n[4], n[5], n[6]), (8, 8 * 63, 0));
}

/// Delay choices per divide of [`epochs_kernel`], and its divides.
const DELAYS: usize = 10;
const DIVIDES: usize = 3;

/// Trip count of [`epochs_kernel`]'s row sum.
const ROW: usize = 20;

/// A kernel whose row sum (over `B`, `ROW` `i32`s in sram) is entered
/// from more states than a memo's tables hold (744 for a body of one
/// access), so the tables start over (a new epoch) part-way, and state
/// ids are given out again from 0. Before each entry three divides start
/// (600 cycles each, by the test's flags), the row reads all three, and
/// between them a switch runs 0 to `DELAYS − 1` adds: on odd entries
/// chosen by the digits of the entry's number (every combination once,
/// each its own entry state), on even ones none (one state, whose key
/// repeats, so the entry cache keeps paying and stays in use). An entry
/// after the restart whose state has the id an earlier epoch's entry had
/// must not take that entry's step: its divides are at other distances.
fn epochs_kernel() -> String {
    let mut s = format!(
        "func.func @main() {{
  %B = memref.alloc() : memref<{ROW}xi32, 1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cK = arith.constant {DELAYS} : index
  %cT = arith.constant {ROW} : index
  %z = arith.constant 0 : i32
  %big = arith.constant 1000000007 : i32
  scf.for %j = %c0 to %cT step %c1 {{
    %v = arith.index_cast %j : index to i32
    memref.store %v, %B[%j] : memref<{ROW}xi32, 1>
  }}
"
    );
    let mut carry = "%z".to_string();
    for k in 0..DIVIDES {
        s += &format!("  %r{k} = scf.for %a{k} = %c0 to %cK step %c1 iter_args(%tt{k} = {carry}) -> (i32) {{\n");
        carry = format!("%tt{k}");
    }
    s +=
        &format!("  %rp = scf.for %p = %c0 to %c2 step %c1 iter_args(%tp = {carry}) -> (i32) {{\n");
    s += "  %pi = arith.index_cast %p : index to i32\n  %d = arith.addi %pi, %big : i32\n";
    for k in 0..DIVIDES {
        s += &format!(
            "  %dig{k} = arith.muli %a{k}, %p : index\n  %t{k} = arith.divui %big, %d : i32\n"
        );
        s += &format!("  %f{k} = scf.index_switch %dig{k} -> i32\n");
        for c in 1..DELAYS {
            s += &format!("  case {c} {{\n");
            let mut prev = "%z".to_string();
            for n in 0..c {
                s += &format!("    %f{k}_{c}_{n} = arith.addi {prev}, %d : i32\n");
                prev = format!("%f{k}_{c}_{n}");
            }
            s += &format!("    scf.yield {prev} : i32\n  }}\n");
        }
        s += "  default {\n    scf.yield %z : i32\n  }\n";
    }
    s += &format!(
        "  %s = scf.for %j = %c0 to %cT step %c1 iter_args(%acc = %z) -> (i32) {{\n    %a = memref.load %B[%j] : memref<{ROW}xi32, 1>\n    %y = arith.addi %acc, %a : i32\n"
    );
    let mut prev = "%y".to_string();
    for k in 0..DIVIDES {
        s += &format!("    %y{k} = arith.addi {prev}, %t{k} : i32\n");
        prev = format!("%y{k}");
    }
    s += &format!("    scf.yield {prev} : i32\n  }}\n  %u = arith.addi %tp, %s : i32\n");
    let mut prev = "%u".to_string();
    for k in 0..DIVIDES {
        s += &format!("  %u{k} = arith.addi {prev}, %f{k} : i32\n");
        prev = format!("%u{k}");
    }
    s += &format!("  scf.yield {prev} : i32\n  }}\n");
    let mut res = "%rp".to_string();
    for k in (0..DIVIDES).rev() {
        s += &format!("  scf.yield {res} : i32\n  }}\n");
        res = format!("%r{k}");
    }
    s + &format!("  vector.print {res} : i32\n  return\n}}\n")
}

/// [`epochs_kernel`]'s total, computed here (wrapping `i32`).
fn epochs_total() -> i32 {
    let big = 1_000_000_007i32;
    let mut total = 0i32;
    for n in 0..DELAYS.pow(DIVIDES as u32) {
        for p in 0..2i32 {
            let d = big.wrapping_add(p);
            let t = big / d;
            let row = (0..ROW as i32).fold(0i32, |acc, j| {
                (acc.wrapping_add(j)).wrapping_add(t.wrapping_mul(DIVIDES as i32))
            });
            // The digits of the entry's number, the outermost loop's first.
            let digits = (0..DIVIDES).map(|k| (n / DELAYS.pow((DIVIDES - 1 - k) as u32)) % DELAYS);
            let adds = digits
                .map(|a| d.wrapping_mul(a as i32 * p))
                .fold(0i32, i32::wrapping_add);
            total = total.wrapping_add(row).wrapping_add(adds);
        }
    }
    total
}

#[test]
fn entries_after_the_tables_start_over_take_their_own_steps() {
    let path = std::env::temp_dir().join(format!(
        "rmlir-jit-entry-{}-epochs.mlir",
        std::process::id()
    ));
    let kernel = epochs_kernel();
    std::fs::write(&path, &kernel).expect("scratch kernel");
    let p = path.to_str().expect("a UTF-8 path");
    let flags = [&FLAGS[..], &["--set", "compute.scalar.ops.int_div=600"]].concat();
    let r = engines_agree(p, "jit", "interp", &flags);
    same_as_traced(p, &flags, &r);
    let _ = std::fs::remove_file(&path);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", epochs_total()));
    let line =
        (kernel.lines().position(|l| l.contains("%s = scf.for"))).expect("the row sum") as u32 + 1;
    let n = jit_memo_numbers(&r.engine, line);
    let entries = 2 * DELAYS.pow(DIVIDES as u32) as u64;
    assert_eq!((n[0], n[2], n[6]), (entries, entries, 0), "{}", r.engine);
    assert_eq!(n[3] + n[4] + n[5], entries * ROW as u64, "{}", r.engine);
}
