//! Affine maps and integer sets computed natively by the JIT
//! (`sim/src/jit/maps.rs`): `affine.apply`, `affine.min`/`max`, the
//! bounds of `affine.for`, the subscripts of `affine.load`/`store` and the
//! condition of `affine.if`. Each kernel under `tests/jit_maps/` must run
//! byte-identically under both engines (stdout, stderr, exit status,
//! report), with every map native; the values are held to `mlir-runner`
//! where upstream defines them (positive divisors) and to Python's own
//! floor division where it does not (negative divisors); each fault (a
//! division by zero, an add or multiply that overflows, the most negative
//! index over -1, a fault behind a constraint that does not hold) stops
//! the run at the op that faults, with the interpreter's message.

mod common;

use common::{engines_agree, mlir_runner, LOWER_TO_LLVM};
use std::process::Command;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// How many instructions of `@func` `--explain-engine` says ran through
/// the runtime, and the ops it names for them.
fn runtime_of<'a>(engine: &'a str, func: &str) -> (u32, &'a str) {
    let line = (engine.lines())
        .find(|l| l.starts_with(&format!("engine: @{func}: jit")))
        .unwrap_or_else(|| panic!("no line for @{func}:\n{engine}"));
    let n = line
        .split(" through the runtime")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|s| s.parse().ok())
        .expect("a runtime count");
    (n, line.split("; by op: ").nth(1).unwrap_or(""))
}

#[test]
fn maps_and_sets_compile_natively_and_print_what_mlir_runner_prints() {
    let kernel = "tests/jit_maps/maps.mlir";
    let ours = engines_agree(kernel, "jit", "interp", &VMEM);
    assert_eq!(ours.code, 0, "{}", ours.err);
    // Only the prints and returns are left to the runtime (none of the
    // returns of @divs and @folds, which main calls directly).
    assert_eq!(runtime_of(&ours.engine, "divs").1, "vector.print 1");
    assert_eq!(runtime_of(&ours.engine, "folds").1, "vector.print 1");
    assert_eq!(runtime_of(&ours.engine, "tiled"), (1, "func.return 1"));
    let Some(runner) =
        mlir_runner("maps_and_sets_compile_natively_and_print_what_mlir_runner_prints")
    else {
        return;
    };
    let src = std::fs::read(common::repo_path(kernel)).expect("kernel");
    let theirs = runner
        .run(LOWER_TO_LLVM, &src)
        .expect("upstream runs the kernel");
    assert_eq!(ours.out, theirs);
}

/// Python's `//` rounds towards negative infinity and its `%` takes the
/// divisor's sign: from them, the floor, the ceiling and the remainder in
/// `[0, |d|)` of every pair the kernel divides, as the kernel prints them.
const PYTHON_ORACLE: &str = r#"
xs = [-7, -6, 0, 5, 2**63 - 1, -(2**63 - 1)]
ds = [-3, -1, 4, -2**63]
u = lambda v: v % 2**64
for x in xs:
    for d in ds:
        print(f"( {u(x)}, {u(d)}, {u(x // d)}, {u(-((-x) // d))}, {u(x % abs(d))} )")
"#;

#[test]
fn negative_divisors_round_as_their_names_say_in_both_engines() {
    let kernel = "tests/jit_maps/negative_divisors.mlir";
    let ours = engines_agree(kernel, "jit", "interp", &VMEM);
    assert_eq!(ours.code, 0, "{}", ours.err);
    // The extracts at positions known only at run time go through the
    // runtime; every map is native.
    assert_eq!(
        runtime_of(&ours.engine, "main").1,
        "vector.extract 2, func.return 1, vector.print 1"
    );
    let py = Command::new("python3")
        .args(["-c", PYTHON_ORACLE])
        .output()
        .expect("python3 runs");
    assert!(
        py.status.success(),
        "{}",
        String::from_utf8_lossy(&py.stderr)
    );
    assert_eq!(ours.out, String::from_utf8_lossy(&py.stdout));
}

#[test]
fn a_failing_step_faults_at_its_op_with_the_interpreters_message() {
    let cases = [
        (
            "div_zero",
            "33\n50\n100\n",
            "11:10: error: affine division by zero",
        ),
        (
            "overflow",
            "1\n7\n7\n",
            "10:10: error: affine arithmetic overflow",
        ),
        (
            "min_over_minus_one",
            "13835058055282163712\n",
            "10:8: error: affine arithmetic overflow",
        ),
        (
            "cond_order",
            "0\n2\n",
            "7:5: error: affine division by zero",
        ),
    ];
    for (name, printed, error) in cases {
        let kernel = format!("tests/jit_maps/{name}.mlir");
        let ran = engines_agree(&kernel, "jit", "interp", &VMEM);
        assert_eq!(ran.code, 1, "{name}");
        assert_eq!(ran.out, printed, "{name}");
        let first = ran.err.lines().next().unwrap_or("");
        assert_eq!(first, format!("{kernel}:{error}"), "{name}");
    }
}
