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
    let o = sim(example, &[]);
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
    assert!(err.contains("race.mlir:14:3: error: race: this op reads the destination of a DMA that has not been waited for"), "{err}");
    assert!(err.contains("note: the DMA was started here"), "{err}");
    assert!(o.stdout.is_empty());
}
