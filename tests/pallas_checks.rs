//! The checks Pallas interpret mode makes, made by `rmlir-sim` on a Mosaic
//! module, each a located diagnostic with exit status 1 and no result
//! written: a read of a DMA's target before its wait (a race), semaphores
//! left non-zero when the call ends (a DMA never waited for, a signal never
//! consumed), and the blocks not fitting VMEM with their double buffers.

mod common;

use common::{our_bin, repo_path, run};
use std::path::PathBuf;
use std::process::Command;

/// Runs `rmlir-sim` on `module` with `input` as operand 0 and `extra`
/// flags; gives (exit success, stderr, whether RESULT_0.npy was written).
fn sim(module: &str, input: &str, extra: &[&str]) -> (bool, String, bool) {
    let out: PathBuf = std::env::temp_dir().join(format!(
        "rmlir-pallas-checks-{}-{}",
        std::process::id(),
        module.replace('/', "_")
    ));
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).expect("temp dir");
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(repo_path(module))
        .arg("--input")
        .arg(format!("0={}", repo_path(input).display()))
        .arg("--output-dir")
        .arg(&out)
        .args(extra);
    let o = run(&mut cmd, None);
    let wrote = out.join("RESULT_0.npy").exists();
    let _ = std::fs::remove_dir_all(&out);
    (
        o.status.success(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        wrote,
    )
}

/// Asserts a failed run (operand 0: the corpus kernel's own input, or
/// `x8x256.npy` for the strided modules, else `x.npy`) whose first
/// diagnostic is `want` (a
/// `file:line:col: error: message` suffix) followed by the source line
/// and a caret.
fn assert_located(module: &str, extra: &[&str], want: &str, source: &str) {
    let input = if module.starts_with("tests/pallas/") {
        module.replace(".mlir", ".in0.npy")
    } else if module.contains("strided") {
        "tests/pallas_checks/x8x256.npy".to_string()
    } else {
        "tests/pallas_checks/x.npy".to_string()
    };
    let (ok, err, wrote) = sim(module, &input, extra);
    assert!(!ok, "{module} ran:\n{err}");
    assert!(!wrote, "{module}: a result was written despite the error");
    let lines: Vec<&str> = err.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains(want))
        .unwrap_or_else(|| panic!("{module}: no `{want}` in\n{err}"));
    assert!(lines[at].contains(&format!("{module}:")), "{}", lines[at]);
    assert!(
        lines[at + 1].contains(source),
        "{module}: source line\n{err}"
    );
    assert!(
        lines[at + 2].trim_start().starts_with('^'),
        "{module}: caret\n{err}"
    );
}

#[test]
fn a_read_of_a_dma_target_before_its_wait_is_a_race() {
    assert_located(
        "tests/pallas_checks/race.mlir",
        &[],
        "race.mlir:7:10: error: race: this op reads the destination of a DMA that has not been waited for",
        "%0 = vector.load %arg2[%c0, %c0]",
    );
    // The note points at the `tpu.enqueue_dma` in the user's file, not at
    // the DMA it was rewritten into.
    let (_, err, _) = sim(
        "tests/pallas_checks/race.mlir",
        "tests/pallas_checks/x.npy",
        &[],
    );
    let lines: Vec<&str> = err.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("race.mlir:5:5: note: the DMA was started here"))
        .unwrap_or_else(|| panic!("no note at the enqueue_dma in\n{err}"));
    assert!(
        lines[at + 1]
            .trim_start()
            .starts_with("tpu.enqueue_dma source("),
        "{err}"
    );
}

#[test]
fn a_dma_never_waited_for_leaves_its_semaphore_non_zero() {
    assert_located(
        "tests/pallas_checks/dma_unwaited.mlir",
        &[],
        "dma_unwaited.mlir:4:3: error: assertion failed: element 0 of semaphore scratch operand 1 of this kernel is left non-zero",
        "func.func @kernel(",
    );
}

/// DMA semaphores count bytes: a wait for 8192 bytes after one 4096-byte
/// DMA would never end.
#[test]
fn a_wait_for_more_bytes_than_started_is_a_deadlock() {
    let module = "tests/pallas_checks/dma_short.mlir";
    let (ok, err, wrote) = sim(module, "tests/pallas/add_grid.in0.npy", &[]);
    assert!(!ok && !wrote, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].ends_with("dma_short.mlir:9:5: error: assertion failed: deadlock: tpu.wait_dma2 waits for 8192 bytes, more than the DMAs started on its semaphore and not yet waited for move"),
        "{err}"
    );
    assert!(
        lines[1].trim().starts_with("tpu.wait_dma2 semaphore("),
        "{err}"
    );
    assert_eq!(lines[2].trim(), "^");
}

#[test]
fn a_signal_never_waited_for_leaves_its_semaphore_non_zero() {
    assert_located(
        "tests/pallas_checks/sem_left.mlir",
        &[],
        "sem_left.mlir:4:3: error: assertion failed: element 0 of semaphore scratch operand 0 of this kernel is left non-zero",
        "func.func @kernel(",
    );
}

/// `matmul_acc` has three (128, 128) f32 blocks of 128 * 128 * 4 = 65536
/// bytes each, double-buffered, plus one (128, 128) f32 VMEM scratch:
/// 3 * 2 * 65536 + 65536 = 458752 bytes. One byte less of VMEM fails
/// before the run starts; exactly that much runs.
#[test]
fn blocks_must_fit_vmem_counting_double_buffers() {
    assert_located(
        "tests/pallas/matmul_acc.mlir",
        &["--set", "memory.vmem.capacity=458751"],
        "matmul_acc.mlir:2:3: error: the kernel's VMEM blocks need 458752 bytes (operand 0: 2 x 65536, operand 1: 2 x 65536, operand 2: 2 x 65536, scratch 0: 65536; inputs and outputs are double-buffered) but the target's VMEM holds 458751",
        "func.func @matmul_kernel(",
    );
    let (ok, err, wrote) = sim(
        "tests/pallas/matmul_acc.mlir",
        "tests/pallas/matmul_acc.in0.npy",
        &[
            "--input",
            &format!(
                "1={}",
                repo_path("tests/pallas/matmul_acc.in1.npy").display()
            ),
            "--set",
            "memory.vmem.capacity=458752",
        ],
    );
    assert!(ok && wrote, "{err}");
}

/// A Mosaic module without its manifest, or with one that does not match
/// the kernel, is an error that says what is missing, before anything runs.
#[test]
fn the_manifest_must_be_there_and_match() {
    let dir = std::env::temp_dir().join(format!("rmlir-pallas-manifest-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let module = dir.join("k.mlir");
    std::fs::copy(repo_path("tests/pallas/add_grid.mlir"), &module).expect("copy");
    let input = repo_path("tests/pallas/add_grid.in0.npy");
    let sim = |manifest: Option<&str>| {
        let _ = std::fs::remove_file(dir.join("k.json"));
        if let Some(m) = manifest {
            std::fs::write(dir.join("k.json"), m).expect("manifest");
        }
        let mut cmd = Command::new(our_bin("rmlir-sim"));
        cmd.arg(&module)
            .arg("--input")
            .arg(format!("0={}", input.display()))
            .arg("--output-dir")
            .arg(&dir);
        let o = run(&mut cmd, None);
        (
            o.status.success(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (ok, err) = sim(None);
    assert!(
        !ok && err.contains("a Mosaic module needs its manifest"),
        "{err}"
    );
    // One input where the kernel takes two blocked operands besides the output.
    let (ok, err) = sim(Some(
        r#"{"inputs": [{"shape": [16, 128]}], "outputs": [{"shape": [16, 128]}]}"#,
    ));
    assert!(!ok, "{err}");
    assert!(
        err.contains("k.mlir:2:3: error: the kernel has 4 parameters, but its grid (1), scalar prefetch (0), the manifest's operands (1 in, 1 out) and scratch (0) make 3"),
        "{err}"
    );
    // A result of 12 rows cannot be cut into blocks of 8.
    let (ok, err) = sim(Some(
        r#"{"inputs": [{"shape": [16, 128]}, {"shape": [16, 128]}], "outputs": [{"shape": [12, 128]}]}"#,
    ));
    assert!(!ok, "{err}");
    assert!(err.contains("k.mlir:2:3: error: operand 2: block shape [8, 128] does not divide array shape [12, 128] in dimension 0"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A store into a strided DMA's target before its wait is a race too.
#[test]
fn a_store_into_a_strided_dma_target_before_its_wait_is_a_race() {
    assert_located(
        "tests/pallas_checks/strided_race.mlir",
        &[],
        "strided_race.mlir:12:5: error: race: this op writes the destination of a DMA that has not been waited for",
        "tpu.vector_store %arg2[%c0, %c0], %cst",
    );
}

/// Without the racy store, the strided copy brings the right half of the
/// (8, 256) array NumPy wrote (`x8x256.npy`): row r is elements
/// [256 r + 128, 256 r + 256).
#[test]
fn a_strided_slice_copies_the_right_half() {
    let dir = std::env::temp_dir().join(format!("rmlir-pallas-strided-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let x = repo_path("tests/pallas_checks/x8x256.npy");
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(repo_path("tests/pallas_checks/strided_copy.mlir"))
        .arg("--input")
        .arg(format!("0={}", x.display()))
        .arg("--output-dir")
        .arg(&dir);
    let o = run(&mut cmd, None);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let data = |p: &std::path::Path| {
        let b = std::fs::read(p).expect("npy");
        let len = u16::from_le_bytes([b[8], b[9]]) as usize;
        b[10 + len..].to_vec()
    };
    let (src, got) = (data(&x), data(&dir.join("RESULT_0.npy")));
    let want: Vec<u8> = (0..8)
        .flat_map(|r| src[(256 * r + 128) * 4..(256 * r + 256) * 4].to_vec())
        .collect();
    assert_eq!(got, want);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Forms of the `tpu` ops `rmlir-sim` does not run are located errors at
/// the op: a bitcast that changes the element width (Mosaic repacks the
/// sublanes), and a `tpu.memref_bitcast` ref read other than by
/// `vector.load` or `tpu.vector_store`.
#[test]
fn unsupported_op_forms_are_located_errors() {
    assert_located(
        "tests/pallas_checks/bitcast_width.mlir",
        &[],
        "bitcast_width.mlir:7:10: error: rmlir-sim cannot run this tpu.bitcast: a bitcast that changes the element width is not supported yet",
        "%1 = tpu.bitcast %0 : vector<8x128xf32> -> vector<16x128xi16>",
    );
    assert_located(
        "tests/pallas_checks/ref_bitcast_use.mlir",
        &[],
        "ref_bitcast_use.mlir:7:10: error: rmlir-sim runs a tpu.memref_bitcast ref only through vector.load and tpu.vector_store, not memref.load",
        "%1 = memref.load %0[%c0, %c0]",
    );
}

/// A module in generic form is rewritten on its pretty form, and its
/// diagnostics quote that text under a name that says so.
#[test]
fn a_generic_module_is_located_in_its_pretty_form() {
    let module = "tests/pallas_checks/bitcast_width.generic.mlir";
    let (ok, err, wrote) = sim(module, "tests/pallas_checks/x.npy", &[]);
    assert!(!ok && !wrote, "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].ends_with("bitcast_width.generic.mlir (printed in pretty form):5:10: error: rmlir-sim cannot run this tpu.bitcast: a bitcast that changes the element width is not supported yet"),
        "{err}"
    );
    assert_eq!(
        lines[1].trim(),
        "%1 = tpu.bitcast %0 : vector<8x128xf32> -> vector<16x128xi16>"
    );
    assert_eq!(lines[2].trim(), "^");
}
