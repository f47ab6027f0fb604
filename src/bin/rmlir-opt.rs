//! `rmlir-opt`: reads MLIR, verifies it and prints it back, with
//! `mlir-opt`'s flags (STYLE.md practice 14). No passes are run: this is
//! the round-trip and diagnostics front end of rmlir.

use clap::Parser;
use rmlir::cli::io::{print_error, print_stderr};
use rmlir::cli::opt::{run_opt, OptOptions};
use rmlir::cli::{on_big_stack, parse_args};
use rmlir::cli::{read_input, write_output};
use rmlir_ir::parser::{set_max_nesting, TOOL_MAX_NESTING};
use std::process::ExitCode;

const ABOUT: &str = "Parse, verify and print MLIR (mlir-opt's front end, with no passes).";

const LONG_ABOUT: &str = "\
Parse, verify and print MLIR (mlir-opt's front end, with no passes).

Reads an MLIR file (or standard input with `-`), checks it against the
Builtin, func, arith, cf, math, ub, memref, affine, scf and vector dialects
(the ops are listed in docs/ops.md) and the seed Standard dialect, and
prints it back in upstream mlir-opt's format.
Errors are printed as `FILE:LINE:COL: error: message`, then the source line
and a caret; the exit status is then 1 and no output file is written. A bad
command line (an unknown flag, a missing value) exits 1 too, as mlir-opt does.";

const EXAMPLES: &str = "\
Examples:
  rmlir-opt kernel.mlir                      print the module (custom form)
  rmlir-opt kernel.mlir -o out.mlir          write it to out.mlir (atomically)
  rmlir-opt --mlir-print-op-generic k.mlir   print every op in generic form
  cat k.mlir | rmlir-opt -                   read standard input
  rmlir-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect errors.mlir
                                             check `// expected-error@+1 {{...}}` notes";

/// Command-line arguments.
#[derive(Parser, Debug)]
#[command(name = "rmlir-opt", version, about = ABOUT, long_about = LONG_ABOUT, after_help = EXAMPLES)]
struct Args {
    /// Input file; `-` reads standard input.
    #[arg(value_name = "FILE|-", default_value = "-")]
    input: String,

    /// Write the output here instead of standard output. The file is
    /// written to a temporary name and renamed, and is left untouched when
    /// the run fails.
    #[arg(short = 'o', value_name = "OUT")]
    output: Option<String>,

    /// Print every op in the generic form `"dialect.op"(%a) : (i32) -> i32`
    /// instead of its custom form.
    #[arg(long = "mlir-print-op-generic")]
    generic: bool,

    /// Print each op's and block argument's source location as a trailing
    /// `loc(...)`.
    #[arg(long = "mlir-print-debuginfo")]
    debug_info: bool,

    /// Accepted for compatibility with mlir-opt; always in effect: affine
    /// maps, sets and locations are printed inline, never as `#map`/`#loc`
    /// aliases.
    #[arg(long = "mlir-print-local-scope")]
    _local_scope: bool,

    /// Accept ops of dialects rmlir does not know (in generic form); only
    /// the structural rules are checked for them.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered: bool,

    /// Split the input at lines `// -----` and process each piece on its
    /// own (line numbers stay those of the whole file); outputs are joined
    /// by `// -----`.
    #[arg(long = "split-input-file")]
    split_input_file: bool,

    /// Check the diagnostics against `expected-error {{...}}` annotations
    /// (`@+N`, `@-N`, `@above`, `@below`; also -warning, -note, -remark):
    /// succeed when every expected diagnostic is produced and every produced
    /// one is expected.
    #[arg(long = "verify-diagnostics")]
    verify_diagnostics: bool,

    /// The deepest nesting of regions, types, attributes and expressions
    /// accepted, in levels (a region counts four).
    #[arg(long = "max-nesting", value_name = "N", default_value_t = TOOL_MAX_NESTING, value_parser = rmlir::cli::parse_max_nesting)]
    max_nesting: u32,
}

fn main() -> ExitCode {
    // Library panics are turned into diagnostics by the pipeline; keep the
    // default hook's backtrace noise out of the user's terminal.
    std::panic::set_hook(Box::new(|_| {}));
    let args: Args = match parse_args() {
        Ok(a) => a,
        Err(code) => return code,
    };
    set_max_nesting(args.max_nesting);
    on_big_stack(|| run(&args)).unwrap_or_else(|e| {
        print_error("rmlir-opt", &e);
        ExitCode::FAILURE
    })
}

fn run(args: &Args) -> ExitCode {
    let input = match read_input(&args.input) {
        Ok(i) => i,
        Err(e) => {
            print_error("rmlir-opt", &e);
            return ExitCode::FAILURE;
        }
    };
    let opts = OptOptions {
        generic: args.generic,
        debug_info: args.debug_info,
        allow_unregistered: args.allow_unregistered,
        split_input_file: args.split_input_file,
        verify_diagnostics: args.verify_diagnostics,
    };
    let outcome = run_opt(&input, &opts);
    print_stderr(&outcome.diagnostics);
    if !outcome.success {
        return ExitCode::FAILURE;
    }
    match write_output(args.output.as_deref(), &outcome.output) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            print_error("rmlir-opt", &e);
            ExitCode::FAILURE
        }
    }
}
