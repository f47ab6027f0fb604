//! Dialect coverage checked against upstream LLVM 22, over the files in
//! `tests/dialects/`:
//!
//! * `valid/`: our custom form equals `mlir-opt`'s, our generic form equals
//!   `mlir-opt --mlir-print-op-generic`'s, and `mlir-opt` reads back what
//!   we print;
//! * `invalid/`: both `mlir-opt` and `rmlir-opt` pass
//!   `--split-input-file --verify-diagnostics` (each chunk's
//!   `expected-error` is upstream's text at upstream's line);
//! * `run/`: `rmlir-sim` prints exactly what `mlir-runner` prints;
//! * `fail/`: `mlir-runner` aborts, and `rmlir-sim` exits non-zero with a
//!   located diagnostic at the failed `cf.assert` (the one whose message
//!   starts with `fails:`), quoting its message.
//!
//! Besides the files, generated kernels run the extended arith ops over
//! pseudo-random operands at odd and wide widths on both executors.

mod common;

use common::{
    assert_all_pass, mlir_files, mlir_runner, our_bin, pipe, run, sim_stdout, tool, Rng,
    LOWER_TO_LLVM,
};
use std::path::Path;
use std::process::Command;

/// Runs `bin args file`; its stdout, or why it failed.
fn opt_output(bin: &Path, args: &[&str], file: &Path) -> Result<String, String> {
    let out = run(Command::new(bin).args(args).arg(file), None);
    if !out.status.success() {
        return Err(format!(
            "{} {args:?} failed:\n{}",
            bin.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn parity(up: &Path, file: &Path) -> Result<(), String> {
    let ours = our_bin("rmlir-opt");
    for args in [&[][..], &["--mlir-print-op-generic"][..]] {
        // We print affine maps inline, as upstream's local scope does.
        let local = [args, &["--mlir-print-local-scope"]].concat();
        let theirs = opt_output(up, &local, file)?;
        let mine = opt_output(&ours, args, file)?;
        if theirs.trim_end() != mine.trim_end() {
            return Err(format!(
                "{args:?} output differs\n--- mlir-opt:\n{theirs}--- rmlir-opt:\n{mine}"
            ));
        }
    }
    let mine = opt_output(&ours, &[], file)?;
    pipe(Command::new(up).arg("-"), mine.as_bytes())
        .map(drop)
        .map_err(|e| format!("mlir-opt rejects our output:\n{e}"))
}

#[test]
fn valid_files_print_as_mlir_opt_prints() {
    let Some(up) = tool("mlir-opt", "valid_files_print_as_mlir_opt_prints") else {
        return;
    };
    let files = mlir_files("tests/dialects/valid");
    assert!(!files.is_empty(), "no files in tests/dialects/valid");
    assert_all_pass(&files, "files differ from mlir-opt", |f| parity(&up, f));
}

#[test]
fn invalid_files_give_upstream_diagnostics() {
    let Some(up) = tool("mlir-opt", "invalid_files_give_upstream_diagnostics") else {
        return;
    };
    let files = mlir_files("tests/dialects/invalid");
    assert!(!files.is_empty(), "no files in tests/dialects/invalid");
    let args = ["--split-input-file", "--verify-diagnostics"];
    assert_all_pass(&files, "files fail --verify-diagnostics", |f| {
        opt_output(&up, &args, f).map_err(|e| format!("upstream itself: {e}"))?;
        opt_output(&our_bin("rmlir-opt"), &args, f).map(drop)
    });
}

#[test]
fn unknown_ops_get_a_did_you_mean_hint() {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialects/invalid/unknown_ops.mlir");
    let out = run(
        Command::new(our_bin("rmlir-opt"))
            .arg("--split-input-file")
            .arg(&file),
        None,
    );
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    for hint in [
        "custom op 'arith.addii' is unknown; did you mean 'arith.addi'?",
        "custom op 'math.sqr' is unknown; did you mean 'math.sqrt'?",
        "(tried 'func.retrun' as well); did you mean 'func.return'?",
    ] {
        assert!(err.contains(hint), "missing `{hint}` in:\n{err}");
    }
}

fn same_run(up: &common::Runner, kernel: &[u8]) -> Result<(), String> {
    // `vector.scan`, `vector.mask` and `vector.multi_reduction` need their
    // own lowering passes before the usual pipeline, and `math.isinf` and
    // `isnormal` go through upstream's APFloat runtime (no-ops for other
    // kernels).
    // `arith.scaling_extf`/`scaling_truncf` lower only through
    // `--arith-expand` (with its `f8E8M0FNU` patterns); other kernels keep
    // the arith ops that pass would rewrite.
    // Arithmetic on the 4-, 6- and 8-bit floats runs only through
    // upstream's APFloat runtime (`--convert-arith-to-apfloat`).
    let text = String::from_utf8_lossy(kernel);
    let small_floats = ["xf4E", "xf6E", "xf8E", " f4E", " f6E", " f8E"];
    let small = small_floats.iter().any(|t| text.contains(t));
    let expand: &[&str] = match (text.contains("arith.scaling_"), small) {
        (true, true) => &[
            "--arith-expand=include-f8e8m0=true",
            "--convert-arith-to-apfloat",
        ],
        (true, false) => &["--arith-expand=include-f8e8m0=true"],
        (false, true) => &["--convert-arith-to-apfloat"],
        (false, false) => &[],
    };
    let passes = [
        expand,
        &[
            "--test-vector-scan-lowering",
            "--lower-vector-mask",
            "--lower-vector-multi-reduction",
            "--convert-math-to-apfloat",
            "--convert-math-to-llvm",
        ][..],
        LOWER_TO_LLVM,
    ]
    .concat();
    same_run_with(up, &passes, kernel)
}

fn same_run_with(up: &common::Runner, passes: &[&str], kernel: &[u8]) -> Result<(), String> {
    let theirs = up.run(passes, kernel)?;
    let ours = sim_stdout(kernel)?;
    if theirs != ours {
        return Err(format!(
            "stdout differs\n--- mlir-runner:\n{theirs}--- rmlir-sim:\n{ours}"
        ));
    }
    Ok(())
}

/// Runs every `(label, kernel)` case under both tools and fails listing
/// each case whose output differs, with its kernel.
fn assert_kernels_agree(
    up: &common::Runner,
    passes: &[&str],
    cases: impl IntoIterator<Item = (String, String)>,
) {
    let failures: Vec<String> = cases
        .into_iter()
        .filter_map(|(label, k)| {
            same_run_with(up, passes, k.as_bytes())
                .err()
                .map(|e| format!("== {label}\n{e}\n--- kernel:\n{k}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn run_files_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("run_files_print_what_mlir_runner_prints") else {
        return;
    };
    let files = mlir_files("tests/dialects/run");
    assert!(!files.is_empty(), "no files in tests/dialects/run");
    assert_all_pass(&files, "kernels differ", |f| {
        same_run(&up, &std::fs::read(f).map_err(|e| e.to_string())?)
    });
}

/// `rmlir-sim` must fail at the `cf.assert` on `line`, quoting `msg`.
fn check_failing(up: &common::Runner, file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
    if up.run(LOWER_TO_LLVM, text.as_bytes()).is_ok() {
        return Err("mlir-runner did not fail".into());
    }
    let (line, msg) = text
        .lines()
        .enumerate()
        .find_map(|(i, l)| {
            let rest = l.trim().strip_prefix("cf.assert ")?;
            let msg = rest.split_once('"')?.1.strip_suffix('"')?;
            msg.starts_with("fails:").then(|| (i + 1, msg.to_string()))
        })
        .ok_or("no cf.assert with a message starting `fails:`")?;
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .args(["--quiet", "--set", "target.default_space=vmem"])
            .arg(file),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    let want = format!(
        "{}:{line}:3: error: assertion failed: {msg}",
        file.display()
    );
    if out.status.success() || !err.contains(&want) {
        return Err(format!("want a failure with `{want}`, got:\n{err}"));
    }
    Ok(())
}

#[test]
fn failing_asserts_stop_the_run_with_a_located_error() {
    let Some(up) = mlir_runner("failing_asserts_stop_the_run_with_a_located_error") else {
        return;
    };
    let files = mlir_files("tests/dialects/fail");
    assert!(!files.is_empty(), "no files in tests/dialects/fail");
    assert_all_pass(&files, "runs did not fail as expected", |f| {
        check_failing(&up, f)
    });
}

/// The lowering for kernels using `math`: upstream's LLVM lowering first,
/// then libm calls for what it leaves (`tanh`), then the usual pipeline.
fn math_pipeline() -> Vec<&'static str> {
    let mut p = vec!["--convert-math-to-llvm", "--convert-math-to-libm"];
    p.extend_from_slice(LOWER_TO_LLVM);
    p
}

/// A float's bit pattern for a test input: the special values first, then
/// random patterns (every exponent and sign, NaNs with payloads included),
/// then moderate values where the functions are most used.
fn float_bits(rng: &mut Rng, i: usize, f64_: bool) -> u64 {
    let specials: [u64; 10] = if f64_ {
        [
            0,
            1 << 63,
            0x7ff0_0000_0000_0000,
            0xfff0_0000_0000_0000,
            0x7ff8_0000_0000_0000,
            1,
            0x3ff0_0000_0000_0000,
            0xbff0_0000_0000_0000,
            0x3fe0_0000_0000_0000,
            0x7fef_ffff_ffff_ffff,
        ]
    } else {
        [
            0,
            0x8000_0000,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            1,
            0x3f80_0000,
            0xbf80_0000,
            0x3f00_0000,
            0x7f7f_ffff,
        ]
    };
    if let Some(&b) = specials.get(i) {
        return b;
    }
    let r = rng.next();
    if i % 2 == 0 {
        return if f64_ { r } else { r >> 32 };
    }
    // Magnitudes within 2^-8 .. 2^8, either sign.
    let unit = (r >> 11) as f64 / (1u64 << 53) as f64;
    let x = (unit * 16.0 - 8.0).exp2() * if r & 1 == 1 { -1.0 } else { 1.0 };
    if f64_ {
        x.to_bits()
    } else {
        u64::from((x as f32).to_bits())
    }
}

/// A dense vector constant of `n` float inputs, written as bit patterns.
fn float_inputs(rng: &mut Rng, n: usize, f64_: bool) -> String {
    let items: Vec<String> = (0..n)
        .map(|i| format!("0x{:X}", float_bits(rng, i, f64_)))
        .collect();
    items.join(", ")
}

/// A kernel applying every float `math` op the lowering supports to `n`
/// inputs of type `ty`, printing each result's bits.
fn math_float_kernel(rng: &mut Rng, ty: &str, n: usize) -> String {
    let f64_ = ty == "f64";
    let it = if f64_ { "i64" } else { "i32" };
    let (vt, vi) = (format!("vector<{n}x{ty}>"), format!("vector<{n}x{it}>"));
    let mut body = String::new();
    for name in ["a", "b", "c"] {
        let inputs = float_inputs(rng, n, f64_);
        body.push_str(&format!(
            "  %{name} = arith.constant dense<[{inputs}]> : {vt}\n"
        ));
    }
    let unary = [
        "absf",
        "sqrt",
        "rsqrt",
        "exp",
        "exp2",
        "log",
        "log2",
        "log10",
        "sin",
        "cos",
        "tanh",
        "tan",
        "atan",
        "asin",
        "acos",
        "sinh",
        "cosh",
        "cbrt",
        "acosh",
        "asinh",
        "atanh",
        "erf",
        "erfc",
        "expm1",
        "log1p",
        "floor",
        "ceil",
        "round",
        "roundeven",
        "trunc",
    ];
    let mut results = Vec::new();
    for op in unary {
        body.push_str(&format!("  %{op} = math.{op} %a : {vt}\n"));
        results.push(op.to_string());
    }
    for op in ["powf", "copysign", "atan2"] {
        body.push_str(&format!("  %{op} = math.{op} %a, %b : {vt}\n"));
        body.push_str(&format!("  %{op}_small = math.{op} %b, %c : {vt}\n"));
        results.push(op.to_string());
        results.push(format!("{op}_small"));
    }
    body.push_str(&format!("  %fma = math.fma %a, %b, %c : {vt}\n"));
    results.push("fma".into());
    // `math.sincos` is `llvm.intr.sincos`, libm's `sincos` per lane.
    body.push_str(&format!("  %sc_sin, %sc_cos = math.sincos %a : {vt}\n"));
    results.extend(["sc_sin", "sc_cos"].map(String::from));
    for r in results {
        body.push_str(&format!(
            "  %{r}_bits = arith.bitcast %{r} : {vt} to {vi}\n  vector.print %{r}_bits : {vi}\n"
        ));
    }
    format!("func.func @main() {{\n{body}  return\n}}\n")
}

/// A kernel clamping `n` inputs of type `ty` to bounds from two more
/// input vectors, in both operand orders (so bounds come in either order),
/// printing the bits. The clamp sits in a function of its own: the
/// expansion pass also folds every op whose operands are constants (with
/// MLIR's folders, not libm), and a call keeps the constants out.
fn clampf_kernel(rng: &mut Rng, ty: &str, n: usize) -> String {
    let f64_ = ty == "f64";
    let it = if f64_ { "i64" } else { "i32" };
    let (vt, vi) = (format!("vector<{n}x{ty}>"), format!("vector<{n}x{it}>"));
    let mut body = String::new();
    for name in ["a", "b", "c"] {
        let inputs = float_inputs(rng, n, f64_);
        body.push_str(&format!(
            "  %{name} = arith.constant dense<[{inputs}]> : {vt}\n"
        ));
    }
    for (i, args) in ["%a, %b, %c", "%b, %c, %a", "%c, %a, %b"]
        .iter()
        .enumerate()
    {
        body.push_str(&format!(
            "  %r{i} = func.call @clamp({args}) : ({vt}, {vt}, {vt}) -> {vt}
  %r{i}_bits = arith.bitcast %r{i} : {vt} to {vi}
  vector.print %r{i}_bits : {vi}\n"
        ));
    }
    format!(
        "func.func @clamp(%x: {vt}, %lo: {vt}, %hi: {vt}) -> {vt} {{
  %r = math.clampf %x to [%lo, %hi] : {vt}
  return %r : {vt}
}}
func.func @main() {{\n{body}  return\n}}\n"
    )
}

/// `math.clampf` is `maximumf(minimumf(value, min), max)`, as LLVM 22's
/// `--math-expand-ops` writes it (LLVM 22 has no direct lowering); NaNs,
/// zeros of both signs, infinities and denormals are among the inputs.
#[test]
fn clampf_is_bit_identical_to_mlir_runner() {
    let Some(up) = mlir_runner("clampf_is_bit_identical_to_mlir_runner") else {
        return;
    };
    let mut passes = vec!["--math-expand-ops=ops=clampf"];
    passes.extend_from_slice(LOWER_TO_LLVM);
    let cases = ["f32", "f64"]
        .iter()
        .flat_map(|ty| (0..2u64).map(move |seed| (*ty, seed)))
        .map(|(ty, seed)| {
            (
                format!("{ty} seed {seed}"),
                clampf_kernel(&mut Rng(seed * 17 + ty.len() as u64), ty, 64),
            )
        });
    assert_kernels_agree(&up, &passes, cases);
}

#[test]
fn math_float_ops_are_bit_identical_to_mlir_runner() {
    let Some(up) = mlir_runner("math_float_ops_are_bit_identical_to_mlir_runner") else {
        return;
    };
    let passes = math_pipeline();
    let cases = ["f32", "f64"]
        .iter()
        .flat_map(|ty| (0..4u64).map(move |seed| (*ty, seed)))
        .map(|(ty, seed)| {
            (
                format!("{ty} seed {seed}"),
                math_float_kernel(&mut Rng(seed * 31 + ty.len() as u64), ty, 64),
            )
        });
    assert_kernels_agree(&up, &passes, cases);
}

/// The float `math` ops checked on `f16` and `bf16`, each with its arity.
const HALF_OPS: &[(&str, usize)] = &[
    ("sqrt", 1),
    ("rsqrt", 1),
    ("exp", 1),
    ("exp2", 1),
    ("log", 1),
    ("log2", 1),
    ("log10", 1),
    ("sin", 1),
    ("cos", 1),
    ("tan", 1),
    ("tanh", 1),
    ("atan", 1),
    ("asin", 1),
    ("acos", 1),
    ("sinh", 1),
    ("cosh", 1),
    ("cbrt", 1),
    ("acosh", 1),
    ("asinh", 1),
    ("atanh", 1),
    ("erf", 1),
    ("erfc", 1),
    ("expm1", 1),
    ("log1p", 1),
    ("floor", 1),
    ("roundeven", 1),
    ("powf", 2),
    ("atan2", 2),
    ("sincos_sin", 1),
    ("sincos_cos", 1),
];

/// A kernel sweeping every `step`-th 16-bit pattern through each of
/// [`HALF_OPS`] on `ty` (`f16` or `bf16`) and printing, per op, a hash of
/// all result bits (`h = h * 31 + bits`), so one differing result changes
/// the printed line. The second operand of a binary op is the pattern
/// `i * 7 + 3`.
fn math_half_kernel(ty: &str, step: u32) -> String {
    // How LLVM rounds `f32` to `bf16` depends on the host. With AVX512-BF16
    // it is `vcvtneps2bf16`, which flushes denormal inputs to zero and keeps
    // a NaN's payload; elsewhere it calls libgcc's `__truncsfbf2`, which
    // keeps denormals (as we do) but returns every NaN as the default one
    // with its sign. LLVM leaves both free (a NaN's payload is not
    // specified), so a `bf16` result that is denormal (exponent field 0) is
    // hashed as its sign alone, and a NaN as its sign and the default NaN.
    let flush = if ty == "bf16" {
        "    %e = arith.andi %rb0, %c_exp : i16
    %sub = arith.cmpi eq, %e, %c0_i16 : i16
    %sign = arith.andi %rb0, %c_sign : i16
    %rb1 = arith.select %sub, %sign, %rb0 : i16
    %mag = arith.andi %rb0, %c_mag : i16
    %nan = arith.cmpi ugt, %mag, %c_exp : i16
    %qnan = arith.ori %sign, %c_qnan : i16
    %rb = arith.select %nan, %qnan, %rb1 : i16
"
    } else {
        "    %rb = arith.addi %rb0, %c0_i16 : i16
"
    };
    let mut body = String::new();
    for (op, arity) in HALF_OPS {
        // `math.sincos`'s results, one per entry.
        let call = match *op {
            "sincos_sin" => format!("%r, %r_cos = math.sincos %x : {ty}"),
            "sincos_cos" => format!("%r_sin, %r = math.sincos %x : {ty}"),
            _ if *arity == 1 => format!("%r = math.{op} %x : {ty}"),
            _ => format!("%r = math.{op} %x, %y : {ty}"),
        };
        body.push_str(&format!(
            "  %h_{op} = scf.for %i = %c0 to %n step %step iter_args(%h = %h0) -> i64 {{
    %i16 = arith.index_cast %i : index to i16
    %x = arith.bitcast %i16 : i16 to {ty}
    %j7 = arith.muli %i16, %c7 : i16
    %j = arith.addi %j7, %c3 : i16
    %y = arith.bitcast %j : i16 to {ty}
    {call}
    %rb0 = arith.bitcast %r : {ty} to i16
{flush}    %r64 = arith.extui %rb : i16 to i64
    %m = arith.muli %h, %c31 : i64
    %h2 = arith.addi %m, %r64 : i64
    scf.yield %h2 : i64
  }}
  vector.print %h_{op} : i64
"
        ));
    }
    format!(
        "func.func @main() {{
  %c0 = arith.constant 0 : index
  %n = arith.constant 65536 : index
  %step = arith.constant {step} : index
  %c7 = arith.constant 7 : i16
  %c3 = arith.constant 3 : i16
  %c0_i16 = arith.constant 0 : i16
  %c_exp = arith.constant 32640 : i16
  %c_sign = arith.constant -32768 : i16
  %c_mag = arith.constant 32767 : i16
  %c_qnan = arith.constant 32704 : i16
  %c31 = arith.constant 31 : i64
  %h0 = arith.constant 0 : i64
{body}  return
}}
"
    )
}

/// `f16` and `bf16` math is LLVM's promotion on x86: extend to `f32`,
/// call libm's `f32` function, round back; `rsqrt` rounds its square root
/// first. Every 7th bit pattern (all exponents, both signs, NaNs) goes
/// through every op, on both executors' oracle `mlir-runner`.
#[test]
fn math_half_ops_are_bit_identical_to_mlir_runner() {
    let Some(up) = mlir_runner("math_half_ops_are_bit_identical_to_mlir_runner") else {
        return;
    };
    let passes = math_pipeline();
    let cases = ["f16", "bf16"]
        .iter()
        .map(|ty| (ty.to_string(), math_half_kernel(ty, 7)));
    assert_kernels_agree(&up, &passes, cases);
}

/// A kernel counting bits and taking absolute values of random integers of
/// `width` bits (a vector up to 64 bits, scalars beyond).
fn math_int_kernel(rng: &mut Rng, width: u32) -> String {
    let mut body = String::new();
    let ops = ["absi", "ctlz", "cttz", "ctpop"];
    if width <= 64 {
        let xs: Vec<String> = (0..8).map(|_| rng.int(width).to_string()).collect();
        let vt = format!("vector<8xi{width}>");
        body.push_str(&format!(
            "  %x = arith.constant dense<[0, {}]> : {vt}\n",
            xs[1..].join(", ")
        ));
        for op in ops {
            body.push_str(&format!(
                "  %{op} = math.{op} %x : {vt}\n  vector.print %{op} : {vt}\n"
            ));
        }
    } else {
        let mut tag = 0;
        for i in 0..6 {
            let x = if i == 0 { 0 } else { rng.int(width) };
            body.push_str(&format!("  %x{i} = arith.constant {x} : i{width}\n"));
            for op in ops {
                let v = format!("%{op}{i}");
                body.push_str(&format!("  {v} = math.{op} %x{i} : i{width}\n"));
                print_int(&mut body, &v, width, &mut tag);
            }
        }
    }
    format!("func.func @main() {{\n{body}  return\n}}\n")
}

#[test]
fn math_int_ops_match_mlir_runner_at_odd_widths() {
    let Some(up) = mlir_runner("math_int_ops_match_mlir_runner_at_odd_widths") else {
        return;
    };
    let passes = math_pipeline();
    let cases = [2u32, 3, 8, 13, 32, 33, 64, 65, 100, 128, 200]
        .iter()
        .map(|&w| {
            (
                format!("i{w}"),
                math_int_kernel(&mut Rng(u64::from(w) * 131), w),
            )
        });
    assert_kernels_agree(&up, &passes, cases);
}

/// A kernel raising random integers of `width` bits to random powers,
/// small and large, never 0 to a negative power (a division by zero
/// upstream).
fn ipowi_kernel(rng: &mut Rng, width: u32) -> String {
    let mut body = String::new();
    let mut tag = 0;
    for i in 0..16 {
        let mut x = rng.int(width);
        let e = if i % 2 == 0 {
            (rng.next() % 74) as i128 - 3
        } else {
            rng.int(width)
        };
        let e = if width < 8 {
            e.clamp(-(1 << (width - 1)), (1 << (width - 1)) - 1)
        } else {
            e
        };
        if x == 0 && e < 0 {
            x = 3.min((1 << (width.min(64) - 1)) - 1);
        }
        body.push_str(&format!(
            "  %x{i} = arith.constant {x} : i{width}\n  %e{i} = arith.constant {e} : i{width}\n\
             %p{i} = math.ipowi %x{i}, %e{i} : i{width}\n"
        ));
        print_int(&mut body, &format!("%p{i}"), width, &mut tag);
    }
    format!("func.func @main() {{\n{body}  return\n}}\n")
}

#[test]
fn ipowi_matches_mlir_runner_at_odd_widths() {
    let Some(up) = mlir_runner("ipowi_matches_mlir_runner_at_odd_widths") else {
        return;
    };
    let mut passes = vec!["--convert-math-to-funcs"];
    passes.extend_from_slice(LOWER_TO_LLVM);
    let cases = [2u32, 5, 8, 13, 32, 64, 65, 100].iter().map(|&w| {
        (
            format!("i{w}"),
            ipowi_kernel(&mut Rng(u64::from(w) * 977), w),
        )
    });
    assert_kernels_agree(&up, &passes, cases);
}

/// A kernel raising `n` float inputs of type `ty` (specials included) to
/// integer powers of type `it`: small ones, large ones and the most
/// negative one.
fn fpowi_kernel(rng: &mut Rng, ty: &str, it: &str, n: usize) -> String {
    let f64_ = ty == "f64";
    let bits = if f64_ { "i64" } else { "i32" };
    let iw: u32 = it[1..].parse().unwrap_or(32);
    let exps: Vec<String> = (0..n)
        .map(|i| match i % 4 {
            0 => ((rng.next() % 40) as i128 - 20).to_string(),
            1 => rng.int(iw).to_string(),
            2 => (-(1i128 << (iw - 1))).to_string(),
            _ => ((rng.next() % 7) as i128 - 3).to_string(),
        })
        .collect();
    let (vt, vi, vb) = (
        format!("vector<{n}x{ty}>"),
        format!("vector<{n}x{it}>"),
        format!("vector<{n}x{bits}>"),
    );
    format!(
        "func.func @main() {{\n  %x = arith.constant dense<[{}]> : {vt}\n\
         %e = arith.constant dense<[{}]> : {vi}\n\
         %p = math.fpowi %x, %e : {vt}, {vi}\n\
         %b = arith.bitcast %p : {vt} to {vb}\n  vector.print %b : {vb}\n  return\n}}\n",
        float_inputs(rng, n, f64_),
        exps.join(", ")
    )
}

#[test]
fn fpowi_is_bit_identical_to_mlir_runner() {
    let Some(up) = mlir_runner("fpowi_is_bit_identical_to_mlir_runner") else {
        return;
    };
    let mut passes = vec!["--convert-math-to-funcs"];
    passes.extend_from_slice(LOWER_TO_LLVM);
    let cases = [
        ("f32", "i32"),
        ("f64", "i32"),
        ("f32", "i8"),
        ("f64", "i64"),
        ("f32", "i13"),
    ];
    let cases = cases.iter().enumerate().map(|(seed, (ty, it))| {
        (
            format!("{ty} ^ {it}"),
            fpowi_kernel(&mut Rng(seed as u64 + 5), ty, it, 48),
        )
    });
    assert_kernels_agree(&up, &passes, cases);
}

/// Prints `v` (`iN`) the way both executors can: directly up to 64 bits,
/// else its low 64 bits and the 64 bits below its top.
fn print_int(body: &mut String, v: &str, width: u32, tag: &mut usize) {
    if width <= 64 {
        body.push_str(&format!("  vector.print {v} : i{width}\n"));
        return;
    }
    *tag += 1;
    let t = *tag;
    body.push_str(&format!(
        "  %lo{t} = arith.trunci {v} : i{width} to i64\n  vector.print %lo{t} : i64\n\
         %sh{t} = arith.constant {} : i{width}\n\
         %top{t} = arith.shrui {v}, %sh{t} : i{width}\n\
         %hi{t} = arith.trunci %top{t} : i{width} to i64\n  vector.print %hi{t} : i64\n",
        width - 64
    ));
}

/// A kernel applying the three extended ops to random scalars of `width`
/// bits, and once to a vector of them.
fn extended_kernel(rng: &mut Rng, width: u32) -> String {
    let mut body = String::new();
    let mut tag = 0;
    for i in 0..12 {
        let (x, y) = (rng.int(width), rng.int(width));
        body.push_str(&format!(
            "  %x{i} = arith.constant {x} : i{width}\n  %y{i} = arith.constant {y} : i{width}\n\
             %s{i}, %o{i} = arith.addui_extended %x{i}, %y{i} : i{width}, i1\n\
             %l{i}, %h{i} = arith.mulsi_extended %x{i}, %y{i} : i{width}\n\
             %ul{i}, %uh{i} = arith.mului_extended %x{i}, %y{i} : i{width}\n\
             vector.print %o{i} : i1\n"
        ));
        for v in ["s", "l", "h", "ul", "uh"] {
            print_int(&mut body, &format!("%{v}{i}"), width, &mut tag);
        }
    }
    // Upstream spells `i1` dense elements `true`/`false`: scalars suffice.
    if (2..=64).contains(&width) {
        let xs: Vec<String> = (0..4).map(|_| rng.int(width).to_string()).collect();
        let ys: Vec<String> = (0..4).map(|_| rng.int(width).to_string()).collect();
        let vt = format!("vector<4xi{width}>");
        body.push_str(&format!(
            "  %vx = arith.constant dense<[{}]> : {vt}\n  %vy = arith.constant dense<[{}]> : {vt}\n\
             %vs, %vo = arith.addui_extended %vx, %vy : {vt}, vector<4xi1>\n\
             %vl, %vh = arith.mulsi_extended %vx, %vy : {vt}\n\
             %vul, %vuh = arith.mului_extended %vx, %vy : {vt}\n",
            xs.join(", "),
            ys.join(", ")
        ));
        body.push_str("  vector.print %vo : vector<4xi1>\n");
        for v in ["vs", "vl", "vh", "vul", "vuh"] {
            body.push_str(&format!("  vector.print %{v} : {vt}\n"));
        }
    }
    format!("func.func @main() {{\n{body}  return\n}}\n")
}

#[test]
fn extended_arith_matches_mlir_runner_at_odd_widths() {
    let Some(up) = mlir_runner("extended_arith_matches_mlir_runner_at_odd_widths") else {
        return;
    };
    let widths = [
        1u32, 2, 7, 8, 13, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 200,
    ];
    let kernels: Vec<(u32, String)> = widths
        .iter()
        .map(|&w| (w, extended_kernel(&mut Rng(u64::from(w) * 7919), w)))
        .collect();
    let failures: Vec<String> = kernels
        .iter()
        .filter_map(|(w, k)| {
            same_run(&up, k.as_bytes())
                .err()
                .map(|e| format!("== i{w}\n{e}\n--- kernel:\n{k}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
