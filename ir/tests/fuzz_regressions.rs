//! Inputs the fuzz targets (`fuzz/`, see docs/fuzzing.md) once crashed on,
//! kept so the bugs stay fixed (STYLE.md practice 5: bad input gives a
//! located `Diagnostic`, never a panic; what the printer emits reads back).
//!
//! Every `ir/tests/fuzz_regressions/*` file is parsed and verified without
//! a panic. If it is valid, its printed form (custom and generic) must
//! parse and print as itself. A file whose first line is
//! `// expect L:C: message` must instead be rejected, by the parser or the
//! verifier, with a diagnostic at line L, column C containing `message`
//! (the messages are mlir-opt's; for flags given in generic form upstream
//! points at the attribute, we at the op, which the verifier checks).

#[path = "../../tests/common/files.rs"]
mod files;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::{Context, Diagnostic};
use std::path::PathBuf;

const PARSE: ParseOptions = ParseOptions {
    allow_unregistered: true,
};

/// The diagnostics parsing and verifying `text` gives, or its printed
/// forms when it is valid.
fn run(name: &str, text: &str) -> Result<Vec<String>, Vec<Diagnostic>> {
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, name, text, &PARSE)?;
    let errs = verify(
        &ctx,
        m,
        &VerifyOptions {
            allow_unregistered: true,
        },
    );
    if !errs.is_empty() {
        return Err(errs);
    }
    Ok([false, true]
        .map(|generic| {
            let opts = PrintOptions {
                generic,
                debug_info: false,
            };
            print_op(&ctx, m, &opts)
        })
        .to_vec())
}

/// `// expect L:C: message` on the first line.
fn expectation(text: &str) -> Option<(u32, u32, &str)> {
    let rest = text.lines().next()?.strip_prefix("// expect ")?;
    let (pos, msg) = rest.split_once(": ")?;
    let (l, c) = pos.split_once(':')?;
    Some((l.parse().ok()?, c.parse().ok()?, msg))
}

fn check_file(path: &PathBuf) {
    let name = path.display().to_string();
    let text = String::from_utf8_lossy(&std::fs::read(path).expect("read")).into_owned();
    let outcome = std::panic::catch_unwind(|| run(&name, &text));
    let outcome = outcome.unwrap_or_else(|_| panic!("{name}: panicked"));
    match (expectation(&text), outcome) {
        (Some((l, c, msg)), Err(diags)) => {
            let hit = diags.iter().any(|d| {
                d.message.contains(msg) && d.pos.as_ref().is_some_and(|p| (p.line, p.col) == (l, c))
            });
            assert!(hit, "{name}: wanted {l}:{c}: {msg}, got {diags:?}");
        }
        (Some(_), Ok(_)) => panic!("{name}: accepted, but should be rejected"),
        (None, Err(diags)) => {
            assert!(
                diags.iter().all(|d| d.pos.is_some()),
                "{name}: unlocated {diags:?}"
            );
        }
        (None, Ok(printed)) => {
            for (generic, p) in [false, true].into_iter().zip(printed) {
                let again =
                    run("printed.mlir", &p).unwrap_or_else(|d| panic!("{name}: {d:?}\n{p}"));
                assert_eq!(again[usize::from(generic)], p, "{name}: unstable print");
            }
        }
    }
}

#[test]
fn fuzz_regressions_stay_fixed() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let files = files::mlir_files_in(&dir);
    assert!(files.len() >= 4, "regression inputs missing from {dir:?}");
    for f in &files {
        check_file(f);
    }
}
