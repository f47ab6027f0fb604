//! Every file in `configs/` loads, and a snapshot pins what it parses to
//! (issue #3, "Proof required"). Review a changed snapshot like code:
//! `cargo insta review` or `INSTA_UPDATE=always` and read the diff.
//!
//! The snapshots, and the `# expect:` headers of `tests/bad/`, are
//! blessed from our own output, so `tools/check_config_snapshots.py`
//! checks the values that matter a second way: Python's `tomllib` reads
//! each file and the script applies `configs/README.md`'s units and
//! defaults on its own.

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_targets::{OpClass, Target};
use std::path::{Path, PathBuf};

fn config_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../configs")
}

fn config_files() -> Vec<PathBuf> {
    files::files_in(&config_dir(), "toml")
}

#[test]
fn every_config_loads_and_matches_its_snapshot() {
    let files = config_files();
    assert!(files.len() >= 3, "configs/ has {} files", files.len());
    for path in files {
        let target = Target::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let stem = path.file_stem().unwrap().to_str().unwrap().to_string();
        insta::assert_debug_snapshot!(stem, target);
    }
}

#[test]
fn builtin_default_is_configs_tpu_toml() {
    let file = Target::load(config_dir().join("tpu.toml")).unwrap();
    let builtin = Target::builtin_default();
    assert_eq!(format!("{file:?}"), format!("{builtin:?}"));
}

#[test]
fn tpu_units_convert_as_derived() {
    let t = Target::builtin_default();
    assert_eq!(t.clock_hz(), 940_000_000);
    let hbm = t.space(t.space_by_name("hbm").unwrap());
    // 900 GB/s / 940 MHz = 900e9 / 940e6 bytes per cycle.
    assert_eq!(hbm.read_bandwidth, 900e9 / 940e6);
    assert_eq!(hbm.capacity, 32 << 30);
    assert!(!hbm.core_access);
    let vmem = t.space_by_name("vmem").unwrap();
    for attr in ["1", "#tpu.memory_space<vmem>", "\"vmem\""] {
        assert_eq!(t.space_for_memref_attr(Some(attr)), Some(vmem), "{attr}");
    }
    // int_div: 16 cycles up to 32 bits, 32 cycles beyond.
    let div = t.compute().scalar.cost(OpClass::IntDiv);
    assert_eq!((div.at(32).latency, div.at(33).latency), (16, 32));
    // Unlisted scalar class takes the documented default.
    assert_eq!(t.compute().scalar.at(OpClass::Call, 32).latency, 2);
    // Unlisted vector class inherits the scalar cost: int_mul is 2 there.
    let v = t.compute().vector.as_ref().unwrap();
    assert_eq!(v.costs.at(OpClass::IntMul, 32).latency, 2);
    // 16x256 f32 = 4 native 8x128 tiles, pipelined at ii 1 after latency 2.
    let c = v.cost(OpClass::FloatAdd, 32, &[16, 256]).expect("in range");
    assert_eq!((c.latency, c.ii), (2 + 3, 4));
    let op = t.target_op("tpu.vaddf32").unwrap();
    assert_eq!(op.semantics.name, "addf");
}

#[test]
fn edge_and_spec_configs_model_what_they_claim() {
    let edge = Target::load(config_dir().join("edge.toml")).unwrap();
    // 1.6 GB/s at 400 MHz = 4 bytes per cycle.
    let dram = edge.space(edge.default_space());
    assert_eq!((dram.name.as_str(), dram.read_bandwidth), ("dram", 4.0));
    assert_eq!(edge.dma_groups().len(), 1);
    assert!(edge.compute().matrix.is_none());

    let spec = Target::load(config_dir().join("spec_dma.toml")).unwrap();
    let src = spec.space_for_memref_attr(Some("0")).unwrap();
    let dst = spec.space_for_memref_attr(Some("2")).unwrap();
    let tag = spec.space_for_memref_attr(Some("4")).unwrap();
    assert_eq!(spec.space(tag).name, "tags");
    assert!(spec.dma_for(src, dst).is_some());
    // 3 is the portable number of the DMA tags (configs/README.md,
    // "Portable kernels"); 5 selects nothing.
    assert_eq!(spec.space_for_memref_attr(Some("3")), Some(tag));
    assert_eq!(spec.space_for_memref_attr(Some("5")), None);
}

#[test]
fn snapshots_agree_with_an_independent_reading_of_the_toml() {
    let test = "snapshots_agree_with_an_independent_reading_of_the_toml";
    let Some(py) = tools::python_module("tomllib", "(Python 3.11 or later)", test) else {
        return;
    };
    let root = files::repo_root();
    let out = std::process::Command::new(py)
        .arg(root.join("tools/check_config_snapshots.py"))
        .arg(&root)
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
