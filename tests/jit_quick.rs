//! Which functions the JIT compiles quick (no optimiser, the single-pass
//! register allocator) and which for speed, by the rule of
//! `sim/src/jit/quick.rs` and `docs/timing.md`: a function whose static
//! bound on the instructions it runs over the whole run is at most 1000
//! times its length compiles quick. `tests/jit_quick/tiers.mlir` has a
//! function on each side of the line for each part of the bound (a
//! loop's constant trip count, an `affine.for`'s bounds as maps of
//! constants, a bound known only at run time, the loop around a call
//! site); both kinds of code must print what `mlir-runner` prints and
//! agree with the interpreter on everything else.

mod common;

use common::{engines_agree, mlir_runner};

const KERNEL: &str = "tests/jit_quick/tiers.mlir";
const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// The functions `--explain-engine` says were compiled quick, and those
/// compiled for speed.
fn tiers(engine_lines: &str) -> (Vec<&str>, Vec<&str>) {
    let compiled = engine_lines
        .lines()
        .filter_map(|l| l.strip_prefix("engine: @"))
        .filter_map(|l| l.split_once(": jit, compiled"));
    let (quick, hot): (Vec<_>, Vec<_>) = compiled.partition(|(_, rest)| rest.starts_with(" quick"));
    (
        quick.into_iter().map(|q| q.0).collect(),
        hot.into_iter().map(|h| h.0).collect(),
    )
}

#[test]
fn functions_compile_quick_exactly_when_their_bound_is_small() {
    let ran = engines_agree(KERNEL, "jit", "interp", &VMEM);
    assert_eq!(ran.code, 0, "{}", ran.err);
    let (quick, hot) = tiers(&ran.engine);
    assert_eq!(quick, ["straight", "short", "affine_short", "leaf_few"]);
    assert_eq!(hot, ["long", "dynamic", "leaf_hot", "main"]);
}

#[test]
fn both_kinds_of_code_print_what_mlir_runner_prints() {
    let Some(runner) = mlir_runner("both_kinds_of_code_print_what_mlir_runner_prints") else {
        return;
    };
    let src = std::fs::read(common::repo_path(KERNEL)).expect("kernel");
    let passes = ["--lower-affine", "--convert-scf-to-cf", "--convert-to-llvm"];
    let theirs = runner.run(&passes, &src).expect("upstream runs the kernel");
    let ours = engines_agree(KERNEL, "jit", "interp", &VMEM);
    assert_eq!(ours.out, theirs);
}
