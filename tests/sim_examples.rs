//! Every kernel in `examples/` runs and prints what its header comment
//! promises; the expected values are recomputed here from the formulas the
//! kernels implement, and the double-buffered kernel must beat the
//! single-buffered one on cycles.

mod common;

use common::{our_bin, run};
use std::path::Path;
use std::process::{Command, Output};

fn sim(example: &str, extra: &[&str]) -> Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(root.join("examples").join(example)).args(extra);
    run(&mut cmd, None)
}

/// stdout and the cycle count of the summary on stderr.
fn ok_run(example: &str) -> (String, u64) {
    ok_run_with(example, &[])
}

fn ok_run_with(example: &str, extra: &[&str]) -> (String, u64) {
    let o = sim(example, extra);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{example}: {err}");
    let cycles = err
        .lines()
        .find_map(|l| l.strip_prefix("cycles: "))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{example}: no cycle count in {err}"));
    (String::from_utf8_lossy(&o.stdout).into_owned(), cycles)
}

/// The tile kernels' checksum: sum over tiles t, rows r and lanes l of
/// A[t][r][l] * (r + 1), with A[t][r][l] = (l mod 16) + t + r (exact in f32).
fn tile_checksum() -> f64 {
    let mut s = 0u64;
    for t in 0..8u64 {
        for r in 0..8u64 {
            for l in 0..128u64 {
                s += ((l % 16) + t + r) * (r + 1);
            }
        }
    }
    s as f64
}

#[test]
fn double_buffering_hides_transfers() {
    let want = format!("{}\n", tile_checksum());
    let (db_out, db) = ok_run("double_buffer.mlir");
    let (sb_out, sb) = ok_run("single_buffer.mlir");
    assert_eq!(db_out, want);
    assert_eq!(sb_out, want);
    assert!(db < sb, "double-buffered {db} cycles, single-buffered {sb}");
}

#[test]
fn seed_syntax_runs() {
    // The staged values are 1..=32; their sum, then the last after the
    // round trip through HBM.
    let sum: i32 = (1..=32).sum();
    let (out, _) = ok_run("seed_syntax.mlir");
    assert_eq!(out, format!("{sum}\n32\n"));
}

#[test]
fn race_is_explained() {
    let o = sim("race.mlir", &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("race.mlir:14:12: error: race: this op reads the destination of a DMA that has not been waited for"), "{err}");
    assert!(err.contains("note: the DMA was started here"), "{err}");
    assert!(o.stdout.is_empty());
}

/// Bank-conflict stall cycles from a run's JSON report.
fn bank_conflict_stalls(example: &str, extra: &[&str]) -> u64 {
    let dir = std::env::temp_dir().join(format!("rmlir-layout-{}-{example}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let report = dir.join("report.json");
    let mut args = extra.to_vec();
    let path = report.to_str().unwrap().to_string();
    args.extend(["--report", &path]);
    assert!(sim(example, &args).status.success());
    let r: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    r["stalls"]["bank_conflict"]
        .as_u64()
        .expect("bank_conflict stalls in the report")
}

#[test]
fn layouts_differ_by_bank_conflicts() {
    // Both sum i + j over a 64x128 buffer: 128 * sum(0..64) + 64 * sum(0..128).
    let want = format!(
        "{}\n",
        128 * (0..64).sum::<u64>() + 64 * (0..128).sum::<u64>()
    );
    let target = [
        "--set",
        "memory.vmem.bank_busy=4",
        "--set",
        "memory.vmem.bank_interleave=\"512 B\"",
    ];
    let (row_out, row) = ok_run_with("layouts_rowmajor.mlir", &target);
    let (tiled_out, tiled) = ok_run_with("layouts_tiled.mlir", &target);
    assert_eq!(row_out, want);
    assert_eq!(tiled_out, want);
    // Row-major: rows i..i+3 of a column lie 512 B apart, one bank each.
    assert_eq!(bank_conflict_stalls("layouts_rowmajor.mlir", &target), 0);
    // Tiled: they lie 32 B apart in one bank, so loads wait for it.
    assert!(bank_conflict_stalls("layouts_tiled.mlir", &target) > 0);
    assert!(tiled > row, "tiled {tiled} cycles, row-major {row}");
}
