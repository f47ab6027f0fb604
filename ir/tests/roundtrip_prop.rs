//! Round trip is law (STYLE.md practice 5; issue #2, proof 4): random
//! *valid* modules from `gen` (functions, `arith`, `scf`, `memref`, `cf`,
//! every attribute and location kind) parse, verify, and print stably.
//!
//! For each module `x` and each print mode (custom or generic, with or
//! without debug info): `print(parse(print(x)))` equals `print(x)`. And the
//! generic form of `x`, parsed and printed in custom form, equals the custom
//! form of `x`. 64 cases by default; `PROPTEST_CASES=N` runs more.

#[path = "../../tests/common/tools.rs"]
mod tools;

mod gen;

use proptest::prelude::*;
use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, OpId};
use std::path::PathBuf;
use std::process::Command;

/// Parses and verifies `text`, or says why not.
fn load(text: &str) -> Result<(Context, OpId), String> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: false,
    };
    let m = parse_module(&mut ctx, "gen.mlir", text, &opts)
        .map_err(|d| format!("parse failed: {d:?}\n{text}"))?;
    let errs = verify(
        &ctx,
        m,
        &VerifyOptions {
            allow_unregistered: false,
        },
    );
    if !errs.is_empty() {
        return Err(format!("verify failed: {errs:?}\n{text}"));
    }
    Ok((ctx, m))
}

fn print(text: &str, generic: bool, debug_info: bool) -> Result<String, String> {
    let (ctx, m) = load(text)?;
    Ok(print_op(
        &ctx,
        m,
        &PrintOptions {
            generic,
            debug_info,
        },
    ))
}

/// Every property for one generated module.
fn check(text: &str) -> Result<(), String> {
    for generic in [false, true] {
        for debug_info in [false, true] {
            let once = print(text, generic, debug_info)?;
            let twice = print(&once, generic, debug_info)?;
            if once != twice {
                return Err(format!(
                    "unstable print (generic={generic}, debug_info={debug_info}):\n\
                     --- first\n{once}--- second\n{twice}--- source\n{text}"
                ));
            }
        }
        let custom = print(text, false, generic)?;
        let via_generic = print(&print(text, true, generic)?, false, generic)?;
        if custom != via_generic {
            return Err(format!(
                "generic -> custom differs (debug_info={generic}):\n\
                 --- custom\n{custom}--- via generic\n{via_generic}"
            ));
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn random_valid_ir_round_trips(data in proptest::collection::vec(any::<u32>(), 0..600)) {
        let text = gen::module_text(data);
        if let Err(e) = check(&text) {
            prop_assert!(false, "{}", e);
        }
    }
}

/// The generator is not vacuous: a fixed decision list gives a module with
/// the constructs the property is about, and it round-trips.
#[test]
fn generator_covers_the_constructs() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..100u32 {
        let text = gen::module_text(seeded(seed));
        for key in WANTED {
            if text.contains(key) {
                seen.insert(*key);
            }
        }
        check(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    }
    let missing: Vec<_> = WANTED.iter().filter(|k| !seen.contains(*k)).collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

const WANTED: &[&str] = &[
    "scf.for",
    "iter_args",
    "scf.if",
    "else",
    "cf.cond_br",
    "cf.br",
    "^bb1(",
    "memref.alloc",
    "memref.load",
    "memref.store",
    "strided<",
    "affine_map<",
    "arith.constant 0x",
    "dense<",
    "array<",
    "distinct[",
    "@f0::@",
    "affine_set<",
    "callsite(",
    "fused",
    "unknown",
    " to ",
    "arith.cmpf",
    "arith.extsi",
    "bf16",
];

/// A cheap deterministic decision stream (xorshift) per seed.
fn seeded(seed: u32) -> Vec<u32> {
    let mut x = seed.wrapping_mul(2_654_435_761) | 1;
    (0..600)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        })
        .collect()
}

/// Upstream's verdict on `text` (the error text when it rejects it).
fn upstream_accepts(bin: &PathBuf, text: &str) -> Result<(), String> {
    tools::pipe(&mut Command::new(bin), text.as_bytes()).map(drop)
}

/// The oracle for "valid": upstream `mlir-opt` parses and verifies what
/// the generator makes, so the property is about valid IR, not about
/// whatever our own parser happens to accept.
#[test]
fn upstream_accepts_generated_modules() {
    let Some(bin) = tools::tool("mlir-opt", "upstream_accepts_generated_modules") else {
        return;
    };
    for seed in 0..40u32 {
        let text = gen::module_text(seeded(seed));
        if let Err(e) = upstream_accepts(&bin, &text) {
            panic!("seed {seed}: mlir-opt rejects the generated module:\n{e}\n{text}");
        }
    }
}

/// Found by `upstream_accepts_generated_modules`: mlir-opt rejects an
/// integer literal `-0` (it negates the magnitude and requires the sign
/// bit), in scalar and dense attributes alike; we accepted it. The
/// columns are mlir-opt's for the same lines: the first digit after `-`.
#[test]
fn negative_zero_integer_is_rejected_as_upstream() {
    let cases = [
        ("%v = arith.constant -0 : i32", 1, 22),
        (
            "\"t.a\"() {a = dense<[1, -0]> : tensor<2xi32>} : () -> ()",
            1,
            25,
        ),
        ("\"t.a\"() {a = -0 : ui8} : () -> ()", 1, 15),
    ];
    for (text, line, col) in cases {
        let mut ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered: true,
        };
        let errs = parse_module(&mut ctx, "z.mlir", text, &opts).expect_err(text);
        let pos = errs[0].pos.as_ref().expect("located");
        assert_eq!((pos.line, pos.col), (line, col), "{text}: {:?}", errs[0]);
    }
}
