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
    "relu_int",
    "layer_norm",
    "row_sum",
    "matmul_acc",
    "online_softmax",
    "scalar_prefetch_gather",
    "manual_double_buffer",
    "nested_pipeline",
];

#[test]
fn block_dmas_overlap_the_kernel_body() {
    let test = "block_dmas_overlap_the_kernel_body";
    let Some(py) = python_module("vcd", "pyvcd", test) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("rmlir-pallas-vcd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch folder");
    let mut failures = Vec::new();
    for stem in PIPELINED {
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
        if !o.status.success() {
            failures.push(format!("{stem}: {}", String::from_utf8_lossy(&o.stderr)));
            continue;
        }
        let script = repo_path("tests/pallas_checks/vcd_overlap.py");
        let out = run(Command::new(&py).arg(script).arg(&vcd), None);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout)
            .unwrap_or_else(|_| panic!("{stem}: {}", String::from_utf8_lossy(&out.stderr)));
        let overlap = v["overlap"].as_u64().unwrap_or(0);
        if overlap == 0 {
            failures.push(format!("{stem}: no DMA overlaps the body: {v}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
