//! Faults of the simulated program through `rmlir-sim` (issue #4, proof 4):
//! each kernel of `tests/faults/` commits one fault, and the test pins the
//! whole rendered diagnostic (`file:line:col: error: message`, the source
//! line, the caret, the notes), the exit status 1 and the absence of a
//! panic. Bad target files and bad `--set` values take the same path.
//! These messages are what a user sees; a change to one should be a
//! deliberate improvement.

mod common;

use common::{our_bin, run};
use std::path::Path;
use std::process::Command;

/// Runs `rmlir-sim -q ARGS tests/faults/KERNEL` from the package root and
/// returns (exit code, stdout, stderr).
fn sim(args: &[&str], kernel: &str) -> (Option<i32>, String, String) {
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
            .arg("-q")
            .args(args)
            .arg(format!("tests/faults/{kernel}")),
        None,
    );
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

/// Asserts that the run fails with exactly `want` on stderr.
fn fails_with(args: &[&str], kernel: &str, want: &str) {
    let (code, stdout, stderr) = sim(args, kernel);
    assert!(!stderr.contains("panicked"), "panic:\n{stderr}");
    assert_eq!(code, Some(1), "exit status; stderr:\n{stderr}");
    assert_eq!(stdout, "", "no program output after a fault");
    assert_eq!(stderr, want);
}

#[test]
fn out_of_bounds_index_names_indices_and_shape() {
    fails_with(
        &[],
        "out_of_bounds.mlir",
        "\
tests/faults/out_of_bounds.mlir:6:8: error: out-of-bounds access: index [2, 9] into shape [4, 8]
  %v = memref.load %buf[%c2, %c9] : memref<4x8xf32, 1>
       ^
",
    );
}

#[test]
fn use_after_dealloc_points_at_the_dealloc_and_the_alloc() {
    fails_with(
        &[],
        "use_after_dealloc.mlir",
        "\
tests/faults/use_after_dealloc.mlir:7:3: error: use of a memref after its buffer was deallocated
  memref.store %one, %buf[%c0] : memref<4xf32, 1>
  ^
tests/faults/use_after_dealloc.mlir:6:3: note: deallocated here
  memref.dealloc %buf : memref<4xf32, 1>
  ^
tests/faults/use_after_dealloc.mlir:5:10: note: allocated here
  %buf = memref.alloc() : memref<4xf32, 1>
         ^
",
    );
}

#[test]
fn division_by_zero() {
    fails_with(
        &[],
        "division_by_zero.mlir",
        "\
tests/faults/division_by_zero.mlir:7:8: error: integer division by zero
  %q = arith.divsi %seven, %zero : i32
       ^
",
    );
}

#[test]
fn index_division_by_zero() {
    fails_with(
        &[],
        "index_division_by_zero.mlir",
        "\
tests/faults/index_division_by_zero.mlir:8:8: error: integer division by zero
  %q = index.floordivs %seven, %zero
       ^
",
    );
}

#[test]
fn core_load_from_a_dma_only_space() {
    fails_with(
        &[],
        "core_load_from_hbm.mlir",
        "\
tests/faults/core_load_from_hbm.mlir:6:8: error: the core cannot load from memory space 'hbm': only DMA engines may access it; copy the data with memref.dma_start into a space it may access ('vmem', 'smem', 'sem'); a memref that names no memory space lives in the default space 'hbm': to run it anyway, pass `--set target.default_space=vmem`
  %v = memref.load %buf[%c0] : memref<16xf32>
       ^
",
    );
}

#[test]
fn capacity_exceeded_names_space_request_use_and_capacity() {
    fails_with(
        &["--set", "memory.vmem.capacity=4 KiB"],
        "capacity.mlir",
        "\
tests/faults/capacity.mlir:4:8: error: allocation of 3072 bytes exceeds the capacity of memory space 'vmem': 3072 of 4096 bytes are in use
  %b = memref.alloc() : memref<768xf32, 1>
       ^
",
    );
    // Both buffers fit in 6 KiB.
    let (code, _, stderr) = sim(&["--set", "memory.vmem.capacity=6 KiB"], "capacity.mlir");
    assert_eq!(code, Some(0), "{stderr}");
}

#[test]
fn dma_wait_on_a_tag_nothing_completes_is_a_deadlock() {
    fails_with(
        &[],
        "deadlock.mlir",
        "\
tests/faults/deadlock.mlir:10:3: error: deadlock: no pending DMA completes tag element [1], so this dma_wait would block forever
  memref.dma_wait %tag[%c1], %n : memref<2xi32, 3>
  ^
tests/faults/deadlock.mlir:9:3: note: a DMA pending on another tag element was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  ^
",
    );
}

#[test]
fn dma_wait_with_nothing_pending_is_a_deadlock() {
    fails_with(
        &[],
        "wait_without_dma.mlir",
        "\
tests/faults/wait_without_dma.mlir:6:3: error: deadlock: no pending DMA completes tag element [0], so this dma_wait would block forever (no DMA is pending at all)
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 3>
  ^
",
    );
}

#[test]
fn dma_between_unconnected_spaces() {
    fails_with(
        &[],
        "no_dma_route.mlir",
        "\
tests/faults/no_dma_route.mlir:8:3: error: no DMA engine of target 'tpu-like' connects memory space 'hbm' to 'sem'
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<4xi32>, memref<4xi32, 3>, memref<1xi32, 3>
  ^
",
    );
}

#[test]
fn dma_out_of_bounds_names_the_side() {
    fails_with(
        &[],
        "dma_out_of_bounds.mlir",
        "\
tests/faults/dma_out_of_bounds.mlir:9:3: error: out-of-bounds DMA source: elements [8, 24) starting at index [8] fall outside a buffer of 16 elements
  memref.dma_start %src[%c8], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
",
    );
}

#[test]
fn overlapping_pending_dmas_race() {
    fails_with(
        &[],
        "overlapping_dmas.mlir",
        "\
tests/faults/overlapping_dmas.mlir:11:3: error: race: this op writes a buffer region another pending DMA uses; the data lands only when the DMA completes, and only a matching dma_wait orders it
  memref.dma_start %src[%c0], %dst[%c4], %n, %tag[%c1] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  ^
tests/faults/overlapping_dmas.mlir:10:3: note: the DMA was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<2xi32, 3>
  ^
",
    );
}

#[test]
fn dma_wait_element_count_must_match() {
    fails_with(
        &[],
        "wait_count.mlir",
        "\
tests/faults/wait_count.mlir:10:3: error: dma_wait waits for 8 elements, but the DMAs pending on this tag move 16
  memref.dma_wait %tag[%c0], %half : memref<1xi32, 3>
  ^
tests/faults/wait_count.mlir:9:3: note: a DMA of 16 elements was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
",
    );
}

#[test]
fn max_cycles_exceeded() {
    fails_with(
        &["--max-cycles", "100", "--set", "target.default_space=vmem"],
        "max_cycles.mlir",
        "\
tests/faults/max_cycles.mlir:8:10: error: the run exceeded --max-cycles=100 (now at cycle 101)
    %m = arith.muli %acc, %three : i32
         ^
",
    );
}

const RACE_READ: &str = "\
tests/faults/race_read_destination.mlir:10:8: error: race: this op reads the destination of a DMA that has not been waited for; the data lands only when the DMA completes, and only a matching dma_wait orders it
  %v = memref.load %dst[%c4] : memref<16xf32, 1>
       ^
tests/faults/race_read_destination.mlir:9:3: note: the DMA was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
";

#[test]
fn race_reading_a_dma_destination_names_both_ops() {
    fails_with(&[], "race_read_destination.mlir", RACE_READ);
}

#[test]
fn race_writing_a_dma_source_names_both_ops() {
    fails_with(
        &[],
        "race_write_source.mlir",
        "\
tests/faults/race_write_source.mlir:11:3: error: race: this op writes the source of a DMA that has not been waited for; the data lands only when the DMA completes, and only a matching dma_wait orders it
  memref.store %one, %src[%c4] : memref<16xf32, 1>
  ^
tests/faults/race_write_source.mlir:10:3: note: the DMA was started here
  memref.dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<16xf32, 1>, memref<16xf32, 1>, memref<1xi32, 3>
  ^
",
    );
}

#[test]
fn races_warn_reports_and_continues() {
    let (code, stdout, stderr) = sim(&["--races=warn"], "race_read_destination.mlir");
    assert_eq!(code, Some(0), "{stderr}");
    // The load ran before the DMA landed, so @main returns the buffer's
    // initial zero.
    assert_eq!(stdout, "0\n");
    assert_eq!(stderr, RACE_READ.replacen(": error: ", ": warning: ", 1));
    let (code, _, stderr) = sim(&["--races=off"], "race_write_source.mlir");
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
}

#[test]
fn fault_in_a_called_function_shows_the_call_stack() {
    fails_with(
        &[],
        "fault_in_callee.mlir",
        "\
tests/faults/fault_in_callee.mlir:3:8: error: out-of-bounds access: index [4] into shape [4]
  %v = memref.load %buf[%i] : memref<4xf32, 1>
       ^
tests/faults/fault_in_callee.mlir:8:8: note: called from here (in @outer)
  %v = func.call @inner(%buf, %c4) : (memref<4xf32, 1>, index) -> f32
       ^
tests/faults/fault_in_callee.mlir:13:8: note: called from here (in @main)
  %v = func.call @outer(%buf) : (memref<4xf32, 1>) -> f32
       ^
",
    );
}

#[test]
fn bad_target_file_is_a_located_diagnostic() {
    fails_with(
        &["--target", "tests/faults/bad_target.toml"],
        "capacity.mlir",
        "\
tests/faults/bad_target.toml:9:1: error: unknown key `capcity` (did you mean `capacity`?); expected one of `ids`, `capacity`, `read_bandwidth`, `write_bandwidth`, `latency`, `banks`, `bank_interleave`, `ports`, `bank_busy`, `alignment`, `core_access`, `energy_per_byte`
capcity = \"1 MiB\"
^~~~~~~
",
    );
}

#[test]
fn bad_set_names_the_argument() {
    fails_with(
        &["--set", "dma.main.engins=4"],
        "capacity.mlir",
        "--set dma.main.engins=4: error: unknown key `engins` (did you mean `engines`?); expected one of `engines`, `queues`, `bandwidth`, `setup_latency`, `descriptor_overhead`, `burst_overhead`, `max_burst`, `max_outstanding`, `connects`, `select`, `energy_per_byte`\n",
    );
    fails_with(
        &["--set", "memory.vmem.capacity=lots"],
        "capacity.mlir",
        "--set memory.vmem.capacity=lots: error: `lots` does not start with a number\n",
    );
}

#[test]
fn ub_unreachable_reached_is_a_located_fault() {
    fails_with(
        &[],
        "ub_unreachable.mlir",
        "\
tests/faults/ub_unreachable.mlir:8:3: error: reached ub.unreachable: this path is undefined behaviour
  ub.unreachable
  ^
tests/faults/ub_unreachable.mlir:14:8: note: called from here (in @main)
  %b = func.call @pick(%m) : (i32) -> i32
       ^
",
    );
}
