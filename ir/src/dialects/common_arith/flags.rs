//! The flag syntax of `arith` and `math` ops: `overflow<nsw, nuw>`,
//! `exact`, `fastmath<..>` and truncf's rounding-mode keyword, parsed into
//! and printed from the properties upstream stores them in.

use super::*;

/// Property names the flag syntax fills (elided from attribute dicts).
pub(super) const FLAG_PROPS: [&str; 4] = ["overflowFlags", "isExact", "fastmath", "roundingmode"];

/// Which flag syntax an op family accepts, and the flag property it always
/// carries (upstream fills in `<none>` when none is written).
#[derive(Copy, Clone)]
pub(super) struct Flags {
    rounding: bool,
    exact: bool,
    overflow: bool,
    pub(super) fastmath: bool,
    default: Option<(&'static str, &'static str)>,
}

pub(super) const PLAIN: Flags = Flags {
    rounding: false,
    exact: false,
    overflow: false,
    fastmath: false,
    default: None,
};
pub(super) const OVERFLOW: Flags = Flags {
    overflow: true,
    default: Some(("overflowFlags", "arith.overflow<none>")),
    ..PLAIN
};
pub(super) const EXACT: Flags = Flags {
    exact: true,
    ..PLAIN
};
pub(super) const FASTMATH: Flags = Flags {
    fastmath: true,
    default: Some(("fastmath", "arith.fastmath<none>")),
    ..PLAIN
};
pub(super) const EXTF: Flags = Flags {
    fastmath: true,
    ..PLAIN
};
pub(super) const TRUNCF: Flags = Flags {
    rounding: true,
    fastmath: true,
    ..PLAIN
};

// ---- flags ---------------------------------------------------------------

/// The arith dialect's attributes, its two flag sets, for the parser.
pub(crate) const ARITH_ATTRS: &[crate::attr_syntax::DialectAttr] = &[
    crate::attr_syntax::DialectAttr::list_in_angles("fastmath", &FASTMATH_WORDS),
    crate::attr_syntax::DialectAttr::list_in_angles("overflow", &OVERFLOW_WORDS),
];

/// The words `#arith.overflow<..>` admits, for upstream's errors.
pub(super) const OVERFLOW_WORDS: EnumCases = EnumCases {
    cases: &["none", "nsw", "nuw"],
    cpp: "::mlir::arith::IntegerOverflowFlags",
    attr: "Arith_IntegerOverflowAttr",
};
/// The words `#arith.fastmath<..>` admits, for upstream's errors.
pub(super) const FASTMATH_WORDS: EnumCases = EnumCases {
    cases: &[
        "none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast",
    ],
    cpp: "::mlir::arith::FastMathFlags",
    attr: "Arith_FastMathAttr",
};

/// Parses `<a, b>` after a flag keyword; each word must be one of
/// `allowed`.
pub(super) fn parse_angle_keywords(
    p: &mut dyn OpAsmParser,
    allowed: &EnumCases,
) -> PResult<Vec<String>> {
    p.expect(Punct::Less)?;
    let start = p.current_loc();
    let mut words = Vec::new();
    loop {
        words.push(allowed.parse_word_from(p, start)?);
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
pub(super) fn verify_flag_words(c: &mut Check) {
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
        if words.any(|w| !allowed.cases.contains(&w)) {
            c.raw_error(allowed.expected());
        }
    }
}

/// Parses the optional rounding mode, `exact`, `overflow<..>` and
/// `fastmath<..>` that `f` admits, in upstream's order.
pub(super) fn parse_flags(
    p: &mut dyn OpAsmParser,
    st: &mut OperationState,
    f: Flags,
) -> PResult<()> {
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
            &parse_angle_keywords(p, &OVERFLOW_WORDS)?,
            OVERFLOW_WORDS.cases,
            ", ",
        );
        let a = dialect_attr(p.ctx(), format!("arith.overflow<{words}>"));
        set_prop(p.ctx(), st, "overflowFlags", a);
    }
    if f.fastmath && p.optional_keyword("fastmath") {
        let words = canonical_words(
            &parse_angle_keywords(p, &FASTMATH_WORDS)?,
            FASTMATH_WORDS.cases,
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
pub(super) fn canonical_words(words: &[String], all: &[&str], sep: &str) -> String {
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

pub(super) fn add_default_flag(
    ctx: &mut Context,
    st: &mut OperationState,
    name: &str,
    text: &'static str,
) {
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
pub(super) fn flag_words<'a>(
    ctx: &'a Context,
    op: OpId,
    prop: &str,
) -> Option<impl Iterator<Item = &'a str>> {
    dialect_flag_words(ctx, attr_of(ctx, op, prop)?)
}

/// The words of a `#arith.<kind><...>` attribute, or `None` for another
/// attribute or for `none`.
pub(super) fn dialect_flag_words(ctx: &Context, a: AttrId) -> Option<impl Iterator<Item = &str>> {
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
pub(super) const FLAG_NAMES: [&str; 4] = ["roundingmode", "isExact", "overflowFlags", "fastmath"];

/// The attributes named by [`FLAG_NAMES`], found in one pass over the
/// op's attributes then properties (the first wins, as
/// [`crate::ir::Operation::attr`] looks them up).
type FlagAttrs = [Option<AttrId>; 4];

pub(super) fn flag_attrs(ctx: &Context, op: OpId) -> FlagAttrs {
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
pub(super) fn print_flags(p: &mut dyn OpAsmPrinter, op: OpId) {
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

/// Whether `value` can be the `arith`/`math` property `name`, as upstream's
/// property conversion sees it: a flag property takes its own enum
/// attribute, a predicate an integer. `None` for a property this table does
/// not know (any attribute is taken then).
pub fn property_accepts(ctx: &Context, name: &str, value: AttrId) -> Option<bool> {
    let prefix = match name {
        "overflowFlags" => "arith.overflow<",
        "fastmath" => "arith.fastmath<",
        "predicate" => return Some(matches!(ctx.attr(value), AttrData::Integer { .. })),
        _ => return None,
    };
    Some(matches!(ctx.attr(value), AttrData::Dialect { text } if text.starts_with(prefix)))
}
