//! Malformed inputs for the memref/affine/scf/vector op rules, one rule per
//! file under `tests/errors/ops_mem/`, each carrying upstream-style
//! `// expected-error@+1 {{...}}` (and `expected-note`) annotations.
//!
//! Our side: parsing plus the op table's verifiers must produce exactly the
//! annotated diagnostics (message containing the text, on the line). Upstream
//! side: `mlir-opt --verify-diagnostics` accepts every file directly in that
//! folder, so our rules and wording are upstream's; files under `ours/`
//! hold rules upstream lacks (the DMA element-type rule).

#[path = "ops_mem_util.rs"]
mod util;

use rmlir_ir::diag::Severity;
use rmlir_ir::Diagnostic;
use util::*;

/// One expectation: severity word, 1-based line, message fragment.
type Expect = (&'static str, u32, String);

/// Reads `// expected-error@+1 {{msg}}` style annotations.
fn expectations(text: &str) -> Vec<Expect> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        for kind in ["error", "note"] {
            let tag = format!("expected-{kind}");
            let Some(at) = line.find(&tag) else { continue };
            let rest = &line[at + tag.len()..];
            let offset: i64 = match rest.strip_prefix('@') {
                Some(r) => r[..r.find(' ').unwrap_or(r.len())].parse().unwrap(),
                None => 0,
            };
            let open = rest.find("{{").expect("{{ in annotation") + 2;
            let close = rest.rfind("}}").expect("}} in annotation");
            let target = (i as i64 + 1 + offset) as u32;
            out.push((kind, target, rest[open..close].to_string()));
        }
    }
    out
}

/// Every error and note we produce, flattened, as (kind, line, message).
fn produced(diags: &[Diagnostic]) -> Vec<(&'static str, u32, String)> {
    let mut out = Vec::new();
    for d in diags {
        let kind = if d.severity == Severity::Note {
            "note"
        } else {
            "error"
        };
        out.push((
            kind,
            d.pos.as_ref().map_or(0, |p| p.line),
            d.message.clone(),
        ));
        out.extend(produced(&d.notes));
    }
    out
}

/// Checks one file against our parser and op rules.
fn check_ours(path: &std::path::Path) -> Result<(), String> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).unwrap();
    let diags = match parse(&name, &text) {
        Ok((ctx, m)) => op_rules(&ctx, m),
        Err(_) => {
            let mut ctx = rmlir_ir::Context::new();
            let opts = rmlir_ir::parser::ParseOptions::default();
            rmlir_ir::parser::parse_module(&mut ctx, &name, &text, &opts).unwrap_err()
        }
    };
    let mut got = produced(&diags);
    let want = expectations(&text);
    assert!(!want.is_empty(), "{name} has no expectation");
    for (kind, line, msg) in &want {
        let hit = got
            .iter()
            .position(|(k, l, m)| k == kind && l == line && m.contains(msg.as_str()));
        match hit {
            Some(i) => drop(got.remove(i)),
            None => {
                let shown = render(&name, &text, &diags);
                return Err(format!(
                    "{name}:{line}: expected {kind} {{{{{msg}}}}}; got:\n{shown}"
                ));
            }
        }
    }
    if got.is_empty() {
        Ok(())
    } else {
        Err(format!("{name}: unexpected diagnostics {got:?}"))
    }
}

#[test]
fn at_least_25_rules_are_covered() {
    let n =
        mlir_files("tests/errors/ops_mem").len() + mlir_files("tests/errors/ops_mem/ours").len();
    assert!(n >= 25, "only {n} error files");
}

#[test]
fn our_op_rules_produce_exactly_the_annotated_diagnostics() {
    let mut files = mlir_files("tests/errors/ops_mem");
    files.extend(mlir_files("tests/errors/ops_mem/ours"));
    let failures: Vec<String> = files.iter().filter_map(|f| check_ours(f).err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} files fail:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn upstream_produces_the_same_diagnostics() {
    let Some(tool) = mlir_opt("upstream_produces_the_same_diagnostics") else {
        return;
    };
    for path in mlir_files("tests/errors/ops_mem") {
        let file = path.to_string_lossy();
        let (ok, _, err) = run_mlir_opt(&tool, &["--verify-diagnostics", &file], None);
        assert!(ok, "mlir-opt disagrees with {file}:\n{err}");
    }
}

#[test]
fn upstream_lacks_our_own_rules() {
    let Some(tool) = mlir_opt("upstream_lacks_our_own_rules") else {
        return;
    };
    for path in mlir_files("tests/errors/ops_mem/ours") {
        let file = path.to_string_lossy();
        let (ok, _, _) = run_mlir_opt(&tool, &[&file], None);
        assert!(ok, "{file}: upstream rejects it too; move it out of ours/");
    }
}
