//! Diagnostics of the ir: the type every crate shares
//! ([`rmlir_vocab::diag::Diagnostic`], for parse errors, verifier errors,
//! target-file errors and the simulator's runtime faults), placed at
//! location attributes, and rendered once at the command-line boundary in
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

pub use rmlir_vocab::diag::{Diagnostic, Excerpt, Locate, Severity, SourcePos, Subject};

/// A context places a diagnostic at a location attribute
/// ([`Diagnostic::error_at`], [`Diagnostic::with_note`]).
impl Locate for Context {
    type Loc = AttrId;

    fn source_pos(&self, loc: AttrId) -> Option<SourcePos> {
        source_pos(self, loc)
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
        if d.excerpt.is_some() || d.subject.is_some() {
            // It carries what it points at: render it as it is.
            let _ = writeln!(out, "{d}");
            for n in &d.notes {
                self.render_into(n, out);
            }
            return;
        }
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
            // About no place in a file but about the run of the kernel as
            // a whole (a trace that outgrew its cap, a target the timing
            // model refuses): named by the file the map read first, the
            // kernel, so the user sees what it is about and never a
            // made-up `<unknown>:0:0`.
            None => match self.names.first() {
                Some(file) => {
                    let _ = writeln!(out, "{file}: {}: {}", d.severity.word(), d.message);
                }
                None => {
                    let _ = writeln!(out, "{}: {}", d.severity.word(), d.message);
                }
            },
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

    /// A diagnostic that carries its own line (a target file's) renders
    /// from it, with its underline, whatever the map holds.
    #[test]
    fn a_carried_excerpt_wins_over_the_map() {
        let mut sm = SourceMap::new();
        sm.add("t.toml", "something else\n");
        let d = Diagnostic::in_text("t.toml", "a = 1\nbb = 2\n", 9..12, "bad".into());
        assert_eq!(sm.render(&d), "t.toml:2:4: error: bad\nbb = 2\n   ^~~\n");
        let d = Diagnostic::about(Subject::Override("k=v".into()), "no key");
        assert_eq!(sm.render(&d), "--set k=v: error: no key\n");
    }

    /// A diagnostic about no place in a file is about the run of the
    /// kernel: it names the kernel (the first file read), never a made-up
    /// `<unknown>:0:0`.
    #[test]
    fn a_location_less_error_names_the_kernel() {
        let d = Diagnostic::error(None, "the trace outgrew its cap");
        assert_eq!(
            SourceMap::new().render(&d),
            "error: the trace outgrew its cap\n"
        );
        let mut sm = SourceMap::new();
        sm.add("k.mlir", "func.func @f()\n");
        sm.add("other.mlir", "");
        assert_eq!(sm.render(&d), "k.mlir: error: the trace outgrew its cap\n");
    }
}
