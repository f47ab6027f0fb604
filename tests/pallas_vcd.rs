//! The VCD `rmlir-sim --vcd` writes for a Pallas kernel shows the implicit
//! pipeline at work: block DMAs are in flight while the kernel body's
//! vector and matrix units compute. The VCD is read with pyvcd
//! (`tests/pallas_checks/vcd_overlap.py`), not with rmlir's code.

mod common;

use common::{our_bin, python_module, repo_path, run};
use std::process::Command;

/// Kernels with a grid of two or more steps, whose next blocks load while
/// the current step computes, and the two kernels that pipeline by hand
/// (`manual_double_buffer`) or with `emit_pipeline` (`nested_pipeline`).
const PIPELINED: &[&str] = &[
    "add_grid",
    "column_blocks",
    "relu_int",
    "layer_norm",
    "row_sum",
    "matmul_acc",
    "online_softmax",
    "scalar_prefetch_gather",
    "manual_double_buffer",
    "nested_pipeline",
    "batched_matmul",
];

/// Runs `stem` with `--vcd` and reads the VCD with pyvcd; `Err` on a
/// failed run. `None` when pyvcd is missing (and tools are not required).
fn vcd_summary(stem: &str, test: &str) -> Option<Result<serde_json::Value, String>> {
    let py = python_module("vcd", "pyvcd", test)?;
    let dir = std::env::temp_dir().join(format!(
        "rmlir-pallas-vcd-{}-{test}-{stem}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let src = repo_path("tests/pallas");
    let vcd = dir.join(format!("{stem}.vcd"));
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(src.join(format!("{stem}.mlir")))
        .arg("--output-dir")
        .arg(&dir)
        .arg("--vcd")
        .arg(&vcd);
    for i in 0.. {
        let f = src.join(format!("{stem}.in{i}.npy"));
        if !f.exists() {
            break;
        }
        cmd.arg("--input").arg(format!("{i}={}", f.display()));
    }
    let o = run(&mut cmd, None);
    let result = if o.status.success() {
        let script = repo_path("tests/pallas_checks/vcd_overlap.py");
        let out = run(Command::new(&py).arg(script).arg(&vcd), None);
        serde_json::from_slice(&out.stdout)
            .map_err(|_| format!("{stem}: {}", String::from_utf8_lossy(&out.stderr)))
    } else {
        Err(format!("{stem}: {}", String::from_utf8_lossy(&o.stderr)))
    };
    let _ = std::fs::remove_dir_all(&dir);
    Some(result)
}

#[test]
fn block_dmas_overlap_the_kernel_body() {
    let test = "block_dmas_overlap_the_kernel_body";
    let mut failures = Vec::new();
    for stem in PIPELINED {
        let Some(v) = vcd_summary(stem, test) else {
            return;
        };
        match v {
            Ok(v) if v["overlap"].as_u64().unwrap_or(0) > 0 => {}
            Ok(v) => failures.push(format!("{stem}: no DMA overlaps the body: {v}")),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The block transfers of a kernel: how many, and how long each DMA
/// channel is busy, derived by hand from `docs/pallas.md` and
/// `docs/timing.md` for the default target (`configs/tpu.toml`).
///
/// One block moves as one transfer taking `T = F + ceil(B / rate)` cycles
/// when it shares no bandwidth: `F = setup + D * descriptor_overhead +
/// bursts * burst_overhead` with setup 200, descriptor overhead 8, burst
/// overhead 1, bursts of at most 512 B; `rate` = min(engine 900 GB/s, HBM
/// 900 GB/s, VMEM 4096 B/cycle) = 45000/47 B/cycle at 940 MHz.
///
/// * An (8, 128) f32 or i32 block, contiguous, B = 4096: D = 1, bursts =
///   4096 / 512 = 8, F = 200 + 8 + 8 = 216, ceil(4096 * 47 / 45000) =
///   ceil(4.278) = 5, so T = 221.
/// * A (128, 128) f32 block of a 256-wide array: 128 rows of 512 B
///   strided, D = 128, bursts = 128, F = 200 + 1024 + 128 = 1352,
///   ceil(65536 * 47 / 45000) = ceil(68.45) = 69, so T = 1421 alone (two
///   moving at once share the HBM's 957 B/cycle and take longer).
fn check_transfers(stem: &str, count: usize, each: u64, all_equal: bool) {
    let Some(v) = vcd_summary(stem, "block_transfers_match_the_hand_derivation") else {
        return;
    };
    let v = v.unwrap_or_else(|e| panic!("{e}"));
    let spans: Vec<u64> = v["transfers"]
        .as_array()
        .expect("transfers")
        .iter()
        .map(|s| s[1].as_u64().unwrap() - s[0].as_u64().unwrap())
        .collect();
    assert_eq!(spans.len(), count, "{stem}: {v}");
    if all_equal {
        assert!(spans.iter().all(|&t| t == each), "{stem}: {spans:?}");
    } else {
        assert_eq!(spans.iter().min(), Some(&each), "{stem}: {spans:?}");
    }
}

/// `iota_roll` has no grid: its one input block loads, the kernel runs,
/// its one output block is written back: 2 transfers of 221 cycles.
#[test]
fn iota_roll_moves_one_block_each_way() {
    check_transfers("iota_roll", 2, 221, true);
}

/// `add_grid`: a grid of 2, two inputs and one output whose block index
/// is the step: each input loads 2 blocks and the output writes back 2:
/// 6 transfers of 221 cycles.
#[test]
fn add_grid_moves_every_block_once() {
    check_transfers("add_grid", 6, 221, true);
}

/// `row_sum`: a grid of 8, the input's block index is the step, the
/// output's is always (0, 0): 8 loads and a single write-back after the
/// last step, because an output is written back only when its block index
/// changes: 9 transfers of 221 cycles.
#[test]
fn row_sum_writes_its_resident_output_back_once() {
    check_transfers("row_sum", 9, 221, true);
}

/// `matmul_acc`: grid (i, j, k) = (2, 2, 2), k fastest; A's block is
/// (i, k) and B's (k, j): both change at every step, 8 loads each; the
/// output's block (i, j) changes every second step: 4 write-backs. 20
/// transfers, the shortest (one alone) 1421 cycles.
#[test]
fn matmul_acc_loads_both_operands_every_step() {
    check_transfers("matmul_acc", 20, 1421, false);
}

/// `column_blocks`: a grid of 3 over (16, 128) column blocks of a
/// (16, 384) f32 array. Each block is 16 rows of 512 B, 1536 B apart in
/// HBM: D = 16 descriptors, 16 bursts, F = 200 + 16 * 8 + 16 * 1 = 344,
/// and ceil(8192 * 47 / 45000) = ceil(8.56) = 9 cycles of bytes: T = 353.
/// A load reads HBM and a write-back writes it, separate bandwidths, so
/// no two transfers share one: 3 loads and 3 write-backs of 353 cycles.
#[test]
fn column_blocks_move_as_strided_transfers() {
    check_transfers("column_blocks", 6, 353, true);
}
