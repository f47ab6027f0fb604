//! Defects found by the third hunt with real compiler output and hostile
//! inputs, each kept as a regression case.
//!
//! - `tests/hunt3/*.mlir`: kernels whose expected output is
//!   `mlir-runner`'s on the same file (written into [`CASES`], and checked
//!   against the runner again when it is installed), under both engines.
//! - `bufferization.clone` costs what upstream's own lowering of it
//!   (`--convert-bufferization-to-memref`: `memref.alloc`, `memref.copy`)
//!   costs, cycle for cycle.
//! - Arithmetic on MLIR's widest integer, `i16777215`, in bounded time:
//!   generated here (no upstream tool computes at that width), with values
//!   derived by hand.

mod common;

use common::{
    engines_agree, listed_kernels_agree_and_print, mlir_runner, our_bin, pipe, repo_path,
    report_u64, run, sim_explained, tool, Scratch, LOWER_TO_LLVM,
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
    listed_kernels_agree_and_print("tests/hunt3", CASES, &VMEM);
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

/// `i16777215` products, quotients and powers. `-1 * 3` is `2^w - 3`;
/// `w` is odd, so `2^w = 2 (mod 3)` and `(2^w - 3) udiv 3` is
/// `(2^w - 2) / 3 - 1`, whose low 64 bits are `0xAAAA_AAAA_AAAA_AAA9`;
/// `3^5` is 243; `1.0000001^(2^16000000 + 1)` overflows `f64` to `inf`
/// (`fpowi` reads the exponent's 16 million bits); and `3` to that power
/// is refused, with its line and a caret, as the division that costs too
/// much is. A schoolbook product took minutes at this width, and
/// shifting the exponent right one bit at a time as long again.
const WIDEST: &str = "func.func @main() {
  %m1 = arith.constant -1 : i16777215
  %c3 = arith.constant 3 : i16777215
  %c5 = arith.constant 5 : i16777215
  %p = arith.muli %m1, %c3 : i16777215
  %q = arith.divui %p, %c3 : i16777215
  %lo = arith.trunci %q : i16777215 to i64
  vector.print %lo : i64
  %r = math.ipowi %c3, %c5 : i16777215
  %rlo = arith.trunci %r : i16777215 to i64
  vector.print %rlo : i64
  %one = arith.constant 1 : i16777215
  %s = arith.constant 16000000 : i16777215
  %big = arith.shli %one, %s : i16777215
  %e = arith.addi %big, %one : i16777215
  %x = arith.constant 1.0000001 : f64
  %f = math.fpowi %x, %e : f64, i16777215
  vector.print %f : f64
  %g = math.ipowi %c3, %e : i16777215
  return
}
";

#[test]
fn the_widest_integers_compute_in_bounded_time() {
    let dir = Scratch::new("hunt3-widest");
    let path = dir.0.join("widest.mlir");
    std::fs::write(&path, WIDEST).expect("write the kernel");
    for engine in ["jit", "interp"] {
        // A hang fails here (status 124) rather than stalling the suite.
        let out = run(
            Command::new("timeout")
                .arg("120")
                .arg(our_bin("rmlir-sim"))
                .args(["-q", "--engine", engine])
                .arg(&path),
            None,
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{engine}: {err}");
        let want = format!("{}\n243\ninf\n", 0xAAAA_AAAA_AAAA_AAA9u64 as i64);
        assert_eq!(String::from_utf8_lossy(&out.stdout), want, "{engine}");
        assert!(
            err.contains(
                "widest.mlir:19:8: error: math.ipowi of i16777215 values this large is not \
                 simulated (it would take more than 2^32 limb operations)\n  \
                 %g = math.ipowi %c3, %e : i16777215\n       ^"
            ),
            "{engine}: {err}"
        );
    }
}

/// `mlir-opt --mlir-print-debuginfo` writes `affine.for`'s induction
/// variable with its location (`affine.for %arg1 loc(...) = ...`); we
/// refused that text ("unexpected location") and printed the variable
/// without it, so a debug-info round trip failed or lost it.
#[test]
fn induction_variable_locations_round_trip_as_mlir_opt_prints_them() {
    let k = repo_path("tests/dialects/valid/induction_locations.mlir");
    let flags = ["--mlir-print-debuginfo", "--mlir-print-local-scope"];
    let ours = run(Command::new(our_bin("rmlir-opt")).args(flags).arg(&k), None);
    let text = String::from_utf8_lossy(&ours.stdout).into_owned();
    assert!(
        ours.status.success(),
        "{}",
        String::from_utf8_lossy(&ours.stderr)
    );
    assert!(
        text.contains("affine.for %arg1 loc(\"ivs.mlir\":8:14) = 0 to %arg0 {"),
        "{text}"
    );
    let Some(up) = tool("mlir-opt", "induction_variable_locations_round_trip") else {
        return;
    };
    let theirs = run(Command::new(up).args(flags).arg(&k), None);
    assert_eq!(text, String::from_utf8_lossy(&theirs.stdout));
    // Our printed text reads back to itself.
    let again = run(
        Command::new(our_bin("rmlir-opt")).args(flags).arg("-"),
        Some(text.as_bytes()),
    );
    assert_eq!(String::from_utf8_lossy(&again.stdout), text);
}

/// A decimal literal of 3 million digits (an `i16777215` holds up to about
/// 5 million) parses in bounded time: `10^2999999 + 12345`, whose low 64
/// bits are 12345 (`10^n` is a multiple of `2^64` for `n >= 64`).
/// `num-bigint`'s own parse took 24 s (release) at this length.
#[test]
fn a_long_decimal_literal_parses_in_bounded_time() {
    let dir = Scratch::new("hunt3-literal");
    let path = dir.0.join("literal.mlir");
    let digits = format!("1{}12345", "0".repeat(2_999_994));
    let text = format!(
        "func.func @main() {{\n  %a = arith.constant {digits} : i16777215\n  \
         %b = arith.trunci %a : i16777215 to i64\n  vector.print %b : i64\n  return\n}}\n"
    );
    std::fs::write(&path, text).expect("write the kernel");
    let out = run(
        Command::new("timeout")
            .arg("30")
            .arg(our_bin("rmlir-sim"))
            .args(["-q", "--engine", "interp"])
            .arg(&path),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "12345\n");
}
