//! What the JIT computes natively instead of through the runtime (casts,
//! float compares and signs, divisions by constants), held to the interpreter and to the host's own
//! conversions:
//!
//! - the float casts give what Rust's `as` gives (truncation toward zero,
//!   saturation, NaN to 0, round to nearest even), which is what the
//!   value library defines them as, under both engines;
//! - random cast kernels over widths 1 to 129, with NaNs, infinities and
//!   values out of every range, agree under both engines;
//! - a division by a constant that cannot fault has no fault path, so its
//!   loop runs through the JIT's iteration memo (the traced interpreter,
//!   which never uses the memo, agrees), while a constant divisor that can
//!   fault (0, or -1 under a signed division) faults as the interpreter
//!   does;
//! - `cmpf`, `negf` and `absf` give IEEE's answers, NaNs included;
//! - `--explain-engine` counts those instructions as native.

mod common;

use common::{
    engines_agree, faults_or_prints, jit_memo_numbers, native_runtime, same_as_traced,
    sim_explained, Ran,
};
use proptest::prelude::*;
use std::path::PathBuf;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Writes `kernel` to a scratch file named after `tag` and returns its
/// path.
fn scratch(tag: &str, kernel: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!(
        "rmlir-jit-native-{}-{tag}.mlir",
        std::process::id()
    ));
    std::fs::write(&p, kernel).expect("scratch kernel");
    p
}

/// Runs `kernel` under both engines (asserting they agree on everything
/// but the engine lines) and returns the JIT's run.
fn both(tag: &str, kernel: &str) -> Ran {
    let p = scratch(tag, kernel);
    let ran = engines_agree(p.to_str().expect("UTF-8 path"), "jit", "interp", &VMEM);
    if std::env::var_os("KEEP").is_none() {
        let _ = std::fs::remove_file(&p);
    }
    ran
}

/// Asserts that of [`loop_kernel`]'s `@main` with `outs` results only the
/// allocations, the prints and the return run through the runtime: every
/// cast is native.
fn only_allocs_and_prints(engine: &str, outs: usize) {
    let (native, runtime) = native_runtime(engine);
    assert_eq!(runtime as usize, 2 + 2 * outs, "{engine}");
    assert!(native > 0, "{engine}");
}

/// A kernel that fills `memref<Nx{ity}>` (or `f64`) with `vals`, then
/// runs `body` over it in a loop whose results go to `outs` (name, type,
/// printed as), then prints them in a second loop.
fn loop_kernel(input: (&str, &[String]), body: &str, outs: &[(&str, &str)]) -> String {
    let (ty, vals) = input;
    let n = vals.len();
    let mut s = String::from("func.func @main() {\n");
    s += "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n";
    s += &format!("  %n = arith.constant {n} : index\n");
    s += &format!("  %in = memref.alloc() : memref<{n}x{ty}>\n");
    for (i, v) in vals.iter().enumerate() {
        s +=
            &format!("  %k{i} = arith.constant {v} : {ty}\n  %i{i} = arith.constant {i} : index\n");
        s += &format!("  memref.store %k{i}, %in[%i{i}] : memref<{n}x{ty}>\n");
    }
    for (name, oty) in outs {
        s += &format!("  %o_{name} = memref.alloc() : memref<{n}x{oty}>\n");
    }
    s += "  scf.for %i = %c0 to %n step %c1 {\n";
    s += &format!("    %x = memref.load %in[%i] : memref<{n}x{ty}>\n");
    s += body;
    for (name, oty) in outs {
        s += &format!("    memref.store %{name}, %o_{name}[%i] : memref<{n}x{oty}>\n");
    }
    s += "  }\n  scf.for %i = %c0 to %n step %c1 {\n";
    for (name, oty) in outs {
        s += &format!("    %p_{name} = memref.load %o_{name}[%i] : memref<{n}x{oty}>\n");
        s += &format!("    vector.print %p_{name} : {oty}\n");
    }
    s += "  }\n  return\n}\n";
    s
}

/// `f64` inputs at the edges of the conversions: NaNs of both signs with
/// payloads, infinities, zeros, ties, and values just inside and outside
/// the 8-, 17- and 64-bit ranges.
const FLOATS: &[u64] = &[
    0x7FF8_0000_0000_0123,
    0xFFF8_0000_0000_0000,
    0x7FF0_0000_0000_0001,
    0x7FF0_0000_0000_0000,
    0xFFF0_0000_0000_0000,
    0x0000_0000_0000_0000,
    0x8000_0000_0000_0000,
    0x0000_0000_0000_0001,
];

fn float_inputs() -> Vec<f64> {
    let mut v: Vec<f64> = FLOATS.iter().map(|&b| f64::from_bits(b)).collect();
    v.extend([
        0.5, -0.5, 1.5, -1.9, 127.9, 128.0, -128.9, -129.0, 255.5, 256.0, 65535.7, 65536.0,
        -65536.9, -65537.0, 131071.0, 1e300, -1e300, 3.4e38, 3.5e38,
    ]);
    let p63 = 2f64.powi(63);
    v.extend([p63, -p63, p63 * 2.0, -p63 * 2.0, p63 - 1024.0, 1.0e19]);
    v
}

/// `fptosi`, `fptoui` (to i8, i17, i64), `truncf`, and `extf` back, of
/// each input, printed bit for bit, against Rust's `as` conversions, which
/// saturate, truncate toward zero and send NaN to 0 as the value library
/// defines these casts; a cast's result is stored, loaded and printed.
#[test]
fn float_to_int_casts_saturate_as_the_host_does() {
    let xs = float_inputs();
    let vals: Vec<String> = xs
        .iter()
        .map(|x| format!("0x{:016X}", x.to_bits()))
        .collect();
    let body = "    %s8 = arith.fptosi %x : f64 to i8\n    %u8 = arith.fptoui %x : f64 to i8\n\
                    %s17 = arith.fptosi %x : f64 to i17\n    %u17 = arith.fptoui %x : f64 to i17\n\
                    %s64 = arith.fptosi %x : f64 to i64\n    %u64 = arith.fptoui %x : f64 to i64\n\
                    %t = arith.truncf %x : f64 to f32\n    %tb = arith.bitcast %t : f32 to i32\n\
                    %ts = arith.fptosi %t : f32 to i32\n    %e = arith.extf %t : f32 to f64\n\
                    %eb = arith.bitcast %e : f64 to i64\n";
    let outs = [
        ("s8", "i8"),
        ("u8", "i8"),
        ("s17", "i17"),
        ("u17", "i17"),
        ("s64", "i64"),
        ("u64", "i64"),
        ("tb", "i32"),
        ("ts", "i32"),
        ("eb", "i64"),
    ];
    let ran = both("f2i", &loop_kernel(("f64", &vals), body, &outs));
    let mut want = String::new();
    for &x in &xs {
        let s17 = (x as i64).clamp(-65536, 65535);
        let u17 = (x as u64).min(131071);
        // `vector.print` prints a 17-bit pattern signed.
        let u17 = if u17 >= 65536 {
            u17 as i64 - 131072
        } else {
            u17 as i64
        };
        let t = x as f32;
        let row = [
            (x as i8) as i64,
            (x as u8) as i8 as i64,
            s17,
            u17,
            x as i64,
            (x as u64) as i64,
            t.to_bits() as i32 as i64,
            (t as i32) as i64,
            (t as f64).to_bits() as i64,
        ];
        for v in row {
            want += &format!("{v}\n");
        }
    }
    assert_eq!(ran.out, want, "{}", ran.err);
    only_allocs_and_prints(&ran.engine, outs.len());
}

/// `sitofp`/`uitofp` of 64-bit, 13-bit and 1-bit integers to `f32` and
/// `f64`, against Rust's `as` (round to nearest even, once): integers
/// that need rounding (2^24 + 1, 2^53 + 1, ties, the extremes, top bit
/// set for the unsigned reading).
#[test]
fn int_to_float_casts_round_as_the_host_does() {
    let xs: Vec<i64> = vec![
        0,
        1,
        -1,
        (1 << 24) + 1,
        (1 << 24) + 3,
        -(1 << 24) - 1,
        (1 << 53) + 1,
        -(1 << 53) - 3,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
        0x7FFF_FF80_0000_0000,
        -0x7FFF_FF80_0000_0001,
        4095,
        4096,
        8191,
    ];
    let vals: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
    let body = "    %sf = arith.sitofp %x : i64 to f32\n    %uf = arith.uitofp %x : i64 to f32\n\
                    %sd = arith.sitofp %x : i64 to f64\n    %ud = arith.uitofp %x : i64 to f64\n\
                    %t13 = arith.trunci %x : i64 to i13\n    %s13 = arith.sitofp %t13 : i13 to f32\n\
                    %u13 = arith.uitofp %t13 : i13 to f64\n    %b = arith.trunci %x : i64 to i1\n\
                    %s1 = arith.sitofp %b : i1 to f64\n\
                    %sfb = arith.bitcast %sf : f32 to i32\n    %ufb = arith.bitcast %uf : f32 to i32\n\
                    %sdb = arith.bitcast %sd : f64 to i64\n    %udb = arith.bitcast %ud : f64 to i64\n\
                    %s13b = arith.bitcast %s13 : f32 to i32\n    %u13b = arith.bitcast %u13 : f64 to i64\n\
                    %s1b = arith.bitcast %s1 : f64 to i64\n";
    let outs = [
        ("sfb", "i32"),
        ("ufb", "i32"),
        ("sdb", "i64"),
        ("udb", "i64"),
        ("s13b", "i32"),
        ("u13b", "i64"),
        ("s1b", "i64"),
    ];
    let ran = both("i2f", &loop_kernel(("i64", &vals), body, &outs));
    let mut want = String::new();
    for &x in &xs {
        let n13 = ((x << 51) >> 51) as f32;
        let u13 = (x & 0x1FFF) as f64;
        let s1 = if x & 1 == 1 { -1.0f64 } else { 0.0 };
        let row = [
            (x as f32).to_bits() as i32 as i64,
            (x as u64 as f32).to_bits() as i32 as i64,
            (x as f64).to_bits() as i64,
            (x as u64 as f64).to_bits() as i64,
            n13.to_bits() as i32 as i64,
            u13.to_bits() as i64,
            s1.to_bits() as i64,
        ];
        for v in row {
            want += &format!("{v}\n");
        }
    }
    assert_eq!(ran.out, want, "{}", ran.err);
    only_allocs_and_prints(&ran.engine, outs.len());
}

/// A loop like the benchmarks' initialisation: `i mod 7` (a constant
/// divisor, which cannot fault) converted to a float and stored. Its
/// division has no fault path, so the JIT runs the loop through the
/// iteration memo, and the result, cycles and report are the traced
/// interpreter's, which never uses the memo.
const INIT: &str = r#"func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300 : index
  %c7 = arith.constant 7 : i32
  %cm3 = arith.constant -3 : i32
  %buf = memref.alloc() : memref<300xf32>
  %ints = memref.alloc() : memref<300xi32>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i32
    %r = arith.remsi %x, %c7 : i32
    %q = arith.divsi %x, %cm3 : i32
    %u = arith.divui %x, %c7 : i32
    %s = arith.addi %q, %u : i32
    %f = arith.sitofp %r : i32 to f32
    memref.store %f, %buf[%i] : memref<300xf32>
    memref.store %s, %ints[%i] : memref<300xi32>
  }
  %c299 = arith.constant 299 : index
  %a = memref.load %buf[%c299] : memref<300xf32>
  %b = memref.load %ints[%c299] : memref<300xi32>
  vector.print %a : f32
  vector.print %b : i32
  return
}
"#;

#[test]
fn a_loop_dividing_by_constants_runs_through_the_memo() {
    let p = scratch("init", INIT);
    let path = p.to_str().expect("UTF-8 path");
    let jit = sim_explained(path, "jit", &VMEM);
    same_as_traced(path, &VMEM, &jit);
    let _ = std::fs::remove_file(&p);
    // 299 mod 7 = 5; 299 / -3 = -99 (toward zero), 299 / 7 = 42.
    assert_eq!(jit.out, "5\n-57\n");
    let [entered, _, _, recorded, found, fast, declined] = jit_memo_numbers(&jit.engine, 9);
    assert_eq!((entered, declined), (1, 0), "{}", jit.engine);
    assert_eq!(recorded + found + fast, 300, "{}", jit.engine);
}

/// A constant divisor that can fault, 0, or -1 under a signed division of
/// the most negative number, faults under the JIT exactly as under the
/// interpreter, at odd widths, 8 and 64 bits; `remsi` of the most
/// negative number by -1 is 0 under both (the interpreter's rule), and
/// the JIT still tests for it.
#[test]
fn constant_divisors_that_fault_fault_as_the_interpreter_does() {
    for w in [5u32, 8, 13, 64] {
        let min = format!("-{}", 1u128 << (w - 1));
        for (op, k, why) in [
            ("divsi", "-1", Some("overflow")),
            ("remsi", "-1", None),
            ("divui", "0", Some("division by zero")),
            ("remsi", "0", Some("division by zero")),
        ] {
            let kernel = format!(
                "func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n  %min = arith.constant {min} : i{w}\n  %k = arith.constant {k} : i{w}\n  %buf = memref.alloc() : memref<4xi{w}>\n  scf.for %i = %c0 to %c4 step %c1 {{\n    %x = arith.index_cast %i : index to i{w}\n    %y = arith.addi %x, %min : i{w}\n    %q = arith.{op} %y, %k : i{w}\n    memref.store %q, %buf[%i] : memref<4xi{w}>\n    vector.print %q : i{w}\n  }}\n  return\n}}\n"
            );
            let ran = both(&format!("fault{w}{op}{k}"), &kernel);
            faults_or_prints(&ran, why, "0\n0\n0\n0\n", &kernel);
        }
    }
}

/// Special integers (0, ±1, the extremes) and random ones.
fn int_strategy() -> impl Strategy<Value = i64> {
    prop_oneof![
        -300i64..300,
        any::<i64>(),
        prop::sample::select(vec![0, 1, -1, i64::MAX, i64::MIN, 1 << 24, (1 << 53) + 1]),
    ]
}

/// Special floats (NaNs, infinities, powers of two near every integer
/// range's edge) and random bit patterns.
fn float_strategy() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        prop::sample::select(FLOATS.to_vec()),
        (0i32..130, any::<bool>(), -2i64..3).prop_map(|(e, neg, d)| {
            let x = 2f64.powi(e) + d as f64;
            (if neg { -x } else { x }).to_bits()
        }),
        (-1e6f64..1e6).prop_map(f64::to_bits),
    ]
}

/// The constant `k` as a `w`-bit literal the parser takes.
fn int_literal(k: i64, w: u32) -> String {
    if w < 64 {
        (k as u64 & ((1u64 << w) - 1)).to_string()
    } else {
        k.to_string()
    }
}

/// A kernel casting `w`-bit integers to floats and floats to `w`-bit
/// integers (and comparing and negating the floats), both ways, in loops (the JIT's native code and, where the
/// loop is eligible, its memo copy), printing every result's bits.
fn cast_kernel(w: u32, ints: &[i64], floats: &[u64]) -> String {
    let it = format!("i{w}");
    let iv: Vec<String> = ints.iter().map(|&k| int_literal(k, w)).collect();
    let fv: Vec<String> = floats.iter().map(|b| format!("0x{b:016X}")).collect();
    let i2f = "    %sf = arith.sitofp %x : IT to f32\n    %uf = arith.uitofp %x : IT to f32\n\
                   %sd = arith.sitofp %x : IT to f64\n    %ud = arith.uitofp %x : IT to f64\n\
                   %a = arith.bitcast %sf : f32 to i32\n    %b = arith.bitcast %uf : f32 to i32\n\
                   %c = arith.bitcast %sd : f64 to i64\n    %d = arith.bitcast %ud : f64 to i64\n"
        .replace("IT", &it);
    let i2f_outs = [("a", "i32"), ("b", "i32"), ("c", "i64"), ("d", "i64")];
    let f2i = "    %t = arith.truncf %x : f64 to f32\n    %e = arith.extf %t : f32 to f64\n\
                   %a = arith.fptosi %x : f64 to IT\n    %b = arith.fptoui %x : f64 to IT\n\
                   %c = arith.fptosi %t : f32 to IT\n    %d = arith.fptoui %t : f32 to IT\n\
                   %g = arith.bitcast %e : f64 to i64\n    %hb = arith.cmpf ult, %x, %e : f64\n\
                   %h = arith.extui %hb : i1 to i8\n    %ng = arith.negf %t : f32\n\
                   %jb = arith.cmpf oge, %ng, %t : f32\n    %j = arith.extui %jb : i1 to i8\n"
        .replace("IT", &it);
    let f2i_outs = [
        ("a", it.as_str()),
        ("b", &it),
        ("c", &it),
        ("d", &it),
        ("g", "i64"),
        ("h", "i8"),
        ("j", "i8"),
    ];
    let first = loop_kernel((&it, &iv), &i2f, &i2f_outs);
    let second = loop_kernel(("f64", &fv), &f2i, &f2i_outs);
    // Two functions' bodies in one: `@main` calls both.
    let first = first.replace("@main", "@ints");
    let second = second.replace("@main", "@floats");
    format!("{first}{second}func.func @main() {{\n  func.call @ints() : () -> ()\n  func.call @floats() : () -> ()\n  return\n}}\n")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Random casts between `w`-bit integers (1 to 129 bits) and `f32` or
    /// `f64`, NaNs, infinities and out-of-range values among the inputs,
    /// give the same output, exit status, diagnostics and report under
    /// both engines.
    #[test]
    fn random_cast_kernels_agree(
        w in 1u32..=129,
        ints in proptest::collection::vec(int_strategy(), 1..6),
        floats in proptest::collection::vec(float_strategy(), 1..8),
    ) {
        let k = cast_kernel(w, &ints, &floats);
        let ran = both(&format!("cast{w}"), &k);
        prop_assert_eq!(ran.code, 0, "{}\n{}", k, ran.err);
    }
}

/// The sixteen `cmpf` predicates as LLVM defines them on IEEE
/// comparisons: an ordered one holds when neither operand is NaN and the
/// comparison does, an unordered one when either is NaN or the
/// comparison holds.
fn cmpf_oracle(p: &str, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match p {
        "false" => false,
        "oeq" => a == b,
        "ogt" => a > b,
        "oge" => a >= b,
        "olt" => a < b,
        "ole" => a <= b,
        "one" => !uno && a != b,
        "ord" => !uno,
        "ueq" => uno || a == b,
        "ugt" => uno || a > b,
        "uge" => uno || a >= b,
        "ult" => uno || a < b,
        "ule" => uno || a <= b,
        "une" => a != b,
        "uno" => uno,
        _ => true,
    }
}

const PREDICATES: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// `cmpf` under every predicate of each input against NaN, ±0, 1 and
/// infinity (as `f64`, and as `f32` after `truncf`), and `negf`/`absf`
/// of it, printed bit for bit, against IEEE comparisons and sign-bit
/// operations computed here.
#[test]
fn float_compares_and_signs_match_ieee() {
    let xs = float_inputs();
    let ks = [f64::NAN, 0.0, -0.0, 1.0, f64::INFINITY];
    let vals: Vec<String> = xs
        .iter()
        .map(|x| format!("0x{:016X}", x.to_bits()))
        .collect();
    let mut body = String::from("    %t = arith.truncf %x : f64 to f32\n");
    let mut names = Vec::new();
    for (j, k) in ks.iter().enumerate() {
        body += &format!("    %k{j}d = arith.constant 0x{:016X} : f64\n", k.to_bits());
        body += &format!(
            "    %k{j}f = arith.constant 0x{:08X} : f32\n",
            (*k as f32).to_bits()
        );
        for (p, pred) in PREDICATES.iter().enumerate() {
            for (ty, v) in [("f64", "x"), ("f32", "t")] {
                let name = format!("c{j}_{p}_{v}");
                let k = if ty == "f64" { "d" } else { "f" };
                body += &format!("    %b{name} = arith.cmpf {pred}, %{v}, %k{j}{k} : {ty}\n");
                body += &format!("    %{name} = arith.extui %b{name} : i1 to i8\n");
                names.push(name);
            }
        }
    }
    body += "    %ng = arith.negf %x : f64\n    %a = math.absf %t : f32\n";
    body += "    %nb = arith.bitcast %ng : f64 to i64\n    %ab = arith.bitcast %a : f32 to i32\n";
    let mut outs: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "i8")).collect();
    outs.extend([("nb", "i64"), ("ab", "i32")]);
    let ran = both("cmpf", &loop_kernel(("f64", &vals), &body, &outs));
    let mut want = String::new();
    for &x in &xs {
        let t = x as f32;
        for k in ks {
            for pred in PREDICATES {
                want += &format!("{}\n", cmpf_oracle(pred, x, k) as u8);
                want += &format!("{}\n", cmpf_oracle(pred, t as f64, k as f32 as f64) as u8);
            }
        }
        want += &format!(
            "{}\n{}\n",
            (x.to_bits() ^ (1 << 63)) as i64,
            (t.to_bits() & !(1 << 31)) as i32
        );
    }
    assert_eq!(ran.out, want, "{}", ran.err);
    only_allocs_and_prints(&ran.engine, outs.len());
}

/// `w`-bit pattern `v` read as signed, as `vector.print` prints it.
fn signed(v: u64, w: u32) -> i64 {
    ((v << (64 - w)) as i64) >> (64 - w)
}

/// `shli`, `shrui` and `shrsi` by constant amounts, in range (0, 1,
/// `w - 1`: an immediate shift) and not (`w`, `w + 3`: 0, or the sign
/// fill), at odd widths and 64 bits, against shifts computed here on the
/// `w`-bit patterns, under both engines.
#[test]
fn shifts_by_constant_amounts_match_the_definition() {
    for w in [5u32, 13, 33, 64] {
        let mask = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
        let vals: Vec<u64> = [0i64, 1, -1, 5, -6, 0x5a5a_5a5a_5a5a, i64::MIN, i64::MAX]
            .iter()
            .map(|&v| v as u64 & mask)
            .collect();
        let amounts = [0u32, 1, w - 1, w, w + 3];
        let mut body = String::new();
        let mut outs = Vec::new();
        for (j, k) in amounts.iter().enumerate() {
            body += &format!("    %amt{j} = arith.constant {k} : i{w}\n");
            for op in ["shli", "shrui", "shrsi"] {
                body += &format!("    %{op}{j} = arith.{op} %x, %amt{j} : i{w}\n");
                outs.push((format!("{op}{j}"), format!("i{w}")));
            }
        }
        let outs_ref: Vec<(&str, &str)> = outs.iter().map(|(a, b)| (&a[..], &b[..])).collect();
        let lits: Vec<String> = vals.iter().map(|&v| signed(v, w).to_string()).collect();
        let kernel = loop_kernel((&format!("i{w}"), &lits), &body, &outs_ref);
        let ran = both(&format!("shift{w}"), &kernel);
        let mut want = String::new();
        for &v in &vals {
            for &k in &amounts {
                let sv = signed(v, w);
                let (shl, shru, shrs) = match k < w {
                    true => ((v << k) & mask, v >> k, (sv >> k) as u64 & mask),
                    false => (0, 0, if sv < 0 { mask } else { 0 }),
                };
                for r in [shl, shru, shrs] {
                    want += &format!("{}\n", signed(r, w));
                }
            }
        }
        assert_eq!(ran.out, want, "{kernel}");
    }
}

/// `w`-bit wrapping arithmetic done here on the patterns: the kernel of
/// [`mask_chain_kernel`] run for `n` iterations, its two carried values
/// and its `i64` sum zero-extended.
fn mask_chain_oracle(w: u32, n: u32) -> [u64; 3] {
    let m = |v: u64| if w == 64 { v } else { v & ((1u64 << w) - 1) };
    let (k1, k2) = mask_chain_constants(w);
    let sh = mask_chain_shift(w);
    let (mut x, mut y, mut acc) = (m(12_345_678_901), m(-77i64 as u64), 0u64);
    for _ in 0..n {
        let a = m(x.wrapping_mul(k1));
        let b = m(a.wrapping_add(y));
        let c = m(b << sh);
        let d = m(c.wrapping_sub(x));
        let e = m(d.wrapping_mul(d));
        let s = signed(d, w) as u64;
        let t = if w > 1 {
            e & ((1u64 << (w - 1)) - 1)
        } else {
            0
        };
        // A shift by the width would be poison upstream: by 0 at 1 bit.
        let g = m(d.wrapping_add(k1));
        let h = if w > 1 { g >> 1 } else { g };
        let q = m(d.wrapping_mul(b)) / k2;
        let (q2, h2) = (m(q.wrapping_mul(k1)), m(h.wrapping_add(k1)));
        let mx2 = m(d.max(b).wrapping_sub(k1));
        let parts = [e, s, u64::from(e < b), q2, h2, e ^ a, mx2, t];
        acc = parts
            .iter()
            .fold(acc.wrapping_mul(3), |sum, p| sum.wrapping_add(*p));
        (x, y) = (e ^ a, d.max(b));
    }
    [x, y, acc]
}

/// The multiplier and the (non-zero) divisor of the chain, as `w`-bit
/// patterns.
fn mask_chain_constants(w: u32) -> (u64, u64) {
    let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    (0x9E37_79B9_7F4A_7C15 & m, (0x5851_F42D_4C95_7F2D & m) | 1)
}

/// The chain's constant shift, in range for `w`.
fn mask_chain_shift(w: u32) -> u32 {
    3.min(w - 1)
}

/// A loop of `n` iterations over `iw` values whose `+ - *` and shift
/// results feed one another (the JIT then drops the masks between them:
/// `sim/src/jit/demand.rs`) and also feed ops that read every bit of
/// their operands: a zero extension, an unsigned compare, division, shift
/// right, `xor` and `maxui` (which must see the masked values; the
/// dividend and the shifted value are read by nothing else, and the
/// quotient, the shifted value and the maximum go on into `w`-bit
/// arithmetic, so that only their low bits are read after them), a sign
/// extension and a truncation (which need only the low bits). Prints the
/// carried values and the `i64` sum.
fn mask_chain_kernel(w: u32, n: u32) -> String {
    let (k1, k2) = mask_chain_constants(w);
    let lit = |v: u64| signed(v, w).to_string();
    let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
    let (x0, y0) = (12_345_678_901u64 & m, -77i64 as u64 & m);
    let mut s = format!(
        "func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n\
         \x20 %n = arith.constant {n} : index\n  %x0 = arith.constant {} : i{w}\n\
         \x20 %y0 = arith.constant {} : i{w}\n  %acc0 = arith.constant 0 : i64\n\
         \x20 %three = arith.constant 3 : i64\n  %k1 = arith.constant {} : i{w}\n\
         \x20 %k2 = arith.constant {} : i{w}\n  %sh = arith.constant {} : i{w}\n\
         \x20 %one = arith.constant {} : i{w}\n",
        lit(x0),
        lit(y0),
        lit(k1),
        lit(k2),
        mask_chain_shift(w),
        lit(u64::from(w > 1)),
    );
    s += &format!(
        "  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0, %y = %y0, %acc = %acc0) -> (i{w}, i{w}, i64) {{\n"
    );
    for line in [
        "%a = arith.muli %x, %k1 : iW",
        "%b = arith.addi %a, %y : iW",
        "%c = arith.shli %b, %sh : iW",
        "%d = arith.subi %c, %x : iW",
        "%e = arith.muli %d, %d : iW",
        "%p0 = arith.extui %e : iW to i64",
        "%p1 = arith.extsi %d : iW to i64",
        "%lt = arith.cmpi ult, %e, %b : iW",
        "%p2 = arith.extui %lt : i1 to i64",
        "%f = arith.muli %d, %b : iW",
        "%q = arith.divui %f, %k2 : iW",
        "%q2 = arith.muli %q, %k1 : iW",
        "%p3 = arith.extui %q2 : iW to i64",
        "%g = arith.addi %d, %k1 : iW",
        "%h = arith.shrui %g, %one : iW",
        "%h2 = arith.addi %h, %k1 : iW",
        "%p4 = arith.extui %h2 : iW to i64",
        "%xo = arith.xori %e, %a : iW",
        "%p5 = arith.extui %xo : iW to i64",
        "%mx = arith.maxui %d, %b : iW",
        "%mx2 = arith.subi %mx, %k1 : iW",
        "%p6 = arith.extui %mx2 : iW to i64",
        "%s0 = arith.muli %acc, %three : i64",
    ] {
        s += &format!("    {}\n", line.replace("iW", &format!("i{w}")));
    }
    if w > 1 {
        s += &format!(
            "    %t = arith.trunci %e : i{w} to i{}\n    %p7 = arith.extui %t : i{} to i64\n",
            w - 1,
            w - 1
        );
    } else {
        s += "    %p7 = arith.constant 0 : i64\n";
    }
    for k in 0..8 {
        s += &format!("    %s{} = arith.addi %s{k}, %p{k} : i64\n", k + 1);
    }
    s += "    scf.yield %xo, %mx, %s8 : i";
    s += &format!("{w}, i{w}, i64\n  }}\n");
    for (k, ty) in [(0, format!("i{w}")), (1, format!("i{w}"))] {
        s += &format!("  %o{k} = arith.extui %r#{k} : {ty} to i64\n  vector.print %o{k} : i64\n");
    }
    s += "  vector.print %r#2 : i64\n  return\n}\n";
    if w < 64 {
        return s;
    }
    // An extension from i64 to i64 is no op of `arith`: the value itself.
    s.lines()
        .map(|l| match l.split_once(" = arith.ext") {
            Some((lhs, rhs)) if rhs.ends_with(": i64 to i64") => {
                let v = rhs.split_whitespace().nth(1).expect("an operand");
                format!("{lhs} = arith.ori {v}, {v} : i64\n")
            }
            _ => format!("{l}\n"),
        })
        .collect()
}

/// Chains of wrapping `+ - *` and shifts at odd widths, whose results the
/// JIT leaves unmasked between the ops of a chain, give the values of
/// `w`-bit arithmetic wherever a full-width reader sees them: against the
/// definition computed here, `mlir-runner` (when installed) and the
/// interpreter, at 1, 7, 13, 32, 33, 63 and 64 bits. Reading the unmasked
/// value in any of the full-width readers (or a truncation's mask taken
/// from a narrower one) changes the printed values.
#[test]
fn chains_left_unmasked_give_the_values_of_their_width() {
    agree_at_widths(
        "chains_left_unmasked_give_the_values_of_their_width",
        &[1, 7, 13, 32, 33, 63, 64],
        |w| (mask_chain_kernel(w, 40), mask_chain_oracle(w, 40)),
    );
}

/// At each width `w` of `widths`, the kernel `make` gives (with the
/// values it must print, by the definition) prints those values under
/// both engines ([`both`]) and under `mlir-runner` when installed.
fn agree_at_widths(test: &str, widths: &[u32], make: impl Fn(u32) -> (String, [u64; 3])) {
    let up = common::mlir_runner(test);
    for &w in widths {
        let (kernel, oracle) = make(w);
        let ran = both(&format!("{test}{w}"), &kernel);
        let want: String = oracle.iter().map(|v| format!("{}\n", *v as i64)).collect();
        assert_eq!(ran.out, want, "i{w}:\n{kernel}");
        if let Some(up) = &up {
            let theirs = up
                .run(common::LOWER_TO_LLVM, kernel.as_bytes())
                .expect("mlir-runner runs it");
            assert_eq!(theirs, want, "i{w}: mlir-runner");
        }
    }
}

/// A loop of `n` iterations carrying two `iW` values and an `i64` sum,
/// where the carried values feed `+ - *` chains that go round the loop
/// (the JIT then carries them unmasked and masks them where a reader
/// wants every bit: `sim/src/jit/demand.rs`), through an `scf.if` join
/// and an inner loop's own carried value, and are read in full inside
/// the loop (an unsigned and a signed compare, a division, a shift
/// right, a truncation) and at the exit (the prints). Prints the carried
/// values (zero-extended) and the sum.
fn carried_chain_kernel(w: u32, n: u32) -> String {
    let (k1, k2) = mask_chain_constants(w);
    let lit = |v: u64| signed(v, w).to_string();
    let m = (1u64 << w) - 1;
    let (x0, y0) = (12_345_678_901u64 & m, -77i64 as u64 & m);
    let mut s = format!(
        "func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n\
         \x20 %c3 = arith.constant 3 : index\n  %n = arith.constant {n} : index\n\
         \x20 %x0 = arith.constant {} : iW\n  %y0 = arith.constant {} : iW\n\
         \x20 %acc0 = arith.constant 0 : i64\n  %three = arith.constant 3 : i64\n\
         \x20 %k1 = arith.constant {} : iW\n  %k2 = arith.constant {} : iW\n\
         \x20 %one = arith.constant {} : iW\n",
        lit(x0),
        lit(y0),
        lit(k1),
        lit(k2),
        lit(u64::from(w > 1)),
    );
    s += "  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %x0, %y = %y0, %acc = %acc0) -> (iW, iW, i64) {\n";
    for line in [
        "%a = arith.muli %x, %k1 : iW",
        "%b = arith.addi %a, %y : iW",
        "%lt = arith.cmpi ult, %x, %y : iW",
        "%p0 = arith.extui %lt : i1 to i64",
        "%slt = arith.cmpi slt, %x, %y : iW",
        "%p1 = arith.extui %slt : i1 to i64",
        "%q = arith.divui %y, %k2 : iW",
        "%p2 = arith.extui %q : iW to i64",
        "%h = arith.shrui %x, %one : iW",
        "%p3 = arith.extui %h : iW to i64",
        "%c = arith.subi %y, %b : iW",
        "%j = scf.if %lt -> (iW) {\n      scf.yield %b : iW\n    } else {\n      scf.yield %c : iW\n    }",
        "%z = scf.for %t = %c0 to %c3 step %c1 iter_args(%u = %j) -> (iW) {\n      %u2 = arith.muli %u, %k1 : iW\n      %u3 = arith.addi %u2, %y : iW\n      scf.yield %u3 : iW\n    }",
        "%p4 = arith.extsi %z : iW to i64",
        "%y2 = arith.muli %c, %c : iW",
        "%s0 = arith.muli %acc, %three : i64",
        "%s1 = arith.addi %s0, %p0 : i64",
        "%s2 = arith.addi %s1, %p1 : i64",
        "%s3 = arith.addi %s2, %p2 : i64",
        "%s4 = arith.addi %s3, %p3 : i64",
        "%s5 = arith.addi %s4, %p4 : i64",
    ] {
        s += &format!("    {line}\n");
    }
    if w > 1 {
        s += "    %tr = arith.trunci %x : iW to iV\n    %p5 = arith.extui %tr : iV to i64\n";
    } else {
        s += "    %p5 = arith.constant 0 : i64\n";
    }
    s += "    %s6 = arith.addi %s5, %p5 : i64\n    scf.yield %z, %y2, %s6 : iW, iW, i64\n  }\n";
    for k in 0..2 {
        s += &format!("  %o{k} = arith.extui %r#{k} : iW to i64\n  vector.print %o{k} : i64\n");
    }
    s += "  vector.print %r#2 : i64\n  return\n}\n";
    s.replace("iW", &format!("i{w}"))
        .replace("iV", &format!("i{}", w.max(2) - 1))
}

/// [`carried_chain_kernel`]'s prints, computed here on `w`-bit patterns.
fn carried_chain_oracle(w: u32, n: u32) -> [u64; 3] {
    let mask = (1u64 << w) - 1;
    let m = |v: u64| v & mask;
    let (k1, k2) = mask_chain_constants(w);
    let (mut x, mut y, mut acc) = (m(12_345_678_901), m(-77i64 as u64), 0u64);
    for _ in 0..n {
        let b = m(m(x.wrapping_mul(k1)).wrapping_add(y));
        let lt = x < y;
        let slt = signed(x, w) < signed(y, w);
        let h = if w > 1 { x >> 1 } else { x };
        let c = m(y.wrapping_sub(b));
        let mut z = if lt { b } else { c };
        for _ in 0..3 {
            z = m(m(z.wrapping_mul(k1)).wrapping_add(y));
        }
        let t = if w > 1 { x & (mask >> 1) } else { 0 };
        let parts = [
            u64::from(lt),
            u64::from(slt),
            y / k2,
            h,
            signed(z, w) as u64,
            t,
        ];
        acc = parts
            .iter()
            .fold(acc.wrapping_mul(3), |sum, p| sum.wrapping_add(*p));
        (x, y) = (z, m(c.wrapping_mul(c)));
    }
    [x, y, acc]
}

/// Values carried round loops at odd widths, which the JIT carries
/// unmasked and masks only where a reader wants every bit (a compare, a
/// division, a shift right, the loop's exit), give the values of `w`-bit
/// arithmetic: against the definition computed here, `mlir-runner` (when
/// installed) and the interpreter, at 1, 7, 13, 31, 33 and 63 bits.
/// Leaving out the mask at any of those readers, or at the exit, changes
/// the printed values.
#[test]
fn values_carried_unmasked_give_the_values_of_their_width() {
    agree_at_widths(
        "values_carried_unmasked_give_the_values_of_their_width",
        &[1, 7, 13, 31, 33, 63],
        |w| (carried_chain_kernel(w, 3000), carried_chain_oracle(w, 3000)),
    );
}
