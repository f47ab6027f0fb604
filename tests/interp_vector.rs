//! The interpreter's vector memory fast path (`sim/src/interp/memops/
//! vrow.rs`) and lane arithmetic, against upstream: `vector.load` and
//! `vector.store` of 1-D rows on strided memrefs (first and last
//! in-bounds positions, views of static and dynamic layout, f32 NaN and
//! -0.0 lanes, f64, i32 and i8 rows) and `vector.fma` lanes print what
//! `mlir-runner` prints; the rows the fast path declines (packed i4 and
//! i1 lanes) too. A row one element past its line faults at the first
//! lane outside the shape, and a vector store overlapping a DMA in flight
//! races, with the diagnostics the lane-by-lane path gave before the fast
//! path existed (those of `rmlir-sim` at the commit before it, recorded
//! here). Each kernel runs under both engines: the JIT hands the vector
//! ops it does not compile to the interpreter.

mod common;

use common::{mlir_runner, our_bin, run, LOWER_TO_LLVM};
use std::path::Path;
use std::process::Command;

const ENGINES: [&str; 2] = ["interp", "jit"];

/// Runs `tests/interp_vector/KERNEL` under `engine` with VMEM as the
/// default space and `flags`: stdout, stderr and exit status.
fn sim(kernel: &str, engine: &str, flags: &[&str]) -> (String, String, i32) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(root.join("tests/interp_vector"))
            .args([
                "-q",
                "--engine",
                engine,
                "--set",
                "target.default_space=vmem",
            ])
            .args(flags)
            .arg(kernel),
        None,
    );
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// Asserts that `kernel` prints under both engines what `mlir-runner`
/// prints for it.
fn same_as_upstream(kernel: &str) {
    let Some(runner) = mlir_runner(&format!("interp_vector::{kernel}")) else {
        return;
    };
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/interp_vector")
        .join(kernel);
    let text = std::fs::read(&path).expect("the kernel");
    let want = runner.run(LOWER_TO_LLVM, &text).expect("upstream runs it");
    assert!(want.lines().count() > 2, "{want}");
    for engine in ENGINES {
        let (out, err, code) = sim(kernel, engine, &[]);
        assert_eq!((code, err.as_str()), (0, ""), "{kernel} {engine}");
        assert_eq!(out, want, "{kernel} {engine}");
    }
}

/// Asserts that `kernel` prints `out`, then fails with exactly `err`,
/// under both engines.
fn faults_with(kernel: &str, flags: &[&str], out: &str, err: &str) {
    for engine in ENGINES {
        let ran = sim(kernel, engine, flags);
        assert_eq!(
            ran,
            (out.to_string(), err.to_string(), 1),
            "{kernel} {engine}"
        );
    }
}

#[test]
fn rows_of_f32_f64_i32_and_i8_lanes_on_static_strided_and_dynamic_views_match_upstream() {
    same_as_upstream("rows.mlir");
}

#[test]
fn packed_i4_and_i1_rows_which_the_fast_path_declines_match_upstream() {
    same_as_upstream("narrow.mlir");
}

#[test]
fn fma_lanes_with_signed_zeros_infinities_and_nans_match_upstream() {
    same_as_upstream("fma_lanes.mlir");
}

#[test]
fn a_load_one_element_past_the_last_row_faults_at_its_first_lane_outside() {
    faults_with(
        "load_past_end.mlir",
        &[],
        "( 0, 0, 0, 0, 0, 0, 0, 0 )\n",
        "load_past_end.mlir:11:8: error: out-of-bounds access: index [3, 16] into shape [4, 16]\n  \
         %b = vector.load %A[%c3, %c9] : memref<4x16xf32>, vector<8xf32>\n       ^\n",
    );
}

#[test]
fn a_store_one_element_past_its_line_faults_although_the_buffer_goes_on() {
    faults_with(
        "store_past_row.mlir",
        &[],
        "( 1, 2, 3, 4 )\n",
        "store_past_row.mlir:13:3: error: out-of-bounds access: index [1, 12] into shape [3, 12]\n  \
         vector.store %v, %A[%c1, %c9] : memref<3x12xi32>, vector<4xi32>\n  ^\n",
    );
}

/// The race of `dma_overlap.mlir`'s second store, as an error or warning.
fn dma_race(level: &str) -> String {
    format!(
        "dma_overlap.mlir:16:3: {level}: race: this op writes the source of a DMA that has not \
         been waited for; the data lands only when the DMA completes, and only a matching \
         dma_wait orders it\n  vector.store %one, %src[%c2] : memref<8xf32, 1>, vector<4xf32>\n  \
         ^\ndma_overlap.mlir:14:3: note: the DMA was started here\n  memref.dma_start %src[%c0], \
         %dst[%c0], %c4, %tag[%c0] : memref<8xf32, 1>, memref<4xf32, 1>, memref<1xi32, 3>\n  ^\n"
    )
}

#[test]
fn a_vector_store_overlapping_a_dma_in_flight_races_and_one_beside_it_does_not() {
    faults_with("dma_overlap.mlir", &[], "", &dma_race("error"));
    for engine in ENGINES {
        let ran = sim("dma_overlap.mlir", engine, &["--races", "warn"]);
        // The transfer lands when it completes, after the racing store.
        let out = "( 0, 0, 1, 1 )\n( 0, 0, 1, 1, 1, 1, 1, 1 )\n";
        assert_eq!(ran, (out.to_string(), dma_race("warning"), 0), "{engine}");
    }
}

#[test]
fn vector_registers_rewritten_in_place_every_iteration_match_upstream() {
    same_as_upstream("loop_lanes.mlir");
}
