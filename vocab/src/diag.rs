//! Diagnostics: the one type every rmlir crate reports a problem with —
//! parse and verifier errors, target-file errors and the simulator's runtime
//! faults — rendered in MLIR's form:
//!
//! ```text
//! kernel.mlir:12:5: error: 'arith.addi' op requires the same type for all operands
//!     %2 = arith.addi %0, %1 : i32
//!     ^
//! ```
//!
//! Library code builds [`Diagnostic`] values and never prints. A diagnostic
//! about a file the tool keeps (a kernel) carries only its position; the
//! ir's `SourceMap` finds the line when it renders. One about a file read
//! and dropped (a target file) carries its line as an [`Excerpt`], and one
//! about no file position at all (a `--set` argument, an unreadable file)
//! names its [`Subject`]. `Display` renders one diagnostic from what it
//! carries.
//!
//! The ir places a diagnostic at an op's location through [`Locate`],
//! which its context implements, so this crate needs no ir types.

use std::fmt;

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
    /// Column, 1-based (bytes in a kernel, characters in a target file).
    pub col: u32,
}

/// The source line a diagnostic points into, carried with it when no
/// source map keeps the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// The text of the line, without its newline.
    pub line: String,
    /// How many characters from the column to underline (at least 1).
    pub width: usize,
}

/// What a diagnostic is about when it has no file position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A `--set KEY=VALUE` argument, as given.
    Override(String),
    /// A file as a whole (it could not be read), by its path as given.
    Path(String),
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
    /// The line under `pos`, when the diagnostic carries it (boxed, as is
    /// the subject: most diagnostics have neither, and parsers return
    /// diagnostics in every `Result`).
    pub excerpt: Option<Box<Excerpt>>,
    /// What it is about when `pos` is `None`.
    pub subject: Option<Box<Subject>>,
}

/// A context that can turn a location handle into a file position (the
/// ir's context, for its location attributes).
pub trait Locate {
    /// The location handle.
    type Loc: Copy;
    /// The first file position inside `loc`, if it has one.
    fn source_pos(&self, loc: Self::Loc) -> Option<SourcePos>;
}

impl Diagnostic {
    /// A diagnostic of `severity` at `pos`.
    pub fn new(severity: Severity, pos: Option<SourcePos>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            pos,
            message: message.into(),
            notes: Vec::new(),
            excerpt: None,
            subject: None,
        }
    }

    /// An error at `pos`.
    pub fn error(pos: Option<SourcePos>, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, pos, message)
    }

    /// An error about `subject`, which has no file position.
    pub fn about(subject: Subject, message: impl Into<String>) -> Self {
        Diagnostic {
            subject: Some(Box::new(subject)),
            ..Self::error(None, message)
        }
    }

    /// An error at a location (an op's or value's location attribute).
    pub fn error_at<C: Locate>(ctx: &C, loc: C::Loc, message: impl Into<String>) -> Self {
        Self::error(ctx.source_pos(loc), message)
    }

    /// Adds a note at a location.
    pub fn with_note<C: Locate>(
        mut self,
        ctx: &C,
        loc: Option<C::Loc>,
        message: impl Into<String>,
    ) -> Self {
        let pos = loc.and_then(|l| ctx.source_pos(l));
        self.notes.push(Self::new(Severity::Note, pos, message));
        self
    }

    /// An error at byte range `span` of `source`, read from file `file`,
    /// carrying the line so it renders without the file: the column and
    /// the underline count characters.
    pub fn in_text(
        file: &str,
        source: &str,
        span: std::ops::Range<usize>,
        message: String,
    ) -> Self {
        let start = floor_char(source, span.start.min(source.len()));
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..]
            .find('\n')
            .map_or(source.len(), |i| start + i);
        let line = source[..start].matches('\n').count() + 1;
        let col = source[line_start..start].chars().count() + 1;
        let end = floor_char(source, span.end.clamp(start, line_end));
        let width = source[start..end].chars().count().max(1);
        let text = source[line_start..line_end].trim_end_matches('\r');
        Diagnostic {
            excerpt: Some(Box::new(Excerpt {
                line: text.to_string(),
                width,
            })),
            ..Self::error(
                Some(SourcePos {
                    file: file.to_string(),
                    line: u32::try_from(line).unwrap_or(u32::MAX),
                    col: u32::try_from(col).unwrap_or(u32::MAX),
                }),
                message,
            )
        }
    }
}

/// The largest char boundary of `s` at or before `i`.
fn floor_char(s: &str, mut i: usize) -> usize {
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// `header`, then, with an excerpt, its line and a caret under the column
/// (`~` for each further character of the underline). No final newline.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = self.severity.word();
        match (&self.pos, self.subject.as_deref()) {
            (Some(p), _) => write!(
                f,
                "{}:{}:{}: {word}: {}",
                p.file, p.line, p.col, self.message
            )?,
            (None, Some(Subject::Override(arg))) => {
                write!(f, "--set {arg}: {word}: {}", self.message)?
            }
            (None, Some(Subject::Path(path))) => write!(f, "{path}: {word}: {}", self.message)?,
            // No place and no subject: the caller names what it is about
            // (the ir's `SourceMap` names the kernel); no made-up location.
            (None, None) => write!(f, "{word}: {}", self.message)?,
        }
        if let (Some(p), Some(e)) = (&self.pos, &self.excerpt) {
            let pad = " ".repeat(p.col.saturating_sub(1) as usize);
            write!(f, "\n{}\n{pad}^{}", e.line, "~".repeat(e.width - 1))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_excerpt_renders_its_line_and_underline() {
        let src = "a = 1\nbb = \"x\"\n";
        let d = Diagnostic::in_text("f.toml", src, 11..14, "bad".into());
        assert_eq!(
            d.to_string(),
            "f.toml:2:6: error: bad\nbb = \"x\"\n     ^~~"
        );
    }

    #[test]
    fn a_subject_stands_for_the_position() {
        let d = Diagnostic::about(Subject::Override("a=b".into()), "no such key");
        assert_eq!(d.to_string(), "--set a=b: error: no such key");
        let d = Diagnostic::about(Subject::Path("x.toml".into()), "cannot read");
        assert_eq!(d.to_string(), "x.toml: error: cannot read");
    }
}
