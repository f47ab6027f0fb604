//! Energy keys (`configs/README.md` § Energy): the report's energy equals
//! the sums derived by hand from the document's formulas, and a target
//! without energy keys reports none.

mod common;

use common::{our_bin, run};
use serde_json::Value;
use std::path::Path;
use std::process::Command;

const KERNEL: &str = "tests/keys/energy.mlir";

/// Runs the kernel on the default target with `sets`; the report.
fn report(sets: &[&str]) -> Value {
    report_of(KERNEL, sets)
}

/// Runs `kernel` on the default target with `sets`; the report.
fn report_of(kernel: &str, sets: &[&str]) -> Value {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = std::env::temp_dir().join(format!(
        "rmlir-energy-{}-{}.json",
        std::process::id(),
        sets.len()
    ));
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.current_dir(root)
        .args(["-q", kernel, "--report"])
        .arg(&path);
    for s in sets {
        cmd.args(["--set", s]);
    }
    let out = run(&mut cmd, None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    std::fs::remove_file(&path).unwrap();
    r
}

fn pj(v: &Value) -> f64 {
    v.as_f64().unwrap()
}

#[test]
fn energy_is_the_documented_sum_of_the_runs_counts() {
    let r = report(&[
        "compute.scalar.energy_per_op=2",
        "compute.scalar.energy_per_class.float_mul=7",
        "memory.hbm.energy_per_byte=0.5",
        "memory.vmem.energy_per_byte=0.125",
        "dma.main.energy_per_byte=0.25",
    ]);
    let e = &r["energy"];
    // Compute: the kernel issues 3 allocs, a dma_start and a dma_wait, a
    // load, a store and a return at 2 pJ (constants are free), and one
    // mulf at its class's 7 pJ: 8 × 2 + 7 = 23.
    assert_eq!(pj(&e["compute_pj"]), 23.0);
    // Memory: HBM is read by the transfer, 1024 B × 0.5 = 512; VMEM is
    // written by it and loaded and stored by the core, (1024 + 4 + 4) ×
    // 0.125 = 129.
    let spaces = e["spaces"].as_array().unwrap();
    let space = |n: &str| pj(&spaces.iter().find(|s| s["name"] == n).unwrap()["pj"]);
    assert_eq!(
        (space("hbm"), space("vmem"), space("smem")),
        (512.0, 129.0, 0.0)
    );
    assert_eq!(pj(&e["memory_pj"]), 641.0);
    // DMA: the one engine that moved the 1024 bytes, at 0.25 pJ/B.
    assert_eq!(pj(&e["dma_pj"]), 256.0);
    let engines: Vec<f64> = e["engines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| pj(&x["pj"]))
        .collect();
    assert_eq!(
        engines.iter().filter(|&&x| x == 256.0).count(),
        1,
        "{engines:?}"
    );
    assert_eq!(engines.iter().sum::<f64>(), 256.0);
    assert_eq!(pj(&e["total_pj"]), 23.0 + 641.0 + 256.0);
}

#[test]
fn a_target_without_energy_keys_reports_none() {
    let r = report(&[]);
    assert!(r.get("energy").is_none(), "{}", r["energy"]);
    assert!(r["cycles"].as_u64().unwrap() > 0);
}

#[test]
fn a_negative_or_infinite_energy_is_refused() {
    for bad in [
        "memory.hbm.energy_per_byte=-1",
        "compute.vector.energy_per_op=inf",
    ] {
        let out = run(
            Command::new(our_bin("rmlir-sim"))
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .args([KERNEL, "--set", bad]),
            None,
        );
        assert_eq!(out.status.code(), Some(1), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("expected a finite non-negative number"),
            "{err}"
        );
    }
}

#[test]
fn vector_and_matrix_ops_take_their_units_energy() {
    let r = report_of(
        "tests/keys/energy_units.mlir",
        &[
            "compute.vector.energy_per_op=3",
            "compute.vector.energy_per_class.float_add=5",
            "compute.matrix.energy_per_op=60",
        ],
    );
    let units = r["energy"]["units"].as_array().unwrap();
    let unit = |prefix: &str| {
        let u = units
            .iter()
            .find(|u| u["name"].as_str().unwrap().starts_with(prefix));
        pj(&u.unwrap_or_else(|| panic!("no unit {prefix} in {units:?}"))["pj"])
    };
    // The one vector addf takes its class's 5 pJ, not the unit's 3; the one
    // vector.contract is one matrix op at 60 pJ; the scalar unit has no key.
    assert_eq!(unit("vector.float_add"), 5.0);
    assert_eq!(unit("matrix."), 60.0);
    assert_eq!(unit("scalar."), 0.0);
    assert_eq!(pj(&r["energy"]["compute_pj"]), 65.0);
}
