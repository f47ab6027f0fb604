//! `--verify-diagnostics`, as upstream's `SourceMgrDiagnosticVerifierHandler`
//! (MLIR "Diagnostic Infrastructure", "Verifier diagnostics"):
//!
//! - annotations `expected-error {{msg}}` (same line), `expected-error@+N`,
//!   `@-N`, `@above` (the last line with no annotation) and `@below` (the
//!   next such line), for `error`, `warning`, `note` and `remark`;
//! - a produced diagnostic matches an annotation of the same severity on its
//!   line whose text is a substring of its message; notes are checked too;
//! - anything produced but not expected is reported as
//!   `unexpected error: msg` at its location, anything expected but not
//!   produced as `expected error "msg" was not produced` at the annotation.

use rmlir_ir::diag::Severity;
use rmlir_ir::{Diagnostic, SourcePos};

/// One annotation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    /// The severity it expects.
    pub severity: Severity,
    /// The line (1-based) the diagnostic must be on.
    pub line: u32,
    /// Text that must occur in the message.
    pub message: String,
    /// Where the annotation itself is written (its `expected-` word).
    pub pos: SourcePos,
    /// Set once a diagnostic matched it.
    pub matched: bool,
}

const KINDS: [(&str, Severity); 4] = [
    ("error", Severity::Error),
    ("warning", Severity::Warning),
    ("note", Severity::Note),
    ("remark", Severity::Remark),
];

/// Every annotation in `text` (a whole file or a padded chunk).
pub fn parse_expectations(file: &str, text: &str) -> Vec<Expected> {
    parse_expectations_from(file, text, 1)
}

/// [`parse_expectations`] for a piece of a file starting at `first_line`.
pub fn parse_expectations_from(file: &str, text: &str, first_line: u32) -> Vec<Expected> {
    let mut out: Vec<Expected> = Vec::new();
    let mut last_plain_line = first_line.saturating_sub(1);
    let mut pending_below: Vec<usize> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = (i as u32).saturating_add(first_line);
        let found = parse_line(file, line, line_no, last_plain_line);
        if found.is_empty() {
            for &k in &pending_below {
                out[k].line = line_no;
            }
            pending_below.clear();
            last_plain_line = line_no;
            continue;
        }
        for (e, below) in found {
            if below {
                pending_below.push(out.len());
            }
            out.push(e);
        }
    }
    out
}

/// The annotations on one line; `true` marks an `@below` one.
fn parse_line(file: &str, line: &str, line_no: u32, above: u32) -> Vec<(Expected, bool)> {
    let mut found = Vec::new();
    let mut rest_at = 0;
    while let Some(off) = line[rest_at..].find("expected-") {
        let start = rest_at + off;
        rest_at = start + "expected-".len();
        let after = &line[rest_at..];
        let Some(&(word, severity)) = KINDS.iter().find(|(w, _)| after.starts_with(w)) else {
            continue;
        };
        let mut tail = &after[word.len()..];
        let (target, below) = match parse_offset(&mut tail, line_no, above) {
            Some(t) => t,
            None => continue,
        };
        let tail = tail.trim_start();
        let Some(body) = tail.strip_prefix("{{") else {
            continue;
        };
        let Some(end) = body.rfind("}}") else {
            continue;
        };
        let expected = Expected {
            severity,
            line: target,
            message: body[..end].to_string(),
            pos: SourcePos {
                file: file.to_string(),
                line: line_no,
                col: start as u32 + 1,
            },
            matched: false,
        };
        found.push((expected, below));
        // `body` is a suffix of `line`, so this is where its `}}` ends.
        rest_at = line.len() - body.len() + end + 2;
    }
    found
}

/// Reads an optional `@+N`, `@-N`, `@above` or `@below` from `tail`.
fn parse_offset(tail: &mut &str, line_no: u32, above: u32) -> Option<(u32, bool)> {
    let t = tail.trim_start();
    let Some(spec) = t.strip_prefix('@') else {
        return Some((line_no, false));
    };
    for (word, result) in [("above", (above, false)), ("below", (0, true))] {
        if let Some(r) = spec.strip_prefix(word) {
            *tail = r;
            return Some(result);
        }
    }
    let sign = spec.chars().next()?;
    let digits: String = spec[1..].chars().take_while(char::is_ascii_digit).collect();
    let n: i64 = digits.parse().ok()?;
    *tail = &spec[1 + digits.len()..];
    let target = match sign {
        '+' => i64::from(line_no) + n,
        '-' => i64::from(line_no) - n,
        _ => return None,
    };
    // A line before the file's first is kept as line 0, which nothing
    // matches, so the annotation is reported as not produced (as upstream
    // does) instead of silently dropped.
    Some((u32::try_from(target).unwrap_or(0), false))
}

/// Matches `produced` (and their notes) against `expected`; returns the
/// mismatches as error diagnostics, unexpected ones first.
pub fn check(file: &str, expected: &mut [Expected], produced: &[Diagnostic]) -> Vec<Diagnostic> {
    let mut problems = Vec::new();
    for d in produced {
        match_one(file, expected, d, &mut problems);
        for n in &d.notes {
            match_one(file, expected, n, &mut problems);
        }
    }
    for e in expected.iter().filter(|e| !e.matched) {
        let msg = format!(
            "expected {} \"{}\" was not produced",
            e.severity.word(),
            e.message
        );
        problems.push(Diagnostic::error(Some(e.pos.clone()), msg));
    }
    problems
}

fn match_one(
    file: &str,
    expected: &mut [Expected],
    d: &Diagnostic,
    problems: &mut Vec<Diagnostic>,
) {
    let hit = d.pos.as_ref().filter(|p| p.file == file).and_then(|p| {
        expected.iter_mut().find(|e| {
            e.severity == d.severity && e.line == p.line && d.message.contains(&e.message)
        })
    });
    match hit {
        Some(e) => e.matched = true,
        None => problems.push(Diagnostic::error(
            d.pos.clone(),
            format!("unexpected {}: {}", d.severity.word(), d.message),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, msg: &str) -> Diagnostic {
        Diagnostic::error(
            Some(SourcePos {
                file: "f.mlir".into(),
                line,
                col: 1,
            }),
            msg,
        )
    }

    #[test]
    fn offsets_resolve_to_lines() {
        let text = "x\n// expected-error@+1 {{a}}\ny\nz // expected-error {{b}}\n// expected-note@-3 {{c}}\n// expected-error@above {{d}}\n// expected-remark@below {{e}}\nw\n";
        let e = parse_expectations("f.mlir", text);
        let lines: Vec<(u32, &str)> = e.iter().map(|e| (e.line, e.message.as_str())).collect();
        assert_eq!(
            lines,
            vec![(3, "a"), (4, "b"), (2, "c"), (3, "d"), (8, "e")]
        );
        assert_eq!(e[0].pos.col, 4);
        assert_eq!(e[2].severity, Severity::Note);
    }

    #[test]
    fn mismatches_are_reported_in_upstream_wording() {
        let mut e = parse_expectations("f.mlir", "// expected-error@+1 {{use of undeclared}}\nq\n");
        let ok = check(
            "f.mlir",
            &mut e,
            &[at(2, "use of undeclared SSA value name")],
        );
        assert!(ok.is_empty(), "{ok:?}");
        let mut e = parse_expectations("f.mlir", "// expected-error@+1 {{wanted}}\nq\n");
        let bad = check("f.mlir", &mut e, &[at(1, "other")]);
        assert_eq!(bad.len(), 2);
        assert_eq!(bad[0].message, "unexpected error: other");
        assert_eq!(bad[1].message, "expected error \"wanted\" was not produced");
        assert_eq!(bad[1].pos.as_ref().map(|p| (p.line, p.col)), Some((1, 4)));
    }
}
