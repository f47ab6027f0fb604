//! `rmlir-sim`'s command line (issue #4): scalar arguments from `--arg`,
//! memref arguments from NumPy files, results on stdout and as `.npy`
//! files, and the diagnostics for bad arguments. NumPy itself is the
//! oracle for the file format: it writes the arrays we read and reads back
//! the arrays we write.

mod common;

use common::{our_bin, python_module, run};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh scratch folder for one test.
fn scratch(test: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("rmlir_sim_cli_{test}_{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

fn sim(dir: &Path, kernel: &str, args: &[&str]) -> Output {
    let k = dir.join("k.mlir");
    std::fs::write(&k, kernel).expect("write kernel");
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(&k).args(args).arg("-q").current_dir(dir);
    run(&mut cmd, None)
}

fn stdout(o: &Output) -> String {
    assert!(
        o.status.success(),
        "rmlir-sim failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Python with NumPy, or `None` after saying why the test skips.
fn numpy(test: &str) -> Option<PathBuf> {
    python_module("numpy", "numpy", test)
}

fn python(py: &Path, dir: &Path, code: &str) -> String {
    let o = run(Command::new(py).args(["-c", code]).current_dir(dir), None);
    assert!(
        o.status.success(),
        "python: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn scalar_arguments_and_results_print_as_vector_print() {
    let d = scratch("scalars");
    let k = "func.func @main(%a: i13, %b: i1, %c: index, %h: f16, %x: i64) -> (i13, i1, index, f16, i64) {
  return %a, %b, %c, %h, %x : i13, i1, index, f16, i64
}";
    let o = sim(
        &d,
        k,
        &[
            "--arg",
            "-1",
            "--arg",
            "true",
            "--arg",
            "-1",
            "--arg",
            "0.1",
            "--arg",
            "0x7fffffffffffffff",
        ],
    );
    // i13 -1 prints signed; i1 prints 1; index prints as unsigned 64-bit
    // (mlir-runner's printU64); 0.1 rounds to f16 0.0999755859375, which
    // %g prints as 0.0999756.
    assert_eq!(
        stdout(&o),
        "-1\n1\n18446744073709551615\n0.0999756\n9223372036854775807\n"
    );
}

#[test]
fn missing_or_bad_arguments_name_the_signature() {
    let d = scratch("missing");
    let k = "func.func @main(%n: i8, %A: memref<4xf32>) {\n  return\n}";
    let o = sim(&d, k, &["--arg", "3"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err.contains("missing --input A=FILE.npy for parameter %A"),
        "{err}"
    );
    assert!(
        err.contains("signature: @main(%n: i8, %A: memref<4xf32>)"),
        "{err}"
    );
    let o = sim(&d, k, &["--arg", "300"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("300 does not fit in i8"));
    let o = sim(&d, k, &["--input", "Q=x.npy"]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("could not read x.npy"));
}

#[test]
fn numpy_arrays_in_and_out() {
    let Some(py) = numpy("numpy_arrays_in_and_out") else {
        return;
    };
    let d = scratch("numpy");
    let types = [
        ("i8", "int8"),
        ("i16", "int16"),
        ("i32", "int32"),
        ("i64", "int64"),
        ("f16", "float16"),
        ("f32", "float32"),
        ("f64", "float64"),
        ("i1", "bool"),
        ("index", "int64"),
    ];
    for (mlir, np) in types {
        python(
            &py,
            &d,
            &format!("import numpy as np; np.save('in_{mlir}.npy', (np.arange(6).reshape(2, 3) % 3 - 1).astype(np.{np}))"),
        );
        // Identity kernel: NumPy's file in, our file out, compared in NumPy.
        let k = format!(
            "func.func @main(%A: memref<2x?x{mlir}>) -> memref<2x?x{mlir}> {{\n  return %A : memref<2x?x{mlir}>\n}}"
        );
        let input = format!("A=in_{mlir}.npy");
        stdout(&sim(&d, &k, &["--input", &input]));
        let same = python(
            &py,
            &d,
            &format!("import numpy as np; a = np.load('in_{mlir}.npy'); b = np.load('RESULT_0.npy'); print(a.dtype == b.dtype and a.shape == b.shape and (a == b).all())"),
        );
        assert_eq!(same.trim(), "True", "{mlir}");
    }
}

/// `--output-dir` names a folder that need not exist yet (the README's
/// `--output-dir out/` on a fresh checkout): the run creates it, and
/// NumPy reads the result from it.
#[test]
fn the_output_dir_is_created_when_missing() {
    let Some(py) = numpy("the_output_dir_is_created_when_missing") else {
        return;
    };
    let d = scratch("outdir");
    python(
        &py,
        &d,
        "import numpy as np; np.save('a.npy', np.array([3, -4, 5], dtype=np.int32))",
    );
    let k = "func.func @main(%A: memref<3xi32, 1>) -> memref<3xi32, 1> {
  %c1 = arith.constant 1 : index
  %x = memref.load %A[%c1] : memref<3xi32, 1>
  %y = arith.muli %x, %x : i32
  memref.store %y, %A[%c1] : memref<3xi32, 1>
  return %A : memref<3xi32, 1>
}";
    stdout(&sim(
        &d,
        k,
        &["--input", "A=a.npy", "--output-dir", "new/deeper"],
    ));
    let got = python(
        &py,
        &d,
        "import numpy as np; print(np.load('new/deeper/RESULT_0.npy').tolist())",
    );
    assert_eq!(got.trim(), "[3, 16, 5]");
}

#[test]
fn values_read_from_numpy_reach_the_kernel() {
    let Some(py) = numpy("values_read_from_numpy_reach_the_kernel") else {
        return;
    };
    let d = scratch("values");
    python(
        &py,
        &d,
        "import numpy as np; np.save('a.npy', np.arange(6, dtype=np.float32).reshape(2, 3) * 0.5); np.save('b.npy', np.array([7, -9], dtype=np.int32))",
    );
    let k = "func.func @main(%A: memref<2x3xf32, 1>, %B: memref<2xi32, 1>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %A[%c1, %c2] : memref<2x3xf32, 1>
  %s = arith.addf %x, %x : f32
  memref.store %s, %A[%c0, %c0] : memref<2x3xf32, 1>
  %i = arith.constant 5 : i32
  memref.store %i, %B[%c1] : memref<2xi32, 1>
  return %x : f32
}";
    let o = sim(
        &d,
        k,
        &[
            "--input", "A=a.npy", "--input", "1=b.npy", "--output", "A", "--output", "B",
        ],
    );
    // A[1][2] = 5 * 0.5.
    assert_eq!(stdout(&o), "2.5\n");
    let back = python(
        &py,
        &d,
        "import numpy as np; print(np.load('A.npy').tolist(), np.load('B.npy').tolist())",
    );
    assert_eq!(back.trim(), "[[5.0, 0.5, 1.0], [1.5, 2.0, 2.5]] [7, 5]");
}

#[test]
fn wrong_dtype_shape_and_capacity_are_diagnosed() {
    let Some(py) = numpy("wrong_dtype_shape_and_capacity_are_diagnosed") else {
        return;
    };
    let d = scratch("wrong");
    python(
        &py,
        &d,
        "import numpy as np; np.save('i.npy', np.zeros((4,), np.int32)); np.save('s.npy', np.zeros((5,), np.float32)); np.save('big.npy', np.zeros((8192,), np.float32)); np.save('fo.npy', np.asfortranarray(np.zeros((2, 2), np.float32)))",
    );
    let k = "func.func @main(%A: memref<4xf32, 2>) {\n  return\n}";
    let err = |f: &str| {
        let o = sim(&d, k, &["--input", &format!("A={f}")]);
        assert_eq!(o.status.code(), Some(1));
        String::from_utf8_lossy(&o.stderr).into_owned()
    };
    assert!(err("i.npy").contains("dtype is <i4, but the memref's elements need <f4"));
    assert!(err("s.npy").contains("shape is [5], but the memref needs (4)"));
    assert!(err("fo.npy").contains("Fortran order"));
    // SMEM (space 2) holds 16 KiB in configs/tpu.toml; 8192 f32 are 32 KiB.
    let k = "func.func @main(%A: memref<?xf32, 2>) {\n  return\n}";
    let o = sim(&d, k, &["--input", "A=big.npy"]);
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("allocation of 32768 bytes exceeds the capacity of memory space 'smem'"),
        "{e}"
    );
}

/// One wire under `values`: name, width, changes `(time, bits)`.
type Wire = (String, u32, Vec<(u64, String)>);

/// The wires under the `values` scope of a VCD text.
fn value_wires(vcd: &str) -> Vec<Wire> {
    let mut wires = Vec::new();
    let mut ids = std::collections::HashMap::new();
    let mut in_values = false;
    let mut time = 0u64;
    for line in vcd.lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        match f.as_slice() {
            ["$scope", _, name, "$end"] => in_values = *name == "values",
            ["$var", _, w, id, name, "$end"] if in_values => {
                ids.insert(id.to_string(), wires.len());
                wires.push((name.to_string(), w.parse().unwrap(), Vec::new()));
            }
            [t] if t.starts_with('#') => time = t[1..].parse().unwrap(),
            [b, id] if b.starts_with('b') => {
                if let Some(&i) = ids.get(*id) {
                    wires[i].2.push((time, b[1..].to_string()));
                }
            }
            _ => {}
        }
    }
    wires
}

#[test]
fn trace_values_gives_each_value_a_wire_of_its_width() {
    let d = scratch("trace_values");
    let k = "func.func @main(%a: i13, %b: i13) -> i13 {
  %c = arith.muli %a, %b : i13
  %d = arith.addi %c, %a : i13
  %e = arith.extui %d : i13 to i65
  return %d : i13
}";
    let o = sim(
        &d,
        k,
        &[
            "--arg",
            "5",
            "--arg",
            "-3",
            "--vcd",
            "v.vcd",
            "--trace-values",
            "main",
        ],
    );
    assert_eq!(stdout(&o), "-10\n");
    let vcd = std::fs::read_to_string(d.join("v.vcd")).expect("vcd written");
    let wires = value_wires(&vcd);
    let names: Vec<(&str, u32)> = wires.iter().map(|w| (w.0.as_str(), w.1)).collect();
    assert_eq!(
        names,
        [("a", 13), ("b", 13), ("c", 13), ("d", 13), ("e", 65)]
    );
    let last = |i: usize| wires[i].2.last().cloned().expect("a change");
    let bin = |x: u64| format!("{x:b}");
    // Parameters at cycle 0; muli issues at 0 (5 * -3 = -15 = 8177 mod
    // 2^13); addi waits for muli's latency of 2 (configs/tpu.toml int_mul)
    // and gives -10 = 8182; extui issues one cycle later (int_add latency 1).
    assert_eq!(last(0), (0, bin(5)));
    assert_eq!(last(1), (0, bin(8192 - 3)));
    assert_eq!(last(2), (0, bin(8192 - 15)));
    assert_eq!(last(3), (2, bin(8192 - 10)));
    assert_eq!(last(4), (3, bin(8192 - 10)));
}

/// A memref of vector<3xf32> holds 16-byte padded elements (LLVM's
/// allocation size) but a `.npy` file holds only the lanes: shape (2, 3),
/// read in and written back without the padding.
#[test]
fn numpy_files_hold_the_lanes_of_padded_vector_elements() {
    let Some(py) = numpy("numpy_files_hold_the_lanes_of_padded_vector_elements") else {
        return;
    };
    let d = scratch("vector_elems");
    python(
        &py,
        &d,
        "import numpy as np; np.save('a.npy', np.arange(6, dtype=np.float32).reshape(2, 3))",
    );
    let k = "func.func @main(%A: memref<2xvector<3xf32>, 1>) {
  %c1 = arith.constant 1 : index
  %v = memref.load %A[%c1] : memref<2xvector<3xf32>, 1>
  vector.print %v : vector<3xf32>
  %w = arith.addf %v, %v : vector<3xf32>
  memref.store %w, %A[%c1] : memref<2xvector<3xf32>, 1>
  return
}";
    let o = sim(&d, k, &["--input", "A=a.npy", "--output", "A"]);
    assert_eq!(stdout(&o), "( 3, 4, 5 )\n");
    let back = python(
        &py,
        &d,
        "import numpy as np; a = np.load('A.npy'); print(a.shape, a.tolist())",
    );
    assert_eq!(back.trim(), "(2, 3) [[0.0, 1.0, 2.0], [6.0, 8.0, 10.0]]");
}
