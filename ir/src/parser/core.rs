//! The parser's state and token-level helpers: the current token, located
//! diagnostics, source locations of tokens, alias tables and backtracking.
//!
//! Every grammar module (`types`, `attrs`, `ops`, …) adds methods to the one
//! [`Parser`] struct, as upstream's `Parser`/`OperationParser` split does.
//! The first error stops parsing, as in `mlir-opt`.

use super::state::{ParseOptions, RawOperand, SsaState};
use crate::asm::PResult;
use crate::lexer::{unescape, Lexer, LineCursor, Token, TokenKind};
use crate::location::Location;
use crate::{AttrId, Context, Diagnostic, SourcePos, TypeId};

pub(crate) use super::state::FxMap;

/// A saved position to backtrack to.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Mark(Token);

/// The parser: one per file (or per `parse_type_str` call).
pub(crate) struct Parser<'c, 's> {
    /// The context being filled.
    pub ctx: &'c mut Context,
    /// The whole source text.
    pub src: &'s str,
    pub(crate) lex: Lexer<'s>,
    /// The current (next unconsumed) token.
    pub tok: Token,
    /// File name used in locations and diagnostics (shared by every
    /// location of the file).
    pub file: std::sync::Arc<str>,
    lines: LineCursor<'s>,
    /// Parser switches.
    pub opts: ParseOptions,
    /// `!name = type` definitions.
    pub type_aliases: FxMap<&'s str, TypeId>,
    /// `#name = attr` definitions.
    pub attr_aliases: FxMap<&'s str, AttrId>,
    /// Types by their exact source spelling (see `with_type_cache`).
    pub type_cache: FxMap<&'s str, TypeId>,
    /// Op table entries by the spelling used in the source.
    pub op_defs: FxMap<&'s str, Option<&'static crate::registry::OpDef>>,
    /// Spare operand buffers (a pool, as ops nest).
    pub(crate) raw_pool: Vec<Vec<RawOperand<'s>>>,
    /// `loc(#name)` uses seen before `#name` was defined: alias name,
    /// placeholder attribute and where it was used.
    pub deferred_locs: Vec<(&'s str, AttrId, u32)>,
    /// The placeholder of each name in `deferred_locs`, so that a file of
    /// many forward `#loc` references (all of `--mlir-print-debuginfo`
    /// output) finds each in O(1), not by a scan of those before it.
    pub deferred_loc_names: FxMap<&'s str, AttrId>,
    /// SSA name scopes.
    pub ssa: SsaState<'s>,
    /// One shared copy of each value name hint.
    pub hints: FxMap<std::sync::Arc<str>, std::sync::Arc<str>>,
    /// End offset of the last consumed token.
    pub prev_end: u32,
    /// How deeply nested the current construct is (see [`Parser::nested`]).
    depth: u32,
    /// The deepest `depth` reached since the current alias definition
    /// began, counting the depth of the aliases it uses.
    peak: u32,
    /// How deep each alias's value nests (key: `#name` or `!name`), so a
    /// chain of aliases cannot build a value deeper than the limit.
    pub(crate) alias_depth: FxMap<&'s str, u32>,
    /// The nesting limit in force ([`max_nesting`]).
    max_depth: u32,
}

/// The library's default deepest nesting of types, attributes, expressions
/// and regions, in levels (a region counts four, for the frames it takes):
/// safe on a 2 MiB thread stack in a debug build, where the parser, the
/// verifier and the printer recurse once per level.
pub const DEFAULT_MAX_NESTING: u32 = 200;

/// The tools' default: about a thousand nested regions, far beyond real
/// IR (upstream accepts a few hundred nested `scf.if` too). `rmlir-opt`
/// and `rmlir-sim` set it with [`set_max_nesting`] and work on a thread
/// whose stack holds this depth.
pub const TOOL_MAX_NESTING: u32 = 4096;

static MAX_NESTING: std::sync::atomic::AtomicU32 =
    std::sync::atomic::AtomicU32::new(DEFAULT_MAX_NESTING);

/// Sets the nesting limit of every parser created from now on (the tools'
/// `--max-nesting`).
pub fn set_max_nesting(levels: u32) {
    MAX_NESTING.store(levels, std::sync::atomic::Ordering::Relaxed);
}

/// The nesting limit new parsers use.
pub fn max_nesting() -> u32 {
    MAX_NESTING.load(std::sync::atomic::Ordering::Relaxed)
}

impl<'c, 's> Parser<'c, 's> {
    /// A parser at the start of `src`.
    pub fn new(ctx: &'c mut Context, file: &str, src: &'s str, opts: &ParseOptions) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            ctx,
            src,
            lex,
            tok,
            file: file.into(),
            lines: LineCursor::new(src),
            opts: opts.clone(),
            type_aliases: FxMap::default(),
            attr_aliases: FxMap::default(),
            type_cache: FxMap::default(),
            op_defs: FxMap::default(),
            raw_pool: Vec::new(),
            deferred_locs: Vec::new(),
            deferred_loc_names: FxMap::default(),
            ssa: SsaState::default(),
            hints: FxMap::default(),
            prev_end: 0,
            depth: 0,
            peak: 0,
            alias_depth: FxMap::default(),
            max_depth: max_nesting(),
        }
    }

    // ---- tokens ------------------------------------------------------

    /// Consumes the current token.
    #[inline]
    pub fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// The current token's kind.
    #[inline]
    pub fn kind(&self) -> TokenKind {
        self.tok.kind
    }

    /// True if the current token is `k`.
    #[inline]
    pub fn is(&self, k: TokenKind) -> bool {
        self.tok.kind == k
    }

    /// The current token's text.
    #[inline]
    pub fn text(&self) -> &'s str {
        self.tok.text(self.src)
    }

    /// Consumes a `k` token if it is next.
    #[inline]
    pub fn eat(&mut self, k: TokenKind) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a `k` token or fails with `message`.
    #[inline]
    pub fn expect_msg(&mut self, k: TokenKind, message: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.err_here(message))
        }
    }

    /// Consumes a `k` token or fails with "expected '<spelling>'".
    pub fn expect_tok(&mut self, k: TokenKind) -> PResult<()> {
        if self.eat(k) {
            return Ok(());
        }
        let msg = format!("expected '{}'", spelling(k));
        Err(self.err_here(&msg))
    }

    /// True if the current token is the bare keyword `kw`.
    #[inline]
    pub fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.text() == kw
    }

    /// Consumes the bare keyword `kw` if it is next.
    #[inline]
    pub fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the bare keyword `kw` or fails.
    pub fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            return Ok(());
        }
        let msg = format!("expected '{kw}'");
        Err(self.err_here(&msg))
    }

    /// The unescaped bytes of the current string token.
    pub fn string_value(&self) -> Vec<u8> {
        unescape(self.text())
    }

    /// The kind of the token after the current one.
    pub fn peek_kind(&self) -> TokenKind {
        let mut l = self.lex.clone();
        l.next_token().kind
    }

    /// True if the next token starts right after the current one (no
    /// whitespace), as in `!foo<` or `loc(`.
    pub fn next_is_adjacent(&self, c: u8) -> bool {
        self.src.as_bytes().get(self.tok.end as usize) == Some(&c)
    }

    /// A point to backtrack to.
    pub fn mark(&self) -> Mark {
        Mark(self.tok)
    }

    /// Returns to `m`.
    pub fn reset(&mut self, m: Mark) {
        self.tok = m.0;
        self.lex.reset(m.0.end as usize);
    }

    /// Re-lexes from byte `pos` (splitting `x8xf32` or `0x8`).
    pub fn relex_from(&mut self, pos: usize) {
        self.lex.reset(pos);
        self.tok = self.lex.next_token();
    }

    // ---- positions and diagnostics -----------------------------------

    /// The source position of byte `offset`.
    pub fn pos_of(&self, offset: u32) -> SourcePos {
        let (line, col) = self.lines.line_col(offset);
        SourcePos {
            file: self.file.to_string(),
            line,
            col,
        }
    }

    /// The byte offset of a 1-based line and column of this file.
    pub fn lines_offset(&self, line: u32, col: u32) -> Option<u32> {
        self.lines.offset(line, col)
    }

    /// The byte offset of a position in this file.
    pub fn offset_of(&self, p: &SourcePos) -> Option<u32> {
        if *p.file != *self.file {
            return None;
        }
        self.lines.offset(p.line, p.col)
    }

    /// An error at byte `offset`.
    #[cold]
    pub fn err_at(&self, offset: u32, message: &str) -> Diagnostic {
        Diagnostic::error(Some(self.pos_of(offset)), message)
    }

    /// An error at the current token; a lexing error reports its own
    /// message instead. "expected …" errors point just after the previous
    /// token, as upstream's `emitWrongTokenError` does.
    #[cold]
    pub fn err_here(&self, message: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.err_at(self.tok.start, self.lex.error_message());
        }
        if message.starts_with("expected") {
            return self.err_at(self.wrong_token_pos(), message);
        }
        self.err_at(self.tok.start, message)
    }

    /// The end of the text before the current token, skipping blanks,
    /// empty lines and `//` comments (upstream's `emitWrongTokenError`).
    pub(crate) fn wrong_token_pos(&self) -> u32 {
        let b = self.src.as_bytes();
        let mut end = self.tok.start as usize;
        loop {
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.tok.start;
            }
            if !matches!(b[end - 1], b'\n' | b'\r') {
                return end as u32;
            }
            end -= 1;
            let line_start = b[..end]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |i| i + 1);
            if let Some(i) = self.src[line_start..end].find("//") {
                end = line_start + i;
            }
        }
    }

    /// A `FileLineCol` location attribute for byte `offset`.
    pub fn loc_at(&mut self, offset: u32) -> AttrId {
        let (line, col) = self.lines.line_col(offset);
        let file = self.file.clone();
        self.ctx.loc(Location::FileLineCol {
            file,
            line,
            col,
            end: None,
        })
    }

    /// The location of the current token.
    pub fn here_loc(&mut self) -> AttrId {
        self.loc_at(self.tok.start)
    }

    /// Numbers the source's lines from `first_line` (for a piece of a
    /// larger file).
    pub fn set_first_line(&mut self, first_line: u32) {
        self.lines = LineCursor::from_line(self.src, first_line);
    }

    /// Runs `f` one nesting level deeper; too deep is a diagnostic rather
    /// than a stack overflow on hostile input.
    pub fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.check_depth(self.depth.saturating_add(1))?;
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// The nesting limit this parser enforces.
    pub fn max_nesting(&self) -> u32 {
        self.max_depth
    }

    /// Fails when a construct `depth` levels deep passes the limit;
    /// records the deepest level reached otherwise.
    fn check_depth(&mut self, depth: u32) -> PResult<()> {
        if depth > self.max_depth {
            let msg = format!(
                "nesting is too deep: more than {} levels (raise the limit with --max-nesting=N)",
                self.max_depth
            );
            return Err(self.err_here(&msg));
        }
        self.peak = self.peak.max(depth);
        Ok(())
    }

    /// Accounts for the use of alias `key` (`#name`/`!name`) at the
    /// current depth: its value nests as deep as its definition did.
    pub(crate) fn use_alias(&mut self, key: &'s str) -> PResult<()> {
        let d = self.alias_depth.get(key).copied().unwrap_or(0);
        // The alias stands for its value, whose depth already counts the
        // level of the type or attribute being parsed here.
        self.check_depth(self.depth.saturating_sub(1).saturating_add(d))
    }

    /// Parses an alias's value with `f` and records how deep it nests.
    pub(crate) fn alias_value<T>(
        &mut self,
        key: &'s str,
        f: impl FnOnce(&mut Self) -> PResult<T>,
    ) -> PResult<T> {
        let (saved, base) = (self.peak, self.depth);
        self.peak = base;
        let r = f(self);
        self.alias_depth.insert(key, self.peak - base);
        self.peak = saved.max(self.peak);
        r
    }

    /// Parses `elem (',' elem)*`.
    pub fn comma_list(&mut self, mut elem: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        elem(self)?;
        while self.eat(TokenKind::Comma) {
            elem(self)?;
        }
        Ok(())
    }
}

/// How a punctuation token is written, for "expected '…'" messages.
pub(crate) fn spelling(k: TokenKind) -> &'static str {
    use TokenKind::*;
    match k {
        Arrow => "->",
        ColonColon => "::",
        Colon => ":",
        Comma => ",",
        Ellipsis => "...",
        LParen => "(",
        RParen => ")",
        LSquare => "[",
        RSquare => "]",
        LBrace => "{",
        RBrace => "}",
        Less => "<",
        Greater => ">",
        Equal => "=",
        Question => "?",
        Plus => "+",
        Minus => "-",
        Star => "*",
        Vertical => "|",
        FileMetadataBegin => "{-#",
        FileMetadataEnd => "#-}",
        Eof => "end of file",
        Error => "valid token",
        BareIdent => "identifier",
        PercentIdent => "SSA value",
        AtIdent => "symbol",
        CaretIdent => "block name",
        HashIdent => "attribute alias",
        BangIdent => "type alias",
        Integer => "integer",
        Float => "float",
        String => "string",
    }
}
