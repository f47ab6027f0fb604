//! A declarative assembly format, read and written from one spelling: the
//! subset of MLIR's ODS `assemblyFormat` language the `tpu` dialect's ops
//! use. An op names its operands, results and attributes once
//! ([`OpSpec`]); its format string, e.g.
//!
//! ```text
//! $base `[` $indices `]` `,` $valueToStore (`masked` $mask^)? attr-dict
//!     `:` type($base) `,` type($valueToStore) `,` type($mask)
//! ```
//!
//! drives both the parser and the printer, so the two cannot disagree.
//! Spacing follows upstream's generated printers: a space before every
//! element except after an opening bracket and before closing punctuation.

use super::super::common::{i32_array, parse_int_array, read_i32_array, set_prop};
use crate::asm::{OpAsmParser, OpAsmPrinter, PResult, Punct, UnresolvedOperand};
use crate::attrs::{AttrData, DenseArrayData};
use crate::ir::{OpId, OperationState};
use crate::types::{Signedness, TypeData};
use crate::{AttrId, Context, TypeId};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    One,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// How an attribute is stored and spelled when the format names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// Any attribute, spelled in full.
    Any,
    /// `I32Attr`: spelled as a bare integer in a format.
    I32,
    /// `SI32Attr`: a bare integer, stored as `si32`.
    SI32,
    /// `StrAttr`: a string literal.
    Str,
    /// `BoolAttr`.
    Bool,
    /// `DenseI64ArrayAttr` (64) or `DenseI32ArrayAttr` (32): spelled
    /// `[1, 0]` in a format, stored as `array<i64: 1, 0>`.
    IntArray(u32),
}

/// Whether an attribute must be there, and its default when it may not.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Required: the verifier reports it missing.
    Required,
    /// May be absent.
    Optional,
    /// May be absent, and reads as this boolean then; the custom form
    /// leaves it out when it equals it.
    DefaultBool(bool),
    /// May be absent, and reads as this integer then (`i32`).
    DefaultInt(i64),
}

/// One declared attribute: all of them are properties (inherent).
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    /// Its name.
    pub name: &'static str,
    /// Its storage and spelling.
    pub kind: AttrKind,
    /// Whether it must be there.
    pub presence: Presence,
}

/// A type the format need not spell, because the op's declaration fixes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fixed {
    /// `index` (`Variadic<Index>:$indices`).
    Index,
    /// `i32` (`I32:$amount`).
    I32,
    /// The type of the op's first result (`SameOperandsAndResultType`).
    Result0,
}

/// One operand or result group.
#[derive(Copy, Clone, Debug)]
pub struct Group {
    /// Its name in the format (`$indices`).
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// Its type when the declaration fixes it.
    pub fixed: Option<Fixed>,
}

/// A group of `arity`, typed by the format.
pub const fn group(name: &'static str, arity: Arity) -> Group {
    Group {
        name,
        arity,
        fixed: None,
    }
}

/// A group whose every value has type `fixed`.
pub const fn typed(name: &'static str, arity: Arity, fixed: Fixed) -> Group {
    Group {
        name,
        arity,
        fixed: Some(fixed),
    }
}

/// Everything the format engine needs to know about one op.
#[derive(Copy, Clone, Debug)]
pub struct OpSpec {
    /// Full name (`tpu.vector_store`).
    pub name: &'static str,
    /// Operand groups, in order.
    pub operands: &'static [Group],
    /// Result groups, in order.
    pub results: &'static [Group],
    /// The results have the type of this operand group's first value
    /// (`SameOperandsAndResultType`), so the format does not spell them.
    pub result_like: Option<usize>,
    /// Declared attributes.
    pub attrs: &'static [AttrSpec],
    /// Number of regions.
    pub regions: usize,
    /// Operand groups are sized by an `operandSegmentSizes` property.
    pub segments: bool,
    /// The custom form; `None` when the op has only the generic one.
    pub format: Option<&'static str>,
}

/// One element of a parsed format string.
#[derive(Clone, Debug, PartialEq)]
enum Elem {
    Literal(&'static str),
    Operand(usize),
    Attr(usize),
    TypeOfOperand(usize),
    TypeOfResult(usize),
    TypeOfResults,
    AttrDict,
    /// `( ... )?`: printed and parsed only when its anchor (`^`) is set.
    Optional {
        elems: Vec<Elem>,
        anchor: usize,
    },
}

// ---- reading the format string --------------------------------------------

/// How many elements `spec`'s format has at its top level (reading it
/// checks it).
pub fn describe(spec: &OpSpec) -> usize {
    elements(spec).len()
}

/// Splits a format string into its elements. The format strings are the
/// dialect's own constants, so a malformed one is a bug: it panics with the
/// op's name (a unit test parses every format).
fn elements(spec: &OpSpec) -> Vec<Elem> {
    let text = spec.format.unwrap_or("");
    let mut tokens = tokenize(text).into_iter().peekable();
    let mut out = Vec::new();
    while tokens.peek().is_some() {
        out.push(element(spec, &mut tokens));
    }
    out
}

fn tokenize(text: &'static str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let len = token_len(rest);
        out.push(&rest[..len]);
        rest = rest[len..].trim_start();
    }
    out
}

fn token_len(s: &str) -> usize {
    let b = s.as_bytes();
    match b[0] {
        b'`' => 2 + s[1..].find('`').expect("closed literal"),
        b'(' | b'^' => 1,
        b')' => 1 + (b.get(1) == Some(&b'?')) as usize,
        _ => {
            // `$name`, `attr-dict`, `type($x)`: up to a space, or the close
            // of a `type(...)`.
            if s.starts_with("type(") {
                return s.find(')').expect("closed type()") + 1;
            }
            s.find(|c: char| c.is_whitespace() || c == '^' || c == ')')
                .unwrap_or(s.len())
        }
    }
}

fn element(
    spec: &OpSpec,
    tokens: &mut std::iter::Peekable<std::vec::IntoIter<&'static str>>,
) -> Elem {
    let tok = tokens.next().expect("a token");
    if tok == "(" {
        return optional_group(spec, tokens);
    }
    if let Some(lit) = tok.strip_prefix('`') {
        return Elem::Literal(&lit[..lit.len() - 1]);
    }
    if tok == "attr-dict" {
        return Elem::AttrDict;
    }
    if let Some(inner) = tok.strip_prefix("type(").and_then(|t| t.strip_suffix(')')) {
        if inner == "results" {
            return Elem::TypeOfResults;
        }
        let name = inner.trim_start_matches('$');
        if let Some(i) = spec.operands.iter().position(|g| g.name == name) {
            return Elem::TypeOfOperand(i);
        }
        let i = spec.results.iter().position(|g| g.name == name);
        return Elem::TypeOfResult(i.unwrap_or_else(|| panic!("{}: no `{name}`", spec.name)));
    }
    let name = tok
        .strip_prefix('$')
        .unwrap_or_else(|| panic!("{}: `{tok}`", spec.name));
    if let Some(i) = spec.operands.iter().position(|g| g.name == name) {
        return Elem::Operand(i);
    }
    let i = spec.attrs.iter().position(|a| a.name == name);
    Elem::Attr(i.unwrap_or_else(|| panic!("{}: no `{name}`", spec.name)))
}

fn optional_group(
    spec: &OpSpec,
    tokens: &mut std::iter::Peekable<std::vec::IntoIter<&'static str>>,
) -> Elem {
    let mut elems = Vec::new();
    let mut anchor = None;
    loop {
        match tokens.peek().copied() {
            Some(")?") => {
                tokens.next();
                break;
            }
            Some("^") => {
                tokens.next();
                anchor = Some(elems.len() - 1);
            }
            Some(_) => elems.push(element(spec, tokens)),
            None => panic!("{}: unclosed optional group", spec.name),
        }
    }
    let anchor = anchor.unwrap_or_else(|| panic!("{}: optional group without ^", spec.name));
    Elem::Optional { elems, anchor }
}

/// The punctuation a one-character literal stands for, if it is one.
fn punct(lit: &str) -> Option<Punct> {
    Some(match lit {
        "," => Punct::Comma,
        ":" => Punct::Colon,
        "=" => Punct::Equal,
        "->" => Punct::Arrow,
        "(" => Punct::LParen,
        ")" => Punct::RParen,
        "[" => Punct::LSquare,
        "]" => Punct::RSquare,
        "{" => Punct::LBrace,
        "}" => Punct::RBrace,
        "<" => Punct::Less,
        ">" => Punct::Greater,
        _ => return None,
    })
}

// ---- parsing ------------------------------------------------------------

/// What the parse of one op collected before its operands are resolved.
struct Parsed {
    operands: Vec<Vec<UnresolvedOperand>>,
    operand_types: Vec<Vec<TypeId>>,
    result_types: Vec<Vec<TypeId>>,
    attrs: Vec<(String, AttrId)>,
}

/// Reads the custom form of `spec`'s op into `st`.
pub fn parse(spec: &OpSpec, p: &mut dyn OpAsmParser, st: &mut OperationState) -> PResult<()> {
    let mut parsed = Parsed {
        operands: vec![Vec::new(); spec.operands.len()],
        operand_types: vec![Vec::new(); spec.operands.len()],
        result_types: vec![Vec::new(); spec.results.len()],
        attrs: Vec::new(),
    };
    for e in &elements(spec) {
        parse_elem(spec, e, p, st, &mut parsed)?;
    }
    resolve(spec, p, st, parsed)
}

fn parse_elem(
    spec: &OpSpec,
    e: &Elem,
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    out: &mut Parsed,
) -> PResult<()> {
    match *e {
        Elem::Literal(lit) => match punct(lit) {
            Some(pc) => p.expect(pc),
            None => p.expect_keyword(lit),
        },
        Elem::Operand(i) => {
            out.operands[i] = match spec.operands[i].arity {
                Arity::One => vec![p.parse_operand()?],
                Arity::Optional => p.parse_optional_operand()?.into_iter().collect(),
                Arity::Variadic => p.parse_operand_list()?,
            };
            Ok(())
        }
        Elem::Attr(i) => {
            let a = parse_attr(p, spec.attrs[i].kind)?;
            out.attrs.push((spec.attrs[i].name.to_string(), a));
            Ok(())
        }
        Elem::TypeOfOperand(i) => {
            out.operand_types[i] = parse_types(p, spec.operands[i].arity)?;
            Ok(())
        }
        Elem::TypeOfResult(i) => {
            out.result_types[i] = parse_types(p, spec.results[i].arity)?;
            Ok(())
        }
        Elem::TypeOfResults => {
            let ts = p.parse_type_list()?;
            if let Some(first) = out.result_types.first_mut() {
                *first = ts;
            }
            Ok(())
        }
        Elem::AttrDict => p.parse_optional_attr_dict(&mut st.attrs),
        Elem::Optional { ref elems, .. } => {
            if group_starts(spec, &elems[0], p, out)? {
                for e in &elems[1..] {
                    match *e {
                        // Once the group has begun, its operand must follow.
                        Elem::Operand(i) if spec.operands[i].arity == Arity::Optional => {
                            out.operands[i] = vec![p.parse_operand()?];
                        }
                        _ => parse_elem(spec, e, p, st, out)?,
                    }
                }
            }
            Ok(())
        }
    }
}

/// Reads the first element of an optional group if it is there; whether
/// it was decides whether the rest of the group follows.
fn group_starts(
    spec: &OpSpec,
    first: &Elem,
    p: &mut dyn OpAsmParser,
    out: &mut Parsed,
) -> PResult<bool> {
    match *first {
        Elem::Literal(lit) => Ok(match punct(lit) {
            Some(pc) => p.optional(pc),
            None => p.optional_keyword(lit),
        }),
        Elem::Operand(i) => {
            let list = match spec.operands[i].arity {
                Arity::Variadic => p.parse_operand_list()?,
                _ => p.parse_optional_operand()?.into_iter().collect(),
            };
            let present = !list.is_empty();
            out.operands[i] = list;
            Ok(present)
        }
        _ => panic!(
            "{}: an optional group must start with a literal or an operand",
            spec.name
        ),
    }
}

fn parse_types(p: &mut dyn OpAsmParser, arity: Arity) -> PResult<Vec<TypeId>> {
    Ok(match arity {
        Arity::One => vec![p.parse_type()?],
        Arity::Optional => p.parse_optional_type()?.into_iter().collect(),
        Arity::Variadic => p.parse_type_list()?,
    })
}

fn parse_attr(p: &mut dyn OpAsmParser, kind: AttrKind) -> PResult<AttrId> {
    match kind {
        AttrKind::I32 | AttrKind::SI32 => {
            let v = p.parse_integer()?;
            let ty = int_type(p.ctx(), kind);
            Ok(p.ctx().int_attr(v, ty))
        }
        AttrKind::Str => {
            let s = p.parse_string()?;
            Ok(p.ctx().intern_attr(AttrData::String {
                value: s.into_bytes(),
                ty: None,
            }))
        }
        AttrKind::Bool | AttrKind::Any => p.parse_attribute(None),
        AttrKind::IntArray(width) => parse_int_array(p, width),
    }
}

fn fixed_type(ctx: &mut Context, f: Fixed) -> TypeId {
    match f {
        Fixed::Index => ctx.index_type(),
        Fixed::I32 => ctx.int_type(32),
        Fixed::Result0 => unreachable!("resolved from the results"),
    }
}

/// The position of group `i`'s first operand.
fn parsed_offset(sizes: &[usize], i: usize) -> usize {
    sizes[..i].iter().sum()
}

fn int_type(ctx: &mut Context, kind: AttrKind) -> TypeId {
    let signedness = if kind == AttrKind::SI32 {
        Signedness::Signed
    } else {
        Signedness::Signless
    };
    ctx.intern_type(TypeData::Integer {
        width: 32,
        signedness,
    })
}

/// Resolves the operands against their types and fills `st`: operands,
/// result types, `operandSegmentSizes`, and the declared attributes as
/// properties.
fn resolve(
    spec: &OpSpec,
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    parsed: Parsed,
) -> PResult<()> {
    let mut sizes = Vec::new();
    let result0 = parsed.result_types.iter().flatten().next().copied();
    for (i, group) in parsed.operands.iter().enumerate() {
        let types = match (spec.operands[i].fixed, result0) {
            (Some(Fixed::Result0), Some(t)) => vec![t; group.len()],
            (Some(Fixed::Result0), None) => Vec::new(),
            (Some(f), _) => vec![fixed_type(p.ctx(), f); group.len()],
            (None, _) => parsed.operand_types[i].clone(),
        };
        if group.len() != types.len() {
            return Err(p.error(&format!(
                "{} operands present, but expected {}",
                group.len(),
                types.len()
            )));
        }
        for (o, &t) in group.iter().zip(&types) {
            let v = p.resolve_operand(o, t)?;
            st.operands.push(v);
        }
        sizes.push(group.len());
    }
    st.result_types = parsed.result_types.into_iter().flatten().collect();
    if let Some(i) = spec.result_like {
        let first = st.operands.get(parsed_offset(&sizes, i)).copied();
        let ty = first.map(|v| p.ctx().value_type(v));
        st.result_types = ty.into_iter().collect();
    }
    if spec.segments {
        let sizes = i32_array(p.ctx(), &sizes);
        set_prop(p.ctx(), st, "operandSegmentSizes", sizes);
    }
    for (k, v) in parsed.attrs {
        set_prop(p.ctx(), st, &k, v);
    }
    // Declared attributes written in the dictionary are properties too.
    let declared: Vec<(String, AttrId)>;
    (declared, st.attrs) = std::mem::take(&mut st.attrs)
        .into_iter()
        .partition(|(k, _)| spec.attrs.iter().any(|a| a.name == k));
    for (k, v) in declared {
        set_prop(p.ctx(), st, &k, v);
    }
    fill_defaults(spec, p.ctx(), st);
    Ok(())
}

/// Stores the default of every default-valued attribute the text left
/// out: upstream materializes them, so its generic form shows them.
fn fill_defaults(spec: &OpSpec, ctx: &mut Context, st: &mut OperationState) {
    for a in spec.attrs {
        let present = match st.properties.map(|d| ctx.attr(d)) {
            Some(AttrData::Dictionary(entries)) => entries.iter().any(|(k, _)| k == a.name),
            _ => false,
        };
        let value = match a.presence {
            _ if present => continue,
            Presence::DefaultBool(b) => ctx.intern_attr(AttrData::Bool(b)),
            Presence::DefaultInt(v) => {
                let i32 = ctx.int_type(32);
                ctx.int_attr(v, i32)
            }
            Presence::Required | Presence::Optional => continue,
        };
        set_prop(ctx, st, a.name, value);
    }
}

// ---- printing -----------------------------------------------------------

/// Where the printer stands, as upstream's generated printers track it.
struct Spacing {
    /// A space goes before the next element.
    space: bool,
    /// The last thing written was punctuation.
    after_punct: bool,
}

/// Writes the custom form of `op`, an op of `spec`.
pub fn print(spec: &OpSpec, p: &mut dyn OpAsmPrinter, op: OpId) {
    let groups = operand_groups(spec, p.ctx(), op);
    let mut sp = Spacing {
        space: true,
        after_punct: false,
    };
    let elems = elements(spec);
    for e in &elems {
        print_elem(spec, e, p, op, &groups, &mut sp, &elems);
    }
}

/// The operand indices of each operand group of `op`.
pub fn operand_groups(spec: &OpSpec, ctx: &Context, op: OpId) -> Vec<std::ops::Range<usize>> {
    let n = ctx.ops[op].operands.len();
    let sizes: Vec<usize> = if spec.segments {
        segment_sizes(ctx, op).unwrap_or_default()
    } else {
        let fixed = spec
            .operands
            .iter()
            .filter(|g| g.arity == Arity::One)
            .count();
        // Several variadic groups share what is left equally
        // (`SameVariadicOperandSize`).
        let variadic = spec
            .operands
            .iter()
            .filter(|g| g.arity != Arity::One)
            .count();
        let each = n.saturating_sub(fixed) / variadic.max(1);
        spec.operands
            .iter()
            .map(|g| match g.arity {
                Arity::One => 1,
                _ => each,
            })
            .collect()
    };
    // A malformed op (unverified) still prints: missing sizes are empty.
    let sizes = (0..spec.operands.len()).map(|i| sizes.get(i).copied().unwrap_or(0));
    let mut start = 0usize;
    sizes
        .map(|s| {
            let end = start.saturating_add(s);
            let r = start.min(n)..end.min(n);
            start = end;
            r
        })
        .collect()
}

/// `operandSegmentSizes`, when it is an `array<i32>` property.
pub fn segment_sizes(ctx: &Context, op: OpId) -> Option<Vec<usize>> {
    let a = ctx.ops[op].attr(ctx, "operandSegmentSizes")?;
    read_i32_array(ctx, a)
}

fn print_elem(
    spec: &OpSpec,
    e: &Elem,
    p: &mut dyn OpAsmPrinter,
    op: OpId,
    groups: &[std::ops::Range<usize>],
    sp: &mut Spacing,
    all: &[Elem],
) {
    match *e {
        Elem::Literal(lit) => print_literal(p, lit, sp),
        Elem::AttrDict => {
            print_attr_dict(spec, p, op, all);
            sp.after_punct = false;
        }
        Elem::Optional { ref elems, anchor } => {
            if anchor_present(spec, &elems[anchor], p.ctx(), op, groups) {
                for e in elems {
                    print_elem(spec, e, p, op, groups, sp, all);
                }
            }
        }
        _ => {
            if sp.space || !sp.after_punct {
                p.write(" ");
            }
            sp.space = true;
            sp.after_punct = false;
            print_value_elem(spec, e, p, op, groups);
        }
    }
}

fn print_literal(p: &mut dyn OpAsmPrinter, lit: &str, sp: &mut Spacing) {
    let first = lit.as_bytes()[0];
    let wants_space = if lit.len() != 1 && lit != "->" {
        true
    } else if sp.after_punct {
        !b">)}],".contains(&first)
    } else {
        !b"<>(){}[],".contains(&first)
    };
    if sp.space && wants_space {
        p.write(" ");
    }
    p.write(lit);
    sp.space = lit.len() != 1 || !b"<({[".contains(&first);
    sp.after_punct = first != b'_' && !first.is_ascii_alphabetic();
}

fn print_value_elem(
    spec: &OpSpec,
    e: &Elem,
    p: &mut dyn OpAsmPrinter,
    op: OpId,
    groups: &[std::ops::Range<usize>],
) {
    let ctx = p.ctx();
    match *e {
        Elem::Operand(i) => {
            let vs = ctx.ops[op].operands[groups[i].clone()].to_vec();
            p.print_operands(&vs);
        }
        Elem::TypeOfOperand(i) => {
            let ts: Vec<TypeId> = ctx.ops[op].operands[groups[i].clone()]
                .iter()
                .map(|&v| ctx.value_type(v))
                .collect();
            p.print_types(&ts);
        }
        Elem::TypeOfResult(_) | Elem::TypeOfResults => {
            let ts: Vec<TypeId> = ctx.ops[op]
                .results
                .iter()
                .map(|&v| ctx.value_type(v))
                .collect();
            p.print_types(&ts);
        }
        Elem::Attr(i) => {
            if let Some(a) = ctx.ops[op].attr(ctx, spec.attrs[i].name) {
                match (spec.attrs[i].kind, ctx.attr(a)) {
                    (
                        AttrKind::IntArray(_),
                        AttrData::DenseArray {
                            data: DenseArrayData::Ints(v),
                            ..
                        },
                    ) => {
                        let items: Vec<String> = v.iter().map(i128::to_string).collect();
                        p.write(&format!("[{}]", items.join(", ")));
                    }
                    _ => p.print_attr_without_type(a),
                }
            }
        }
        _ => {}
    }
}

fn anchor_present(
    spec: &OpSpec,
    anchor: &Elem,
    ctx: &Context,
    op: OpId,
    groups: &[std::ops::Range<usize>],
) -> bool {
    match *anchor {
        Elem::Operand(i) | Elem::TypeOfOperand(i) => !groups[i].is_empty(),
        Elem::Attr(i) => ctx.ops[op].attr(ctx, spec.attrs[i].name).is_some(),
        _ => true,
    }
}

/// ` {..}`: every attribute the format does not spell, sorted by name as
/// upstream merges properties into the dictionary, less defaults.
fn print_attr_dict(spec: &OpSpec, p: &mut dyn OpAsmPrinter, op: OpId, all: &[Elem]) {
    let ctx = p.ctx();
    let mut attrs = super::super::common::all_attrs(ctx, op);
    attrs.sort_by(|a, b| a.0.cmp(&b.0));
    let mut elided: Vec<&str> = vec!["operandSegmentSizes"];
    for a in spec.attrs {
        let spelled = uses_attr(all, spec, a.name);
        let value = attrs.iter().find(|(k, _)| k == a.name).map(|(_, v)| *v);
        if spelled || value.is_some_and(|v| is_default(ctx, a.presence, v)) {
            elided.push(a.name);
        }
    }
    p.print_optional_attr_dict(&attrs, &elided);
}

fn uses_attr(elems: &[Elem], spec: &OpSpec, name: &str) -> bool {
    elems.iter().any(|e| match e {
        Elem::Attr(i) => spec.attrs[*i].name == name,
        Elem::Optional { elems, .. } => uses_attr(elems, spec, name),
        _ => false,
    })
}

fn is_default(ctx: &Context, presence: Presence, v: AttrId) -> bool {
    match (presence, ctx.attr(v)) {
        (Presence::DefaultBool(d), AttrData::Bool(b)) => *b == d,
        (Presence::DefaultInt(d), AttrData::Integer { value, .. }) => *value == d.into(),
        _ => false,
    }
}

// ---- structural verification -------------------------------------------

/// The checks every op of `spec` gets from its declaration alone: operand
/// and result counts and required attributes.
pub fn verify_structure(spec: &OpSpec, ctx: &Context, op: OpId) -> Option<String> {
    let o = &ctx.ops[op];
    if spec.segments {
        let Some(sizes) = segment_sizes(ctx, op) else {
            return Some("requires attribute 'operandSegmentSizes'".into());
        };
        if sizes.len() != spec.operands.len() {
            return Some(format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have {} elements, but got {}",
                spec.operands.len(),
                sizes.len()
            ));
        }
        if sizes.iter().sum::<usize>() != o.operands.len() {
            return Some(format!(
                "operand count ({}) does not match with the total size ({}) specified in attribute 'operandSegmentSizes'",
                o.operands.len(),
                sizes.iter().sum::<usize>()
            ));
        }
    } else if let Some(msg) = count_error("operand", spec.operands, o.operands.len()) {
        return Some(msg);
    }
    if let Some(msg) = count_error("result", spec.results, o.results.len()) {
        return Some(msg);
    }
    spec.attrs
        .iter()
        .find(|a| a.presence == Presence::Required && o.attr(ctx, a.name).is_none())
        .map(|a| format!("requires attribute '{}'", a.name))
}

fn count_error(what: &str, groups: &[Group], n: usize) -> Option<String> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::One).count();
    let optional = groups.iter().filter(|g| g.arity == Arity::Optional).count();
    let variadic = groups.iter().any(|g| g.arity == Arity::Variadic);
    if n < fixed {
        return Some(format!("expected {fixed} {what}s, but found {n}"));
    }
    if !variadic && n > fixed + optional {
        return Some(format!(
            "expected {} {what}s, but found {n}",
            fixed + optional
        ));
    }
    None
}
