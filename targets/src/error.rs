//! Errors in target files, rendered like MLIR diagnostics:
//! `file:line:col: error: message`, then the source line and a caret
//! under the offending value (STYLE.md practices 3 and 12).
//!
//! Serde's messages for misspelt keys and enum values are rewritten to
//! say "key" and to suggest the nearest accepted name (issue #3,
//! "Behaviour"). An error caused by a `--set` override names the argument
//! instead of a file position.

use std::fmt;
use std::ops::Range;

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A position in a target file.
    File {
        /// The file name as given.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters.
        col: usize,
        /// The text of that line.
        source_line: String,
        /// Characters to underline (at least 1).
        width: usize,
    },
    /// A `--set KEY=VALUE` argument.
    Override {
        /// The argument as given.
        arg: String,
    },
    /// A file as a whole (it could not be read).
    Path {
        /// The path as given.
        path: String,
    },
}

/// One error about a target description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Where it points.
    pub origin: Origin,
    /// What is wrong and what was expected.
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic at byte range `span` of `source`, from file `file`.
    pub fn at(file: &str, source: &str, span: Range<usize>, message: String) -> Diagnostic {
        let start = span.start.min(source.len());
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..]
            .find('\n')
            .map_or(source.len(), |i| start + i);
        let line = source[..start].matches('\n').count() + 1;
        let col = source[line_start..start].chars().count() + 1;
        let end = span.end.clamp(start, line_end);
        let width = source[start..end].chars().count().max(1);
        let source_line = source[line_start..line_end].trim_end_matches('\r');
        Diagnostic {
            origin: Origin::File {
                file: file.to_string(),
                line,
                col,
                source_line: source_line.to_string(),
                width,
            },
            message,
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.origin {
            Origin::File {
                file,
                line,
                col,
                source_line,
                width,
            } => {
                writeln!(f, "{file}:{line}:{col}: error: {}", self.message)?;
                writeln!(f, "{source_line}")?;
                let pad = " ".repeat(col - 1);
                write!(f, "{pad}^{}", "~".repeat(width - 1))
            }
            Origin::Override { arg } => write!(f, "--set {arg}: error: {}", self.message),
            Origin::Path { path } => write!(f, "{path}: error: {}", self.message),
        }
    }
}

/// Every error found in one target description; `Display` renders them
/// all, one diagnostic after another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetError {
    /// The diagnostics, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

impl TargetError {
    pub(crate) fn one(d: Diagnostic) -> TargetError {
        TargetError {
            diagnostics: vec![d],
        }
    }
}

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for TargetError {}

/// The names between backticks in a serde message, in order.
fn backticked(msg: &str) -> Vec<&str> {
    msg.split('`').skip(1).step_by(2).collect()
}

/// The candidate nearest to `word`, if it is plausibly a misspelling.
pub(crate) fn nearest<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let mut best: Option<(&str, f64)> = None;
    for &c in candidates {
        let score = strsim::jaro_winkler(word, c);
        if best.is_none_or(|(_, b)| score > b) {
            best = Some((c, score));
        }
    }
    best.filter(|&(_, s)| s >= 0.8).map(|(c, _)| c)
}

/// ` (did you mean `x`?)` when a candidate is close, else nothing.
pub(crate) fn did_you_mean(word: &str, candidates: &[&str]) -> String {
    nearest(word, candidates).map_or(String::new(), |c| format!(" (did you mean `{c}`?)"))
}

fn one_of(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    quoted.join(", ")
}

/// Rewrites serde's wording into the target file's terms; `at` is the
/// source text the error points at.
pub(crate) fn improve_message(msg: &str, at: &str) -> String {
    let msg = msg.trim_end();
    if msg == "duplicate key" && !at.is_empty() {
        return format!("duplicate key `{at}`: it is already defined above");
    }
    let names = backticked(msg);
    if msg.starts_with("unknown field") && !names.is_empty() {
        if msg.contains("there are no fields") {
            return format!("unknown key `{}`; this table takes no keys", names[0]);
        }
        let expected = &names[1..];
        return format!(
            "unknown key `{}`{}; expected one of {}",
            names[0],
            did_you_mean(names[0], expected),
            one_of(expected)
        );
    }
    if msg.starts_with("unknown variant") && !names.is_empty() {
        let expected = &names[1..];
        return format!(
            "unknown value `{}`{}; expected one of {}",
            names[0],
            did_you_mean(names[0], expected),
            one_of(expected)
        );
    }
    if let Some(rest) = msg.strip_prefix("missing field ") {
        return format!("missing key {rest}");
    }
    name_tables(msg)
}

/// What each schema struct is called in messages.
const TABLE_NAMES: &[(&str, &str)] = &[
    ("RawFile", "a target file"),
    ("RawTarget", "a `[target]` table"),
    ("RawSpace", "a `[memory.<name>]` table"),
    ("RawDma", "a `[dma.<name>]` table"),
    ("RawCompute", "a `[compute]` table"),
    ("RawScalar", "a `[compute.scalar]` table"),
    ("RawVector", "a `[compute.vector]` table"),
    ("RawMatrix", "a `[compute.matrix]` table"),
    ("RawTargetOp", "an `[ops.\"<dialect>.<op>\"]` table"),
    ("RawHls", "an `[hls]` table"),
    ("RawHlsEntry", "an `[[hls.ops]]` entry"),
    ("RawOpCosts", "a table of op-class costs"),
    ("StepTable", "a width step `{ max_width, latency, ii }`"),
    ("CostTable", "a table `{ latency, ii }`"),
];

/// Replaces serde's `struct RawDma` with the table's name in the file,
/// and serde's "sequence"/"map" with TOML's "list"/"table".
fn name_tables(msg: &str) -> String {
    let mut out = msg
        .replace("expected a sequence", "expected a list")
        .replace("expected a map", "expected a table");
    for (ty, name) in TABLE_NAMES {
        let word = format!("struct {ty}");
        if let Some(i) = out.find(&word) {
            let end = i + word.len();
            let whole = !out[end..].starts_with(|c: char| c.is_alphanumeric());
            if whole {
                out.replace_range(i..end, name);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_field_gets_a_suggestion() {
        let m = improve_message(
            "unknown field `capcity`, expected one of `ids`, `capacity`",
            "",
        );
        assert_eq!(
            m,
            "unknown key `capcity` (did you mean `capacity`?); expected one of `ids`, `capacity`"
        );
    }

    #[test]
    fn caret_points_at_the_span() {
        let src = "a = 1\nbb = \"x\"\n";
        let d = Diagnostic::at("f.toml", src, 11..14, "bad".into());
        assert_eq!(
            d.to_string(),
            "f.toml:2:6: error: bad\nbb = \"x\"\n     ^~~"
        );
    }
}
