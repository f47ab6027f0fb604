//! The simulator and the HLS backend read ops only through the ir's typed
//! views (`rmlir_ir::dialects::views` and the readers beside each dialect's
//! parser): no code under `sim/src` or `hls/src` looks an op's attribute up
//! by name.
//! Read from the source itself, so a new lookup fails here rather than in
//! review.
//!
//! Two checks. The syntactic one finds the ways to reach an op's
//! attributes: `Operation::attr(ctx, name)`, `common::attr_of`, and the
//! `attrs` / `properties` fields. The lexical one takes every attribute
//! name that the ops of the test corpus carry (parsed with the ir itself)
//! and fails on a string literal in those folders that spells one, so a lookup
//! through some new helper is caught too.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("sim/ has a parent")
        .to_path_buf()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("readable source folder") {
        let p = e.expect("directory entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd {
        let p = e.expect("directory entry").path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// The source with comments removed, one entry per line (numbering kept).
fn code_lines(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => l[..i].to_string(),
            _ => l.to_string(),
        })
        .collect()
}

/// The folders whose code must read ops through the typed views.
const DOWNSTREAM: [&str; 2] = ["sim/src", "hls/src"];

/// `(file:line, text)` for every downstream line matching `hit`.
fn offending(hit: impl Fn(&str) -> bool) -> Vec<String> {
    let mut files = Vec::new();
    for d in DOWNSTREAM {
        rust_files(&root().join(d), &mut files);
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable source file");
        for (i, l) in code_lines(&text).iter().enumerate() {
            if hit(l) {
                out.push(format!("{}:{}: {}", f.display(), i + 1, l.trim()));
            }
        }
    }
    out
}

/// `.attr(` with two arguments: `Operation::attr(ctx, name)`.
/// (`Context::attr(id)`, one argument, reads an attribute already found.)
fn is_named_lookup(line: &str) -> bool {
    let mut rest = line;
    while let Some(i) = rest.find(".attr(") {
        let args = &rest[i + ".attr(".len()..];
        let mut depth = 0usize;
        for c in args.chars() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' if depth == 0 => break,
                ')' | ']' | '}' => depth = depth.saturating_sub(1),
                ',' if depth == 0 => return true,
                _ => {}
            }
        }
        rest = args;
    }
    ["attr_of(", ".properties", ".attrs"]
        .iter()
        .any(|p| line.contains(p))
}

#[test]
fn no_attribute_lookup_by_name_downstream() {
    assert!(is_named_lookup(r#"let a = o.attr(ctx, "value");"#));
    assert!(is_named_lookup("let p = ctx.ops[op].properties;"));
    assert!(!is_named_lookup("let d = self.ctx.attr(a[0]);"));
    let hits = offending(is_named_lookup);
    assert!(
        hits.is_empty(),
        "read ops through the ir's typed views (rmlir_ir::dialects::views), not by attribute name:\n{}",
        hits.join("\n")
    );
}

/// Every attribute and property name on the ops of the test corpus and the
/// examples.
fn corpus_attribute_names() -> BTreeSet<String> {
    let mut files = Vec::new();
    mlir_files(&root().join("tests"), &mut files);
    mlir_files(&root().join("examples"), &mut files);
    let mut names = BTreeSet::new();
    let opts = rmlir_ir::parser::ParseOptions::default();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        // The split-input files hold several modules; the first suffices
        // to see their ops' attribute names, and failures are skipped.
        let text = text.split("\n// -----").next().unwrap_or_default();
        let mut ctx = rmlir_ir::Context::new();
        let Ok(module) = rmlir_ir::parser::parse_module(&mut ctx, "k.mlir", text, &opts) else {
            continue;
        };
        let mut ops = Vec::new();
        ctx.walk(module, &mut |op| ops.push(op));
        for op in ops {
            let o = &ctx.ops[op];
            names.extend(o.attrs.iter().map(|(k, _)| k.clone()));
            if let Some(rmlir_ir::AttrData::Dictionary(es)) = o.properties.map(|p| ctx.attr(p)) {
                names.extend(es.iter().map(|(k, _)| k.clone()));
            }
        }
    }
    names
}

/// The string literals of a line (no escapes inside them in practice).
fn literals(line: &str) -> Vec<&str> {
    line.split('"').skip(1).step_by(2).collect()
}

#[test]
fn no_attribute_name_is_spelt_downstream() {
    let names = corpus_attribute_names();
    // The corpus is large; if it parsed at all, these are among its names.
    for known in [
        "sym_name",
        "operandSegmentSizes",
        "static_offsets",
        "predicate",
    ] {
        assert!(names.contains(known), "corpus has no '{known}' attribute");
    }
    // Names that are also ordinary words the simulator prints (report keys,
    // messages) are too common to police lexically; the syntactic check
    // covers their lookups.
    let distinctive = |n: &&String| n.contains('_') || n.chars().any(|c| c.is_ascii_uppercase());
    let names: BTreeSet<&String> = names.iter().filter(distinctive).collect();
    let hits = offending(|l| literals(l).iter().any(|s| names.contains(&s.to_string())));
    assert!(
        hits.is_empty(),
        "attribute names belong in ir/src/dialects (add a typed view there):\n{}",
        hits.join("\n")
    );
}
