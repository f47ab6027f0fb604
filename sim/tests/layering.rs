//! The simulator's folders import one another in one direction only
//! (`docs/architecture.md`): the timing model names nothing above it and no
//! sink, the runtime never names an executor, prepare never names the
//! runtime. Read from the source itself, so a new import that closes a
//! circle fails here rather than in review.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The top-level modules of `sim/src` and what each may import.
const ALLOWED: &[(&str, &[&str])] = &[
    ("value", &[]),
    ("layout", &["value"]),
    ("npy", &[]),
    ("timing", &[]),
    ("prepare", &["timing", "value", "layout"]),
    ("runtime", &["prepare", "timing", "value", "layout"]),
    ("executor", &["runtime", "timing"]),
    (
        "interp",
        &[
            "executor", "prepare", "runtime", "timing", "value", "layout",
        ],
    ),
    ("jit", &["interp", "prepare", "runtime", "timing", "value"]),
    ("args", &["npy", "prepare", "runtime", "timing", "value"]),
    ("hls", &["args", "npy", "runtime", "value"]),
    (
        "run",
        &[
            "args", "executor", "interp", "jit", "npy", "prepare", "runtime", "timing", "value",
        ],
    ),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file of a module (a file or a folder).
fn files(module: &str) -> Vec<PathBuf> {
    let file = src().join(format!("{module}.rs"));
    if file.exists() {
        return vec![file];
    }
    let mut out = Vec::new();
    // `value`, `layout` and `npy` are re-exports of the crate below sim.
    if !src().join(module).is_dir() {
        return out;
    }
    let mut stack = vec![src().join(module)];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).expect("module folder") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out
}

/// The top-level modules a file names as `crate::NAME`, comments included
/// (an intra-doc link is an import of the documentation).
fn named(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices("crate::") {
        let rest = &text[i + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        out.insert(name);
    }
    out
}

fn imports() -> BTreeMap<&'static str, BTreeSet<String>> {
    let modules: BTreeSet<&str> = ALLOWED.iter().map(|(m, _)| *m).collect();
    ALLOWED
        .iter()
        .map(|(m, _)| {
            let mut names = BTreeSet::new();
            for f in files(m) {
                names.extend(named(&std::fs::read_to_string(f).expect("source")));
            }
            names.retain(|n| n != m && modules.contains(n.as_str()));
            (*m, names)
        })
        .collect()
}

#[test]
fn every_module_is_in_the_table() {
    let lib = std::fs::read_to_string(src().join("lib.rs")).expect("lib.rs");
    for line in lib.lines() {
        if let Some(m) = line.strip_prefix("pub mod ") {
            let m = m.trim_end_matches(';');
            assert!(
                ALLOWED.iter().any(|(n, _)| *n == m),
                "module `{m}` has no row in this test's layering table"
            );
        }
    }
}

#[test]
fn modules_import_only_downward() {
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    for (m, names) in imports() {
        for n in names {
            assert!(
                allowed[m].contains(&n.as_str()),
                "`{m}` imports `crate::{n}`, which the layering does not allow"
            );
        }
    }
}

#[test]
fn the_import_graph_has_no_circle() {
    let graph = imports();
    // Kahn's algorithm: a graph is acyclic iff every node can be removed
    // once all it imports is removed.
    let mut left: BTreeMap<&str, BTreeSet<String>> = graph.clone();
    while !left.is_empty() {
        let ready: Vec<&str> = left
            .iter()
            .filter(|(_, deps)| deps.iter().all(|d| !left.contains_key(d.as_str())))
            .map(|(m, _)| *m)
            .collect();
        assert!(!ready.is_empty(), "import circle among {:?}", left.keys());
        for m in ready {
            left.remove(m);
        }
    }
}

#[test]
fn the_timing_model_names_no_sink() {
    let sinks = src().join("timing").join("sinks");
    for f in files("timing") {
        if f.starts_with(&sinks) {
            continue;
        }
        let text = std::fs::read_to_string(&f).expect("source");
        let uses = text
            .lines()
            .filter(|l| l.contains("sinks::") && !l.trim_start().starts_with("//"))
            .count();
        assert_eq!(uses, 0, "{} names a sink", f.display());
    }
}
