//! Vector registers the JIT holds natively, lane by lane (`jit/vector.rs`),
//! held to the interpreter and to upstream:
//!
//! - every kernel of `tests/jit_vector/` (integer ops at i1, i3, i8, i13,
//!   i33, i64 and `index`, 1-D to 3-D, up to the 16 lanes held natively
//!   and past them; float ops with NaN, -0.0 and
//!   infinite lanes; every reduction kind; the lane moves; a loop running
//!   vector ops thousands of times with vector loads and stores up to a
//!   buffer's last row; faulting divisions and an out-of-bounds load) runs
//!   under both engines with the same stdout, stderr, exit status, report
//!   JSON and VCD;
//! - those upstream defines (all but `fault_*`, whose faults upstream does
//!   not check, and `edge_*`, whose NaN signs and out-of-range conversions
//!   upstream leaves to the host) print what `mlir-runner` prints;
//! - the loop agrees with the traced interpreter, which never uses a memo;
//! - a fault in one lane is the interpreter's, after the iterations before
//!   it ran natively;
//! - `--explain-engine` counts the vector instructions native: what runs
//!   through the runtime is the prints, the returns and the dynamic
//!   `extract` (the vector loads and stores are native, `jit/vmem.rs`).

mod common;

use common::{
    engines_agree, faults_or_prints, mlir_runner, native_runtime, same_as_traced, sim_explained,
    sim_vcd, LOWER_TO_LLVM,
};
use std::path::Path;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// The kernels, as paths from the repository's root.
fn kernels() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jit_vector");
    let mut names: Vec<String> = (std::fs::read_dir(&dir).expect("tests/jit_vector"))
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .map(|n| format!("tests/jit_vector/{n}"))
        .collect();
    names.sort();
    assert!(names.len() >= 8, "{names:?}");
    names
}

#[test]
fn every_vector_kernel_runs_identically_under_both_engines() {
    for k in kernels() {
        engines_agree(&k, "jit", "interp", &VMEM);
        let (jit, interp) = (sim_vcd(&k, "jit", &VMEM), sim_vcd(&k, "interp", &VMEM));
        assert!(jit.contains("$enddefinitions"), "{k}: no VCD");
        assert!(jit == interp, "{k}: the VCDs differ");
    }
}

#[test]
fn vector_kernels_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("vector_kernels_print_what_mlir_runner_prints") else {
        return;
    };
    let passes: Vec<&str> = std::iter::once("--convert-math-to-llvm")
        .chain(LOWER_TO_LLVM.iter().copied())
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for k in kernels() {
        let name = k.rsplit('/').next().unwrap_or_default();
        if name.starts_with("fault_") || name.starts_with("edge_") {
            continue;
        }
        let text = std::fs::read(root.join(&k)).expect("kernel");
        let want = up
            .run(&passes, &text)
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        let ran = sim_explained(&k, "jit", &VMEM);
        assert_eq!((ran.code, ran.out.as_str()), (0, want.as_str()), "{k}");
    }
}

#[test]
fn the_vector_loop_agrees_with_the_traced_interpreter() {
    let k = "tests/jit_vector/loop.mlir";
    let jit = sim_explained(k, "jit", &VMEM);
    same_as_traced(k, &VMEM, &jit);
}

#[test]
fn a_fault_in_one_lane_is_the_interpreters() {
    let k = "tests/jit_vector/fault_div.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    faults_or_prints(&ran, Some("13:10: error: integer division by zero"), "", k);
    // 41 iterations printed their quotients before the divisor's second
    // lane reached zero.
    assert_eq!(ran.out.lines().count(), 41, "{}", ran.out);
    assert!(ran.out.ends_with("( 400, -4000, 3, 0 )\n"), "{}", ran.out);
    let k = "tests/jit_vector/fault_overflow.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    faults_or_prints(&ran, Some("6:8: error: signed division overflow"), "", k);
    let k = "tests/jit_vector/fault_bounds.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    faults_or_prints(&ran, Some("13:8: error: out-of-bounds access"), "", k);
    assert_eq!(ran.out, "( 2, 4, 6, 8 )\n");
}

#[test]
fn vector_instructions_compile_natively() {
    // (kernel, native, through the runtime) of @main: the runtime ones
    // are each kernel's prints and return, and the named others.
    let cases = [
        // 20 prints, the dynamic extract, and the broadcast to, extract
        // from and slice of the 24-lane vector (more than 16 lanes).
        ("shapes.mlir", 27, 25),
        // 26 prints.
        ("reduce.mlir", 37, 27),
        // 4 prints, the alloc, the return (the 2 vector loads and 1
        // store are native: `jit/vmem.rs`).
        ("loop.mlir", 54, 6),
        // 2 calls, 4 prints (the fmas and casts are native).
        ("float_ops.mlir", 15, 7),
        // 1 print; the division is native (its fault path aside).
        ("fault_overflow.mlir", 3, 2),
    ];
    for (k, native, runtime) in cases {
        let k = format!("tests/jit_vector/{k}");
        let ran = sim_explained(&k, "jit", &VMEM);
        assert_eq!(native_runtime(&ran.engine), (native, runtime), "{k}");
    }
}

/// The binary integer ops the random kernels chain (the divisions may
/// fault, in one lane or several: both engines must then fault alike).
const INT_OPS: [&str; 17] = [
    "addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "minsi",
    "maxui", "minui", "divui", "divsi", "remui", "remsi",
];

/// The reduction kinds of integers.
const KINDS: [&str; 9] = [
    "add", "mul", "minsi", "minui", "maxsi", "maxui", "and", "or", "xor",
];

/// A dense literal of `n` random `w`-bit lanes.
fn lanes_literal(rng: &mut common::Rng, w: u32, shape: &[usize]) -> String {
    let lit = |rng: &mut common::Rng| match w {
        1 => ["false", "true"][rng.below(2)].to_string(),
        _ => rng.int(w).to_string(),
    };
    let row = |rng: &mut common::Rng, n: usize| {
        let xs: Vec<String> = (0..n).map(|_| lit(rng)).collect();
        format!("[{}]", xs.join(", "))
    };
    match shape {
        [n] => row(rng, *n),
        [m, n] => {
            let rows: Vec<String> = (0..*m).map(|_| row(rng, *n)).collect();
            format!("[{}]", rows.join(", "))
        }
        _ => unreachable!("1-D and 2-D shapes only"),
    }
}

/// One random kernel: three `w`-bit vectors of `shape`, a chain of
/// integer ops, compares and selects on them (in a loop of a few
/// iterations when `looped`, the vectors carried as its arguments), then
/// prints of the last results, a reduction of a row and a lane extracted
/// and broadcast back.
fn random_vector_kernel(rng: &mut common::Rng, w: u32, shape: &[usize], looped: bool) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    let ty = format!("vector<{}xi{w}>", dims.join("x"));
    let bty = format!("vector<{}xi1>", dims.join("x"));
    let mut s = String::from("func.func @main() {\n");
    s += &format!("  %one = arith.constant dense<1> : {ty}\n");
    for i in 0..3 {
        let lit = lanes_literal(rng, w, shape);
        s += &format!("  %k{i} = arith.constant dense<{lit}> : {ty}\n");
    }
    let mut body = String::new();
    let mut n = 3;
    for _ in 0..8 {
        let (a, b) = (rng.below(n), rng.below(n));
        if rng.below(4) == 0 {
            let c = rng.below(n);
            let pred = ["slt", "ult", "eq", "sge"][rng.below(4)];
            body += &format!("    %p{n} = arith.cmpi {pred}, %v{a}, %v{b} : {ty}\n");
            body += &format!("    %v{n} = arith.select %p{n}, %v{b}, %v{c} : {bty}, {ty}\n");
        } else {
            let op = INT_OPS[rng.below(INT_OPS.len())];
            // A divisor is made odd (never zero) three times in four.
            let divisor = op.starts_with("div") || op.starts_with("rem");
            let b = if divisor && rng.below(4) != 0 {
                body += &format!("    %o{n} = arith.ori %v{b}, %one : {ty}\n");
                format!("o{n}")
            } else {
                format!("v{b}")
            };
            body += &format!("    %v{n} = arith.{op} %v{a}, %{b} : {ty}\n");
        }
        n += 1;
    }
    let last = n - 1;
    if looped {
        s += "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c5 = arith.constant 5 : index\n";
        s += &format!(
            "  %r:3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%v0 = %k0, %v1 = %k1, %v2 = %k2) -> ({ty}, {ty}, {ty}) {{\n"
        );
        s += &body;
        s += &format!(
            "    scf.yield %v{last}, %v{}, %v0 : {ty}, {ty}, {ty}\n  }}\n",
            last - 1
        );
        s += &format!("  %v{n} = arith.addi %r#0, %r#1 : {ty}\n");
    } else {
        s += &format!("  %v0 = arith.addi %k0, %k0 : {ty}\n  %v1 = arith.subi %k1, %k2 : {ty}\n  %v2 = arith.xori %k2, %k0 : {ty}\n");
        s += &body.replace("\n    ", "\n  ").replacen("    ", "  ", 1);
        s += &format!("  %v{n} = arith.addi %v{last}, %v{} : {ty}\n", last - 1);
    }
    s += &format!("  vector.print %v{n} : {ty}\n");
    let row_ty = format!("vector<{}xi{w}>", shape[shape.len() - 1]);
    let row = if shape.len() == 2 {
        let r = shape[0] - 1;
        s += &format!("  %row = vector.extract %v{n}[{r}] : {row_ty} from {ty}\n");
        "%row".to_string()
    } else {
        format!("%v{n}")
    };
    let kind = KINDS[rng.below(KINDS.len())];
    s += &format!("  %red = vector.reduction <{kind}>, {row} : {row_ty} into i{w}\n");
    s += &format!("  vector.print %red : i{w}\n");
    s += &format!("  %e = vector.extract {row}[0] : i{w} from {row_ty}\n");
    s += &format!("  %bc = vector.broadcast %e : i{w} to {ty}\n");
    s += &format!("  %fin = arith.muli %bc, %v{n} : {ty}\n  vector.print %fin : {ty}\n");
    s += "  return\n}\n";
    s
}

#[test]
fn random_vector_kernels_agree() {
    let widths = [1u32, 2, 3, 8, 13, 31, 32, 33, 63, 64];
    let shapes: [&[usize]; 4] = [&[4], &[2, 3], &[8], &[1, 5]];
    let mut rng = common::Rng(0x5eed_7ec7);
    let mut ran_through = 0;
    for case in 0..24 {
        let w = widths[rng.below(widths.len())];
        let shape = shapes[rng.below(shapes.len())];
        let k = random_vector_kernel(&mut rng, w, shape, case % 2 == 1);
        let path = std::env::temp_dir().join(format!(
            "rmlir-jit-vector-{}-random-{case}.mlir",
            std::process::id()
        ));
        std::fs::write(&path, &k).expect("scratch kernel");
        let ran = engines_agree(path.to_str().expect("UTF-8"), "jit", "interp", &VMEM);
        let _ = std::fs::remove_file(&path);
        // The kernel runs, or stops at a division fault; never at a
        // mistake of the generator.
        assert!(
            ran.code == 0 || ran.err.contains("division"),
            "{k}\n{}",
            ran.err
        );
        ran_through += usize::from(ran.code == 0);
    }
    // Most run to the end (a division by a random lane faults now and
    // then).
    assert!(ran_through >= 12, "{ran_through} of 24 ran to the end");
}
