//! The JIT against the interpreter on inputs written to break it: the
//! reduced kernels of `tests/jit_adversarial/` (each a defect the
//! generated kernels found, kept as a regression case with its expected
//! output and diagnostic derived by hand in its header), and a fixed
//! batch of random valid kernels from `tools/gen_kernels.py`.
//!
//! Every run must give byte-identical stdout, stderr, exit status and
//! report JSON under `--engine jit` and `--engine interp`, and never
//! panic; a generated kernel must run to its end or stop at a fault of
//! the kernel's own (a division by zero or overflow, an access out of
//! bounds, a failed assertion, a full memory space), never at a mistake
//! of the generator (an input the tool rejects).
//!
//! The batch is seeds `0..RMLIR_GEN_SEEDS` (default 250; each seed `s` of
//! kind `s % 6`: mixed, integer, float, memory, vector, loops). A bigger
//! range by hand, which also keeps every kernel that differs or panics:
//!
//! ```sh
//! cargo build --release --bin rmlir-sim
//! python3 tools/diff_engines.py --sim target/release/rmlir-sim \
//!     --kind mixed --from 0 --to 5000 --keep /tmp/diff_keep
//! RMLIR_GEN_SEEDS=2000 cargo test --test jit_adversarial generated
//! ```

mod common;

use common::{
    engines_agree, mlir_runner, python_module, repo_path, run, sim_explained, Scratch,
    LOWER_TO_LLVM,
};
use std::path::{Path, PathBuf};
use std::process::Command;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Each kernel of `tests/jit_adversarial/`: the engine held to `interp`
/// (`auto` where a function is recursive, which `jit` refuses), its
/// stdout, and the start of its diagnostic when it faults.
const CASES: &[(&str, &str, &str, Option<&str>)] = &[
    (
        "callee_fault.mlir",
        "jit",
        "3\n2\n1\n",
        Some("tests/jit_adversarial/callee_fault.mlir:8:8: error: integer division by zero"),
    ),
    (
        "callee_fault_wide.mlir",
        "jit",
        "12\n-1\n",
        Some(
            "tests/jit_adversarial/callee_fault_wide.mlir:7:3: error: assertion failed: a below b",
        ),
    ),
    (
        "callee_fault_vector.mlir",
        "jit",
        "( 0, 10, 20, 30 )\n",
        Some(
            "tests/jit_adversarial/callee_fault_vector.mlir:6:8: error: out-of-bounds access: \
             index [12] into shape [8]",
        ),
    ),
    (
        "callee_fault_recursive.mlir",
        "auto",
        "19\n",
        Some("tests/jit_adversarial/callee_fault_recursive.mlir:11:10: error: integer division by zero"),
    ),
    ("select_memref.mlir", "jit", "9090\n7\n", None),
];

/// Notes the diagnostics of [`CASES`] must hold, in order.
const NOTES: &[(&str, &[&str])] = &[
    (
        "callee_fault.mlir",
        &["callee_fault.mlir:26:8: note: called from here (in @main)"],
    ),
    (
        "callee_fault_wide.mlir",
        &["callee_fault_wide.mlir:29:8: note: called from here (in @main)"],
    ),
    (
        "callee_fault_vector.mlir",
        &["callee_fault_vector.mlir:35:8: note: called from here (in @main)"],
    ),
    (
        "callee_fault_recursive.mlir",
        &[
            "callee_fault_recursive.mlir:17:11: note: called from here (in @fib)",
            "callee_fault_recursive.mlir:17:11: note: called from here (in @fib)",
            "callee_fault_recursive.mlir:17:11: note: called from here (in @fib)",
            "callee_fault_recursive.mlir:38:8: note: called from here (in @main)",
        ],
    ),
];

#[test]
fn every_adversarial_kernel_agrees_and_gives_its_result() {
    let files = common::mlir_names_in("tests/jit_adversarial");
    let mut listed: Vec<String> = CASES.iter().map(|c| c.0.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed, "every kernel has its expected result");
    for &(name, engine, out, fault) in CASES {
        let k = format!("tests/jit_adversarial/{name}");
        let ran = engines_agree(&k, engine, "interp", &VMEM);
        assert_eq!(ran.out, out, "{k}");
        match fault {
            Some(why) => {
                assert_eq!(ran.code, 1, "{k}: {}", ran.err);
                assert!(ran.err.starts_with(why), "{k}: {}", ran.err);
            }
            None => assert_eq!(ran.code, 0, "{k}: {}", ran.err),
        }
        let notes = NOTES.iter().find(|n| n.0 == name).map_or(&[][..], |n| n.1);
        let mut rest = ran.err.as_str();
        for note in notes {
            let at = rest
                .find(note)
                .unwrap_or_else(|| panic!("{k}: no {note} in\n{}", ran.err));
            rest = &rest[at + note.len()..];
        }
        assert!(!rest.contains("note: called from here"), "{k}: {}", ran.err);
    }
}

/// The kernels of [`CASES`] that run to their end print what
/// `mlir-runner` prints (the faulting ones divide by zero, assert or read
/// out of bounds, which upstream leaves undefined or aborts on).
#[test]
fn adversarial_kernels_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("adversarial_kernels_print_what_mlir_runner_prints") else {
        return;
    };
    for &(name, _, out, fault) in CASES {
        if fault.is_some() {
            continue;
        }
        let k = format!("tests/jit_adversarial/{name}");
        let text = std::fs::read(repo_path(&k)).expect("kernel");
        let want = up
            .run(LOWER_TO_LLVM, &text)
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        assert_eq!(want, out, "{k}: the expected output is upstream's");
        let ran = sim_explained(&k, "jit", &VMEM);
        assert_eq!((ran.code, ran.out.as_str()), (0, want.as_str()), "{k}");
    }
}

/// The faults a generated kernel may stop at: its own, not the
/// generator's.
const KERNEL_FAULTS: [&str; 6] = [
    "division by zero",
    "signed division overflow",
    "out-of-bounds access",
    "assertion failed: generated assertion",
    "exceeds the capacity of memory space",
    "outside",
];

/// Checks one generated kernel; returns what went wrong.
fn check_generated(kernel: &Path) -> Option<String> {
    let path = kernel.to_str().expect("a UTF-8 temporary path");
    let (interp, jit) = (
        sim_explained(path, "interp", &VMEM),
        sim_explained(path, "jit", &VMEM),
    );
    let (interp, jit) = (interp.seen(), jit.seen());
    let name = kernel.display();
    if interp.1.contains("panicked") || jit.1.contains("panicked") {
        return Some(format!("{name}: a panic\n{}\n{}", interp.1, jit.1));
    }
    if interp.2 != 0 && !KERNEL_FAULTS.iter().any(|f| interp.1.contains(f)) {
        return Some(format!("{name}: not the kernel's fault:\n{}", interp.1));
    }
    (jit != interp).then(|| format!("{name}: the engines differ\njit: {jit:?}\ninterp: {interp:?}"))
}

#[test]
fn generated_kernels_agree_under_both_engines() {
    let Some(py) = python_module("random", "(the standard library)", "generated") else {
        return;
    };
    let seeds: u32 = std::env::var("RMLIR_GEN_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(250);
    let dir = Scratch::new("adversarial-gen");
    let out = run(
        Command::new(py)
            .arg(repo_path("tools/gen_kernels.py"))
            .args(["0", "--kind", "all", "--to", &seeds.to_string(), "--batch"])
            .arg(&dir.0),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut kernels: Vec<PathBuf> = std::fs::read_dir(&dir.0)
        .expect("batch")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    kernels.sort();
    assert_eq!(kernels.len(), seeds as usize);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    let chunk = kernels.len().div_ceil(threads).max(1);
    let failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = kernels
            .chunks(chunk)
            .map(|ks| {
                s.spawn(move || {
                    ks.iter()
                        .filter_map(|k| check_generated(k))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a checker"))
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{} of {seeds}:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
