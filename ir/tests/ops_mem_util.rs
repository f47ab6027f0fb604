//! Helpers shared by the `ops_mem_*` tests (included with `#[path]`):
//! where the sample files live, parsing and printing them, running the op
//! table's verifiers, and finding `mlir-opt`, the upstream oracle.
#![allow(dead_code)]

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::registry::Registry;
use rmlir_ir::{Context, Diagnostic, OpId, SourceMap};
use std::path::{Path, PathBuf};

/// The `.mlir` files directly inside `dir` (relative to the repository
/// root), sorted.
pub fn mlir_files(dir: &str) -> Vec<PathBuf> {
    files::mlir_files_in(&files::repo_path(dir))
}

/// Parses `text`; on failure returns the rendered diagnostics.
pub fn parse(name: &str, text: &str) -> Result<(Context, OpId), String> {
    let mut ctx = Context::new();
    match parse_module(&mut ctx, name, text, &ParseOptions::default()) {
        Ok(m) => Ok((ctx, m)),
        Err(diags) => Err(render(name, text, &diags)),
    }
}

/// Renders diagnostics as MLIR does.
pub fn render(name: &str, text: &str, diags: &[Diagnostic]) -> String {
    let mut sm = SourceMap::new();
    sm.add(name, text);
    diags.iter().map(|d| sm.render(d)).collect()
}

/// Prints a module in custom or generic form.
pub fn print(ctx: &Context, m: OpId, generic: bool) -> String {
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    print_op(ctx, m, &opts)
}

/// Runs the op table's own verifier on every registered op under `m`.
pub fn op_rules(ctx: &Context, m: OpId) -> Vec<Diagnostic> {
    let mut ops = Vec::new();
    ctx.walk(m, &mut |op| ops.push(op));
    let mut out = Vec::new();
    for op in ops {
        if let Some(def) = Registry::global().lookup(&ctx.ops[op].name) {
            (def.verify)(ctx, op, &mut out);
        }
    }
    out
}

/// Finds `mlir-opt` (PATH, then LLVM 22's folder), or says why the test
/// skips; with `RMLIR_REQUIRE_TOOLS=1` a missing tool fails instead
/// (the shared rule of `tests/common/tools.rs`).
pub fn mlir_opt(test: &str) -> Option<PathBuf> {
    tools::tool("mlir-opt", test)
}

/// Runs `mlir-opt args` on `input` (a file path or, with `stdin`, text);
/// returns (success, stdout, stderr).
pub fn run_mlir_opt(tool: &Path, args: &[&str], stdin: Option<&str>) -> (bool, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt starts");
    let mut pipe = child.stdin.take().expect("stdin");
    pipe.write_all(stdin.unwrap_or("").as_bytes())
        .expect("write stdin");
    drop(pipe);
    let out = child.wait_with_output().expect("mlir-opt runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
