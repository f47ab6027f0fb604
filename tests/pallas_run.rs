//! `rmlir-sim` runs every Mosaic module of the Pallas corpus
//! (`tests/pallas/`) on the inputs `tools/rmlir-pallas export` saved, and
//! each result must be bit-identical to what Pallas interpret mode
//! (`interpret=pltpu.InterpretParams()`, jax 0.10.2) computed on the same
//! inputs: the `S.out<I>.npy` files, written by jax, not by us.

mod common;

use common::{our_bin, repo_path, run};
use std::path::Path;
use std::process::Command;

/// The dtype, shape and data bytes of an NPY 1.0/2.0 file.
fn npy(path: &Path) -> (String, String, Vec<u8>) {
    let b = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(&b[..6], b"\x93NUMPY", "{}", path.display());
    let (len, start) = if b[6] == 1 {
        (u16::from_le_bytes([b[8], b[9]]) as usize, 10)
    } else {
        (u32::from_le_bytes([b[8], b[9], b[10], b[11]]) as usize, 12)
    };
    let header = String::from_utf8_lossy(&b[start..start + len]).to_string();
    let field = |key: &str| {
        let at = header.find(key).expect("npy header key") + key.len();
        let rest = header[at..].trim_start_matches([':', ' ', '\'']);
        let end = if key == "'shape'" {
            rest.find(')').map(|i| i + 1)
        } else {
            rest.find('\'')
        };
        rest[..end.expect("npy header value")].to_string()
    };
    (
        field("'descr'"),
        field("'shape'"),
        b[start + len..].to_vec(),
    )
}

/// How many `S.in<I>.npy` / `S.out<I>.npy` files a kernel has.
fn count(dir: &Path, stem: &str, kind: &str) -> usize {
    (0..)
        .take_while(|i| dir.join(format!("{stem}.{kind}{i}.npy")).exists())
        .count()
}

/// Runs one kernel from `S{form}.mlir` (`form` is `""` for the pretty
/// form, `".generic"` for the generic one); `Err` says what differs.
fn check(stem: &str, form: &str) -> Result<(), String> {
    check_on(stem, form, None).1
}

/// [`check`] on `target` (the default target if `None`), with the run's
/// cycle count from its summary when it ran.
fn check_on(stem: &str, form: &str, target: Option<&Path>) -> (Option<u64>, Result<(), String>) {
    let dir = repo_path("tests/pallas");
    let tag = if target.is_some() { ".target" } else { "" };
    let out = std::env::temp_dir().join(format!(
        "rmlir-pallas-run-{}-{stem}{form}{tag}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&out);
    if let Err(e) = std::fs::create_dir_all(&out) {
        return (None, Err(e.to_string()));
    }
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(dir.join(format!("{stem}{form}.mlir")))
        .arg("--output-dir")
        .arg(&out);
    if let Some(t) = target {
        cmd.arg("--target").arg(t);
    }
    for i in 0..count(&dir, stem, "in") {
        cmd.arg("--input").arg(format!(
            "{i}={}",
            dir.join(format!("{stem}.in{i}.npy")).display()
        ));
    }
    let o = run(&mut cmd, None);
    let ran = o.status.success().then(|| cycles(&o));
    let result = (|| {
        if !o.status.success() {
            return Err(format!(
                "rmlir-sim failed:\n{}",
                String::from_utf8_lossy(&o.stderr)
            ));
        }
        for i in 0..count(&dir, stem, "out") {
            let (wd, ws, wb) = npy(&dir.join(format!("{stem}.out{i}.npy")));
            let (gd, gs, gb) = npy(&out.join(format!("RESULT_{i}.npy")));
            if (wd.as_str(), ws.as_str()) != (gd.as_str(), gs.as_str()) {
                return Err(format!(
                    "result {i}: {gd} {gs}, interpret mode gave {wd} {ws}"
                ));
            }
            if let Some(at) = (0..wb.len()).find(|&j| wb[j] != gb[j]) {
                return Err(format!(
                    "result {i}: first differing byte at {at} of {}",
                    wb.len()
                ));
            }
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&out);
    (ran, result)
}

/// The `cycles: N` line of a run's summary.
fn cycles(o: &std::process::Output) -> u64 {
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    (text.lines())
        .find_map(|l| l.trim().strip_prefix("cycles: "))
        .and_then(|l| l.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no `cycles:` line in the summary:\n{text}"))
}

fn stems() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(repo_path("tests/pallas"))
        .expect("tests/pallas")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".json").map(str::to_string))
        .collect();
    v.sort();
    v
}

/// Each kernel runs from its pretty form (`S.mlir`) and from its generic
/// form (`S.generic.mlir`), as jaxlib printed them.
fn corpus_in(form: &str) {
    let mut failures = Vec::new();
    for stem in stems() {
        if let Err(e) = check(&stem, form) {
            failures.push(format!("{stem}{form}: {e}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn corpus_results_equal_interpret_mode() {
    corpus_in("");
}

#[test]
fn generic_form_results_equal_interpret_mode() {
    corpus_in(".generic");
}

/// An f32 `tpu.matmul` runs on the target's `matmul_fma` op
/// (`tpu.matmul_fmaf32` in `configs/tpu.toml`): the matrix unit, with
/// interpret mode's fused accumulation. On the same target without that
/// op it falls back to `vector.contract`, which rounds each product: the
/// same tile formula, so the same cycles, but `matmul_f32`'s random
/// normal products are not exact and its bits differ from interpret
/// mode's (`docs/pallas.md`, Values).
#[test]
fn f32_matmul_fuses_on_the_matrix_unit_at_the_contraction_cost() {
    let toml = std::fs::read_to_string(repo_path("configs/tpu.toml")).expect("configs/tpu.toml");
    let start = toml
        .find("[ops.\"tpu.matmul_fmaf32\"]")
        .expect("configs/tpu.toml declares tpu.matmul_fmaf32");
    let len = toml[start..]
        .find("\n\n")
        .expect("a blank line after the table");
    let without = format!("{}{}", &toml[..start], &toml[start + len + 2..]);
    assert!(!without.contains("matmul_fma"));
    let path = std::env::temp_dir().join(format!("rmlir-pallas-nofma-{}.toml", std::process::id()));
    std::fs::write(&path, without).expect("scratch target");
    let fused = check_on("matmul_f32", "", None);
    let plain = check_on("matmul_f32", "", Some(&path));
    let _ = std::fs::remove_file(&path);
    assert_eq!(fused.1, Ok(()), "bit-identical with matmul_fma");
    let differs = plain
        .1
        .expect_err("a rounded product per step differs from interpret mode");
    assert!(differs.contains("first differing byte"), "{differs}");
    assert!(fused.0.is_some());
    assert_eq!(fused.0, plain.0, "the same matrix-unit timing either way");
}
