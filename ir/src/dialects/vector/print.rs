//! `vector.print`: its custom form, its punctuation enum and the text it
//! prints, which follows `mlir-runner`.

use super::super::shaped_util::*;
use super::util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult};
use crate::ir::{OpId, OperationState};
use crate::{Context, Diagnostic, TypeData};

// ---- vector.print ------------------------------------------------------

pub(super) const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

/// The punctuations as upstream's attribute parser names them.
pub(super) const PUNCTUATION_CASES: super::super::common::EnumCases =
    super::super::common::EnumCases {
        cases: PUNCTUATIONS,
        cpp: "::mlir::vector::PrintPunctuation",
        attr: "Vector_PrintPunctuation",
    };

/// `%v : t (punctuation <p>)?`, `str "text"`, or nothing. A bare
/// `vector.print` (a newline, as `mlir-opt` prints it) followed by an op
/// with results (`%0 = ...`) is read as it was meant: upstream's parser
/// takes `%0` for the operand and fails on its own output.
pub(super) fn parse_print(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let operand = if p.peek_result_list() {
        None
    } else {
        p.parse_optional_operand()?
    };
    if let Some(o) = operand {
        let ty = p.parse_colon_type()?;
        st.operands = vec![p.resolve_operand(&o, ty)?];
    }
    let mut punct = "newline".to_string();
    let mut props = Vec::new();
    loop {
        if p.optional_keyword("str") {
            let s = p.parse_string()?;
            props.push(("stringLiteral".to_string(), p.ctx().str_attr(&s)));
        } else if p.optional_keyword("punctuation") {
            punct = PUNCTUATION_CASES.parse_in_angles(p)?;
        } else {
            break;
        }
    }
    props.push((
        "punctuation".to_string(),
        enum_attr(p.ctx(), "vector.punctuation", &punct),
    ));
    add_props(p.ctx(), st, props);
    parse_attrs(p, st, &["punctuation", "stringLiteral"])
}

/// The text `vector.print str "..."` prints, if any.
pub fn print_string(ctx: &Context, op: OpId) -> Option<String> {
    ctx.attr(attr(ctx, op, "stringLiteral")?)
        .as_str()
        .map(str::to_string)
}

/// The punctuation printed after the value (`newline` by default).
pub fn punctuation(ctx: &Context, op: OpId) -> String {
    enum_value(ctx, op, "punctuation", "vector.punctuation").unwrap_or_else(|| "newline".into())
}

pub(super) fn print_print(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let operand = ctx.ops[op].operands.first().copied();
    let string = attr(ctx, op, "stringLiteral");
    let punct = punctuation(ctx, op);
    if let Some(v) = operand {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        let ty = vty(p.ctx(), v);
        p.print_type(ty);
    }
    if let Some(s) = string {
        p.write(" str ");
        p.print_attr(s);
    }
    // Upstream prints a bare `vector.print` for the newline case, which it
    // cannot read back when an op with results follows (`%0 = ...` reads as
    // the operand): we spell the punctuation out whenever nothing else is
    // printed. Both tools read that form.
    if punct != "newline" || (operand.is_none() && string.is_none()) {
        p.write(&format!(" punctuation <{punct}>"));
    }
    print_attrs(p, &["punctuation", "stringLiteral"]);
}

pub(super) fn verify_print(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    if o.operands.len() > 1 {
        emit(ctx, op, out, "expected at most one operand");
    }
    // Upstream's printable-type constraint has an empty description.
    if let Some(&v) = o.operands.first() {
        let t = vty(ctx, v);
        let printable = matches!(
            ctx.ty(t),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Vector { .. }
        ) || ctx.ty(t).is_float();
        if !printable {
            let msg = format!(
                "operand #0 must be , but got '{}'",
                crate::printer::type_to_string(ctx, t)
            );
            return emit(ctx, op, out, msg);
        }
    }
    let with_source_or_punct = !o.operands.is_empty() || punctuation(ctx, op) != "newline";
    if attr(ctx, op, "stringLiteral").is_some() && with_source_or_punct {
        emit(
            ctx,
            op,
            out,
            "failed to verify that `source` or `punctuation` are not set when printing strings",
        );
    }
    if !PUNCTUATIONS.contains(&punctuation(ctx, op).as_str()) {
        emit(ctx, op, out, "unknown punctuation");
    }
}
