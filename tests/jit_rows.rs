//! Per-entry work of the JIT's memo'd loops (`sim/src/jit/memo_loop.rs`,
//! `hoist_descs`): the accesses of a loop that are alike for the
//! runtime's descriptor fill (one memref register, both loads or both
//! stores, one value type and rank) read one descriptor at the copy's
//! entry instead of one each. A store's descriptor differs from a load's
//! of the same buffer (its transfers in flight include their sources),
//! so the two never share. Each kernel is compared on output,
//! diagnostics, exit status and report with the interpreter and with a
//! traced interpreter run, which never uses the memo; its values are
//! checked against closed forms computed here.

mod common;

use common::{engines_agree, jit_memo_numbers, same_as_traced, Ran};

/// Runs `tests/jit_rows/KERNEL` with `basic.toml` and `flags` compiled,
/// checks it against the interpreter and a traced interpreter run, and
/// returns the JIT's run.
fn checked(kernel: &str, flags: &[&str]) -> Ran {
    let kernel = format!("tests/jit_rows/{kernel}");
    let flags = [&["--target", "tests/timing/basic.toml"][..], flags].concat();
    let r = engines_agree(&kernel, "jit", "interp", &flags);
    same_as_traced(&kernel, &flags, &r);
    r
}

/// `store_beside_source.mlir`'s checksum, computed as the kernel does.
fn store_beside_source_sum() -> i32 {
    let mut a: Vec<Vec<i32>> = (0..9)
        .map(|i| (0..64).map(|j| 64 * i + j).collect())
        .collect();
    for i in 0..8 {
        let to = if i % 4 == 2 { i + 1 } else { i };
        let row: Vec<i32> = (0..64)
            .map(|j| a[i][j].wrapping_add(a[i + 1][j]).wrapping_add(j as i32))
            .collect();
        a[to] = row;
    }
    (a.iter().flatten()).fold(0i32, |x, &v| x.wrapping_mul(3).wrapping_add(v))
}

#[test]
fn a_store_beside_a_transfer_reading_its_buffer_races_as_every_op_issued_would() {
    // The rows' two loads of A share a descriptor; the store to A keeps
    // its own, which names the transfer's source (row i + 1): the stores
    // of row 2 into it are the race the interpreter reports, and rows
    // whose store misses the source run on the proof.
    let r = checked("store_beside_source.mlir", &["--races", "warn"]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", store_beside_source_sum()));
    assert!(
        r.err
            .contains("store_beside_source.mlir:53:7: warning: race"),
        "{}",
        r.err
    );
    let n = jit_memo_numbers(&r.engine, 47);
    // Entered, and at least the odd rows (no transfer) on the proof.
    assert!(n[0] >= 2 && n[2] >= 2, "{}", r.engine);
}

#[test]
fn with_races_an_error_the_first_store_into_the_source_stops_the_run_there() {
    let r = checked("store_beside_source.mlir", &[]);
    assert_ne!(r.code, 0, "{}", r.out);
    assert!(
        r.err.contains("store_beside_source.mlir:53:7: error: race"),
        "{}",
        r.err
    );
}

#[test]
fn views_taken_between_entries_are_read_at_each_entry_one_per_register() {
    // Row i sums (64 i + j) + 2 (64 i + j + 1) + 3 (64 (i + 1) + j) over
    // j < 63. A copy whose load of y took x's descriptor would read row
    // i for y; one that kept an earlier entry's would read an earlier row.
    let r = checked("two_views.mlir", &[]);
    assert_eq!(r.code, 0, "{}", r.err);
    let sum = |i: i64| -> i64 {
        (0..63)
            .map(|j| (64 * i + j) + 2 * (64 * i + j + 1) + 3 * (64 * (i + 1) + j))
            .sum()
    };
    let want: String = (0..7).map(|i| format!("{}\n", sum(i))).collect();
    assert_eq!(r.out, want);
    // Every entry on the proof, its iterations stepped or counted.
    let n = jit_memo_numbers(&r.engine, 31);
    assert_eq!((n[0], n[2]), (7, 7), "{}", r.engine);
    assert_eq!(n[3] + n[4] + n[5], 7 * 63, "{}", r.engine);
}

#[test]
fn consecutive_entries_at_one_phase_from_two_states_each_take_their_own_step() {
    // Rows of 1024 bytes on a 1024-byte bank round: every entry has the
    // same phases and strides, and odd rows enter with a multiply in
    // flight whose result the body reads (a cycle's wait each: 4 more
    // operand stall cycles than with no multiply). The entry cache's key of one
    // row is the last one's but for the state: a look-up that skipped
    // building the key on the phases and strides alone would take the
    // other state's first step and plan.
    let r = checked(
        "alternate_states.mlir",
        &["--set", "memory.sram.bank_interleave=256"],
    );
    assert_eq!(r.code, 0, "{}", r.err);
    let want: String = (0..8).map(|i| format!("{}\n", 65536 * i + 32640)).collect();
    assert_eq!(r.out, want);
    assert!(r.report.contains("\"operand\": 6300"), "{}", r.report);
    let n = jit_memo_numbers(&r.engine, 37);
    assert_eq!((n[0], n[2]), (8, 8), "{}", r.engine);
    assert_eq!(n[3] + n[4] + n[5], 8 * 256, "{}", r.engine);
}

#[test]
fn a_row_past_the_grid_faults_though_only_the_row_index_changed() {
    // Row i sums (64 i + j) + (64 i + j + 1) over j < 63: 8064 i + 3969.
    // Rows 0 to 5 print it; row 6 is past the 6-row grid, and its first
    // iteration's first load faults (line 29), after the sixth line.
    let r = checked("rows_leave_the_grid.mlir", &[]);
    assert_ne!(r.code, 0, "{}", r.out);
    let want: String = (0..6).map(|i| format!("{}\n", 8064 * i + 3969)).collect();
    assert_eq!(r.out, want);
    assert!(
        r.err.contains("rows_leave_the_grid.mlir:29:12: error:"),
        "{}",
        r.err
    );
    // Seven entries; rows 0 to 5 on the proof, row 6 on the copy that
    // checks its indices, which declines at its first access (the
    // interpreter's path then faults). A proof that skipped the range
    // of an index the loop holds fixed would run row 6 unchecked: a
    // seventh line read past the buffer, and exit status 0.
    let n = jit_memo_numbers(&r.engine, 27);
    assert_eq!((n[0], n[2]), (7, 6), "{}", r.engine);
    assert_eq!(n[3] + n[4] + n[5], 6 * 63, "{}", r.engine);
}
