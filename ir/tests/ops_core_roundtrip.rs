//! Round trips of the core op samples (`tests/ops/core/*.mlir`): each file
//! parses, verifies clean, and prints to a fixed point (print → parse →
//! print is identical), in the custom and the generic form.
//!
//! Upstream `mlir-opt` is the oracle for what the text means: it must
//! accept what we print, and its own print of our output must equal its
//! print of the original (modern files) or of our generic form (seed
//! files, whose spellings upstream no longer knows).

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, SourceMap};
use std::path::{Path, PathBuf};
use std::process::Command;

fn samples() -> Vec<PathBuf> {
    let dir = files::repo_path("tests/ops/core");
    let files = files::mlir_files_in(&dir);
    assert!(files.len() >= 10, "expected the core samples in {dir:?}");
    files
}

/// Parses and verifies `text`, printing with `opts`; every diagnostic is
/// rendered into the error.
fn parse_print(name: &str, text: &str, opts: &PrintOptions) -> Result<String, String> {
    let mut ctx = Context::new();
    let mut sources = SourceMap::new();
    sources.add(name, text);
    let render = |ds: Vec<rmlir_ir::Diagnostic>| -> String {
        ds.iter().map(|d| sources.render(d)).collect()
    };
    let module = parse_module(&mut ctx, name, text, &ParseOptions::default()).map_err(render)?;
    let diags = verify(&ctx, module, &VerifyOptions::default());
    if !diags.is_empty() {
        return Err(render(diags));
    }
    Ok(print_op(&ctx, module, opts))
}

fn custom() -> PrintOptions {
    PrintOptions::default()
}

fn generic() -> PrintOptions {
    PrintOptions {
        generic: true,
        ..PrintOptions::default()
    }
}

/// The round trip of one file: (custom print, generic print).
fn round_trip(path: &Path) -> Result<(String, String), String> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let first = parse_print(&name, &text, &custom())?;
    let second = parse_print("<printed>", &first, &custom())?;
    if first != second {
        return Err(format!(
            "{name}: not a fixed point:\n{first}\n---\n{second}"
        ));
    }
    let gen = parse_print(&name, &text, &generic())?;
    let back = parse_print("<generic>", &gen, &custom())?;
    if back != first {
        return Err(format!(
            "{name}: generic form reads back differently:\n{first}\n---\n{back}"
        ));
    }
    Ok((first, gen))
}

#[test]
fn every_core_sample_round_trips() {
    let failures: Vec<String> = samples()
        .iter()
        .filter_map(|p| round_trip(p).err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn seed_spellings_print_as_modern_ops() {
    // Seed Standard spellings are normalised: `addi` prints as `arith.addi`,
    // `constant @f` as `constant @f` under func (func.constant), `cmpi "slt"`
    // with a keyword predicate.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ops/core/seed_std.mlir");
    let (out, _) = round_trip(&path).unwrap_or_else(|e| panic!("{e}"));
    for want in [
        "func.func @seed(",
        "= arith.addi %arg0, %arg1 : i32",
        "= arith.divsi %arg0, %arg1 : i32",
        "= arith.andi %arg0, %arg1 : i32",
        "= arith.shli %arg0, %arg1 : i32",
        "= arith.cmpi slt, %arg0, %arg1 : i32",
        "= arith.cmpf olt, %arg2, %arg3 : f32",
        "= arith.extsi %arg0 : i32 to i64",
        "= arith.constant 42 : i32",
        "= constant @ext : (i32, i32) -> i32",
        "cf.cond_br %arg6, ^bb1, ^bb2(",
        "return %",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
}

/// Runs `mlir-opt [flags] -` on `text`, returning its stdout.
fn upstream(tool: &Path, text: &str, flags: &[&str]) -> Result<String, String> {
    let out = tools::pipe(Command::new(tool).args(flags).arg("-"), text.as_bytes())
        .map_err(|err| format!("mlir-opt rejected:\n{text}\n{err}"))?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

fn agree_with_upstream(tool: &Path, path: &Path) -> Result<(), String> {
    let (ours, ours_generic) = round_trip(path)?;
    let flags = ["--allow-unregistered-dialect", "--mlir-print-op-generic"];
    let from_generic = upstream(tool, &ours_generic, &flags)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if ours.contains("std.") {
        // Seed-only std.* ops exist only here: upstream reads them in their
        // generic form alone (checked above).
        return Ok(());
    }
    let from_custom = upstream(tool, &ours, &flags)?;
    if from_custom != from_generic {
        return Err(format!(
            "{name}: upstream reads our custom and generic forms differently"
        ));
    }
    if !name.starts_with("seed_") {
        let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
        let original = upstream(tool, &text, &flags)?;
        if original != from_custom {
            return Err(format!(
                "{name}: upstream reads our print differently from the original:\n\
                 {original}\n---\n{from_custom}"
            ));
        }
    }
    Ok(())
}

#[test]
fn upstream_reads_our_prints_as_the_originals() {
    let Some(tool) = tools::tool("mlir-opt", "upstream_reads_our_prints_as_the_originals") else {
        return;
    };
    let failures: Vec<String> = samples()
        .iter()
        .filter_map(|p| agree_with_upstream(&tool, p).err())
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
