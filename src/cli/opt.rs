//! The `rmlir-opt` pipeline, as `mlir-opt` with no passes: parse → verify →
//! print, per `--split-input-file` chunk, optionally checking
//! `expected-*` annotations instead of failing on diagnostics.

use super::expect::{check, parse_expectations_from};
use super::io::{render_all, Input};
use super::split::{join_outputs, split_chunks};
use rmlir_ir::diag::Severity;
use rmlir_ir::parser::{parse_module_from_line, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, Diagnostic, SourceMap};

/// What `rmlir-opt` was asked to do.
#[derive(Clone, Debug, Default)]
pub struct OptOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debug_info: bool,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered: bool,
    /// `--split-input-file`.
    pub split_input_file: bool,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
}

/// The result of a run: what goes to stdout (or `-o`), what goes to
/// stderr, and whether the run succeeded.
#[derive(Clone, Debug, Default)]
pub struct OptOutcome {
    /// The printed IR of every chunk that succeeded, joined by `// -----`.
    pub output: String,
    /// Rendered diagnostics.
    pub diagnostics: String,
    /// False when any chunk failed (or, with `--verify-diagnostics`, when
    /// any annotation mismatched).
    pub success: bool,
}

/// Runs the pipeline over a whole input.
pub fn run_opt(input: &Input, opts: &OptOptions) -> OptOutcome {
    // Indexing the lines of a large input costs a few percent of a run;
    // only diagnostics need it, so it is built when the first one shows.
    let mut sources: Option<SourceMap> = None;
    let mut outcome = OptOutcome {
        success: true,
        ..OptOutcome::default()
    };
    let mut outputs = Vec::new();
    for chunk in split_chunks(&input.text, opts.split_input_file) {
        let (printed, diags) = process_chunk(&input.name, &chunk.text, chunk.first_line, opts);
        let failed = diags.iter().any(|d| d.severity == Severity::Error);
        let shown = if opts.verify_diagnostics {
            let mut expected = parse_expectations_from(&input.name, &chunk.text, chunk.first_line);
            check(&input.name, &mut expected, &diags)
        } else {
            diags
        };
        if !shown.is_empty() {
            let sources = sources.get_or_insert_with(|| {
                let mut m = SourceMap::new();
                m.add(&input.name, &input.text);
                m
            });
            outcome.diagnostics.push_str(&render_all(sources, &shown));
        }
        let chunk_ok = if opts.verify_diagnostics {
            shown.is_empty()
        } else {
            !failed
        };
        outcome.success &= chunk_ok;
        outputs.push(printed.unwrap_or_default());
    }
    outcome.output = join_outputs(outputs);
    outcome
}

/// Parses, verifies and prints one chunk; returns the text (when there was
/// no error) and every diagnostic. A panic in a library stage becomes an
/// error diagnostic rather than a crash.
pub fn process_chunk(
    file: &str,
    text: &str,
    first_line: u32,
    opts: &OptOptions,
) -> (Option<String>, Vec<Diagnostic>) {
    let run = || {
        let mut ctx = Context::new();
        let parse_opts = ParseOptions {
            allow_unregistered: opts.allow_unregistered,
        };
        let module = match parse_module_from_line(&mut ctx, file, text, first_line, &parse_opts) {
            Ok(m) => m,
            Err(diags) => return (None, diags),
        };
        let verify_opts = VerifyOptions {
            allow_unregistered: opts.allow_unregistered,
        };
        let diags = verify(&ctx, module, &verify_opts);
        if diags.iter().any(|d| d.severity == Severity::Error) {
            return (None, diags);
        }
        let print_opts = PrintOptions {
            generic: opts.generic,
            debug_info: opts.debug_info,
        };
        let text = print_op(&ctx, module, &print_opts);
        // The process ends soon: handing the arenas back to the allocator
        // one node at a time costs about a fifth of a large run (LLVM's
        // `-disable-free` makes the same trade). Not so for the many
        // chunks of a split file, which would then all stay in memory.
        if !opts.split_input_file {
            std::mem::forget(ctx);
        }
        (Some(text), diags)
    };
    match std::panic::catch_unwind(run) {
        Ok(r) => r,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            let msg = format!("internal error (please report): {what}");
            (None, vec![Diagnostic::error(None, msg)])
        }
    }
}
