//! `memref.global` and `memref.get_global` (upstream `MemRefOps.td`):
//! the module-level buffers a kernel's constants and scratch live in, their
//! custom form (`memref.global "private" constant @g : memref<4xi32> =
//! dense<[1, 2, 3, 4]>`), upstream's rules, and the reader executors use.

use super::shaped_util::*;
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::types::DYNAMIC;
use crate::{AttrData, Context, Diagnostic, TypeId};

// ---- global / get_global -----------------------------------------------

/// `"private" constant @g : memref<4xi32> = dense<[1, 2, 3, 4]>`
pub(crate) fn parse_global(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let mut props = Vec::new();
    let mut constant = p.optional_keyword("constant");
    let mut name = p.parse_optional_symbol_name();
    if !constant && name.is_none() {
        let vis = p.parse_string()?;
        props.push(("sym_visibility".to_string(), p.ctx().str_attr(&vis)));
        constant = p.optional_keyword("constant");
    }
    if constant {
        props.push(("constant".to_string(), p.ctx().intern_attr(AttrData::Unit)));
    }
    let name = match name.take() {
        Some(n) => n,
        None => p.parse_symbol_name()?,
    };
    props.push(("sym_name".to_string(), p.ctx().str_attr(&name)));
    let ty = p.parse_colon_type()?;
    // Upstream's custom type directive checks the type as it reads it, at
    // the op's name.
    if memref_of(p.ctx(), ty).is_none_or(|(shape, _)| shape.contains(&DYNAMIC)) {
        let msg = format!(
            "type should be static shaped memref, but got {}",
            quoted(p.ctx(), ty)
        );
        return Err(p.error_at(st.loc, &msg));
    }
    props.push(("type".to_string(), p.ctx().type_attr(ty)));
    if p.optional(Punct::Equal) {
        let init = if p.optional_keyword("uninitialized") {
            p.ctx().intern_attr(AttrData::Unit)
        } else {
            let tensor = tensor_like(p.ctx(), ty);
            let a = p.parse_attribute(tensor)?;
            // Upstream's custom directive wants an elements attribute, and
            // says so at the op's name.
            let elements = matches!(
                p.ctx().attr(a),
                AttrData::DenseElements { .. }
                    | AttrData::DenseResource { .. }
                    | AttrData::Sparse { .. }
                    | AttrData::Opaque { .. }
            );
            if !elements {
                let at = p.name_loc();
                let msg = "initial value should be a unit or elements attribute";
                return Err(p.error_at(at, msg));
            }
            a
        };
        props.push(("initial_value".to_string(), init));
    }
    add_props(p.ctx(), st, props);
    parse_alignment_attrs(p, st, &["alignment"])
}

/// Elided from the attribute dictionary: printed in the custom form.
const GLOBAL_FIELDS: &[&str] = &[
    "sym_visibility",
    "constant",
    "sym_name",
    "type",
    "initial_value",
];

pub(crate) fn print_global(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let get = |n| attr(ctx, op, n);
    let (vis, constant, name) = (get("sym_visibility"), get("constant"), get("sym_name"));
    let (ty, init) = (get("type"), get("initial_value"));
    let vis = vis.and_then(|a| ctx.attr(a).as_str()).map(str::to_string);
    let name = name
        .and_then(|a| ctx.attr(a).as_str())
        .unwrap_or("")
        .to_string();
    if let Some(v) = vis {
        p.write(&format!(" \"{v}\""));
    }
    if constant.is_some() {
        p.write(" constant");
    }
    p.write(" ");
    p.print_symbol_name(&name);
    if let Some(AttrData::Type(t)) = ty.map(|a| p.ctx().attr(a).clone()) {
        p.write(" : ");
        p.print_type(t);
    }
    if let Some(i) = init {
        print_initial_value(p, i);
    }
    print_attrs(p, GLOBAL_FIELDS);
}

fn print_initial_value(p: &mut dyn OpAsmPrinter, init: crate::AttrId) {
    p.write(" = ");
    match p.ctx().attr(init) {
        AttrData::Unit => p.write("uninitialized"),
        AttrData::DenseElements { .. } | AttrData::DenseResource { .. } => {
            p.print_attr_without_type(init)
        }
        _ => p.print_attr(init),
    }
}

/// The `memref.global` type of `op`, if well formed.
fn global_type(ctx: &Context, op: OpId) -> Option<TypeId> {
    match ctx.attr(attr(ctx, op, "type")?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

pub(crate) fn verify_global(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    verify_alignment(ctx, op, out);
    // The symbol interface's rule, in its words.
    let vis = attr(ctx, op, "sym_visibility").and_then(|a| ctx.attr(a).as_str());
    if let Some(v) = vis.filter(|v| !["public", "private", "nested"].contains(v)) {
        let msg = format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{v}\""
        );
        return emit(ctx, op, out, msg);
    }
    let Some(ty) = global_type(ctx, op) else {
        return emit(ctx, op, out, "requires attribute 'type'");
    };
    let Some((shape, _)) = memref_of(ctx, ty) else {
        return emit(
            ctx,
            op,
            out,
            "type should be static shaped memref, but got non-memref type",
        );
    };
    if shape.contains(&DYNAMIC) {
        let msg = format!(
            "type should be static shaped memref, but got {}",
            quoted(ctx, ty)
        );
        emit(ctx, op, out, msg);
    }
    let Some(init) = attr(ctx, op, "initial_value") else {
        return;
    };
    match ctx.attr(init) {
        AttrData::Unit => {}
        AttrData::DenseElements { ty: t, .. } | AttrData::DenseResource { ty: t, .. } => {
            verify_initial_type(ctx, op, ty, *t, out)
        }
        _ => {
            let got = crate::printer::attr_to_string(ctx, init);
            let msg =
                format!("initial value should be a unit or elements attribute, but got {got}");
            emit(ctx, op, out, msg)
        }
    }
}

/// The initial value has the global's shape and element type (upstream's
/// wording: shapes as comma-separated sizes).
fn verify_initial_type(
    ctx: &Context,
    op: OpId,
    global: TypeId,
    init: TypeId,
    out: &mut Vec<Diagnostic>,
) {
    let (g, i) = (ctx.ty(global), ctx.ty(init));
    let dims = |s: Option<&[i64]>| {
        let v: Vec<String> = s.unwrap_or(&[]).iter().map(i64::to_string).collect();
        v.join(", ")
    };
    if g.shape() != i.shape() {
        let msg = format!(
            "initial value shape expected to be {} but was {}",
            dims(g.shape()),
            dims(i.shape())
        );
        return emit(ctx, op, out, msg);
    }
    if let (Some(ge), Some(ie)) = (g.element_type(), i.element_type()) {
        if ge != ie {
            let (want, got) = (quoted(ctx, ge), quoted(ctx, ie));
            let msg = format!(
                "initial value element expected to be of type {want}, but was of type {got}"
            );
            emit(ctx, op, out, msg);
        }
    }
}

/// `@g : memref<4xi32>`
pub(crate) fn parse_get_global(p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let name = super::common::parse_symbol_ref_attr(p)?;
    let sym = p.ctx().intern_attr(AttrData::SymbolRef {
        root: name,
        nested: Vec::new(),
    });
    add_props(p.ctx(), st, vec![("name".to_string(), sym)]);
    parse_attrs(p, st, &[])?;
    st.result_types = vec![p.parse_colon_type()?];
    Ok(())
}

pub(crate) fn print_get_global(p: &mut dyn OpAsmPrinter, op: OpId) {
    let ctx = p.ctx();
    let name = match attr(ctx, op, "name").map(|a| ctx.attr(a)) {
        Some(AttrData::SymbolRef { root, .. }) => root.clone(),
        _ => String::new(),
    };
    let ty = vty(ctx, ctx.ops[op].results[0]);
    p.write(" ");
    p.print_symbol_name(&name);
    print_attrs(p, &["name"]);
    p.write(" : ");
    p.print_type(ty);
}

/// The outermost op enclosing `op`: the symbol table globals live in.
fn top_level(ctx: &Context, op: OpId) -> OpId {
    let mut cur = op;
    while let Some(parent) = ctx.parent_op(cur) {
        cur = parent;
    }
    cur
}

pub(crate) fn verify_get_global(ctx: &Context, op: OpId, out: &mut Vec<Diagnostic>) {
    let name = match attr(ctx, op, "name").map(|a| ctx.attr(a)) {
        Some(AttrData::SymbolRef { root, .. }) => root.clone(),
        _ => return emit(ctx, op, out, "requires attribute 'name'"),
    };
    let global = ctx.lookup_symbol(top_level(ctx, op), &name);
    let global = global.filter(|&g| ctx.ops[g].name == "memref.global");
    let Some(g) = global else {
        let msg = format!("'{name}' does not reference a valid global memref");
        return emit(ctx, op, out, msg);
    };
    if global_type(ctx, g) != Some(vty(ctx, ctx.ops[op].results[0])) {
        let (r, g) = (
            quoted(ctx, vty(ctx, ctx.ops[op].results[0])),
            global_type(ctx, g).map_or(String::new(), |t| quoted(ctx, t)),
        );
        let msg = format!("result type {r} does not match type {g} of the global memref @{name}");
        emit(ctx, op, out, msg);
    }
}

// ---- reader, for executors ----------------------------------------------

/// What a `memref.global` declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalInfo {
    /// Symbol name, without `@`.
    pub name: String,
    /// Its memref type.
    pub ty: TypeId,
    /// The initial value (a dense elements attribute), `None` when
    /// uninitialized or external.
    pub initial_value: Option<crate::AttrId>,
    /// Declared `constant`.
    pub constant: bool,
}

/// Reads a `memref.global`.
pub fn global_info(ctx: &Context, op: OpId) -> Option<GlobalInfo> {
    let name = ctx.attr(attr(ctx, op, "sym_name")?).as_str()?.to_string();
    let init = attr(ctx, op, "initial_value").filter(|&a| ctx.attr(a) != &AttrData::Unit);
    Some(GlobalInfo {
        name,
        ty: global_type(ctx, op)?,
        initial_value: init,
        constant: attr(ctx, op, "constant").is_some(),
    })
}

/// The symbol a `memref.get_global` names, without `@`.
pub fn get_global_name(ctx: &Context, op: OpId) -> Option<&str> {
    match ctx.attr(attr(ctx, op, "name")?) {
        AttrData::SymbolRef { root, .. } => Some(root),
        _ => None,
    }
}
