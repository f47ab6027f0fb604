//! The JIT (`--engine jit`) against the interpreter (`--engine interp`):
//! every kernel of the corpus, and random integer and memref kernels over
//! widths 1 to 129, must give byte-identical stdout, stderr, exit status,
//! report JSON, VCD, Chrome trace and output arrays. The interpreter is
//! the reference the JIT is held to; its own values are held to
//! `mlir-runner` and NumPy by the other suites.

mod common;

use common::{our_bin, python_module, repo_path, run, Scratch};
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A script that runs `rmlir-sim` with `--engine` first. The JIT side
/// runs `auto` where `--engine jit` refuses the run (a recursive function,
/// which the interpreter runs on its explicit stack; the function traced by
/// `--trace-values`): `engine_jit_refuses_...` checks the refusal itself.
fn wrapper(dir: &Path, engine: &str) -> PathBuf {
    let bin = our_bin("rmlir-sim");
    let bin = bin.display();
    let body = if engine == "jit" {
        let err = dir.join("stderr.txt");
        let err = err.display();
        format!(
            "#!/bin/sh\n\
             case \" $* \" in *\" --trace-values \"*) exec '{bin}' --engine auto \"$@\";; esac\n\
             err=\"{err}.$$\"\n\
             '{bin}' --engine jit \"$@\" 2>\"$err\"\n\
             code=$?\n\
             if grep -q -- '--engine jit cannot compile' \"$err\"; then rm -f \"$err\"; exec '{bin}' --engine auto \"$@\"; fi\n\
             cat \"$err\" >&2; rm -f \"$err\"; exit $code\n"
        )
    } else {
        format!("#!/bin/sh\nexec '{bin}' --engine {engine} \"$@\"\n")
    };
    let p = dir.join(engine);
    std::fs::write(&p, body).expect("wrapper");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    p
}

/// Every `.mlir` under `tests/` and `examples/`, in every variant
/// `tools/compare_outputs.py` runs (full traces, value traces, vmem, each
/// target file), under both engines. `RMLIR_ENGINES_ONLY=PATH_PART`
/// narrows it to the kernels whose path contains `PATH_PART`.
#[test]
fn every_corpus_kernel_runs_identically_under_jit_and_interp() {
    let Some(py) = python_module("numpy", "numpy", "engines") else {
        return;
    };
    let dir = Scratch::new("engines-corpus");
    let (interp, jit) = (wrapper(&dir.0, "interp"), wrapper(&dir.0, "jit"));
    let out = run(
        Command::new(py)
            .arg(repo_path("tools/compare_outputs.py"))
            .args([&interp, &jit])
            .args(["--jobs", "2"])
            .args([
                "--only",
                &std::env::var("RMLIR_ENGINES_ONLY").unwrap_or_default(),
            ]),
        None,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && text.contains("differences: 0"),
        "the engines differ:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs `kernel` with `flags` under `engine` in `dir`; returns stdout,
/// stderr, exit code and the report.
fn sim(dir: &Path, kernel: &str, engine: &str, flags: &[&str]) -> (String, String, i32, String) {
    let file = dir.join("k.mlir");
    std::fs::write(&file, kernel).expect("kernel");
    let report = dir.join(format!("report-{engine}.json"));
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(dir)
            .args(["-q", "k.mlir", "--engine", engine, "--report"])
            .arg(&report)
            .args(flags),
        None,
    );
    let rep = std::fs::read_to_string(&report).unwrap_or_default();
    let _ = std::fs::remove_file(&report);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
        rep,
    )
}

/// Compiled `@main` calls the recursive `@fib` (interpreted), which calls
/// the compiled `@leaf`: the tiers call each other both ways. fib(10) is
/// 55 (fib(0) = 0, fib(1) = 1).
const MIXED: &str = r#"func.func @leaf(%n: i32) -> i32 {
  return %n : i32
}
func.func @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  %r = scf.if %small -> i32 {
    %l = func.call @leaf(%n) : (i32) -> i32
    scf.yield %l : i32
  } else {
    %c1 = arith.constant 1 : i32
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib(%a) : (i32) -> i32
    %fb = func.call @fib(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @main() {
  %c10 = arith.constant 10 : i32
  %f = func.call @fib(%c10) : (i32) -> i32
  vector.print %f : i32
  return
}
"#;

#[test]
fn compiled_and_interpreted_functions_call_each_other() {
    let dir = Scratch::new("engines-mixed");
    let auto = sim(&dir.0, MIXED, "auto", &["--explain-engine"]);
    let interp = sim(&dir.0, MIXED, "interp", &[]);
    assert_eq!(auto.0, "55\n", "fib(10)");
    assert_eq!((&auto.0, auto.2, &auto.3), (&interp.0, interp.2, &interp.3));
    assert!(auto.1.contains("engine: @main: jit"), "{}", auto.1);
    assert!(auto.1.contains("engine: @leaf: jit"), "{}", auto.1);
    assert!(
        auto.1.contains("engine: @fib: interp (recursive"),
        "{}",
        auto.1
    );
}

#[test]
fn engine_jit_refuses_a_recursive_function_with_a_located_error() {
    let dir = Scratch::new("engines-refuse");
    let (out, err, code, _) = sim(&dir.0, MIXED, "jit", &[]);
    assert_eq!((out.as_str(), code), ("", 1), "{err}");
    assert!(
        err.starts_with("k.mlir:4:1: error: --engine jit cannot compile @fib: recursive"),
        "{err}"
    );
    assert!(err.contains("^"), "a caret under the source line: {err}");
}

/// The integer ops the random kernels draw from.
const OPS: &[&str] = &[
    "addi", "subi", "muli", "andi", "ori", "xori", "shli", "shrui", "shrsi", "divui", "divsi",
    "remui", "remsi", "maxsi", "minsi", "maxui", "minui",
];

/// A random kernel's constant: a small number (`None`), or one of the
/// edges of a width: the sign bit alone, 2^64 - 1, 2^64, 2^64 + 1 (0, 1
/// and -1 are small numbers).
type Konst = (Option<u8>, i64);

/// Constant `k` as a literal of a `w`-bit integer: its `w`-bit pattern
/// read as signed.
fn konst_literal((edge, small): Konst, w: u32) -> String {
    // Narrow small constants are brought into their width's range.
    let v: i128 = match edge {
        None if w < 10 => small.rem_euclid(1 << w).into(),
        None => small.into(),
        Some(0) if w == 129 => return "-340282366920938463463374607431768211456".into(),
        Some(0) => 1i128 << (w - 1).min(127),
        Some(e) => (1i128 << 64) + i128::from(e) - 2,
    };
    if w >= 128 {
        return v.to_string();
    }
    // The pattern's `w` low bits, read as signed.
    let sh = 128 - w;
    ((v << sh) >> sh).to_string()
}

/// One random kernel: `w`-bit constants (among them 0, 1 and -1, the
/// divisors a division by a constant must tell apart, and the width's
/// edges) combined by a chain of ops, then a loop storing `i op v` into a
/// buffer, `v` one of the constants or the chain's results (`loop_rhs`
/// picks it), and a loop printing it back.
fn random_kernel(
    w: u32,
    consts: &[Konst],
    ops: &[(usize, usize, usize)],
    (loop_op, loop_rhs): (usize, usize),
) -> String {
    let ty = format!("i{w}");
    let mut s = String::from("func.func @main() {\n");
    for (i, &k) in consts.iter().enumerate() {
        let k = konst_literal(k, w);
        s += &format!("  %v{i} = arith.constant {k} : {ty}\n");
    }
    let mut n = consts.len();
    for &(op, a, b) in ops {
        let (a, b) = (a % n, b % n);
        s += &format!("  %v{n} = arith.{} %v{a}, %v{b} : {ty}\n", OPS[op]);
        n += 1;
    }
    for i in n.saturating_sub(3)..n {
        s += &format!("  vector.print %v{i} : {ty}\n");
    }
    s += &format!(
        "  %buf = memref.alloc() : memref<6x{ty}>\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c6 = arith.constant 6 : index\n  scf.for %i = %c0 to %c6 step %c1 {{\n    %x = arith.index_cast %i : index to {ty}\n    %y = arith.{} %x, %v{} : {ty}\n    memref.store %y, %buf[%i] : memref<6x{ty}>\n  }}\n  scf.for %i = %c0 to %c6 step %c1 {{\n    %x = memref.load %buf[%i] : memref<6x{ty}>\n    vector.print %x : {ty}\n  }}\n  memref.dealloc %buf : memref<6x{ty}>\n  return\n}}\n",
        OPS[loop_op],
        loop_rhs % n
    );
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Random integer and memref kernels over widths 1 to 129 give the
    /// same output, exit status, diagnostics and report under both
    /// engines (a division by zero faults the same way under both).
    #[test]
    fn random_integer_kernels_agree(
        w in 1u32..=129,
        consts in proptest::collection::vec(
            prop_oneof![
                (Just(None), -300i64..300),
                (Just(None), prop::sample::select(vec![0i64, 1, -1, 7])),
                ((0u8..4).prop_map(Some), Just(0i64)),
            ],
            2..5,
        ),
        ops in proptest::collection::vec((0..OPS.len(), 0usize..64, 0usize..64), 1..12),
        loop_op in 0..OPS.len(),
        loop_rhs in 0usize..64,
    ) {
        let dir = Scratch::new(&format!("engines-prop{w}"));
        let k = random_kernel(w, &consts, &ops, (loop_op, loop_rhs));
        let vmem = ["--set", "target.default_space=vmem"];
        let jit = sim(&dir.0, &k, "jit", &vmem);
        let interp = sim(&dir.0, &k, "interp", &vmem);
        // The kernel runs, or stops at a division fault; never at a
        // mistake of the generator.
        prop_assert!(
            interp.2 == 0 || interp.1.contains("division by zero") || interp.1.contains("overflow"),
            "{}\n{}", k, interp.1
        );
        prop_assert_eq!(jit, interp, "kernel:\n{}", k);
    }
}

/// Loads, stores, integer and float arithmetic in a loop, with NaNs of
/// several payloads (a fresh one from 0/0, a carried one of payload 1) so
/// the float rule shows in the printed bits.
const LOOP: &str = r#"func.func @main() {
  %buf = memref.alloc() : memref<8xf32>
  %ints = memref.alloc() : memref<8xi13>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0.0 : f32
  %h = arith.constant 1.5 : f32
  %odd = arith.constant 0x7FC00001 : f32
  %k = arith.constant 4091 : i13
  scf.for %i = %c0 to %c8 step %c1 {
    %n = arith.index_cast %i : index to i13
    %m = arith.muli %n, %k : i13
    memref.store %m, %ints[%i] : memref<8xi13>
    %f = arith.uitofp %n : i13 to f32
    %q = arith.divf %f, %z : f32
    %p = arith.mulf %q, %h : f32
    %r = arith.addf %odd, %p : f32
    %s = arith.subf %p, %odd : f32
    %low = arith.trunci %n : i13 to i1
    %t = arith.select %low, %r, %s : f32
    memref.store %t, %buf[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %buf[%i] : memref<8xf32>
    %b = arith.bitcast %x : f32 to i32
    vector.print %b : i32
    %y = memref.load %ints[%i] : memref<8xi13>
    vector.print %y : i13
  }
  return
}
"#;

/// The inline issue agrees with the interpreter's on a `blocking` core, a
/// two-wide core and under a cycle limit that stops the run part-way
/// (the fault is the interpreter's, at the same op, with the same report).
#[test]
fn inline_issue_agrees_on_blocking_wide_and_cycle_limited_runs() {
    let dir = Scratch::new("engines-inline");
    let k = LOOP;
    let tpu = repo_path("configs/tpu.toml");
    let tpu = tpu.to_str().expect("path");
    let mut tripped = 0;
    let runs: &[&[&str]] = &[
        &[],
        &["--set", "compute.issue=blocking"],
        &["--target", tpu],
        &["--max-cycles", "5"],
        &["--max-cycles", "40"],
        &["--max-cycles", "40", "--set", "compute.issue=blocking"],
    ];
    for flags in runs {
        let mut flags = flags.to_vec();
        flags.extend(["--set", "target.default_space=vmem"]);
        let jit = sim(&dir.0, k, "jit", &flags);
        let interp = sim(&dir.0, k, "interp", &flags);
        assert!(
            interp.2 == 0 || interp.1.contains("--max-cycles"),
            "{flags:?}: {}",
            interp.1
        );
        tripped += (interp.2 != 0) as u32;
        assert_eq!(jit, interp, "flags {flags:?}");
    }
    assert_eq!(tripped, 3, "each cycle limit stops the run");
}

/// A 3x5 `i32` memref of dynamic shape, filled with `10 r + c`, then read
/// (or written) in a loop whose index `(r, c)` starts at `(r0, c0)` and
/// moves by `(dr, dc)` four times, so the access runs inline (its memref
/// descriptor filled on the first iteration) before it steps past an edge.
fn walk_kernel((r0, c0): (i64, i64), (dr, dc): (i64, i64), store: bool) -> String {
    let access = if store {
        "memref.store %k32, %a[%r, %c] : memref<?x?xi32>\n    vector.print %k32 : i32"
    } else {
        "%v = memref.load %a[%r, %c] : memref<?x?xi32>\n    vector.print %v : i32"
    };
    format!(
        r#"func.func @main() {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 3 : index
  %m = arith.constant 5 : index
  %ten = arith.constant 10 : i32
  %a = memref.alloc(%n, %m) : memref<?x?xi32>
  scf.for %i = %c0 to %n step %c1 {{
    scf.for %j = %c0 to %m step %c1 {{
      %x = arith.index_cast %i : index to i32
      %y = arith.index_cast %j : index to i32
      %t = arith.muli %x, %ten : i32
      %s = arith.addi %t, %y : i32
      memref.store %s, %a[%i, %j] : memref<?x?xi32>
    }}
  }}
  %r0 = arith.constant {r0} : index
  %q0 = arith.constant {c0} : index
  %dr = arith.constant {dr} : index
  %dc = arith.constant {dc} : index
  scf.for %k = %c0 to %c4 step %c1 {{
    %kr = arith.muli %k, %dr : index
    %kc = arith.muli %k, %dc : index
    %r = arith.addi %r0, %kr : index
    %c = arith.addi %q0, %kc : index
    %k32 = arith.index_cast %k : index to i32
    {access}
  }}
  %last = memref.load %a[%c0, %c0] : memref<?x?xi32>
  vector.print %last : i32
  return
}}
"#
    )
}

/// Strided and offset subviews (one re-made every iteration, so the
/// memref register changes under the loop), odd element widths (i1, i13,
/// i33 and i65, the last through the runtime), a read out of a view whose
/// element exists in the buffer, a load after a `dealloc` in the same
/// loop, and accesses racing a DMA in flight on the buffer.
const VIEWS: &str = r#"func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %buf = memref.alloc() : memref<8x8xi16>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %x = arith.muli %i, %c8 : index
      %y = arith.addi %x, %j : index
      %v = arith.index_cast %y : index to i16
      memref.store %v, %buf[%i, %j] : memref<8x8xi16>
    }
  }
  %sv = memref.subview %buf[1, 2] [3, 2] [2, 3] : memref<8x8xi16> to memref<3x2xi16, strided<[16, 3], offset: 10>>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = memref.load %sv[%i, %j] : memref<3x2xi16, strided<[16, 3], offset: 10>>
      vector.print %v : i16
      %w = arith.subi %v, %v : i16
      %u = arith.subi %w, %v : i16
      memref.store %u, %sv[%i, %j] : memref<3x2xi16, strided<[16, 3], offset: 10>>
    }
  }
  scf.for %k = %c0 to %c5 step %c1 {
    %row = memref.subview %buf[%k, %k] [1, 2] [1, 1] : memref<8x8xi16> to memref<2xi16, strided<[1], offset: ?>>
    %v = memref.load %row[%c1] : memref<2xi16, strided<[1], offset: ?>>
    vector.print %v : i16
  }
  %b1 = memref.alloc() : memref<5xi1>
  %b13 = memref.alloc() : memref<5xi13>
  %b33 = memref.alloc() : memref<5xi33>
  %b65 = memref.alloc() : memref<5xi65>
  scf.for %i = %c0 to %c5 step %c1 {
    %x = arith.index_cast %i : index to i65
    %big = arith.constant -1 : i65
    %y = arith.subi %big, %x : i65
    %t1 = arith.trunci %y : i65 to i1
    %t13 = arith.trunci %y : i65 to i13
    %t33 = arith.trunci %y : i65 to i33
    memref.store %t1, %b1[%i] : memref<5xi1>
    memref.store %t13, %b13[%i] : memref<5xi13>
    memref.store %t33, %b33[%i] : memref<5xi33>
    memref.store %y, %b65[%i] : memref<5xi65>
  }
  scf.for %i = %c0 to %c5 step %c1 {
    %a = memref.load %b1[%i] : memref<5xi1>
    %b = memref.load %b13[%i] : memref<5xi13>
    %c = memref.load %b33[%i] : memref<5xi33>
    %d = memref.load %b65[%i] : memref<5xi65>
    vector.print %a : i1
    vector.print %b : i13
    vector.print %c : i33
    vector.print %d : i65
  }
  %FAULT
  return
}
"#;

/// Loads back to back (neighbours in one bank or two, and another buffer)
/// and a store per iteration, so a wide core starts several accesses in
/// one cycle and the banks and ports decide.
const PAIRS: &str = r#"func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %a = memref.alloc() : memref<16xi16>
  %b = memref.alloc() : memref<16xi32>
  %c = memref.alloc() : memref<16xi32>
  scf.for %i = %c0 to %c15 step %c1 {
    %t = arith.index_cast %i : index to i16
    memref.store %t, %a[%i] : memref<16xi16>
    %u = arith.index_cast %i : index to i32
    memref.store %u, %b[%i] : memref<16xi32>
  }
  scf.for %i = %c0 to %c15 step %c1 {
    %j = arith.addi %i, %c1 : index
    %x = memref.load %a[%i] : memref<16xi16>
    %y = memref.load %a[%j] : memref<16xi16>
    %z = memref.load %b[%i] : memref<16xi32>
    %s = arith.addi %x, %y : i16
    %w = arith.extsi %s : i16 to i32
    %v = arith.addi %w, %z : i32
    memref.store %v, %c[%i] : memref<16xi32>
  }
  %r = memref.load %c[%c1] : memref<16xi32>
  vector.print %r : i32
  return
}
"#;

/// What ends [`VIEWS`]: nothing, or one fault.
const VIEW_ENDS: &[&str] = &[
    "",
    // Row 3 of the view is row 7 of the buffer, which exists.
    "scf.for %i = %c0 to %c5 step %c1 {
    %v = memref.load %sv[%i, %c0] : memref<3x2xi16, strided<[16, 3], offset: 10>>
    vector.print %v : i16
  }",
    // The second iteration reads the buffer the first freed.
    "%f = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %f[%c1] : memref<4xf32>
    vector.print %v : f32
    memref.dealloc %f : memref<4xf32>
  }",
    // A load of the DMA's destination (its descriptor filled before the
    // transfer starts), then a store to its source.
    "%src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  %n = arith.constant 16 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %v = memref.load %dst[%c3] : memref<16xf32, 1>
    vector.print %v : f32
    memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  }",
    "%src = memref.alloc() : memref<16xf32>
  %dst = memref.alloc() : memref<16xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 3>
  %n = arith.constant 16 : index
  %h = arith.constant 0.5 : f32
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %h, %src[%c3] : memref<16xf32>
    memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  }",
];

/// The inline memory path at its edges gives the interpreter's output,
/// faults, cycles and report: each index walking past the first and the
/// last element of each dimension of a dynamic-shape memref (loads and
/// stores), strided and offset views, odd element widths, a freed buffer
/// and DMA races, a space the core cannot reach, and banked spaces (accesses
/// straddling two banks, a bank count that is not a power of two, one
/// port shared by every access).
#[test]
fn inline_memory_agrees_at_its_edges() {
    let dir = Scratch::new("engines-memedge");
    let mut faults = 0;
    let mut check = |k: &str, flags: &[&str], fault: bool| {
        let jit = sim(&dir.0, k, "jit", flags);
        let interp = sim(&dir.0, k, "interp", flags);
        assert_eq!(interp.2 != 0, fault, "{flags:?}: {}\n{k}", interp.1);
        faults += fault as u32;
        assert_eq!(jit, interp, "flags {flags:?}, kernel:\n{k}");
    };
    let vmem = ["--set", "target.default_space=vmem"];
    // (start, step, faults): each walk's fourth step is one past an edge
    // or still inside.
    let walks = [
        ((0, 0), (1, 0), true),
        ((0, 0), (0, 1), false),
        ((0, 2), (0, 1), true),
        ((2, 4), (-1, 0), true),
        ((2, 2), (0, -1), true),
        ((2, 4), (0, -1), false),
    ];
    for (start, step, fault) in walks {
        for store in [false, true] {
            check(&walk_kernel(start, step, store), &vmem, fault);
        }
    }
    for (i, end) in VIEW_ENDS.iter().enumerate() {
        let k = VIEWS.replace("%FAULT", end);
        check(&k, &vmem, i > 0);
    }
    let banked: &[&[&str]] = &[
        &[
            "--set",
            "memory.vmem.banks=4",
            "--set",
            "memory.vmem.bank_busy=3",
        ],
        &[
            "--set",
            "memory.vmem.banks=8",
            "--set",
            "memory.vmem.bank_interleave=1",
        ],
        &[
            "--set",
            "memory.vmem.banks=3",
            "--set",
            "memory.vmem.ports=2",
        ],
        &[
            "--set",
            "memory.vmem.ports=1",
            "--set",
            "compute.issue_width=4",
        ],
        &[
            "--set",
            "memory.vmem.ports=2",
            "--set",
            "memory.vmem.banks=2",
            "--set",
            "compute.issue_width=4",
        ],
    ];
    for flags in banked {
        let mut flags = flags.to_vec();
        flags.extend(vmem);
        check(&VIEWS.replace("%FAULT", ""), &flags, false);
        check(&walk_kernel((0, 0), (0, 1), false), &flags, false);
        check(PAIRS, &flags, false);
    }
    // The built-in target's default space, which only DMA may reach.
    check(&VIEWS.replace("%FAULT", ""), &[], true);
    assert_eq!(faults, 4 * 2 + VIEW_ENDS.len() as u32);
}

/// A loop whose body joins two paths (one prints through the runtime) and
/// whose loads take the runtime's `mem` when `%a` straddles banks, so the
/// words compiled code keeps in registers cross branches, joins, back-edges
/// and runtime entries in the middle of the loop.
const HELD: &str = r#"func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %n = arith.constant 40 : index
  %k = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %a = memref.alloc() : memref<40xi16>
  %b = memref.alloc() : memref<40xi32>
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.index_cast %i : index to i16
    memref.store %t, %a[%i] : memref<40xi16>
    %u = arith.index_cast %i : index to i32
    %w = arith.muli %u, %k : i32
    memref.store %w, %b[%i] : memref<40xi32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<40xi16>
    %xe = arith.extsi %x : i16 to i32
    %m = arith.muli %acc, %k : i32
    %y = memref.load %b[%i] : memref<40xi32>
    %s = arith.addi %m, %xe : i32
    %v = arith.xori %s, %y : i32
    %f = arith.remui %i, %c5 : index
    %fifth = arith.cmpi eq, %f, %c2 : index
    %q = scf.if %fifth -> (i32) {
      vector.print %v : i32
      %p = arith.addi %v, %k : i32
      scf.yield %p : i32
    } else {
      scf.yield %v : i32
    }
    scf.yield %q : i32
  }
  vector.print %r : i32
  return
}
"#;

/// Double buffering: while a DMA fills one row of `%buf`, the core reads
/// the other (inline: the descriptor names the row in flight) and the
/// transfer's source; `%FAULT` then touches the row in flight or the
/// source after sixteen inline loads.
const DMA_LOOP: &str = r#"func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %nt = arith.constant 6 : index
  %tn = arith.constant 16 : index
  %c31 = arith.constant 31 : i32
  %k = arith.constant 16777619 : i32
  %seed = arith.constant 12345 : i32
  %A = memref.alloc() : memref<6x16xi32>
  %buf = memref.alloc() : memref<2x16xi32, 1>
  %tags = memref.alloc() : memref<2xi32, 3>
  scf.for %t = %c0 to %nt step %c1 {
    scf.for %l = %c0 to %tn step %c1 {
      %ti = arith.index_cast %t : index to i32
      %li = arith.index_cast %l : index to i32
      %m = arith.muli %ti, %c31 : i32
      %s = arith.addi %m, %li : i32
      memref.store %s, %A[%t, %l] : memref<6x16xi32>
    }
  }
  memref.dma_start %A[%c0, %c0], %buf[%c0, %c0], %tn, %tags[%c0] : memref<6x16xi32>, memref<2x16xi32, 1>, memref<2xi32, 3>
  %h = scf.for %t = %c0 to %nt step %c1 iter_args(%h1 = %seed) -> (i32) {
    %slot = arith.remui %t, %c2 : index
    %next = arith.addi %t, %c1 : index
    %nslot = arith.remui %next, %c2 : index
    %more = arith.cmpi ult, %next, %nt : index
    scf.if %more {
      memref.dma_start %A[%next, %c0], %buf[%nslot, %c0], %tn, %tags[%nslot] : memref<6x16xi32>, memref<2x16xi32, 1>, memref<2xi32, 3>
    }
    memref.dma_wait %tags[%slot], %tn : memref<2xi32, 3>
    %h2 = scf.for %l = %c0 to %tn step %c1 iter_args(%x = %h1) -> (i32) {
      %v = memref.load %buf[%slot, %l] : memref<2x16xi32, 1>
      %u = memref.load %A[%c5, %l] : memref<6x16xi32>
      %m = arith.muli %x, %k : i32
      %y = arith.xori %m, %v : i32
      %e = arith.addi %y, %u : i32
      scf.yield %e : i32
    }
    %FAULT
    scf.yield %h2 : i32
  }
  vector.print %h : i32
  return
}
"#;

/// Compiled code keeps the timing model's words in registers across
/// branches, joins, loop back-edges and runtime entries in the middle of
/// a loop, and runs loads and stores beside a DMA in flight itself: both
/// engines still give the same output, report and faults, with the
/// cycle limit hit at several points inside the loop, with every access
/// taking the runtime's `mem` (straddling banks), and with a race or an
/// allowed access after many inline iterations.
#[test]
fn held_words_agree_across_loops_and_transfers() {
    let dir = Scratch::new("engines-held");
    let check = |k: &str, flags: &[&str], fault: Option<&str>| {
        let jit = sim(&dir.0, k, "jit", flags);
        let interp = sim(&dir.0, k, "interp", flags);
        match fault {
            Some(f) => assert!(interp.1.contains(f), "{flags:?}: {}\n{k}", interp.1),
            None => assert_eq!(interp.2, 0, "{flags:?}: {}\n{k}", interp.1),
        }
        assert_eq!(jit, interp, "flags {flags:?}, kernel:\n{k}");
    };
    let vmem = ["--set", "target.default_space=vmem"];
    check(HELD, &vmem, None);
    let straddle = [
        "--set",
        "memory.vmem.banks=8",
        "--set",
        "memory.vmem.bank_interleave=1",
    ];
    check(HELD, &[&vmem[..], &straddle[..]].concat(), None);
    for max in ["60", "777", "1500"] {
        let flags = [&vmem[..], &["--max-cycles", max]].concat();
        check(HELD, &flags, Some("cycle"));
        let flags = [&flags[..], &straddle[..]].concat();
        check(HELD, &flags, Some("cycle"));
    }
    let ends = [
        ("", None),
        // The source of transfer 0, waited for: inline beside transfer 1.
        ("memref.store %h2, %A[%c0, %c3] : memref<6x16xi32>", None),
        (
            "%bad = memref.load %buf[%nslot, %c3] : memref<2x16xi32, 1>
    vector.print %bad : i32",
            Some("reads the destination of a DMA"),
        ),
        (
            "memref.store %h2, %A[%next, %c3] : memref<6x16xi32>",
            Some("writes the source of a DMA"),
        ),
    ];
    for (end, fault) in ends {
        check(&DMA_LOOP.replace("%FAULT", end), &vmem, fault);
    }
}

/// Loops whose timing never settles into one steady state: two loads, one
/// at `i` and one at `i` times a stride (1, 2, 4, 8, 16 elements) that
/// changes with the outer loop, so bank conflicts come and go (with 4
/// banks of 4 bytes busy 4 cycles, the two hit one bank when `i × stride`
/// and `i` agree modulo 4: every iteration, then one in two or four); a chain of
/// float divides whose latency exceeds an iteration; `%BOUND` past the
/// end of `%a` makes the last walk fault part-way.
const STRIDES: &str = r#"func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %k = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %a = memref.alloc() : memref<260xi32>
  %b = memref.alloc() : memref<260xi32>
  %c260 = arith.constant 260 : index
  scf.for %i = %c0 to %c260 step %c1 {
    %f = arith.index_cast %i : index to i32
    memref.store %f, %a[%i] : memref<260xi32>
  }
  %r = scf.for %e = %c0 to %c5 step %c1 iter_args(%acc = %z) -> (i32) {
    %st = arith.shli %c1, %e : index
    %n = arith.select %LAST, %BOUND, %c16 : index
    %q = scf.for %i = %c0 to %n step %c1 iter_args(%x = %acc) -> (i32) {
      %j = arith.muli %i, %st : index
      %v = memref.load %a[%j] : memref<260xi32>
      %u = memref.load %a[%i] : memref<260xi32>
      %w = arith.muli %v, %k : i32
      %t = arith.addi %w, %u : i32
      memref.store %t, %b[%j] : memref<260xi32>
      %y = arith.addi %x, %t : i32
      scf.yield %y : i32
    }
    scf.yield %q : i32
  }
  vector.print %r : i32
  %d = scf.for %i = %c0 to %c16 step %c1 iter_args(%x = %one) -> (f32) {
    %y = arith.divf %x, %half : f32
    scf.yield %y : f32
  }
  vector.print %d : f32
  %s = memref.load %b[%c16] : memref<260xi32>
  vector.print %s : i32
  return
}
"#;

/// Both engines agree, byte for byte (stdout, stderr, status, report), on
/// loops whose steady state changes: bank conflicts that come and go with
/// the stride, a dependence chain longer than an iteration, a two-wide
/// core, a cycle limit hit inside the loops, and an access out of bounds
/// part-way through a loop.
#[test]
fn loops_with_changing_steady_states_agree() {
    let dir = Scratch::new("engines-strides");
    let vmem = ["--set", "target.default_space=vmem"];
    let clean = STRIDES
        .replace("%LAST", "%false")
        .replace("%BOUND", "%c16")
        .replace("  %k = ", "  %false = arith.constant false\n  %k = ");
    let faulty = STRIDES
        .replace("%LAST", "%last")
        .replace("%BOUND", "%c20")
        .replace(
            "    %n = ",
            "    %last = arith.cmpi eq, %e, %c4 : index\n    %n = ",
        )
        .replace(
            "  %c5 = ",
            "  %c4 = arith.constant 4 : index\n  %c20 = arith.constant 20 : index\n  %c5 = ",
        );
    let mut limited = 0;
    let runs: &[&[&str]] = &[
        &[],
        &["--set", "compute.issue_width=2"],
        &["--set", "memory.vmem.bank_busy=1"],
        // Inside the strided loops, then inside the divide chain.
        &["--max-cycles", "900"],
        &["--max-cycles", "1200", "--set", "compute.issue_width=2"],
        &["--max-cycles", "1700"],
    ];
    let banks = [
        "--set",
        "memory.vmem.banks=4",
        "--set",
        "memory.vmem.bank_interleave=4",
        "--set",
        "memory.vmem.bank_busy=4",
    ];
    for flags in runs {
        let flags = [&vmem[..], &banks[..], flags].concat();
        let jit = sim(&dir.0, &clean, "jit", &flags);
        let interp = sim(&dir.0, &clean, "interp", &flags);
        if interp.2 != 0 {
            assert!(interp.1.contains("--max-cycles"), "{flags:?}: {}", interp.1);
            limited += 1;
        }
        assert_eq!(jit, interp, "flags {flags:?}");
        let jit = sim(&dir.0, &faulty, "jit", &flags);
        let interp = sim(&dir.0, &faulty, "interp", &flags);
        assert_ne!(interp.2, 0, "{flags:?}: the walk past the end faults");
        assert_eq!(jit, interp, "flags {flags:?}, out of bounds");
    }
    assert_eq!(limited, 3, "each cycle limit stops the clean run");
}

/// A loop whose body loads, between two plain loads, from a memref whose
/// layout is not strided: compiled code's inline path declines it, so
/// does the runtime's `mem`, and `exec` runs it, in the middle of a run
/// of inline issues whose scoreboard and unit entries the paths then pass
/// on to the next access.
const NOT_STRIDED: &str = r#"#l = affine_map<(d0, d1) -> (d1 floordiv 2, d0, d1 mod 2)>
func.func @main() {
  %A = memref.alloc() : memref<4x4xi32, #l>
  %B = memref.alloc() : memref<4x4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %k = arith.constant 3 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %B[%i, %j] : memref<4x4xi32>
      memref.store %ii, %A[%i, %j] : memref<4x4xi32, #l>
    }
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %z) -> (i32) {
    %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%y = %x) -> (i32) {
      %b = memref.load %B[%i, %j] : memref<4x4xi32>
      %a = memref.load %A[%j, %i] : memref<4x4xi32, #l>
      %c = memref.load %B[%j, %i] : memref<4x4xi32>
      %m = arith.muli %a, %b : i32
      %n = arith.addi %m, %c : i32
      %q = arith.muli %y, %k : i32
      %w = arith.addi %q, %n : i32
      scf.yield %w : i32
    }
    scf.yield %r : i32
  }
  vector.print %s : i32
  return
}
"#;

#[test]
fn runs_go_on_past_accesses_exec_runs() {
    let dir = Scratch::new("engines-exec_join");
    let vmem = ["--set", "target.default_space=vmem"];
    // A `blocking` core reads and writes register 0 at every op, so an
    // entry the run kept from before `exec` would be stale after it.
    let runs: [&[&str]; 3] = [
        &[],
        &["--set", "compute.issue=blocking"],
        &["--set", "compute.issue=blocking", "--max-cycles", "400"],
    ];
    for flags in runs {
        let flags = [&vmem[..], flags].concat();
        let jit = sim(&dir.0, NOT_STRIDED, "jit", &flags);
        let interp = sim(&dir.0, NOT_STRIDED, "interp", &flags);
        match flags.contains(&"--max-cycles") {
            // The limit stops the second loop nest.
            true => assert!(interp.1.contains("--max-cycles"), "{flags:?}: {}", interp.1),
            // sum over i, j < 4 of y = 3y + i*j + j, as i32.
            false => assert!(interp.0.starts_with("9806580\n"), "{flags:?}: {}", interp.0),
        }
        assert_eq!(jit, interp, "flags {flags:?}");
    }
}
