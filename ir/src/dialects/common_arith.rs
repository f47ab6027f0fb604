//! The custom forms and verifiers of the `arith` op families
//! (<https://mlir.llvm.org/docs/Dialects/ArithOps/>), shared by the rows of
//! `arith.rs` and the seed aliases. Flags follow LLVM 22's spelling:
//! `overflow<nsw, nuw>` (`overflowFlags`), `exact` (`isExact`),
//! `fastmath<nnan,ninf>` (`fastmath`) and truncf's rounding mode keyword
//! (`roundingmode`), all stored as properties as upstream's generic form
//! shows them.

use super::common::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::printer::{is_i1, wrap_big};
use crate::registry::PropDefault;
use crate::types::Signedness;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};
use rmlir_vocab::{FloatPredicate, IntPredicate};
use std::borrow::Cow;

/// The inherent attributes of an `arith` or `math` op, by the custom parser
/// that reads them: each parser reads exactly its op's flags and fields.
macro_rules! inherent_of {
    (parse_int_binary_ovf) => {
        &["overflowFlags"]
    };
    (parse_int_binary_exact) => {
        &["isExact"]
    };
    (parse_float_binary) => {
        &["fastmath"]
    };
    (parse_negf) => {
        &["fastmath"]
    };
    (parse_cmpi) => {
        &["predicate"]
    };
    (parse_cmpf) => {
        &["fastmath", "predicate"]
    };
    (parse_constant) => {
        &["value"]
    };
    (parse_cast_ovf) => {
        &["overflowFlags"]
    };
    (parse_cast_extf) => {
        &["fastmath"]
    };
    (parse_cast_truncf) => {
        &["fastmath", "roundingmode"]
    };
    (parse_fma) => {
        &["fastmath"]
    };
    (parse_fpowi) => {
        &["fastmath"]
    };
    (parse_sincos) => {
        &["fastmath"]
    };
    (parse_clampf) => {
        &["fastmath"]
    };
    ($other:ident) => {
        &[]
    };
}
pub(crate) use inherent_of;

/// `fastmath = #arith.fastmath<none>`, what upstream fills in for a float
/// op written without flags.
pub const FASTMATH_DEFAULT: &[(&str, PropDefault)] =
    &[("fastmath", PropDefault::Dialect("arith.fastmath<none>"))];

/// `overflowFlags = #arith.overflow<none>`, likewise for integer ops.
pub const OVERFLOW_DEFAULT: &[(&str, PropDefault)] = &[(
    "overflowFlags",
    PropDefault::Dialect("arith.overflow<none>"),
)];

/// The properties upstream fills in for an `arith` or `math` op written
/// without them, by its custom parser as [`inherent_of`]: its flag set,
/// empty.
macro_rules! defaults_of {
    (parse_int_binary_ovf) => {
        OVERFLOW_DEFAULT
    };
    (parse_cast_ovf) => {
        OVERFLOW_DEFAULT
    };
    (parse_float_binary) => {
        FASTMATH_DEFAULT
    };
    (parse_negf) => {
        FASTMATH_DEFAULT
    };
    (parse_cmpf) => {
        FASTMATH_DEFAULT
    };
    (parse_fma) => {
        FASTMATH_DEFAULT
    };
    (parse_fpowi) => {
        FASTMATH_DEFAULT
    };
    (parse_sincos) => {
        FASTMATH_DEFAULT
    };
    (parse_clampf) => {
        FASTMATH_DEFAULT
    };
    ($other:ident) => {
        &[]
    };
}
pub(crate) use defaults_of;

/// Rounding modes of `arith.truncf`, by their stored value.
pub const ROUNDING_MODES: [&str; 5] = [
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];

/// Property names the flag syntax fills (elided from attribute dicts).
const FLAG_PROPS: [&str; 4] = ["overflowFlags", "isExact", "fastmath", "roundingmode"];

/// Which flag syntax an op family accepts, and the flag property it always
/// carries (upstream fills in `<none>` when none is written).
#[derive(Copy, Clone)]
struct Flags {
    rounding: bool,
    exact: bool,
    overflow: bool,
    fastmath: bool,
    default: Option<(&'static str, &'static str)>,
}

const PLAIN: Flags = Flags {
    rounding: false,
    exact: false,
    overflow: false,
    fastmath: false,
    default: None,
};
const OVERFLOW: Flags = Flags {
    overflow: true,
    default: Some(("overflowFlags", "arith.overflow<none>")),
    ..PLAIN
};
const EXACT: Flags = Flags {
    exact: true,
    ..PLAIN
};
const FASTMATH: Flags = Flags {
    fastmath: true,
    default: Some(("fastmath", "arith.fastmath<none>")),
    ..PLAIN
};
const EXTF: Flags = Flags {
    fastmath: true,
    ..PLAIN
};
const TRUNCF: Flags = Flags {
    rounding: true,
    fastmath: true,
    ..PLAIN
};

// ---- flags ---------------------------------------------------------------

/// The words `#arith.overflow<..>` admits, and upstream's error for others.
const OVERFLOW_WORDS: (&[&str], &str) = (
    &["none", "nsw", "nuw"],
    "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw",
);
/// The words `#arith.fastmath<..>` admits, and upstream's error for others.
const FASTMATH_WORDS: (&[&str], &str) = (
    &[
        "none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast",
    ],
    "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, \
     arcp, contract, afn, fast",
);

/// Parses `<a, b>` after a flag keyword; each word must be in `allowed.0`.
fn parse_angle_keywords(p: &mut dyn OpAsmParser, allowed: (&[&str], &str)) -> PResult<Vec<String>> {
    p.expect(Punct::Less)?;
    let mut words = Vec::new();
    loop {
        // Upstream points at the word itself.
        let bad_word = p.error(allowed.1);
        let w = p.parse_keyword()?;
        if !allowed.0.contains(&w.as_str()) {
            return Err(bad_word);
        }
        words.push(w);
        if !p.optional(Punct::Comma) {
            break;
        }
    }
    p.expect(Punct::Greater)?;
    Ok(words)
}

/// A flag attribute given in generic form must be of its kind (upstream's
/// attribute constraint; the printer would otherwise drop it) and hold
/// known words (`#arith.overflow<non&>` is kept verbatim by the parser),
/// or its custom form would not read back. Found by the
/// `parse_print_roundtrip` fuzz target.
fn verify_flag_words(c: &mut Check) {
    for (prop, kind, allowed) in [
        (
            "overflowFlags",
            ("arith.overflow<", "Integer overflow arith flags"),
            OVERFLOW_WORDS,
        ),
        (
            "fastmath",
            ("arith.fastmath<", "Floating point fast math flags"),
            FASTMATH_WORDS,
        ),
    ] {
        let Some(a) = attr_of(c.ctx, c.op, prop) else {
            continue;
        };
        if !matches!(c.ctx.attr(a), AttrData::Dialect { text } if text.starts_with(kind.0)) {
            c.error(format!(
                "attribute '{prop}' failed to satisfy constraint: {}",
                kind.1
            ));
            continue;
        }
        let Some(mut words) = flag_words(c.ctx, c.op, prop) else {
            continue;
        };
        if words.any(|w| !allowed.0.contains(&w)) {
            c.raw_error(allowed.1);
        }
    }
}

/// Parses the optional rounding mode, `exact`, `overflow<..>` and
/// `fastmath<..>` that `f` admits, in upstream's order.
fn parse_flags(p: &mut dyn OpAsmParser, st: &mut OperationState, f: Flags) -> PResult<()> {
    if f.rounding {
        if let Some(i) = ROUNDING_MODES.iter().position(|m| p.optional_keyword(m)) {
            let i32t = p.ctx().int_type(32);
            let a = p.ctx().int_attr(i as i64, i32t);
            set_prop(p.ctx(), st, "roundingmode", a);
        }
    }
    if f.exact && p.optional_keyword("exact") {
        let unit = p.ctx().intern_attr(AttrData::Unit);
        set_prop(p.ctx(), st, "isExact", unit);
    }
    if f.overflow && p.optional_keyword("overflow") {
        let words = canonical_words(
            &parse_angle_keywords(p, OVERFLOW_WORDS)?,
            OVERFLOW_WORDS.0,
            ", ",
        );
        let a = dialect_attr(p.ctx(), format!("arith.overflow<{words}>"));
        set_prop(p.ctx(), st, "overflowFlags", a);
    }
    if f.fastmath && p.optional_keyword("fastmath") {
        let words = canonical_words(
            &parse_angle_keywords(p, FASTMATH_WORDS)?,
            FASTMATH_WORDS.0,
            ",",
        );
        let a = dialect_attr(p.ctx(), format!("arith.fastmath<{words}>"));
        set_prop(p.ctx(), st, "fastmath", a);
    }
    if let Some((name, text)) = f.default {
        add_default_flag(p.ctx(), st, name, text);
    }
    Ok(())
}

/// The words of a bit-enum flag set as upstream prints it: each set flag
/// once, in declaration order (`all[1..]`, `all[0]` being `none`), `none`
/// when empty, and the combined word that ends `all` (`fast`) when every
/// flag of the set is on.
fn canonical_words(words: &[String], all: &[&str], sep: &str) -> String {
    let single = &all[1..];
    let single = if single.len() > 2 && single.last() == Some(&"fast") {
        &single[..single.len() - 1]
    } else {
        single
    };
    let every = words.iter().any(|w| w == "fast");
    let on: Vec<&str> = single
        .iter()
        .copied()
        .filter(|f| every || words.iter().any(|w| w == f))
        .collect();
    match on.len() {
        0 => "none".into(),
        n if n == single.len() && single.len() > 2 => "fast".into(),
        _ => on.join(sep),
    }
}

fn add_default_flag(ctx: &mut Context, st: &mut OperationState, name: &str, text: &'static str) {
    let has = match st.properties.map(|p| ctx.attr(p)) {
        Some(AttrData::Dictionary(e)) => e.iter().any(|(k, _)| k == name),
        _ => false,
    };
    if !has {
        let a = ctx.static_dialect_attr(text);
        set_prop(ctx, st, name, a);
    }
}

/// The words inside `#arith.<kind><...>`, or `None` for another attribute
/// or for `none`.
fn flag_words<'a>(ctx: &'a Context, op: OpId, prop: &str) -> Option<impl Iterator<Item = &'a str>> {
    dialect_flag_words(ctx, attr_of(ctx, op, prop)?)
}

/// The words of a `#arith.<kind><...>` attribute, or `None` for another
/// attribute or for `none`.
fn dialect_flag_words(ctx: &Context, a: AttrId) -> Option<impl Iterator<Item = &str>> {
    let AttrData::Dialect { text } = ctx.attr(a) else {
        return None;
    };
    let inner = text.split_once('<')?.1.strip_suffix('>')?;
    if inner.trim() == "none" {
        return None;
    }
    Some(inner.split(',').map(str::trim))
}

/// The names [`print_flags`] reads, in the order of [`FlagAttrs`].
const FLAG_NAMES: [&str; 4] = ["roundingmode", "isExact", "overflowFlags", "fastmath"];

/// The attributes named by [`FLAG_NAMES`], found in one pass over the
/// op's attributes then properties (the first wins, as
/// [`crate::ir::Operation::attr`] looks them up).
type FlagAttrs = [Option<AttrId>; 4];

fn flag_attrs(ctx: &Context, op: OpId) -> FlagAttrs {
    let o = &ctx.ops[op];
    let props = match o.properties.map(|p| ctx.attr(p)) {
        Some(AttrData::Dictionary(e)) => &e[..],
        _ => &[],
    };
    let mut found = [None; 4];
    for (k, a) in o.attrs.iter().chain(props) {
        if let Some(i) = FLAG_NAMES.iter().position(|n| n == k) {
            found[i].get_or_insert(*a);
        }
    }
    found
}

/// Writes the flags an op carries, in upstream's order and spelling.
fn print_flags(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    if ctx.ops[op].properties.is_none() && ctx.ops[op].attrs.is_empty() {
        return;
    }
    let [mode, exact, overflow, fastmath] = flag_attrs(ctx, op);
    let mode = mode.and_then(|a| ctx.attr(a).as_i64());
    let exact = exact.is_some();
    // Most ops carry no flag but the default `none`: nothing to build then.
    let mut text = String::new();
    for (attr, keyword, sep) in [(overflow, "overflow", ", "), (fastmath, "fastmath", ",")] {
        if let Some(words) = attr.and_then(|a| dialect_flag_words(ctx, a)) {
            text.push(' ');
            text.push_str(keyword);
            text.push('<');
            for (i, w) in words.enumerate() {
                if i > 0 {
                    text.push_str(sep);
                }
                text.push_str(w);
            }
            text.push('>');
        }
    }
    if let Some(m) = mode.and_then(|m| ROUNDING_MODES.get(m as usize)) {
        p.write(" ");
        p.write(m);
    }
    if exact {
        p.write(" exact");
    }
    p.write(&text);
}

// ---- binary and unary ops ---------------------------------------------

fn parse_binary_with(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    flags: Flags,
) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

/// The rest of a three-operand float op after `%a, %b,`:
/// `%c fastmath<..> attr-dict : t` (`math.fma`).
pub fn parse_float_binary_tail(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    [a, b]: [crate::asm::UnresolvedOperand; 2],
) -> PResult<()> {
    let c = p.parse_operand()?;
    parse_three_of_one_type(p, st, [a, b, c])
}

/// `fastmath<..> attr-dict : t` after three operands of type `t`, the
/// result's type too (`math.fma`, `math.clampf`).
fn parse_three_of_one_type(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    operands: [crate::asm::UnresolvedOperand; 3],
) -> PResult<()> {
    parse_flags(p, st, FASTMATH)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&operands, &[ty, ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

/// `%a, %b fastmath<..> attr-dict : ft, it` (`math.fpowi`).
pub fn parse_fpowi(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let b = p.parse_operand()?;
    parse_flags(p, st, FASTMATH)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ft = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let it = p.parse_type()?;
    st.operands = p.resolve_operands(&[a, b], &[ft, it])?;
    st.result_types = vec![ft];
    Ok(())
}

/// Prints ` %a, %b <flags> {attrs} : ft, it` (`math.fpowi`).
pub fn print_fpowi(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_binary(p, op);
    p.write(", ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].operands[1]));
}

/// `math.fpowi`: a float-like base of the result type and an
/// integer-like exponent of the same shape.
pub fn verify_fpowi(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    if !c.operands(2) || !c.results(1) {
        return;
    }
    if !c.operand_class(0, TypeClass::FloatLike)
        || !c.operand_class(1, TypeClass::SignlessIntLike)
        || !c.result_class(0, TypeClass::FloatLike)
    {
        return;
    }
    let (a, b, r) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0));
    if a != r {
        return c.error("failed to verify that all of {lhs, result} have same type");
    }
    if !same_shape(ctx, a, b) {
        c.error("requires the same shape for all operands and results");
    }
}

/// `%a fastmath<..> attr-dict : t` (`math.sincos`): both results of type
/// `t`.
pub fn parse_sincos(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_negf(p, st)?;
    st.result_types.push(st.result_types[0]);
    Ok(())
}

/// `math.sincos`: one float-like operand and two results, all of one
/// type, checked in the order of upstream's generated verifier (result
/// count, operand count, type constraints, then the types' equality).
pub fn verify_sincos(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    let o = &ctx.ops[op];
    if o.results.len() != 2 {
        return c.error("expected 2 results");
    }
    if o.operands.len() != 1 {
        return c.error("requires a single operand");
    }
    if !c.operand_class(0, TypeClass::FloatLike)
        || !c.result_class(0, TypeClass::FloatLike)
        || !c.result_class(1, TypeClass::FloatLike)
    {
        return;
    }
    let a = c.operand_ty(0);
    if c.result_ty(0) != a || c.result_ty(1) != a {
        c.error("failed to verify that all of {operand, sin, cos} have same type");
    }
}

/// `%x to [%lo, %hi] fastmath<..> attr-dict : t` (`math.clampf`).
pub fn parse_clampf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.expect_keyword("to")?;
    p.expect(Punct::LSquare)?;
    let lo = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let hi = p.parse_operand()?;
    p.expect(Punct::RSquare)?;
    parse_three_of_one_type(p, st, [x, lo, hi])
}

/// Prints ` %x to [%lo, %hi] <flags> {attrs} : t` (`math.clampf`).
pub fn print_clampf(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ops = p.ctx().ops[op].operands.clone();
    let [x, lo, hi] = ops[..] else {
        // Malformed (verified separately): the plain operand list.
        return print_binary(p, op);
    };
    p.write(" ");
    p.print_operand(x);
    p.write(" to [");
    p.print_operand(lo);
    p.write(", ");
    p.print_operand(hi);
    p.write("]");
    print_flags(p, op);
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}

/// `n` operands and one result in `class`, all of one type.
pub fn verify_same_class(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    n: usize,
    class: TypeClass,
) {
    verify_same_type_class(&mut Check::new(ctx, op, diags), n, class);
}

/// `%a, %b attr-dict : t` (`andi`, `remsi`, `maxsi`).
pub fn parse_int_binary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, PLAIN)
}

/// `%a, %b overflow<nsw> attr-dict : t` (`addi`, `subi`, `muli`, `shli`).
pub fn parse_int_binary_ovf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, OVERFLOW)
}

/// `%a, %b exact attr-dict : t` (`divsi`, `divui`, `shrsi`, `shrui`).
pub fn parse_int_binary_exact(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, EXACT)
}

/// `%a, %b fastmath<fast> attr-dict : t`.
pub fn parse_float_binary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_binary_with(p, st, FASTMATH)
}

/// Prints the binary form: ` %a, %b <flags> {attrs} : t`.
pub fn print_binary(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write(" ");
    print_op_operands(p, op);
    print_flags(p, op);
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}

/// `%a fastmath<..> attr-dict : t` (`negf`).
pub fn parse_negf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let a = p.parse_operand()?;
    parse_flags(p, st, FASTMATH)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = vec![p.resolve_operand(&a, ty)?];
    st.result_types = vec![ty];
    Ok(())
}

/// Prints the unary form: ` %a <flags> {attrs} : t`.
pub fn print_unary(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_binary(p, op)
}

/// Operands and result in `class`, all of one type.
fn verify_same_type_class(c: &mut Check, n: usize, class: TypeClass) {
    verify_flag_words(c);
    if !c.operands(n) || !c.results(1) {
        return;
    }
    if !(0..n).all(|i| c.operand_class(i, class)) || !c.result_class(0, class) {
        return;
    }
    let r = c.result_ty(0);
    if (0..n).any(|i| c.operand_ty(i) != r) {
        c.error("requires the same type for all operands and results");
    }
}

/// Integer binary ops: two signless-integer-like operands of the result type.
pub fn verify_int_binary(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_type_class(
        &mut Check::new(ctx, op, diags),
        2,
        TypeClass::SignlessIntLike,
    );
}

/// Float binary ops.
pub fn verify_float_binary(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_type_class(&mut Check::new(ctx, op, diags), 2, TypeClass::FloatLike);
}

/// `arith.negf`.
pub fn verify_negf(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_same_type_class(&mut Check::new(ctx, op, diags), 1, TypeClass::FloatLike);
}

// ---- extended (two-result) ops ------------------------------------------

/// `%a, %b attr-dict : t, u` (`addui_extended`: sum type, overflow type).
pub fn parse_addui_extended(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p, st)?;
    let ty = p.parse_colon_type()?;
    p.expect(Punct::Comma)?;
    let overflow = p.parse_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    st.result_types = vec![ty, overflow];
    Ok(())
}

/// `%a, %b attr-dict : t` (`mulsi_extended`, `mului_extended`).
pub fn parse_mul_extended(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let (lhs, rhs) = parse_two_operands(p, st)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    st.result_types = vec![ty, ty];
    Ok(())
}

fn parse_two_operands(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<(crate::asm::UnresolvedOperand, crate::asm::UnresolvedOperand)> {
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok((lhs, rhs))
}

/// Prints ` %a, %b {attrs} : t, u` (`addui_extended`).
pub fn print_addui_extended(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_mul_extended(p, op);
    p.write(", ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[1]));
}

/// Prints ` %a, %b {attrs} : t` (`mulsi_extended`, `mului_extended`).
pub fn print_mul_extended(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write(" ");
    print_op_operands(p, op);
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(p.ctx().ops[op].results[0]));
}

/// `addui_extended`: integer-like operands and sum of one type, and a
/// bool-like overflow shaped like them.
pub fn verify_addui_extended(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let int = TypeClass::SignlessIntLike;
    let rule = ExtendedRule {
        results: [int, TypeClass::BoolLike],
        same: "{lhs, rhs, sum}",
        same_results: 1,
    };
    verify_extended(&mut Check::new(ctx, op, diags), rule);
}

/// `mulsi_extended`/`mului_extended`: operands and both halves of one
/// integer-like type.
pub fn verify_mul_extended(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let int = TypeClass::SignlessIntLike;
    let rule = ExtendedRule {
        results: [int, int],
        same: "{lhs, rhs, low, high}",
        same_results: 2,
    };
    verify_extended(&mut Check::new(ctx, op, diags), rule);
}

/// The ODS constraints of a two-operand, two-result extended op.
struct ExtendedRule {
    results: [TypeClass; 2],
    /// The `AllTypesMatch` list, as upstream words it.
    same: &'static str,
    /// How many leading results must have the operands' type.
    same_results: usize,
}

fn verify_extended(c: &mut Check, rule: ExtendedRule) {
    if !c.operands(2) {
        return;
    }
    if c.ctx.ops[c.op].results.len() != 2 {
        return c.error("expected 2 results");
    }
    let int = TypeClass::SignlessIntLike;
    if !c.operand_class(0, int) || !c.operand_class(1, int) {
        return;
    }
    if !c.result_class(0, rule.results[0]) || !c.result_class(1, rule.results[1]) {
        return;
    }
    let lhs = c.operand_ty(0);
    let all_same = c.operand_ty(1) == lhs && (0..rule.same_results).all(|i| c.result_ty(i) == lhs);
    if !all_same {
        return c.error(format!(
            "failed to verify that all of {} have same type",
            rule.same
        ));
    }
    verify_elementwise(c);
}

/// ODS's `ElementwiseMappable`: scalars everywhere, or containers of one
/// kind and shape everywhere.
fn verify_elementwise(c: &mut Check) {
    let o = &c.ctx.ops[c.op];
    let kinds = |vs: &[crate::ValueId]| -> Vec<TypeId> {
        vs.iter()
            .map(|&v| c.ctx.value_type(v))
            .filter(|&t| is_container(c.ctx, t))
            .collect()
    };
    let (ins, outs) = (kinds(&o.operands), kinds(&o.results));
    if ins.is_empty() && outs.is_empty() {
        return;
    }
    if ins.is_empty() {
        return c.error("if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if outs.is_empty() {
        return c.error(
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        );
    }
    if outs.len() != o.results.len() {
        return c.error("if an operand is non-scalar, then all results must be non-scalar");
    }
    let first = ins[0];
    if !ins
        .iter()
        .chain(&outs)
        .all(|&t| same_shape(c.ctx, first, t))
    {
        c.error("all non-scalar operands/results must have the same shape and base type");
    }
}

// ---- comparisons -------------------------------------------------------

fn parse_cmp_with(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    names: &[&str],
    flags: Flags,
) -> PResult<()> {
    let loc = p.current_loc();
    let word = match p.parse_optional_keyword() {
        Some(w) => w,
        None => p.parse_string().unwrap_or_default(),
    };
    let Some(index) = names.iter().position(|n| *n == word) else {
        let msg = format!(
            "expected string or keyword containing one of the following enum values for \
             attribute 'predicate' [{}]",
            names.join(", ")
        );
        return Err(Diagnostic::error_at(p.ctx(), loc, msg));
    };
    let i64t = p.ctx().int_type(64);
    let pred = p.ctx().int_attr(index as i64, i64t);
    set_prop(p.ctx(), st, "predicate", pred);
    p.expect(Punct::Comma)?;
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent(p.ctx(), st, &["predicate"]);
    p.expect(Punct::Colon)?;
    let ty_loc = p.current_loc();
    let ty = p.parse_type()?;
    let (class, what) = if flags.fastmath {
        (TypeClass::FloatLike, "floating-point-like")
    } else {
        (TypeClass::SignlessIntLike, "signless-integer-like")
    };
    if !class.admits(p.ctx(), ty) {
        // Upstream's generated parser checks the `type($lhs)` it reads.
        let t = crate::printer::type_to_string(p.ctx(), ty);
        let msg = format!("'lhs' must be {what}, but got '{t}'");
        return Err(Diagnostic::error_at(p.ctx(), ty_loc, msg));
    }
    st.operands = p.resolve_operands(&[lhs, rhs], &[ty, ty])?;
    let i1 = p.ctx().int_type(1);
    st.result_types = vec![with_elem(p.ctx(), ty, i1)];
    Ok(())
}

/// `slt, %a, %b attr-dict : t` (the predicate may be a string, as in the
/// seed's `cmpi "slt", ...`).
pub fn parse_cmpi(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cmp_with(p, st, &IntPredicate::KEYWORDS, PLAIN)
}

/// `olt, %a, %b fastmath<..> attr-dict : t`.
pub fn parse_cmpf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cmp_with(p, st, &FloatPredicate::KEYWORDS, FASTMATH)
}

/// Prints ` pred, %a, %b {attrs} : t` for `arith.cmpi`.
pub fn print_cmpi(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_cmp(p, op, &IntPredicate::KEYWORDS)
}

/// Prints ` pred, %a, %b fastmath<..> {attrs} : t` for `arith.cmpf`.
pub fn print_cmpf(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_cmp(p, op, &FloatPredicate::KEYWORDS)
}

fn print_cmp(p: &mut dyn OpAsmPrinter, op: OpId, names: &[&str]) {
    let ctx = p.ctx();
    let lhs = ctx.ops[op].operands[0];
    let pred = attr_of(ctx, op, "predicate").and_then(|a| ctx.attr(a).as_i64());
    let word = pred
        .and_then(|i| names.get(i as usize))
        .unwrap_or(&"<invalid>");
    p.write(" ");
    p.write(word);
    p.write(", ");
    print_op_operands(p, op);
    print_flags(p, op);
    let mut elided = FLAG_PROPS.to_vec();
    elided.push("predicate");
    print_attr_dict(p, op, &elided);
    p.write(" : ");
    p.print_type(p.ctx().value_type(lhs));
}

fn verify_cmp(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>, class: TypeClass, n: usize) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(2) || !c.results(1) {
        return;
    }
    let pred = attr_of(ctx, op, "predicate");
    let Some(pred) = pred else {
        return c.error("requires attribute 'predicate'");
    };
    let value = ctx.attr(pred).as_i64();
    if !value.is_some_and(|v| (0..n as i64).contains(&v)) {
        let cases: Vec<String> = (0..n).map(|i| i.to_string()).collect();
        return c.error(format!(
            "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
            cases.join(", ")
        ));
    }
    if !c.operand_class(0, class) || !c.operand_class(1, class) {
        return;
    }
    if !c.result_class(0, TypeClass::BoolLike) {
        return;
    }
    let (l, r, res) = (c.operand_ty(0), c.operand_ty(1), c.result_ty(0));
    if l != r {
        return c.error("requires all operands to have the same type");
    }
    if !same_shape(ctx, l, res) || tensor_encoding(ctx, l) != tensor_encoding(ctx, res) {
        c.error("failed to verify that result type has i1 element type and same shape as operands");
    }
}

/// The encoding of a ranked tensor type (`None` for anything else), which
/// upstream's "same shape" type builders keep.
fn tensor_encoding(ctx: &Context, ty: TypeId) -> Option<crate::AttrId> {
    match ctx.ty(ty) {
        TypeData::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// `arith.cmpi`: predicate in range, integer-like operands, i1-like result.
pub fn verify_cmpi(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cmp(
        ctx,
        op,
        diags,
        TypeClass::SignlessIntLike,
        IntPredicate::KEYWORDS.len(),
    );
}

/// `arith.cmpf`.
pub fn verify_cmpf(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cmp(
        ctx,
        op,
        diags,
        TypeClass::FloatLike,
        FloatPredicate::KEYWORDS.len(),
    );
}

// ---- select and constant -------------------------------------------------

/// `%c, %t, %f attr-dict : t` or `: cond_t, t`.
pub fn parse_select(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let cond = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let t = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let f = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let first = p.parse_colon_type()?;
    let (cond_ty, ty) = if p.optional(Punct::Comma) {
        (first, p.parse_type()?)
    } else {
        (p.ctx().int_type(1), first)
    };
    st.operands = p.resolve_operands(&[cond, t, f], &[cond_ty, ty, ty])?;
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` %c, %t, %f {attrs} : t`, naming the condition type when it is
/// not a scalar `i1`.
pub fn print_select(p: &mut dyn OpAsmPrinter, op: OpId) {
    let (cond, result) = (p.ctx().ops[op].operands[0], p.ctx().ops[op].results[0]);
    p.write(" ");
    print_op_operands(p, op);
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    let cond_ty = p.ctx().value_type(cond);
    if is_container(p.ctx(), cond_ty) {
        p.print_type(cond_ty);
        p.write(", ");
    }
    p.print_type(p.ctx().value_type(result));
}

/// `arith.select`: i1-like condition, branches and result of one type.
pub fn verify_select(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(3) || !c.results(1) || !c.operand_class(0, TypeClass::BoolLike) {
        return;
    }
    let (t, f, r) = (c.operand_ty(1), c.operand_ty(2), c.result_ty(0));
    if t != r || f != r {
        return c.error(
            "failed to verify that all of {true_value, false_value, result} have same type",
        );
    }
    let cond = c.operand_ty(0);
    if is_container(ctx, cond) && !same_shape(ctx, cond, r) {
        return c.error("failed to verify that condition is signless i1 or has matching shape");
    }
    if is_container(ctx, cond) && tensor_encoding(ctx, cond) != tensor_encoding(ctx, r) {
        c.error("expected condition type to have the same shape as the result type");
    }
}

/// `attr-dict value` where the value carries its type (`42 : i32`,
/// `dense<1> : vector<4xi32>`, `true`).
pub fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.current_loc();
    let value = p.parse_attribute(None)?;
    let Some(ty) = attr_type(p.ctx(), value) else {
        return Err(Diagnostic::error_at(
            p.ctx(),
            loc,
            "expected a typed attribute",
        ));
    };
    set_prop(p.ctx(), st, "value", value);
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` {attrs} value`.
pub fn print_constant(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let value = attr_of(ctx, op, "value");
    print_attr_dict(p, op, &["value"]);
    if let Some(v) = value {
        p.write(" ");
        p.print_attr(v);
    }
}

/// `arith.constant`: the value's type is the result type.
pub fn verify_constant(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(0) || !c.results(1) {
        return;
    }
    let Some(value) = attr_of(ctx, op, "value") else {
        return c.error("requires attribute 'value'");
    };
    let r = c.result_ty(0);
    let same = match ctx.attr(value) {
        AttrData::Bool(_) => is_bool(ctx, r),
        _ => attr_type_ro(ctx, value) == Some(r),
    };
    if !same {
        return c.error("failed to verify that all of {value, result} have same type");
    }
    if ctx.ty(r).is_integer() && !is_signless_int(ctx, r) {
        return c.error("integer return type must be signless");
    }
    let scalable =
        matches!(ctx.ty(r), TypeData::Vector { scalable, .. } if scalable.contains(&true));
    if scalable && !is_splat(ctx, value) {
        c.error(
            "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
        );
    }
}

/// Upstream stores a dense attribute whose elements are all equal as a
/// splat, so either spelling counts.
fn is_splat(ctx: &Context, value: AttrId) -> bool {
    match ctx.attr(value) {
        AttrData::DenseElements { data, .. } => match data {
            crate::attrs::DenseData::Splat(_) => true,
            crate::attrs::DenseData::Elements(es) => es.windows(2).all(|w| w[0] == w[1]),
            _ => false,
        },
        _ => true,
    }
}

// ---- casts ---------------------------------------------------------------

fn parse_cast_with(p: &mut dyn OpAsmParser, st: &mut OperationState, flags: Flags) -> PResult<()> {
    let a = p.parse_operand()?;
    parse_flags(p, st, flags)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&a, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// `%a <flags> attr-dict : t to u`.
pub fn parse_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, PLAIN)
}

/// `%a overflow<..> attr-dict : t to u` (`trunci`, which always carries
/// `overflowFlags`).
pub fn parse_cast_ovf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, OVERFLOW)
}

/// `%a fastmath<..> attr-dict : t to u` (`extf`).
pub fn parse_cast_extf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, EXTF)
}

/// `%a to_nearest_even fastmath<..> attr-dict : t to u` (`truncf`).
pub fn parse_cast_truncf(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    parse_cast_with(p, st, TRUNCF)
}

/// Prints ` %a <flags> {attrs} : t to u`.
pub fn print_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let (src, result) = (p.ctx().ops[op].operands[0], p.ctx().ops[op].results[0]);
    p.write(" ");
    print_op_operands(p, op);
    print_flags(p, op);
    print_attr_dict(p, op, &FLAG_PROPS);
    p.write(" : ");
    p.print_type(p.ctx().value_type(src));
    p.write(" to ");
    p.print_type(p.ctx().value_type(result));
}

/// Element-type rule of a cast: may `from` become `to`?
type CastRule = fn(&Context, TypeId, TypeId) -> bool;

fn verify_cast(
    ctx: &Context,
    op: OpId,
    diags: &mut Vec<Diagnostic>,
    (from_class, to_class): (TypeClass, TypeClass),
    rule: CastRule,
) {
    let mut c = Check::new(ctx, op, diags);
    verify_flag_words(&mut c);
    if !c.operands(1) || !c.results(1) {
        return;
    }
    if !c.operand_class(0, from_class) || !c.result_class(0, to_class) {
        return;
    }
    let (from, to) = (c.operand_ty(0), c.result_ty(0));
    // ODS's `SameInputOutputTensorDims` predicate runs before the shape
    // trait; a cast keeps a tensor's encoding (`areValidCastInputsAndOutputs`).
    let mut encodings_differ = false;
    if let (
        TypeData::RankedTensor {
            shape: a,
            encoding: ea,
            ..
        },
        TypeData::RankedTensor {
            shape: b,
            encoding: eb,
            ..
        },
    ) = (ctx.ty(from), ctx.ty(to))
    {
        if a != b {
            return c
                .error("failed to verify that input and output have the same tensor dimensions");
        }
        encodings_differ = ea != eb;
    }
    if !same_shape(ctx, from, to) {
        return c.error("requires the same shape for all operands and results");
    }
    if encodings_differ || !rule(ctx, elem_or_self(ctx, from), elem_or_self(ctx, to)) {
        let (f, t) = (c.ty(from), c.ty(to));
        c.error(format!(
            "operand type '{f}' and result type '{t}' are cast incompatible"
        ));
    }
}

fn wider(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    bit_width(ctx, b) > bit_width(ctx, a)
}

fn narrower(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    bit_width(ctx, b) < bit_width(ctx, a)
}

const INT: TypeClass = TypeClass::FixedIntLike;
const FLOAT: TypeClass = TypeClass::FloatLike;

/// `extsi`/`extui`: the result must be wider.
pub fn verify_ext_int(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (INT, INT), wider);
}

/// `trunci`: the result must be narrower.
pub fn verify_trunc_int(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (INT, INT), narrower);
}

/// `extf`: the result must be wider.
pub fn verify_ext_float(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (FLOAT, FLOAT), wider);
}

/// `truncf`: the result must be narrower.
pub fn verify_trunc_float(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (FLOAT, FLOAT), narrower);
}

/// `sitofp`/`uitofp`.
pub fn verify_int_to_float(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (INT, FLOAT), |_, _, _| true);
}

/// `fptosi`/`fptoui`.
pub fn verify_float_to_int(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    verify_cast(ctx, op, diags, (FLOAT, INT), |_, _, _| true);
}

/// `index_cast`/`index_castui`: exactly one side is `index`.
pub fn verify_index_cast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let int_like = TypeClass::SignlessIntLike;
    let o = &ctx.ops[op];
    // Upstream's operand and result constraint also admits memrefs of
    // integers (which it then casts), hence its longer description.
    for (kind, v) in [
        ("operand", o.operands.first()),
        ("result", o.results.first()),
    ] {
        let Some(&v) = v else { continue };
        let ty = ctx.value_type(v);
        if !int_like.admits(ctx, ty) {
            let t = crate::printer::type_to_string(ctx, ty);
            let msg = format!(
                "{kind} #0 must be signless-integer-like or memref of signless-integer, but got '{t}'"
            );
            return Check::new(ctx, op, diags).error(msg);
        }
    }
    verify_cast(ctx, op, diags, (int_like, int_like), |ctx, a, b| {
        (*ctx.ty(a) == TypeData::Index) != (*ctx.ty(b) == TypeData::Index)
    });
}

/// `bitcast`: same bit width, no `index`.
pub fn verify_bitcast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let class = TypeClass::IntOrFloatLike;
    let o = &ctx.ops[op];
    // As `index_cast`, upstream's constraint also names memrefs.
    for (kind, v) in [
        ("operand", o.operands.first()),
        ("result", o.results.first()),
    ] {
        let Some(&v) = v else { continue };
        let ty = ctx.value_type(v);
        if !class.admits(ctx, ty) {
            let t = crate::printer::type_to_string(ctx, ty);
            let msg = format!(
                "{kind} #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got '{t}'"
            );
            return Check::new(ctx, op, diags).error(msg);
        }
    }
    verify_cast(ctx, op, diags, (class, class), |ctx, a, b| {
        bit_width(ctx, a) == bit_width(ctx, b)
    });
}

// ---- result names -----------------------------------------------------

/// `arith.constant`'s result name (upstream `ConstantOp::getAsmResultNames`):
/// `%true`/`%false` for `i1`, `%c42` for `index`, `%c-1_i32` for other
/// integers, `%cst` for anything else.
pub fn constant_result_name(ctx: &Context, op: OpId) -> Option<Cow<'static, str>> {
    let o = &ctx.ops[op];
    let value = o.attr(ctx, "value")?;
    let ty = ctx.ty(ctx.values[*o.results.first()?].ty);
    let AttrData::Integer { value, .. } = ctx.attr(value) else {
        return Some(Cow::Borrowed(match ctx.attr(value) {
            AttrData::Bool(b) => bool_word(*b),
            _ => "cst",
        }));
    };
    if is_i1(ty) || matches!(ty, TypeData::Integer { width: 1, .. }) {
        return Some(Cow::Borrowed(bool_word(!num_traits::Zero::is_zero(value))));
    }
    Some(Cow::Owned(match ty {
        TypeData::Integer { width, signedness } => {
            let v = wrap_big(value, *width, false);
            let prefix = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            format!("c{v}_{prefix}{width}")
        }
        TypeData::Index => format!("c{}", wrap_big(value, 64, false)),
        _ => format!("c{value}"),
    }))
}

fn bool_word(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}
