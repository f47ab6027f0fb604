//! Parse-throughput probe (ignored by default): set `RMLIR_PARSE_FILE` to a
//! large `.mlir` file and run
//! `cargo test --release -p rmlir-ir --test parser_perf -- --ignored --nocapture`.
//! The end-to-end comparison with `mlir-opt` lives in the workspace's
//! benchmark; this isolates the parser's share.

use rmlir_ir::parser::{parse_module, ParseOptions};
use rmlir_ir::Context;
use std::time::Instant;

/// CPU seconds this thread has used (utime + stime from /proc), so the
/// figure means something on a loaded machine; `None` off Linux.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let after = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

#[test]
#[ignore = "benchmark: needs RMLIR_PARSE_FILE"]
fn parse_throughput() {
    let Ok(path) = std::env::var("RMLIR_PARSE_FILE") else {
        eprintln!("parse_throughput skipped: RMLIR_PARSE_FILE is not set");
        return;
    };
    let text = std::fs::read_to_string(&path).expect("readable file");
    let opts = ParseOptions {
        allow_unregistered: true,
    };
    let mut best = f64::MAX;
    let mut best_cpu = f64::MAX;
    for _ in 0..3 {
        let mut ctx = Context::new();
        let t = Instant::now();
        let cpu = thread_cpu_seconds();
        let r = parse_module(&mut ctx, &path, &text, &opts);
        best = best.min(t.elapsed().as_secs_f64());
        if let (Some(a), Some(b)) = (cpu, thread_cpu_seconds()) {
            best_cpu = best_cpu.min(b - a);
        }
        if let Err(d) = r {
            panic!("{:?}", d[0]);
        }
        let t = Instant::now();
        drop(ctx);
        eprintln!(
            "(dropping the context took {:.3} s)",
            t.elapsed().as_secs_f64()
        );
    }
    let mb = text.len() as f64 / 1e6;
    eprintln!(
        "parsed {mb:.1} MB in {best:.3} s wall, {best_cpu:.2} s CPU ({:.1} MB/s wall)",
        mb / best
    );
}
