//! What `dma_start`/`dma_wait` do to data (Standard dialect, `004_…`,
//! "dma_start"), through `rmlir-sim`: a strided transfer strides the side
//! with the lower memory-space id (the source when both are equal), a
//! strided transfer with a short last row packs exactly its rows, a
//! transfer within one buffer reads its whole source before writing (the
//! data lands at once), the race check sees the rows of a strided source
//! and not its gaps, and a negative element count is a located fault, as
//! are strides that wrap 64 bits and a dealloc of a buffer a pending DMA
//! uses. Forty random strided transfers are checked against NumPy. Each
//! kernel in `tests/dma/` derives its expected output in its header
//! comment.

mod common;

use common::{our_bin, run};
use std::path::Path;
use std::process::Command;

/// Runs `rmlir-sim -q tests/dma/KERNEL` from the package root: (exit code,
/// stdout, stderr).
fn sim(kernel: &str) -> (Option<i32>, String, String) {
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
            .arg("-q")
            .arg(format!("tests/dma/{kernel}")),
        None,
    );
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// The printed values of a run that must succeed.
fn printed(kernel: &str) -> Vec<i64> {
    let (code, stdout, stderr) = sim(kernel);
    assert_eq!(code, Some(0), "{kernel}: {stderr}");
    stdout.lines().map(|l| l.trim().parse().unwrap()).collect()
}

#[test]
fn strided_dma_packs_its_rows_and_a_short_tail() {
    assert_eq!(
        printed("strided_tail.mlir"),
        [1, 2, 3, 6, 7, 8, 11, -1],
        "rows [1..4), [6..9), [11] of src[i] = i"
    );
}

#[test]
fn strided_copy_out_strides_the_slower_destination() {
    assert_eq!(
        printed("strided_copy_out.mlir"),
        [-1, 10, 11, -1, -1, 12, 13, -1, -1, 14, -1, -1],
        "rows slow[1..3), slow[5..7), slow[9] of fast = 10..14"
    );
}

/// The same kernel with the target's named spaces: HBM lists id 0 and
/// VMEM id 1 in `configs/tpu.toml`, so HBM is still the strided side.
#[test]
fn named_memory_spaces_order_by_their_integer_ids() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("tests/dma/strided_copy_out.mlir")).unwrap();
    let named = text
        .replace("xi32, 1>", "xi32, #tpu.memory_space<vmem>>")
        .replace("xi32, 3>", "xi32, #tpu.memory_space<semaphore_mem>>")
        .replace("memref<12xi32>", "memref<12xi32, #tpu.memory_space<hbm>>");
    assert!(!named.contains(", 1>") && named.contains("<hbm>>"));
    let out = run(
        Command::new(our_bin("rmlir-sim")).args(["-q", "-"]),
        Some(named.as_bytes()),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let got: Vec<i64> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().parse().unwrap())
        .collect();
    assert_eq!(got, [-1, 10, 11, -1, -1, 12, 13, -1, -1, 14, -1, -1]);
}

#[test]
fn dma_within_one_buffer_reads_the_source_before_writing() {
    assert_eq!(
        printed("same_buffer.mlir"),
        [0, 1, 0, 1, 2, 2, 3, 8, 9, 9, 10, 11]
    );
}

#[test]
fn race_check_sees_strided_rows_not_gaps() {
    let (code, stdout, stderr) = sim("strided_race.mlir");
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "\
tests/dma/strided_race.mlir:15:3: error: race: this op writes the source of a DMA that has not been waited for; the data lands only when the DMA completes, and only a matching dma_wait orders it
  memref.store %one, %src[%c5] : memref<8xf32, 1>
  ^
tests/dma/strided_race.mlir:13:3: note: the DMA was started here
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %c4, %c2 : memref<8xf32, 1>, memref<4xf32, 1>, memref<1xi32, 3>
  ^
"
    );
}

#[test]
fn negative_element_count_is_a_fault_not_a_panic() {
    let (code, _, stderr) = sim("negative_count.mlir");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(code, Some(1));
    assert_eq!(
        stderr,
        "\
tests/dma/negative_count.mlir:8:3: error: a DMA cannot move a negative number of elements (-1)
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32, 1>, memref<16xf32>, memref<1xi32, 3>
  ^
"
    );
}

/// The expected stderr of a kernel that must fail: exit 1, no panic.
fn fails_with(kernel: &str, want: &str) {
    let (code, stdout, stderr) = sim(kernel);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(code, Some(1), "{kernel}: {stderr}");
    assert_eq!(stdout, "");
    assert_eq!(stderr, want);
}

#[test]
fn a_stride_that_wraps_64_bits_is_out_of_bounds() {
    fails_with(
        "wrap_stride.mlir",
        "\
tests/dma/wrap_stride.mlir:14:3: error: out-of-bounds DMA source: elements [4611686018427387905, 4611686018427387906) starting at index [0] fall outside a buffer of 16 elements
  memref.dma_start %src[%c0], %dst[%c0], %c4, %tag[%c0], %stride, %c1 : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
",
    );
    fails_with(
        "wrap_stride_out.mlir",
        "\
tests/dma/wrap_stride_out.mlir:13:3: error: out-of-bounds DMA destination: elements [9223372036854775807, 9223372036854775808) starting at index [0] fall outside a buffer of 8 elements
  memref.dma_start %fast[%c0], %slow[%c0], %c3, %tag[%c0], %stride, %c1 : memref<8xf32, 1>, memref<8xf32>, memref<1xi32, 3>
  ^
",
    );
}

#[test]
fn deallocating_a_buffer_of_a_pending_dma_is_a_located_fault() {
    for (kernel, line, operand) in [
        ("dealloc_in_flight.mlir", 10, "%src : memref<16xf32, 1>"),
        ("dealloc_tag_in_flight.mlir", 10, "%tag : memref<1xi32, 3>"),
    ] {
        fails_with(
            kernel,
            &format!(
                "\
tests/dma/{kernel}:{line}:3: error: deallocates a buffer that a DMA still uses; a dma_wait on its tag must come before the dealloc
  memref.dealloc {operand}
  ^
tests/dma/{kernel}:9:3: note: the DMA was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
"
            ),
        );
    }
}

#[test]
fn a_zero_element_dma_is_waited_for_not_a_deadlock() {
    assert_eq!(printed("zero_count.mlir"), [7]);
}

/// One random strided transfer between VMEM (space 1) and SMEM (space 2).
#[derive(Debug)]
struct Case {
    src_space: u64,
    dst_space: u64,
    src_len: u64,
    dst_len: u64,
    src_at: u64,
    dst_at: u64,
    n: u64,
    per: u64,
    stride: u64,
}

impl Case {
    /// A case from a 64-bit LCG state: spaces (1, 2), (2, 1) or (1, 1),
    /// buffers just large enough for both sides plus some slack.
    fn random(state: &mut u64) -> Case {
        let mut next = |m: u64| {
            *state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (*state >> 33) % m
        };
        let (src_space, dst_space) = [(1, 2), (2, 1), (1, 1)][next(3) as usize];
        let (n, per) = (next(12), 1 + next(4));
        let stride = per + next(4);
        let rows = n.div_ceil(per);
        // Elements the strided side spans, from its first.
        let span = if rows == 0 {
            0
        } else {
            (rows - 1) * stride + (n - (rows - 1) * per)
        };
        let (src_at, dst_at) = (next(3), next(3));
        let strided_dst = dst_space < src_space;
        let (src_need, dst_need) = if strided_dst { (n, span) } else { (span, n) };
        Case {
            src_space,
            dst_space,
            src_len: src_at + src_need + next(3) + 1,
            dst_len: dst_at + dst_need + next(3) + 1,
            src_at,
            dst_at,
            n,
            per,
            stride,
        }
    }

    fn json(&self) -> String {
        format!(
            r#"{{"src_space":{},"dst_space":{},"src_len":{},"dst_len":{},"src_at":{},"dst_at":{},"n":{},"per":{},"stride":{}}}"#,
            self.src_space,
            self.dst_space,
            self.src_len,
            self.dst_len,
            self.src_at,
            self.dst_at,
            self.n,
            self.per,
            self.stride
        )
    }

    /// The kernel: fill the source with 1000 + i and the destination with
    /// -1, run the DMA, print the destination.
    fn kernel(&self) -> String {
        let (s, d) = (
            format!("memref<{}xi64, {}>", self.src_len, self.src_space),
            format!("memref<{}xi64, {}>", self.dst_len, self.dst_space),
        );
        format!(
            "\
func.func @main() {{
  %c0 = arith.constant 0 : index
  %sa = arith.constant {src_at} : index
  %da = arith.constant {dst_at} : index
  %n = arith.constant {n} : index
  %stride = arith.constant {stride} : index
  %per = arith.constant {per} : index
  %m1 = arith.constant -1 : i64
  %src = memref.alloc() : {s}
  %dst = memref.alloc() : {d}
  %tag = memref.alloc() : memref<1xi32, 3>
  affine.for %i = 0 to {src_len} {{
    %v = affine.apply affine_map<(d0) -> (d0 + 1000)>(%i)
    %vi = arith.index_cast %v : index to i64
    affine.store %vi, %src[%i] : {s}
  }}
  affine.for %i = 0 to {dst_len} {{
    affine.store %m1, %dst[%i] : {d}
  }}
  memref.dma_start %src[%sa], %dst[%da], %n, %tag[%c0], %stride, %per : {s}, {d}, memref<1xi32, 3>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  affine.for %i = 0 to {dst_len} {{
    %v = affine.load %dst[%i] : {d}
    vector.print %v : i64
  }}
  return
}}
",
            src_at = self.src_at,
            dst_at = self.dst_at,
            n = self.n,
            stride = self.stride,
            per = self.per,
            src_len = self.src_len,
            dst_len = self.dst_len,
        )
    }
}

/// Random strided DMAs in all three space orders land exactly where NumPy
/// indexing of upstream's contract says (`tests/dma/strided_numpy.py`).
#[test]
fn random_strided_dmas_land_where_numpy_says() {
    let test = "random_strided_dmas_land_where_numpy_says";
    let Some(py) = common::python_module("numpy", "numpy", test) else {
        return;
    };
    let mut state = 0x5eed_d3a5_u64;
    let cases: Vec<Case> = (0..40).map(|_| Case::random(&mut state)).collect();
    let list = format!(
        "[{}]",
        cases.iter().map(Case::json).collect::<Vec<_>>().join(",")
    );
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dma/strided_numpy.py");
    let out = run(Command::new(py).arg(script), Some(list.as_bytes()));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected: Vec<Vec<i64>> = serde_json::from_slice(&out.stdout).expect("oracle JSON");
    for (case, want) in cases.iter().zip(expected) {
        let out = run(
            Command::new(our_bin("rmlir-sim")).args(["-q", "-"]),
            Some(case.kernel().as_bytes()),
        );
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{case:?}: {stderr}");
        let got: Vec<i64> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim().parse().unwrap())
            .collect();
        assert_eq!(got, want, "{case:?}");
    }
}
