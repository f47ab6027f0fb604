//! The Pallas corpus stays what JAX exports today: every kernel in
//! `examples/pallas/` is exported afresh with `tools/rmlir-pallas` (jaxlib
//! lowers it for TPU on this CPU, decodes the Mosaic bytecode and prints
//! it; Pallas interpret mode computes the reference outputs), and every
//! file must equal the checked-in one in `tests/pallas/`, byte for byte.
//! Re-export with `tools/rmlir-pallas export examples/pallas/K.py -o
//! tests/pallas` after changing a kernel or the pinned jax.

mod common;

use common::{files_in, pinned_jax, repo_path};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

const TEST: &str = "pallas_export";

fn pinned_python() -> Option<PathBuf> {
    pinned_jax(TEST)
}

fn export(py: &Path, kernel: &Path, dir: &Path) {
    let out = Command::new(py)
        .arg(repo_path("tools/rmlir-pallas"))
        .arg("export")
        .arg(kernel)
        .arg("-o")
        .arg(dir)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "exporting {} failed:\n{}",
        kernel.display(),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("readable folder")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn checked_in_modules_equal_a_fresh_export() {
    let Some(py) = pinned_python() else { return };
    let kernels = files_in(&repo_path("examples/pallas"), "py");
    assert!(
        kernels.len() >= 10,
        "the corpus has {} kernels",
        kernels.len()
    );
    let fresh = std::env::temp_dir().join(format!("rmlir-pallas-export-{}", std::process::id()));
    std::fs::create_dir_all(&fresh).expect("temp folder");
    kernels.par_iter().for_each(|k| export(&py, k, &fresh));

    let stored = repo_path("tests/pallas");
    assert_eq!(
        names(&fresh),
        names(&stored),
        "exported files differ from tests/pallas/"
    );
    for name in names(&fresh) {
        let a = std::fs::read(fresh.join(&name)).expect("fresh file");
        let b = std::fs::read(stored.join(&name)).expect("stored file");
        assert!(a == b, "tests/pallas/{name} differs from a fresh export");
    }
    std::fs::remove_dir_all(&fresh).ok();
}
