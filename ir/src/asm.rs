//! The interface between the generic parser/printer and each op's custom
//! assembly form (MLIR's `OpAsmParser` / `OpAsmPrinter`).
//!
//! The parser (`crate::parser`) implements [`OpAsmParser`]; the printer
//! (`crate::printer`) implements [`OpAsmPrinter`]. Op definitions in
//! `crate::dialects` are written against these traits only, so the grammar
//! machinery and the op table can change independently.

use crate::ir::{BlockId, OpId, RegionId, ValueId};
use crate::Diagnostic;
use crate::{AttrId, Context, TypeId};

/// Result of a parsing step; the error is a located diagnostic.
pub type PResult<T> = Result<T, Diagnostic>;

/// Punctuation a custom parser may expect or test for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Punct {
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `?`
    Question,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `|`
    Vertical,
}

/// A use of an SSA name whose type is not known yet (`%x`, `%r#1`).
///
/// The name itself stays in the parser (which borrows it from the source
/// text), so handing an operand to a custom parser allocates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// The parser's handle for this use: which entry of its table of
    /// operand names and positions it is.
    pub id: u32,
    /// Result number after `#`, 0 if absent.
    pub number: u32,
    /// Where it was written.
    pub loc: AttrId,
}

/// A value being defined by a region's entry block (`%i` of `affine.for`,
/// `%arg0: i32 loc(...)` of `func.func`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Argument {
    /// The SSA name, without `%`.
    pub name: String,
    /// Its type.
    pub ty: TypeId,
    /// Its location (explicit `loc(...)` or where it was written).
    pub loc: AttrId,
    /// Argument attributes (`{llvm.noalias}`), a Dictionary, if written.
    pub attrs: Option<AttrId>,
}

/// A builtin type kind a custom form may require where it reads a type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeKind {
    /// A ranked `memref<...>`.
    MemRef,
    /// A `vector<...>`.
    Vector,
    /// A function type `(i32) -> i32`.
    Function,
    /// An integer type of any signedness.
    Integer,
    /// A ranked or unranked memref (upstream's `BaseMemRefType`, an
    /// interface whose error names no kind).
    BaseMemRef,
}

impl TypeKind {
    /// The kind's name after `builtin.`, as upstream's errors spell it.
    pub fn name(self) -> Option<&'static str> {
        match self {
            TypeKind::MemRef => Some("memref"),
            TypeKind::Vector => Some("vector"),
            TypeKind::Function => Some("function"),
            TypeKind::Integer => Some("integer"),
            TypeKind::BaseMemRef => None,
        }
    }
}

/// What a custom op parser can ask of the parser.
pub trait OpAsmParser {
    /// The context being built.
    fn ctx(&mut self) -> &mut Context;
    /// `ty` as the printer writes it, for messages that quote a type.
    fn type_text(&mut self, ty: TypeId) -> String;
    /// Location of the next token (for diagnostics and op locations).
    fn current_loc(&mut self) -> AttrId;
    /// Location of the op's name (upstream's `getNameLoc()`).
    fn name_loc(&mut self) -> AttrId;
    /// Where the generic parser reports a wrong next token: just after the
    /// text before it (upstream's `emitWrongTokenError`).
    fn wrong_token_loc(&mut self) -> AttrId;
    /// The op parser's own error at the next token, as upstream's
    /// `emitError(getCurrentLocation(), …)`: `custom op 'NAME' message`.
    /// Token-level errors of the generic parser (`expected ','`, an
    /// undeclared operand) come from the other methods, unprefixed, as
    /// upstream's do.
    fn error(&mut self, message: &str) -> Diagnostic;
    /// The op parser's own error at `loc` (upstream's `emitError(loc, …)`),
    /// prefixed like [`OpAsmParser::error`].
    fn error_at(&mut self, loc: AttrId, message: &str) -> Diagnostic;
    /// The generic parser's error at `loc`, unprefixed: for a piece of a
    /// custom form that upstream reads with its generic parser (the names
    /// of an affine map).
    fn generic_error_at(&mut self, loc: AttrId, message: &str) -> Diagnostic {
        Diagnostic::error_at(self.ctx(), loc, message)
    }

    /// Consumes `p` or fails with `expected '<p>'`.
    fn expect(&mut self, p: Punct) -> PResult<()>;
    /// Consumes `p` or fails with the generic parser's `expected '<p>'`
    /// followed by `context` (upstream's list context, ` in operand list`).
    fn expect_in(&mut self, p: Punct, context: &str) -> PResult<()>;
    /// Consumes `p` if it is next.
    fn optional(&mut self, p: Punct) -> bool;
    /// True if `p` is next (consumes nothing).
    fn peek(&mut self, p: Punct) -> bool;
    /// Consumes the bare keyword `kw` or fails with the op's
    /// `expected 'kw'` at the next token.
    fn expect_keyword(&mut self, kw: &str) -> PResult<()>;
    /// Consumes the bare keyword `kw` if it is next.
    fn optional_keyword(&mut self, kw: &str) -> bool;
    /// Consumes any bare identifier/keyword and returns it.
    fn parse_keyword(&mut self) -> PResult<String>;
    /// Consumes a bare identifier/keyword if one is next.
    fn parse_optional_keyword(&mut self) -> Option<String>;
    /// Parses a (possibly negative) integer literal.
    fn parse_integer(&mut self) -> PResult<i64>;
    /// Parses an integer literal if one is next.
    fn parse_optional_integer(&mut self) -> PResult<Option<i64>>;
    /// Parses a string literal.
    fn parse_string(&mut self) -> PResult<String>;
    /// Parses `@name` or `@"quoted name"`, returning the name.
    fn parse_symbol_name(&mut self) -> PResult<String>;
    /// Parses `@name` if next.
    fn parse_optional_symbol_name(&mut self) -> Option<String>;

    /// Parses `%name` or `%name#N`.
    fn parse_operand(&mut self) -> PResult<UnresolvedOperand>;
    /// Parses an operand if one is next.
    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>>;
    /// True if the next tokens open the result list of the next op
    /// (`%x =`, `%x, %y =`): an op whose operand is optional must not read
    /// them as its operand (consumes nothing).
    fn peek_result_list(&mut self) -> bool;
    /// Parses a comma-separated list of operands (possibly empty).
    fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>>;
    /// Binds an operand to a value of type `ty` (a forward reference
    /// becomes a placeholder resolved when its definition is seen).
    fn resolve_operand(&mut self, op: &UnresolvedOperand, ty: TypeId) -> PResult<ValueId>;
    /// Resolves many operands; fails on a count mismatch.
    fn resolve_operands(
        &mut self,
        ops: &[UnresolvedOperand],
        tys: &[TypeId],
    ) -> PResult<Vec<ValueId>> {
        if ops.len() != tys.len() {
            let msg = format!("{} operands present, but expected {}", ops.len(), tys.len());
            return Err(self.error(&msg));
        }
        ops.iter()
            .zip(tys)
            .map(|(o, &t)| self.resolve_operand(o, t))
            .collect()
    }

    /// Parses a type.
    fn parse_type(&mut self) -> PResult<TypeId>;
    /// Reads a type if one starts here (`vector<4xf32>`, `!tpu.semaphore`,
    /// `i32`), else nothing: a declarative format's optional `type($x)`.
    fn parse_optional_type(&mut self) -> PResult<Option<TypeId>>;
    /// Parses `: type`.
    fn parse_colon_type(&mut self) -> PResult<TypeId> {
        self.expect(Punct::Colon)?;
        self.parse_type()
    }
    /// Parses a type of the builtin kind `kind` (`memref`, `vector`), as
    /// upstream's `parseType<MemRefType>`: any other type is the op's
    /// `invalid kind of type specified: expected builtin.memref, but found
    /// 'i32'`, at the type.
    fn parse_type_of_kind(&mut self, kind: TypeKind) -> PResult<TypeId> {
        let loc = self.current_loc();
        let ty = self.parse_type()?;
        self.check_type_kind(ty, kind, loc)
    }
    /// Parses `: t` with `t` of the builtin kind `kind`, as upstream's
    /// `parseColonType<MemRefType>` in a hand-written parser: the error of
    /// [`OpAsmParser::parse_type_of_kind`], but at the colon. (A
    /// declarative format's `: type($x)` reads the colon, then the typed
    /// type, and reports at the type.)
    fn parse_colon_type_of_kind(&mut self, kind: TypeKind) -> PResult<TypeId> {
        let loc = self.current_loc();
        let ty = self.parse_colon_type()?;
        self.check_type_kind(ty, kind, loc)
    }
    /// `ty` if it is of the builtin kind `kind`, else upstream's error for
    /// a typed type of another kind, at `loc`.
    fn check_type_kind(&mut self, ty: TypeId, kind: TypeKind, loc: AttrId) -> PResult<TypeId> {
        use crate::TypeData as D;
        let ok = match kind {
            TypeKind::MemRef => matches!(self.ctx().ty(ty), D::MemRef { .. }),
            TypeKind::Vector => matches!(self.ctx().ty(ty), D::Vector { .. }),
            TypeKind::Function => matches!(self.ctx().ty(ty), D::Function { .. }),
            TypeKind::Integer => matches!(self.ctx().ty(ty), D::Integer { .. }),
            TypeKind::BaseMemRef => {
                matches!(
                    self.ctx().ty(ty),
                    D::MemRef { .. } | D::UnrankedMemRef { .. }
                )
            }
        };
        if ok {
            return Ok(ty);
        }
        let msg = match kind.name() {
            Some(name) => {
                let found = self.type_text(ty);
                format!(
                    "invalid kind of type specified: expected builtin.{name}, but found '{found}'"
                )
            }
            None => "invalid kind of type specified".to_string(),
        };
        Err(self.error_at(loc, &msg))
    }
    /// Parses a comma-separated list of types (possibly empty).
    fn parse_type_list(&mut self) -> PResult<Vec<TypeId>>;
    /// Parses `: t1, t2`.
    fn parse_colon_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(Punct::Colon)?;
        self.parse_type_list()
    }
    /// Parses a function result list: `t`, `(t1, t2)` or `()`.
    fn parse_result_type_list(&mut self) -> PResult<Vec<TypeId>>;

    /// Parses an attribute; `ty` is the type implied by context, if any
    /// (so `42` under `i32` gives `42 : i32`).
    fn parse_attribute(&mut self, ty: Option<TypeId>) -> PResult<AttrId>;
    /// Parses `{...}` if present into `attrs`.
    fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<(String, AttrId)>) -> PResult<()>;
    /// Parses `attributes {...}` if present into `attrs`.
    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<(String, AttrId)>,
    ) -> PResult<()>;
    /// Parses a trailing `loc(...)` if present.
    fn parse_optional_location(&mut self) -> PResult<Option<AttrId>>;

    /// Parses `%name` (and `: type` when `with_type`) for a value a region
    /// defines; `default_ty` is used when no type is written.
    /// A trailing `loc(...)` is its location, as upstream's `parseArgument`.
    fn parse_argument(&mut self, with_type: bool, default_ty: Option<TypeId>) -> PResult<Argument>;
    /// Parses a bare `%name` of type `ty` for a value a region defines,
    /// with no location after it (upstream's `parseOperand` for an
    /// induction variable, as `scf.for` reads it).
    fn parse_argument_name(&mut self, ty: TypeId) -> PResult<Argument>;
    /// Parses `(%a: t {attrs} loc(..), ...)`, the function-style argument
    /// list; returns the arguments (`allow_unnamed` admits bare types, as in
    /// an external declaration, named `""`).
    fn parse_argument_list(&mut self, allow_unnamed: bool) -> PResult<Vec<Argument>>;

    /// Parses a `{ ... }` region whose entry block defines `entry_args`.
    /// With `entry_args` empty the entry block may declare its own label and
    /// arguments.
    fn parse_region(&mut self, entry_args: &[Argument]) -> PResult<RegionId>;
    /// Parses a region if a `{` is next.
    fn parse_optional_region(&mut self, entry_args: &[Argument]) -> PResult<Option<RegionId>>;
    /// Parses `^bb` as a successor.
    fn parse_successor(&mut self) -> PResult<BlockId>;
    /// Parses `^bb(%a, %b : t1, t2)`, returning the block and its operands.
    fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<ValueId>)>;

    /// Parses `[%i + 1, %j * 2, 3]`-style subscripts (affine.load/store/
    /// dma): returns the affine map attribute and its operands (dims first,
    /// then symbols), operands already resolved as `index`.
    fn parse_affine_map_of_ssa_ids(&mut self, delim: Punct) -> PResult<(AttrId, Vec<ValueId>)>;
    /// Parses an affine-map reference applied to operands: `#map(%a)[%s]`
    /// or an inline `affine_map<...>(...)[...]`; returns map and operands
    /// (dims then symbols).
    fn parse_affine_map_application(&mut self) -> PResult<(AttrId, Vec<ValueId>)>;
    /// Parses `affine.parallel` bounds `(max(%a, 0), %n + 1)` with `kw`
    /// (`max` or `min`) naming the groups: the map of every expression in
    /// order, its operands (dims then symbols, resolved as `index`) and the
    /// number of expressions in each group.
    fn parse_affine_bound_groups(&mut self, kw: &str) -> PResult<(AttrId, Vec<ValueId>, Vec<i64>)>;
}

/// What a custom op printer can ask of the printer.
pub trait OpAsmPrinter {
    /// The context being printed.
    fn ctx(&self) -> &Context;
    /// Writes raw text.
    fn write(&mut self, s: &str);
    /// Starts a new line at the op's indentation (upstream's
    /// `printNewline`).
    fn print_newline(&mut self) {
        self.write("\n");
    }
    /// Writes an operand (`%3`, `%arg0`, `%5#1`).
    fn print_operand(&mut self, v: ValueId);
    /// Writes operands separated by `, `.
    fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_operand(v);
        }
    }
    /// Writes a type.
    fn print_type(&mut self, t: TypeId);
    /// Writes types separated by `, `.
    fn print_types(&mut self, ts: &[TypeId]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.print_type(t);
        }
    }
    /// Writes a function result list: `t`, or `(t1, t2)`.
    fn print_result_types(&mut self, ts: &[TypeId]);
    /// Writes an attribute (with its `: type` suffix where it needs one).
    fn print_attr(&mut self, a: AttrId);
    /// Writes an attribute without the type suffix.
    fn print_attr_without_type(&mut self, a: AttrId);
    /// Writes ` {a = 1, b}` for `attrs` minus `elided`, or nothing.
    fn print_optional_attr_dict(&mut self, attrs: &[(String, AttrId)], elided: &[&str]);
    /// Writes ` attributes {a = 1}` for `attrs` minus `elided`, or nothing.
    fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[(String, AttrId)],
        elided: &[&str],
    );
    /// Writes `@name`, quoting when needed.
    fn print_symbol_name(&mut self, name: &str);
    /// Writes an argument definition `%arg0: i32` (with attrs and, in
    /// debug-info mode, its location).
    fn print_argument(&mut self, v: ValueId, attrs: Option<AttrId>, with_type: bool);
    /// Writes a region. `print_entry_args` prints the entry block's label and
    /// arguments; `print_empty_terminator` prints an implicit terminator.
    fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_block_terminators: bool);
    /// Writes `^bb1`.
    fn print_successor(&mut self, b: BlockId);
    /// Writes `^bb1(%a, %b : i32, i32)`.
    fn print_successor_and_use_list(&mut self, b: BlockId, args: &[ValueId]);
    /// Writes subscripts of an affine map applied to operands (`[%i + 1, %j]`)
    /// between `delim` brackets.
    fn print_affine_map_of_ssa_ids(&mut self, map: AttrId, operands: &[ValueId]);
    /// Like [`OpAsmPrinter::print_affine_map_of_ssa_ids`], in parentheses:
    /// `(%i + 1, symbol(%n))`.
    fn print_affine_map_of_ssa_ids_parens(&mut self, map: AttrId, operands: &[ValueId]);
    /// Writes `#map(%a)[%s]` style application (inline map).
    fn print_affine_map_application(&mut self, map: AttrId, operands: &[ValueId]);
    /// Writes bounds grouped as [`OpAsmParser::parse_affine_bound_groups`]
    /// reads them: `(kw(e0, e1), e2)`, a group of one written bare.
    fn print_affine_bound_groups(
        &mut self,
        map: AttrId,
        operands: &[ValueId],
        groups: &[i64],
        kw: &str,
    );
    /// The op being printed (for results naming in custom printers).
    fn current_op(&self) -> OpId;
    /// Writes another op (name and body, not its results) on the current
    /// line, as upstream's `printCustomOrGenericOp` (`vector.mask` prints
    /// the op it masks inside its braces).
    fn print_op_inline(&mut self, op: OpId);
}
