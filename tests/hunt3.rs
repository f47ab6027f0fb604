//! Defects found by the third hunt with real compiler output and hostile
//! inputs, each kept as a regression case.
//!
//! - `tests/hunt3/*.mlir`: kernels whose expected output is
//!   `mlir-runner`'s on the same file (written into [`CASES`], and checked
//!   against the runner again when it is installed), under both engines.
//! - `bufferization.clone` costs what upstream's own lowering of it
//!   (`--convert-bufferization-to-memref`: `memref.alloc`, `memref.copy`)
//!   costs, cycle for cycle.

mod common;

use common::{
    engines_agree, mlir_names_in, mlir_runner, pipe, repo_path, report_u64, sim_explained, tool,
    Scratch, LOWER_TO_LLVM,
};
use std::process::Command;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// What upstream runs ahead of [`LOWER_TO_LLVM`]: `bufferization.clone`
/// has no LLVM lowering of its own.
const BUFFERIZATION: &str = "--convert-bufferization-to-memref";

/// Each kernel of `tests/hunt3/` and what `mlir-runner` prints for it.
const CASES: &[(&str, &str)] = &[
    // Was refused: `bufferization.clone` was no op we knew, and
    // `memref.copy` from `memref<2x3xi32>` to `memref<?x3xi32>` was
    // "requires the same shape for all operands".
    (
        "clone.mlir",
        "1\n1\n1\n2\n2\n2\n4\n4\n4\n91\n5\n5\n90\n90\n",
    ),
];

#[test]
fn every_kernel_agrees_and_prints_its_result() {
    let files = mlir_names_in("tests/hunt3");
    let mut listed: Vec<String> = CASES.iter().map(|c| c.0.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed, "every kernel has its expected result");
    for &(name, out) in CASES {
        let k = format!("tests/hunt3/{name}");
        let ran = engines_agree(&k, "jit", "interp", &VMEM);
        assert_eq!((ran.code, ran.out.as_str()), (0, out), "{k}: {}", ran.err);
    }
}

#[test]
fn expected_outputs_are_mlir_runners() {
    let Some(up) = mlir_runner("expected_outputs_are_mlir_runners") else {
        return;
    };
    let passes = [&[BUFFERIZATION], LOWER_TO_LLVM].concat();
    for &(name, out) in CASES {
        let k = format!("tests/hunt3/{name}");
        let text = std::fs::read(repo_path(&k)).expect("kernel");
        let want = up
            .run(&passes, &text)
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        assert_eq!(want, out, "{k}");
    }
}

/// A clone is an allocation then a copy, as upstream lowers it: the same
/// output and the same cycles and stalls as `mlir-opt`'s lowering of it,
/// under both engines.
#[test]
fn a_clone_costs_what_upstreams_lowering_of_it_costs() {
    let Some(opt) = tool(
        "mlir-opt",
        "a_clone_costs_what_upstreams_lowering_of_it_costs",
    ) else {
        return;
    };
    let k = "tests/hunt3/clone.mlir";
    let text = std::fs::read(repo_path(k)).expect("kernel");
    let lowered = pipe(Command::new(opt).args([BUFFERIZATION, "-"]), &text).expect("lowering");
    assert!(!String::from_utf8_lossy(&lowered).contains("bufferization.clone"));
    let dir = Scratch::new("hunt3-clone");
    let path = dir.0.join("lowered.mlir");
    std::fs::write(&path, lowered).expect("write the lowered kernel");
    let low = path.to_str().expect("a UTF-8 temporary path");
    for engine in ["jit", "interp"] {
        let (ours, up) = (
            sim_explained(k, engine, &VMEM),
            sim_explained(low, engine, &VMEM),
        );
        assert_eq!((ours.code, &ours.out), (up.code, &up.out), "{}", ours.err);
        for field in [
            &["cycles"][..],
            &["stalls", "total"],
            &["stalls", "operand"],
        ] {
            assert_eq!(
                report_u64(&ours.report, field),
                report_u64(&up.report, field),
                "{engine} {field:?}"
            );
        }
    }
}

/// A clone the simulator cannot run is refused at the clone, with its
/// line and a caret, under both engines.
#[test]
fn a_clone_it_cannot_run_is_a_located_error() {
    let dir = Scratch::new("hunt3-clone-bad");
    let kernels = [
        (
            "memref<4xi32> to memref<4xi16>",
            "cannot clone into a memref of another element type or shape",
        ),
        (
            "memref<4xi32> to memref<5xi32>",
            "cannot clone into a memref of another element type or shape",
        ),
        (
            "memref<4xi32> to memref<*xi32>",
            "rmlir-sim does not run unranked memrefs",
        ),
    ];
    for (types, why) in kernels {
        let text = format!(
            "func.func @main() {{\n  %m = memref.alloc() : memref<4xi32>\n  \
             %c = bufferization.clone %m : {types}\n  return\n}}\n"
        );
        let path = dir.0.join("bad.mlir");
        std::fs::write(&path, text).expect("write the kernel");
        let k = path.to_str().expect("a UTF-8 temporary path");
        let ran = engines_agree(k, "jit", "interp", &VMEM);
        assert_eq!(ran.code, 1, "{types}: {}", ran.err);
        let want = format!("bad.mlir:3:8: error: {why}\n  %c = bufferization.clone");
        assert!(ran.err.contains(&want), "{types}: {}", ran.err);
        assert!(ran.err.contains("\n       ^"), "{types}: {}", ran.err);
    }
}
