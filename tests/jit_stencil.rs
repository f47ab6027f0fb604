//! The JIT's memo'd stencil rows (`sim/src/jit/loops.rs`,
//! `sim/src/jit/memo_loop.rs`): accesses proven affine through one memref
//! share one pointer, a free plan's budget counts down in a variable, and
//! each entry arms its plan through `Planner::plan` (the shape kept from
//! the entry before reused when the state and phases repeat). Each kernel
//! runs under the JIT and is compared, on output, diagnostics, exit
//! status and report (cycles, stalls), with the interpreter and with a
//! traced interpreter run, which issues every op and never uses the memo
//! or a plan; its values are checked against closed forms derived here,
//! and the plans' counts (`--explain-engine`) against counts derived by
//! hand from where each access crosses into a new bank block.

mod common;

use common::{engines_agree, jit_memo_numbers, same_as_traced, Ran};

const BASIC: &str = "tests/timing/basic.toml";

/// 256-byte banks (four of them in `basic.toml`'s sram: a 1024-byte
/// round).
const FLAGS: [&str; 4] = [
    "--target",
    BASIC,
    "--set",
    "memory.sram.bank_interleave=256",
];

/// Runs `tests/jit_stencil/KERNEL` compiled, checks it against the
/// interpreter and against a traced interpreter run (every op issued, no
/// memo), and returns the JIT's run.
fn checked(kernel: &str) -> Ran {
    checked_with(kernel, &[])
}

/// [`checked`] with `flags` after [`FLAGS`].
fn checked_with(kernel: &str, flags: &[&str]) -> Ran {
    let kernel = format!("tests/jit_stencil/{kernel}");
    let flags = [&FLAGS[..], flags].concat();
    let r = engines_agree(&kernel, "jit", "interp", &flags);
    same_as_traced(&kernel, &flags, &r);
    r
}

/// The JIT's memo line of the loop at `line`: entered, with affine
/// accesses proven, iterations stepped by the runtime or looked up
/// (recorded plus found), fast-forwarded, declined.
fn counts(r: &Ran, line: u32) -> [u64; 5] {
    let n = jit_memo_numbers(&r.engine, line);
    [n[0], n[2], n[3] + n[4], n[5], n[6]]
}

/// The Gauss-Seidel kernel's checksum, computed here: the grid
/// `P[i][j] = (i·j) mod 13`, two in-place sweeps of `P[i][j] = P[i−1][j]
/// + P[i+1][j] + P[i][j−1] + P[i][j+1] − 4·P[i][j]` over the inner
/// points, then `Σ` folded as `x·3 + v` row by row (wrapping `i32`).
fn gauss_seidel_sum() -> i32 {
    let (h, w) = (8, 96);
    let mut p = vec![vec![0i32; w]; h];
    for (i, row) in p.iter_mut().enumerate() {
        for (j, v) in row.iter_mut().enumerate() {
            *v = (i as i32 * j as i32) % 13;
        }
    }
    for _ in 0..2 {
        for i in 1..h - 1 {
            for j in 1..w - 1 {
                let s = (p[i - 1][j].wrapping_add(p[i + 1][j]))
                    .wrapping_add(p[i][j - 1].wrapping_add(p[i][j + 1]));
                p[i][j] = s.wrapping_sub(p[i][j].wrapping_shl(2));
            }
        }
    }
    (p.iter().flatten()).fold(0i32, |x, &v| x.wrapping_mul(3).wrapping_add(v))
}

#[test]
fn stencil_rows_leave_their_plans_where_an_access_changes_bank() {
    // Row `i` starts at byte 384·i; an access at byte `a + 4·j` enters a
    // new 256-byte block at the `j` where that is a multiple of 256. For
    // an even row the centre (and the store) does so at j = 64, the rows
    // above and below (odd) at 32, the west at 65 and the east at 63; for
    // an odd row: centre 32, above and below 64, west 33, east 31. A plan
    // armed after iteration `j0` counts from `j0 + 1` while every access
    // stays in the block it has there, so the runtime steps j = 1 (the
    // entry), then the first crossing after `j0 + 1`: 32, 63, 65 (64 is
    // the iteration after 63) on even rows, 31, 33, 64 on odd ones — four
    // of the 94 iterations of each of the 12 rows, the other 90 counted
    // along plans.
    let r = checked("gs_rows.mlir");
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(r.out, format!("{}\n", gauss_seidel_sum()));
    assert_eq!(counts(&r, 33), [12, 12, 12 * 4, 12 * 90, 0], "{}", r.engine);
}

#[test]
fn rows_at_one_phase_from_different_states_each_take_their_own_plan() {
    // Every row is a whole bank round, so every entry of the inner loop
    // (250 iterations) is at the same phase; odd rows enter with the
    // offset's multiply in flight, even ones without. Each access enters
    // a new block at j = 64, 128 and 192, where the plan armed after the
    // iteration before ends: the runtime steps 4 iterations a row, the
    // other 246 are counted. A[i][j] = j, tripled for j < 250.
    let r = checked("rows_state.mlir");
    assert_eq!(r.code, 0, "{}", r.err);
    let row: i64 = (0..250).map(|j| 3 * j).sum::<i64>() + (250..256).sum::<i64>();
    assert_eq!(r.out, format!("{}\n", 6 * row));
    assert_eq!(counts(&r, 33), [6, 6, 6 * 4, 6 * 246, 0], "{}", r.engine);
}

#[test]
fn only_accesses_with_the_same_stride_share_a_pointer() {
    // P[i][j] = 16·i + j; per row i and j < 8, P[j][i] = P[i][2j] +
    // P[i][j] + P[j][i] (in place): three strides per iteration (8, 4 and
    // 64 bytes), of which the load and store of P[j][i] share a pointer.
    let r = checked("strides.mlir");
    assert_eq!(r.code, 0, "{}", r.err);
    let mut p: Vec<Vec<i32>> = (0..16)
        .map(|i| (0..16).map(|j| 16 * i + j).collect())
        .collect();
    // Row by row, in the kernel's order.
    for (i, j) in (0..16).flat_map(|i| (0..8).map(move |j| (i, j))) {
        p[j][i] = (p[i][2 * j].wrapping_add(p[i][j])).wrapping_add(p[j][i]);
    }
    let sum = (p.iter().flatten()).fold(0i32, |x, &v| x.wrapping_mul(3).wrapping_add(v));
    assert_eq!(r.out, format!("{sum}\n"));
    assert_eq!(counts(&r, 23)[..2], [16, 16], "{}", r.engine);
}

#[test]
fn rows_in_other_banks_take_their_own_shapes() {
    // Rows 0 and 4 of A share bank 0 with B; each of their 64 iterations
    // waits 2 cycles for the bank B's load left busy (3 cycles, one
    // issue a cycle), the other rows' iterations do not: 2·64·2 cycles of
    // bank conflict. Every row stays in its block: the runtime steps the
    // first iteration of each entry and a plan counts the other 63.
    let r = checked_with("rows_banks.mlir", &["--set", "memory.sram.bank_busy=3"]);
    assert_eq!(r.code, 0, "{}", r.err);
    let a: Vec<i32> = (0..8 * 64).map(|k| (k / 64) + 2 * (k % 64)).collect();
    let sum = a
        .iter()
        .fold(0i32, |x, &v| x.wrapping_mul(3).wrapping_add(v));
    assert_eq!(r.out, format!("{sum}\n"));
    assert!(r.report.contains("\"bank_conflict\": 256"), "{}", r.report);
    assert_eq!(counts(&r, 26), [8, 8, 8, 8 * 63, 0], "{}", r.engine);
}

#[test]
fn entries_whose_strides_alternate_each_plan_with_their_own_period() {
    // Even rows load every 512 bytes, odd ones every 256: in a 1024-byte
    // round the banks repeat every 2 and every 4 iterations, and a plan
    // whose period is a whole round (2·512, 4·256) compares no record.
    // Each entry steps its first iteration through the runtime and
    // counts the other 15 along its plan; a plan of the other rows'
    // period would meet a record it did not predict and go back to the
    // runtime.
    let r = checked("strides_alternate.mlir");
    assert_eq!(r.code, 0, "{}", r.err);
    let row = |s: i32| 120 * s;
    assert_eq!(r.out, format!("{}\n{}\n", row(128), row(64)).repeat(2));
    assert_eq!(counts(&r, 26), [4, 4, 4, 4 * 15, 0], "{}", r.engine);
}
