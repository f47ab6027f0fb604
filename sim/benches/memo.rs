//! Cost per simulated op of a loop's timing, issued op by op through the
//! model (what the interpreter and the JIT's inline steps do) and through
//! the iteration memo (`rmlir_sim::timing::memo`), on the inner loop of an
//! `i32` matmul: the loop test, a load of `a[i][k]` (stride 4 B), a load
//! of `b[k][j]` (stride one 640-element row, so it stays on one bank), a
//! multiply, an add into the accumulator, the induction step.
//!
//! The figure is simulated ops per CPU second of this thread (the machine
//! may be loaded); `cargo bench -p rmlir-sim --bench memo` prints both and
//! checks that the two reports agree.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rmlir_sim::timing::config::{SpaceConfig, TimingConfig, UnitConfig};
use rmlir_sim::timing::memo::{BodyAccess, BodyOp, Memo};
use rmlir_sim::timing::report::Report;
use rmlir_sim::timing::{MemAccess, SpaceId, TimingModel, UnitId};

/// alu 1/1, mul 3/1 (latency/ii); sram: latency 1, 4 banks × 16 B, one
/// port, bank busy 1: `configs/edge.toml`'s scalar core and scratchpad.
fn config() -> TimingConfig {
    let unit = |name: &str, latency| UnitConfig {
        name: name.into(),
        latency,
        ii: 1,
    };
    TimingConfig {
        clock_hz: 4e8,
        issue_width: 1,
        units: vec![unit("alu", 1), unit("mul", 3)],
        spaces: vec![SpaceConfig {
            name: "sram".into(),
            latency: 1,
            read_bw: 16.into(),
            write_bw: 16.into(),
            banks: 4,
            interleave: 16,
            ports: 1,
            bank_busy: 1,
            capacity: 1 << 30,
        }],
        engines: vec![],
    }
}

/// Registers: 1 iv, 2 ub, 3 step, 4 a, 5 b, 6 product, 7 accumulator.
fn body() -> Vec<BodyOp> {
    let op = |unit, srcs: &[u32], dsts: &[u32], load: bool| BodyOp {
        unit: UnitId(unit),
        latency: None,
        srcs: srcs.to_vec(),
        dsts: dsts.to_vec(),
        access: load.then_some(BodyAccess {
            space: SpaceId(0),
            bytes: 4,
            is_store: false,
        }),
        copy: false,
    };
    vec![
        op(0, &[1, 2], &[], false),
        op(0, &[1], &[4], true),
        op(0, &[1], &[5], true),
        op(1, &[4, 5], &[6], false),
        op(0, &[7, 6], &[7], false),
        op(0, &[1, 3], &[1], false),
    ]
}

const N: u64 = 640;

/// The loads' addresses in iteration `k` of row `i`.
fn addrs(i: u64, k: u64) -> [u64; 2] {
    [4 * (i * N + k), (1 << 24) + 4 * (k * N + 7)]
}

/// `rows` rows of the loop, op by op.
fn plain(rows: u64) -> Report {
    let mut m = TimingModel::new(&config()).unwrap();
    let body = body();
    for i in 0..rows {
        for k in 0..N {
            let mut at = addrs(i, k).into_iter();
            for o in &body {
                match o.access {
                    Some(a) => {
                        let access = MemAccess {
                            space: a.space,
                            addr: at.next().unwrap(),
                            bytes: a.bytes,
                            is_store: a.is_store,
                        };
                        black_box(m.mem_access(o, access));
                    }
                    None => {
                        black_box(m.issue(o));
                    }
                }
            }
        }
    }
    m.finish()
}

/// The same through the memo, one run per row.
fn memo(rows: u64) -> Report {
    let mut m = TimingModel::new(&config()).unwrap();
    let mut memo = Memo::new(body());
    for i in 0..rows {
        let mut run = memo.enter(&m);
        for k in 0..N {
            black_box(memo.step(&mut run, &mut m, &addrs(i, k)));
        }
        memo.leave(run, &mut m);
    }
    m.finish()
}

/// Nanoseconds this thread has run on a CPU (Linux).
fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

const ROWS: u64 = 200;

fn bench(c: &mut Criterion) {
    assert_eq!(plain(ROWS).to_json(), memo(ROWS).to_json());
    let ops = ROWS * N * body().len() as u64;
    for (name, f) in [("plain", plain as fn(u64) -> Report), ("memo", memo)] {
        let Some(t0) = cpu_ns() else { break };
        let reps = 20;
        (0..reps).for_each(|_| {
            black_box(f(ROWS));
        });
        let cpu = (cpu_ns().unwrap_or(t0) - t0) as f64 / 1e9;
        let per_s = (reps * ops) as f64 / cpu;
        println!("{name}: {per_s:.3e} simulated ops per CPU second");
    }
    let mut g = c.benchmark_group("loop_timing");
    g.throughput(Throughput::Elements(ops));
    g.bench_function("plain", |b| b.iter(|| plain(ROWS)));
    g.bench_function("memo", |b| b.iter(|| memo(ROWS)));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
