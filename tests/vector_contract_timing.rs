//! `vector.contract` in matmul form runs on the target's matrix unit, timed
//! by the tile formula of `docs/timing.md` § Matrix unit with no latency of
//! its own; cycles derived by hand below, on `tests/timing/matrix.toml` (a
//! 4 × 4 array, `latency` 10, `ii` 2). Its values are checked against
//! `mlir-runner` in `tests/dialects/run/vector_compute.mlir`.

mod common;

use common::{our_bin, run};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

const MATMUL: &str = "{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>}";

/// Two 8×6 · 6×4 contractions; the second accumulates into the first's
/// result when `chained`, else into the same constant.
fn kernel(chained: bool) -> String {
    let acc2 = if chained { "%p" } else { "%c" };
    format!(
        "func.func @main() {{
  %a = arith.constant dense<1.0> : vector<8x6xf32>
  %b = arith.constant dense<2.0> : vector<6x4xf32>
  %c = arith.constant dense<0.5> : vector<8x4xf32>
  %p = vector.contract {MATMUL} %a, %b, %c : vector<8x6xf32>, vector<6x4xf32> into vector<8x4xf32>
  %q = vector.contract {MATMUL} %a, %b, {acc2} : vector<8x6xf32>, vector<6x4xf32> into vector<8x4xf32>
  vector.print %q : vector<8x4xf32>
  return
}}
"
    )
}

/// Runs `text` on the matrix target; (stdout, report).
fn simulate(text: &str, extra: &[&str]) -> (String, Value) {
    let dir = std::env::temp_dir();
    let k = dir.join(format!("rmlir-contract-{}.mlir", std::process::id()));
    let r = dir.join(format!("rmlir-contract-{}.json", std::process::id()));
    std::fs::write(&k, text).unwrap();
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
            .args(["-q", "--target", "tests/timing/matrix.toml"])
            .args(extra)
            .arg(&k)
            .arg("--report")
            .arg(&r),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    let report = serde_json::from_str(&std::fs::read_to_string(&r).unwrap()).unwrap();
    let _ = (std::fs::remove_file(&k), std::fs::remove_file(&r));
    (String::from_utf8_lossy(&out.stdout).into_owned(), report)
}

#[test]
fn matmul_contractions_take_the_matrix_units_tile_formula() {
    // P = ceil(8/4) · ceil(6/4) · ceil(4/4) = 2 · 2 · 1 = 4 passes;
    // latency = 0 + 10 + (4 − 1) · 2 = 16; the unit is busy P · 2 = 8.
    // Independent: the first issues at 0 (ready 16), the second waits for
    // the unit until 8 (unit_busy 8 − 1 = 7) and is ready at 24; the print
    // is free and the return issues at 9 (done 10): cycles = 24.
    let (out, r) = simulate(&kernel(false), &[]);
    assert_eq!(r["cycles"], 24, "{r}");
    assert_eq!(r["stalls"]["unit_busy"], 7, "{r}");
    // Each element: 6 products 1 · 2 summed, plus 0.5.
    assert!(out.starts_with("( ( 12.5, 12.5, 12.5, 12.5 ),"), "{out}");
    // Chained: the second needs %p, ready at 16; it would issue at 1, so
    // 15 operand stall cycles, and is ready at 16 + 16 = 32 = cycles.
    let (out, r) = simulate(&kernel(true), &[]);
    assert_eq!(r["cycles"], 32, "{r}");
    assert_eq!(r["stalls"]["operand"], 15, "{r}");
    assert!(out.starts_with("( ( 24.5, 24.5, 24.5, 24.5 ),"), "{out}");
    // A 8 × 8 array: P = 1 · 1 · 1 = 1, latency 10, busy 2: the second
    // issues at 2 (unit_busy 1) and is ready at 12 = cycles.
    let (_, r) = simulate(&kernel(false), &["--set", "compute.matrix.shape=[8, 8]"]);
    assert_eq!(r["cycles"], 12, "{r}");
    assert_eq!(r["stalls"]["unit_busy"], 1, "{r}");
}
