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

use common::{engines_agree, jit_memo_numbers, mlir_runner, same_as_traced, LOWER_TO_LLVM};
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
        // k + 1 and k + 2 for k = 2^63 - 8 ..= 2^63 - 3; at 2^63 - 2 the
        // k + 2 overflows (the k + 1 beside it, compiled without a side
        // path, cannot).
        (
            "overflow_near_bound",
            "9223372036854775801\n1\n9223372036854775802\n1\n9223372036854775803\n1\n9223372036854775804\n1\n9223372036854775805\n1\n9223372036854775806\n1\n",
            "10:10: error: affine arithmetic overflow",
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

#[test]
fn loops_of_affine_loads_and_stores_go_through_the_memo_in_both_engines() {
    // Every subscript of an affine.load or store is a map; a map of plain
    // dimensions cannot fail, so the JIT's values-only copy keeps it and
    // the proof sees through it, and the interpreter's memo runs it.
    let kernel = "tests/jit_maps/memo_loops.mlir";
    let jit = engines_agree(kernel, "jit", "interp", &VMEM);
    let interp = common::sim_explained(kernel, "interp", &VMEM);
    same_as_traced(kernel, &VMEM, &jit);
    same_as_traced(kernel, &VMEM, &interp);
    // @matmul's k loop (line 13): 12 x 20 entries of 28 iterations, each
    // entry checked once and proven, the rest found or fast-forwarded.
    let [entered, checking, proven, recorded, found, ahead, declined] =
        jit_memo_numbers(&jit.engine, 13);
    assert_eq!((entered, checking, proven, declined), (240, 240, 240, 0));
    assert_eq!(recorded + found + ahead, 240 * 28, "{}", jit.engine);
    let [entered, _, recorded, found, ahead, declined] =
        common::interp_memo_numbers(&interp.engine, 13);
    assert_eq!((entered, declined), (240, 0));
    assert_eq!(recorded + found + ahead, 240 * 28, "{}", interp.engine);
    // @shifted's k loop (line 29) reads A[i][k + 1], a map that computes
    // and whose k has no constant bound, so it may overflow: compiled
    // code keeps its side path and the loop no memo; the interpreter's
    // memo runs it and leaves it at the fault in the last call's last row.
    assert!(
        !jit.engine.contains("memo_loops.mlir:29: iteration memo"),
        "{}",
        jit.engine
    );
    let [entered, .., declined] = common::interp_memo_numbers(&interp.engine, 29);
    assert_eq!((entered, declined), (13, 1), "{}", interp.engine);
    // @unrolled's k loop (line 100) reads A[i][k + 1] through an
    // affine.apply of k + 1 with k below the constant 28: that add cannot
    // overflow, so compiled code has no side path for it and the loop
    // keeps its memo: 12 entries of 14 iterations.
    let [entered, checking, _, recorded, found, ahead, declined] =
        jit_memo_numbers(&jit.engine, 100);
    assert_eq!((entered, checking, declined), (12, 12, 0), "{}", jit.engine);
    assert_eq!(recorded + found + ahead, 12 * 14, "{}", jit.engine);
    assert!(
        interp.err.contains(
            "memo_loops.mlir:30:12: error: out-of-bounds access: index [0, 28] into shape [12, 28]"
        ),
        "{}",
        interp.err
    );
    let Some(runner) =
        mlir_runner("loops_of_affine_loads_and_stores_go_through_the_memo_in_both_engines")
    else {
        return;
    };
    let src = std::fs::read(common::repo_path(kernel)).expect("kernel");
    let theirs = runner
        .run(LOWER_TO_LLVM, &src)
        .expect("upstream runs the kernel");
    // Upstream does not check bounds: it prints a sixth line where we
    // stop at the fault.
    let theirs: Vec<&str> = theirs.lines().take(5).collect();
    assert_eq!(jit.out.lines().collect::<Vec<_>>(), theirs);
    assert_eq!(jit.out, "34398\n22033\n33418\n62\n2948\n");
}
