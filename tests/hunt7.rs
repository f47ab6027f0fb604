//! Defects found by the seventh hunt with hostile inputs, each kept as a
//! regression case and compared with upstream `mlir-opt` 22. The kernels
//! are generated here, not kept under `tests/`: they are large by design.
//!
//! - A dictionary attribute was checked for duplicate keys by a scan of
//!   the entries before each one, so `n` entries took `O(n^2)` string
//!   comparisons: 40,000 discardable attributes on one op took 6.7 s in
//!   `rmlir-opt` (upstream: 0.3 s), 100,000 took minutes. The keys seen
//!   are now a set.
//! - A `loc(#name)` reference to an alias defined later in the file (as
//!   every op's location is in `--mlir-print-debuginfo` output, where the
//!   `#loc` definitions follow the module) was looked up among the earlier
//!   forward references by a scan, so a printed kernel of `n` ops took
//!   `O(n^2)`: 40,000 ops took 6.1 s to read. The forward references are
//!   now indexed by name.
//! - Each `func.call` (and `memref.get_global`) was verified by a scan of
//!   its module for the callee, so a module of `n` functions calling one
//!   another took `O(n^2)`: 20,000 took 22 s to read in `rmlir-opt`
//!   (upstream: 1.2 s), and as long again before `rmlir-sim` ran it. The
//!   verifier now indexes each symbol table once (`Context::index_symbols`).
//!
//! Neither test times anything: each checks the diagnostic upstream gives
//! for an input large enough that the quadratic scan would keep the test
//! from finishing.

mod common;

use common::{our_bin, run, tool};
use std::process::Command;

/// The first line of what `bin` (a path) writes to stderr for `src` read
/// from standard input, which must make it fail.
fn first_error(bin: &std::path::Path, src: &str) -> String {
    let out = run(Command::new(bin).arg("-"), Some(src.as_bytes()));
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{}: {err}", bin.display());
    assert!(!err.contains("panicked"), "{err}");
    err.lines().next().unwrap_or_default().to_string()
}

/// `@main` with `n` attributes `a0 = 0, a1 = 1, …` and then `a7` again.
fn many_attributes(n: usize) -> String {
    let entries: Vec<String> = (0..n).map(|i| format!("a{i} = {i}")).collect();
    format!(
        "func.func @main() attributes {{{}, a7 = 1}} {{\n  return\n}}\n",
        entries.join(", ")
    )
}

#[test]
fn a_duplicate_key_after_many_entries_is_reported_where_upstream_reports_it() {
    let Some(mlir_opt) = tool("mlir-opt", "hunt7::a_duplicate_key_after_many_entries") else {
        return;
    };
    let src = many_attributes(100_000);
    let ours = first_error(&our_bin("rmlir-opt"), &src);
    let theirs = first_error(&mlir_opt, &src);
    // The column of the second `a7`, past the 100,000 entries.
    assert!(
        theirs.ends_with("error: duplicate key 'a7' in dictionary attribute"),
        "{theirs}"
    );
    assert_eq!(ours, theirs);
}

/// `n` constants located by `#loc` aliases defined after the function,
/// then a cast upstream's verifier rejects, located by the alias of
/// `gen.py` line `n - 1`.
fn forward_locations(n: usize) -> String {
    let mut s = String::from("func.func @main() {\n");
    for i in 0..n {
        s += &format!("  %c{i} = arith.constant {i} : i32 loc(#loc{i})\n");
    }
    s += &format!(
        "  %bad = arith.index_cast %c0 : i32 to i64 loc(#loc{})\n  return\n}}\n",
        n - 2
    );
    for i in 0..n {
        s += &format!("#loc{i} = loc(\"gen.py\":{}:{})\n", i + 1, i % 7 + 1);
    }
    s
}

#[test]
fn many_forward_location_aliases_resolve_as_upstream_resolves_them() {
    let Some(mlir_opt) = tool("mlir-opt", "hunt7::many_forward_location_aliases") else {
        return;
    };
    let n = 50_000;
    let src = forward_locations(n);
    let ours = first_error(&our_bin("rmlir-opt"), &src);
    let theirs = first_error(&mlir_opt, &src);
    // `#loc49998` is `gen.py` line 49999, column 49998 % 7 + 1 = 5.
    assert!(
        theirs.starts_with("gen.py:49999:5: error: 'arith.index_cast' op operand type 'i32'"),
        "{theirs}"
    );
    assert_eq!(ours, theirs);
}

/// `n` functions, each calling the next, and a `@main` calling the last
/// with an `i64` where it takes an `i32`.
fn call_chain(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s += &format!(
            "func.func private @f{i}(%x: i32) -> i32 {{\n  %r = func.call @f{}(%x) : (i32) -> i32\n  return %r : i32\n}}\n",
            i + 1
        );
    }
    s += &format!("func.func private @f{n}(%x: i32) -> i32 {{\n  return %x : i32\n}}\n");
    s += &format!(
        "func.func @main() {{\n  %c = arith.constant 3 : i64\n  %r = func.call @f{n}(%c) : (i64) -> i32\n  return\n}}\n"
    );
    s
}

#[test]
fn a_call_in_a_module_of_many_functions_is_checked_as_upstream_checks_it() {
    let Some(mlir_opt) = tool("mlir-opt", "hunt7::a_call_in_a_module_of_many_functions") else {
        return;
    };
    let n = 20_000;
    let src = call_chain(n);
    let ours = first_error(&our_bin("rmlir-opt"), &src);
    let theirs = first_error(&mlir_opt, &src);
    // Four lines a function, then `@f{n}` (3) and `@main`'s first two.
    let line = 4 * n + 3 + 3;
    let want = format!("<stdin>:{line}:8: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0");
    assert_eq!(theirs, want);
    assert_eq!(ours, theirs);
}
