//! Affine accesses proven at a memo'd loop's entry
//! (`sim/src/jit/affine.rs`): where every index of an access is affine in
//! the loop's induction variable and the entry proves it within its size
//! for every iteration left, the values-only copy runs the access with no
//! check and a pointer moved by a fixed stride; where the proof fails the
//! copies that check run, so a fault is the interpreter's, at the same op
//! and cycle. Each kernel runs under both engines, which must agree byte
//! for byte (output, diagnostics, exit status, report with its cycles),
//! and its values are checked against closed forms derived here;
//! `--explain-engine`'s count of entries into the proven copy shows which
//! copy ran, so a proof that stops holding (or stops being tried) fails
//! a test.

mod common;

use common::{engines_agree, jit_memo_numbers, same_as_traced, Ran};

const BASIC: &str = "tests/timing/basic.toml";

/// Runs `tests/jit_affine/KERNEL` under both engines; asserts they agree
/// on everything but the engine lines, and returns the JIT's run.
fn both(kernel: &str, flags: &[&str]) -> Ran {
    let flags = [&["--target", BASIC], flags].concat();
    engines_agree(
        &format!("tests/jit_affine/{kernel}"),
        "jit",
        "interp",
        &flags,
    )
}

/// The memo line's counts of the loop at `line`.
#[derive(Debug, PartialEq, Eq)]
struct Counts {
    entered: u64,
    lean: u64,
    proven: u64,
    fast: u64,
    declined: u64,
}

fn counts(r: &Ran, line: u32) -> Counts {
    let n = jit_memo_numbers(&r.engine, line);
    Counts {
        entered: n[0],
        lean: n[1],
        proven: n[2],
        fast: n[5],
        declined: n[6],
    }
}

#[test]
fn an_index_that_leaves_its_size_in_the_last_iterations_is_not_proven() {
    // A[i + 5] for i < 1000 is in bounds up to i = 994: the entry's proof
    // fails (its last index is 1004), and with both accesses affine the
    // copy that checks everything runs (the loop has no copy that checks
    // only indices), fast-forwards, and declines at i = 995, whose load
    // faults.
    let r = both("tail_fault.mlir", &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "tail_fault.mlir:19:10: error: out-of-bounds access: index [1000] into shape [1000]"
        ),
        "{}",
        r.err
    );
    assert!(r.report.contains("fault_cycle"), "{}", r.report);
    let c = counts(&r, 14);
    assert_eq!(
        (c.entered, c.lean, c.proven, c.declined),
        (1, 0, 0, 1),
        "{c:?}"
    );
    assert!(c.fast > 900, "{c:?}");
}

#[test]
fn an_index_that_moves_down_is_proven() {
    // Σ (i + 1)·A[999 − i] with A[i] = i: a byte stride of −4.
    let r = both("reverse.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let want: i64 = (0..1000).map(|i| (i + 1) * (999 - i)).sum();
    assert_eq!(r.out, format!("{want}\n"));
    let c = counts(&r, 15);
    assert_eq!((c.entered, c.proven, c.declined), (1, 1, 0), "{c:?}");
    assert!(c.fast > 990, "{c:?}");
}

#[test]
fn an_index_scaled_by_a_register_and_offset_from_outside_is_proven() {
    // Column r of a 64-wide A[i] = i sums 64·i + r over i < 64:
    // 64·2016 + 64·r.
    let r = both("columns.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let want: String = (0..8)
        .map(|r| format!("{}\n", 64 * 2016 + 64 * r))
        .collect();
    assert_eq!(r.out, want);
    let c = counts(&r, 17);
    assert_eq!((c.entered, c.proven), (8, 8), "{c:?}");
    assert!(c.fast > 400, "{c:?}");
}

#[test]
fn a_bound_that_reaches_the_last_element_is_proven_and_one_past_is_not() {
    // Σ A[i + 1] for i < 99 with A[i] = 2i + 1: the last index is 99, the
    // last element; Σ_{j=1..99} (2j + 1) = 9999.
    let r = both("edge_in.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "9999\n");
    let c = counts(&r, 18);
    assert_eq!((c.entered, c.proven, c.declined), (1, 1, 0), "{c:?}");
    // With i < 100 the last index is 100: not proven, and iteration 99's
    // load is the interpreter's fault.
    let r = both("edge_out.mlir", &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "edge_out.mlir:20:10: error: out-of-bounds access: index [100] into shape [100]"
        ),
        "{}",
        r.err
    );
    let c = counts(&r, 18);
    assert_eq!(
        (c.entered, c.lean, c.proven, c.declined),
        (1, 0, 0, 1),
        "{c:?}"
    );
}

#[test]
fn an_index_loaded_from_memory_keeps_its_check_beside_proven_ones() {
    // X[i] = 37·i mod 256 is a permutation of 0..256, so Σ 3·X[i] + i is
    // 4·32640. The second loop's X[200] is 256: its load of A faults at
    // i = 200, in the copy entered on the proof of the loads of X and C.
    let r = both("gather.mlir", &[]);
    assert_eq!(r.code, 1);
    assert_eq!(r.out, format!("{}\n", 4 * 32640));
    assert!(
        r.err.contains(
            "gather.mlir:42:10: error: out-of-bounds access: index [256] into shape [256]"
        ),
        "{}",
        r.err
    );
    let c = counts(&r, 27);
    assert_eq!((c.entered, c.proven, c.declined), (1, 1, 0), "{c:?}");
    let c = counts(&r, 39);
    assert_eq!((c.entered, c.proven, c.declined), (1, 1, 1), "{c:?}");
    assert!(c.fast > 150, "{c:?}");
}

#[test]
fn plans_that_skip_the_record_compare_stop_where_a_bank_changes() {
    // 256-byte banks: each 4-byte stream keeps its bank for 64 steps, the
    // two (128 bytes apart) change 32 steps apart, and a shared bank
    // stalls the second load (bank_busy 3). The cycles are the
    // interpreter's only if every plan counted without comparing records
    // ends at the step where a bank changes. Σ i + (i + 32) over i < 1000
    // = 1031000.
    let flags = [
        "--set",
        "memory.sram.bank_interleave=256",
        "--set",
        "memory.sram.bank_busy=3",
    ];
    let r = both("bank_stay.mlir", &flags);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "1031000\n");
    let c = counts(&r, 19);
    assert_eq!((c.entered, c.proven, c.declined), (1, 1, 0), "{c:?}");
    assert!(c.fast > 900, "{c:?}");
}

#[test]
fn a_loop_beside_a_transfer_on_other_bytes_is_proven() {
    // Σ B[i] for i < 512, B[i] = i, while a transfer fills B[512..1024]:
    // the load's bytes (0..2048) miss the transfer's (2048..4096).
    let r = both("dma_beside.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", (0..512).sum::<i64>()));
    let c = counts(&r, 19);
    assert_eq!((c.entered, c.proven, c.declined), (1, 1, 0), "{c:?}");
    assert!(c.fast > 500, "{c:?}");
}

#[test]
fn a_loop_that_reaches_a_transfer_in_its_last_iterations_is_not_proven() {
    // As above to i < 520: the loads at i = 512..520 read the transfer's
    // bytes, so the proof fails, the copy that checks everything runs
    // and declines at i = 512, whose load races with the transfer.
    let r = both("dma_tail.mlir", &[]);
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains(
            "dma_tail.mlir:21:10: error: race: this op reads the destination of a DMA that has not been waited for"
        ),
        "{}",
        r.err
    );
    let c = counts(&r, 20);
    assert_eq!(
        (c.entered, c.lean, c.proven, c.declined),
        (1, 0, 0, 1),
        "{c:?}"
    );
}

/// [`both`], and the same as a traced interpreter run (every op issued,
/// no memo, no plan, no proof).
fn traced_too(kernel: &str) -> Ran {
    let r = both(kernel, &[]);
    same_as_traced(
        &format!("tests/jit_affine/{kernel}"),
        &["--target", BASIC],
        &r,
    );
    r
}

#[test]
fn a_transfer_that_meets_one_entry_and_not_the_one_before_fails_only_that_entry() {
    // Entries 0..2 prove their loads (entry 2 beside a transfer into
    // another row of the same buffer); entry 3's transfer covers the
    // second half of its own row, so its proof fails and the load at
    // j = 128 races. Each entry steps its first iteration through the
    // runtime and counts the rest along a plan: 255 on rows 0..2, and
    // j = 1..127 on row 3 before the load that declines.
    let r = traced_too("entries_dma.mlir");
    assert_eq!(r.code, 1);
    let rows: Vec<String> = (0..3).map(|i| format!("{}\n", 32640 + 65536 * i)).collect();
    assert_eq!(r.out, rows.concat());
    assert!(
        r.err.contains(
            "entries_dma.mlir:39:12: error: race: this op reads the destination of a DMA that has not been waited for"
        ),
        "{}",
        r.err
    );
    let c = counts(&r, 38);
    assert_eq!(
        (c.entered, c.lean, c.proven, c.fast, c.declined),
        (4, 3, 3, 3 * 255 + 127, 1),
        "{c:?}"
    );
}

#[test]
fn bounds_that_hold_on_entries_and_not_on_the_next_fault_as_the_interpreter() {
    // Rows 0..2 read A[250·i + j] for j < 250, proven; row 3 runs to
    // j < 260, past A's 1000 elements: its proof fails and the load at
    // j = 250 (index 1000) faults, after 249 iterations counted along a
    // plan.
    let r = traced_too("entries_bounds.mlir");
    assert_eq!(r.code, 1);
    let rows: Vec<String> = (0..3).map(|i| format!("{}\n", 31125 + 62500 * i)).collect();
    assert_eq!(r.out, rows.concat());
    assert!(
        r.err.contains(
            "entries_bounds.mlir:27:12: error: out-of-bounds access: index [1000] into shape [1000]"
        ),
        "{}",
        r.err
    );
    let c = counts(&r, 25);
    assert_eq!(
        (c.entered, c.lean, c.proven, c.fast, c.declined),
        (4, 3, 3, 4 * 249, 1),
        "{c:?}"
    );
}
