//! The matrix unit (`[compute.matrix]`) and `matmul` target ops: values
//! against NumPy, cycles against the tile formula of `docs/timing.md`
//! § Matrix unit, derived by hand in each test's comments, on
//! `tests/timing/matrix.toml` (a 4 × 4 array, `latency` 10, `ii` 2; ops
//! `t.mm` and `t.mmf` with `latency` 3, `ii` 1).
//!
//! Needs `python3` with NumPy; without it the value checks skip with a
//! message, unless `RMLIR_REQUIRE_TOOLS=1`.

mod common;

use common::{our_bin, python_module, run};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGET: &str = "tests/timing/matrix.toml";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn scratch(stem: &str) -> PathBuf {
    std::env::temp_dir().join(format!("rmlir-matrix-{}-{stem}", std::process::id()))
}

/// A deterministic `rows × cols` matrix of small integers in -5..=5.
fn matrix(rows: usize, cols: usize, seed: usize) -> Vec<Vec<i64>> {
    (0..rows)
        .map(|i| {
            (0..cols)
                .map(|j| ((i * 7 + j * 3 + seed * 5) % 11) as i64 - 5)
                .collect()
        })
        .collect()
}

/// `dense<[[…], …]>`, with `.0` on each element for a float type.
fn dense(m: &[Vec<i64>], float: bool) -> String {
    let dot = if float { ".0" } else { "" };
    let rows: Vec<String> = m
        .iter()
        .map(|r| {
            let v: Vec<String> = r.iter().map(|x| format!("{x}{dot}")).collect();
            format!("[{}]", v.join(", "))
        })
        .collect();
    format!("dense<[{}]>", rows.join(", "))
}

/// A kernel computing `op(A, B)` (and `op(A, B, C)` when `acc`) on
/// `elem` vectors and printing each result.
fn kernel(op: &str, elem: &str, a: &[Vec<i64>], b: &[Vec<i64>], c: &[Vec<i64>]) -> String {
    let ty = |m: &[Vec<i64>]| format!("vector<{}x{}x{elem}>", m.len(), m[0].len());
    let (ta, tb, tc) = (ty(a), ty(b), ty(c));
    format!(
        "func.func @main() {{\n\
         \x20 %a = arith.constant {} : {ta}\n\
         \x20 %b = arith.constant {} : {tb}\n\
         \x20 %c = arith.constant {} : {tc}\n\
         \x20 %p = \"{op}\"(%a, %b) : ({ta}, {tb}) -> {tc}\n\
         \x20 %q = \"{op}\"(%a, %b, %c) : ({ta}, {tb}, {tc}) -> {tc}\n\
         \x20 vector.print %p : {tc}\n\
         \x20 vector.print %q : {tc}\n\
         \x20 return\n}}\n",
        dense(a, elem.starts_with('f')),
        dense(b, elem.starts_with('f')),
        dense(c, elem.starts_with('f'))
    )
}

/// Runs `text` on the matrix target: (stdout, report).
fn simulate(text: &str, extra: &[&str]) -> (String, Value) {
    let (k, r) = (scratch("k.mlir"), scratch("r.json"));
    std::fs::write(&k, text).unwrap();
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root())
            .args(["-q", "--target", TARGET])
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

/// Every number in `text`, in order.
fn numbers(text: &str) -> Vec<f64> {
    text.split(|c: char| !(c.is_ascii_digit() || c == '-' || c == '.' || c == 'e'))
        .filter(|t| !t.is_empty() && *t != "-")
        .map(|t| t.parse().unwrap_or_else(|_| panic!("not a number: {t}")))
        .collect()
}

/// NumPy's `A @ B` and `A @ B + C` in `dtype`, flattened.
fn numpy(py: &Path, dtype: &str, a: &[Vec<i64>], b: &[Vec<i64>], c: &[Vec<i64>]) -> Vec<f64> {
    let script = format!(
        "import numpy as np, json\n\
         a = np.array({a:?}, dtype=np.{dtype}); b = np.array({b:?}, dtype=np.{dtype})\n\
         c = np.array({c:?}, dtype=np.{dtype})\n\
         print(json.dumps([float(x) for x in np.concatenate([(a @ b).ravel(), (a @ b + c).ravel()])]))\n"
    );
    let out = run(Command::new(py).arg("-c").arg(script), None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn cycles(r: &Value) -> u64 {
    r["cycles"].as_u64().unwrap()
}

#[test]
fn key_compute_matrix_matmul_values_match_numpy() {
    // key: ops.<name>.semantics = "matmul", key: ops.<name>.unit = "matrix"
    let Some(py) = python_module(
        "numpy",
        "numpy",
        "key_compute_matrix_matmul_values_match_numpy",
    ) else {
        return;
    };
    let (a, b, c) = (matrix(8, 6, 1), matrix(6, 4, 2), matrix(8, 4, 3));
    let (out, _) = simulate(&kernel("t.mm", "i32", &a, &b, &c), &[]);
    assert_eq!(numbers(&out), numpy(&py, "int32", &a, &b, &c));
    let (out, _) = simulate(&kernel("t.mmf", "f32", &a, &b, &c), &[]);
    assert_eq!(numbers(&out), numpy(&py, "float32", &a, &b, &c));
}

#[test]
fn key_compute_matrix_tile_formula() {
    // key: compute.matrix.shape, key: compute.matrix.latency,
    // key: compute.matrix.ii, key: ops.<name>.latency (matrix op)
    // A is 8 × 6, B 6 × 4 on a 4 × 4 array: P = ceil(8/4) · ceil(6/4) ·
    // ceil(4/4) = 2 · 2 · 1 = 4 passes. latency = op 3 + 10 + (4 − 1) · 2
    // = 19; the unit is busy P · ii = 8 cycles. The first matmul issues at
    // 0 (ready 19); the second waits for the unit until 8 (unit_busy 8 − 1
    // = 7) and is ready at 27; the prints are free, the return issues at 9:
    // cycles = max(9 + 1, 27) = 27.
    let (a, b, c) = (matrix(8, 6, 1), matrix(6, 4, 2), matrix(8, 4, 3));
    let text = kernel("t.mm", "i32", &a, &b, &c);
    let (_, r) = simulate(&text, &[]);
    assert_eq!(cycles(&r), 27);
    assert_eq!(r["stalls"]["unit_busy"], 7);
    // shape [8, 8]: P = 1 · 1 · 1 = 1, latency 3 + 10 = 13, busy 2: the
    // second issues at 2 (stall 1), ready 15; return at 3: cycles 15.
    let (_, r) = simulate(&text, &["--set", "compute.matrix.shape=[8, 8]"]);
    assert_eq!(cycles(&r), 15);
    assert_eq!(r["stalls"]["unit_busy"], 1);
    // latency 100, ii 5: P = 4, latency 3 + 100 + 3 · 5 = 118, busy 20:
    // second at 20 (stall 19), ready 138; cycles 138.
    let (_, r) = simulate(
        &text,
        &[
            "--set",
            "compute.matrix.latency=100",
            "--set",
            "compute.matrix.ii=5",
        ],
    );
    assert_eq!(cycles(&r), 138);
    assert_eq!(r["stalls"]["unit_busy"], 19);
    // key: ops.<name>.ii on a matrix op: ii 30 > P · ii = 8, so the unit is
    // busy 30: second at 30 (stall 29), ready 49; cycles 49.
    let (_, r) = simulate(&text, &["--set", "ops.\"t.mm\".ii=30"]);
    assert_eq!(cycles(&r), 49);
}

#[test]
fn matrix_op_errors_are_located() {
    // key: ops.<name>.element: t.mmf is declared for f32; i32 operands are
    // an error at the op. A matmul whose inner dimensions differ is too.
    let (a, b, c) = (matrix(8, 6, 1), matrix(6, 4, 2), matrix(8, 4, 3));
    let text = kernel("t.mmf", "i32", &a, &b, &c);
    let k = scratch("bad.mlir");
    std::fs::write(&k, &text).unwrap();
    let sim = |k: &Path| {
        run(
            Command::new(our_bin("rmlir-sim"))
                .current_dir(root())
                .args(["--target", TARGET])
                .arg(k),
            None,
        )
    };
    let out = sim(&k);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let at = format!(
        "{}:5:8: error: 't.mmf' is declared for `f32` elements",
        k.display()
    );
    assert!(err.starts_with(&at), "{err}");
    let text = kernel("t.mm", "i32", &a, &matrix(5, 4, 2), &c);
    std::fs::write(&k, &text).unwrap();
    let out = sim(&k);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let at = format!(
        "{}:5:8: error: 't.mm' (matmul) takes vectors MxK and KxN",
        k.display()
    );
    assert!(err.starts_with(&at), "{err}");
    let _ = std::fs::remove_file(&k);
}

#[test]
fn matrix_unit_only_runs_matmul() {
    // key: ops.<name>.unit: matmul needs the matrix unit and the matrix
    // unit runs only matmul, each reported at the `unit` value.
    let base = std::fs::read_to_string(root().join(TARGET)).unwrap();
    for (from, to, msg) in [
        (
            "semantics = \"matmul\"\nunit = \"matrix\"\nlatency = 3\n\n",
            "semantics = \"matmul\"\nunit = \"vector\"\nlatency = 3\n\n",
            "error: semantics `matmul` runs on the matrix unit",
        ),
        (
            "semantics = \"matmul\"\nunit = \"matrix\"\nlatency = 3\n\n",
            "semantics = \"addi\"\nunit = \"matrix\"\nlatency = 3\n\n",
            "error: the matrix unit runs only `matmul` and `matmul_fma`, not `addi`",
        ),
    ] {
        assert!(base.contains(from));
        let toml = base.replacen(from, to, 1);
        let t = scratch("bad.toml");
        std::fs::write(&t, &toml).unwrap();
        let out = run(
            Command::new(our_bin("rmlir-sim"))
                .arg("--target")
                .arg(&t)
                .arg(root().join("tests/timing/single_dma.mlir")),
            None,
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        let line = toml[..toml.find(to).unwrap()].matches('\n').count() + 2;
        let at = format!("{}:{line}:8: {msg}", t.display());
        assert!(err.starts_with(&at), "{err}");
        let _ = std::fs::remove_file(&t);
    }
}
