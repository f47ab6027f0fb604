//! The `index` dialect (<https://mlir.llvm.org/docs/Dialects/IndexOps/>):
//! integer arithmetic, comparison and casts on `index` values, the two
//! constants and `index.sizeof`, in the forms `mlir-opt` (LLVM 22) prints.
//!
//! The binary ops run as the `arith` integer ops of the same [`IntBinOp`]
//! on `index` (a division by zero, undefined upstream, is a located fault
//! as it is for `arith`), `index.cmp` as `arith.cmpi`, and the casts as
//! `arith.index_cast`/`index_castui`. `index.sizeof` is the simulator's
//! index width in bits, 64, what `-convert-index-to-llvm` gives on a 64-bit
//! host.

use super::common::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::{CastOp, IntBinOp, OpDef, ResultName, Semantics, TimingClass};
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};
use rmlir_vocab::IntPredicate;
use std::borrow::Cow;

/// One row: every op of the dialect is pure and names its results by
/// number unless it says otherwise.
macro_rules! op {
    ($name:literal, $parse:ident, $print:ident, $verify:ident, $sem:expr, $timing:ident,
     [$($inherent:literal),*]) => {
        OpDef {
            name: $name,
            aliases: &[],
            traits: PURE,
            parse: Some($parse),
            print: Some($print),
            verify: $verify,
            successor_operands: None,
            semantics: $sem,
            timing: TimingClass::$timing,
            result_name: ResultName::Numbered,
            inherent: &[$($inherent),*],
            defaults: &[],
        }
    };
}

/// A binary op on two `index` values.
macro_rules! bin {
    ($name:literal, $op:ident, $timing:ident) => {
        op!(
            $name,
            parse_binary,
            print_binary,
            verify_binary,
            Semantics::IntBinary(IntBinOp::$op),
            $timing,
            []
        )
    };
}

/// A cast between `index` and an integer type.
macro_rules! cast {
    ($name:literal, $op:ident) => {
        op!(
            $name,
            parse_cast,
            print_cast,
            verify_cast,
            Semantics::Cast(CastOp::$op),
            Cast,
            []
        )
    };
}

/// Every op of this dialect.
#[rustfmt::skip]
pub static OPS: &[OpDef] = &[
    bin!("index.add", Add, IntAdd),
    bin!("index.sub", Sub, IntAdd),
    bin!("index.mul", Mul, IntMul),
    bin!("index.divs", DivS, IntDiv),
    bin!("index.divu", DivU, IntDiv),
    bin!("index.ceildivs", CeilDivS, IntDiv),
    bin!("index.ceildivu", CeilDivU, IntDiv),
    bin!("index.floordivs", FloorDivS, IntDiv),
    bin!("index.rems", RemS, IntDiv),
    bin!("index.remu", RemU, IntDiv),
    // Compare and pick: costed as a compare, as `arith.maxsi` is.
    bin!("index.maxs", MaxS, IntCmp),
    bin!("index.maxu", MaxU, IntCmp),
    bin!("index.mins", MinS, IntCmp),
    bin!("index.minu", MinU, IntCmp),
    bin!("index.shl", Shl, IntLogic),
    bin!("index.shrs", ShrS, IntLogic),
    bin!("index.shru", ShrU, IntLogic),
    bin!("index.and", And, IntLogic),
    bin!("index.or", Or, IntLogic),
    bin!("index.xor", Xor, IntLogic),
    op!("index.cmp", parse_cmp, print_cmp, verify_cmp, Semantics::CmpI, IntCmp, ["pred"]),
    OpDef {
        result_name: ResultName::Computed(constant_name),
        ..op!("index.constant", parse_constant, print_constant, verify_constant,
              Semantics::Constant, Free, ["value"])
    },
    OpDef {
        result_name: ResultName::Computed(constant_name),
        ..op!("index.bool.constant", parse_bool_constant, print_constant, verify_bool_constant,
              Semantics::Constant, Free, ["value"])
    },
    op!("index.sizeof", parse_sizeof, print_sizeof, verify_sizeof, Semantics::SizeOf, Free, []),
    cast!("index.casts", IndexCast),
    cast!("index.castu", IndexCastUI),
];

/// The index dialect's one attribute, for the parser: its predicate
/// follows the mnemonic bare (`#index<cmp_predicate slt>`).
pub(crate) const ATTRS: &[crate::attr_syntax::DialectAttr] =
    &[crate::attr_syntax::DialectAttr::bare(
        "cmp_predicate",
        &PREDICATES,
    )];

/// `index.cmp`'s predicate words, in upstream's order (that of
/// `arith.cmpi`), with the names its errors give.
const PREDICATES: EnumCases = EnumCases {
    cases: &IntPredicate::KEYWORDS,
    cpp: "::mlir::index::IndexCmpPredicate",
    attr: "IndexCmpPredicateAttr",
};

/// The stored text of `#index<cmp_predicate word>` before the word.
const PRED_PREFIX: &str = "index<cmp_predicate ";

/// The predicate of an `index.cmp`, read from its `pred` attribute.
pub fn predicate(ctx: &Context, op: OpId) -> Option<IntPredicate> {
    let AttrData::Dialect { text } = ctx.attr(attr_of(ctx, op, "pred")?) else {
        return None;
    };
    IntPredicate::from_keyword(text.strip_prefix(PRED_PREFIX)?.strip_suffix('>')?)
}

// ---- parse and print ------------------------------------------------------

/// `%a, %b attr-dict`.
fn parse_binary(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx().index_type();
    st.operands = p.resolve_operands(&[lhs, rhs], &[index, index])?;
    st.result_types = vec![index];
    Ok(())
}

fn print_binary(p: &mut dyn OpAsmPrinter, op: OpId) {
    p.write(" ");
    print_op_operands(p, op);
    print_attr_dict(p, op, &[]);
}

/// `pred(%a, %b) attr-dict`.
fn parse_cmp(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let word = PREDICATES.parse_word(p)?;
    p.expect(Punct::LParen)?;
    let lhs = p.parse_operand()?;
    p.expect(Punct::Comma)?;
    let rhs = p.parse_operand()?;
    p.expect(Punct::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let pred = dialect_attr(p.ctx(), format!("{PRED_PREFIX}{word}>"));
    set_prop(p.ctx(), st, "pred", pred);
    let index = p.ctx().index_type();
    st.operands = p.resolve_operands(&[lhs, rhs], &[index, index])?;
    st.result_types = vec![p.ctx().int_type(1)];
    Ok(())
}

fn print_cmp(p: &mut dyn OpAsmPrinter, op: OpId) {
    let word = predicate(p.ctx(), op).map_or("<<invalid>>", IntPredicate::keyword);
    let o = &p.ctx().ops[op];
    let (a, b) = (o.operands[0], o.operands[1]);
    p.write(&format!(" {word}("));
    p.print_operand(a);
    p.write(", ");
    p.print_operand(b);
    p.write(")");
    print_attr_dict(p, op, &["pred"]);
}

/// `attr-dict 42`: the value is read as an attribute of type `index`.
fn parse_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let index = p.ctx().index_type();
    let value = p.parse_attribute(Some(index))?;
    set_prop(p.ctx(), st, "value", value);
    st.result_types = vec![index];
    Ok(())
}

/// `attr-dict true`: the value is read as an attribute of type `i1`, which
/// must be a boolean (`1` is `true`, as upstream's `BoolAttr` is an `i1`
/// integer).
fn parse_bool_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let loc = p.current_loc();
    let i1 = p.ctx().int_type(1);
    let value = p.parse_attribute(Some(i1))?;
    let Some(b) = as_bool(p.ctx(), value) else {
        return Err(p.error_at(loc, "invalid kind of attribute specified"));
    };
    let value = p.ctx().intern_attr(AttrData::Bool(b));
    set_prop(p.ctx(), st, "value", value);
    st.result_types = vec![i1];
    Ok(())
}

/// Prints ` {attrs} value` with the value's type left out.
fn print_constant(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_attr_dict(p, op, &["value"]);
    if let Some(v) = attr_of(p.ctx(), op, "value") {
        p.write(" ");
        p.print_attr_without_type(v);
    }
}

/// `attr-dict`.
fn parse_sizeof(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.ctx().index_type()];
    Ok(())
}

fn print_sizeof(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_attr_dict(p, op, &[]);
}

/// `%x attr-dict : t to u`.
pub(crate) fn parse_cast(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let from = p.parse_colon_type()?;
    p.expect_keyword("to")?;
    let to = p.parse_type()?;
    st.operands = vec![p.resolve_operand(&x, from)?];
    st.result_types = vec![to];
    Ok(())
}

/// Prints ` %x {attrs} : t to u`.
pub(crate) fn print_cast(p: &mut dyn OpAsmPrinter, op: OpId) {
    let (x, r) = (p.ctx().ops[op].operands[0], p.ctx().ops[op].results[0]);
    p.write(" ");
    p.print_operand(x);
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(x));
    p.write(" to ");
    p.print_type(p.ctx().value_type(r));
}

/// `%idx42` for `index.constant 42`, `%true`/`%false` for the booleans.
fn constant_name(ctx: &Context, op: OpId) -> Option<Cow<'static, str>> {
    let value = attr_of(ctx, op, "value")?;
    if let Some(b) = as_bool(ctx, value) {
        return Some(Cow::Borrowed(if b { "true" } else { "false" }));
    }
    match ctx.attr(value) {
        AttrData::Integer { value, .. } => Some(Cow::Owned(format!("idx{value}"))),
        _ => None,
    }
}

// ---- verify ---------------------------------------------------------------

/// The boolean an attribute holds: a `BoolAttr` or an `i1` integer.
fn as_bool(ctx: &Context, a: AttrId) -> Option<bool> {
    match ctx.attr(a) {
        AttrData::Bool(b) => Some(*b),
        AttrData::Integer { value, ty } if ctx.ty(*ty).int_width() == Some(1) => {
            Some(!num_traits::Zero::is_zero(value))
        }
        _ => None,
    }
}

fn is_index(ctx: &Context, ty: TypeId) -> bool {
    *ctx.ty(ty) == TypeData::Index
}

fn is_int_or_index(ctx: &Context, ty: TypeId) -> bool {
    matches!(ctx.ty(ty), TypeData::Index | TypeData::Integer { .. })
}

/// ODS's type check of value `what #i`: `must be <desc>, but got 't'`.
fn check_type(c: &mut Check, what: &str, i: usize, ty: TypeId, ok: bool, desc: &str) -> bool {
    if !ok {
        let t = c.ty(ty);
        c.error(format!("{what} #{i} must be {desc}, but got '{t}'"));
    }
    ok
}

/// The operand and result counts, then each operand against `index`.
fn counts_and_index_operands(c: &mut Check, ctx: &Context, op: OpId, n: usize) -> bool {
    if n == 0 && !ctx.ops[op].operands.is_empty() {
        c.error("requires zero operands");
        return false;
    }
    if !c.operands(n) || !c.results(1) {
        return false;
    }
    (0..n).all(|i| {
        let ty = ctx.value_type(ctx.ops[op].operands[i]);
        check_type(c, "operand", i, ty, is_index(ctx, ty), "index")
    })
}

/// The one result against `index` (`ok`) or `i1`.
fn check_result(c: &mut Check, ctx: &Context, op: OpId, want_index: bool) -> bool {
    let ty = ctx.value_type(ctx.ops[op].results[0]);
    if want_index {
        return check_type(c, "result", 0, ty, is_index(ctx, ty), "index");
    }
    let ok = is_bool(ctx, ty);
    check_type(c, "result", 0, ty, ok, "1-bit signless integer")
}

fn verify_binary(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if counts_and_index_operands(&mut c, ctx, op, 2) {
        check_result(&mut c, ctx, op, true);
    }
}

fn verify_cmp(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if attr_of(ctx, op, "pred").is_none() {
        return c.error("requires attribute 'pred'");
    }
    if counts_and_index_operands(&mut c, ctx, op, 2)
        && check_result(&mut c, ctx, op, false)
        && predicate(ctx, op).is_none()
    {
        c.error("attribute 'pred' failed to satisfy constraint: index comparison predicate");
    }
}

fn verify_constant(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    let Some(value) = attr_of(ctx, op, "value") else {
        return c.error("requires attribute 'value'");
    };
    let is_index_attr =
        matches!(ctx.attr(value), AttrData::Integer { ty, .. } if is_index(ctx, *ty));
    if !is_index_attr {
        return c.error("attribute 'value' failed to satisfy constraint: index attribute");
    }
    if counts_and_index_operands(&mut c, ctx, op, 0) {
        check_result(&mut c, ctx, op, true);
    }
}

fn verify_bool_constant(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    let Some(value) = attr_of(ctx, op, "value") else {
        return c.error("requires attribute 'value'");
    };
    if as_bool(ctx, value).is_none() {
        return c.error("attribute 'value' failed to satisfy constraint: bool attribute");
    }
    if counts_and_index_operands(&mut c, ctx, op, 0) {
        check_result(&mut c, ctx, op, false);
    }
}

fn verify_sizeof(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if counts_and_index_operands(&mut c, ctx, op, 0) {
        check_result(&mut c, ctx, op, true);
    }
}

/// `index.casts`/`castu`: an integer or `index` each way, exactly one of
/// them `index`.
fn verify_cast(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if ctx.ops[op].operands.len() != 1 {
        return c.error("requires a single operand");
    }
    if !c.results(1) {
        return;
    }
    let (from, to) = (c.operand_ty(0), c.result_ty(0));
    let desc = "integer or index";
    if !check_type(&mut c, "operand", 0, from, is_int_or_index(ctx, from), desc)
        || !check_type(&mut c, "result", 0, to, is_int_or_index(ctx, to), desc)
    {
        return;
    }
    if is_index(ctx, from) == is_index(ctx, to) {
        let (f, t) = (c.ty(from), c.ty(to));
        c.error(format!(
            "operand type '{f}' and result type '{t}' are cast incompatible"
        ));
    }
}
