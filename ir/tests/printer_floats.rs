//! Float attributes against upstream `mlir-opt`: every `f16` and `bf16`
//! bit pattern and a few thousand pseudo-random `f32`/`f64` ones are given
//! to `mlir-opt` in hex (`0x3C00 : f16`), and the text it prints for each
//! must be exactly the text our printer produces for the same bits.

#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::ir::OperationState;
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::types::FloatKind;
use rmlir_ir::{AttrData, Context};
use std::path::PathBuf;
use std::process::Command;

/// xorshift64*: a fixed, reproducible stream of bit patterns.
fn patterns(seed: u64, n: usize, width: u32) -> Vec<u128> {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            let v = x.wrapping_mul(0x2545_F491_4F6C_DD1D);
            u128::from(v) & ((1u128 << width) - 1)
        })
        .collect()
}

/// Upstream's printing of `"x.f"() {kNNNNN = 0x.. : ty, ...}`, one value
/// per line of the result.
fn upstream_texts(bin: &PathBuf, kind: FloatKind, bits: &[u128]) -> Vec<String> {
    let ty = kind.keyword();
    let mut input = String::from("\"x.f\"() {");
    for (i, b) in bits.iter().enumerate() {
        if i > 0 {
            input.push_str(", ");
        }
        input.push_str(&format!("k{i:06} = 0x{b:X} : {ty}"));
    }
    input.push_str("} : () -> ()\n");
    let mut cmd = Command::new(bin);
    cmd.args(["--allow-unregistered-dialect", "-"]);
    let out = tools::pipe(&mut cmd, input.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    split_values(&String::from_utf8(out).expect("utf-8"), ty)
}

/// The printed values of the `kNNNNN = value : ty` entries, in key order.
fn split_values(text: &str, ty: &str) -> Vec<String> {
    let suffix = format!(" : {ty}");
    text.split(", k")
        .map(|part| {
            let v = part.split_once(" = ").map(|x| x.1).unwrap_or("");
            let end = v.find(&suffix).unwrap_or(v.len());
            v[..end].to_string()
        })
        .collect()
}

fn ours(kind: FloatKind, bits: &[u128]) -> Vec<String> {
    let mut ctx = Context::new();
    let loc = ctx.unknown_loc();
    let ty = ctx.float_type(kind);
    let mut st = OperationState::new("x.f", loc);
    for (i, &b) in bits.iter().enumerate() {
        let a = ctx.intern_attr(AttrData::Float { bits: b, ty });
        st.attrs.push((format!("k{i:06}"), a));
    }
    let op = ctx.create_op(st);
    split_values(
        &print_op(&ctx, op, &PrintOptions::default()),
        kind.keyword(),
    )
}

fn compare(test: &str, kind: FloatKind, bits: &[u128]) {
    let Some(bin) = tools::tool("mlir-opt", test) else {
        return;
    };
    let theirs = upstream_texts(&bin, kind, bits);
    let mine = ours(kind, bits);
    assert_eq!(theirs.len(), mine.len());
    assert!(
        theirs.iter().all(|t| !t.is_empty()),
        "every value was found"
    );
    let bad: Vec<String> = bits
        .iter()
        .zip(theirs.iter().zip(&mine))
        .filter(|(_, (t, m))| t != m)
        .take(10)
        .map(|(b, (t, m))| format!("0x{b:X}: upstream {t}, ours {m}"))
        .collect();
    assert!(bad.is_empty(), "{:?} mismatches:\n{}", kind, bad.join("\n"));
}

#[test]
fn every_f16_matches_upstream() {
    compare(
        "every_f16_matches_upstream",
        FloatKind::F16,
        &(0..=0xFFFFu128).collect::<Vec<_>>(),
    );
    assert_eq!(ours(FloatKind::F16, &[0x3C00]), ["1.000000e+00"]);
}

#[test]
fn every_bf16_matches_upstream() {
    compare(
        "every_bf16_matches_upstream",
        FloatKind::BF16,
        &(0..=0xFFFFu128).collect::<Vec<_>>(),
    );
}

#[test]
fn random_f32_match_upstream() {
    let mut bits = patterns(0x9E37_79B9_7F4A_7C15, 3000, 32);
    bits.extend([0, 0x8000_0000, 1, 0x7F7F_FFFF, 0x3F80_0000, 0x3DCC_CCCD]);
    compare("random_f32_match_upstream", FloatKind::F32, &bits);
}

#[test]
fn random_f64_match_upstream() {
    let mut bits = patterns(0xD1B5_4A32_D192_ED03, 3000, 64);
    let simple = [
        0.1f64,
        0.3,
        0.1 + 0.2,
        123456789.0,
        1e-300,
        5e-324,
        1.0 / 3.0,
    ];
    bits.extend(simple.iter().map(|v| u128::from(v.to_bits())));
    compare("random_f64_match_upstream", FloatKind::F64, &bits);
}
