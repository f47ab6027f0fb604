//! The op table's inherent attributes ([`OpDef::inherent`]) against the
//! tools that define them.
//!
//! * `mlir-opt` (LLVM 22) is the oracle for every upstream dialect: an
//!   attribute written in a generic op's attribute dictionary is inherent
//!   when `mlir-opt` moves it into the op's properties (or rejects its
//!   value there), discardable when it leaves it in the dictionary. Each
//!   op's names are probed that way, with the verifier off so that a bare
//!   `"op"() {name} : () -> ()` is enough.
//! * jaxlib's generated MLIR Python bindings (the `attributes["name"]` each
//!   op's builder sets) give the names to look for beyond our own lists,
//!   for the dialects jaxlib ships; for the `tpu` dialect, whose only
//!   oracle is jaxlib, they are the list itself.
//!
//! [`OpDef::inherent`]: rmlir_ir::registry::OpDef

mod common;

use common::{python_module, run, tool};
use rmlir_ir::registry::{OpDef, Registry};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// Lists `op name name ...` for every op of jaxlib's generated bindings:
/// the attributes its builder sets, plus `operandSegmentSizes` /
/// `resultSegmentSizes` when its operands or results are sized by one.
const JAXLIB_ATTRS: &str = r#"
import glob, os, re, jaxlib
root = os.path.dirname(jaxlib.__file__)
files = glob.glob(os.path.join(root, "mlir", "dialects", "_*_ops_gen.py"))
files += glob.glob(os.path.join(root, "mosaic", "python", "_tpu_ops_gen.py"))
for f in sorted(files):
    src = open(f).read()
    for m in re.finditer(r'\nclass \w+\(_ods_ir\.OpView\):(.*?)(?=\n@_ods_cext|\nclass |\Z)', src, re.S):
        body = m.group(1)
        name = re.search(r'OPERATION_NAME = "([^"]+)"', body)
        init = re.search(r'def __init__\(.*?super\(\)\.__init__', body, re.S)
        if not name or not init:
            continue
        names = set(re.findall(r'attributes\["([^"]+)"\]', init.group(0)))
        if re.search(r'_ODS_OPERAND_SEGMENTS = \[', body):
            names.add("operandSegmentSizes")
        if re.search(r'_ODS_RESULT_SEGMENTS = \[', body):
            names.add("resultSegmentSizes")
        print(name.group(1), *sorted(names))
"#;

/// The ops of jaxlib's bindings and their attribute names.
fn jaxlib_attrs(py: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let out = run(Command::new(py).args(["-c", JAXLIB_ATTRS]), None);
    assert!(
        out.status.success(),
        "listing jaxlib's op attributes failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let ops: BTreeMap<String, BTreeSet<String>> = text
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let op = words.next()?.to_string();
            Some((op, words.map(str::to_string).collect()))
        })
        .collect();
    assert!(
        ops.contains_key("arith.constant") && ops.contains_key("tpu.matmul"),
        "jaxlib's bindings lack arith or tpu ops: found {} ops",
        ops.len()
    );
    ops
}

/// The canonical op-table entries, each once.
fn defs() -> Vec<&'static OpDef> {
    Registry::global().defs().collect()
}

/// Marks the probe ops' own discardable attribute.
const MARK: &str = "rmlir_probe";

/// What `mlir-opt` makes of `name` in `op`'s attribute dictionary.
#[derive(Debug, PartialEq)]
enum Kind {
    Inherent,
    Discardable,
}

/// Probes every `(op, name)` pair in one `mlir-opt --split-input-file` run:
/// one chunk per op without any name (the op must parse), then one per
/// pair. Returns the ops `mlir-opt` does not know, and each pair's kind.
fn probe(
    mlir_opt: &Path,
    ops: &[&str],
    pairs: &[(String, String)],
) -> (BTreeSet<String>, BTreeMap<(String, String), Kind>) {
    let mut chunks: Vec<String> = ops
        .iter()
        .map(|op| format!("\"{op}\"() {{{MARK}}} : () -> ()\n"))
        .collect();
    chunks.extend(
        pairs
            .iter()
            .map(|(op, name)| format!("\"{op}\"() {{{name}, {MARK}}} : () -> ()\n")),
    );
    let outs = split_run_upstream(mlir_opt, &chunks);
    let unknown = ops
        .iter()
        .zip(&outs)
        .filter(|(_, out)| out.trim().is_empty())
        .map(|(op, _)| op.to_string())
        .collect();
    let kinds = pairs
        .iter()
        .zip(&outs[ops.len()..])
        .map(|(pair, out)| (pair.clone(), kind_of(out, &pair.1)))
        .collect();
    (unknown, kinds)
}

/// Inherent unless `name` is still a key of the printed op's attribute
/// dictionary (a rejected chunk printed nothing: its value failed the
/// property's type, so the name is inherent).
fn kind_of(out: &str, name: &str) -> Kind {
    let Some(line) = out.lines().find(|l| l.contains(MARK)) else {
        return Kind::Inherent;
    };
    let dict_start = line.rfind(" {").expect("the probe mark is in a dictionary");
    let dict = &line[dict_start..];
    let keys = dict
        .trim_start_matches(" {")
        .split(['}', ','])
        .map(|e| e.split('=').next().unwrap_or("").trim());
    if keys.into_iter().any(|k| k == name) {
        Kind::Discardable
    } else {
        Kind::Inherent
    }
}

/// Runs `mlir-opt --split-input-file` over `chunks` (it goes on past a
/// failing chunk, printing nothing for it); each chunk's output.
fn split_run_upstream(mlir_opt: &Path, chunks: &[String]) -> Vec<String> {
    let input = chunks.join("// -----\n");
    let out = run(
        Command::new(mlir_opt).args([
            "--split-input-file",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
            "--mlir-print-op-generic",
            "-",
        ]),
        Some(input.as_bytes()),
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let outs: Vec<String> = text.split("// -----\n").map(str::to_string).collect();
    assert_eq!(
        outs.len(),
        chunks.len(),
        "mlir-opt printed {} chunks for {} probes; stderr:\n{}",
        outs.len(),
        chunks.len(),
        String::from_utf8_lossy(&out.stderr)
    );
    outs
}

#[test]
fn inherent_attributes_are_mlir_opts() {
    let test = "inherent_attributes_are_mlir_opts";
    let Some(mlir_opt) = tool("mlir-opt", test) else {
        return;
    };
    let Some(py) = python_module("jaxlib", "jax[cpu]==0.10.2", test) else {
        return;
    };
    let jaxlib = jaxlib_attrs(&py);
    // The seed Standard dialect's own ops and `tpu` have no mlir-opt.
    let upstream: Vec<&OpDef> = defs()
        .into_iter()
        .filter(|d| !d.name.starts_with("std.") && !d.name.starts_with("tpu."))
        .collect();
    let mut pairs = Vec::new();
    for d in &upstream {
        let mut names: BTreeSet<String> = d.inherent.iter().map(|n| n.to_string()).collect();
        names.extend(jaxlib.get(d.name).into_iter().flatten().cloned());
        pairs.extend(names.into_iter().map(|n| (d.name.to_string(), n)));
    }
    let ops: Vec<&str> = upstream.iter().map(|d| d.name).collect();
    let (unknown, kinds) = probe(&mlir_opt, &ops, &pairs);
    let mut errors = Vec::new();
    for op in &unknown {
        errors.push(format!("{op}: mlir-opt does not know this op"));
    }
    for d in &upstream {
        if unknown.contains(d.name) {
            continue;
        }
        for (pair, kind) in kinds.range((d.name.to_string(), String::new())..) {
            if pair.0 != d.name {
                break;
            }
            let ours = d.inherent.contains(&pair.1.as_str());
            match kind {
                Kind::Inherent if !ours => errors.push(format!(
                    "{}: mlir-opt keeps `{}` as a property; the op table does not list it",
                    d.name, pair.1
                )),
                Kind::Discardable if ours => errors.push(format!(
                    "{}: the op table lists `{}`, which mlir-opt keeps as a discardable attribute",
                    d.name, pair.1
                )),
                _ => {}
            }
        }
    }
    assert!(
        upstream.len() >= 150 && kinds.len() >= 150,
        "probed too little: {} ops, {} names",
        upstream.len(),
        kinds.len()
    );
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// `tpu` ops whose row declares fewer operands than jaxlib's op, so that
/// jaxlib's list has names ours lacks, and why. The test fails once a row
/// catches up, so that the entry goes.
const TPU_GAPS: &[(&str, &str)] = &[(
    "tpu.reinterpret_cast",
    "the row models the static form only (no dynamic offset or sizes), \
     so it has no operandSegmentSizes",
)];

#[test]
fn tpu_inherent_attributes_are_jaxlibs() {
    let test = "tpu_inherent_attributes_are_jaxlibs";
    let Some(py) = python_module("jaxlib", "jax[cpu]==0.10.2", test) else {
        return;
    };
    let jaxlib = jaxlib_attrs(&py);
    let tpu: Vec<&OpDef> = defs()
        .into_iter()
        .filter(|d| d.name.starts_with("tpu."))
        .collect();
    assert!(tpu.len() >= 30, "only {} tpu ops registered", tpu.len());
    let mut errors = Vec::new();
    for d in tpu {
        let Some(theirs) = jaxlib.get(d.name) else {
            errors.push(format!("{}: jaxlib has no such op", d.name));
            continue;
        };
        let ours: BTreeSet<String> = d.inherent.iter().map(|n| n.to_string()).collect();
        let gap = TPU_GAPS.iter().find(|(op, _)| *op == d.name);
        match (&ours == theirs, gap) {
            (false, None) => errors.push(format!("{}: ours {ours:?}, jaxlib's {theirs:?}", d.name)),
            (true, Some(_)) => errors.push(format!(
                "{}: now as jaxlib's; drop it from TPU_GAPS",
                d.name
            )),
            _ => {}
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn probe_classifies_printed_dictionaries() {
    let moved = "\"builtin.module\"() ({\n  \"arith.addi\"() <{overflowFlags}> {rmlir_probe} : () -> ()\n}) : () -> ()\n";
    let kept = "\"builtin.module\"() ({\n  \"arith.addi\"() <{overflowFlags = #arith.overflow<none>}> {foo, rmlir_probe} : () -> ()\n}) : () -> ()\n";
    assert_eq!(kind_of(moved, "overflowFlags"), Kind::Inherent);
    assert_eq!(kind_of(kept, "foo"), Kind::Discardable);
    assert_eq!(kind_of(kept, "overflowFlags"), Kind::Inherent);
    assert_eq!(kind_of("", "value"), Kind::Inherent);
}
