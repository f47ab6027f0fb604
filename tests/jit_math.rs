//! The `math` dialect's float functions in compiled code
//! (`sim/src/jit/math.rs`): each runs the value library's own function
//! through a plain call instead of a trip through the interpreter's
//! `exec`. `tests/jit_math/math.mlir` feeds them ordinary and special
//! operands in loops (one long enough for the memo's values-only copy):
//! both engines must agree on everything, the functions must be native,
//! and the printed bits must equal `mlir-runner`'s (libm included).
//! `tests/jit_math/classes.mlir` holds the float classes to hand-derived
//! answers, since upstream does not lower `isinf`/`isfinite`.

mod common;

use common::{engines_agree, mlir_runner, runtime_ops, LOWER_TO_LLVM};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

#[test]
fn math_functions_compile_and_print_what_mlir_runner_prints() {
    let kernel = "tests/jit_math/math.mlir";
    let ours = engines_agree(kernel, "jit", "interp", &VMEM);
    assert_eq!(ours.code, 0, "{}", ours.err);
    // What is left to the runtime is the prints, the bitcasts of
    // vectors over 16 lanes and the return: no math op.
    assert_eq!(
        runtime_ops(&ours.engine, "f32s"),
        "vector.print 2, func.return 1, vector.bitcast 1"
    );
    assert_eq!(
        runtime_ops(&ours.engine, "f64s"),
        "func.return 1, vector.bitcast 1, vector.print 1"
    );
    // main calls @sum directly: its return is native too.
    assert_eq!(runtime_ops(&ours.engine, "sum"), "");
    assert!(
        ours.engine
            .contains("math.mlir:61: iteration memo, entered 1 times"),
        "{}",
        ours.engine
    );
    let Some(runner) = mlir_runner("math_functions_compile_and_print_what_mlir_runner_prints")
    else {
        return;
    };
    let src = std::fs::read(common::repo_path(kernel)).expect("kernel");
    let passes = [
        &["--convert-math-to-llvm", "--convert-math-to-libm"],
        LOWER_TO_LLVM,
    ]
    .concat();
    let theirs = runner.run(&passes, &src).expect("upstream runs the kernel");
    assert_eq!(ours.out, theirs);
}

#[test]
fn float_classes_answer_as_derived_by_hand() {
    let ours = engines_agree("tests/jit_math/classes.mlir", "jit", "interp", &VMEM);
    assert_eq!(ours.code, 0, "{}", ours.err);
    assert_eq!(
        runtime_ops(&ours.engine, "classes32"),
        "func.return 1, vector.print 1"
    );
    // Per operand (0, -0, four normal numbers of each sign and size, two
    // more, +inf, -inf, NaN, a subnormal): isnan, isinf, isfinite,
    // isnormal. Zeros and subnormals are finite but not normal.
    let zero = "( 0, 0, 1, 0 )\n";
    let normal = "( 0, 0, 1, 1 )\n";
    let inf = "( 0, 1, 0, 0 )\n";
    let nan = "( 1, 0, 0, 0 )\n";
    let one_kind = [
        zero, zero, normal, normal, normal, normal, normal, normal, inf, inf, nan, zero,
    ]
    .concat();
    assert_eq!(ours.out, one_kind.repeat(2));
}
