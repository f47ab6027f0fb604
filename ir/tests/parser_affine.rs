//! Affine expression tests: precedence (Language Reference "Affine
//! Expressions") and the simplification upstream applies while building
//! expressions. Each expected form is what `mlir-opt` prints for the same
//! map (run on `"test.op"() {a = affine_map<...>} : () -> ()`).

use rmlir_ir::affine::AffineExpr;
use rmlir_ir::parser::affine::simplify;
use rmlir_ir::parser::parse_attr_str;
use rmlir_ir::{AttrData, Context};

/// A compact spelling of an expression: `+`, `*`, `fd`, `cd`, `mod`,
/// fully parenthesised, to compare structure exactly.
fn show(e: &AffineExpr) -> String {
    match e {
        AffineExpr::Dim(i) => format!("d{i}"),
        AffineExpr::Symbol(i) => format!("s{i}"),
        AffineExpr::Const(c) => c.to_string(),
        AffineExpr::Add(a, b) => format!("({} + {})", show(a), show(b)),
        AffineExpr::Mul(a, b) => format!("({} * {})", show(a), show(b)),
        AffineExpr::FloorDiv(a, b) => format!("({} fd {})", show(a), show(b)),
        AffineExpr::CeilDiv(a, b) => format!("({} cd {})", show(a), show(b)),
        AffineExpr::Mod(a, b) => format!("({} mod {})", show(a), show(b)),
    }
}

fn results(expr: &str) -> String {
    let mut c = Context::new();
    let text = format!("affine_map<(d0, d1)[s0, s1] -> ({expr})>");
    let a = parse_attr_str(&mut c, &text).unwrap_or_else(|d| panic!("{expr}: {}", d.message));
    let AttrData::AffineMap(m) = c.attr(a) else {
        panic!("not a map")
    };
    show(&m.results[0])
}

fn err(expr: &str) -> String {
    let mut c = Context::new();
    let text = format!("affine_map<(d0, d1)[s0, s1] -> ({expr})>");
    parse_attr_str(&mut c, &text).expect_err(expr).message
}

#[test]
fn precedence_and_associativity() {
    // `*`, floordiv, ceildiv and mod bind tighter than `+`/`-`, all left
    // associative: d0 + d1 * 2 is d0 + (d1 * 2).
    assert_eq!(results("d0 + d1 * 2"), "(d0 + (d1 * 2))");
    assert_eq!(results("d0 floordiv 2 + d1"), "((d0 fd 2) + d1)");
    assert_eq!(results("d0 mod 4 floordiv 2"), "((d0 mod 4) fd 2)");
    assert_eq!(results("(d0 + d1) * 2"), "((d0 + d1) * 2)");
    assert_eq!(results("d0 ceildiv 4"), "(d0 cd 4)");
    // `-x` is `x * -1`; `a - b` is `a + b * -1` (no subtraction node).
    assert_eq!(results("-d0"), "(d0 * -1)");
    assert_eq!(results("d0 - d1 * 2"), "(d0 + (d1 * -2))");
    assert_eq!(results("-(d0 + 3)"), "((d0 + 3) * -1)");
}

#[test]
fn simplification_matches_mlir_opt() {
    let cases = [
        // mlir-opt: d0 * 2, 0, d0 + 3, d0 * 6
        ("d0 + d0", "(d0 * 2)"),
        ("d1 - d1", "0"),
        ("3 + d0", "(d0 + 3)"),
        ("d0 * 2 * 3", "(d0 * 6)"),
        // d0 + d1 + 2 ; d0 + d1 ; d0 ; 0 ; 0
        ("(d0 + 2) + d1", "((d0 + d1) + 2)"),
        ("d1 + d0", "(d0 + d1)"),
        ("d0 floordiv 1", "d0"),
        ("d0 mod 1", "0"),
        ("d0 * 0", "0"),
        // s0 * s1 ; d0 + s1 ; d1 * s0 ; (d0 * s1) * 2
        ("s1 * s0", "(s0 * s1)"),
        ("s1 + d0", "(d0 + s1)"),
        ("s0 * d1", "(d1 * s0)"),
        ("(d0 * 2) * s1", "((d0 * s1) * 2)"),
        // d0 * 2 + d1 floordiv 2 ; d1 mod 2 ; d0 + 2 ; d0 mod 4 ; 0
        ("(d0 * 4 + d1) floordiv 2", "((d0 * 2) + (d1 fd 2))"),
        ("(d0 * 4 + d1) mod 2", "(d1 mod 2)"),
        ("(d0 * 2 + 4) floordiv 2", "(d0 + 2)"),
        ("(d0 mod 8) mod 4", "(d0 mod 4)"),
        ("d0 - d0 floordiv 4 * 4", "(d0 mod 4)"),
        // constant folding with MLIR's rounding: 5 mod 3 = 2, -7 floordiv 2 = -4
        ("5 mod 3", "2"),
        ("-7 floordiv 2", "-4"),
        ("7 ceildiv 2", "4"),
        // (d0 + d1) * 2 ; (d0 + 1) * 2
        ("(d0 + d1) + (d0 + d1)", "((d0 + d1) * 2)"),
        ("2 * (d0 + 1)", "((d0 + 1) * 2)"),
    ];
    for (input, want) in cases {
        assert_eq!(results(input), want, "{input}");
    }
}

#[test]
fn identity_is_recognised_after_simplification() {
    let mut c = Context::new();
    let a = parse_attr_str(&mut c, "affine_map<(d0, d1) -> (d0 + 0, d1 * 1)>").unwrap();
    let AttrData::AffineMap(m) = c.attr(a) else {
        panic!()
    };
    assert!(m.is_identity());
    // Upstream does not cancel across non-adjacent terms either: mlir-opt
    // prints `(d0, d0 + d1 - d0)` for this one, which is no identity.
    assert_eq!(results("d1 * 1 + d0 - d0"), "((d0 + d1) + (d0 * -1))");
}

#[test]
fn public_simplify_rebuilds_raw_trees() {
    use AffineExpr::*;
    let raw = Add(
        Box::new(Mul(Box::new(Const(2)), Box::new(Dim(0)))),
        Box::new(Add(Box::new(Const(3)), Box::new(Const(-3)))),
    );
    assert_eq!(show(&simplify(raw)), "(d0 * 2)");
}

#[test]
fn non_affine_forms_are_rejected_as_upstream() {
    assert_eq!(
        err("d0 * d1"),
        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"
    );
    assert_eq!(
        err("d0 floordiv d1"),
        "non-affine expression: right operand of floordiv has to be either a constant or symbolic"
    );
    assert_eq!(err("d7"), "use of undeclared identifier");
    // Semi-affine forms with symbols are fine.
    assert_eq!(results("d0 floordiv s0"), "(d0 fd s0)");
}
