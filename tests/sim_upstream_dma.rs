//! `rmlir-sim` on what upstream's DMA passes write. Each plain affine
//! kernel in `tests/dma/upstream/` goes through
//!
//! ```text
//! mlir-opt --affine-data-copy-generate="generate-dma=true fast-mem-space=1
//!          tag-mem-space=3 fast-mem-capacity=N"
//! mlir-opt ... --affine-pipeline-data-transfer
//! ```
//!
//! for several capacities N (KiB), and every variant runs on the built-in
//! default target, where space 0 is HBM (DMA only), 1 is VMEM and 3 holds
//! the semaphores. The oracle is `mlir-runner` on the original kernel: each
//! variant must print exactly what it prints. A pipelined variant overlaps
//! its copies with compute, so it must take no more cycles than its
//! unpipelined twin.
//!
//! The variants contain the forms that once broke the simulator: strided
//! copy-outs (the destination, in the slower space, is the strided side),
//! and `affine.dma_wait` on double-buffered tags whose subscripts are
//! affine maps of constants and symbols (`(%c0 floordiv 8) mod 2`). The
//! test checks they occur, so it cannot pass by testing less.

mod common;

use common::{assert_all_pass, mlir_runner, our_bin, pipe, repo_path, run, tool, LOWER_TO_LLVM};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The kernels, by file stem.
const KERNELS: &[&str] = &["matmul", "stencil", "transpose", "vadd", "rowsum", "blur2d"];

/// Fast-memory capacities in KiB: 1 and 4 tile every kernel, 64 holds
/// every buffer whole.
const CAPACITIES: &[u32] = &[1, 4, 64];

/// The copy-generation pass with capacity `n`.
fn copy_generate(n: u32) -> String {
    format!(
        "--affine-data-copy-generate=generate-dma=true fast-mem-space=1 tag-mem-space=3 fast-mem-capacity={n}"
    )
}

/// `rmlir-sim` on `text` (default target): its stdout and the cycle count
/// of the summary on stderr.
fn simulate(text: &str) -> Result<(String, u64), String> {
    let out = run(
        Command::new(our_bin("rmlir-sim")).arg("-"),
        Some(text.as_bytes()),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("rmlir-sim failed ({}):\n{stderr}", out.status));
    }
    let cycles = stderr
        .lines()
        .find_map(|l| l.strip_prefix("cycles: "))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| format!("no cycle count in:\n{stderr}"))?;
    Ok((String::from_utf8_lossy(&out.stdout).into_owned(), cycles))
}

/// One kernel's variants: (name, text) pairs, unpipelined then pipelined
/// for each capacity.
fn variants(opt: &Path, kernel: &[u8]) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for &n in CAPACITIES {
        for (tag, extra) in [
            ("", None),
            ("+pipeline", Some("--affine-pipeline-data-transfer")),
        ] {
            let mut cmd = Command::new(opt);
            cmd.arg(copy_generate(n)).args(extra).arg("-");
            let text = pipe(&mut cmd, kernel).map_err(|e| format!("mlir-opt failed: {e}"))?;
            out.push((
                format!("capacity {n}{tag}"),
                String::from_utf8_lossy(&text).into_owned(),
            ));
        }
    }
    Ok(out)
}

/// What one kernel's variants showed: their texts and whether pipelining
/// saved cycles in at least one of them.
struct Seen {
    texts: Vec<String>,
    pipelining_helped: bool,
}

/// Runs every variant of `kernel`.
fn check(up: &common::Runner, opt: &Path, kernel: &Path) -> Result<Seen, String> {
    let text = std::fs::read(kernel).map_err(|e| e.to_string())?;
    let expected = up.run(LOWER_TO_LLVM, &text)?;
    if expected.is_empty() {
        return Err("mlir-runner printed nothing".into());
    }
    let all = variants(opt, &text)?;
    let mut problems = Vec::new();
    let mut cycles = Vec::new();
    for (name, v) in &all {
        match simulate(v) {
            Ok((stdout, c)) if stdout == expected => cycles.push(c),
            Ok((stdout, _)) => {
                problems.push(format!("{name}: stdout differs from mlir-runner's\n--- mlir-runner:\n{expected}--- rmlir-sim:\n{stdout}"));
                cycles.push(0);
            }
            Err(e) => {
                problems.push(format!("{name}: {e}\n--- variant:\n{v}"));
                cycles.push(0);
            }
        }
    }
    let mut pipelining_helped = false;
    for (pair, names) in cycles.chunks(2).zip(all.chunks(2)) {
        pipelining_helped |= pair[1] > 0 && pair[1] < pair[0];
        if pair[0] > 0 && pair[1] > pair[0] {
            problems.push(format!(
                "{} takes {} cycles, more than {} ({})",
                names[1].0, pair[1], names[0].0, pair[0]
            ));
        }
    }
    match problems.is_empty() {
        true => Ok(Seen {
            texts: all.into_iter().map(|(_, v)| v).collect(),
            pipelining_helped,
        }),
        false => Err(problems.join("\n")),
    }
}

#[test]
fn every_upstream_dma_variant_prints_what_mlir_runner_prints() {
    let test = "every_upstream_dma_variant_prints_what_mlir_runner_prints";
    let Some(up) = mlir_runner(test) else { return };
    let Some(opt) = tool("mlir-opt", test) else {
        return;
    };
    let files: Vec<PathBuf> = KERNELS
        .iter()
        .map(|k| repo_path(&format!("tests/dma/upstream/{k}.mlir")))
        .collect();
    let seen = std::sync::Mutex::new(Vec::new());
    assert_all_pass(&files, "kernels have a variant that fails", |f| {
        let v = check(&up, &opt, f)?;
        seen.lock().unwrap().push((f.to_path_buf(), v));
        Ok(())
    });
    let seen = seen.into_inner().unwrap();
    // Pipelining must really overlap copies somewhere, or the cycle check
    // above would hold trivially.
    for (f, s) in &seen {
        assert!(
            s.pipelining_helped,
            "{}: no capacity where the pipelined variant is faster",
            f.display()
        );
    }
    let texts: Vec<String> = seen.into_iter().flat_map(|(_, s)| s.texts).collect();
    let has = |f: &dyn Fn(&str) -> bool| texts.iter().any(|t| t.lines().any(f));
    assert!(
        has(&|l| l.contains("affine.dma_wait") && l.contains("mod 2")),
        "no variant has a double-buffered affine.dma_wait"
    );
    // A strided copy-out: fast (space 1) source, slow destination, with
    // the two stride operands after the tag.
    assert!(
        has(&|l| {
            l.contains("affine.dma_start")
                && l.split(" : ")
                    .nth(1)
                    .is_some_and(|t| t.starts_with("memref<8x8xf32, 1>"))
                && l.split(" : ").next().is_some_and(|o| {
                    o.rsplit(']')
                        .next()
                        .is_some_and(|tail| tail.matches('%').count() == 3)
                })
        }),
        "no variant has a strided copy-out"
    );
}
