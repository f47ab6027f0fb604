//! `rmlir-sim` on what upstream's passes emit, sixth round: the kernels in
//! `tests/real6/` are written by upstream `mlir-opt` 22 from the sources in
//! `tests/real6/src/` (`gen.sh`; the command is in each header), through
//! pipelines users run: the transform interpreter (tiling, masked
//! vectorisation, contraction lowering), one-shot bufferisation and
//! linalg lowering, copy generation with DMA and its double buffering,
//! math to calls, `scf.forall` to tiled parallel loops. Each runs under
//! the interpreter and the JIT, which must agree on everything a user
//! sees, and prints what `mlir-runner` prints for it (for the kernels
//! upstream cannot lower, for their source).
//!
//! Defects these kernels found:
//!
//! - `--transform-interpreter` leaves its schedule (`transform.named_sequence`
//!   and the ops in it, custom form) beside the payload it transformed;
//!   `rmlir-sim` rejected the file ("custom op 'transform.named_sequence'
//!   is unknown") though the generic form ran. The schedule is now read
//!   as an opaque op when unregistered ops are allowed
//!   (`ir/src/parser/schedule.rs`), in all three printed forms (those
//!   kernels are written at test time, not kept here: see the test).
//!
//! - A location naming a line of the whole input before the current
//!   `--split-input-file` chunk (what `--mlir-print-debuginfo` output read
//!   from standard input carries, `loc("<stdin>":3:10)`, once another
//!   chunk precedes it) made the line cursor step back past the chunk's
//!   start and wrap: `rmlir-opt` died with an internal error. Such a line
//!   is now not in the chunk, as are columns past its end.
//!
//! The DMA kernels are timed by hand from `docs/timing.md` (§ DMA).

mod common;

use common::{
    engines_agree, generated_files_are_current, mlir_runner, pipe, report_u64, tool, Ran, Scratch,
};
use std::process::Command;

/// What lowers any of the sources and kernels here for `mlir-runner`.
const FULL: &[&str] = &[
    "--lower-vector-mask",
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--convert-linalg-to-loops",
    "--normalize-memrefs",
    "--convert-vector-to-scf",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--convert-vector-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-math-to-funcs",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-index-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
];

/// Each kernel and what `mlir-runner` runs as its oracle: the kernel
/// itself, or (when upstream cannot lower the kernel: DMA ops) its
/// source.
const CASES: &[(&str, &str)] = &[
    ("dma_tiles", "src/dma_tiles.mlir.in"),
    ("dma_tiles_pipelined", "src/dma_tiles.mlir.in"),
    ("ints_affine", "ints_affine.mlir"),
    ("conv_loops", "conv_loops.mlir"),
    ("masked_vector", "masked_vector.mlir"),
    ("math_funcs", "math_funcs.mlir"),
    ("forall_tiled", "forall_tiled.mlir"),
];

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// The DMA kernels keep their buffers in the default space 0, the
/// built-in target's HBM, and fill and print them with core loads and
/// stores: these flags let the core reach it.
const HBM: [&str; 2] = ["--set", "memory.hbm.core_access=true"];

/// The run of `tests/real6/{name}.mlir` under both engines, which must
/// agree; with `flags` after the memory flags.
fn run(name: &str, flags: &[&str]) -> Ran {
    let kernel = format!("tests/real6/{name}.mlir");
    let mem: &[&str] = if name.starts_with("dma") { &HBM } else { &VMEM };
    let all: Vec<&str> = mem.iter().chain(flags).copied().collect();
    let r = engines_agree(&kernel, "interp", "jit", &all);
    assert_eq!(r.code, 0, "{kernel}: {}", r.err);
    r
}

#[test]
fn every_kernel_prints_what_upstream_prints() {
    let Some(up) = mlir_runner("real6::every_kernel_prints_what_upstream_prints") else {
        return;
    };
    for &(name, oracle) in CASES {
        let r = run(name, &[]);
        let text = std::fs::read(format!("tests/real6/{oracle}")).expect("oracle source");
        let theirs = up
            .run(FULL, &text)
            .unwrap_or_else(|e| panic!("{oracle}: {e}"));
        assert_eq!(r.out, theirs, "{name}");
    }
}

/// The payload of `src/vector_payload.mlir.in` with the schedule of
/// `src/outerproduct.transform.in` beside it, in one module, as upstream's
/// transform tests and users write it.
fn payload_with_schedule() -> String {
    let read = |f: &str| std::fs::read_to_string(format!("tests/real6/src/{f}")).expect("source");
    format!(
        "module attributes {{transform.with_named_sequence}} {{\n{}{}}}\n",
        read("vector_payload.mlir.in"),
        read("outerproduct.transform.in")
    )
}

#[test]
fn the_schedule_left_beside_its_payload_is_read_and_the_payload_runs() {
    // `--transform-interpreter` leaves the schedule in what it prints, in
    // custom, generic and debuginfo form alike. Those files live in a
    // scratch folder, not under tests/: the opaque schedule op cannot
    // print as upstream does, which the corpus-wide parity tests demand.
    let test = "real6::the_schedule_left_beside_its_payload";
    let (Some(opt), Some(up)) = (tool("mlir-opt", test), mlir_runner(test)) else {
        return;
    };
    let payload = std::fs::read("tests/real6/src/vector_payload.mlir.in").expect("payload");
    let want = up.run(FULL, &payload).expect("upstream runs the payload");
    let dir = Scratch::new("real6-schedule");
    let input = payload_with_schedule();
    for form in [
        &[][..],
        &["--mlir-print-op-generic"],
        &["--mlir-print-debuginfo"],
    ] {
        let out = pipe(
            Command::new(&opt)
                .args(["--transform-interpreter", "--canonicalize"])
                .args(form)
                .arg("-"),
            input.as_bytes(),
        )
        .expect("mlir-opt applies the schedule");
        let text = String::from_utf8_lossy(&out);
        assert!(text.contains("transform.named_sequence"), "{form:?}");
        // The payload's linalg ops are gone (the schedule still names
        // them, quoted) and the matmul's tile loops are there.
        assert!(
            !text.contains("linalg.matmul ins")
                && !text.contains("\"linalg.matmul\"(")
                && text.contains("scf.for"),
            "{form:?}"
        );
        let kernel = dir.0.join(format!("schedule{}.mlir", form.len()));
        std::fs::write(&kernel, &out).expect("scratch kernel");
        let r = engines_agree(&kernel.to_string_lossy(), "interp", "jit", &VMEM);
        assert_eq!(
            (r.code, r.out.as_str()),
            (0, want.as_str()),
            "{form:?}: {}",
            r.err
        );
    }
}

#[test]
fn a_custom_op_of_another_unregistered_dialect_is_still_unknown() {
    let bad = "func.func @main() {\n  foo.bar @x {\n  }\n  return\n}\n";
    let out = common::run(
        Command::new(common::our_bin("rmlir-sim")).arg("-"),
        Some(bad.as_bytes()),
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("<stdin>:2:3: error: custom op 'foo.bar' is unknown"),
        "{err}"
    );
}

/// The `dma_wait` stall cycles of a run (its report's `stalls.dma_wait`).
fn dma_wait_stalls(r: &Ran) -> u64 {
    report_u64(&r.report, &["stalls", "dma_wait"])
}

#[test]
fn each_tiles_strided_copy_stalls_its_wait_by_the_documented_transfer_time() {
    // Upstream tiled the 8 x 64 f32 loop nest 4 x 16 and, with 1 KiB of
    // fast memory, copies each of the 8 tiles in and out around its
    // compute: 16 transfers of 64 elements (256 B) in 4 rows of 16 (64 B,
    // `stride` 64, `per_stride` 16: strided on the HBM side), each started
    // and waited for at once. On the built-in target (`[dma.main]`: setup
    // 200, 8 cycles per descriptor, 1 per burst of at most 512 B, 900 GB/s
    // at 940 MHz = 45000/47 B/cycle per engine, and HBM as fast; VMEM
    // 4096 B/cycle) one transfer, alone, takes (§ One transfer's timeline)
    //   F = setup + D·descriptor + bursts·burst = 200 + 4·8 + 4·1 = 236
    //   T = F + ceil(256 / (45000/47)) = 236 + ceil(0.267...) = 237.
    // Its wait is ready one cycle after the start issued (the `dma` unit,
    // ii 1), so it stalls T − 1 = 236 cycles (§ Waiting): 16·236 = 3776.
    let r = run("dma_tiles", &[]);
    assert_eq!(dma_wait_stalls(&r), 16 * 236, "{}", r.err);
    // 16 B/cycle per engine: ceil(256 / 16) = 16, T = 252, stall 251.
    let r = run("dma_tiles", &["--set", "dma.main.bandwidth=16"]);
    assert_eq!(dma_wait_stalls(&r), 16 * 251, "{}", r.err);
    // Bursts of 32 B: ceil(64 / 32) = 2 per row, 8 in all, F = 240.
    let r = run("dma_tiles", &["--set", "dma.main.max_burst=32"]);
    assert_eq!(dma_wait_stalls(&r), 16 * 240, "{}", r.err);
    // Were the rows read as one contiguous run (D = 1), a descriptor
    // overhead of 108 would add 100 per transfer, not 4·100.
    let r = run("dma_tiles", &["--set", "dma.main.descriptor_overhead=108"]);
    assert_eq!(dma_wait_stalls(&r), 16 * (236 + 4 * 100), "{}", r.err);
    let moved: serde_json::Value = serde_json::from_str::<serde_json::Value>(&r.report)
        .expect("report JSON")["transfers"]
        .clone();
    let want = serde_json::json!([
        {"bytes": 2048, "src": "hbm", "dst": "vmem", "transfers": 8},
        {"bytes": 2048, "src": "vmem", "dst": "hbm", "transfers": 8},
    ]);
    assert_eq!(moved, want);
}

#[test]
fn double_buffering_hides_part_of_the_copies_and_prints_the_same() {
    let plain = run("dma_tiles", &[]);
    let piped = run("dma_tiles_pipelined", &[]);
    assert_eq!(plain.out, piped.out);
    let (a, b) = (dma_wait_stalls(&plain), dma_wait_stalls(&piped));
    assert!(b < a, "pipelined waits {b} cycles, unpipelined {a}");
    let cycles = |r: &Ran| report_u64(&r.report, &["cycles"]);
    assert!(cycles(&piped) < cycles(&plain));
}

#[test]
fn the_kernels_are_current() {
    // gen.sh writes every kernel from src/ with upstream mlir-opt: run
    // it, compare, and check each kernel here is one of them.
    let Some(written) =
        generated_files_are_current("tests/real6", "real6::the_kernels_are_current")
    else {
        return;
    };
    let mut listed: Vec<String> = CASES.iter().map(|c| format!("{}.mlir", c.0)).collect();
    listed.sort();
    assert_eq!(written, listed);
}

/// The chunks of a `--split-input-file` output, each trimmed.
fn chunks(text: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(text);
    text.split("\n// -----\n")
        .map(|c| c.trim().to_string())
        .collect()
}

#[test]
fn a_location_before_its_chunk_reads_as_upstream_reads_it() {
    let Some(theirs) = tool("mlir-opt", "real6::a_location_before_its_chunk") else {
        return;
    };
    // The second chunk starts at line 5; its argument's location names
    // line 1 (and a column far past any line) of the same input.
    let input = "func.func @g() {\n  return\n}\n// -----\n\
                 func.func @f(%a: i32 loc(\"<stdin>\":1:14), %b: i32 loc(\"<stdin>\":6:4000000000)) {\n  \
                 return\n}\n";
    for generic in [false, true] {
        let args: &[&str] = if generic {
            &["--mlir-print-op-generic"]
        } else {
            &[]
        };
        let run = |bin: &std::path::Path| {
            pipe(
                Command::new(bin)
                    .arg("--split-input-file")
                    .args(args)
                    .arg("-"),
                input.as_bytes(),
            )
            .unwrap_or_else(|e| panic!("{}: {e}", bin.display()))
        };
        let ours = run(&common::our_bin("rmlir-opt"));
        assert_eq!(chunks(&ours), chunks(&run(&theirs)), "generic: {generic}");
    }
}
