//! Dialect attributes checked at parse time against their dialect's table
//! ([`crate::attr_syntax`]): an unknown mnemonic, a dialect without
//! attributes, or an enum value outside its cases is the error upstream's
//! attribute parser gives, at its token. The attribute itself stays the
//! opaque text the op tables read.

use super::Parser;
use crate::attr_syntax::{lookup, EnumSyntax, Lookup};
use crate::Diagnostic;

/// One token of a dialect attribute's body: its kind and byte range.
#[derive(Clone, Copy, PartialEq)]
enum Tok {
    /// A bare identifier or a string.
    Word,
    /// One punctuation character.
    Punct(u8),
    /// A character no MLIR token starts with.
    Bad,
    /// The end of the body.
    End,
}

/// A byte that may continue a bare identifier.
fn is_word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
}

impl Parser<'_, '_> {
    /// Checks the dialect attribute whose text (after `#`) is
    /// `src[start..end]`.
    pub(super) fn check_dialect_attr(&self, start: usize, end: usize) -> Result<(), Diagnostic> {
        let text = &self.src[start..end];
        let name_len = text.find('<').unwrap_or(text.len());
        let name = &text[..name_len];
        // `#dialect.mnemonic<…>` or `#dialect<mnemonic …>`.
        let (dialect, at, limit) = match name.split_once('.') {
            Some((d, _)) => (d, start + d.len() + 1, end),
            None if name_len < text.len() => (name, start + name_len + 1, end - 1),
            None => return Ok(()),
        };
        let (Tok::Word, m_start, m_end) = self.attr_tok(at, limit) else {
            return Ok(());
        };
        let mnemonic = &self.src[m_start..m_end];
        let tables = self.ctx.op_table().dialect_attrs();
        match lookup(tables, dialect, mnemonic) {
            Lookup::Foreign => Ok(()),
            Lookup::NoHook => Err(self.err_at(
                m_start as u32,
                &format!("dialect '{dialect}' provides no attribute parsing hook"),
            )),
            Lookup::Unknown => Err(self.err_at(
                m_start as u32,
                &format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"),
            )),
            Lookup::Known(a) => match &a.value {
                Some(syntax) => self.check_enum_value(syntax, m_end, limit),
                None => Ok(()),
            },
        }
    }

    /// Checks an enum attribute's value, from `at` (just past the
    /// mnemonic) to `limit`, as upstream's generated parser reads it.
    fn check_enum_value(&self, s: &EnumSyntax, at: usize, limit: usize) -> Result<(), Diagnostic> {
        let mut cur = at;
        if s.angles {
            cur = self.expect_attr_punct(b'<', cur, at, limit)?;
        }
        let mut prev_end;
        let list_start = self.attr_tok(cur, limit).1;
        loop {
            let (kind, w_start, w_end) = self.attr_tok(cur, limit);
            self.lex_error((kind, w_start, w_end))?;
            if kind == Tok::Word {
                self.lex_error(self.attr_tok(w_end, limit))?;
            }
            if kind != Tok::Word {
                let mut d = self.err_at(w_start as u32, "expected valid keyword or string");
                d.notes
                    .push(self.err_at(w_start as u32, &s.cases.failed_to_parse()));
                return Err(d);
            }
            let word = self.src[w_start..w_end].trim_matches('"');
            if !s.cases.cases.contains(&word) {
                let word_at = if s.list { list_start } else { w_start };
                let next = self.attr_tok(w_end, limit).1;
                let mut d = self.err_at(word_at as u32, &s.cases.expected());
                d.notes
                    .push(self.err_at(next as u32, &s.cases.failed_to_parse()));
                return Err(d);
            }
            cur = w_end;
            prev_end = w_end;
            match self.attr_tok(cur, limit) {
                (Tok::Punct(b','), _, e) if s.list => cur = e,
                _ => break,
            }
        }
        if s.angles {
            self.expect_attr_punct(b'>', cur, prev_end, limit)?;
        }
        Ok(())
    }

    /// Past `want` at the next token from `cur`; otherwise upstream's
    /// "expected" error just after the previous token (`prev_end`).
    fn expect_attr_punct(
        &self,
        want: u8,
        cur: usize,
        prev_end: usize,
        limit: usize,
    ) -> Result<usize, Diagnostic> {
        let tok = self.attr_tok(cur, limit);
        self.lex_error(tok)?;
        match tok {
            (Tok::Punct(p), _, e) if p == want => Ok(e),
            _ => Err(self.err_at(prev_end as u32, &format!("expected '{}'", want as char))),
        }
    }

    /// The token of a dialect attribute's body that starts at or after
    /// `at`, before `limit`: its kind, start and end.
    fn attr_tok(&self, at: usize, limit: usize) -> (Tok, usize, usize) {
        let b = self.src.as_bytes();
        let mut i = at;
        while i < limit && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= limit {
            return (Tok::End, limit, limit);
        }
        let start = i;
        if b[i] == b'"' {
            i += 1;
            while i < limit && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            return (Tok::Word, start, (i + 1).min(limit));
        }
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            while i < limit && is_word_byte(b[i]) {
                i += 1;
            }
            return (Tok::Word, start, i);
        }
        if !b"@#%^!:,.(){}[]<>=?+*-|/0123456789".contains(&b[i]) {
            return (Tok::Bad, start, start + 1);
        }
        (Tok::Punct(b[i]), start, start + 1)
    }

    /// Upstream's lexer error at a character no token starts with, which
    /// it reports as soon as it reads the token, before the parser looks
    /// at the token before it.
    fn lex_error(&self, tok: (Tok, usize, usize)) -> Result<(), Diagnostic> {
        match tok {
            (Tok::Bad, at, _) => Err(self.err_at(at as u32, "unexpected character")),
            _ => Ok(()),
        }
    }
}
