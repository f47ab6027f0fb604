//! Bad target files and their exact diagnostics (issue #3, "Proof
//! required"). Each `tests/bad/*.toml` opens with `# expect: ` lines that
//! hold the full rendered error; the rest of the file is the target. Run
//! with `RMLIR_BLESS=1` to rewrite the expectations, then review the diff.

#[path = "../../tests/common/files.rs"]
mod files;

use rmlir_targets::Target;
use std::path::Path;

const PREFIX: &str = "# expect: ";

/// Splits a file into its expected diagnostic and the full text.
fn expectation(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .take_while(|l| l.starts_with(PREFIX) || *l == PREFIX.trim_end())
        .map(|l| l.strip_prefix(PREFIX).unwrap_or(""))
        .collect();
    lines.join("\n")
}

fn strip_expectation(text: &str) -> String {
    let body: Vec<&str> = text
        .lines()
        .skip_while(|l| l.starts_with(PREFIX) || *l == PREFIX.trim_end())
        .collect();
    body.join("\n") + "\n"
}

/// Writes `actual` as the file's expectation. The header shifts the body
/// down, so the diagnostic is recomputed on the new text once more.
fn bless(path: &Path, name: &str, body: &str) -> String {
    let mut text = body.to_string();
    for _ in 0..4 {
        let actual = diagnose(name, &text);
        let header: String = actual.lines().map(|l| format!("{PREFIX}{l}\n")).collect();
        let next = header + body;
        if next == text {
            break;
        }
        text = next;
    }
    std::fs::write(path, &text).unwrap();
    text
}

fn diagnose(name: &str, text: &str) -> String {
    match Target::from_str(name, text) {
        Ok(_) => "<loaded without error>".to_string(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_bad_file_gives_its_exact_diagnostic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bad");
    let paths = files::files_in(&dir, "toml");
    assert!(paths.len() >= 25, "only {} bad files", paths.len());
    let blessing = std::env::var_os("RMLIR_BLESS").is_some();
    let mut failures = Vec::new();
    for path in &paths {
        let name = path.file_name().unwrap().to_str().unwrap();
        let mut text = std::fs::read_to_string(path).unwrap();
        if blessing {
            text = bless(path, name, &strip_expectation(&text));
        }
        let expected = expectation(&text);
        let actual = diagnose(name, &text);
        if expected.is_empty() || actual != expected {
            failures.push(format!(
                "{name}:\n--- expected\n{expected}\n--- actual\n{actual}\n"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Damaging the default target anywhere (dropping any one line, cutting
/// it short anywhere) gives a target or a located diagnostic, never a
/// panic.
#[test]
fn damaged_files_never_panic() {
    let text = rmlir_targets::BUILTIN_TOML;
    let lines: Vec<&str> = text.lines().collect();
    for i in 0..lines.len() {
        let mut damaged = lines.clone();
        damaged.remove(i);
        check_located(&damaged.join("\n"));
    }
    let cuts = text.char_indices().map(|(i, _)| i).step_by(7);
    for cut in cuts {
        check_located(&text[..cut]);
    }
}

fn check_located(text: &str) {
    if let Err(e) = Target::from_str("d.toml", text) {
        for d in &e.diagnostics {
            let shown = d.to_string();
            assert!(shown.starts_with("d.toml:"), "{shown}");
        }
    }
}
