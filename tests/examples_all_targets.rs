//! Every kernel in `examples/` runs on every target in `configs/`: the
//! shipped targets all define the portable memory-space ids of
//! `configs/README.md` ("Portable kernels"), so one kernel needs no edits
//! to move between chips. A kernel's printed values cannot depend on the
//! target, so each must print on every target exactly what it prints on
//! the built-in default; `tests/sim_examples.rs` checks those values
//! against formulas. `race.mlir` must fail with its race diagnostic
//! everywhere, and double buffering must beat single buffering on every
//! chip.

mod common;

use common::{our_bin, run};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The files of `dir` ending in `.ext`, sorted; a missing or empty folder
/// is a failure, not a pass.
fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    assert!(!out.is_empty(), "{dir} has no .{ext} files");
    out
}

fn sim(kernel: &Path, target: Option<&Path>, extra: &[&str]) -> Output {
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    if let Some(t) = target {
        cmd.arg("--target").arg(t);
    }
    run(cmd.arg(kernel).args(extra), None)
}

fn cycles(o: &Output) -> u64 {
    let err = String::from_utf8_lossy(&o.stderr);
    err.lines()
        .find_map(|l| l.strip_prefix("cycles: "))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no cycle count in {err}"))
}

#[test]
fn every_example_runs_on_every_target() {
    let targets = files("configs", "toml");
    assert!(targets.len() >= 3, "{targets:?}");
    for kernel in files("examples", "mlir") {
        let name = kernel.file_name().unwrap().to_str().unwrap().to_string();
        let default = sim(&kernel, None, &[]);
        for target in &targets {
            let o = sim(&kernel, Some(target), &[]);
            let err = String::from_utf8_lossy(&o.stderr);
            let what = format!("{name} on {}", target.display());
            if name == "race.mlir" {
                assert_eq!(o.status.code(), Some(1), "{what}: {err}");
                assert!(
                    err.contains("race.mlir:14:12: error: race:"),
                    "{what}: {err}"
                );
                continue;
            }
            assert!(o.status.success(), "{what}: {err}");
            assert_eq!(o.stdout, default.stdout, "{what} prints other values");
        }
    }
}

#[test]
fn double_buffering_wins_on_every_target() {
    for target in files("configs", "toml") {
        let ex = |k: &str| sim(&root().join("examples").join(k), Some(&target), &[]);
        let (db, sb) = (ex("double_buffer.mlir"), ex("single_buffer.mlir"));
        let (db, sb) = (cycles(&db), cycles(&sb));
        assert!(db < sb, "{}: double {db} vs single {sb}", target.display());
    }
}

#[test]
fn unannotated_memref_in_a_dma_only_space_says_how_to_run_it() {
    // key: target.default_space. On the default target a memref that names
    // no space lives in HBM, which only DMA engines reach; the error names
    // the override that moves such memrefs into VMEM, and with it the
    // kernel runs and prints the zero it loaded.
    let dir = std::env::temp_dir().join(format!("rmlir-unannotated-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let kernel = dir.join("k.mlir");
    std::fs::write(
        &kernel,
        "func.func @main() {\n  %c0 = arith.constant 0 : index\n  \
         %a = memref.alloc() : memref<4xi32>\n  \
         %v = memref.load %a[%c0] : memref<4xi32>\n  \
         vector.print %v : i32\n  return\n}\n",
    )
    .unwrap();
    let o = sim(&kernel, None, &[]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    let at = "k.mlir:4:8: error: the core cannot load from memory space 'hbm'";
    assert!(err.contains(at), "{err}");
    assert!(err.contains("`--set target.default_space=vmem`"), "{err}");
    let o = sim(&kernel, None, &["--set", "target.default_space=vmem"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "0\n");
    let _ = std::fs::remove_dir_all(&dir);
}
