//! Shared helpers for op definitions: building properties, reading
//! attributes, type classes (MLIR's ODS type constraints such as
//! `SignlessIntegerLike`) and the [`Check`] builder that words verifier
//! errors as upstream does (`'arith.addi' op requires the same type for all
//! operands and results`).
//!
//! Conventions every custom form here follows (MLIR's `OpAsmPrinter`
//! convention): a print fn writes everything after the op name and starts
//! with its own leading space; a parse fn may rename the op by setting
//! `state.name` (the seed `constant` becomes `arith.constant` or
//! `func.constant`). Inherent attributes go to `state.properties` as
//! upstream's generic form shows them (`<{predicate = 2 : i64}>`).

use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct};
use crate::ir::{OpId, OperationState};
use crate::registry::OpTraits;
use crate::types::Signedness;
use crate::{AttrData, AttrId, Context, Diagnostic, TypeData, TypeId};

/// Traits of a side-effect-free op with no regions.
pub const PURE: OpTraits = OpTraits {
    terminator: false,
    isolated_from_above: false,
    no_terminator: false,
    graph_region: false,
    symbol_table: false,
    implicit_terminator: None,
    pure: true,
};

/// Traits of an op with side effects and no regions.
pub const IMPURE: OpTraits = OpTraits {
    pure: false,
    ..PURE
};

/// Traits of a block terminator.
pub const TERMINATOR: OpTraits = OpTraits {
    terminator: true,
    pure: false,
    ..PURE
};

// ---- properties -----------------------------------------------------------

/// Adds `name = value` to the op's properties dictionary, replacing an
/// entry of the same name.
pub fn set_prop(ctx: &mut Context, state: &mut OperationState, name: &str, value: AttrId) {
    state.properties = Some(ctx.with_property(state.properties, name, value));
}

/// Moves inherent attributes written in the attribute dictionary into the
/// properties, as upstream does when it reads a custom form.
pub fn move_inherent(ctx: &mut Context, state: &mut OperationState, names: &[&str]) {
    let (inherent, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut state.attrs)
        .into_iter()
        .partition(|(k, _)| names.contains(&k.as_str()));
    state.attrs = rest;
    for (k, v) in inherent {
        set_prop(ctx, state, &k, v);
    }
}

/// `[a, b, ...]` (possibly empty), as a dense integer array attribute of
/// `width`-bit elements reads in a declarative format (`tpu` ops, the
/// `weights` of `cf.cond_br`).
pub fn parse_int_array(p: &mut dyn OpAsmParser, width: u32) -> PResult<AttrId> {
    p.expect(Punct::LSquare)?;
    let mut items = Vec::new();
    if !p.optional(Punct::RSquare) {
        loop {
            items.push(i128::from(p.parse_integer()?));
            if !p.optional(Punct::Comma) {
                break;
            }
        }
        p.expect(Punct::RSquare)?;
    }
    let elem = p.ctx().int_type(width);
    Ok(p.ctx().intern_attr(AttrData::DenseArray {
        elem,
        data: crate::attrs::DenseArrayData::Ints(items),
    }))
}

/// `array<i32: ...>`, the storage of `operandSegmentSizes`.
pub fn i32_array(ctx: &mut Context, values: &[usize]) -> AttrId {
    let elem = ctx.int_type(32);
    let data = crate::attrs::DenseArrayData::Ints(values.iter().map(|&v| v as i128).collect());
    ctx.intern_attr(AttrData::DenseArray { elem, data })
}

/// The elements of an `array<i32: ...>` attribute.
pub fn read_i32_array(ctx: &Context, attr: AttrId) -> Option<Vec<usize>> {
    match ctx.attr(attr) {
        AttrData::DenseArray {
            data: crate::attrs::DenseArrayData::Ints(v),
            ..
        } => v.iter().map(|&x| usize::try_from(x).ok()).collect(),
        _ => None,
    }
}

/// A dialect attribute kept verbatim (`#arith.overflow<nsw>`).
pub fn dialect_attr(ctx: &mut Context, text: String) -> AttrId {
    ctx.intern_attr(AttrData::Dialect { text })
}

/// An attribute (discardable or property) of `op`.
pub fn attr_of(ctx: &Context, op: OpId, name: &str) -> Option<AttrId> {
    ctx.ops[op].attr(ctx, name)
}

/// Discardable attributes followed by properties, for printing an
/// attribute dictionary in a custom form.
pub fn all_attrs(ctx: &Context, op: OpId) -> Vec<(String, AttrId)> {
    let o = &ctx.ops[op];
    let mut all = o.attrs.clone();
    if let Some(AttrData::Dictionary(e)) = o.properties.map(|p| ctx.attr(p)) {
        all.extend(e.iter().cloned());
    }
    all
}

/// Writes ` {..}` for every attribute of `op` except `elided`.
pub fn print_attr_dict(p: &mut dyn OpAsmPrinter, op: OpId, elided: &[&str]) {
    if !has_attrs(p.ctx(), op) {
        // Most ops have none: skip copying the (empty) lists.
        return p.print_optional_attr_dict(&[], elided);
    }
    let all = all_attrs(p.ctx(), op);
    p.print_optional_attr_dict(&all, elided);
}

/// True when `op` has a discardable attribute or a non-empty property
/// dictionary.
fn has_attrs(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    let empty_props = match o.properties.map(|p| ctx.attr(p)) {
        None => true,
        Some(AttrData::Dictionary(e)) => e.is_empty(),
        Some(_) => false,
    };
    !o.attrs.is_empty() || !empty_props
}

/// Writes `op`'s operands separated by `, `, as
/// [`OpAsmPrinter::print_operands`] does, without copying the list out of
/// the context first.
pub fn print_op_operands(p: &mut dyn OpAsmPrinter, op: OpId) {
    for i in 0..p.ctx().ops[op].operands.len() {
        if i > 0 {
            p.write(", ");
        }
        let v = p.ctx().ops[op].operands[i];
        p.print_operand(v);
    }
}

/// The type of a typed attribute (`42 : i32`, `dense<1> : vector<4xi32>`).
pub fn attr_type(ctx: &mut Context, attr: AttrId) -> Option<TypeId> {
    match ctx.attr(attr).clone() {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(ty),
        AttrData::Bool(_) => Some(ctx.int_type(1)),
        AttrData::String { ty, .. } => ty,
        AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::Sparse { ty, .. }
        | AttrData::Opaque { ty, .. } => Some(ty),
        _ => None,
    }
}

/// Same as [`attr_type`] without interning (`true` needs `i1`, which is
/// compared structurally by the caller through `is_bool`).
pub fn attr_type_ro(ctx: &Context, attr: AttrId) -> Option<TypeId> {
    match ctx.attr(attr) {
        AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(*ty),
        AttrData::String { ty, .. } => *ty,
        AttrData::DenseElements { ty, .. }
        | AttrData::DenseResource { ty, .. }
        | AttrData::Sparse { ty, .. }
        | AttrData::Opaque { ty, .. } => Some(*ty),
        _ => None,
    }
}

// ---- type classes -----------------------------------------------------

/// The element type of a vector or tensor, else the type itself (the
/// "-like" in ODS's `SignlessIntegerLike`).
pub fn elem_or_self(ctx: &Context, ty: TypeId) -> TypeId {
    match ctx.ty(ty) {
        TypeData::Vector { elem, .. }
        | TypeData::RankedTensor { elem, .. }
        | TypeData::UnrankedTensor { elem } => *elem,
        _ => ty,
    }
}

/// True for vectors and tensors (the containers "-like" admits).
pub fn is_container(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.ty(ty),
        TypeData::Vector { .. } | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
    )
}

/// `iN` (signless).
pub fn is_signless_int(ctx: &Context, ty: TypeId) -> bool {
    matches!(
        ctx.ty(ty),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// `i1`.
pub fn is_bool(ctx: &Context, ty: TypeId) -> bool {
    is_signless_int(ctx, ty) && ctx.ty(ty).int_width() == Some(1)
}

/// A class of element types, named as ODS names it in diagnostics.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeClass {
    /// Signless integers and `index`, or containers of them.
    SignlessIntLike,
    /// Signless integers (no `index`), or containers of them.
    FixedIntLike,
    /// Floats, or containers of them.
    FloatLike,
    /// `i1`, or containers of it.
    BoolLike,
    /// Signless integers or floats (no `index`), or containers of them.
    IntOrFloatLike,
    /// Any type.
    Any,
}

impl TypeClass {
    /// ODS's description, used in "must be ..., but got ...".
    pub fn describe(self) -> &'static str {
        match self {
            TypeClass::SignlessIntLike => "signless-integer-like",
            TypeClass::FixedIntLike => "signless-fixed-width-integer-like",
            TypeClass::FloatLike => "floating-point-like",
            TypeClass::BoolLike => "bool-like",
            TypeClass::IntOrFloatLike => "signless-integer-or-float-like",
            TypeClass::Any => "any type",
        }
    }

    /// Whether `ty` belongs to the class.
    pub fn admits(self, ctx: &Context, ty: TypeId) -> bool {
        let e = elem_or_self(ctx, ty);
        let data = ctx.ty(e);
        match self {
            TypeClass::SignlessIntLike => is_signless_int(ctx, e) || *data == TypeData::Index,
            TypeClass::FixedIntLike => is_signless_int(ctx, e),
            TypeClass::FloatLike => data.is_float(),
            TypeClass::BoolLike => is_bool(ctx, e),
            TypeClass::IntOrFloatLike => is_signless_int(ctx, e) || data.is_float(),
            TypeClass::Any => true,
        }
    }
}

/// Shapes that may hold the same data: equal ranks, and static sizes
/// equal where both are static (upstream's `verifyCompatibleShapes`, which
/// `SameOperandsShape` checks).
pub fn shapes_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == y || x == crate::types::DYNAMIC || y == crate::types::DYNAMIC)
}

/// The shape part of a container type, compared by [`same_shape`]:
/// `None` for scalars, `Some(None)` for unranked tensors.
fn shape_key(ctx: &Context, ty: TypeId) -> Option<(u8, Option<Vec<i64>>, Vec<bool>)> {
    match ctx.ty(ty) {
        TypeData::Vector {
            shape, scalable, ..
        } => Some((0, Some(shape.clone()), scalable.clone())),
        TypeData::RankedTensor { shape, .. } => Some((1, Some(shape.clone()), Vec::new())),
        TypeData::UnrankedTensor { .. } => Some((1, None, Vec::new())),
        _ => None,
    }
}

/// True when both types are scalars, or containers of the same kind and
/// shape (ODS's `SameOperandsAndResultShape`).
pub fn same_shape(ctx: &Context, a: TypeId, b: TypeId) -> bool {
    shape_key(ctx, a) == shape_key(ctx, b)
}

/// `ty` with its element type replaced by `elem` (`vector<4xi32>` and `i1`
/// give `vector<4xi1>`), as `arith.cmpi`'s result type.
pub fn with_elem(ctx: &mut Context, ty: TypeId, elem: TypeId) -> TypeId {
    let data = match ctx.ty(ty).clone() {
        TypeData::Vector {
            shape, scalable, ..
        } => TypeData::Vector {
            shape,
            scalable,
            elem,
        },
        TypeData::RankedTensor {
            shape, encoding, ..
        } => TypeData::RankedTensor {
            shape,
            elem,
            encoding,
        },
        TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { elem },
        _ => return elem,
    };
    ctx.intern_type(data)
}

/// Bit width of an integer or float element type.
pub fn bit_width(ctx: &Context, ty: TypeId) -> Option<u32> {
    match ctx.ty(ty) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// The enclosing op that defines a symbol table (usually the module).
pub fn enclosing_symbol_table(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        let traits = ctx.ops[p].name.def().map(|d| d.traits);
        if traits.is_some_and(|t| t.symbol_table) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// The symbol name stored in a `SymbolRef` attribute (its root).
pub fn symbol_ref_name(ctx: &Context, attr: AttrId) -> Option<&str> {
    match ctx.attr(attr) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(root),
        _ => None,
    }
}

/// The inputs and results of a function type.
pub fn function_parts(ctx: &Context, ty: TypeId) -> Option<(&[TypeId], &[TypeId])> {
    match ctx.ty(ty) {
        TypeData::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

pub use crate::attr_syntax::EnumCases;

impl EnumCases {
    /// Upstream's two errors for a word outside the cases: the cases at the
    /// word (`word_at`), then the attribute being parsed at the next token.
    pub fn word_error(&self, p: &mut dyn OpAsmParser, word_at: AttrId) -> Diagnostic {
        let mut d = p.error_at(word_at, &self.expected());
        d.notes.push(p.error(&self.failed_to_parse()));
        d
    }

    /// Parses `<word>` with `word` one of the cases.
    pub fn parse_in_angles(&self, p: &mut dyn OpAsmParser) -> crate::asm::PResult<String> {
        p.expect(crate::asm::Punct::Less)?;
        let word = self.parse_word(p)?;
        p.expect(crate::asm::Punct::Greater)?;
        Ok(word)
    }

    /// Parses one of the cases; no word at all is upstream's `expected
    /// valid keyword or string`, followed by the attribute's error.
    pub fn parse_word(&self, p: &mut dyn OpAsmParser) -> crate::asm::PResult<String> {
        let at = p.current_loc();
        self.parse_word_from(p, at)
    }

    /// [`Self::parse_word`] for a word of a list that began at `at`:
    /// upstream reads a bit enum's words as one value, so a bad word is
    /// reported where the list begins.
    pub fn parse_word_from(
        &self,
        p: &mut dyn OpAsmParser,
        at: AttrId,
    ) -> crate::asm::PResult<String> {
        let Some(word) = p.parse_optional_keyword() else {
            let mut d = p.error("expected valid keyword or string");
            d.notes.push(p.error(&self.failed_to_parse()));
            return Err(d);
        };
        if !self.cases.contains(&word.as_str()) {
            return Err(self.word_error(p, at));
        }
        Ok(word)
    }
}

/// Reads a keyword or string naming one of `cases`, the enum attribute
/// `attr` of a declarative format, and returns its index; another word is
/// upstream's error at the word.
pub fn parse_enum_word(
    p: &mut dyn OpAsmParser,
    attr: &str,
    cases: &[&str],
) -> crate::asm::PResult<usize> {
    let loc = p.current_loc();
    let word = match p.parse_optional_keyword() {
        Some(w) => w,
        None => p.parse_string().unwrap_or_default(),
    };
    match cases.iter().position(|n| *n == word) {
        Some(i) => Ok(i),
        None => {
            let msg = format!(
                "expected string or keyword containing one of the following enum values for \
                 attribute '{attr}' [{}]",
                cases.join(", ")
            );
            Err(p.error_at(loc, &msg))
        }
    }
}

/// Reads a `FlatSymbolRefAttr` operand of a declarative format (`@f`)
/// and returns the name: upstream parses it as an attribute, so a missing
/// one is the generic parser's `expected attribute value` and another
/// attribute the op's `invalid kind of attribute specified`.
pub fn parse_symbol_ref_attr(p: &mut dyn OpAsmParser) -> crate::asm::PResult<String> {
    if let Some(name) = p.parse_optional_symbol_name() {
        return Ok(name);
    }
    let loc = p.current_loc();
    p.parse_attribute(None)?;
    Err(p.error_at(loc, "invalid kind of attribute specified"))
}

/// Reads an integer attribute's value of a declarative format (a step,
/// an alignment): upstream parses an attribute, so a missing one is the
/// generic parser's `expected attribute value` and another attribute the
/// op's `invalid kind of attribute specified`.
pub fn parse_int_attr_value(p: &mut dyn OpAsmParser, ty: TypeId) -> crate::asm::PResult<i64> {
    let loc = p.current_loc();
    if let Some(v) = p.parse_optional_integer()? {
        return Ok(v);
    }
    p.parse_attribute(Some(ty))?;
    Err(p.error_at(loc, "invalid kind of attribute specified"))
}

/// Parses a functional type `(i32, f32) -> i32` into inputs and results.
pub fn parse_function_type(p: &mut dyn OpAsmParser) -> crate::asm::PResult<TypeId> {
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    if function_parts(p.ctx(), ty).is_none() {
        return Err(p.error_at(loc, "expected function type"));
    }
    Ok(ty)
}

/// Writes a function type as `(i32, f32) -> i32`.
pub fn print_function_type(p: &mut dyn OpAsmPrinter, inputs: &[TypeId], results: &[TypeId]) {
    p.write("(");
    p.print_types(inputs);
    p.write(") -> ");
    p.print_result_types(results);
}

// ---- diagnostics ---------------------------------------------------------

/// Builds an op's verifier diagnostics with upstream's wording.
pub struct Check<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The op being checked.
    pub op: OpId,
    diags: &'a mut Vec<Diagnostic>,
}

impl<'a> Check<'a> {
    /// Starts checking `op`, pushing problems to `diags`.
    pub fn new(ctx: &'a Context, op: OpId, diags: &'a mut Vec<Diagnostic>) -> Self {
        Check { ctx, op, diags }
    }

    /// Pushes `'name' op <msg>` at the op's location.
    pub fn error(&mut self, msg: impl AsRef<str>) {
        let o = &self.ctx.ops[self.op];
        let text = format!("'{}' op {}", o.name, msg.as_ref());
        self.diags.push(Diagnostic::error_at(self.ctx, o.loc, text));
    }

    /// Pushes `msg` verbatim (no `'name' op` prefix, as some upstream
    /// verifiers word it) at the op's location.
    pub fn raw_error(&mut self, msg: impl Into<String>) {
        let loc = self.ctx.ops[self.op].loc;
        self.diags.push(Diagnostic::error_at(self.ctx, loc, msg));
    }

    /// Pushes a prepared diagnostic.
    pub fn push(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// The type of operand `i`.
    pub fn operand_ty(&self, i: usize) -> TypeId {
        self.ctx.value_type(self.ctx.ops[self.op].operands[i])
    }

    /// The type of result `i`.
    pub fn result_ty(&self, i: usize) -> TypeId {
        self.ctx.value_type(self.ctx.ops[self.op].results[i])
    }

    /// Checks the operand count; false (with an error) on mismatch.
    pub fn operands(&mut self, n: usize) -> bool {
        let found = self.ctx.ops[self.op].operands.len();
        if found != n {
            self.error(format!("expected {n} operands, but found {found}"));
        }
        found == n
    }

    /// Checks the result count; false (with an error) on mismatch.
    pub fn results(&mut self, n: usize) -> bool {
        let found = self.ctx.ops[self.op].results.len();
        if found != n {
            let msg = match n {
                0 => "requires zero results".to_string(),
                1 => "requires one result".to_string(),
                _ => format!("requires {n} results"),
            };
            self.error(msg);
        }
        found == n
    }

    /// Checks operand `i` against a type class.
    pub fn operand_class(&mut self, i: usize, class: TypeClass) -> bool {
        let ty = self.operand_ty(i);
        self.class(ty, "operand", i, class)
    }

    /// Checks result `i` against a type class.
    pub fn result_class(&mut self, i: usize, class: TypeClass) -> bool {
        let ty = self.result_ty(i);
        self.class(ty, "result", i, class)
    }

    fn class(&mut self, ty: TypeId, what: &str, i: usize, class: TypeClass) -> bool {
        let ok = class.admits(self.ctx, ty);
        if !ok {
            let t = type_text(self.ctx, ty);
            self.error(format!(
                "{what} #{i} must be {}, but got '{t}'",
                class.describe()
            ));
        }
        ok
    }

    /// `'t'` for messages.
    pub fn ty(&self, t: TypeId) -> String {
        type_text(self.ctx, t)
    }
}

/// A type as text for diagnostics, as the printer writes it.
pub fn type_text(ctx: &Context, ty: TypeId) -> String {
    crate::printer::type_to_string(ctx, ty)
}

/// Checks every successor's operands against its block's arguments, with
/// upstream's `BranchOpInterface` wording.
pub fn verify_successor_operands(ctx: &Context, op: OpId, diags: &mut Vec<Diagnostic>) {
    let o = &ctx.ops[op];
    let Some(def) = o.name.def() else {
        return;
    };
    let Some(split) = def.successor_operands else {
        return;
    };
    let mut c = Check::new(ctx, op, diags);
    let ranges = split(ctx, op);
    for (i, &succ) in o.successors.iter().enumerate() {
        let range = ranges.get(i).cloned().unwrap_or(0..0);
        let Some(operands) = o.operands.get(range) else {
            c.error(format!("operand segments do not cover successor #{i}"));
            continue;
        };
        let args = &ctx.blocks[succ].args;
        if operands.len() != args.len() {
            c.raw_error(format!(
                "branch has {} operands for successor #{i}, but target block has {}",
                operands.len(),
                args.len()
            ));
            continue;
        }
        for (j, (&v, &a)) in operands.iter().zip(args).enumerate() {
            if ctx.value_type(v) != ctx.value_type(a) {
                c.raw_error(format!(
                    "type mismatch for bb argument #{j} of successor #{i}"
                ));
            }
        }
    }
}
