//! The values-only copy of a memo'd loop reads its accesses' memref
//! descriptors once, at its entry, instead of at every access
//! (`sim/src/jit/memo_loop.rs`, `hoist_descs`): what may change a
//! descriptor between two entries of the same loop (a subview, a
//! dealloc, a transfer started) must be seen at the next entry, faults
//! and races must be the interpreter's at the same op, and a loop whose
//! body could change a descriptor (a call) gets no copy at all.
//! `--explain-engine` shows which loops ran through the memo (so these
//! tests fail if the copy, and with it the hoisting, stops running).

mod common;

use common::{engines_agree, Ran};

const BASIC: &str = "tests/timing/basic.toml";

/// Runs `tests/jit_hoist/KERNEL` under both engines; asserts they agree on
/// everything but the engine lines, and returns the JIT's run.
fn both(kernel: &str, flags: &[&str]) -> Ran {
    engines_agree(&format!("tests/jit_hoist/{kernel}"), "jit", "interp", flags)
}

/// The JIT's memo line for the loop at `line`, if the loop has one.
fn memo_line(r: &Ran, line: u32) -> Option<&str> {
    (r.engine.lines()).find(|l| l.contains(&format!(".mlir:{line}: iteration memo")))
}

/// The numbers of the memo line of the loop at `line`: entered, of
/// which checking only indices, recorded, found, fast-forwarded,
/// declined (the entries with affine accesses proven, among those
/// checking only indices, left out).
fn counts(r: &Ran, line: u32) -> [u64; 6] {
    let [entered, lean, _, recorded, found, fast, declined] = all_counts(r, line);
    [entered, lean, recorded, found, fast, declined]
}

/// The numbers of the memo line of the loop at `line`: entered, of
/// which checking only indices, of which with affine accesses proven,
/// recorded, found, fast-forwarded, declined.
fn all_counts(r: &Ran, line: u32) -> [u64; 7] {
    let l = memo_line(r, line).unwrap_or_else(|| panic!("no memo line {line}:\n{}", r.engine));
    let n: Vec<u64> = (l.split(|c: char| !c.is_ascii_digit()))
        .filter_map(|w| w.parse().ok())
        .collect();
    n[n.len() - 7..].try_into().expect("seven counts")
}

#[test]
fn a_subview_taken_between_entries_is_read_at_each_entry() {
    // Row i of A holds 64 i + j: its sum is 4096 i + 2016. A copy that
    // kept the first entry's descriptor would sum row 0 eight times.
    let r = both("rows.mlir", &["--target", BASIC]);
    assert_eq!(r.code, 0, "{}", r.err);
    let want: String = (0..8).map(|i| format!("{}\n", 4096 * i + 2016)).collect();
    assert_eq!(r.out, want);
    // Every entry's descriptor covers its row and no transfer is in
    // flight: every entry takes the copy that checks only indices.
    let [entered, lean, recorded, found, fast, _] = counts(&r, 22);
    assert_eq!((entered, lean), (8, 8), "{}", r.engine);
    assert_eq!(recorded + found + fast, 8 * 64);
    assert!(fast > 400, "{}", r.engine);
}

#[test]
fn a_buffer_freed_between_entries_faults_at_the_next_entrys_load() {
    // The first sum (0 + … + 255) runs; the second entry's first load is
    // a use after free: the interpreter's fault, at that load.
    let r = both("freed.mlir", &["--target", BASIC]);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(r.out, "32640\n");
    assert!(
        r.err
            .contains("freed.mlir:17:12: error: use of a memref after its buffer was deallocated"),
        "{}",
        r.err
    );
    // The second entry's descriptor is the freed buffer's, which compiled
    // code cannot use: it takes the copy that checks everything.
    let [entered, lean, _, _, fast, declined] = counts(&r, 16);
    assert_eq!((entered, lean, declined), (2, 1, 1), "{}", r.engine);
    assert!(fast > 200, "{}", r.engine);
}

#[test]
fn a_transfer_started_between_entries_is_a_race_at_its_first_load() {
    // No transfer is in flight during the first entry; before the second
    // a DMA (20000 cycles of setup) starts writing Y[200..204]: the load
    // of Y[200] is a race, reported at that load, after 200 iterations of
    // the second entry ran through the memo.
    let flags = ["--target", BASIC, "--set", "dma.dma.setup_latency=20000"];
    let r = both("dma_between.mlir", &flags);
    assert_eq!(r.code, 1, "{}", r.err);
    assert_eq!(r.out, "32640\n");
    assert!(
        r.err.contains(
            "dma_between.mlir:22:12: error: race: this op reads the destination of a DMA"
        ),
        "{}",
        r.err
    );
    // The second entry sees a transfer in flight on Y: it takes the copy
    // that checks the transfer's range at every access.
    let [entered, lean, recorded, found, fast, declined] = counts(&r, 21);
    assert_eq!((entered, lean, declined), (2, 1, 1), "{}", r.engine);
    assert_eq!(recorded + found + fast, 256 + 200, "{}", r.engine);
}

#[test]
fn a_loop_that_calls_runs_timed_and_the_same_loop_without_the_call_does_not() {
    // Both loops sum 0..999; the one whose body calls @get has no memo
    // line (no values-only copy: every op issues in the timed code), the
    // one that loads B itself fast-forwards.
    let r = both("call_in_body.mlir", &["--target", BASIC]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, "499500\n499500\n");
    assert!(memo_line(&r, 20).is_none(), "{}", r.engine);
    let [entered, lean, _, _, fast, declined] = counts(&r, 26);
    assert_eq!((entered, lean, declined), (1, 1, 0), "{}", r.engine);
    assert!(fast > 900, "{}", r.engine);
}
