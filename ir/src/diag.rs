//! Diagnostics: one type for parse errors, verifier errors and the
//! simulator's runtime faults, rendered once at the command-line boundary in
//! MLIR's own form:
//!
//! ```text
//! kernel.mlir:12:5: error: 'arith.addi' op requires the same type for all operands
//!     %2 = arith.addi %0, %1 : i32
//!     ^
//! ```
//!
//! Library code builds [`Diagnostic`] values and never prints. The
//! [`SourceMap`] keeps the text of every file read so a diagnostic can show
//! its line; line and column bookkeeping uses `codespan-reporting`'s
//! `Files` machinery.

use crate::location::Location;
use crate::{AttrData, AttrId, Context};

/// How serious a diagnostic is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// Fails the run.
    Error,
    /// Reported, does not fail.
    Warning,
    /// Attached to another diagnostic.
    Note,
    /// Informational (`expected-remark`).
    Remark,
}

impl Severity {
    /// The word MLIR prints (`error`, `warning`, `note`, `remark`).
    pub fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A point in a source file, 1-based.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SourcePos {
    /// File name as the user gave it (`-` reads as `<stdin>`).
    pub file: String,
    /// Line, 1-based.
    pub line: u32,
    /// Column, 1-based, in bytes.
    pub col: u32,
}

/// One message, with an optional position and follow-up notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it points, if anywhere.
    pub pos: Option<SourcePos>,
    /// The message, without the `error:` prefix.
    pub message: String,
    /// Follow-ups (`note:` lines), e.g. the other side of a race or a frame
    /// of the call stack.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `pos`.
    pub fn error(pos: Option<SourcePos>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            pos,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error at an op's or value's location attribute.
    pub fn error_at(ctx: &Context, loc: AttrId, message: impl Into<String>) -> Self {
        Self::error(source_pos(ctx, loc), message)
    }

    /// Adds a note at a location attribute.
    pub fn with_note(
        mut self,
        ctx: &Context,
        loc: Option<AttrId>,
        message: impl Into<String>,
    ) -> Self {
        let pos = loc.and_then(|l| source_pos(ctx, l));
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            pos,
            message: message.into(),
            notes: Vec::new(),
        });
        self
    }
}

/// The first file position inside a location: FileLineCol itself, a Name's
/// child, a CallSite's callee, or a Fused location's first member that has one.
pub fn source_pos(ctx: &Context, loc: AttrId) -> Option<SourcePos> {
    let AttrData::Location(l) = ctx.attr(loc) else {
        return None;
    };
    match l {
        Location::Unknown => None,
        Location::FileLineCol {
            file, line, col, ..
        } => Some(SourcePos {
            file: file.to_string(),
            line: *line,
            col: *col,
        }),
        Location::Name { child, .. } => child.and_then(|c| source_pos(ctx, c)),
        Location::CallSite { callee, .. } => source_pos(ctx, *callee),
        Location::Fused { locs, .. } => locs.iter().find_map(|&c| source_pos(ctx, c)),
    }
}

/// The text of every file the tool read, for showing source lines.
#[derive(Default, Debug, Clone)]
pub struct SourceMap {
    files: codespan_reporting::files::SimpleFiles<String, String>,
    names: Vec<String>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a file's text under `name`.
    pub fn add(&mut self, name: &str, text: &str) {
        self.files.add(name.to_string(), text.to_string());
        self.names.push(name.to_string());
    }

    /// The text of line `line` (1-based) of `file`, without its newline.
    pub fn line(&self, file: &str, line: u32) -> Option<&str> {
        use codespan_reporting::files::Files;
        let id = self.names.iter().rposition(|n| n == file)?;
        let range = self
            .files
            .line_range(id, line.checked_sub(1)? as usize)
            .ok()?;
        let src = self.files.get(id).ok()?.source();
        Some(src.get(range)?.trim_end_matches(['\n', '\r']))
    }

    /// Renders a diagnostic and its notes in MLIR's form: the
    /// `file:line:col: error: message` header, the source line, a caret.
    pub fn render(&self, d: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(d, &mut out);
        out
    }

    fn render_into(&self, d: &Diagnostic, out: &mut String) {
        use std::fmt::Write;
        match &d.pos {
            Some(p) => {
                let _ = writeln!(
                    out,
                    "{}:{}:{}: {}: {}",
                    p.file,
                    p.line,
                    p.col,
                    d.severity.word(),
                    d.message
                );
                if let Some(text) = self.line(&p.file, p.line) {
                    let _ = writeln!(out, "{text}");
                    let pad: String = text
                        .chars()
                        .take(p.col.saturating_sub(1) as usize)
                        .map(|c| if c == '\t' { '\t' } else { ' ' })
                        .collect();
                    let _ = writeln!(out, "{pad}^");
                }
            }
            None if d.severity == Severity::Note => {
                let _ = writeln!(out, "note: {}", d.message);
            }
            None => {
                let _ = writeln!(out, "<unknown>:0:0: {}: {}", d.severity.word(), d.message);
            }
        }
        for n in &d.notes {
            self.render_into(n, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_header_line_and_caret() {
        let mut sm = SourceMap::new();
        sm.add("k.mlir", "a\n  %x = foo\n");
        let d = Diagnostic::error(
            Some(SourcePos {
                file: "k.mlir".into(),
                line: 2,
                col: 8,
            }),
            "custom op 'foo' is unknown",
        );
        assert_eq!(
            sm.render(&d),
            "k.mlir:2:8: error: custom op 'foo' is unknown\n  %x = foo\n       ^\n"
        );
    }
}
