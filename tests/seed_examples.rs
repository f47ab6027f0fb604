//! Seed examples (issue #2, proof 1): every IR example of the spec documents
//! in `shared/seeds/`, extracted into `tests/seeds/<doc>/` by
//! `tools/extract_seed_examples.py`, parses and round-trips:
//! `print(parse(x))` parses again and prints identically.
//!
//! Not every example is a whole module. Three kinds are skipped, each with
//! its reason printed:
//! - a `// SKIP: reason` header, written by hand after reading the spec:
//!   typos in the spec, grammar notation, or text lost when the document was
//!   captured. A skipped example is still run, and the test fails if it
//!   round-trips or fails only for being partial, so no skip outlives its
//!   reason;
//! - partial examples, which use SSA values, blocks, aliases or functions
//!   they never define: the reason is the parser's own diagnostic, and only
//!   those diagnostics qualify;
//! - nothing else: any other failure fails the test.
//!
//! Examples marked `// KIND: attributes-or-types` list one attribute or
//! type per line; each line round-trips on its own.

mod common;

use rmlir_ir::parser::{parse_attr_str, parse_module, parse_type_str, ParseOptions};
use rmlir_ir::printer::{attr_to_string, print_op, type_to_string, PrintOptions};
use rmlir_ir::Context;
use std::path::{Path, PathBuf};

/// Diagnostics that mean "the example uses a name it does not define".
const PARTIAL: &[&str] = &[
    "use of undeclared SSA value name",
    "undefined symbol alias id",
    "reference to an undefined block",
    "reference to undefined function",
    "redefinition of SSA value",
];

fn examples() -> Vec<PathBuf> {
    common::mlir_files("tests/seeds")
}

enum Outcome {
    RoundTrips,
    Skipped(String),
    Partial(String),
    Fails(String),
}

fn round_trip_module(name: &str, text: &str) -> Result<(), String> {
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let print = PrintOptions::default();
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, name, text, &opts).map_err(|d| d[0].message.clone())?;
    let once = print_op(&ctx, m, &print);
    let mut ctx2 = Context::new();
    let m2 = parse_module(&mut ctx2, "printed", &once, &opts)
        .map_err(|d| format!("the printed form does not parse: {}\n{once}", d[0].message))?;
    let twice = print_op(&ctx2, m2, &print);
    if once == twice {
        Ok(())
    } else {
        Err(format!("printing is not stable:\n{once}\n---\n{twice}"))
    }
}

/// One attribute or type per line, parsed, printed and parsed again.
fn round_trip_values(text: &str) -> Result<(), String> {
    for line in text
        .lines()
        .map(|l| l.split(" //").next().unwrap_or("").trim())
    {
        if line.is_empty() || line.starts_with("//") {
            continue;
        }
        let mut ctx = Context::new();
        let printed = match parse_attr_str(&mut ctx, line) {
            Ok(a) => attr_to_string(&ctx, a),
            Err(_) => {
                let t = parse_type_str(&mut ctx, line)
                    .map_err(|d| format!("'{line}': {}", d.message))?;
                type_to_string(&ctx, t)
            }
        };
        let mut ctx2 = Context::new();
        let again = match parse_attr_str(&mut ctx2, &printed) {
            Ok(a) => attr_to_string(&ctx2, a),
            Err(_) => parse_type_str(&mut ctx2, &printed)
                .map(|t| type_to_string(&ctx2, t))
                .map_err(|d| {
                    format!(
                        "'{line}' printed as '{printed}', which does not parse: {}",
                        d.message
                    )
                })?,
        };
        if again != printed {
            return Err(format!("'{line}' prints as '{printed}' then '{again}'"));
        }
    }
    Ok(())
}

fn check(path: &Path) -> Outcome {
    let text = std::fs::read_to_string(path).expect("readable example");
    let result = if text.contains("// KIND: attributes-or-types") {
        round_trip_values(&text)
    } else {
        round_trip_module(&path.display().to_string(), &text)
    };
    let skip = text.lines().find_map(|l| l.strip_prefix("// SKIP: "));
    match (result, skip) {
        // A skip stays honest: the example must really fail, and not merely
        // for being partial.
        (Ok(()), Some(_)) => Outcome::Fails("marked SKIP, but it round-trips".into()),
        (Err(e), Some(_)) if PARTIAL.iter().any(|p| e.contains(p)) => {
            Outcome::Fails(format!("marked SKIP, but it only fails as partial: {e}"))
        }
        (Err(_), Some(reason)) => Outcome::Skipped(reason.to_string()),
        (Ok(()), None) => Outcome::RoundTrips,
        (Err(e), None) if PARTIAL.iter().any(|p| e.contains(p)) => Outcome::Partial(e),
        (Err(e), None) => Outcome::Fails(e),
    }
}

#[test]
fn every_seed_example_round_trips_or_says_why_not() {
    let files = examples();
    assert!(
        files.len() >= 190,
        "the extraction found {} examples",
        files.len()
    );
    let (mut ok, mut skipped, mut partial, mut failures) = (0, 0, 0, Vec::new());
    for f in &files {
        let name = f
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(f)
            .display()
            .to_string();
        match check(f) {
            Outcome::RoundTrips => ok += 1,
            Outcome::Skipped(r) => {
                assert!(r.len() > 10, "{name}: a skip needs a reason");
                eprintln!("skipped {name}: {r}");
                skipped += 1;
            }
            Outcome::Partial(r) => {
                eprintln!("partial {name}: {r}");
                partial += 1;
            }
            Outcome::Fails(e) => failures.push(format!("{name}: {e}")),
        }
    }
    eprintln!(
        "{ok} round-trip, {partial} partial, {skipped} skipped with a reason, {} fail",
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} seed examples fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(ok >= 50, "only {ok} examples round-trip");
}
