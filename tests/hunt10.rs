//! Defects found by the tenth hunt, each kept as a regression case. The
//! kernels and targets are generated here, not kept under `tests/`.
//!
//! - `memref.dma_wait` landed a transfer's data on the host before the
//!   `--max-cycles` check after the op: a 2^31-byte transfer copied 2 GB
//!   (10 to 25 s) to then report the budget. The wait now checks the
//!   budget once the clock reaches the transfer's end, before the copy.
//! - A lane of `vector.transfer_read`/`transfer_write` at a negative
//!   index was padding (or skipped); upstream masks only the high side,
//!   and `mlir-runner` 22 reads memory before the buffer. It now faults.
//! - Every memref type's space was found by a scan of all `ids`: a
//!   million ids made preparing 2,000 allocations take 25 s. A target
//!   also rendered every error with its whole source line: 300,000
//!   repeated ids on one line took 22 GB before the first was printed;
//!   it now reports 20 and counts the rest.
//!
//! Nothing here times anything.

mod common;

use common::{our_bin, run, Scratch};
use std::process::{Command, Output};

/// `rmlir-sim -q` with `args` on kernel `text` (vmem is the default
/// space), under `engine`.
fn sim(dir: &Scratch, name: &str, text: &str, engine: &str, args: &[&str]) -> Output {
    let k = dir.0.join(name);
    std::fs::write(&k, text).expect("write kernel");
    run(
        Command::new(our_bin("rmlir-sim"))
            .args([
                "-q",
                "--engine",
                engine,
                "--set",
                "target.default_space=vmem",
            ])
            .args(args)
            .arg(&k),
        None,
    )
}

/// The standard error of `out`, which must have failed with status 1 and
/// no panic.
fn failure(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// A kernel filling `memref<8xi32>` with 0..8, then `body`.
fn vec_kernel(body: &str) -> String {
    format!(
        "func.func @main() {{\n  %m = memref.alloc() : memref<8xi32>\n  \
         %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  \
         %c8 = arith.constant 8 : index\n  scf.for %i = %c0 to %c8 step %c1 {{\n    \
         %v = arith.index_cast %i : index to i32\n    \
         memref.store %v, %m[%i] : memref<8xi32>\n  }}\n  \
         %neg = arith.constant -2 : index\n  %p = arith.constant -1 : i32\n  \
         %pv = arith.constant dense<-1> : vector<4xi32>\n  \
         %hi = arith.constant dense<[false, false, true, true]> : vector<4xi1>\n\
         {body}  return\n}}\n"
    )
}

#[test]
fn a_negative_transfer_index_faults_and_masked_off_lanes_do_not() {
    let dir = Scratch::new("hunt10-neg");
    // Upstream (VectorOps.td): transfers run out of bounds only as the
    // index increases; lanes -2 and -1 are before the buffer.
    let read = "  %r = vector.transfer_read %m[%neg], %p : memref<8xi32>, vector<4xi32>\n  \
                vector.print %r : vector<4xi32>\n";
    let write = "  vector.transfer_write %pv, %m[%neg] : vector<4xi32>, memref<8xi32>\n";
    for (name, body, line) in [("r.mlir", read, "14:8"), ("w.mlir", write, "14:3")] {
        for engine in ["interp", "jit"] {
            let err = failure(&sim(&dir, name, &vec_kernel(body), engine, &[]));
            let want = format!("{name}:{line}: error: out-of-bounds access");
            assert!(err.contains(&want), "{err}");
            assert!(err.contains("index [-2] into shape [8]"), "{err}");
        }
    }
    // Lanes the mask turns off touch nothing: lanes 0 and 1 (indices -2
    // and -1) take the padding -1, lanes 2 and 3 read m[0] = 0, m[1] = 1.
    let masked = "  %r = vector.transfer_read %m[%neg], %p, %hi : memref<8xi32>, vector<4xi32>\n  \
                  vector.print %r : vector<4xi32>\n";
    for engine in ["interp", "jit"] {
        let out = sim(&dir, "m.mlir", &vec_kernel(masked), engine, &[]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "( -1, -1, 0, 1 )\n");
    }
}

/// A kernel copying `n` bytes from HBM to VMEM by one DMA and waiting.
fn dma_kernel(n: u64) -> String {
    format!(
        "func.func @main() {{\n  %c0 = arith.constant 0 : index\n  \
         %n = arith.constant {n} : index\n  %a = memref.alloc() : memref<{n}xi8, 0>\n  \
         %b = memref.alloc() : memref<{n}xi8, 1>\n  %tag = memref.alloc() : memref<1xi32, 2>\n  \
         memref.dma_start %a[%c0], %b[%c0], %n, %tag[%c0] : memref<{n}xi8, 0>, \
         memref<{n}xi8, 1>, memref<1xi32, 2>\n  \
         memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>\n  return\n}}\n"
    )
}

/// The cycle a `--max-cycles` diagnostic says the run is at.
fn now_at(err: &str) -> u64 {
    let tail = err.split("(now at cycle ").nth(1).expect("a cycle count");
    tail.split(')').next().unwrap().parse().expect("a number")
}

/// `configs/README.md` § dma on `dma.main` of `configs/tpu.toml`: 200 +
/// one descriptor × 8 + ceil(n / 512) bursts × 1 + ceil(n / bandwidth),
/// the bandwidth 900 GB/s at 940 MHz = 45000/47 bytes a cycle (HBM's and
/// the engine's; VMEM's 4096 is larger).
fn transfer_cycles(n: u64) -> u64 {
    200 + 8 + n.div_ceil(512) + (n * 47).div_ceil(45000)
}

#[test]
fn a_dma_past_the_budget_stops_before_the_host_copies_its_data() {
    let dir = Scratch::new("hunt10-dma");
    let set = [
        "--set",
        "memory.vmem.capacity=\"4 GiB\"",
        "--max-cycles",
        "1000",
    ];
    let (small, big) = (1u64 << 20, 1u64 << 31);
    for engine in ["interp", "jit"] {
        let e1 = failure(&sim(&dir, "s.mlir", &dma_kernel(small), engine, &set));
        let e2 = failure(&sim(&dir, "b.mlir", &dma_kernel(big), engine, &set));
        for e in [&e1, &e2] {
            assert!(
                e.contains(":8:3: error: the run exceeded --max-cycles=1000"),
                "{e}"
            );
        }
        // The ops before the transfer take the same cycles in both runs.
        let diff = transfer_cycles(big) - transfer_cycles(small);
        assert_eq!(now_at(&e2) - now_at(&e1), diff, "{e1}\n{e2}");
    }
    // No child touched the 2 GiB destination: the largest resident set
    // of any child so far is far below it.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: getrusage writes the struct it is given.
    assert_eq!(unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) }, 0);
    assert!(u.ru_maxrss < 512 * 1024, "a child held {} KiB", u.ru_maxrss);
}

#[test]
fn a_target_reports_twenty_errors_and_counts_the_rest() {
    let dir = Scratch::new("hunt10-ids");
    let text = std::fs::read_to_string(common::repo_path("configs/tpu.toml")).expect("tpu");
    let line = "ids = [0, \"#tpu.memory_space<hbm>\"";
    let dup = format!(
        "ids = [0, {}\"#tpu.memory_space<hbm>\"",
        "7, ".repeat(100_000)
    );
    assert!(text.contains(line), "configs/tpu.toml's hbm ids moved");
    let t = dir.0.join("dup.toml");
    std::fs::write(&t, text.replacen(line, &dup, 1)).expect("write");
    let k = dir.0.join("k.mlir");
    std::fs::write(&k, "func.func @main() {\n  return\n}\n").expect("write");
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg("--target")
            .arg(&t)
            .arg(&k),
        None,
    );
    let err = failure(&out);
    // tpu.toml's integer ids are 0 to 3: the first seven selects hbm and
    // each of the 99,999 after it repeats it, 20 of them shown.
    assert_eq!(
        err.matches("error: memory-space id `7` already selects")
            .count(),
        20
    );
    assert!(
        err.contains("99979 more errors are not shown"),
        "{}",
        &err[err.len() - 300..]
    );
}
