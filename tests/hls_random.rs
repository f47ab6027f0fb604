//! Random straight-line integer kernels at odd and wide widths: for each,
//! `rmlir-hls` writes Verilog and a testbench whose expected values come
//! from `rmlir-sim`; Icarus must print `PASS` with the cycle count the
//! backend predicts. Divisors are forced positive and non-zero and shift
//! amounts below the width, so every kernel is defined in MLIR. A last
//! test corrupts one expectation and checks the mismatch is named.

mod common;

use common::{run, tool};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A small deterministic generator (64-bit LCG, top bits).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.next() as usize % xs.len()]
    }

    /// A random `w`-bit value as a signed decimal within the type's range.
    fn value(&mut self, w: u32) -> String {
        let raw = (u128::from(self.next()) << 64 | u128::from(self.next())) << 32
            | u128::from(self.next());
        let v = if w == 128 {
            raw
        } else {
            raw & ((1u128 << w) - 1)
        };
        let sign = w > 1 && v >> (w - 1) == 1;
        if sign {
            format!(
                "-{}",
                (v ^ if w == 128 {
                    u128::MAX
                } else {
                    (1u128 << w) - 1
                }) + 1
            )
        } else {
            v.to_string()
        }
    }
}

const BINARY: &[&str] = &[
    "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui",
];
const DIVIDE: &[&str] = &["divsi", "divui", "remsi", "remui"];
const SHIFT: &[&str] = &["shli", "shrsi", "shrui"];
const PRED: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// A kernel of `n` ops over three `iW` arguments, returning two values.
fn kernel(rng: &mut Rng, name: &str, w: u32, n: usize) -> String {
    let t = format!("i{w}");
    let mut body = String::new();
    let mut vals = vec!["%a".to_string(), "%b".to_string(), "%c".to_string()];
    for i in 0..n {
        let x = rng.pick(&vals).clone();
        let y = rng.pick(&vals).clone();
        let r = format!("%v{i}");
        let kind = rng.next() % 4;
        if kind == 0 && w >= 3 {
            // A positive divisor of at least 2: clear the sign bit, set bit 1.
            let keep = ((1u128 << (w - 1)) - 1) & !1;
            let op = rng.pick(DIVIDE);
            let _ = writeln!(body, "  %k{i} = arith.constant {keep} : {t}\n  %m{i} = arith.andi {y}, %k{i} : {t}\n  %two{i} = arith.constant 2 : {t}\n  %d{i} = arith.ori %m{i}, %two{i} : {t}\n  {r} = arith.{op} {x}, %d{i} : {t}");
        } else if kind == 1 && w >= 2 {
            let bits = u32::BITS - (w - 1).leading_zeros() - 1;
            let mask = (1u128 << bits) - 1;
            let op = rng.pick(SHIFT);
            let _ = writeln!(body, "  %k{i} = arith.constant {mask} : {t}\n  %s{i} = arith.andi {y}, %k{i} : {t}\n  {r} = arith.{op} {x}, %s{i} : {t}");
        } else if kind == 2 {
            let z = rng.pick(&vals).clone();
            let p = rng.pick(PRED);
            let _ = writeln!(body, "  %p{i} = arith.cmpi {p}, {x}, {y} : {t}\n  {r} = arith.select %p{i}, {z}, {x} : {t}");
        } else {
            let op = rng.pick(BINARY);
            let _ = writeln!(body, "  {r} = arith.{op} {x}, {y} : {t}");
        }
        vals.push(r);
    }
    let (r0, r1) = (&vals[vals.len() - 1], &vals[vals.len() - 2]);
    format!("func.func @{name}(%a: {t}, %b: {t}, %c: {t}) -> ({t}, {t}) {{\n{body}  return {r0}, {r1} : {t}, {t}\n}}\n")
}

fn check(
    dir: &Path,
    name: &str,
    text: &str,
    args: &[String],
    iverilog: &Path,
    vvp: &Path,
) -> Result<(), String> {
    let k = dir.join(format!("{name}.mlir"));
    std::fs::write(&k, text).map_err(|e| e.to_string())?;
    let (v, tb) = (
        dir.join(format!("{name}.v")),
        dir.join(format!("tb_{name}.v")),
    );
    let mut cmd = Command::new(PathBuf::from(env!("CARGO_BIN_EXE_rmlir-hls")));
    cmd.arg(&k)
        .args(["--func", name, "-o"])
        .arg(&v)
        .arg("--testbench")
        .arg(&tb);
    for a in args {
        cmd.args(["--arg", a]);
    }
    let out = run(&mut cmd, None);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    if !out.status.success() {
        return Err(format!("rmlir-hls failed:\n{err}\n{text}"));
    }
    let marker = format!("@{name}: ");
    let cycles = err
        .lines()
        .find_map(|l| l.strip_prefix(&marker))
        .and_then(|l| l.split(' ').next())
        .ok_or(format!("no cycles: {err}"))?;
    let sim = dir.join(format!("{name}.vvp"));
    let out = run(
        Command::new(iverilog)
            .args(["-g2005", "-o"])
            .arg(&sim)
            .arg(&tb)
            .arg(&v),
        None,
    );
    if !out.status.success() {
        return Err(format!(
            "iverilog: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let out = run(Command::new(vvp).arg("-n").arg(&sim), None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let want = format!("PASS cycles={cycles} ");
    if !stdout.contains(&want) {
        return Err(format!(
            "expected `{want}`, got:\n{stdout}\nargs {args:?}\n{text}"
        ));
    }
    Ok(())
}

#[test]
fn random_kernels_at_odd_widths_match_the_simulator_in_icarus() {
    const T: &str = "random_kernels_at_odd_widths_match_the_simulator_in_icarus";
    let (Some(iverilog), Some(vvp)) = (tool("iverilog", T), tool("vvp", T)) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("rmlir-hls-random-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let widths = [1u32, 2, 5, 7, 13, 31, 33, 64, 65, 100, 128];
    let mut rng = Rng(0x5eed_0017);
    let mut failures = Vec::new();
    for (i, &w) in widths.iter().cycle().take(widths.len() * 3).enumerate() {
        let name = format!("rand{i}_i{w}");
        let text = kernel(&mut rng, &name, w, 10);
        let args: Vec<String> = (0..3).map(|_| rng.value(w)).collect();
        if let Err(e) = check(&dir, &name, &text, &args, &iverilog, &vvp) {
            failures.push(format!("== {name}\n{e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_wrong_expectation_is_reported_precisely() {
    // The testbench must fail, naming the word, when the RTL's memory
    // differs from what it expects: corrupt one expected word of
    // sum_i32's testbench and run it.
    const T: &str = "a_wrong_expectation_is_reported_precisely";
    let (Some(iverilog), Some(vvp)) = (tool("iverilog", T), tool("vvp", T)) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("rmlir-hls-mismatch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let npy = dir.join("a.npy");
    let vals: [i32; 8] = [3, 6, 9, 12, -15, 18, 21, 24];
    let data = vals.iter().flat_map(|v| v.to_le_bytes()).collect();
    let a = rmlir_sim::npy::Array {
        dtype: rmlir_sim::npy::Dtype::I32,
        shape: vec![8],
        data,
    };
    std::fs::write(&npy, rmlir_sim::npy::write(&a)).expect("npy");
    let (v, tb) = (dir.join("sum_i32.v"), dir.join("tb.v"));
    let out = run(
        Command::new(PathBuf::from(env!("CARGO_BIN_EXE_rmlir-hls")))
            .arg(common::repo_path("tests/hls/sum_i32.mlir"))
            .args(["--func", "sum_i32", "--arg", "8", "--input"])
            .arg(format!("A={}", npy.display()))
            .arg("-o")
            .arg(&v)
            .arg("--testbench")
            .arg(&tb),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Prefix sums: A[3] = 3 + 6 + 9 + 12 = 30 = 0x1e.
    let text = std::fs::read_to_string(&tb).expect("tb");
    let right = "A_mem[3] !== 32'h1e";
    assert!(text.contains(right), "testbench does not expect A[3] = 30");
    let wrong = text.replacen(right, "A_mem[3] !== 32'h1f", 1).replacen(
        "A_mem[3], 32'h1e)",
        "A_mem[3], 32'h1f)",
        1,
    );
    std::fs::write(&tb, wrong).expect("write");
    let sim = dir.join("tb.vvp");
    let out = run(
        Command::new(&iverilog)
            .args(["-g2005", "-o"])
            .arg(&sim)
            .arg(&tb)
            .arg(&v),
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(Command::new(&vvp).arg("-n").arg(&sim), None);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("MISMATCH A[3]: got 0000001e, expected 0000001f"),
        "{stdout}"
    );
    assert!(!stdout.contains("PASS"), "{stdout}");
    assert!(stdout.contains("FAIL sum_i32: 1 mismatches"), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}
