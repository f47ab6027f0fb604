//! Affine expressions, maps and integer sets, as in the Language Reference's
//! "Affine Expressions", "Affine Maps" and "Integer Sets" sections.
//!
//! Expressions are small trees kept by value: maps are uniqued as attributes,
//! so the trees are built once per distinct map. Evaluation follows MLIR's
//! rounding rules on negative operands: `floordiv` rounds towards negative
//! infinity, `ceildiv` towards positive infinity, and `mod` is always
//! non-negative for a positive divisor (`-37 mod 6 = 5`).

use std::fmt;

/// An affine (or semi-affine) expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExpr {
    /// `dN`.
    Dim(u32),
    /// `sN`.
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// `a + b`.
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `a * b`.
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `a floordiv b`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `a ceildiv b`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `a mod b`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
}

/// Why an affine expression could not be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AffineEvalError {
    /// A `floordiv`, `ceildiv` or `mod` by zero.
    DivisionByZero,
    /// A dimension or symbol index past the operands given.
    MissingOperand,
    /// The result does not fit in `i64`.
    Overflow,
}

/// Rounds towards negative infinity.
pub fn floor_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// Rounds towards positive infinity.
pub fn ceil_div(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        Some(q + 1)
    } else {
        Some(q)
    }
}

/// MLIR's `mod`: the remainder with the sign of the divisor's magnitude, so
/// it lies in `[0, |b|)`.
pub fn modulo(a: i64, b: i64) -> Option<i64> {
    if b == 0 {
        return None;
    }
    let r = a.checked_rem(b)?;
    // `r + |b|` lies in `(0, |b|)`, so it fits even at `b = i64::MIN`,
    // where `|b|` itself does not: add in `u64`.
    Some(if r < 0 {
        (r as u64).wrapping_add(b.unsigned_abs()) as i64
    } else {
        r
    })
}

impl AffineExpr {
    /// Evaluates with the given dimension and symbol values.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Result<i64, AffineEvalError> {
        use AffineEvalError::*;
        let bin = |a: &AffineExpr, b: &AffineExpr| -> Result<(i64, i64), AffineEvalError> {
            Ok((a.eval(dims, syms)?, b.eval(dims, syms)?))
        };
        match self {
            AffineExpr::Dim(i) => dims.get(*i as usize).copied().ok_or(MissingOperand),
            AffineExpr::Symbol(i) => syms.get(*i as usize).copied().ok_or(MissingOperand),
            AffineExpr::Const(c) => Ok(*c),
            AffineExpr::Add(a, b) => {
                let (x, y) = bin(a, b)?;
                x.checked_add(y).ok_or(Overflow)
            }
            AffineExpr::Mul(a, b) => {
                let (x, y) = bin(a, b)?;
                x.checked_mul(y).ok_or(Overflow)
            }
            AffineExpr::FloorDiv(a, b) => {
                let (x, y) = bin(a, b)?;
                floor_div(x, y).ok_or(if y == 0 { DivisionByZero } else { Overflow })
            }
            AffineExpr::CeilDiv(a, b) => {
                let (x, y) = bin(a, b)?;
                ceil_div(x, y).ok_or(if y == 0 { DivisionByZero } else { Overflow })
            }
            AffineExpr::Mod(a, b) => {
                let (x, y) = bin(a, b)?;
                modulo(x, y).ok_or(if y == 0 { DivisionByZero } else { Overflow })
            }
        }
    }
}

/// `(d0, d1)[s0] -> (d0 + s0, d1)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// One expression per result.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// The identity map on `n` dimensions.
    pub fn identity(n: u32) -> Self {
        AffineMap {
            num_dims: n,
            num_symbols: 0,
            results: (0..n).map(AffineExpr::Dim).collect(),
        }
    }

    /// True for `(d0, ..., dn) -> (d0, ..., dn)` with no symbols.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }

    /// Evaluates every result.
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Result<Vec<i64>, AffineEvalError> {
        self.results.iter().map(|e| e.eval(dims, syms)).collect()
    }
}

/// One constraint of an integer set: `expr >= 0` or `expr == 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Constraint {
    /// The left-hand expression.
    pub expr: AffineExpr,
    /// `true` for `== 0`, `false` for `>= 0`.
    pub is_eq: bool,
}

/// `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// The constraints (all must hold).
    pub constraints: Vec<Constraint>,
}

impl IntegerSet {
    /// True when every constraint holds for the given point.
    pub fn contains(&self, dims: &[i64], syms: &[i64]) -> Result<bool, AffineEvalError> {
        for c in &self.constraints {
            let v = c.expr.eval(dims, syms)?;
            if (c.is_eq && v != 0) || (!c.is_eq && v < 0) {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

impl fmt::Display for AffineEvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AffineEvalError::DivisionByZero => f.write_str("affine division by zero"),
            AffineEvalError::MissingOperand => f.write_str("affine operand missing"),
            AffineEvalError::Overflow => f.write_str("affine arithmetic overflow"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_operands_round_as_mlir() {
        assert_eq!(floor_div(-37, 5), Some(-8));
        assert_eq!(modulo(-37, 6), Some(5));
        assert_eq!(ceil_div(-37, 4), Some(-9));
        assert_eq!(ceil_div(37, 4), Some(10));
        assert_eq!(floor_div(37, -5), Some(-8));
        assert_eq!(floor_div(1, 0), None);
    }
}
