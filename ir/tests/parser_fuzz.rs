//! The parser never panics (STYLE.md practice 5): random bytes, random
//! token soup and mutations of valid IR all end in `Ok` or a located
//! `Diagnostic`: every error names the input's file and a line and column
//! inside it (`located::check_located`).

mod located;

use proptest::prelude::*;
use rmlir_ir::parser::{parse_attr_str, parse_module, parse_type_str, ParseOptions};
use rmlir_ir::Context;

const SEED: &str = r#"#map = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0)>
!t = memref<4x?xf32, strided<[?, 1], offset: ?>, 1>
%a, %b:2 = "test.src"() {d = dense<[[1, 2]]> : tensor<1x2xi32>, s = @x::@y} : () -> (i32, f32, !t)
"test.g"(%b#1) ({
^bb0(%x: i32 loc("f":1:2 to :3)):
  "test.br"(%x)[^bb1] : (i32) -> ()
^bb1:
  "test.r"() : () -> () loc(callsite("a" at fused<"m">["b", unknown]))
}) : (!t) -> ()
"#;

const TOKENS: &[&str] = &[
    "%a",
    "%b#1",
    "@s",
    "^bb0",
    "#map",
    "!t",
    "\"x\"",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<",
    ">",
    "->",
    ":",
    "::",
    ",",
    "=",
    "?",
    "*",
    "-",
    "+",
    "...",
    "i32",
    "f32",
    "memref",
    "tensor",
    "vector",
    "dense",
    "affine_map",
    "loc",
    "x",
    "4",
    "0x10",
    "1.5",
    "d0",
    "module",
    "{-#",
    "#-}",
    "\n",
    "unit",
    "true",
    "distinct",
    "strided",
    "offset",
    "array",
    "sparse",
];

/// Parses `text` as a module, a type and an attribute; every error must
/// be located inside `text`.
fn no_panic(text: &str) -> Result<(), TestCaseError> {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut errors = Vec::new();
    if let Err(diags) = parse_module(&mut ctx, "fuzz.mlir", text, &opts) {
        prop_assert!(!diags.is_empty(), "Err with no diagnostic");
        errors.extend(diags.into_iter().map(|d| ("fuzz.mlir", d)));
    }
    if let Err(d) = parse_type_str(&mut ctx, text) {
        errors.push(("<string>", d));
    }
    if let Err(d) = parse_attr_str(&mut ctx, text) {
        errors.push(("<string>", d));
    }
    for (file, d) in &errors {
        if let Err(e) = located::check_located(d, file, text) {
            return Err(TestCaseError::fail(format!("{e}\ninput: {text:?}")));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        no_panic(&String::from_utf8_lossy(&bytes))?;
    }

    #[test]
    fn token_soup_never_panics(ix in proptest::collection::vec(0..TOKENS.len(), 0..60)) {
        let text: Vec<&str> = ix.iter().map(|&i| TOKENS[i]).collect();
        no_panic(&text.join(" "))?;
    }

    #[test]
    fn mutated_ir_never_panics(cut in 0..SEED.len(), len in 0..40usize, ins in 0..TOKENS.len()) {
        let mut s = SEED.to_string();
        let end = (cut + len).min(s.len());
        if s.is_char_boundary(cut) && s.is_char_boundary(end) {
            s.replace_range(cut..end, TOKENS[ins]);
        }
        no_panic(&s)?;
    }
}

#[test]
fn the_seed_itself_parses() {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    parse_module(&mut ctx, "seed.mlir", SEED, &opts).expect("valid IR");
}

/// The diagnostic at the nesting limit names the limit and how to raise it
/// (the library's default limit: the tools raise it).
const TOO_DEEP: &str =
    "nesting is too deep: more than 200 levels (raise the limit with --max-nesting=N)";

#[test]
fn hostile_nesting_is_a_diagnostic_not_a_stack_overflow() {
    let deep = |open: &str, close: &str, n: usize| format!("{}{}", open.repeat(n), close.repeat(n));
    let mut ctx = Context::new();
    let e = parse_attr_str(&mut ctx, &deep("[", "]", 100_000)).expect_err("too deep");
    assert_eq!(e.message, TOO_DEEP);
    let e = parse_type_str(
        &mut ctx,
        &format!("{}i32{}", "tuple<".repeat(50_000), ">".repeat(50_000)),
    )
    .expect_err("too deep");
    assert_eq!(e.message, TOO_DEEP);
    let regions = deep("\"t\"() ({\n", "}) : () -> ()\n", 5_000);
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let e = parse_module(&mut ctx, "deep.mlir", &regions, &opts).expect_err("too deep");
    assert_eq!(e[0].message, TOO_DEEP);
    // Ordinary depths are fine.
    assert!(parse_attr_str(&mut ctx, &deep("[", "]", 40)).is_ok());
    let regions = deep("\"t\"() ({\n", "}) : () -> ()\n", 40);
    assert!(parse_module(&mut ctx, "deep.mlir", &regions, &opts).is_ok());
}

#[test]
fn an_alias_chain_cannot_build_a_value_past_the_limit() {
    let mut text = String::from("#a0 = 1 : i32\n");
    for i in 1..5_000 {
        text.push_str(&format!("#a{i} = [#a{}]\n", i - 1));
    }
    let mut ctx = Context::new();
    let opts = ParseOptions::default();
    let e = parse_module(&mut ctx, "chain.mlir", &text, &opts).expect_err("too deep");
    assert_eq!(e[0].message, TOO_DEEP);
}

#[test]
fn the_location_check_rejects_a_position_outside_the_input() {
    let mut ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let text = "\n\n   %a = ";
    let d = parse_module(&mut ctx, "fuzz.mlir", text, &opts).expect_err("incomplete op");
    located::check_located(&d[0], "fuzz.mlir", text).expect("inside its own input");
    // The same diagnostic against a shorter text, or another file name,
    // must be refused.
    assert!(located::check_located(&d[0], "fuzz.mlir", "\n").is_err());
    assert!(located::check_located(&d[0], "fuzz.mlir", "\n\n").is_err());
    assert!(located::check_located(&d[0], "other.mlir", text).is_err());
}
