//! Round trip is law (STYLE.md practice 5): for every `.mlir` file of the
//! shared corpora, print → parse → print gives the same text, in custom
//! and generic form, with and without debug info. Every file of
//! `tests/corpus` and `tests/kernels` must parse and verify; a seed example
//! (`tests/seeds`) may be rejected, because many are fragments, and
//! `tests/seed_examples.rs` names the reason for each one that is. Printed
//! text that does not read back, and any panic, fail the test.
//! A sample that exercises the printer broadly is also compared with
//! upstream `mlir-opt --mlir-print-local-scope`, which must print exactly
//! what we print.

#[path = "../../tests/common/files.rs"]
mod files;
#[path = "../../tests/common/tools.rs"]
mod tools;

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::printer::{print_op, PrintOptions};
use rmlir_ir::verify::{verify, VerifyOptions};
use rmlir_ir::Context;
use std::path::{Path, PathBuf};
use std::process::Command;

const PARSE: ParseOptions = ParseOptions {
    allow_unregistered: true,
};

fn corpus_files() -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = ["corpus", "kernels", "seeds"]
        .iter()
        .flat_map(|d| files::mlir_files_below(&files::repo_path(&format!("tests/{d}")), &[]))
        .collect();
    out.sort();
    out
}

/// Parses and verifies; the rendered diagnostics when the text is not
/// valid for us. A panic is not caught: it fails the test.
fn load(name: &str, text: &str) -> Result<(Context, rmlir_ir::OpId), String> {
    let mut ctx = Context::new();
    let m = parse_module(&mut ctx, name, text, &PARSE).map_err(|d| format!("{d:?}"))?;
    let opts = VerifyOptions {
        allow_unregistered: true,
    };
    let diags = verify(&ctx, m, &opts);
    if diags.is_empty() {
        Ok((ctx, m))
    } else {
        Err(format!("{diags:?}"))
    }
}

fn modes() -> Vec<PrintOptions> {
    let mut v = Vec::new();
    for generic in [false, true] {
        for debug_info in [false, true] {
            v.push(PrintOptions {
                generic,
                debug_info,
            });
        }
    }
    v
}

#[test]
fn print_parse_print_is_stable_over_the_corpora() {
    let mut checked = 0;
    let mut failures = Vec::new();
    let mut rejected = Vec::new();
    for f in corpus_files() {
        let text = std::fs::read_to_string(&f).expect("readable corpus file");
        let name = f.display().to_string();
        let (ctx, m) = match load(&name, &text) {
            Ok(loaded) => loaded,
            Err(e) => {
                rejected.push(format!("{name}: {e}"));
                continue;
            }
        };
        for opts in modes() {
            let first = print_op(&ctx, m, &opts);
            checked += 1;
            let (ctx2, m2) = match load(&name, &first) {
                Ok(loaded) => loaded,
                Err(e) => {
                    failures.push(format!(
                        "{name} {opts:?}: printed text does not read back: {e}\n{first}"
                    ));
                    continue;
                }
            };
            let second = print_op(&ctx2, m2, &opts);
            if first != second {
                failures.push(format!(
                    "{name} {opts:?}\n--- first\n{first}--- second\n{second}"
                ));
            }
        }
    }
    // Seed fragments are classified, each with its reason, by
    // `tests/seed_examples.rs`; only they may be rejected here.
    let seeds = files::repo_path("tests/seeds").display().to_string();
    let (fragments, bad): (Vec<String>, Vec<String>) =
        rejected.into_iter().partition(|r| r.starts_with(&seeds));
    eprintln!("{} seed fragments do not parse alone", fragments.len());
    failures.extend(bad);
    assert!(
        checked >= 100,
        "only {checked} file/mode pairs were checked"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Covers blocks and predecessors, nested and isolated regions, multiple
/// results, result-name hints and their conflicts, custom and generic ops,
/// affine maps and sets, dense and float attributes, memref layouts.
const SAMPLE: &str = r#"
func.func @f(%n: index, %m: memref<?xf32>, %b: i1) -> i32 {
  %a = arith.constant 0 : index
  %a2 = arith.constant 0 : index
  %c = arith.constant -1 : i32
  %d = arith.constant 1.0 : f32
  %t = arith.constant true
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %h = memref.alloc() : memref<4xf32>
  %p:2 = "x.pair"(%a) {m = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 - s0, (d0 + 1) mod 2)>, s = affine_set<(d0) : (d0 - 10 >= 0, d0 == 0)>, f = [0.1 : f64, 1.5e-7 : f32, 65504.0 : f16]} : (index) -> (i32, f32)
  cf.cond_br %b, ^bb1(%c : i32), ^bb1(%p#0 : i32)
^bb1(%x: i32):
  %s = scf.for %i = %a to %n step %n iter_args(%acc = %d) -> (f32) {
    %z = arith.constant 0 : index
    %y = memref.load %h[%z] : memref<4xf32>
    %w = arith.addf %acc, %y : f32
    scf.yield %w : f32
  }
  "x.iso"() ({
  ^bb0(%q: i32):
    %u = "x.def"() : () -> memref<8x8xf32, strided<[8, 1], offset: ?>, 1>
  }) : () -> ()
  cf.br ^bb2
^bb2:
  return %x : i32
}
"#;

fn upstream(bin: &Path, text: &str, generic: bool) -> String {
    let mut cmd = Command::new(bin);
    cmd.args(["--allow-unregistered-dialect", "--mlir-print-local-scope"]);
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    let out = tools::pipe(cmd.arg("-"), text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn sample_prints_exactly_as_upstream() {
    let (ctx, m) = load("sample.mlir", SAMPLE).expect("the sample parses and verifies");
    let Some(bin) = tools::tool("mlir-opt", "sample_prints_exactly_as_upstream") else {
        return;
    };
    for generic in [false, true] {
        let opts = PrintOptions {
            generic,
            debug_info: false,
        };
        let ours = print_op(&ctx, m, &opts);
        assert_eq!(ours, upstream(&bin, SAMPLE, generic), "generic = {generic}");
    }
}

/// Dense elements in every shape of payload: more than 100 elements (hex,
/// `i1` bit-packed), hex input decoded back to elements or a splat,
/// nesting, index and unsigned elements, strings, sparse and resources.
fn dense_sample() -> String {
    let bools: Vec<&str> = (0..101)
        .map(|i| if i < 50 { "true" } else { "false" })
        .collect();
    let ints: Vec<String> = (0..101).map(|i| (i - 50).to_string()).collect();
    let floats: Vec<String> = (0..101)
        .map(|i| format!("{:?}", f64::from(i) * 0.25))
        .collect();
    format!(
        "\"x.op\"() {{a = dense<[{}]> : tensor<101xi1>, b = dense<[{}]> : tensor<101xi16>, \
         c = dense<[{}]> : tensor<101xf32>, d = dense<\"0x0100\"> : tensor<2xi8>, \
         e = dense<\"0x01\"> : tensor<3xi8>, g = dense<\"0x0000803F\"> : tensor<2xf32>, \
         h = dense<[[1.5, 2.0]]> : tensor<1x2xbf16>, k = dense<1> : tensor<i32>, \
         l = dense<[[[1]]]> : tensor<1x1x1xi32>, o = sparse<[[0, 0]], [1]> : tensor<2x2xi32>, \
         q = dense_resource<blob1> : tensor<4xf32>, s = dense<[1, 2]> : tensor<2xindex>, \
         u = dense<[[1, 2], [3, 4]]> : vector<2x2xui8>, v = dense<\"0xFFFF\"> : tensor<2xi8>, \
         x = dense<[\"a\", \"b\"]> : tensor<2x!x.s>, y = dense<\"x\"> : tensor<3x!x.s>}} : () -> ()\n",
        bools.join(", "),
        ints.join(", "),
        floats.join(", ")
    )
}

#[test]
fn dense_sample_prints_exactly_as_upstream() {
    let text = dense_sample();
    let (ctx, m) = load("dense.mlir", &text).expect("the dense sample parses and verifies");
    let ours = print_op(&ctx, m, &PrintOptions::default());
    assert!(ours.contains("a = dense<\"0xFFFFFFFFFFFF03000000000000\"> : tensor<101xi1>"));
    let Some(bin) = tools::tool("mlir-opt", "dense_sample_prints_exactly_as_upstream") else {
        return;
    };
    assert_eq!(ours, upstream(&bin, &text, false));
}
