//! `f16` and `bf16` held natively by compiled code (`sim/src/jit/half.rs`):
//! every op it computes on them, on operands covering zeros, subnormals,
//! ties, the greatest finite, infinities and NaNs (`tests/jit_half/*.mlir`),
//! in straight code, through direct calls and in memo'd loops (one where a
//! NaN appears part-way, one whose load runs out of bounds part-way).
//! The oracles: the interpreter (both engines must agree on stdout,
//! stderr, exit status, report and VCD), `mlir-runner` for the printed
//! bits where upstream computes the same (its NaN from `0/0` is x86's
//! negative default NaN where the value library makes the positive one,
//! and its `bf16` arithmetic flushes subnormals, so those kernels are held
//! to hand-derived bits instead), and `--explain-engine`, which must show
//! the half ops native and each loop through the memo. The emitters
//! themselves are checked in-process on every half and on large samples
//! of pairs against the value library (`sim/src/jit/half.rs`'s tests).

mod common;

use common::{engines_agree, jit_memo_numbers, mlir_runner, runtime_ops, sim_vcd, LOWER_TO_LLVM};

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Runs `kernel` under both engines (asserting they agree, VCD too) and
/// returns the JIT's run.
fn both(kernel: &str) -> common::Ran {
    let ran = engines_agree(kernel, "jit", "interp", &VMEM);
    assert_eq!(
        sim_vcd(kernel, "jit", &VMEM),
        sim_vcd(kernel, "interp", &VMEM),
        "{kernel}: VCD"
    );
    ran
}

/// Asserts our output equals `mlir-runner`'s, token by token, except that
/// where we print the value library's positive quiet NaN's bits (`ours`)
/// upstream may print the x86 default NaN's (`theirs`, the same with the
/// sign set), for a NaN the operation made.
fn same_as_upstream(kernel: &str, ours: &str, nan: (&str, &str)) {
    let Some(runner) = mlir_runner(kernel) else {
        return;
    };
    let src = std::fs::read(common::repo_path(kernel)).expect("kernel");
    let passes = [&["--convert-math-to-llvm"], LOWER_TO_LLVM].concat();
    let theirs = runner.run(&passes, &src).expect("upstream runs the kernel");
    assert_eq!(ours.lines().count(), theirs.lines().count(), "{kernel}");
    for (k, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        let words = |l: &str| -> Vec<String> {
            l.split(|c: char| c == ',' || c.is_whitespace() || c == '(' || c == ')')
                .filter(|w| !w.is_empty())
                .map(str::to_owned)
                .collect()
        };
        let (x, y) = (words(a), words(b));
        let same = x.len() == y.len()
            && x.iter()
                .zip(&y)
                .all(|(x, y)| x == y || (x == nan.0 && y == nan.1));
        assert!(same, "{kernel} line {}: ours {a:?}, upstream {b:?}", k + 1);
    }
}

#[test]
fn every_half_op_is_native_and_agrees_with_the_interpreter_and_upstream() {
    // f16's and bf16's positive quiet NaN, and x86's negative one.
    for (kernel, nan) in [
        ("tests/jit_half/ops_f16.mlir", ("32256", "-512")),
        ("tests/jit_half/ops_bf16.mlir", ("32704", "-64")),
    ] {
        let ran = both(kernel);
        assert_eq!(ran.code, 0, "{}", ran.err);
        // Only the prints run through the runtime.
        assert_eq!(
            runtime_ops(&ran.engine, "ops"),
            "vector.print 9",
            "{kernel}"
        );
        same_as_upstream(kernel, &ran.out, nan);
    }
}

#[test]
fn nans_subnormals_and_overflow_agree_with_the_interpreter() {
    for kernel in [
        "tests/jit_half/specials_f16.mlir",
        "tests/jit_half/specials_bf16.mlir",
    ] {
        let ran = both(kernel);
        assert_eq!(ran.code, 0, "{}", ran.err);
        assert_eq!(
            runtime_ops(&ran.engine, "ops"),
            "vector.print 9",
            "{kernel}"
        );
    }
    // Hand-derived, from the first operand pair of each (the positive
    // quiet NaN with itself): + - * / give that NaN; of the compares only
    // the unordered ones and `une` hold; select takes the second, negf
    // flips the sign of the first (-512 = 0xfe00 in f16; -64 = 0xffc0 in
    // bf16), absf keeps the second; both truncf of a NaN give the quiet
    // NaN of the product's sign (positive); extf gives f32's and f64's
    // positive quiet NaN.
    let ran = both("tests/jit_half/specials_f16.mlir");
    let first: Vec<&str> = ran.out.lines().take(9).collect();
    assert_eq!(
        first,
        [
            "32256",
            "32256",
            "32256",
            "32256",
            "( 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1 )",
            "( 32256, -512, 32256, 32256, 32256 )",
            "2143289344",
            "9221120237041090560",
            "32256",
        ]
    );
}

#[test]
fn conversions_are_native_and_agree_with_the_interpreter_and_upstream() {
    let kernel = "tests/jit_half/convs.mlir";
    let ran = both(kernel);
    assert_eq!(ran.code, 0, "{}", ran.err);
    // bf16 from i64 (more than 53 bits) is the one conversion left to the
    // runtime, twice.
    assert_eq!(
        runtime_ops(&ran.engine, "convs"),
        "vector.print 5, arith.sitofp 2"
    );
    same_as_upstream(kernel, &ran.out, ("", ""));
}

#[test]
fn conversions_out_of_range_saturate_as_derived_by_hand() {
    let ran = both("tests/jit_half/saturate.mlir");
    assert_eq!(ran.code, 0, "{}", ran.err);
    assert_eq!(runtime_ops(&ran.engine, "sat"), "vector.print 6");
    // Per operand pair: (fptosi i8, fptoui i8, bf16 fptosi i8), fptosi
    // i32, fptoui i64, bf16 fptoui i16, bf16 fptosi i64, bf16 fptoui i64
    // (unsigned results print as signed: -1 is all ones). Out of range
    // saturates to the bound, NaN gives 0, truncation is toward zero.
    let max = "( 127, -1, 127 )\n";
    let min = "( -128, 0, -128 )\n";
    let want = [
        max,
        "65504\n65504\n-1\n9223372036854775807\n-1\n",
        min,
        "-65504\n0\n0\n-9223372036854775808\n0\n",
        max,
        "2147483647\n-1\n-1\n9223372036854775807\n-1\n",
        min,
        "-2147483648\n0\n0\n-9223372036854775808\n0\n",
        "( 0, 0, 0 )\n",
        "0\n0\n0\n0\n0\n",
        "( -1, 0, 0 )\n",
        "-1\n0\n0\n0\n0\n",
    ]
    .concat();
    assert_eq!(ran.out, want);
}

#[test]
fn loops_over_halves_run_through_the_memo_and_agree_with_upstream() {
    let kernel = "tests/jit_half/loops.mlir";
    let ran = both(kernel);
    assert_eq!(ran.code, 0, "{}", ran.err);
    assert_eq!(
        runtime_ops(&ran.engine, "fill16"),
        "func.return 1, vector.print 1"
    );
    for f in ["work16", "work_bf16"] {
        assert_eq!(runtime_ops(&ran.engine, f), "func.return 1", "@{f}");
    }
    // Each loop entered once, its 300 iterations recorded or
    // fast-forwarded, none declined.
    for line in [15, 32, 56, 88] {
        let [entered, _, _, recorded, found, forwarded, declined] =
            jit_memo_numbers(&ran.engine, line);
        assert_eq!((entered, declined), (1, 0), "line {line}");
        assert_eq!(recorded + found + forwarded, 300, "line {line}");
    }
    same_as_upstream(kernel, &ran.out, ("", ""));
}

#[test]
fn a_nan_appearing_part_way_through_a_memod_loop_is_the_interpreters() {
    let ran = both("tests/jit_half/nan_loop.mlir");
    assert_eq!(ran.code, 0, "{}", ran.err);
    for line in [14, 30] {
        let [entered, .., declined] = jit_memo_numbers(&ran.engine, line);
        assert_eq!((entered, declined), (1, 0), "line {line}");
    }
    // The sums: the NaN at 200 (0xfd55, 0xff95) quieted (0xff55, 0xffd5),
    // past the infinity at 150. The products with 0: 1 * 0 = 0, inf * 0 =
    // the positive quiet NaN, NaN * 0 = the NaN quieted.
    assert_eq!(ran.out, "-171\n-43\n( 0, 32256, -171 )\n( 32704, -43 )\n");
}

#[test]
fn an_out_of_bounds_half_load_in_a_memod_loop_faults_as_the_interpreter_does() {
    let ran = both("tests/jit_half/oob.mlir");
    assert_eq!(ran.code, 1);
    assert_eq!(ran.out, "62.5\n");
    assert!(
        ran.err.starts_with(
            "tests/jit_half/oob.mlir:12:10: error: out-of-bounds access: index [300] into shape [300]"
        ),
        "{}",
        ran.err
    );
    // The second call's copy declines at the access that faults.
    let [entered, .., declined] = jit_memo_numbers(&ran.engine, 10);
    assert_eq!((entered, declined), (2, 1));
}
