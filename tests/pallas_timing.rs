//! Whole-call cycle counts of Pallas kernels, derived by hand from
//! `docs/pallas.md` (the driver a call gets) and `docs/timing.md` (the
//! rules), on the default target `configs/tpu.toml`, and checked exactly
//! against `rmlir-sim`: two one-step calls and the two-step grid of the
//! corpus kernel `add_grid`.

mod common;

use common::{our_bin, repo_path, run};
use std::process::Command;

/// The `cycles: N` line of a run of `module` on `inputs` copies of
/// `tests/pallas_checks/x.npy`.
fn cycles(module: &str, inputs: usize) -> u64 {
    let x = repo_path("tests/pallas_checks/x.npy");
    cycles_on(module, &vec![x; inputs])
}

/// The `cycles: N` line of a run of `module` on the `.npy` files `inputs`.
fn cycles_on(module: &str, inputs: &[std::path::PathBuf]) -> u64 {
    let out = std::env::temp_dir().join(format!(
        "rmlir-pallas-timing-{}-{}",
        std::process::id(),
        module.replace('/', "_")
    ));
    std::fs::create_dir_all(&out).expect("temp dir");
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(repo_path(module)).arg("--output-dir").arg(&out);
    for (i, x) in inputs.iter().enumerate() {
        cmd.arg("--input").arg(format!("{i}={}", x.display()));
    }
    let o = run(&mut cmd, None);
    let _ = std::fs::remove_dir_all(&out);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    err.lines()
        .find_map(|l| l.strip_prefix("cycles: "))
        .and_then(|l| l.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no cycles line in\n{err}"))
}

/// `copy.mlir`: one (8, 128) f32 block in, copied out.
///
/// * The driver allocates the result (HBM), two VMEM buffers for each of
///   the 2 operands and the tag array: A = 6 `memref.alloc`s on the
///   alloc pipeline (latency 1, ii 1), issued at 0..5; the tags are ready
///   at 6.
/// * The input's `dma_start` issues at 6. A contiguous 4096-byte block:
///   F = setup 200 + 1 descriptor * 8 + ceil(4096 / 512) = 8 bursts * 1 =
///   216, then ceil(4096 / (45000/47)) = 5 cycles of bytes: T = 221, done
///   at 6 + 221 = 227.
/// * Its `dma_wait` issues at 227, and `func.call` beside it (issue width
///   2, another pipeline); the next cycle is 228.
/// * The body: `vector.load` (one 8 x 128 tile) at 228, its value ready
///   at 228 + load latency 1 + VMEM latency 4 = 233; `vector.store` and
///   the kernel's `return` issue at 233.
/// * The output's `dma_start` at 234, done at 234 + 221 = 455; its
///   `dma_wait` and the driver's `return` issue at 455.
/// * Total: last issue + 1 = 456.
#[test]
fn copy_takes_456_cycles() {
    assert_eq!(cycles("tests/pallas_checks/copy.mlir", 1), 456);
}

/// `add.mlir`: two (8, 128) f32 blocks in, their sum out.
///
/// * A = 8 allocs (result, 2 buffers x 3 operands, tags) at 0..7.
/// * Input 0's `dma_start` at 8 on engine 0; input 1's at 9 (the `dma`
///   pipeline has ii 1) on engine 1 (least loaded). Their bytes start
///   moving at 8 + 216 = 224 and 225.
/// * In [224, 225) input 0 moves alone at 45000/47 B/cycle: 45000/47 B.
///   From 225 both read HBM: each min(45000/47, (45000/47) / 2, 4096 / 2)
///   = 22500/47 B/cycle. Input 0 has 4096 - 45000/47 = 147512/47 B left:
///   147512/22500 = 6.56 cycles, so it completes at ceil(231.56) = 232.
///   Input 1 has moved 7 * 22500/47 B by then; its last 35012/47 B move
///   alone at 45000/47 B/cycle: 0.76 cycles, complete at 233.
/// * `dma_wait`s at 232 and 233; `func.call` at 233 beside the second.
/// * The two loads at 234 and 235 (one load pipeline, ii 1), ready at 239
///   and 240; `arith.addf` (vector `float_add`, latency 2) at 240, ready
///   242; `vector.store` and `return` at 242.
/// * The output's `dma_start` at 243, done 243 + 221 = 464; `dma_wait` and
///   `return` at 464. Total: 465.
#[test]
fn add_takes_465_cycles() {
    assert_eq!(cycles("tests/pallas_checks/add.mlir", 2), 465);
}

/// `add_grid`: two (8, 128) f32 inputs and one output, grid (2,), block
/// index `(i, 0)` for all three. Every transfer is a contiguous 4096-byte
/// block, T = 221 when it moves alone, and no two ever move at once, so
/// the call is the three transfers on the critical path plus the
/// bookkeeping between them (`docs/pallas.md` § Checked by hand, where
/// each term is counted op by op):
///
/// * A = 13: the prologue's 8 allocs, `transform_0`'s call and return,
///   the block's offsets (two casts, two multiplies), then x0's
///   `dma_start` at 13; y0's at 19. x0 moves [229, 234), y0 [235, 240).
/// * Step 0 waits for x0 at 234; B = 28 cycles of bookkeeping later (x1
///   started at 245, the wait for y0 at 250, already done) y1 starts at
///   262; it moves [478, 483).
/// * Step 1 waits for y1 at 483 (x1 landed at 466); C = 31 cycles later
///   (block-index compares, `transform_2`'s calls, the kernel's 3 loads,
///   add and store, the write-back's offsets) o1 starts at 514, done at
///   735; the drain waits for it, and the run ends at 736.
///
/// Total: A + T + B + T + C + T + 1 = 13 + 221 + 28 + 221 + 31 + 221 + 1.
#[test]
fn add_grid_takes_736_cycles() {
    let ins: Vec<_> = (0..2)
        .map(|i| repo_path(&format!("tests/pallas/add_grid.in{i}.npy")))
        .collect();
    assert_eq!(
        cycles_on("tests/pallas/add_grid.mlir", &ins),
        13 + 221 + 28 + 221 + 31 + 221 + 1
    );
}
