//! Where the cycles go, on kernels whose timing is derived by hand from
//! `docs/timing.md`: which resource bounded each DMA (§ Bottlenecks) and
//! the run's one-line verdict, the per-space counter tracks of the
//! Chrome/Perfetto trace (§ Traces), and `--profile`'s cycles, ops and
//! stalls per source line and function (§ Profile).
//!
//! The target (written below) has one engine `d` of 16 B/cycle with
//! `setup_latency` 10 between `dram` (read 4 B/cycle, write 64) and `sram`
//! (read and write 64). A transfer of B bytes alone on its spaces moves at
//! `min(16, read_bw(src), write_bw(dst))` after `F = setup +
//! descriptors·descriptor_overhead + bursts·burst_overhead` cycles.

mod common;

use common::{our_bin, run};
use serde_json::{json, Value};
use std::path::PathBuf;
use std::process::Command;

const TARGET: &str = r#"
[target]
name = "bounds"
clock = "1 GHz"
default_space = "dram"

[memory.dram]
ids = [0]
capacity = "1 MiB"
read_bandwidth = 4
write_bandwidth = 64

[memory.sram]
ids = [1]
capacity = "1 MiB"
read_bandwidth = 64

[memory.sem]
ids = [2]
capacity = "1 KiB"
read_bandwidth = 4

[dma.d]
bandwidth = 16
setup_latency = 10
connects = ["dram <-> sram"]
"#;

/// 1024 bytes (256 × f32) from dram to sram, then the wait.
const ONE_COPY: &str = r#"
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 256 : index
  %A = memref.alloc() : memref<256xf32>
  %B = memref.alloc() : memref<256xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %A[%c0], %B[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return
}
"#;

/// 16 bytes from dram to sram hidden under 200 dependent additions.
const HIDDEN_COPY: &str = r#"
func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %n = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %A = memref.alloc() : memref<4xf32>
  %B = memref.alloc() : memref<4xf32, 1>
  %tag = memref.alloc() : memref<1xi32, 2>
  memref.dma_start %A[%c0], %B[%c0], %n, %tag[%c0] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32, 2>
  %s = scf.for %i = %c0 to %c200 step %c1 iter_args(%acc = %zero) -> (i32) {
    %next = arith.addi %acc, %one : i32
    scf.yield %next : i32
  }
  memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
  return %s : i32
}
"#;

fn scratch(case: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rmlir-bounds-{case}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Runs `kernel` on the target with `sets`; the `--report` and stderr.
fn report(case: &str, kernel: &str, sets: &[&str]) -> (Value, String) {
    let dir = scratch(case);
    let (k, t, r) = (dir.join("k.mlir"), dir.join("t.toml"), dir.join("r.json"));
    std::fs::write(&k, kernel).unwrap();
    std::fs::write(&t, TARGET).unwrap();
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(&k).arg("--target").arg(&t).arg("--report").arg(&r);
    for s in sets {
        cmd.args(["--set", s]);
    }
    let out = run(&mut cmd, None);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{case}: {stderr}");
    let text = std::fs::read_to_string(&r).expect("report");
    (serde_json::from_str(&text).unwrap(), stderr)
}

/// The one bounds line of a single-transfer run.
fn line(setup: u64, overhead: u64, engine: u64, read: u64, write: u64) -> Value {
    json!([{
        "engine": "d", "src": "dram", "dst": "sram", "transfers": 1,
        "queued": 0, "setup": setup, "overhead": overhead,
        "engine_bandwidth": engine, "read_bandwidth": read, "write_bandwidth": write,
    }])
}

/// `100 · waits / cycles` with one decimal, as the verdict prints it.
fn wait_percent(r: &Value) -> String {
    let waits =
        r["stalls"]["dma_wait"].as_u64().unwrap() + r["stalls"]["dma_issue"].as_u64().unwrap();
    let cycles = r["cycles"].as_u64().unwrap();
    format!("{:.1}", waits as f64 * 100.0 / cycles as f64)
}

#[test]
fn each_limit_of_a_lone_transfer_is_named() {
    // (case, overrides, bounds line, the verdict's limit).
    let cases = [
        // min(16, 4, 64) = 4: the dram read port; 1024 / 4 = 256 cycles
        // after setup 10; 256 / 266 = 96.2%.
        (
            "read",
            vec![],
            line(10, 0, 0, 256, 0),
            "dram read bandwidth 96.2%",
        ),
        // dram reads 64: min(16, 64, 64) = 16, the engine; 1024 / 16 =
        // 64 cycles; 64 / 74 = 86.5%.
        (
            "engine",
            vec!["memory.dram.read_bandwidth=64"],
            line(10, 0, 64, 0, 0),
            "engine d bandwidth 86.5%",
        ),
        // sram writes 2: min(16, 64, 2) = 2; 1024 / 2 = 512 cycles;
        // 512 / 522 = 98.1%.
        (
            "write",
            vec![
                "memory.dram.read_bandwidth=64",
                "memory.sram.write_bandwidth=2",
            ],
            line(10, 0, 0, 0, 512),
            "sram write bandwidth 98.1%",
        ),
        // Bursts of 128 B: ceil(1024 / 128) = 8 bursts × 2 + one
        // descriptor × 3 = 19 overhead cycles, setup 100, then the 256
        // read-bound cycles: 256 / (100 + 19 + 256) = 68.3%.
        (
            "overhead",
            vec![
                "dma.d.max_burst=128",
                "dma.d.burst_overhead=2",
                "dma.d.descriptor_overhead=3",
                "dma.d.setup_latency=100",
            ],
            line(100, 19, 0, 256, 0),
            "dram read bandwidth 68.3%",
        ),
    ];
    for (case, sets, bounds, limit) in cases {
        let (r, stderr) = report(case, ONE_COPY, &sets);
        assert_eq!(r["dma_bounds"], bounds, "{case}");
        let verdict = r["verdict"].as_str().unwrap();
        let head = format!(
            "DMA-bound: the core waits on DMA {}% of cycles",
            wait_percent(&r)
        );
        assert!(verdict.starts_with(&head), "{case}: {verdict}");
        let tail = format!("; transfers were held by {limit} of their cycles");
        assert!(verdict.ends_with(&tail), "{case}: {verdict}");
        assert!(
            stderr.contains(&format!("verdict: {verdict}")),
            "{case}: {stderr}"
        );
    }
}

#[test]
fn a_transfer_hidden_under_compute_gives_a_compute_bound_verdict() {
    // 16 bytes at 4 B/cycle: 4 read-bound cycles after setup 10, done long
    // before the 200-iteration loop ends, so dma_wait never stalls.
    let (r, _) = report("hidden", HIDDEN_COPY, &[]);
    assert_eq!(r["dma_bounds"], line(10, 0, 0, 4, 0));
    assert_eq!(r["stalls"]["dma_wait"], 0);
    assert_eq!(
        r["verdict"],
        "compute-bound: the core waits on DMA 0.0% of cycles; transfers were held by setup 71.4% of their cycles"
    );
}

#[test]
fn a_run_without_dma_says_so() {
    let kernel = "func.func @main() -> i32 {\n  %a = arith.constant 2 : i32\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n";
    let (r, _) = report("none", kernel, &[]);
    assert_eq!(r["dma_bounds"], json!([]));
    assert_eq!(
        r["verdict"],
        "compute-bound: the core waits on DMA 0.0% of cycles; no DMA ran"
    );
}

/// The `"ph":"C"` events of counter `name`, as (ts, value of `key`).
fn counter(trace: &Value, name: &str, key: &str) -> Vec<(u64, f64)> {
    (trace["traceEvents"].as_array().unwrap().iter())
        .filter(|e| e["ph"] == "C" && e["name"] == name)
        .map(|e| (e["ts"].as_u64().unwrap(), e["args"][key].as_f64().unwrap()))
        .collect()
}

#[test]
fn perfetto_shows_each_space_bandwidth_allocation_and_the_wait_of_each_transfer() {
    // The lone 1024-byte copy: its channel takes it at s (the transfer's
    // slice starts there), bytes move from s + 10 (setup) at 4 B/cycle out
    // of dram and into sram, and land at s + 10 + 1024 / 4 = s + 266.
    let dir = scratch("perfetto");
    let (k, t, trace) = (dir.join("k.mlir"), dir.join("t.toml"), dir.join("t.json"));
    std::fs::write(&k, ONE_COPY).unwrap();
    std::fs::write(&t, TARGET).unwrap();
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(&k)
        .arg("--target")
        .arg(&t)
        .arg("--trace-json")
        .arg(&trace);
    let out = run(&mut cmd, None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&trace).unwrap()).unwrap();
    let events = v["traceEvents"].as_array().unwrap();
    let dma: Vec<&Value> = events
        .iter()
        .filter(|e| e["cat"] == "dma" && e["ph"] == "X")
        .collect();
    assert_eq!(dma.len(), 1);
    let s = dma[0]["ts"].as_u64().unwrap();
    assert_eq!(dma[0]["dur"], 266);
    for space in ["dram", "sram"] {
        let rates = counter(&v, &format!("bandwidth {space}"), "B/cycle");
        assert_eq!(rates, vec![(s + 10, 4.0), (s + 266, 0.0)], "{space}");
    }
    // The dma_wait is ready at q + 1 and issues when the copy lands, at
    // s + 266 (the channel took it at once, s = q): a one-cycle event on the
    // `dma waits` thread, and one flow arrow from the transfer to it.
    let wait_tid = (events.iter())
        .find(|e| e["ph"] == "M" && e["args"]["name"] == "dma waits")
        .map(|e| e["tid"].clone())
        .expect("a dma waits thread");
    let on = |ph: &str| -> Vec<&Value> {
        events
            .iter()
            .filter(|e| e["ph"] == ph && e["name"] == "dma_wait")
            .collect()
    };
    let waits: Vec<&Value> = on("X");
    assert_eq!(waits.len(), 1);
    assert_eq!(
        (waits[0]["ts"].as_u64(), &waits[0]["tid"], &waits[0]["dur"]),
        (Some(s + 266), &wait_tid, &json!(1))
    );
    let (starts, ends) = (on("s"), on("f"));
    assert_eq!((starts.len(), ends.len()), (1, 1));
    assert_eq!(starts[0]["id"], ends[0]["id"]);
    assert_eq!(
        (starts[0]["ts"].as_u64(), &starts[0]["tid"]),
        (Some(s), &dma[0]["tid"])
    );
    assert_eq!(
        (ends[0]["ts"].as_u64(), &ends[0]["tid"], &ends[0]["bp"]),
        (Some(s + 266), &wait_tid, &json!("e"))
    );
    // 256 × f32 in dram and in sram, one i32 tag in sem; nothing is freed.
    for (space, bytes) in [("dram", 1024.0), ("sram", 1024.0), ("sem", 4.0)] {
        let alloc = counter(&v, &format!("allocated {space}"), "bytes");
        assert_eq!(alloc.len(), 1, "{space}: {alloc:?}");
        assert_eq!(alloc[0].1, bytes, "{space}");
        assert!(alloc[0].0 <= s, "{space}: allocated before the copy");
    }
}

/// A divide in the middle of a multiply chain, in a called function.
const CHAIN: &str = "func.func @work(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %a = arith.muli %x, %c3 : i32
  %b = arith.divsi %a, %c3 : i32
  %c = arith.muli %b, %c3 : i32
  return %c : i32
}
func.func @main() -> i32 {
  %x = arith.constant 7 : i32
  %r = func.call @work(%x) : (i32) -> i32
  return %r : i32
}
";

/// `--profile`'s report section for `kernel`, and stderr.
fn profile(case: &str, kernel: &str) -> (Value, Value, String) {
    let dir = scratch(case);
    let (k, t, r) = (dir.join("k.mlir"), dir.join("t.toml"), dir.join("r.json"));
    std::fs::write(&k, kernel).unwrap();
    std::fs::write(&t, TARGET).unwrap();
    let mut cmd = Command::new(our_bin("rmlir-sim"));
    cmd.arg(&k)
        .arg("--target")
        .arg(&t)
        .arg("--profile")
        .arg("--report")
        .arg(&r);
    let out = run(&mut cmd, None);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{case}: {stderr}");
    let report: Value = serde_json::from_str(&std::fs::read_to_string(&r).unwrap()).unwrap();
    (report["profile"].clone(), report, stderr)
}

/// A profile row: (line or function, ops, cycles, operand stalls,
/// dma_wait stalls).
fn row(v: &Value, key: &str) -> (Value, u64, u64, u64, u64) {
    let n = |x: &Value| x.as_u64().unwrap();
    (
        v[key].clone(),
        n(&v["ops"]),
        n(&v["cycles"]),
        n(&v["stalls"]["operand"]),
        n(&v["stalls"]["dma_wait"]),
    )
}

#[test]
fn the_profile_charges_each_line_its_cycles_and_stalls() {
    // In-order, one op per cycle, int_mul latency 3, int_div latency 20
    // (the defaults), other ops latency 1. @main's call issues at 0 and
    // @work's first multiply at 1 (1 cycle). The divide waits for it until
    // 1 + 3 = 4: 2 stalled cycles, issued at 4 (3 cycles). The second
    // multiply waits until 4 + 20 = 24: 19 stalled, issued at 24 (20 cycles)
    // — the hot line. The return waits for it until 27: 2 stalled (3
    // cycles); @main's return issues at 28 (1 cycle). Run: 29 cycles.
    let (p, r, stderr) = profile("chain", CHAIN);
    assert_eq!(r["cycles"], 29);
    let lines: Vec<_> = p["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| row(l, "line"))
        .collect();
    let want = [
        (json!(5), 1, 20, 19, 0),
        (json!(4), 1, 3, 2, 0),
        (json!(6), 1, 3, 2, 0),
        (json!(3), 1, 1, 0, 0),
        (json!(10), 1, 1, 0, 0),
        (json!(11), 1, 1, 0, 0),
    ];
    assert_eq!(lines, want);
    let hot = &p["lines"][0];
    assert_eq!(hot["function"], "work");
    assert!(hot["file"].as_str().unwrap().ends_with("k.mlir"));
    let funcs: Vec<_> = p["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| row(f, "function"))
        .collect();
    assert_eq!(
        funcs,
        [(json!("work"), 4, 27, 23, 0), (json!("main"), 2, 2, 0, 0)]
    );
    assert!(
        stderr.contains("k.mlir:5 (@work) 20 cycles (69.0%), 1 ops, 19 stalled"),
        "{stderr}"
    );
}

#[test]
fn the_profile_finds_the_wait_of_a_dma_bound_kernel() {
    // The lone copy (§ Bottlenecks above) lands 266 cycles after its
    // dma_start issues at q; the dma_wait (line 9) is ready at q + 1 and
    // issues at q + 266: 265 cycles stalled in dma_wait, 266 charged.
    let (p, _, _) = profile("wait", ONE_COPY);
    assert_eq!(row(&p["lines"][0], "line"), (json!(9), 1, 266, 0, 265));
}
