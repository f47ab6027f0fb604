//! Compiler output of pipelines the other corpora do not cover, checked
//! against upstream LLVM 22. Each file of `tests/corpus_vector/` is what
//! `mlir-opt` makes of a source in `tests/corpus_vector/src/` with the
//! passes its `// PASSES:` header names: linalg's batch_matmul, conv,
//! pooling and generics vectorized with masks by a transform script (then
//! partly lowered), super-vectorized, unrolled and jammed, tiled with data
//! copies, peeled, tiled in parallel, and tensor programs bufferized at the
//! function boundary with their math expanded and approximated. The
//! `tensor_*` files are tensor programs (softmax, GELU, pooling, depthwise
//! conv, gathers, pads, odd integer widths, f16 and bf16) bufferized and
//! lowered by the pipelines tools use: unroll-and-jam, parallelized
//! reductions, strided metadata expanded, and vectorization whose vector ops
//! a transform library (`src/lower_vector.mlir.in`) lowers. The `nn_*`
//! files are convolution, pooling, transposed-operand and dynamic matmuls,
//! odd-shape reductions, pad and concat, and i4/i12/f16/bf16 elementwise
//! code (`src/nn_kernels*.mlir.in`), tiled, unrolled and normalized, fused
//! and coalesced, fused and tiled as parallel loops, generalized,
//! unroll-jammed and super-vectorized, and vectorized with masks by a
//! transform script, then lowered partly or with strided metadata
//! expanded, alias ops folded and arith expanded. The `narrow_memref_*`
//! files are i4, i1 and i12 elementwise generics and an i4 reduction on
//! memrefs filled and printed element by element, super-vectorized (lane
//! by lane transfers) or vectorized whole by a transform script (packed
//! rows), so vector and scalar accesses of narrow elements mix. The
//! remaining files are 64-bit integer code split into 32-bit halves by
//! `--arith-emulate-wide-int` (whose vector multiplies and carries upstream
//! can lower only after `--test-vector-linearize`, named on the file's
//! `// ORACLE:` line), buffers with tiled and permuted layouts normalized
//! with atomic updates, a reshape and a realloc expanded, and integer and
//! float powers and leading-zero counts turned into generated functions by
//! `--convert-math-to-funcs`.
//!
//! For every file: it is what `mlir-opt` generates today
//! (`tools/gen_corpus_vector.sh` regenerates them), `rmlir-sim` prints
//! what `mlir-runner` prints, and `rmlir-opt --mlir-print-op-generic`
//! prints what `mlir-opt --mlir-print-local-scope --mlir-print-op-generic`
//! prints.

mod common;

use common::{assert_all_pass, mlir_files, mlir_runner, our_bin, run, LOWER_TO_LLVM};
use std::path::{Path, PathBuf};
use std::process::Command;

/// What upstream needs before the usual pipeline: math has no lowering
/// there, a masked multi-reduction or transfer must be unmasked first, and
/// the offsets of views from tiling must become `affine.apply` before
/// `--lower-affine` runs.
const PASSES: &[&str] = &[
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--lower-vector-multi-reduction",
    "--lower-vector-mask",
    "--expand-strided-metadata",
];

/// A generated file: its path, source and passes.
struct Generated {
    path: PathBuf,
    source: String,
    passes: Vec<String>,
    /// Passes upstream needs first to lower this file (its optional third
    /// header line, `// ORACLE: --pass ...`).
    oracle: Vec<String>,
}

impl Generated {
    /// How many header lines precede the generated text.
    fn header_lines(&self) -> usize {
        2 + usize::from(!self.oracle.is_empty())
    }
}

/// The header lines of `path`: the source it came from, the passes, and
/// the passes upstream needs before lowering it, if any.
fn generated(path: PathBuf) -> Generated {
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut lines = text.lines();
    let source = lines
        .next()
        .and_then(|l| l.strip_prefix("// Generated from "))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("{} has no `// Generated from` line", path.display()))
        .to_string();
    let passes = lines
        .next()
        .and_then(|l| l.strip_prefix("// PASSES: "))
        .unwrap_or_else(|| panic!("{} has no `// PASSES:` line", path.display()))
        .split_whitespace()
        .map(String::from)
        .collect();
    let oracle = lines
        .next()
        .and_then(|l| l.strip_prefix("// ORACLE: "))
        .map(|l| l.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    Generated {
        path,
        source,
        passes,
        oracle,
    }
}

fn corpus() -> Vec<Generated> {
    let files: Vec<Generated> = mlir_files("tests/corpus_vector")
        .into_iter()
        .filter(|f| !f.components().any(|c| c.as_os_str() == "src"))
        .map(generated)
        .collect();
    assert!(
        files.len() >= 14,
        "generated files missing from tests/corpus_vector"
    );
    files
}

fn ours(bin: &str, args: &[&str], file: &Path) -> std::process::Output {
    run(Command::new(our_bin(bin)).args(args).arg(file), None)
}

/// The file is what `mlir-opt` makes of its source today.
fn current(opt: &Path, g: &Generated, text: &str) -> Result<(), String> {
    let body: String = text
        .lines()
        .skip(g.header_lines())
        .map(|l| format!("{l}\n"))
        .collect();
    let out = run(Command::new(opt).args(&g.passes).arg(&g.source), None);
    if String::from_utf8_lossy(&out.stdout) != body {
        return Err("not what mlir-opt generates from the source today; \
                    run tools/gen_corpus_vector.sh and read the diff"
            .into());
    }
    Ok(())
}

/// `rmlir-opt`'s generic form is `mlir-opt`'s.
fn generic_form(opt: &Path, f: &Path) -> Result<(), String> {
    let flags = ["--mlir-print-local-scope", "--mlir-print-op-generic"];
    let theirs = run(Command::new(opt).args(flags).arg(f), None);
    let mine = ours("rmlir-opt", &["--mlir-print-op-generic"], f);
    if !mine.status.success() || theirs.stdout != mine.stdout {
        return Err(format!(
            "generic forms differ\n--- mlir-opt:\n{}--- rmlir-opt:\n{}{}",
            String::from_utf8_lossy(&theirs.stdout),
            String::from_utf8_lossy(&mine.stdout),
            String::from_utf8_lossy(&mine.stderr)
        ));
    }
    Ok(())
}

#[test]
fn vector_corpus_is_current_prints_as_mlir_opt_and_runs_as_mlir_runner() {
    let test = "vector_corpus_is_current_prints_as_mlir_opt_and_runs_as_mlir_runner";
    let Some(up) = mlir_runner(test) else {
        return;
    };
    let corpus = corpus();
    let files: Vec<PathBuf> = corpus.iter().map(|g| g.path.clone()).collect();
    let lowering: Vec<&str> = PASSES.iter().chain(LOWER_TO_LLVM).copied().collect();
    assert_all_pass(&files, "corpus files fail", |f| {
        let g = corpus.iter().find(|g| g.path == f).expect("listed");
        let text = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
        current(&up.opt, g, &text)?;
        generic_form(&up.opt, f)?;
        let passes: Vec<&str> = g
            .oracle
            .iter()
            .map(String::as_str)
            .chain(lowering.iter().copied())
            .collect();
        let theirs = up.run(&passes, text.as_bytes())?;
        let sim = ours(
            "rmlir-sim",
            &["--quiet", "--set", "target.default_space=vmem"],
            f,
        );
        let mine = String::from_utf8_lossy(&sim.stdout);
        if !sim.status.success() || theirs != mine {
            return Err(format!(
                "--- mlir-runner:\n{theirs}--- rmlir-sim:\n{mine}{}",
                String::from_utf8_lossy(&sim.stderr)
            ));
        }
        Ok(())
    });
}
