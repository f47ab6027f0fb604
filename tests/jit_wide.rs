//! 65- to 128-bit integers computed natively by the JIT (on Cranelift's
//! I128), held to arithmetic on `u128`/`i128` computed here from the
//! `arith` definitions (wrapping to the width, an amount of at least the
//! width shifting in 0 or the sign fill, the division rules) and to the
//! interpreter:
//!
//! - random operand pairs at random widths from 65 to 128, the extremes
//!   among them (0, 1, all ones, the sign bit alone, 2^64 - 1, 2^64,
//!   2^64 + 1), through every binary op, every `cmpi` predicate, `select`
//!   and the integer casts to and from 1, 33, 64 (and `index`), 65 and 129
//!   bits, in a loop, under both engines;
//! - a 128-bit multiply-xorshift hash with an `i96` side chain, whose loop
//!   is native from end to end and so runs through the iteration memo's
//!   values-only copies (the traced interpreter, which never uses the
//!   memo, agrees), against the same hash computed here;
//! - a division that faults (by zero, the most negative number by -1)
//!   faults as the interpreter does, with a constant or a variable
//!   divisor;
//! - `--explain-engine` counts those instructions as native.

mod common;

use common::{
    engines_agree, faults_or_prints, jit_memo_numbers, native_runtime, same_as_traced,
    sim_explained, Ran,
};
use proptest::prelude::*;
use std::path::PathBuf;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// Writes `kernel` to a scratch file named after `tag`; returns its path.
fn scratch(tag: &str, kernel: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("rmlir-jit-wide-{}-{tag}.mlir", std::process::id()));
    std::fs::write(&p, kernel).expect("scratch kernel");
    p
}

/// Runs `kernel` under both engines (asserting they agree on everything
/// but the engine lines) and returns the JIT's run.
fn both(tag: &str, kernel: &str) -> Ran {
    let p = scratch(tag, kernel);
    let ran = engines_agree(p.to_str().expect("UTF-8 path"), "jit", "interp", &VMEM);
    let _ = std::fs::remove_file(&p);
    ran
}

/// The all-ones pattern of `w` bits.
fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `w`-bit pattern `v` read as signed.
fn sx(v: u128, w: u32) -> i128 {
    ((v << (128 - w)) as i128) >> (128 - w)
}

/// `w`-bit pattern `v` as `vector.print` prints an `iw`: signed decimal.
fn show(v: u128, w: u32) -> String {
    sx(v & mask(w), w).to_string()
}

/// The binary ops, each with its definition on `w`-bit patterns.
const OPS: [&str; 20] = [
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrui",
    "shrsi",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
    "divui",
    "remui",
    "ceildivui",
    "divsi",
    "remsi",
    "ceildivsi",
    "floordivsi",
];

/// `op` on `w`-bit patterns `a` and `b`, as `arith` defines it (the
/// kernel gives a division a divisor that cannot fault).
fn oracle(op: &str, a: u128, b: u128, w: u32) -> u128 {
    let m = mask(w);
    let (sa, sb) = (sx(a, w), sx(b, w));
    let big = b >= u128::from(w);
    let signed = |v: i128| (v as u128) & m;
    match op {
        "addi" => a.wrapping_add(b) & m,
        "subi" => a.wrapping_sub(b) & m,
        "muli" => a.wrapping_mul(b) & m,
        "andi" => a & b,
        "ori" => a | b,
        "xori" => a ^ b,
        "shli" if big => 0,
        "shli" => (a << b) & m,
        "shrui" if big => 0,
        "shrui" => a >> b,
        "shrsi" if big => signed(if sa < 0 { -1 } else { 0 }),
        "shrsi" => signed(sa >> b),
        "maxsi" => signed(sa.max(sb)),
        "minsi" => signed(sa.min(sb)),
        "maxui" => a.max(b),
        "minui" => a.min(b),
        "divui" => a / b,
        "remui" => a % b,
        "ceildivui" => a / b + u128::from(a % b != 0),
        "divsi" => signed(sa.wrapping_div(sb)),
        "remsi" => signed(sa.wrapping_rem(sb)),
        "ceildivsi" | "floordivsi" => {
            let (q, r) = (sa.wrapping_div(sb), sa.wrapping_rem(sb));
            let same = (sa < 0) == (sb < 0);
            let adj = match op {
                "ceildivsi" if r != 0 && same => 1,
                "floordivsi" if r != 0 && !same => -1,
                _ => 0,
            };
            signed(q.wrapping_add(adj))
        }
        _ => unreachable!("{op}"),
    }
}

/// The ten `cmpi` predicates with their definitions.
fn cmpi_oracle(p: &str, a: u128, b: u128, w: u32) -> bool {
    let (sa, sb) = (sx(a, w), sx(b, w));
    match p {
        "eq" => a == b,
        "ne" => a != b,
        "slt" => sa < sb,
        "sle" => sa <= sb,
        "sgt" => sa > sb,
        "sge" => sa >= sb,
        "ult" => a < b,
        "ule" => a <= b,
        "ugt" => a > b,
        _ => a >= b,
    }
}

const PREDICATES: [&str; 10] = [
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// The divisor the kernel divides `a` by instead of `b`: 1 where `b`
/// would fault (0; -1 under a signed division of the most negative
/// number).
fn divisor(a: u128, b: u128, w: u32, signed: bool) -> u128 {
    let overflow = signed && a == 1 << (w - 1) && b == mask(w);
    if b == 0 || overflow {
        1
    } else {
        b
    }
}

/// A kernel over `w`-bit operand pairs `pairs`: two buffers filled from
/// constants, then a loop that loads each pair and prints every binary
/// op, `cmpi`, `select` and cast of it. Its arithmetic, loads and stores
/// are native under the JIT (the allocations and prints run through the
/// runtime), and no constant folding can see the operands.
fn ops_kernel(w: u32, pairs: &[(u128, u128)]) -> String {
    let n = pairs.len();
    let t = format!("i{w}");
    let buf = format!("memref<{n}x{t}>");
    let mut s = String::from("func.func @main() {\n");
    s += "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n";
    s += &format!("  %n = arith.constant {n} : index\n");
    s += &format!("  %A = memref.alloc() : {buf}\n  %B = memref.alloc() : {buf}\n");
    for (i, (a, b)) in pairs.iter().enumerate() {
        s += &format!("  %a{i} = arith.constant {} : {t}\n", show(*a, w));
        s += &format!("  %b{i} = arith.constant {} : {t}\n", show(*b, w));
        s += &format!("  %i{i} = arith.constant {i} : index\n");
        s += &format!("  memref.store %a{i}, %A[%i{i}] : {buf}\n");
        s += &format!("  memref.store %b{i}, %B[%i{i}] : {buf}\n");
    }
    s += &format!(
        "  %one = arith.constant 1 : {t}\n  %zero = arith.constant 0 : {t}\n  %ones = arith.constant -1 : {t}\n  %min = arith.constant {} : {t}\n",
        show(1 << (w - 1), w)
    );
    s += "  scf.for %i = %c0 to %n step %c1 {\n";
    s += &format!("    %x = memref.load %A[%i] : {buf}\n    %y = memref.load %B[%i] : {buf}\n");
    // Divisors that cannot fault, as `divisor` picks them.
    s += &format!(
        "    %yz = arith.cmpi eq, %y, %zero : {t}\n    %du = arith.select %yz, %one, %y : {t}\n\
         \x20   %xm = arith.cmpi eq, %x, %min : {t}\n    %ym = arith.cmpi eq, %y, %ones : {t}\n\
         \x20   %ov = arith.andi %xm, %ym : i1\n    %bad = arith.ori %ov, %yz : i1\n\
         \x20   %ds = arith.select %bad, %one, %y : {t}\n"
    );
    for op in OPS {
        let d = match op {
            "divui" | "remui" | "ceildivui" => "%du",
            o if o.ends_with("si") && (o.contains("div") || o.contains("rem")) => "%ds",
            _ => "%y",
        };
        s += &format!("    %r_{op} = arith.{op} %x, {d} : {t}\n    vector.print %r_{op} : {t}\n");
    }
    for p in PREDICATES {
        s += &format!("    %p_{p} = arith.cmpi {p}, %x, %y : {t}\n    vector.print %p_{p} : i1\n");
    }
    // A select of a compare's own operands: what Cranelift would turn
    // into a 128-bit min or max.
    s += &format!(
        "    %lt = arith.cmpi ult, %x, %y : {t}\n    %s1 = arith.select %lt, %x, %y : {t}\n    vector.print %s1 : {t}\n\
         \x20   %gt = arith.cmpi sgt, %x, %y : {t}\n    %s2 = arith.select %gt, %y, %x : {t}\n    vector.print %s2 : {t}\n"
    );
    let mut casts = vec![
        format!("    %t64 = arith.trunci %x : {t} to i64\n    vector.print %t64 : i64\n"),
        format!("    %t1 = arith.trunci %x : {t} to i1\n    vector.print %t1 : i1\n"),
        format!(
            "    %t33 = arith.trunci %y : {t} to i33\n    %e33s = arith.extsi %t33 : i33 to {t}\n    vector.print %e33s : {t}\n    %e33u = arith.extui %t33 : i33 to {t}\n    vector.print %e33u : {t}\n"
        ),
        format!(
            "    %xi = arith.index_cast %x : {t} to index\n    vector.print %xi : index\n    %xb = arith.index_cast %xi : index to {t}\n    vector.print %xb : {t}\n    %xu = arith.index_castui %xi : index to {t}\n    vector.print %xu : {t}\n"
        ),
        format!(
            "    %w129s = arith.extsi %x : {t} to i129\n    vector.print %w129s : i129\n    %w129u = arith.extui %x : {t} to i129\n    vector.print %w129u : i129\n"
        ),
    ];
    if w > 65 {
        casts.push(format!(
            "    %t65 = arith.trunci %x : {t} to i65\n    vector.print %t65 : i65\n    %e65s = arith.extsi %t65 : i65 to {t}\n    vector.print %e65s : {t}\n    %e65u = arith.extui %t65 : i65 to {t}\n    vector.print %e65u : {t}\n"
        ));
    }
    s += &casts.concat();
    s += "  }\n  return\n}\n";
    s
}

/// What [`ops_kernel`] prints, computed here.
fn ops_expected(w: u32, pairs: &[(u128, u128)]) -> String {
    let mut out = String::new();
    let mut line = |s: String| {
        out += &s;
        out.push('\n');
    };
    let (m64, m33, m65) = (mask(64), mask(33), mask(65));
    for &(a, b) in pairs {
        for op in OPS {
            let d = match op {
                "divui" | "remui" | "ceildivui" => divisor(a, b, w, false),
                o if o.ends_with("si") && (o.contains("div") || o.contains("rem")) => {
                    divisor(a, b, w, true)
                }
                _ => b,
            };
            line(show(oracle(op, a, d, w), w));
        }
        for p in PREDICATES {
            line(u8::from(cmpi_oracle(p, a, b, w)).to_string());
        }
        line(show(a.min(b), w));
        line(show(if sx(a, w) > sx(b, w) { b } else { a }, w));
        line(show(a & m64, 64));
        line((a & 1).to_string());
        let t33 = b & m33;
        line(show(sx(t33, 33) as u128 & mask(w), w));
        line(show(t33, w));
        line((a as u64).to_string());
        line(show(sx(a & m64, 64) as u128 & mask(w), w));
        line(show(a & m64, w));
        line(sx(a, w).to_string());
        line(a.to_string());
        if w > 65 {
            let t65 = a & m65;
            line(show(t65, 65));
            line(show(sx(t65, 65) as u128 & mask(w), w));
            line(show(t65, w));
        }
    }
    out
}

/// The special `w`-bit operands: 0, 1, all ones, the sign bit alone,
/// 2^64 - 1, 2^64, 2^64 + 1; or a random pattern.
fn operand() -> impl Strategy<Value = (u8, u128)> {
    prop_oneof![(0u8..7, Just(0u128)), (Just(7u8), any::<u128>()),]
}

/// Operand `(kind, v)` of [`operand`] at `w` bits.
fn at_width((kind, v): (u8, u128), w: u32) -> u128 {
    let x = match kind {
        0 => 0,
        1 => 1,
        2 => u128::MAX,
        3 => 1 << (w - 1),
        4 => (1 << 64) - 1,
        5 => 1 << 64,
        6 => (1 << 64) + 1,
        _ => v,
    };
    x & mask(w)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Random operand pairs at random widths of 65 to 128 bits, through
    /// every op, compare, select and cast, print what `arith` defines
    /// under both engines, the arithmetic native under the JIT.
    #[test]
    fn wide_ops_match_their_definitions(
        w in 65u32..=128,
        ops in proptest::collection::vec((operand(), operand()), 1..6),
    ) {
        let pairs: Vec<(u128, u128)> =
            ops.iter().map(|&(a, b)| (at_width(a, w), at_width(b, w))).collect();
        let k = ops_kernel(w, &pairs);
        let ran = both(&format!("ops{w}"), &k);
        prop_assert_eq!(ran.code, 0, "{}\n{}", k, ran.err);
        prop_assert_eq!(&ran.out, &ops_expected(w, &pairs), "{}", k);
        // Through the runtime: the two allocations, every print, the two
        // casts to i129, the return; the wide stores and loads are inline.
        let prints = k.matches("vector.print").count() as u32;
        let (_, runtime) = native_runtime(&ran.engine);
        prop_assert_eq!(runtime, 2 + prints + 2 + 1, "{}", ran.engine);
    }
}

/// Every width's extremes against each other, at 65, 96, 127 and 128 bits
/// (the property test draws them at random; here every pair runs).
#[test]
fn wide_extremes_match_their_definitions() {
    for w in [65u32, 96, 127, 128] {
        let xs: Vec<u128> = (0..7).map(|k| at_width((k, 0), w)).collect();
        let pairs: Vec<(u128, u128)> = (xs.iter())
            .flat_map(|&a| xs.iter().map(move |&b| (a, b)))
            .collect();
        let k = ops_kernel(w, &pairs);
        let ran = both(&format!("edges{w}"), &k);
        assert_eq!(ran.code, 0, "{}", ran.err);
        assert_eq!(ran.out, ops_expected(w, &pairs), "{k}");
    }
}

/// The hash of `tests/jit_wide/wide_hash.mlir`, computed here.
fn hash(n: u64) -> (u128, u128) {
    let m96 = mask(96);
    let mul: u128 = 0x2545_F491_4F6C_DD1D_5851_F42D_4C95_7F2D;
    let k96: u128 = 0xFFFF_FFFF_0000_0000_FFFF_FFFF;
    let (mut h, mut g): (u128, u128) = (0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834, 0);
    for i in 0..n {
        let y = (h ^ u128::from(i)).wrapping_mul(mul);
        let a = y ^ (y >> 33);
        let c = a.wrapping_add(a << 29);
        let u = (c & m96).wrapping_mul(k96) & m96;
        let v = (sx(u, 96) >> 7) as u128 & m96;
        let w = (g + v % 1_000_003) & m96;
        let m = if sx(v, 96) < sx(w, 96) { v } else { w };
        h = c.wrapping_sub(sx(m, 96) as u128);
        g = w;
    }
    (h, g)
}

/// The 128-bit hash example: its loop is native from end to end (only
/// the prints and the return run through the runtime), so it runs
/// through the iteration memo's values-only copies, fast-forwarded; its
/// values are the hash computed here, and every cycle and report field
/// the traced interpreter's, which never uses the memo.
#[test]
fn a_wide_hash_loop_runs_natively_through_the_memo() {
    let path = "tests/jit_wide/wide_hash.mlir";
    let jit = sim_explained(path, "jit", &VMEM);
    same_as_traced(path, &VMEM, &jit);
    let (h, g) = hash(5_000);
    assert_eq!(jit.out, format!("{}\n{}\n", h as i128, sx(g, 96)));
    let (native, runtime) = native_runtime(&jit.engine);
    assert_eq!((native, runtime), (36, 3), "{}", jit.engine);
    let [entered, _, _, recorded, found, fast, declined] = jit_memo_numbers(&jit.engine, 18);
    assert_eq!((entered, declined), (1, 0), "{}", jit.engine);
    assert_eq!(recorded + found + fast, 5_000, "{}", jit.engine);
    assert!(fast > 4_900, "{}", jit.engine);
}

/// A wide division that faults (by zero; the most negative number by -1
/// under `divsi`, while `remsi` gives 0), with a variable divisor and with
/// a constant one, faults under the JIT as under the interpreter, at 65,
/// 96 and 128 bits.
#[test]
fn wide_divisions_that_fault_fault_as_the_interpreter_does() {
    for w in [65u32, 96, 128] {
        let min = show(1 << (w - 1), w);
        for (op, k, why) in [
            ("divsi", "-1", Some("overflow")),
            ("floordivsi", "-1", Some("overflow")),
            ("remsi", "-1", None),
            ("divui", "0", Some("division by zero")),
            ("remsi", "0", Some("division by zero")),
        ] {
            for var in [false, true] {
                // A variable divisor: the constant plus a loop-varying 0.
                let d = if var { "%kv" } else { "%k" };
                let kernel = format!(
                    "func.func @main() {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n  %min = arith.constant {min} : i{w}\n  %k = arith.constant {k} : i{w}\n  scf.for %i = %c0 to %c4 step %c1 {{\n    %x = arith.index_cast %i : index to i{w}\n    %y = arith.addi %x, %min : i{w}\n    %z = arith.subi %x, %x : i{w}\n    %kv = arith.addi %k, %z : i{w}\n    %q = arith.{op} %y, {d} : i{w}\n    vector.print %q : i{w}\n  }}\n  return\n}}\n"
                );
                let ran = both(&format!("fault{w}{op}{k}{var}"), &kernel);
                faults_or_prints(&ran, why, "0\n0\n0\n0\n", &kernel);
                let (native, _) = native_runtime(&ran.engine);
                assert!(native >= 8, "{}", ran.engine);
            }
        }
    }
}
