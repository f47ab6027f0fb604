//! Affine expressions, maps and integer sets: parsing and simplification.
//!
//! Follows the Language Reference's "Affine Expressions" grammar (`+`/`-`
//! bind loosest; `*`, `floordiv`, `ceildiv`, `mod` bind tighter, all left
//! associative; unary minus; parentheses) and upstream's rule that an
//! expression is simplified as it is built (`AffineExpr.cpp`'s
//! `simplifyAdd`/`simplifyMul`/…): constants fold and move to the right,
//! `x + 0`, `x * 1`, `x * 0` vanish, `a - b` is `a + b * -1` (MLIR has no
//! subtraction node), equal terms merge (`d0 + d0` is `d0 * 2`), so that
//! `(d0, d1) -> (d0, d1)` is recognised as the identity. [`simplify`] is
//! public so the printer and other passes can canonicalise too.

use super::core::Parser;
use crate::affine::{self as af, AffineExpr, AffineMap, Constraint, IntegerSet};
use crate::asm::{PResult, UnresolvedOperand};
use crate::lexer::TokenKind as T;
use AffineExpr as E;

/// How identifiers in an expression are named.
pub(crate) enum AffineNames<'s> {
    /// A map or set: `(d0, d1)[s0]` declares the names.
    Declared {
        /// Dimension names in order.
        dims: Vec<&'s str>,
        /// Symbol names in order.
        syms: Vec<&'s str>,
    },
    /// Subscripts over SSA values (`[%i + 1, symbol(%n)]`): each distinct
    /// value becomes a dimension, or a symbol inside `symbol(...)`.
    Ssa {
        /// Values used as dimensions.
        dims: Vec<UnresolvedOperand>,
        /// Values used as symbols.
        syms: Vec<UnresolvedOperand>,
    },
}

/// A parsed map-or-set body (the seed's `#x = (d0) -> (d0)` or
/// `#s = (d0) : (d0 >= 0)`).
pub(crate) enum MapOrSet {
    /// An affine map.
    Map(AffineMap),
    /// An integer set.
    Set(IntegerSet),
}

fn is_symbolic(e: &AffineExpr) -> bool {
    match e {
        E::Dim(_) => false,
        E::Symbol(_) | E::Const(_) => true,
        // Right operand first: sums are built left-deep, so the answer is
        // usually in the shallow right operand, and a long sum is not
        // walked once per term (which made parsing it quadratic).
        E::Add(a, b) | E::Mul(a, b) | E::FloorDiv(a, b) | E::CeilDiv(a, b) | E::Mod(a, b) => {
            is_symbolic(b) && is_symbolic(a)
        }
    }
}

fn as_const(e: &AffineExpr) -> Option<i64> {
    match e {
        E::Const(c) => Some(*c),
        _ => None,
    }
}

/// Upstream's `getLargestKnownDivisor`.
fn known_divisor(e: &AffineExpr) -> i64 {
    match e {
        E::Const(c) => c.checked_abs().unwrap_or(1),
        E::Dim(_) | E::Symbol(_) => 1,
        E::Mul(a, b) => known_divisor(a).saturating_mul(known_divisor(b)),
        E::Add(a, b) | E::FloorDiv(a, b) | E::CeilDiv(a, b) | E::Mod(a, b) => {
            gcd(known_divisor(a), known_divisor(b))
        }
    }
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs().max(1)
}

/// Both dims (or both symbols) with the left one numbered higher.
fn out_of_order(l: &AffineExpr, r: &AffineExpr) -> bool {
    matches!((l, r), (E::Dim(a), E::Dim(b)) | (E::Symbol(a), E::Symbol(b)) if a > b)
}

fn bx(e: AffineExpr) -> Box<AffineExpr> {
    Box::new(e)
}

/// Splits `e * c` into `(e, c)`, anything else into `(e, 1)`.
fn split_coeff(e: &AffineExpr) -> (&AffineExpr, i64) {
    match e {
        E::Mul(a, b) => match **b {
            E::Const(c) => (a, c),
            _ => (e, 1),
        },
        _ => (e, 1),
    }
}

/// `l + r`, simplified as upstream builds it.
pub fn add(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (as_const(&l), as_const(&r)) {
        if let Some(s) = a.checked_add(b) {
            return E::Const(s);
        }
    }
    let l_const = as_const(&l).is_some();
    let swap = l_const || (!is_symbolic(&r) && is_symbolic(&l)) || out_of_order(&l, &r);
    if swap && !(l_const && as_const(&r).is_some()) {
        return add(r, l);
    }
    if as_const(&r) == Some(0) {
        return l;
    }
    if let (E::Add(ll, lr), Some(c)) = (&l, as_const(&r)) {
        if let Some(lc) = as_const(lr) {
            if let Some(s) = lc.checked_add(c) {
                return add((**ll).clone(), E::Const(s));
            }
        }
    }
    let ((fe, fc), (se, sc)) = (split_coeff(&l), split_coeff(&r));
    if fe == se {
        if let Some(c) = fc.checked_add(sc) {
            return mul(fe.clone(), E::Const(c));
        }
    }
    if let E::Add(ll, lr) = &l {
        if as_const(lr).is_some() && as_const(&r).is_none() {
            return add(add((**ll).clone(), r), (**lr).clone());
        }
    }
    if let Some(m) = mod_pattern(&l, &r) {
        return m;
    }
    E::Add(bx(l), bx(r))
}

/// `x + (x floordiv q) * -q` is `x mod q`.
fn mod_pattern(l: &AffineExpr, r: &AffineExpr) -> Option<AffineExpr> {
    let (inner, c) = split_coeff(r);
    let E::FloorDiv(x, q) = inner else {
        return None;
    };
    let q = as_const(q)?;
    if **x == *l && q > 0 && c == -q {
        return Some(modulo(l.clone(), E::Const(q)));
    }
    None
}

/// `l * r`, simplified as upstream builds it.
pub fn mul(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    if let (Some(a), Some(b)) = (as_const(&l), as_const(&r)) {
        if let Some(p) = a.checked_mul(b) {
            return E::Const(p);
        }
    }
    if !is_symbolic(&l) && !is_symbolic(&r) {
        return E::Mul(bx(l), bx(r));
    }
    let l_const = as_const(&l).is_some();
    if (!is_symbolic(&r) || l_const || out_of_order(&l, &r)) && as_const(&r).is_none() {
        return mul(r, l);
    }
    match as_const(&r) {
        Some(1) => return l,
        Some(0) => return r,
        _ => {}
    }
    if let E::Mul(ll, lr) = &l {
        if let Some(lc) = as_const(lr) {
            if let Some(c) = as_const(&r) {
                if let Some(p) = lc.checked_mul(c) {
                    return mul((**ll).clone(), E::Const(p));
                }
            } else {
                return mul(mul((**ll).clone(), r), (**lr).clone());
            }
        }
    }
    E::Mul(bx(l), bx(r))
}

/// `l floordiv r`, simplified.
pub fn floordiv(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    let Some(q) = as_const(&r) else {
        return E::FloorDiv(bx(l), bx(r));
    };
    if let Some(v) = as_const(&l).and_then(|a| af::floor_div(a, q)) {
        return E::Const(v);
    }
    if q < 1 {
        return E::FloorDiv(bx(l), bx(r));
    }
    if q == 1 {
        return l;
    }
    if let E::Mul(a, b) = &l {
        if let Some(c) = as_const(b).filter(|c| c % q == 0) {
            return mul((**a).clone(), E::Const(c / q));
        }
    }
    if let E::Add(a, b) = &l {
        if known_divisor(a) % q == 0 || known_divisor(b) % q == 0 {
            let (a, b) = ((**a).clone(), (**b).clone());
            return add(floordiv(a, r.clone()), floordiv(b, r));
        }
    }
    E::FloorDiv(bx(l), bx(r))
}

/// `l ceildiv r`, simplified.
pub fn ceildiv(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    let Some(q) = as_const(&r) else {
        return E::CeilDiv(bx(l), bx(r));
    };
    if let Some(v) = as_const(&l).and_then(|a| af::ceil_div(a, q)) {
        return E::Const(v);
    }
    if q < 1 {
        return E::CeilDiv(bx(l), bx(r));
    }
    if q == 1 {
        return l;
    }
    if let E::Mul(a, b) = &l {
        if let Some(c) = as_const(b).filter(|c| c % q == 0) {
            return mul((**a).clone(), E::Const(c / q));
        }
    }
    E::CeilDiv(bx(l), bx(r))
}

/// `l mod r`, simplified.
pub fn modulo(l: AffineExpr, r: AffineExpr) -> AffineExpr {
    let Some(q) = as_const(&r) else {
        return E::Mod(bx(l), bx(r));
    };
    if let Some(v) = as_const(&l).and_then(|a| af::modulo(a, q)) {
        if q >= 1 {
            return E::Const(v);
        }
    }
    if q < 1 {
        return E::Mod(bx(l), bx(r));
    }
    if q == 1 || known_divisor(&l) % q == 0 {
        return E::Const(0);
    }
    match &l {
        E::Add(a, b) if known_divisor(a) % q == 0 => modulo((**b).clone(), r),
        E::Add(a, b) if known_divisor(b) % q == 0 => modulo((**a).clone(), r),
        E::Mod(a, b) if as_const(b).is_some_and(|c| c % q == 0) => modulo((**a).clone(), r),
        _ => E::Mod(bx(l), bx(r)),
    }
}

/// Rebuilds `e` bottom-up through the simplifying constructors.
pub fn simplify(e: AffineExpr) -> AffineExpr {
    match e {
        E::Add(a, b) => add(simplify(*a), simplify(*b)),
        E::Mul(a, b) => mul(simplify(*a), simplify(*b)),
        E::FloorDiv(a, b) => floordiv(simplify(*a), simplify(*b)),
        E::CeilDiv(a, b) => ceildiv(simplify(*a), simplify(*b)),
        E::Mod(a, b) => modulo(simplify(*a), simplify(*b)),
        leaf => leaf,
    }
}

/// Replaces dims and symbols, simplifying as it rebuilds.
pub fn substitute(e: &AffineExpr, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
    let s = |x: &AffineExpr| substitute(x, dims, syms);
    match e {
        E::Dim(i) => dims.get(*i as usize).cloned().unwrap_or(E::Dim(*i)),
        E::Symbol(i) => syms.get(*i as usize).cloned().unwrap_or(E::Symbol(*i)),
        E::Const(c) => E::Const(*c),
        E::Add(a, b) => add(s(a), s(b)),
        E::Mul(a, b) => mul(s(a), s(b)),
        E::FloorDiv(a, b) => floordiv(s(a), s(b)),
        E::CeilDiv(a, b) => ceildiv(s(a), s(b)),
        E::Mod(a, b) => modulo(s(a), s(b)),
    }
}

/// `outer ∘ inner`: applies `inner` first. The result's symbols are
/// `inner`'s followed by `outer`'s, as upstream's `AffineMap::compose`.
pub fn compose(outer: &AffineMap, inner: &AffineMap) -> AffineMap {
    let syms: Vec<AffineExpr> = (0..outer.num_symbols)
        .map(|i| E::Symbol(inner.num_symbols + i))
        .collect();
    AffineMap {
        num_dims: inner.num_dims,
        num_symbols: inner.num_symbols + outer.num_symbols,
        results: outer
            .results
            .iter()
            .map(|e| substitute(e, &inner.results, &syms))
            .collect(),
    }
}

impl<'c, 's> Parser<'c, 's> {
    /// `(d0, d1)[s0] -> (exprs)` (the body of `affine_map<...>`).
    pub fn parse_affine_map_body(&mut self) -> PResult<AffineMap> {
        match self.parse_map_or_set_body()? {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => {
                Err(self.err_at(self.prev_end, "expected AffineMap, but got IntegerSet"))
            }
        }
    }

    /// `(d0)[s0] : (constraints)` (the body of `affine_set<...>`).
    pub fn parse_integer_set_body(&mut self) -> PResult<IntegerSet> {
        match self.parse_map_or_set_body()? {
            MapOrSet::Set(s) => Ok(s),
            MapOrSet::Map(_) => {
                Err(self.err_at(self.prev_end, "expected IntegerSet, but got AffineMap"))
            }
        }
    }

    /// A map or a set, told apart by `->` or `:` after the declarations.
    pub(crate) fn parse_map_or_set_body(&mut self) -> PResult<MapOrSet> {
        let dims = self.parse_affine_ids(T::LParen, T::RParen, "dimension")?;
        let syms = if self.is(T::LSquare) {
            self.parse_affine_ids(T::LSquare, T::RSquare, "symbol")?
        } else {
            Vec::new()
        };
        let (nd, ns) = (dims.len() as u32, syms.len() as u32);
        let mut names = AffineNames::Declared { dims, syms };
        if self.eat(T::Arrow) {
            let results = self.parse_affine_expr_list(&mut names, T::LParen, T::RParen)?;
            if self.is_kw("size") && self.peek_kind() == T::LParen {
                // Seed 002's range sizes: checked for syntax, not modelled.
                self.bump();
                self.parse_affine_expr_list(&mut names, T::LParen, T::RParen)?;
            }
            return Ok(MapOrSet::Map(AffineMap {
                num_dims: nd,
                num_symbols: ns,
                results,
            }));
        }
        if !self.eat(T::Colon) {
            return Err(self.err_here("expected '->' or ':'"));
        }
        let constraints = self.parse_constraints(&mut names)?;
        Ok(MapOrSet::Set(IntegerSet {
            num_dims: nd,
            num_symbols: ns,
            constraints,
        }))
    }

    fn parse_affine_ids(&mut self, open: T, close: T, what: &str) -> PResult<Vec<&'s str>> {
        self.expect_tok(open)?;
        let mut ids = Vec::new();
        if self.eat(close) {
            return Ok(ids);
        }
        self.comma_list(|p| {
            if !p.is(T::BareIdent) {
                let msg = format!("expected bare identifier for {what}");
                return Err(p.err_here(&msg));
            }
            let name = p.text();
            if ids.contains(&name) {
                return Err(p.err_here("redefinition of identifier"));
            }
            ids.push(name);
            p.bump();
            Ok(())
        })?;
        self.expect_tok(close)?;
        Ok(ids)
    }

    /// `(e1, e2)` or `[e1, e2]`, possibly empty.
    pub(crate) fn parse_affine_expr_list(
        &mut self,
        names: &mut AffineNames<'s>,
        open: T,
        close: T,
    ) -> PResult<Vec<AffineExpr>> {
        self.expect_tok(open)?;
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        self.comma_list(|p| {
            out.push(p.parse_affine_expr(names)?);
            Ok(())
        })?;
        self.expect_tok(close)?;
        Ok(out)
    }

    /// `(c1, c2)`, or seed 002's unparenthesised `c1, c2`.
    fn parse_constraints(&mut self, names: &mut AffineNames<'s>) -> PResult<Vec<Constraint>> {
        let parens = self.eat(T::LParen);
        let mut out = Vec::new();
        if parens && self.eat(T::RParen) {
            // `()`: no constraint, which upstream stores (and prints) as the
            // always-true `0 == 0`.
            out.push(Constraint {
                expr: E::Const(0),
                is_eq: true,
            });
            return Ok(out);
        }
        self.comma_list(|p| {
            let lhs = p.parse_affine_expr(names)?;
            let is_eq = if p.eat(T::Equal) {
                p.expect_msg(T::Equal, "expected '==' in constraint")?;
                true
            } else if p.eat(T::Greater) {
                p.expect_msg(T::Equal, "expected '>=' in constraint")?;
                false
            } else if p.eat(T::Less) {
                p.expect_msg(T::Equal, "expected '<=' in constraint")?;
                let rhs = p.parse_affine_expr(names)?;
                out.push(Constraint {
                    expr: add(rhs, mul(lhs, E::Const(-1))),
                    is_eq: false,
                });
                return Ok(());
            } else {
                return Err(p.err_here(
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                ));
            };
            let rhs = p.parse_affine_expr(names)?;
            let expr = add(lhs, mul(rhs, E::Const(-1)));
            out.push(Constraint { expr, is_eq });
            Ok(())
        })?;
        if parens {
            self.expect_tok(T::RParen)?;
        }
        Ok(out)
    }

    /// Fails once a sum or product chain passes 16 operands per level of
    /// the nesting limit (65536 in the tools): each operand may deepen the
    /// expression tree by a level, and the verifier, the printer and the
    /// destructor walk that tree recursively.
    fn check_chain(&self, n: &mut u32) -> PResult<()> {
        *n += 1;
        let max = self.max_nesting().saturating_mul(16);
        if *n > max {
            let msg = format!("affine expression is too long: more than {max} operands in one sum or product (raise the limit with --max-nesting=N)");
            return Err(self.err_here(&msg));
        }
        Ok(())
    }

    /// `term (('+' | '-') term)*`.
    pub(crate) fn parse_affine_expr(&mut self, names: &mut AffineNames<'s>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(names)?;
        let mut n = 0;
        loop {
            if matches!(self.kind(), T::Plus | T::Minus) {
                self.check_chain(&mut n)?;
            }
            if self.eat(T::Plus) {
                let rhs = self.parse_affine_term(names)?;
                lhs = add(lhs, rhs);
            } else if self.eat(T::Minus) {
                let rhs = self.parse_affine_term(names)?;
                lhs = add(lhs, mul(rhs, E::Const(-1)));
            } else {
                return Ok(lhs);
            }
        }
    }

    fn parse_affine_term(&mut self, names: &mut AffineNames<'s>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_factor(names)?;
        let mut n = 0;
        loop {
            let op = if self.is(T::Star) {
                "*"
            } else if self.is(T::BareIdent) && matches!(self.text(), "floordiv" | "ceildiv" | "mod")
            {
                self.text()
            } else {
                return Ok(lhs);
            };
            self.check_chain(&mut n)?;
            self.bump();
            let rhs = self.parse_affine_factor(names)?;
            lhs = self.affine_binary(op, lhs, rhs)?;
        }
    }

    fn affine_binary(&mut self, op: &str, l: AffineExpr, r: AffineExpr) -> PResult<AffineExpr> {
        if op == "*" {
            if !is_symbolic(&l) && !is_symbolic(&r) {
                return Err(self.err_here("non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
            }
            return Ok(mul(l, r));
        }
        if !is_symbolic(&r) {
            let msg = format!("non-affine expression: right operand of {op} has to be either a constant or symbolic");
            return Err(self.err_here(&msg));
        }
        Ok(match op {
            "floordiv" => floordiv(l, r),
            "ceildiv" => ceildiv(l, r),
            _ => modulo(l, r),
        })
    }

    fn parse_affine_factor(&mut self, names: &mut AffineNames<'s>) -> PResult<AffineExpr> {
        self.nested(|p| p.parse_affine_factor_inner(names))
    }

    fn parse_affine_factor_inner(&mut self, names: &mut AffineNames<'s>) -> PResult<AffineExpr> {
        match self.kind() {
            T::Minus => {
                self.bump();
                let e = self.parse_affine_factor(names)?;
                Ok(mul(e, E::Const(-1)))
            }
            T::LParen => {
                self.bump();
                let e = self.parse_affine_expr(names)?;
                self.expect_tok(T::RParen)?;
                Ok(e)
            }
            T::Integer => {
                let v =
                    crate::lexer::parse_int_text(self.text()).and_then(|v| i64::try_from(v).ok());
                let Some(v) = v else {
                    return Err(self.err_here("constant too large for index"));
                };
                self.bump();
                Ok(E::Const(v))
            }
            T::BareIdent
                if matches!(self.text(), "floordiv" | "ceildiv" | "mod")
                    && self.peek_kind() == T::LParen =>
            {
                self.parse_affine_call(names)
            }
            T::BareIdent => self.parse_affine_ident(names),
            T::PercentIdent => self.parse_affine_ssa(names, false),
            // Upstream emits this at the token it could not read, not
            // after the previous one.
            _ => Err(self.err_at(self.tok.start, "expected affine expression")),
        }
    }

    /// Seed 002's call form `floordiv(e, c)`.
    fn parse_affine_call(&mut self, names: &mut AffineNames<'s>) -> PResult<AffineExpr> {
        let op = self.text();
        self.bump();
        self.expect_tok(T::LParen)?;
        let l = self.parse_affine_expr(names)?;
        self.expect_tok(T::Comma)?;
        let r = self.parse_affine_expr(names)?;
        self.expect_tok(T::RParen)?;
        self.affine_binary(op, l, r)
    }

    fn parse_affine_ident(&mut self, names: &mut AffineNames<'s>) -> PResult<AffineExpr> {
        let name = self.text();
        match names {
            AffineNames::Declared { dims, syms } => {
                let e = if let Some(i) = dims.iter().position(|d| *d == name) {
                    E::Dim(i as u32)
                } else if let Some(i) = syms.iter().position(|s| *s == name) {
                    E::Symbol(i as u32)
                } else {
                    return Err(self.err_here("use of undeclared identifier"));
                };
                self.bump();
                Ok(e)
            }
            AffineNames::Ssa { .. } if name == "symbol" => {
                self.bump();
                self.expect_tok(T::LParen)?;
                let e = self.parse_affine_ssa(names, true)?;
                self.expect_tok(T::RParen)?;
                Ok(e)
            }
            AffineNames::Ssa { .. } => Err(self.err_here("expected ssa identifier")),
        }
    }

    fn parse_affine_ssa(
        &mut self,
        names: &mut AffineNames<'s>,
        symbol: bool,
    ) -> PResult<AffineExpr> {
        let AffineNames::Ssa { dims, syms } = names else {
            return Err(self.err_here("expected bare identifier"));
        };
        if !self.is(T::PercentIdent) {
            return Err(self.err_here("expected SSA operand"));
        }
        let operand = self.parse_unresolved_operand()?;
        let list = if symbol { syms } else { dims };
        let pos = &self.ssa.operand_pos;
        let name = |o: &UnresolvedOperand| pos[o.id as usize].0;
        let i = match list
            .iter()
            .position(|o| name(o) == name(&operand) && o.number == operand.number)
        {
            Some(i) => i,
            None => {
                list.push(operand);
                list.len() - 1
            }
        };
        Ok(if symbol {
            E::Symbol(i as u32)
        } else {
            E::Dim(i as u32)
        })
    }
}
