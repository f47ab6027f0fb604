//! Round trip of the memref/affine/scf/vector samples in `tests/ops/mem/`:
//! parse → print → parse → print gives the same text, in custom and in
//! generic form, the op rules accept every sample, and upstream `mlir-opt`
//! reads what we print as the same program it reads from the original
//! (both sides normalised by `mlir-opt` itself).

#[path = "ops_mem_util.rs"]
mod util;

use util::*;

const SAMPLES: &str = "tests/ops/mem";

/// Reads a sample, panicking with the file name on I/O errors.
fn read(path: &std::path::Path) -> (String, String) {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{name}: {e}"));
    (name, text)
}

/// Our custom-form print of a sample.
fn printed(name: &str, text: &str) -> String {
    let (ctx, m) = parse(name, text).unwrap_or_else(|e| panic!("{name} does not parse:\n{e}"));
    print(&ctx, m, false)
}

#[test]
fn every_op_has_a_sample() {
    // The dialect coverage files (checked against mlir-opt by the root
    // package's `dialect_ops` test) count as samples too.
    let files = [mlir_files(SAMPLES), mlir_files("tests/dialects/valid")].concat();
    let all: String = files.iter().map(|p| read(p).1).collect();
    let reg = rmlir_ir::registry::Registry::global();
    for def in reg.defs() {
        let dialect = def.name.split('.').next().unwrap();
        if ["memref", "affine", "scf", "vector"].contains(&dialect) {
            let short = def.name.split_once('.').unwrap().1;
            let used =
                all.contains(def.name) || (def.name == "scf.yield" && all.contains("scf.for"));
            assert!(
                used || all.contains(&format!(" {short} ")),
                "no sample uses {}",
                def.name
            );
        }
    }
}

#[test]
fn samples_print_parse_print_is_a_fixed_point() {
    for path in mlir_files(SAMPLES) {
        let (name, text) = read(&path);
        let first = printed(&name, &text);
        let second = printed(&name, &first);
        assert_eq!(first, second, "{name}: custom form is not stable");
        let (ctx, m) = parse(&name, &first).unwrap();
        let generic = print(&ctx, m, true);
        assert_eq!(
            printed(&name, &generic),
            first,
            "{name}: generic form loses something"
        );
    }
}

#[test]
fn samples_satisfy_the_op_rules() {
    for path in mlir_files(SAMPLES) {
        let (name, text) = read(&path);
        let (ctx, m) = parse(&name, &text).unwrap_or_else(|e| panic!("{name}:\n{e}"));
        let diags = op_rules(&ctx, m);
        assert!(
            diags.is_empty(),
            "{name}:\n{}",
            render(&name, &text, &diags)
        );
    }
}

#[test]
fn seed_spellings_print_in_modern_form() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ops/mem");
    let (name, text) = read(&dir.join("seed_std.mlir"));
    let out = printed(&name, &text);
    let ops = [
        "alloc",
        "alloca",
        "dma_start",
        "dma_wait",
        "load",
        "store",
        "dim",
        "dealloc",
    ];
    for op in ops {
        let bare = out.lines().any(|l| {
            let l = l.trim_start();
            let l = l.split_once(" = ").map_or(l, |(_, rhs)| rhs);
            l.starts_with(&format!("{op} ")) || l.starts_with(&format!("{op}("))
        });
        assert!(
            !bare && out.contains(&format!("memref.{op}")),
            "{op}:\n{out}"
        );
    }
    assert!(
        out.contains("affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)"),
        "{out}"
    );
    assert!(
        out.contains("affine.apply affine_map<(d0, d1) -> (d0 * 3)>(%arg0, %arg1)"),
        "{out}"
    );
    let (name, text) = read(&dir.join("seed_dim_literal.mlir"));
    let out = printed(&name, &text);
    assert!(
        out.contains("= std.dim %arg0, 1 : tensor<100x?xf32>"),
        "{out}"
    );
    assert!(
        out.contains("= std.dim %arg1, 0 : memref<4x?xf32>"),
        "{out}"
    );
}

#[test]
fn upstream_reads_our_output_as_the_same_program() {
    let Some(tool) = mlir_opt("upstream_reads_our_output_as_the_same_program") else {
        return;
    };
    for path in mlir_files(SAMPLES) {
        let (name, text) = read(&path);
        if name == "seed_dim_literal.mlir" {
            continue; // std.dim is a seed op upstream no longer has.
        }
        let ours = printed(&name, &text);
        let (ok, from_ours, err) = run_mlir_opt(&tool, &["-"], Some(&ours));
        assert!(ok, "{name}: mlir-opt rejects our output:\n{err}\n{ours}");
        // The seed spellings are not upstream syntax any more: there our
        // own output is the only input mlir-opt reads.
        if name == "seed_std.mlir" {
            continue;
        }
        let (ok, from_original, err) = run_mlir_opt(&tool, &["-"], Some(&text));
        assert!(ok, "{name}: mlir-opt rejects the sample:\n{err}");
        assert_eq!(
            from_ours, from_original,
            "{name}: upstream sees a different program"
        );
    }
}

/// Our line equals upstream's, or is upstream's bare `vector.print` with
/// the punctuation spelled out (upstream's bare form does not read back
/// when an op with results follows it).
fn same_line(ours: &str, theirs: &str) -> bool {
    ours == theirs
        || (theirs.trim_end().ends_with("vector.print")
            && ours == format!("{theirs} punctuation <newline>"))
}

#[test]
fn our_text_is_upstreams_text() {
    let Some(tool) = mlir_opt("our_text_is_upstreams_text") else {
        return;
    };
    for path in mlir_files(SAMPLES) {
        let (name, text) = read(&path);
        if ["seed_std.mlir", "seed_dim_literal.mlir"].contains(&name.as_str()) {
            continue;
        }
        let (ctx, m) = parse(&name, &text).unwrap();
        for generic in [false, true] {
            let ours = print(&ctx, m, generic);
            let mut args = vec!["--mlir-print-local-scope", "-"];
            if generic {
                args.insert(0, "--mlir-print-op-generic");
            }
            let (ok, theirs, err) = run_mlir_opt(&tool, &args, Some(&text));
            assert!(ok, "{name}: {err}");
            let (a, b): (Vec<&str>, Vec<&str>) = (ours.lines().collect(), theirs.lines().collect());
            assert_eq!(
                a.len(),
                b.len(),
                "{name} (generic: {generic}):\n{ours}\n----\n{theirs}"
            );
            for (x, y) in a.iter().zip(&b) {
                assert!(
                    same_line(x, y),
                    "{name} (generic: {generic}):\n ours: {x}\n upstream: {y}"
                );
            }
        }
    }
}
