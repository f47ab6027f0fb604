//! Forwarding in the JIT's tight copy (`sim/src/jit/forward.rs`): a load
//! that reads, one iteration on, the bytes a later access of the body
//! read or wrote takes that access's value instead of loading, where the
//! indices match one step apart through one memref and the entry proves,
//! on the addresses, that every store in between leaves those bytes
//! alone; and the tight copy counted with one compare
//! (`sim/src/jit/tight.rs`). Each kernel runs on the basic target's
//! banked sram under the JIT and is compared, on output, diagnostics,
//! exit status and report (cycles, stalls, steps), with the interpreter
//! and with a traced interpreter run, which issues every op and never
//! uses the memo; its values are also compared with what `mlir-runner`
//! prints for it. The kernels where a load must not be forwarded (a
//! second store through a subview or a cast of the same buffer, or
//! through the same memref at an offset only the run knows, a load two
//! iterations back, the other neighbour of a downward sweep) would print
//! other values if it were.

mod common;

use common::{engines_agree, mlir_runner, same_as_traced, Ran, LOWER_TO_LLVM};

/// The basic target with every buffer in its sram (4 banks of 4 bytes),
/// where a loop's accesses repeat their banks and its plans count in the
/// tight copy.
const FLAGS: [&str; 4] = [
    "--target",
    "tests/timing/basic.toml",
    "--set",
    "target.default_space=sram",
];

/// Runs `tests/jit_forward/KERNEL` under both engines and traced, asserts
/// all three agree on everything but the engine lines and that the values
/// are `mlir-runner`'s (when it is installed), and returns the JIT's run.
fn checked(kernel: &str, test: &str) -> Ran {
    let path = format!("tests/jit_forward/{kernel}");
    let r = engines_agree(&path, "jit", "interp", &FLAGS);
    same_as_traced(&path, &FLAGS, &r);
    assert_eq!(r.code, 0, "{kernel}: {}", r.err);
    if let Some(up) = mlir_runner(test) {
        let text = std::fs::read(&path).expect("the kernel");
        let theirs = up.run(LOWER_TO_LLVM, &text).expect("mlir-runner runs it");
        assert_eq!(r.out, theirs, "{kernel}: mlir-runner");
    }
    r
}

#[test]
fn a_gauss_seidel_line_and_grid_forward_their_west_and_centre_loads() {
    // Both forwarded loads (the centre from the east load, the west from
    // the store) change the checksum when given a wrong value.
    let test = "a_gauss_seidel_line_and_grid_forward_their_west_and_centre_loads";
    assert_eq!(checked("line.mlir", test).out, "-1069183902\n");
    assert_eq!(checked("grid.mlir", test).out, "1034254156\n");
}

#[test]
fn a_second_store_through_a_subview_or_a_cast_of_the_buffer_is_not_forwarded_across() {
    // A[j] + 5 rewritten through V (a subview from element 1) or B (a
    // reinterpret_cast): both kernels compute the same values.
    let test = "a_second_store_through_a_subview_or_a_cast_of_the_buffer_is_not_forwarded_across";
    assert_eq!(checked("subview_alias.mlir", test).out, "-1821106219\n");
    assert_eq!(checked("cast_alias.mlir", test).out, "-1821106219\n");
}

#[test]
fn a_store_at_an_offset_only_the_run_knows_decides_at_the_entry() {
    // d = 0: the second store rewrites the forwarded bytes; d = 3: not.
    let test = "a_store_at_an_offset_only_the_run_knows_decides_at_the_entry";
    assert_eq!(checked("runtime_offset.mlir", test).out, "-1221931026\n");
    // d = -1, 0, 1 in turn, each sweep through the tight copy: only the
    // entry's check on the second store's address keeps the loads of
    // A[j-1] and A[j] from taking a value it has since overwritten.
    assert_eq!(checked("runtime_store.mlir", test).out, "2046525885\n");
}

#[test]
fn a_load_two_iterations_back_and_a_downward_sweep_take_only_their_own_neighbours() {
    let test = "a_load_two_iterations_back_and_a_downward_sweep_take_only_their_own_neighbours";
    assert_eq!(checked("two_back.mlir", test).out, "622685164\n");
    assert_eq!(checked("descending.mlir", test).out, "1895603990\n");
}

#[test]
fn loops_counted_with_one_compare_run_every_iteration_and_count_every_step() {
    // The iterations and steps show in the values and in the report's
    // counts, which the traced run gives.
    let test = "loops_counted_with_one_compare_run_every_iteration_and_count_every_step";
    let r = checked("counted.mlir", test);
    assert_eq!(
        r.out,
        "-2037508089311228239\n5246452884725583547\n4734070280926710555\n"
    );
}
