//! The target ops that compute XLA:CPU's own arithmetic (`xla_exp`,
//! `ynn_exp`, `xla_rsqrt`, `xla_rsqrt_vec`, `xla_tanh`, `xla_tanh_loop`,
//! `xla_log`, `xla_log1p`, `xla_erf`, `xla_row_sum`, `xla_col_sum`,
//! `xla_dot_bf16` in `configs/tpu.toml`; `docs/pallas.md`
//! § Values), the multiply-adds XLA:CPU contracts (`tpu.mul_addf32`), and
//! XLA's integer division (`xla_divsi`, `xla_remsi`, `xla_divui`,
//! `xla_remui`: by zero, `MIN / −1`) and the NaN an invalid operation
//! makes (x86's negative one, bit for bit on both engines) against
//! the reference itself: each probe kernel of
//! `tests/pallas_xla/` is exported afresh with `tools/rmlir-pallas` (so
//! Pallas interpret mode, jax 0.10.2 on XLA:CPU with the reference run's
//! flags, computes its outputs on this machine), and `rmlir-sim` must
//! give the same bits on the same inputs: 131072 each of `exp` (alone,
//! and in a YNNPACK fusion), `tanh` (alone, and fused with other
//! elementwise ops), `log`, `log1p` and `erf`, 4096 `rsqrt`s of row
//! statistics and 65536 alone (one grid step, and two), 1024 row
//! sums of 128 and 384 lanes in blocks below 4096 elements, 468 row sums
//! of 16 to 32768 lanes in blocks of 4096 or more, 4480 column sums of
//! 15 shapes from 1 to 1100 rows and 128 to 1024 columns, and 58368
//! elements of bf16 dots (K = 128,
//! 256, 512, the transposed form, an (8, 128) block), 22 multiply-add
//! forms over last dimensions of 1, 2, 3 and 8 (contracted or not as the
//! fusion rule says), over random values
//! of every magnitude and the edge values (zeros, subnormals, infinities,
//! NaN, the ends of each op's range and where its algorithm switches
//! branches). NaNs compare equal whatever their payload, except in the
//! probe of the NaNs themselves (`nan_made`).

mod common;

use common::{our_bin, pinned_jax, repo_path, run};
use std::path::Path;
use std::process::Command;

const TEST: &str = "pallas_xla_ops";

/// The 4-byte elements of an NPY file (little-endian `<f4`, `<i4` or
/// `<u4`) as bits, and whether they are floats.
fn words(path: &Path) -> (bool, Vec<u32>) {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(&b[..6], b"\x93NUMPY", "{}", path.display());
    let (len, start) = match b[6] {
        1 => (u16::from_le_bytes([b[8], b[9]]) as usize, 10),
        _ => (u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize, 12),
    };
    let header = String::from_utf8_lossy(&b[start..start + len]);
    let float = header.contains("'<f4'");
    assert!(
        float || header.contains("'<i4'") || header.contains("'<u4'"),
        "{}: {header}",
        path.display()
    );
    let bits = (b[start + len..].chunks_exact(4))
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    (float, bits)
}

/// How a probe's results are compared with interpret mode's.
#[derive(Copy, Clone)]
struct Compare {
    /// `--engine` for `rmlir-sim`, or its default.
    engine: Option<&'static str>,
    /// Whether two NaNs must have the same bits (sign and payload).
    nan_bits: bool,
}

/// Any NaN equals any NaN, on the default engine.
const VALUES: Compare = Compare {
    engine: None,
    nan_bits: false,
};

/// Exports probe `stem`, runs it with `rmlir-sim`, and returns how many
/// elements of its results differ from interpret mode's, with the first
/// few, and how many elements it compared.
fn probe(py: &Path, stem: &str, how: Compare) -> (usize, Vec<String>, usize) {
    let dir = std::env::temp_dir().join(format!("rmlir-{TEST}-{}-{stem}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let kernel = repo_path(&format!("tests/pallas_xla/{stem}.py"));
    let o = run(
        Command::new(py)
            .arg(repo_path("tools/rmlir-pallas"))
            .arg("export")
            .arg(&kernel)
            .arg("-o")
            .arg(&dir),
        None,
    );
    assert!(
        o.status.success(),
        "{stem}: export failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    if let Some(engine) = how.engine {
        cmd.args(["--engine", engine]);
    }
    cmd.arg(dir.join(format!("{stem}.mlir")))
        .arg("--output-dir")
        .arg(&dir);
    for i in (0..).take_while(|i| dir.join(format!("{stem}.in{i}.npy")).exists()) {
        cmd.arg("--input").arg(format!(
            "{i}={}",
            dir.join(format!("{stem}.in{i}.npy")).display()
        ));
    }
    let o = run(&mut cmd, None);
    assert!(
        o.status.success(),
        "{stem}: rmlir-sim failed:\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let (mut differ, mut first, mut total) = (0, Vec::new(), 0);
    for i in (0..).take_while(|i| dir.join(format!("{stem}.out{i}.npy")).exists()) {
        let (float, want) = words(&dir.join(format!("{stem}.out{i}.npy")));
        let (_, got) = words(&dir.join(format!("RESULT_{i}.npy")));
        assert_eq!(got.len(), want.len(), "{stem}: result {i}");
        total += want.len();
        let nan = |x: u32| float && !how.nan_bits && f32::from_bits(x).is_nan();
        for (j, (&g, &w)) in got.iter().zip(&want).enumerate() {
            if g != w && !(nan(g) && nan(w)) {
                differ += 1;
                if first.len() < 5 {
                    first.push(format!("result {i}[{j}]: {g:#x}, interpret mode {w:#x}"));
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    (differ, first, total)
}

fn check(stem: &str, at_least: usize) {
    check_as(stem, at_least, VALUES);
}

fn check_as(stem: &str, at_least: usize, how: Compare) {
    let Some(py) = pinned_jax(TEST) else { return };
    let (differ, first, total) = probe(&py, stem, how);
    assert!(total >= at_least, "{stem}: only {total} elements compared");
    assert_eq!(
        differ,
        0,
        "{stem}: {differ} of {total} differ:\n{}",
        first.join("\n")
    );
}

#[test]
fn exp_is_interpret_modes() {
    check("exp", 131072);
}

#[test]
fn rsqrt_of_a_row_statistic_is_interpret_modes() {
    check("rsqrt", 4096);
}

#[test]
fn row_sums_are_interpret_modes() {
    check("row_sum", 1024);
}

#[test]
fn row_sums_of_4096_elements_or_more_are_ynnpacks() {
    check("row_sum_ynn", 468);
}

#[test]
fn column_sums_are_interpret_modes() {
    check("col_sum", 4480);
}

#[test]
fn tanh_is_interpret_modes() {
    check("tanh", 131072);
}

#[test]
fn tanh_in_a_loop_fusion_is_interpret_modes() {
    check("tanh_loop", 131072);
}

#[test]
fn log_is_interpret_modes() {
    check("log", 131072);
}

#[test]
fn log1p_is_interpret_modes() {
    check("log1p", 131072);
}

#[test]
fn erf_is_interpret_modes() {
    check("erf", 131072);
}

#[test]
fn bf16_dots_are_interpret_modes() {
    check("dot_bf16", 58368);
}

#[test]
fn exp_in_a_ynnpack_fusion_is_interpret_modes() {
    check("ynn_exp", 131072);
}

#[test]
fn rsqrt_alone_in_one_grid_step_is_interpret_modes() {
    check("rsqrt_vec", 65536);
}

#[test]
fn rsqrt_alone_over_a_grid_is_interpret_modes() {
    check("rsqrt_grid", 65536);
}

#[test]
fn multiply_adds_over_one_lane_are_contracted_as_interpret_modes() {
    check("contract_1", 22 * 256);
}

#[test]
fn multiply_adds_over_two_lanes_are_contracted_as_interpret_modes() {
    check("contract_2", 22 * 256);
}

#[test]
fn multiply_adds_over_three_lanes_are_not_contracted_as_interpret_modes() {
    check("contract_3", 22 * 192);
}

#[test]
fn multiply_adds_over_eight_lanes_are_not_contracted_as_interpret_modes() {
    check("contract_8", 22 * 128);
}

#[test]
fn integer_division_is_xlas() {
    // `x / 0 = −1`, `x % 0 = x`, `MIN / −1 = MIN`, `MIN % −1 = 0` (and
    // the unsigned forms), where `arith.divsi` and friends are undefined.
    check("int_div", 4 * 1024);
}

#[test]
fn the_nan_an_invalid_operation_makes_is_x86s_on_both_engines() {
    // `0 / 0`, `inf / inf`, `inf − inf`, `0 · inf` and `sqrt` of a
    // negative make x86's negative quiet NaN (a Mosaic module's
    // `compute.default_nan` where the target leaves it unset); a NaN operand (quiet or signalling, either
    // sign, with a payload) comes out quieted with its sign and payload.
    for engine in ["interp", "jit"] {
        let how = Compare {
            engine: Some(engine),
            nan_bits: true,
        };
        check_as("nan_made", 5 * 2048, how);
    }
}
