//! Vector loads, stores and simple transfers the JIT runs inline
//! (`jit/vmem.rs`), held to the interpreter and to upstream:
//!
//! - every kernel of `tests/jit_vmem/` (whole-byte lanes of i8, i16,
//!   i32, i64, `index`, f32, f64 and bit-packed ones of i1, i4, i13,
//!   i33, which the JIT leaves to the interpreter; 1-D and 2-D vectors
//!   and transfers on static, strided, dynamic and non-unit-stride
//!   layouts; loops over every position up to the last whole row, and
//!   one past it; a transfer in flight beside the loads and one they
//!   race with; accesses over one, two and four banks; broadcast
//!   transfer reads, whose map is the constant 0) runs under both
//!   engines with the same stdout, stderr, exit status, report JSON and
//!   VCD, under each target and `--races` setting it is meant for;
//! - those upstream lowers (all but the faults, which upstream does not
//!   check, the 2-D `vector.load`s, which it does not lower, the DMAs,
//!   and packed `i33` rows, which it reads back otherwise) print what
//!   `mlir-runner` prints;
//! - the loops agree with the traced interpreter, which never runs
//!   compiled code's inline paths' timing (every op issues through the
//!   model);
//! - one past the last whole row faults as the interpreter reports it,
//!   after the rows before it ran inline; a load of a transfer's
//!   destination is the interpreter's race;
//! - `--explain-engine` counts the accesses native.

mod common;

use common::{
    engines_agree, faults_or_prints, mlir_runner, native_runtime, same_as_traced, sim_explained,
    sim_vcd, LOWER_TO_LLVM,
};
use std::path::Path;

const VMEM: [&str; 2] = ["--set", "target.default_space=vmem"];

/// The kernels that name their spaces (DMAs and banks), run on the
/// built-in target and on `tests/timing/basic.toml`; the others run with
/// `VMEM`.
const SPACED: [&str; 3] = ["banks.mlir", "dma_beside.mlir", "fault_dma.mlir"];

/// The kernels, as paths from the repository's root.
fn kernels() -> Vec<String> {
    let names = common::mlir_names_in("tests/jit_vmem");
    assert!(names.len() >= 12, "{names:?}");
    names
}

/// The flag sets kernel `name` runs under.
fn flag_sets(name: &str) -> Vec<Vec<&'static str>> {
    const BASIC: [&str; 2] = ["--target", "tests/timing/basic.toml"];
    if name == "banks.mlir" {
        // Banks busy for 3 cycles, so an access waits for the banks the
        // one before it booked.
        return vec![
            vec![],
            vec!["--set", "memory.vmem.bank_busy=3"],
            BASIC.to_vec(),
            [&BASIC[..], &["--set", "memory.sram.bank_busy=3"]].concat(),
        ];
    }
    if SPACED.contains(&name) {
        return vec![vec![], vec!["--races", "warn"], BASIC.to_vec()];
    }
    vec![VMEM.to_vec(), [&VMEM[..], &["--races", "warn"]].concat()]
}

#[test]
fn every_kernel_runs_identically_under_both_engines() {
    for name in kernels() {
        let k = format!("tests/jit_vmem/{name}");
        for flags in flag_sets(&name) {
            engines_agree(&k, "jit", "interp", &flags);
            let (jit, interp) = (sim_vcd(&k, "jit", &flags), sim_vcd(&k, "interp", &flags));
            assert!(jit.contains("$enddefinitions"), "{k}: no VCD");
            assert!(jit == interp, "{k} {flags:?}: the VCDs differ");
        }
    }
}

#[test]
fn kernels_print_what_mlir_runner_prints() {
    let Some(up) = mlir_runner("kernels_print_what_mlir_runner_prints") else {
        return;
    };
    let passes: Vec<&str> = std::iter::once("--convert-math-to-llvm")
        .chain(LOWER_TO_LLVM.iter().copied())
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let skip = ["load_2d.mlir", "narrow_i33.mlir", "dma_beside.mlir"];
    let mut checked = 0;
    for name in kernels() {
        if name.starts_with("fault_") || skip.contains(&name.as_str()) {
            continue;
        }
        let k = format!("tests/jit_vmem/{name}");
        let text = std::fs::read(root.join(&k)).expect("kernel");
        let want = up
            .run(&passes, &text)
            .unwrap_or_else(|e| panic!("{k}: {e}"));
        let flags = flag_sets(&name).swap_remove(0);
        let ran = sim_explained(&k, "jit", &flags);
        assert_eq!((ran.code, ran.out.as_str()), (0, want.as_str()), "{k}");
        checked += 1;
    }
    assert_eq!(checked, 6);
}

#[test]
fn the_loops_agree_with_the_traced_interpreter() {
    for name in [
        "types_1d.mlir",
        "load_2d.mlir",
        "transfer_2d.mlir",
        "strided.mlir",
        "banks.mlir",
        "dma_beside.mlir",
        "broadcast.mlir",
    ] {
        let k = format!("tests/jit_vmem/{name}");
        for flags in flag_sets(name) {
            let jit = sim_explained(&k, "jit", &flags);
            assert_eq!(jit.code, 0, "{k}: {}", jit.err);
            same_as_traced(&k, &flags, &jit);
        }
    }
}

#[test]
fn closed_forms() {
    // Σ i for i < 512, loaded eight lanes at a time beside the transfer.
    let k = "tests/jit_vmem/dma_beside.mlir";
    let ran = engines_agree(k, "jit", "interp", &[]);
    let zeros = "( 0, 0, 0, 0, 0, 0, 0, 0 )";
    assert_eq!(ran.out, format!("{}\n{zeros}\n", (0..512).sum::<i64>()));
    // Rows 0 to 32 of 0, 1, ..., 39, each summed and the sums summed.
    let k = "tests/jit_vmem/fault_load.mlir";
    let ran = engines_agree(k, "jit", "interp", &VMEM);
    let mut sums = Vec::new();
    let mut acc = 0i64;
    for j in 0..33i64 {
        acc += (j..j + 8).sum::<i64>();
        sums.push(format!("{acc}\n"));
    }
    assert_eq!(ran.out, sums.concat());
}

#[test]
fn one_past_the_last_row_is_the_interpreters_fault() {
    let cases = [
        // (kernel, flags, the diagnostic, lines printed before it)
        (
            "fault_load.mlir",
            &VMEM[..],
            "fault_load.mlir:18:10: error: out-of-bounds access: index [40] into shape [40]",
            33,
        ),
        (
            "fault_store.mlir",
            &VMEM[..],
            "fault_store.mlir:13:5: error: out-of-bounds access: index [2, 10] into shape [5, 10]",
            7,
        ),
        (
            "fault_transfer.mlir",
            &VMEM[..],
            "fault_transfer.mlir:17:10: error: out-of-bounds access: index [5, 6] into shape [5, 10]",
            4,
        ),
        (
            "fault_broadcast.mlir",
            &VMEM[..],
            "fault_broadcast.mlir:14:10: error: out-of-bounds access: index [10] into shape [10]",
            10,
        ),
        (
            "fault_dma.mlir",
            &[][..],
            "fault_dma.mlir:22:10: error: race: this op reads the destination of a DMA that has not been waited for",
            64,
        ),
    ];
    for (name, flags, why, lines) in cases {
        let k = format!("tests/jit_vmem/{name}");
        let ran = engines_agree(&k, "jit", "interp", flags);
        faults_or_prints(&ran, Some(why), "", &k);
        assert_eq!(ran.out.lines().count(), lines, "{k}: {}", ran.out);
    }
    // With `--races warn` the racing loads warn and go on.
    let k = "tests/jit_vmem/fault_dma.mlir";
    let ran = engines_agree(k, "jit", "interp", &["--races", "warn"]);
    assert_eq!(ran.code, 0, "{}", ran.err);
    assert!(ran.err.contains("warning: race"), "{}", ran.err);
    assert_eq!(ran.out.lines().count(), 67, "{}", ran.out);
}

#[test]
fn vector_accesses_compile_natively() {
    // (kernel, flags, native, through the runtime) of @main: the runtime
    // ones are each kernel's allocations, prints, views and return, and
    // the named others; every vector.load, vector.store and transfer
    // of a whole-byte lane type with no mask and a minor identity map is
    // native, whatever its layout (a non-unit innermost stride declines
    // at run time).
    let cases = [
        // 12 allocs, 12 prints, the return.
        ("types_1d.mlir", &VMEM[..], 132, 25),
        // 3 allocs, 4 prints, the return.
        ("load_2d.mlir", &VMEM[..], 56, 8),
        // 2 allocs, 7 prints, the return; the create_mask, the masked
        // transfer and the broadcast one.
        ("transfer_2d.mlir", &VMEM[..], 51, 13),
        // 1 alloc, 3 subviews, the cast, 5 prints, the return.
        ("strided.mlir", &VMEM[..], 71, 11),
        // 4 allocs, 6 prints, the return; the 7 loads and stores of
        // i1, i4 and i13 rows (the 3 of index are native).
        ("narrow.mlir", &VMEM[..], 50, 18),
        // 1 alloc, 2 prints, the return; the 3 loads and stores.
        ("narrow_i33.mlir", &VMEM[..], 22, 7),
        // 3 allocs, the DMA start and wait, 2 prints, the return.
        ("dma_beside.mlir", &[][..], 21, 8),
        // 1 alloc, 1 print, the return.
        ("banks.mlir", &[][..], 40, 3),
        // 6 allocs, 4 prints, the return: the broadcasts are native.
        ("broadcast.mlir", &VMEM[..], 71, 11),
    ];
    for (name, flags, native, runtime) in cases {
        let k = format!("tests/jit_vmem/{name}");
        let ran = sim_explained(&k, "jit", flags);
        assert_eq!(native_runtime(&ran.engine), (native, runtime), "{k}");
    }
}
