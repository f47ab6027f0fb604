//! The `func` dialect (<https://mlir.llvm.org/docs/Dialects/Func/>):
//! `func.func`, `func.return`, `func.call`, `func.call_indirect` and
//! `func.constant`, in `mlir-opt`'s custom forms. The seed spellings
//! (`func @f(i32) -> i32`, `return`, `call`, `call_indirect`; `003_…`,
//! `004_…`) are aliases with the same syntax; a seed body may open with an
//! explicit `^bb0(%a : i32):` label when the signature names no arguments.
//!
//! `func.func` stores `sym_name`, `function_type`, `sym_visibility`,
//! `arg_attrs` and `res_attrs` as properties, as upstream's generic form.

use super::common::*;
use crate::asm::{Argument, OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand};
use crate::ir::{OpId, OperationState};
use crate::registry::{OpDef, OpTraits, ResultName, Semantics, TimingClass};
use crate::{AttrData, AttrId, Context, Diagnostic, TypeId};

/// Every op of this dialect.
pub static OPS: &[OpDef] = &[
    OpDef {
        name: "func.func",
        aliases: &[],
        traits: OpTraits {
            isolated_from_above: true,
            ..IMPURE
        },
        parse: Some(parse_func),
        print: Some(print_func),
        verify: verify_func,
        successor_operands: None,
        semantics: Semantics::Structural,
        timing: TimingClass::Free,
        result_name: ResultName::Numbered,
        inherent: &[
            "arg_attrs",
            "function_type",
            "no_inline",
            "res_attrs",
            "sym_name",
            "sym_visibility",
        ],
        defaults: &[],
    },
    OpDef {
        name: "func.return",
        aliases: &["return", "std.return"],
        traits: TERMINATOR,
        parse: Some(parse_return),
        print: Some(print_return),
        verify: verify_return,
        successor_operands: None,
        semantics: Semantics::Return,
        timing: TimingClass::Branch,
        result_name: ResultName::Numbered,
        inherent: &[],
        defaults: &[],
    },
    OpDef {
        name: "func.call",
        aliases: &["call", "std.call"],
        traits: IMPURE,
        parse: Some(parse_call),
        print: Some(print_call),
        verify: verify_call,
        successor_operands: None,
        semantics: Semantics::Call,
        timing: TimingClass::Call,
        result_name: ResultName::Numbered,
        inherent: &["arg_attrs", "callee", "no_inline", "res_attrs"],
        defaults: &[],
    },
    OpDef {
        name: "func.call_indirect",
        aliases: &["call_indirect", "std.call_indirect"],
        traits: IMPURE,
        parse: Some(parse_call_indirect),
        print: Some(print_call_indirect),
        verify: verify_call_indirect,
        successor_operands: None,
        semantics: Semantics::CallIndirect,
        timing: TimingClass::Call,
        result_name: ResultName::Numbered,
        inherent: &["arg_attrs", "res_attrs"],
        defaults: &[],
    },
    OpDef {
        name: "func.constant",
        aliases: &[],
        traits: PURE,
        parse: Some(parse_func_constant),
        print: Some(print_func_constant),
        verify: verify_func_constant,
        successor_operands: None,
        semantics: Semantics::FuncConstant,
        timing: TimingClass::Free,
        result_name: ResultName::Fixed("f"),
        inherent: &["value"],
        defaults: &[],
    },
];

/// Properties the `func.func` syntax spells out (elided from `attributes`).
const FUNC_PROPS: [&str; 5] = [
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

// ---- func.func -----------------------------------------------------------

/// Parses `-> t` or `-> (t {attrs}, u)`: result types and their attributes.
fn parse_results(p: &mut dyn OpAsmParser) -> PResult<(Vec<TypeId>, Vec<Option<AttrId>>)> {
    if !p.optional(Punct::Arrow) {
        return Ok((Vec::new(), Vec::new()));
    }
    if !p.optional(Punct::LParen) {
        return Ok((vec![p.parse_type()?], vec![None]));
    }
    let (mut tys, mut attrs) = (Vec::new(), Vec::new());
    if p.optional(Punct::RParen) {
        return Ok((tys, attrs));
    }
    loop {
        tys.push(p.parse_type()?);
        let mut dict = Vec::new();
        p.parse_optional_attr_dict(&mut dict)?;
        attrs.push((!dict.is_empty()).then(|| p.ctx().intern_attr(AttrData::Dictionary(dict))));
        if !p.optional(Punct::Comma) {
            break;
        }
    }
    p.expect(Punct::RParen)?;
    Ok((tys, attrs))
}

/// `[{..}, {}]` when any entry has attributes, else `None` (upstream omits
/// `arg_attrs`/`res_attrs` when all are empty).
fn attr_array(ctx: &mut Context, attrs: &[Option<AttrId>]) -> Option<AttrId> {
    if attrs.iter().all(Option::is_none) {
        return None;
    }
    let empty = ctx.intern_attr(AttrData::Dictionary(Vec::new()));
    let list = attrs.iter().map(|a| a.unwrap_or(empty)).collect();
    Some(ctx.intern_attr(AttrData::Array(list)))
}

/// `[private|public|nested] @name(args) -> results attributes {..} {body}`.
pub fn parse_func(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let vis = ["private", "public", "nested"]
        .into_iter()
        .find(|v| p.optional_keyword(v));
    let name = p.parse_symbol_name()?;
    let args: Vec<Argument> = p.parse_argument_list(true)?;
    let (results, res_attrs) = parse_results(p)?;
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    let named = args.iter().all(|a| !a.name.is_empty());
    let entry: &[Argument] = if named { &args } else { &[] };
    let region = match p.parse_optional_region(entry)? {
        Some(r) => r,
        None => p.ctx().create_region(),
    };
    st.regions.push(region);
    let ctx = p.ctx();
    let inputs = args.iter().map(|a| a.ty).collect();
    let fty = ctx.function_type(inputs, results);
    let props = [
        ("sym_name", Some(ctx.str_attr(&name))),
        ("function_type", Some(ctx.type_attr(fty))),
        ("sym_visibility", vis.map(|v| ctx.str_attr(v))),
        (
            "arg_attrs",
            attr_array(ctx, &args.iter().map(|a| a.attrs).collect::<Vec<_>>()),
        ),
        ("res_attrs", attr_array(ctx, &res_attrs)),
    ];
    for (k, v) in props {
        if let Some(v) = v {
            set_prop(ctx, st, k, v);
        }
    }
    Ok(())
}

/// The seed `func @f(i32) -> i32` (`003_…`, `004_…`): parsed as
/// `func.func`, with a body-less declaration made `private`, since today's
/// rule is that a symbol declaration cannot be public.
pub fn parse_seed_func(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    st.name = "func.func".into();
    parse_func(p, st)?;
    let ctx = p.ctx();
    let declaration = st.regions.iter().all(|&r| ctx.regions[r].blocks.is_empty());
    let has_vis = match st.properties.map(|a| ctx.attr(a)) {
        Some(AttrData::Dictionary(e)) => e.iter().any(|(k, _)| k == "sym_visibility"),
        _ => false,
    };
    if declaration && !has_vis {
        let private = ctx.str_attr("private");
        set_prop(ctx, st, "sym_visibility", private);
    }
    Ok(())
}

/// The dictionary at `index` of an `arg_attrs`/`res_attrs` array, if it
/// has entries.
fn nth_dict(ctx: &Context, op: OpId, name: &str, index: usize) -> Option<AttrId> {
    let AttrData::Array(list) = ctx.attr(attr_of(ctx, op, name)?) else {
        return None;
    };
    let d = *list.get(index)?;
    match ctx.attr(d) {
        AttrData::Dictionary(e) if !e.is_empty() => Some(d),
        _ => None,
    }
}

/// Writes a dictionary attribute as ` {..}`.
fn print_dict(p: &mut dyn OpAsmPrinter, dict: Option<AttrId>) {
    if let Some(AttrData::Dictionary(e)) = dict.map(|d| p.ctx().attr(d).clone()) {
        p.print_optional_attr_dict(&e, &[]);
    }
}

/// The function type of a `func.func` (or anything with `function_type`).
pub fn function_type_of(ctx: &Context, op: OpId) -> Option<TypeId> {
    match ctx.attr(attr_of(ctx, op, "function_type")?) {
        AttrData::Type(t) if function_parts(ctx, *t).is_some() => Some(*t),
        _ => None,
    }
}

fn print_signature(p: &mut dyn OpAsmPrinter, op: OpId, inputs: &[TypeId], results: &[TypeId]) {
    let ctx = p.ctx();
    let region = ctx.ops[op].regions.first().copied();
    let entry = region.and_then(|r| ctx.regions[r].blocks.first().copied());
    let args = entry.map(|b| ctx.blocks[b].args.clone());
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let dict = nth_dict(p.ctx(), op, "arg_attrs", i);
        match args.as_ref().and_then(|a| a.get(i)) {
            Some(&v) => p.print_argument(v, dict, true),
            None => {
                p.print_type(ty);
                print_dict(p, dict);
            }
        }
    }
    p.write(")");
    if results.is_empty() {
        return;
    }
    p.write(" -> ");
    let dicts: Vec<_> = (0..results.len())
        .map(|i| nth_dict(p.ctx(), op, "res_attrs", i))
        .collect();
    let bare =
        results.len() == 1 && dicts[0].is_none() && function_parts(p.ctx(), results[0]).is_none();
    if bare {
        return p.print_type(results[0]);
    }
    p.write("(");
    for (i, &ty) in results.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(ty);
        print_dict(p, dicts[i]);
    }
    p.write(")");
}

/// Prints ` private @f(%arg0: i32) -> i32 attributes {..} {body}`.
pub fn print_func(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let vis = attr_of(ctx, op, "sym_visibility").and_then(|a| ctx.attr(a).as_str());
    if let Some(v) = vis.map(str::to_string) {
        p.write(&format!(" {v}"));
    }
    let ctx = p.ctx();
    let name = attr_of(ctx, op, "sym_name").and_then(|a| ctx.attr(a).as_str());
    let name = name.unwrap_or_default().to_string();
    p.write(" ");
    p.print_symbol_name(&name);
    let fty = function_type_of(p.ctx(), op);
    let (inputs, results) = fty
        .and_then(|t| function_parts(p.ctx(), t))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    print_signature(p, op, &inputs, &results);
    let all = all_attrs(p.ctx(), op);
    p.print_optional_attr_dict_with_keyword(&all, &FUNC_PROPS);
    let ctx = p.ctx();
    let region = ctx.ops[op].regions.first().copied();
    if let Some(r) = region.filter(|&r| !ctx.regions[r].blocks.is_empty()) {
        p.write(" ");
        p.print_region(r, false, true);
    }
}

/// `func.func`: a symbol name, a function type, and an entry block that
/// matches the signature.
pub fn verify_func(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if attr_of(ctx, op, "sym_name")
        .and_then(|a| ctx.attr(a).as_str())
        .is_none()
    {
        return c.error("requires attribute 'sym_name'");
    }
    let Some(fty) = function_type_of(ctx, op) else {
        return c.error("requires attribute 'function_type'");
    };
    let inputs = function_parts(ctx, fty).map(|(i, _)| i).unwrap_or_default();
    let Some(&region) = ctx.ops[op].regions.first() else {
        return c.error("requires one region");
    };
    let Some(&entry) = ctx.regions[region].blocks.first() else {
        let vis = attr_of(ctx, op, "sym_visibility").and_then(|a| ctx.attr(a).as_str());
        if vis.is_none_or(|v| v == "public") {
            c.error("symbol declaration cannot have public visibility");
        }
        return;
    };
    let args = &ctx.blocks[entry].args;
    if args.len() != inputs.len() {
        return c.error(format!(
            "entry block must have {} arguments to match function signature",
            inputs.len()
        ));
    }
    for (i, (&v, &ty)) in args.iter().zip(inputs).enumerate() {
        let at = ctx.value_type(v);
        if at != ty {
            let (a, b) = (c.ty(at), c.ty(ty));
            c.error(format!(
                "type of entry block argument #{i}('{a}') must match the type of the \
                 corresponding argument in function signature('{b}')"
            ));
        }
    }
}

// ---- func.return -----------------------------------------------------

/// `attr-dict (%a, %b : t, u)?`.
pub fn parse_return(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let operands = p.parse_operand_list()?;
    if !operands.is_empty() {
        let tys = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&operands, &tys)?;
    }
    Ok(())
}

/// Writes ` %a, %b : t, u` (operands and their types) if there are any.
pub fn print_operands_and_types(p: &mut dyn OpAsmPrinter, op: OpId) {
    let operands = p.ctx().ops[op].operands.clone();
    if operands.is_empty() {
        return;
    }
    let tys: Vec<_> = operands.iter().map(|&v| p.ctx().value_type(v)).collect();
    p.write(" ");
    p.print_operands(&operands);
    p.write(" : ");
    p.print_types(&tys);
}

/// Prints ` {attrs} %a : t`.
pub fn print_return(p: &mut dyn OpAsmPrinter, op: OpId) {
    print_attr_dict(p, op, &[]);
    print_operands_and_types(p, op);
}

/// `func.return`: operands match the enclosing function's results.
pub fn verify_return(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    let parent = ctx
        .parent_op(op)
        .filter(|&f| ctx.ops[f].name == "func.func");
    let Some(func) = parent else {
        return c.error("expects parent op 'func.func'");
    };
    let Some(fty) = function_type_of(ctx, func) else {
        return;
    };
    let results = function_parts(ctx, fty).map(|(_, r)| r).unwrap_or_default();
    let name = attr_of(ctx, func, "sym_name").and_then(|a| ctx.attr(a).as_str());
    let name = name.unwrap_or_default();
    let operands = &ctx.ops[op].operands;
    if operands.len() != results.len() {
        return c.error(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            operands.len(),
            results.len()
        ));
    }
    for (i, (&v, &ty)) in operands.iter().zip(results).enumerate() {
        let vt = ctx.value_type(v);
        if vt != ty {
            let (a, b) = (c.ty(vt), c.ty(ty));
            c.raw_error(format!(
                "type of return operand {i} ('{a}') doesn't match function result type \
                 ('{b}') in function @{name}"
            ));
        }
    }
}

// ---- calls -----------------------------------------------------------

/// `@callee(%a, %b) attr-dict : (t, u) -> r`.
pub fn parse_call(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let callee = parse_symbol_ref_attr(p)?;
    let (_, args, inputs) = parse_call_tail(p, st)?;
    st.operands = p.resolve_operands(&args, &inputs)?;
    let sym = symbol_ref(p.ctx(), &callee);
    set_prop(p.ctx(), st, "callee", sym);
    Ok(())
}

/// `@name` as an attribute.
pub fn symbol_ref(ctx: &mut Context, name: &str) -> AttrId {
    ctx.intern_attr(AttrData::SymbolRef {
        root: name.to_string(),
        nested: Vec::new(),
    })
}

fn operand_and_result_types(ctx: &Context, op: OpId, skip: usize) -> (Vec<TypeId>, Vec<TypeId>) {
    let o = &ctx.ops[op];
    let ins = o.operands[skip.min(o.operands.len())..]
        .iter()
        .map(|&v| ctx.value_type(v))
        .collect();
    let outs = o.results.iter().map(|&v| ctx.value_type(v)).collect();
    (ins, outs)
}

/// Prints ` @callee(%a) {attrs} : (t) -> r`.
pub fn print_call(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let callee = attr_of(ctx, op, "callee").and_then(|a| symbol_ref_name(ctx, a));
    let callee = callee.unwrap_or_default().to_string();
    let operands = ctx.ops[op].operands.clone();
    let (ins, outs) = operand_and_result_types(ctx, op, 0);
    p.write(" ");
    p.print_symbol_name(&callee);
    p.write("(");
    p.print_operands(&operands);
    p.write(")");
    print_attr_dict(p, op, &["callee"]);
    p.write(" : ");
    print_function_type(p, &ins, &outs);
}

/// The `func.func` a symbol attribute names, seen from `op`.
fn resolve_callee(ctx: &Context, op: OpId, attr: &str) -> Result<(String, Option<OpId>), ()> {
    let sym = attr_of(ctx, op, attr).and_then(|a| symbol_ref_name(ctx, a));
    let name = sym.ok_or(())?.to_string();
    let table = enclosing_symbol_table(ctx, op);
    let found = table.and_then(|t| ctx.lookup_symbol(t, &name));
    Ok((name, found.filter(|&f| function_type_of(ctx, f).is_some())))
}

fn type_list_text(c: &Check, tys: &[TypeId]) -> String {
    let quoted: Vec<String> = tys.iter().map(|&t| format!("'{}'", c.ty(t))).collect();
    quoted.join(", ")
}

/// `func.call`: the callee exists and its type matches the call.
pub fn verify_call(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    let Ok((name, callee)) = resolve_callee(ctx, op, "callee") else {
        return c.error("requires attribute 'callee'");
    };
    let Some(callee) = callee else {
        return c.error(format!("'{name}' does not reference a valid function"));
    };
    let fty = function_type_of(ctx, callee);
    let Some((inputs, results)) = fty.and_then(|t| function_parts(ctx, t)) else {
        return;
    };
    let (ins, outs) = operand_and_result_types(ctx, op, 0);
    if ins.len() != inputs.len() {
        return c.error("incorrect number of operands for callee");
    }
    for (i, (&have, &want)) in ins.iter().zip(inputs).enumerate() {
        if have != want {
            let (w, h) = (c.ty(want), c.ty(have));
            return c.error(format!(
                "operand type mismatch: expected operand type '{w}', but provided '{h}' \
                 for operand number {i}"
            ));
        }
    }
    if outs.len() != results.len() {
        return c.error("incorrect number of results for callee");
    }
    if let Some(i) = (0..outs.len()).find(|&i| outs[i] != results[i]) {
        let loc = ctx.ops[op].loc;
        let msg = format!("'func.call' op result type mismatch at index {i}");
        let (mine, theirs) = (type_list_text(&c, &outs), type_list_text(&c, results));
        let d = Diagnostic::error_at(ctx, loc, msg)
            .with_note(ctx, Some(loc), format!("      op result types: {mine}"))
            .with_note(ctx, Some(loc), format!("function result types: {theirs}"));
        c.push(d);
    }
}

/// `%f(%a) attr-dict : (t) -> r`.
pub fn parse_call_indirect(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let callee = p.parse_operand()?;
    let (fty, args, inputs) = parse_call_tail(p, st)?;
    st.operands = vec![p.resolve_operand(&callee, fty)?];
    st.operands.extend(p.resolve_operands(&args, &inputs)?);
    Ok(())
}

/// The part both call forms share after the callee:
/// `(%a, %b) attr-dict : (t, u) -> r`. Sets the attributes and result
/// types; returns the function type, the arguments and their types, for
/// the caller to resolve after its callee (upstream's order of errors).
fn parse_call_tail(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
) -> PResult<(TypeId, Vec<UnresolvedOperand>, Vec<TypeId>)> {
    p.expect(Punct::LParen)?;
    let operands = p.parse_operand_list()?;
    p.expect(Punct::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(Punct::Colon)?;
    let fty = parse_function_type(p)?;
    let (inputs, results) = function_parts(p.ctx(), fty)
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    st.result_types = results;
    Ok((fty, operands, inputs))
}

/// Prints ` %f(%a) {attrs} : (t) -> r`.
pub fn print_call_indirect(p: &mut dyn OpAsmPrinter, op: OpId) {
    let operands = p.ctx().ops[op].operands.clone();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(callee);
    p.write("(");
    p.print_operands(args);
    p.write(")");
    print_attr_dict(p, op, &[]);
    p.write(" : ");
    p.print_type(p.ctx().value_type(callee));
}

/// `func.call_indirect`: the callee's type matches the operands and results.
pub fn verify_call_indirect(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if ctx.ops[op].operands.is_empty() {
        return c.error("expected at least 1 operands, but found 0");
    }
    let callee_ty = c.operand_ty(0);
    let Some((inputs, results)) = function_parts(ctx, callee_ty) else {
        let t = c.ty(callee_ty);
        return c.error(format!("operand #0 must be function type, but got '{t}'"));
    };
    let (ins, outs) = operand_and_result_types(ctx, op, 1);
    if ins != inputs {
        return c.error("failed to verify that callee input types match argument types");
    }
    if outs != results {
        c.error("failed to verify that callee result types match result types");
    }
}

// ---- func.constant -------------------------------------------------------

/// `@f attr-dict : (t) -> r`.
pub fn parse_func_constant(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let name = parse_symbol_ref_attr(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    let sym = symbol_ref(p.ctx(), &name);
    set_prop(p.ctx(), st, "value", sym);
    st.result_types = vec![ty];
    Ok(())
}

/// Prints ` @f {attrs} : (t) -> r`.
pub fn print_func_constant(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let name = attr_of(ctx, op, "value").and_then(|a| symbol_ref_name(ctx, a));
    let name = name.unwrap_or_default().to_string();
    let ty = ctx.ops[op].results.first().map(|&v| ctx.value_type(v));
    p.write(" ");
    p.print_symbol_name(&name);
    print_attr_dict(p, op, &["value"]);
    if let Some(ty) = ty {
        p.write(" : ");
        p.print_type(ty);
    }
}

/// `func.constant`: names an existing function of the result's type.
pub fn verify_func_constant(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let mut c = Check::new(ctx, op, diags);
    if !c.operands(0) || !c.results(1) {
        return;
    }
    let Ok((name, callee)) = resolve_callee(ctx, op, "value") else {
        return c.error("requires attribute 'value'");
    };
    let Some(callee) = callee else {
        return c.error(format!("reference to undefined function '{name}'"));
    };
    if function_type_of(ctx, callee) != Some(c.result_ty(0)) {
        c.error("reference to function with mismatched type");
    }
}
