//! The pieces every `rmlir-*` binary shares, after `mlir-opt`'s
//! `MlirOptMain` (its `--split-input-file`, `--verify-diagnostics` and `-o`
//! behaviour) and STYLE.md practice 14.

pub mod cleanup;
pub mod expect;
pub mod io;
pub mod opt;
pub mod pallas;
pub mod report;
pub mod split;

pub use io::{print_error, read_input, render_all, write_output, Input};

/// Stack of the thread the tools do their work on: deep enough for the
/// parser's nesting limit (`rmlir_ir::parser::TOOL_MAX_NESTING`) and the
/// recursive walks of the verifier and printer over that nesting, in a
/// debug build too. Only the pages used are ever backed.
pub const WORK_STACK: usize = 512 << 20;

/// Stack one level of nesting may take on the work thread, with room to
/// spare: the parser, verifier and printer recurse per level, and the
/// costliest kind of level sets the bound. In a release build nested
/// `scf.if` used under 700 bytes a level (200,000 of them), but nested
/// attribute dictionaries 1.76 KiB, `tuple` types 1.50 KiB, affine sums
/// 1.43 KiB and arrays 1.26 KiB (each overflowed 512 MiB between 300,000
/// and 430,000 levels, under the 524,288 a 1 KiB bound admitted); a debug
/// build used over 2.6 KiB a level of `scf.if`.
const STACK_PER_LEVEL: usize = if cfg!(debug_assertions) {
    10 << 10
} else {
    4 << 10
};

/// The deepest `--max-nesting` [`WORK_STACK`] holds: past it a deep enough
/// input overflowed the stack (an abort, not a diagnostic).
pub const MAX_NESTING_LIMIT: u32 = (WORK_STACK / STACK_PER_LEVEL) as u32;

/// Parses a `--max-nesting` value: a level count up to
/// [`MAX_NESTING_LIMIT`].
pub fn parse_max_nesting(text: &str) -> Result<u32, String> {
    let n: u32 = text.trim().parse().map_err(|e| format!("{e}"))?;
    if n > MAX_NESTING_LIMIT {
        return Err(format!(
            "at most {MAX_NESTING_LIMIT} levels: the work thread's {} MiB stack holds no more",
            WORK_STACK >> 20
        ));
    }
    Ok(n)
}

/// Runs `f` on a thread with a [`WORK_STACK`]-byte stack and returns its
/// result (the main thread's 8 MiB holds a few hundred nested regions), or
/// an error when the host cannot start such a thread.
pub fn on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> Result<T, String> {
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .name("main".into())
            .stack_size(WORK_STACK)
            .spawn_scoped(s, f)
            .map_err(|e| format!("could not start the worker thread: {e}"))?;
        Ok(worker
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p)))
    })
}

/// Parses the command line. A bad command line (unknown flag, missing or
/// malformed value) is an error like any other, exit status 1, as upstream's
/// tools have it and as each tool's `--help` says; clap's own default is 2.
/// `--help` and `--version` print and exit 0.
pub fn parse_args<T: clap::Parser>() -> Result<T, std::process::ExitCode> {
    T::try_parse().map_err(|e| {
        if !e.use_stderr() {
            e.exit();
        }
        let _ = e.print();
        std::process::ExitCode::from(1)
    })
}

/// A kernel read, parsed and verified, with its source kept for rendering
/// diagnostics.
pub struct Loaded {
    /// The IR.
    pub ctx: rmlir_ir::Context,
    /// The top-level module.
    pub module: rmlir_ir::OpId,
    /// The kernel's text, by file name.
    pub sources: rmlir_ir::SourceMap,
}

/// Reads `path` (`-` is standard input), parses and verifies it as the
/// simulator and the HLS backend take kernels: unregistered ops allowed,
/// since target ops are written in generic form. Errors come rendered.
pub fn load_module(path: &str) -> Result<Loaded, String> {
    parse_kernel(read_input(path)?)
}

/// Parses and verifies a kernel already read, as [`load_module`] does.
pub fn parse_kernel(input: Input) -> Result<Loaded, String> {
    use rmlir_ir::parser::{parse_module, ParseOptions};
    use rmlir_ir::verify::{verify, VerifyOptions};
    let Input { name, text } = input;
    let mut sources = rmlir_ir::SourceMap::new();
    sources.add(&name, &text);
    let mut ctx = rmlir_ir::Context::new();
    let popts = ParseOptions {
        allow_unregistered: true,
    };
    let module =
        parse_module(&mut ctx, &name, &text, &popts).map_err(|d| render_all(&sources, &d))?;
    let vopts = VerifyOptions {
        allow_unregistered: true,
    };
    let diags = verify(&ctx, module, &vopts);
    if !diags.is_empty() {
        return Err(render_all(&sources, &diags));
    }
    Ok(Loaded {
        ctx,
        module,
        sources,
    })
}

/// Reads each `--input NAME=FILE.npy` into a named array (`%A` is `A`; a
/// name may also be a parameter's position).
pub fn read_input_arrays(specs: &[String]) -> Result<Vec<(String, rmlir_sim::npy::Array)>, String> {
    let mut arrays = Vec::new();
    for spec in specs {
        let (name, file) = spec
            .split_once('=')
            .ok_or_else(|| format!("--input {spec}: expected NAME=FILE.npy"))?;
        let bytes = std::fs::read(file).map_err(|e| format!("could not read {file}: {e}"))?;
        let a = rmlir_sim::npy::read(&bytes).map_err(|e| format!("{file}: {e}"))?;
        arrays.push((name.trim_start_matches('%').to_string(), a));
    }
    Ok(arrays)
}
