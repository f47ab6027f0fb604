//! The MLIR lexer: bytes to tokens with byte spans, following the Language
//! Reference's "Lexical Structure" (`003_…`, "Notation", "Common syntax",
//! "Identifiers and keywords") and upstream's `Lexer.cpp` token set.
//!
//! The lexer works on bytes and never allocates per token: a [`Token`] is a
//! kind plus a `start..end` span into the source. String values are unescaped
//! on demand ([`unescape`]). Errors become [`TokenKind::Error`] tokens whose
//! message the parser reports; positions map to line/column through
//! [`LineIndex`] or, walking in source order, [`LineCursor`].

/// What a token is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A lexing error; see [`Lexer::error_message`].
    Error,
    /// `foo`, `arith.addi`, `f32`, `x8xf32`.
    BareIdent,
    /// `%name`, `%0`.
    PercentIdent,
    /// `@name` or `@"quoted"`.
    AtIdent,
    /// `^bb0`.
    CaretIdent,
    /// `#map`, `#1` (result number), `#dialect.attr`.
    HashIdent,
    /// `!type`, `!dialect.type`.
    BangIdent,
    /// `42`, `0x7C00`.
    Integer,
    /// `1.5`, `1.0e-3`.
    Float,
    /// `"text"`, span includes the quotes.
    String,
    /// `->`
    Arrow,
    /// `::`
    ColonColon,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
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
    /// `=`
    Equal,
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
    /// `{-#`, opening file metadata.
    FileMetadataBegin,
    /// `#-}`, closing file metadata.
    FileMetadataEnd,
}

/// One token: a kind and a byte span of the source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Token {
    /// The token's text in `src`.
    #[inline]
    pub fn text<'s>(&self, src: &'s str) -> &'s str {
        &src[self.start as usize..self.end as usize]
    }
}

/// A cursor over the source that produces tokens on demand.
#[derive(Clone, Debug)]
pub struct Lexer<'s> {
    src: &'s str,
    pos: usize,
    error: &'static str,
}

/// Character classes, one bit each, looked up in [`CLASS`]: identifier
/// bytes are tested once per byte of input, and a table load is cheaper
/// than the chain of range tests.
const BARE_START: u8 = 1;
const BARE: u8 = 2;
const SUFFIX: u8 = 4;
const SPACE: u8 = 8;

/// The class bits of every byte.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let alpha = b.is_ascii_alphabetic() || b == b'_';
        let bare = alpha || b.is_ascii_digit() || b == b'$' || b == b'.';
        let mut bits = 0;
        if alpha {
            bits |= BARE_START;
        }
        if bare {
            bits |= BARE | SUFFIX;
        }
        if b == b'-' {
            bits |= SUFFIX;
        }
        // A NUL byte between tokens is skipped as upstream's lexer skips
        // it (only the one past the buffer's end is its end of file).
        if matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\0') {
            bits |= SPACE;
        }
        t[c] = bits;
        c += 1;
    }
    t
};

#[inline]
fn is_bare_start(c: u8) -> bool {
    CLASS[c as usize] & BARE_START != 0
}

#[inline]
fn is_bare_char(c: u8) -> bool {
    CLASS[c as usize] & BARE != 0
}

#[inline]
fn is_suffix_char(c: u8) -> bool {
    CLASS[c as usize] & SUFFIX != 0
}

#[inline]
fn is_space(c: u8) -> bool {
    CLASS[c as usize] & SPACE != 0
}

impl<'s> Lexer<'s> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'s str) -> Self {
        Lexer {
            src,
            pos: 0,
            error: "",
        }
    }

    /// The source being lexed.
    pub fn source(&self) -> &'s str {
        self.src
    }

    /// Current byte offset (start of the next token, before whitespace).
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves the cursor (used to split `4x8xf32` and to backtrack).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    /// The message of the last [`TokenKind::Error`] token.
    pub fn error_message(&self) -> &'static str {
        self.error
    }

    #[inline]
    fn byte(&self, i: usize) -> u8 {
        *self.src.as_bytes().get(i).unwrap_or(&0)
    }

    fn skip_trivia(&mut self) {
        let b = self.src.as_bytes();
        loop {
            while self.pos < b.len() && is_space(b[self.pos]) {
                self.pos += 1;
            }
            if self.pos + 1 < b.len() && b[self.pos] == b'/' && b[self.pos + 1] == b'/' {
                while self.pos < b.len() && b[self.pos] != b'\n' {
                    self.pos += 1;
                }
                continue;
            }
            return;
        }
    }

    fn tok(&mut self, kind: TokenKind, start: usize, len: usize) -> Token {
        self.pos = start + len;
        Token {
            kind,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    #[cold]
    fn err(&mut self, start: usize, end: usize, msg: &'static str) -> Token {
        self.error = msg;
        self.pos = end.max(start + 1).min(self.src.len());
        Token {
            kind: TokenKind::Error,
            start: start as u32,
            end: self.pos as u32,
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        use TokenKind::*;
        self.skip_trivia();
        let s = self.pos;
        if s >= self.src.len() {
            return Token {
                kind: Eof,
                start: s as u32,
                end: s as u32,
            };
        }
        let c = self.byte(s);
        match c {
            b'(' => self.tok(LParen, s, 1),
            b')' => self.tok(RParen, s, 1),
            b'[' => self.tok(LSquare, s, 1),
            b']' => self.tok(RSquare, s, 1),
            b'}' => self.tok(RBrace, s, 1),
            b'<' => self.tok(Less, s, 1),
            b'>' => self.tok(Greater, s, 1),
            b'=' => self.tok(Equal, s, 1),
            b'?' => self.tok(Question, s, 1),
            b'+' => self.tok(Plus, s, 1),
            b'*' => self.tok(Star, s, 1),
            b'|' => self.tok(Vertical, s, 1),
            b',' => self.tok(Comma, s, 1),
            b'{' if self.src[s..].starts_with("{-#") => self.tok(FileMetadataBegin, s, 3),
            b'{' => self.tok(LBrace, s, 1),
            b'-' if self.byte(s + 1) == b'>' => self.tok(Arrow, s, 2),
            b'-' => self.tok(Minus, s, 1),
            b':' if self.byte(s + 1) == b':' => self.tok(ColonColon, s, 2),
            b':' => self.tok(Colon, s, 1),
            b'.' if self.src[s..].starts_with("...") => self.tok(Ellipsis, s, 3),
            b'"' => self.lex_string(s),
            b'0'..=b'9' => self.lex_number(s),
            b'@' => self.lex_at(s),
            b'#' if self.src[s..].starts_with("#-}") => self.tok(FileMetadataEnd, s, 3),
            b'%' => self.lex_prefixed(s, PercentIdent),
            b'^' => self.lex_prefixed(s, CaretIdent),
            b'#' => self.lex_prefixed(s, HashIdent),
            b'!' => self.lex_prefixed(s, BangIdent),
            c if is_bare_start(c) => self.lex_bare(s),
            _ => self.lex_unexpected(s),
        }
    }

    #[cold]
    fn lex_unexpected(&mut self, s: usize) -> Token {
        let len = self.src[s..].chars().next().map_or(1, char::len_utf8);
        self.err(s, s + len, "unexpected character")
    }

    fn lex_bare(&mut self, s: usize) -> Token {
        let b = self.src.as_bytes();
        let mut e = s + 1;
        while e < b.len() && is_bare_char(b[e]) {
            e += 1;
        }
        self.tok(TokenKind::BareIdent, s, e - s)
    }

    fn lex_prefixed(&mut self, s: usize, kind: TokenKind) -> Token {
        let b = self.src.as_bytes();
        let mut e = s + 1;
        let first = self.byte(e);
        if first.is_ascii_digit() {
            while e < b.len() && b[e].is_ascii_digit() {
                e += 1;
            }
        } else if is_suffix_char(first) {
            while e < b.len() && is_suffix_char(b[e]) {
                e += 1;
            }
        } else {
            let msg = match kind {
                TokenKind::PercentIdent => "invalid SSA name",
                TokenKind::CaretIdent => "invalid block name",
                TokenKind::HashIdent => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return self.err(s, s + 1, msg);
        }
        self.tok(kind, s, e - s)
    }

    fn lex_at(&mut self, s: usize) -> Token {
        let c = self.byte(s + 1);
        if c == b'"' {
            let t = self.lex_string(s + 1);
            if t.kind == TokenKind::Error {
                return t;
            }
            return self.tok(TokenKind::AtIdent, s, t.end as usize - s);
        }
        if !(is_bare_start(c) || c == b'$' || c == b'.' || c == b'-' || c.is_ascii_digit()) {
            return self.err(
                s,
                s + 1,
                "@ identifier expected to start with letter or '_'",
            );
        }
        let b = self.src.as_bytes();
        let mut e = s + 2;
        while e < b.len() && (is_bare_char(b[e]) || b[e] == b'-') {
            e += 1;
        }
        self.tok(TokenKind::AtIdent, s, e - s)
    }

    fn lex_string(&mut self, s: usize) -> Token {
        let b = self.src.as_bytes();
        let mut e = s + 1;
        loop {
            match b.get(e) {
                None | Some(b'\n') | Some(b'\r') => {
                    return self.err(e, e, "expected '\"' in string literal");
                }
                Some(b'"') => return self.tok(TokenKind::String, s, e + 1 - s),
                Some(b'\\') => {
                    let n = self.byte(e + 1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        e += 2;
                    } else if n.is_ascii_hexdigit() && self.byte(e + 2).is_ascii_hexdigit() {
                        e += 3;
                    } else {
                        return self.err(e, e + 1, "unknown escape in string literal");
                    }
                }
                Some(_) => e += 1,
            }
        }
    }

    fn lex_number(&mut self, s: usize) -> Token {
        let b = self.src.as_bytes();
        if b[s] == b'0' && self.byte(s + 1) == b'x' && self.byte(s + 2).is_ascii_hexdigit() {
            let mut e = s + 2;
            while e < b.len() && b[e].is_ascii_hexdigit() {
                e += 1;
            }
            return self.tok(TokenKind::Integer, s, e - s);
        }
        let mut e = s;
        while e < b.len() && b[e].is_ascii_digit() {
            e += 1;
        }
        if self.byte(e) != b'.' {
            return self.tok(TokenKind::Integer, s, e - s);
        }
        e += 1;
        while e < b.len() && b[e].is_ascii_digit() {
            e += 1;
        }
        if matches!(self.byte(e), b'e' | b'E') {
            let sign = matches!(self.byte(e + 1), b'+' | b'-') as usize;
            if self.byte(e + 1 + sign).is_ascii_digit() {
                e += 1 + sign;
                while e < b.len() && b[e].is_ascii_digit() {
                    e += 1;
                }
            }
        }
        self.tok(TokenKind::Float, s, e - s)
    }

    /// Scans a pretty dialect body starting at the `<` at `start`, up to and
    /// including the matching `>`, with nested `<>`, `()`, `[]`, `{}` and
    /// string literals. Returns the end offset or an error message.
    pub fn scan_dialect_body(&self, start: usize) -> Result<usize, (usize, &'static str)> {
        let b = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = start;
        while i < b.len() {
            let c = b[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    // `->` inside a body is an arrow, not a closing bracket.
                    if c == b'>' && i > start && b[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    if stack.last() != Some(&open) {
                        return Err((start, unbalanced_msg(stack.last())));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        return Ok(i + 1);
                    }
                }
                b'"' => {
                    let mut sub = self.clone();
                    let t = sub.lex_string(i);
                    if t.kind == TokenKind::Error {
                        return Err((t.start as usize, sub.error));
                    }
                    i = t.end as usize;
                    continue;
                }
                0 => break,
                _ => {}
            }
            i += 1;
        }
        Err((start, unbalanced_msg(stack.last())))
    }
}

/// Upstream's message for a pretty dialect body whose innermost open
/// bracket `open` is never closed.
fn unbalanced_msg(open: Option<&u8>) -> &'static str {
    match open {
        Some(b'(') => "unbalanced '(' character in pretty dialect name",
        Some(b'[') => "unbalanced '[' character in pretty dialect name",
        Some(b'{') => "unbalanced '{' character in pretty dialect name",
        _ => "unbalanced '<' character in pretty dialect name",
    }
}

/// Resolves the escapes of a string literal's text (quotes included):
/// `\n`, `\t`, `\"`, `\\` and `\XX` (two hex digits).
pub fn unescape(lit: &str) -> Vec<u8> {
    let b = lit.as_bytes();
    let inner = &b[1..b.len().saturating_sub(1).max(1)];
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        if inner[i] != b'\\' || i + 1 >= inner.len() {
            out.push(inner[i]);
            i += 1;
            continue;
        }
        match inner[i + 1] {
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            _ => {
                let hex = std::str::from_utf8(&inner[i + 1..(i + 3).min(inner.len())]).ok();
                out.push(
                    hex.and_then(|h| u8::from_str_radix(h, 16).ok())
                        .unwrap_or(0),
                );
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    out
}

/// Maps byte offsets to 1-based line and column numbers.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    /// Indexes the line starts of `src`.
    pub fn new(src: &str) -> Self {
        let mut starts = vec![0u32];
        starts.extend(
            src.bytes()
                .enumerate()
                .filter(|&(_, c)| c == b'\n')
                .map(|(i, _)| i as u32 + 1),
        );
        LineIndex { starts }
    }

    /// The byte offset of a 1-based `(line, column)`, if inside the text.
    pub fn offset(&self, line: u32, col: u32) -> Option<u32> {
        let start = *self.starts.get(line.checked_sub(1)? as usize)?;
        start.checked_add(col.checked_sub(1)?)
    }

    /// The 1-based `(line, column)` of byte `offset` (column in bytes).
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let col = offset - self.starts[line - 1] + 1;
        (line as u32, col)
    }
}

/// Maps byte offsets to 1-based line and column numbers without indexing
/// the whole text first: it remembers the last line it found and walks from
/// there. The parser asks in source order (a location per op), so a file is
/// walked about once in all instead of being indexed up front and
/// binary-searched per op.
#[derive(Clone, Debug)]
pub struct LineCursor<'s> {
    src: &'s str,
    /// `(line, byte offset where it starts)` of the last answer.
    at: std::cell::Cell<(u32, u32)>,
    /// How far past that start the line is known to hold no newline: the
    /// next answer on the same line scans only from here, so the columns
    /// of `n` operands on one long line cost `O(length)` in all, not
    /// `O(n * length)`.
    clean: std::cell::Cell<u32>,
}

impl<'s> LineCursor<'s> {
    /// A cursor at the first line of `src`.
    pub fn new(src: &'s str) -> Self {
        Self::from_line(src, 1)
    }

    /// A cursor whose first line is numbered `first_line` (a piece of a
    /// larger file, such as a `--split-input-file` chunk).
    pub fn from_line(src: &'s str, first_line: u32) -> Self {
        LineCursor {
            src,
            at: std::cell::Cell::new((first_line.max(1), 0)),
            clean: std::cell::Cell::new(0),
        }
    }

    /// The 1-based `(line, column)` of byte `offset` (column in bytes), as
    /// [`LineIndex::line_col`].
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let (mut line, mut start) = self.at.get();
        let b = self.src.as_bytes();
        let target = offset.min(b.len() as u32);
        let mut clean = self.clean.get();
        while target < start {
            start = line_start_before(b, start - 1);
            line -= 1;
            clean = start;
        }
        let from = clean.clamp(start, target.max(start));
        let gap = &b[from as usize..target as usize];
        // Between two ops there is usually one newline: find the first,
        // and count further ones only if there is a later one.
        if let Some(first) = memchr::memchr(b'\n', gap) {
            let rest = &gap[first + 1..];
            let last = match memchr::memrchr(b'\n', rest) {
                Some(l) => {
                    line += 1 + memchr::memchr_iter(b'\n', &rest[..l]).count() as u32;
                    first + 1 + l
                }
                None => first,
            };
            line += 1;
            start = from + last as u32 + 1;
            clean = target;
        }
        self.at.set((line, start));
        self.clean.set(clean.max(target));
        (line, offset - start + 1)
    }

    /// The byte offset of a 1-based `(line, column)`, if that line exists,
    /// as [`LineIndex::offset`].
    pub fn offset(&self, line: u32, col: u32) -> Option<u32> {
        let b = self.src.as_bytes();
        let (mut cur, mut start) = self.at.get();
        if line == 0 {
            return None;
        }
        while line < cur {
            // A line before this piece's first (a location naming an
            // earlier line of the whole file, from a later
            // `--split-input-file` chunk) is not in it.
            if start == 0 {
                return None;
            }
            start = line_start_before(b, start - 1);
            cur -= 1;
        }
        while line > cur {
            let i = self.src[start as usize..].find('\n')?;
            start += i as u32 + 1;
            cur += 1;
        }
        if (cur, start) != self.at.get() {
            self.at.set((cur, start));
            self.clean.set(start);
        }
        in_text(self.src, start, col)
    }
}

/// The offset of 1-based column `col` of the line starting at `start`,
/// if it is within `src` (a location may name any column).
fn in_text(src: &str, start: u32, col: u32) -> Option<u32> {
    let at = start.checked_add(col.checked_sub(1)?)?;
    (at as usize <= src.len()).then_some(at)
}

/// The start of the line that ends with the newline at byte `nl`.
fn line_start_before(b: &[u8], nl: u32) -> u32 {
    memchr::memrchr(b'\n', &b[..nl as usize]).map_or(0, |i| i as u32 + 1)
}

/// The value of a decimal or `0x` hex integer token, if it fits `i128`.
pub(crate) fn parse_int_text(text: &str) -> Option<i128> {
    match text.strip_prefix("0x") {
        Some(h) => i128::from_str_radix(h, 16).ok(),
        None => text.parse::<i128>().ok(),
    }
}
