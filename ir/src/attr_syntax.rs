//! What the parser checks of a dialect attribute (`#dialect.mnemonic<…>`
//! or `#dialect<mnemonic …>`) without naming a dialect: each dialect's
//! table ([`DialectAttrs`], reached through the op table) lists its
//! attribute mnemonics, and for an enum attribute its cases and syntax, so
//! a misspelt case or mnemonic is the parse error upstream's generated
//! attribute parsers give (MLIR's `AttrOrTypeDefs` and `EnumAttr`), at the
//! same token. Attributes of dialects no table names stay opaque text.

/// An enum attribute's cases as upstream's generated attribute parser
/// names them in its errors: the C++ enum and the attribute definition.
pub struct EnumCases {
    /// The keywords, in upstream's order.
    pub cases: &'static [&'static str],
    /// The C++ enum (`::mlir::vector::CombiningKind`).
    pub cpp: &'static str,
    /// The attribute definition (`Vector_CombiningKindAttr`).
    pub attr: &'static str,
}

impl EnumCases {
    /// `expected ::ns::Enum to be one of: a, b`.
    pub fn expected(&self) -> String {
        format!(
            "expected {} to be one of: {}",
            self.cpp,
            self.cases.join(", ")
        )
    }

    /// Upstream's second error for a bad word: the attribute it was parsing.
    pub fn failed_to_parse(&self) -> String {
        format!(
            "failed to parse {} parameter 'value' which is to be a `{}`",
            self.attr, self.cpp
        )
    }
}

/// How an enum attribute spells its value after the mnemonic.
pub struct EnumSyntax {
    /// The cases.
    pub cases: &'static EnumCases,
    /// Whether the value sits in `<…>` (`#vector.kind<add>`) or follows
    /// the mnemonic bare (`#index<cmp_predicate slt>`).
    pub angles: bool,
    /// Whether the value is a comma-separated list of cases (a bit enum:
    /// `#arith.fastmath<nnan,ninf>`).
    pub list: bool,
}

/// One attribute a dialect registers.
pub struct DialectAttr {
    /// Its mnemonic.
    pub mnemonic: &'static str,
    /// Its value's syntax when it is an enum; other attributes are not
    /// checked at parse time.
    pub value: Option<EnumSyntax>,
}

impl DialectAttr {
    /// An enum attribute whose one case sits in angles
    /// (`#vector.kind<add>`).
    pub const fn one_in_angles(mnemonic: &'static str, cases: &'static EnumCases) -> Self {
        Self::enum_value(mnemonic, cases, true, false)
    }

    /// A bit-enum attribute: a comma-separated list of cases in angles
    /// (`#arith.fastmath<nnan,ninf>`).
    pub const fn list_in_angles(mnemonic: &'static str, cases: &'static EnumCases) -> Self {
        Self::enum_value(mnemonic, cases, true, true)
    }

    /// An enum attribute whose case follows the mnemonic bare
    /// (`#index<cmp_predicate slt>`).
    pub const fn bare(mnemonic: &'static str, cases: &'static EnumCases) -> Self {
        Self::enum_value(mnemonic, cases, false, false)
    }

    const fn enum_value(
        mnemonic: &'static str,
        cases: &'static EnumCases,
        angles: bool,
        list: bool,
    ) -> Self {
        DialectAttr {
            mnemonic,
            value: Some(EnumSyntax {
                cases,
                angles,
                list,
            }),
        }
    }
}

/// The attributes of one registered dialect.
pub struct DialectAttrs {
    /// The dialect's namespace.
    pub dialect: &'static str,
    /// Its attributes; `None` for a dialect that defines none, whose
    /// every attribute upstream rejects for want of a parsing hook.
    pub attrs: Option<&'static [DialectAttr]>,
}

/// What a table says of `#dialect.mnemonic`.
pub enum Lookup {
    /// No table names the dialect: the attribute stays opaque.
    Foreign,
    /// The dialect defines no attributes.
    NoHook,
    /// The dialect has no attribute of this mnemonic.
    Unknown,
    /// The attribute.
    Known(&'static DialectAttr),
}

/// Looks `dialect` and `mnemonic` up in `tables`.
pub fn lookup(tables: &'static [DialectAttrs], dialect: &str, mnemonic: &str) -> Lookup {
    let Some(d) = tables.iter().find(|d| d.dialect == dialect) else {
        return Lookup::Foreign;
    };
    let Some(attrs) = d.attrs else {
        return Lookup::NoHook;
    };
    match attrs.iter().find(|a| a.mnemonic == mnemonic) {
        Some(a) => Lookup::Known(a),
        None => Lookup::Unknown,
    }
}
