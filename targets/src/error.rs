//! Errors in target files, rendered like MLIR diagnostics:
//! `file:line:col: error: message`, then the source line and a caret
//! under the offending value (STYLE.md practices 3 and 12).
//!
//! Serde's messages for misspelt keys and enum values are rewritten to
//! say "key" and to suggest the nearest accepted name. An error caused by a `--set` override names the argument
//! instead of a file position. The diagnostic type is the one every
//! crate shares ([`rmlir_vocab::diag`]); a target file's diagnostics carry
//! their source line, since no source map keeps the file.

use std::fmt;

pub use rmlir_vocab::diag::{Diagnostic, Subject};

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
        let d = Diagnostic::in_text("f.toml", src, 11..14, "bad".into());
        assert_eq!(
            d.to_string(),
            "f.toml:2:6: error: bad\nbb = \"x\"\n     ^~~"
        );
    }
}
