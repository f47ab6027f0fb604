//! Cosimulation of the HLS backend: every kernel in `tests/hls/` is
//! synthesized with `rmlir-hls`, its module linted with
//! `verilator --lint-only -Wall` and `iverilog -g2005 -Wall` (no output
//! allowed), and its self-checking testbench run in Icarus and, all
//! kernels in one build, in Verilator. The testbench's expected values
//! come from `rmlir-sim`; each must print `PASS cycles=N` with N equal to
//! `rmlir-sim --hls-schedule`, and to the hand-derived `HLS-CYCLES` where a
//! kernel gives one.
//!
//! Kernel headers: `// HLS-FUNC: name`, `// HLS-SET: key=value`,
//! `// HLS-ARG: value` (in order), `// HLS-INPUT: NAME dtype shape : values`
//! and `// HLS-CYCLES: n`. `// HLS-MAIN` gives `rmlir-hls` no inputs,
//! so it reads them from the kernel's `@main` call (rmlir-sim still gets
//! the `HLS-ARG` values, which must be the same).

mod common;

use common::{mlir_files, our_bin, run, tool};
use rmlir_sim::npy::{self, Array, Dtype};
use std::path::{Path, PathBuf};
use std::process::Command;

fn hls_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rmlir-hls"))
}

/// One kernel's header.
#[derive(Default, Debug)]
struct Spec {
    func: String,
    sets: Vec<String>,
    args: Vec<String>,
    inputs: Vec<(String, Dtype, Vec<u64>, Vec<i64>)>,
    cycles: Option<u64>,
    /// `HLS-MAIN`: rmlir-hls takes its inputs from `@main`, not flags.
    from_main: bool,
}

fn header(text: &str) -> Spec {
    let mut s = Spec::default();
    for line in text.lines() {
        if line == "// HLS-MAIN" {
            s.from_main = true;
            continue;
        }
        let Some((key, val)) = line
            .strip_prefix("// HLS-")
            .and_then(|l| l.split_once(": "))
        else {
            continue;
        };
        match key {
            "FUNC" => s.func = val.into(),
            "SET" => s.sets.push(val.into()),
            "ARG" => s.args.push(val.into()),
            "CYCLES" => s.cycles = val.parse().ok(),
            "INPUT" => s.inputs.push(input(val)),
            _ => panic!("unknown header HLS-{key}"),
        }
    }
    s
}

fn input(val: &str) -> (String, Dtype, Vec<u64>, Vec<i64>) {
    let (head, values) = val.split_once(" : ").expect("NAME dtype shape : values");
    let mut h = head.split_whitespace();
    let name = h.next().expect("name").to_string();
    let dtype = match h.next().expect("dtype") {
        "i8" => Dtype::I8,
        "i16" => Dtype::I16,
        "i32" => Dtype::I32,
        "i64" => Dtype::I64,
        other => panic!("dtype {other}"),
    };
    let shape = h
        .next()
        .expect("shape")
        .split('x')
        .map(|d| d.parse().expect("dim"))
        .collect();
    let vals = values
        .split_whitespace()
        .map(|v| v.parse().expect("value"))
        .collect();
    (name, dtype, shape, vals)
}

fn npy_bytes(dtype: Dtype, shape: &[u64], vals: &[i64]) -> Vec<u8> {
    let size = dtype.itemsize();
    let data = vals
        .iter()
        .flat_map(|v| v.to_le_bytes()[..size].to_vec())
        .collect();
    npy::write(&Array {
        dtype,
        shape: shape.to_vec(),
        data,
    })
}

/// The command-line flags (`--set`, `--arg`, `--input`) for a kernel,
/// writing its input arrays into `dir`.
fn flags(spec: &Spec, dir: &Path) -> Vec<String> {
    let mut f = Vec::new();
    for s in &spec.sets {
        f.extend(["--set".to_string(), s.clone()]);
    }
    for a in &spec.args {
        f.extend(["--arg".to_string(), a.clone()]);
    }
    for (name, dtype, shape, vals) in &spec.inputs {
        let p = dir.join(format!("{name}.npy"));
        std::fs::write(&p, npy_bytes(*dtype, shape, vals)).expect("write npy");
        f.extend(["--input".to_string(), format!("{name}={}", p.display())]);
    }
    f
}

/// What one kernel left for the Verilator run.
struct Built {
    module: String,
    files: [PathBuf; 2],
    cycles: u64,
    ff_error: f64,
    depth_error: f64,
}

fn sim_cycles(kernel: &Path, spec: &Spec, fl: &[String]) -> Result<u64, String> {
    let out = run(
        Command::new(our_bin("rmlir-sim"))
            .arg(kernel)
            .args(["--entry", &spec.func, "--hls-schedule", "-q"])
            .args(fl),
        None,
    );
    let err = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(format!("rmlir-sim failed:\n{err}"));
    }
    let marker = format!("hls schedule of @{}: ", spec.func);
    let line = err
        .lines()
        .find_map(|l| l.strip_prefix(&marker))
        .ok_or(format!("no cycles in:\n{err}"))?;
    line.trim_end_matches(" cycles")
        .parse()
        .map_err(|e| format!("{e}: {line}"))
}

fn quiet(cmd: &mut Command, what: &str) -> Result<String, String> {
    let out = run(cmd, None);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if !out.status.success() {
        return Err(format!("{what} failed:\n{text}"));
    }
    Ok(text)
}

fn build(
    kernel: &Path,
    root: &Path,
    verilator: &Path,
    iverilog: &Path,
    vvp: &Path,
) -> Result<Built, String> {
    let text = std::fs::read_to_string(kernel).map_err(|e| e.to_string())?;
    let spec = header(&text);
    let dir = root.join(kernel.file_stem().expect("stem"));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let fl = flags(&spec, &dir);
    let expected = sim_cycles(kernel, &spec, &fl)?;
    if let Some(c) = spec.cycles {
        if c != expected {
            return Err(format!(
                "rmlir-sim --hls-schedule gives {expected} cycles; derived by hand: {c}"
            ));
        }
    }
    let (v, tb, rep) = (dir.join("out.v"), dir.join("tb.v"), dir.join("report.json"));
    quiet(
        Command::new(hls_bin())
            .arg(kernel)
            .args(["--func", &spec.func, "-o"])
            .arg(&v)
            .arg("--testbench")
            .arg(&tb)
            .arg("--report")
            .arg(&rep)
            // Alone each kernel's Yosys run takes seconds; on a loaded
            // machine several minutes, and a timeout would fail the test.
            .args(["--yosys-timeout", "300"])
            .args(if spec.from_main { &[] } else { &fl[..] }),
        "rmlir-hls",
    )?;
    let report: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&rep).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    let module = report["function"]
        .as_str()
        .ok_or("no function in report")?
        .to_string();
    // Verilator's DECLFILENAME wants the file named after the module.
    let named = dir.join(format!("{module}.v"));
    std::fs::rename(&v, &named).map_err(|e| e.to_string())?;
    let lint = quiet(
        Command::new(verilator)
            .args(["--lint-only", "-Wall"])
            .arg(&named),
        "verilator --lint-only",
    )?;
    if !lint.trim().is_empty() {
        return Err(format!("verilator -Wall warns:\n{lint}"));
    }
    let sim = dir.join("icarus.vvp");
    let ilint = quiet(
        Command::new(iverilog)
            .args(["-g2005", "-Wall", "-o"])
            .arg(&sim)
            .arg(&named),
        "iverilog -Wall",
    )?;
    if !ilint.trim().is_empty() {
        return Err(format!("iverilog -Wall warns:\n{ilint}"));
    }
    quiet(
        Command::new(iverilog)
            .args(["-g2005", "-o"])
            .arg(&sim)
            .arg(&tb)
            .arg(&named),
        "iverilog",
    )?;
    let out = quiet(Command::new(vvp).arg("-n").arg(&sim), "vvp")?;
    let want = format!("PASS cycles={expected} ");
    if !out.contains(&want) {
        return Err(format!("Icarus: expected `{want}`, got:\n{out}"));
    }
    let y = &report["area"]["yosys"];
    let ff_error = y["ff_error"]
        .as_f64()
        .ok_or_else(|| format!("no Yosys figures in the report: {}", report["area"]))?;
    let depth_error = y["depth_error"]
        .as_f64()
        .ok_or_else(|| format!("no depth error in the report: {}", report["area"]))?;
    eprintln!(
        "{module}: logic levels {} vs Yosys ltp {}",
        report["area"]["logic_levels"], y["ltp_depth"]
    );
    Ok(Built {
        module,
        files: [named, tb],
        cycles: expected,
        ff_error,
        depth_error,
    })
}

/// One Verilator build running every kernel's testbench under one top.
fn verilator_all(built: &[Built], root: &Path, verilator: &Path) -> Result<(), String> {
    let mut top = String::from("`timescale 1ns / 1ps\nmodule tb_all;\n");
    for (i, b) in built.iter().enumerate() {
        top.push_str(&format!("  tb_{} #(.STANDALONE(0)) u{i} ();\n", b.module));
    }
    let all: Vec<String> = (0..built.len()).map(|i| format!("u{i}.finished")).collect();
    top.push_str(&format!(
        "  initial begin\n    wait ({});\n    $finish;\n  end\nendmodule\n",
        all.join(" && ")
    ));
    let top_path = root.join("tb_all.v");
    std::fs::write(&top_path, top).map_err(|e| e.to_string())?;
    let obj = root.join("obj_dir");
    let mut cmd = Command::new(verilator);
    cmd.args([
        "--binary",
        "--timing",
        "-O0",
        "-Wno-fatal",
        "-Wno-lint",
        "-Wno-style",
        "--top-module",
        "tb_all",
        "-j",
        "2",
        "-Mdir",
    ])
    .arg(&obj)
    .arg(&top_path);
    for b in built {
        cmd.args(&b.files);
    }
    quiet(&mut cmd, "verilator --binary")?;
    let out = quiet(
        &mut Command::new(obj.join("Vtb_all")),
        "the Verilator model",
    )?;
    let mut bad = Vec::new();
    for (i, b) in built.iter().enumerate() {
        // `%m` is `tb_all.uN` in some simulators, `TOP.tb_all.uN` in others.
        let want = format!("PASS cycles={} (", b.cycles);
        let tail = format!("tb_all.u{i})");
        if !out
            .lines()
            .any(|l| l.starts_with(&want) && l.ends_with(&tail))
        {
            bad.push(format!("{}: expected `{want}`", b.module));
        }
    }
    if bad.is_empty() {
        Ok(())
    } else {
        Err(format!("{}\nVerilator printed:\n{out}", bad.join("\n")))
    }
}

#[test]
fn hls_kernels_pass_in_icarus_and_verilator_with_predicted_cycles() {
    const T: &str = "hls_kernels_pass_in_icarus_and_verilator_with_predicted_cycles";
    let (Some(verilator), Some(iverilog), Some(vvp), Some(_)) = (
        tool("verilator", T),
        tool("iverilog", T),
        tool("vvp", T),
        tool("yosys", T),
    ) else {
        return;
    };
    let kernels = mlir_files("tests/hls");
    assert!(kernels.len() >= 15, "only {} kernels", kernels.len());
    let root = std::env::temp_dir().join(format!("rmlir-hls-cosim-{}", std::process::id()));
    std::fs::create_dir_all(&root).expect("temp dir");
    use rayon::prelude::*;
    let results: Vec<(PathBuf, Result<Built, String>)> = kernels
        .par_iter()
        .map(|k| (k.clone(), build(k, &root, &verilator, &iverilog, &vvp)))
        .collect();
    let mut built = Vec::new();
    let mut failures = Vec::new();
    for (k, r) in results {
        match r {
            Ok(b) => built.push(b),
            Err(e) => failures.push(format!("== {}\n{e}", k.display())),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} kernels failed:\n{}",
        failures.len(),
        kernels.len(),
        failures.join("\n")
    );
    let mean = built.iter().map(|b| b.ff_error.abs()).sum::<f64>() / built.len() as f64;
    eprintln!(
        "mean |FF estimate error| against Yosys over {} kernels: {:.1}%",
        built.len(),
        mean * 100.0
    );
    let depth = built.iter().map(|b| b.depth_error.abs()).sum::<f64>() / built.len() as f64;
    eprintln!(
        "mean |logic depth estimate error| against Yosys ltp over {} kernels: {:.1}%",
        built.len(),
        depth * 100.0
    );
    verilator_all(&built, &root, &verilator).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&root);
}
