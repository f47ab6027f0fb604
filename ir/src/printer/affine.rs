//! Affine expressions, maps and integer sets in upstream's canonical printed
//! form (Language Reference "Affine Expressions"; MLIR `AsmPrinter.cpp`,
//! `printAffineExprInternal`): binary operators other than `+` bind
//! strongly and are parenthesised inside another strong operator, `x * -1`
//! prints as `-x`, and `a + b * -c` / `a + -c` print as subtractions.

use crate::affine::{AffineExpr, AffineMap, IntegerSet};
use std::fmt::Write;

/// How tightly the enclosing operator binds its operand.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Strength {
    Weak,
    Strong,
}

/// Writes a dimension or symbol by position: `d0`/`s0`, or the SSA operand
/// bound to it in the `[%i + 1]` form.
pub type NameFn<'a> = &'a mut dyn FnMut(&mut String, u32, bool);

/// Writes `d{pos}` / `s{pos}`.
fn default_name(out: &mut String, pos: u32, is_symbol: bool) {
    let _ = write!(out, "{}{pos}", if is_symbol { 's' } else { 'd' });
}

/// Appends an expression with `dN`/`sN` names.
pub fn write_expr(out: &mut String, e: &AffineExpr) {
    write_expr_with(out, e, &mut default_name);
}

/// Appends an expression, naming dims and symbols through `name`.
pub fn write_expr_with(out: &mut String, e: &AffineExpr, name: NameFn<'_>) {
    expr(out, e, Strength::Weak, name);
}

fn expr(out: &mut String, e: &AffineExpr, tight: Strength, name: NameFn<'_>) {
    let (spelling, l, r) = match e {
        AffineExpr::Dim(p) => return name(out, *p, false),
        AffineExpr::Symbol(p) => return name(out, *p, true),
        AffineExpr::Const(c) => {
            let _ = write!(out, "{c}");
            return;
        }
        AffineExpr::Add(l, r) => return add(out, l, r, tight, name),
        AffineExpr::Mul(l, r) => (" * ", l, r),
        AffineExpr::FloorDiv(l, r) => (" floordiv ", l, r),
        AffineExpr::CeilDiv(l, r) => (" ceildiv ", l, r),
        AffineExpr::Mod(l, r) => (" mod ", l, r),
    };
    open(out, tight);
    if spelling == " * " && **r == AffineExpr::Const(-1) {
        out.push('-');
        expr(out, l, Strength::Strong, name);
    } else {
        expr(out, l, Strength::Strong, name);
        out.push_str(spelling);
        expr(out, r, Strength::Strong, name);
    }
    close(out, tight);
}

fn open(out: &mut String, tight: Strength) {
    if tight == Strength::Strong {
        out.push('(');
    }
}

fn close(out: &mut String, tight: Strength) {
    if tight == Strength::Strong {
        out.push(')');
    }
}

/// `l + r`, with upstream's subtraction forms.
fn add(out: &mut String, l: &AffineExpr, r: &AffineExpr, tight: Strength, name: NameFn<'_>) {
    open(out, tight);
    match r {
        AffineExpr::Mul(rl, rr) if matches!(**rr, AffineExpr::Const(c) if c < 0) => {
            let AffineExpr::Const(c) = **rr else {
                unreachable!("guarded by the match arm")
            };
            expr(out, l, Strength::Weak, name);
            out.push_str(" - ");
            if c == -1 {
                let inner = if matches!(**rl, AffineExpr::Add(..)) {
                    Strength::Strong
                } else {
                    Strength::Weak
                };
                expr(out, rl, inner, name);
            } else {
                expr(out, rl, Strength::Strong, name);
                let _ = write!(out, " * {}", -i128::from(c));
            }
        }
        AffineExpr::Const(c) if *c < 0 => {
            expr(out, l, Strength::Weak, name);
            let _ = write!(out, " - {}", -i128::from(*c));
        }
        _ => {
            expr(out, l, Strength::Weak, name);
            out.push_str(" + ");
            expr(out, r, Strength::Weak, name);
        }
    }
    close(out, tight);
}

/// Appends `(d0, d1)[s0]`.
fn write_dims_and_symbols(out: &mut String, dims: u32, syms: u32) {
    out.push('(');
    for i in 0..dims {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "d{i}");
    }
    out.push(')');
    if syms > 0 {
        out.push('[');
        for i in 0..syms {
            if i > 0 {
                out.push_str(", ");
            }
            let _ = write!(out, "s{i}");
        }
        out.push(']');
    }
}

/// Appends `(d0, d1)[s0] -> (d0 + s0, d1)`.
pub fn write_map(out: &mut String, m: &AffineMap) {
    write_dims_and_symbols(out, m.num_dims, m.num_symbols);
    out.push_str(" -> (");
    for (i, e) in m.results.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(out, e);
    }
    out.push(')');
}

/// Appends `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
pub fn write_set(out: &mut String, s: &IntegerSet) {
    write_dims_and_symbols(out, s.num_dims, s.num_symbols);
    out.push_str(" : (");
    for (i, c) in s.constraints.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(out, &c.expr);
        out.push_str(if c.is_eq { " == 0" } else { " >= 0" });
    }
    out.push(')');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::Constraint;
    use AffineExpr::*;

    fn b(e: AffineExpr) -> Box<AffineExpr> {
        Box::new(e)
    }
    fn add(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        Add(b(l), b(r))
    }
    fn mul(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        Mul(b(l), b(r))
    }
    fn show(e: &AffineExpr) -> String {
        let mut s = String::new();
        write_expr(&mut s, e);
        s
    }

    // Expected strings: `mlir-opt --allow-unregistered-dialect` (LLVM 22)
    // printing the same expression trees (see the brief's examples).
    #[test]
    fn canonical_forms_match_upstream() {
        assert_eq!(show(&add(mul(Dim(0), Const(4)), Dim(1))), "d0 * 4 + d1");
        assert_eq!(show(&add(Dim(0), mul(Symbol(0), Const(-1)))), "d0 - s0");
        assert_eq!(show(&FloorDiv(b(Dim(0)), b(Const(4)))), "d0 floordiv 4");
        assert_eq!(
            show(&Mod(b(add(Dim(0), Const(1))), b(Const(2)))),
            "(d0 + 1) mod 2"
        );
        assert_eq!(show(&mul(Dim(0), Const(-1))), "-d0");
        assert_eq!(show(&add(mul(Dim(0), Const(-1)), Const(3))), "-d0 + 3");
        assert_eq!(show(&add(Dim(0), Const(-1))), "d0 - 1");
        assert_eq!(show(&add(mul(Dim(0), Const(-2)), Const(-1))), "d0 * -2 - 1");
        let fd = FloorDiv(b(Dim(1)), b(Const(2)));
        assert_eq!(show(&add(Dim(0), mul(fd, Const(-1)))), "d0 - d1 floordiv 2");
        let sub = add(Dim(1), mul(Symbol(0), Const(-1)));
        assert_eq!(show(&add(Dim(0), mul(sub, Const(-1)))), "d0 - (d1 - s0)");
        assert_eq!(show(&add(Dim(0), mul(Dim(1), Const(-3)))), "d0 - d1 * 3");
        assert_eq!(
            show(&mul(Dim(0), add(Symbol(0), Const(1)))),
            "d0 * (s0 + 1)"
        );
        let neg_fd = mul(FloorDiv(b(Dim(0)), b(Const(2))), Const(-1));
        assert_eq!(show(&neg_fd), "-(d0 floordiv 2)");
    }

    #[test]
    fn maps_and_sets() {
        let m = AffineMap {
            num_dims: 2,
            num_symbols: 1,
            results: vec![add(Dim(0), Symbol(0)), Dim(1)],
        };
        let mut s = String::new();
        write_map(&mut s, &m);
        assert_eq!(s, "(d0, d1)[s0] -> (d0 + s0, d1)");
        let set = IntegerSet {
            num_dims: 1,
            num_symbols: 1,
            constraints: vec![
                Constraint {
                    expr: add(Dim(0), mul(Symbol(0), Const(-1))),
                    is_eq: false,
                },
                Constraint {
                    expr: Dim(0),
                    is_eq: true,
                },
            ],
        };
        let mut s = String::new();
        write_set(&mut s, &set);
        assert_eq!(s, "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)");
        let mut s = String::new();
        write_map(&mut s, &AffineMap::identity(0));
        assert_eq!(s, "() -> ()");
    }
}
