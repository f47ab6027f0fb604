//! Throughput of the DMA event loop: simulated DMA events (transfers
//! accepted, first bytes moved, completions) per second of host time, with
//! tracing off and with the VCD sink on (the goal: at most 1.5x slower).
//!
//! The workload keeps 2 engines × 4 channels busy with overlapping
//! transfers of mixed sizes and strides, so every event changes the shared
//! rates. The traced runs write the VCD text into memory. There is no
//! upstream DMA model to compare with, so the figure is
//! absolute; `cargo bench -p rmlir-sim --bench dma_events` prints it as
//! "thrpt … Melem/s".

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rmlir_sim::timing::config::{
    EngineConfig, EnginePolicy, Rate, SpaceConfig, TimingConfig, UnitConfig,
};
use rmlir_sim::timing::sinks::vcd::VcdSink;
use rmlir_sim::timing::TraceSink;
use rmlir_sim::timing::{DmaRequest, OpTiming, SpaceId, TimingModel, UnitId};

fn config() -> TimingConfig {
    let space = |name: &str, bw: u32| SpaceConfig {
        name: name.into(),
        latency: 2,
        read_bw: Rate::from(bw),
        write_bw: Rate::from(bw),
        banks: 4,
        interleave: 8,
        ports: 1,
        bank_busy: 1,
        capacity: 1 << 30,
    };
    let engine = |name: &str| EngineConfig {
        name: name.into(),
        channels: 4,
        outstanding: 8,
        bandwidth: Rate::whole(16),
        setup: 7,
        max_burst: 64,
        burst_overhead: 1,
        descriptor_overhead: 2,
        pairs: vec![],
        group: 0,
        policy: EnginePolicy::LeastLoaded,
    };
    TimingConfig {
        clock_hz: 1e9,
        issue_width: 1,
        units: vec![UnitConfig {
            name: "alu".into(),
            latency: 1,
            ii: 1,
        }],
        spaces: vec![space("dram", 24), space("sram", 48), space("l2", 32)],
        engines: vec![engine("dma0"), engine("dma1")],
    }
}

/// Runs `rounds` rounds of 8 overlapping transfers; returns the event count.
fn workload<S: TraceSink>(sink: S, rounds: u64) -> u64 {
    let mut m = TimingModel::with_sink(&config(), sink).unwrap();
    let alu = OpTiming {
        unit: UnitId(0),
        srcs: &[],
        dsts: &[],
        latency: None,
    };
    for r in 0..rounds {
        for k in 0..8u64 {
            let req = DmaRequest {
                src: SpaceId((k % 3) as u32),
                dst: SpaceId(((k + 1) % 3) as u32),
                bytes: 256 + 64 * ((r + k) % 7),
                row_bytes: (k % 4 == 3).then_some(64),
                tag: k,
                engine: None,
            };
            m.dma_start(&[], &req).unwrap();
            m.issue(&alu);
        }
        for k in 0..8 {
            m.dma_wait(k).unwrap();
        }
    }
    black_box(m.finish());
    m.dma_events()
}

/// A double-buffered kernel: per tile, one DMA in, 64 dependent-pair ALU
/// ops, one wait. Returns the model calls made (ops + DMA events).
fn kernel<S: TraceSink>(sink: S, tiles: u64) -> u64 {
    let mut m = TimingModel::with_sink(&config(), sink).unwrap();
    let mut calls = 0;
    for t in 0..tiles {
        let req = DmaRequest {
            src: SpaceId(0),
            dst: SpaceId(1),
            bytes: 512,
            row_bytes: None,
            tag: t % 2,
            engine: None,
        };
        m.dma_start(&[], &req).unwrap();
        for k in 0..64u32 {
            let srcs = [rmlir_sim::timing::Reg(k % 2)];
            let dsts = [rmlir_sim::timing::Reg(2 + k % 2)];
            m.issue(&OpTiming {
                unit: UnitId(0),
                srcs: &srcs,
                dsts: &dsts,
                latency: None,
            });
        }
        if t > 0 {
            m.dma_wait((t + 1) % 2).unwrap();
        }
        calls += 66;
    }
    m.dma_wait((tiles + 1) % 2).ok();
    black_box(m.finish());
    calls + m.dma_events()
}

/// Writes the trace's text into memory, as a file would get it (a
/// `std::io::sink()` would let the sink skip building the text).
fn write_vcd(m: &mut VcdSink) {
    let mut text = Vec::new();
    m.write_to(&mut text).unwrap();
    black_box(text.len());
}

fn kernel_vcd() -> u64 {
    let cfg = config();
    let mut m = VcdSink::new(&cfg);
    let n = kernel(&mut m, ROUNDS);
    write_vcd(&mut m);
    n
}

/// Nanoseconds this thread has run on a CPU (Linux), so the figure holds on
/// a loaded machine where wall time does not.
fn cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

/// Prints events per CPU second of `f` run `reps` times.
fn report_cpu(name: &str, reps: u32, mut f: impl FnMut() -> u64) {
    let (Some(t0), wall) = (cpu_ns(), std::time::Instant::now()) else {
        return;
    };
    let events: u64 = (0..reps).map(|_| f()).sum();
    let cpu = cpu_ns().unwrap_or(t0) - t0;
    let per_s = events as f64 / (cpu as f64 / 1e9);
    let wall = wall.elapsed().as_secs_f64();
    println!("{name}: {events} events, {per_s:.3e} events per CPU second ({wall:.2} s wall)");
}

const ROUNDS: u64 = 2_000;

fn vcd_run() -> u64 {
    let cfg = config();
    let mut m = VcdSink::new(&cfg);
    let n = workload(&mut m, ROUNDS);
    write_vcd(&mut m);
    n
}

fn bench(c: &mut Criterion) {
    let events = workload(rmlir_sim::timing::NullSink, ROUNDS);
    report_cpu("untraced", 50, || {
        workload(rmlir_sim::timing::NullSink, ROUNDS)
    });
    report_cpu("vcd", 20, vcd_run);
    report_cpu("kernel untraced", 50, || {
        kernel(rmlir_sim::timing::NullSink, ROUNDS)
    });
    report_cpu("kernel vcd", 20, kernel_vcd);
    let mut g = c.benchmark_group("dma_events");
    g.throughput(Throughput::Elements(events));
    g.bench_function("untraced", |b| {
        b.iter(|| workload(rmlir_sim::timing::NullSink, ROUNDS))
    });
    g.bench_function("vcd", |b| b.iter(vcd_run));
    g.finish();
    let calls = kernel(rmlir_sim::timing::NullSink, ROUNDS);
    let mut g = c.benchmark_group("kernel_calls");
    g.throughput(Throughput::Elements(calls));
    g.bench_function("untraced", |b| {
        b.iter(|| kernel(rmlir_sim::timing::NullSink, ROUNDS))
    });
    g.bench_function("vcd", |b| b.iter(kernel_vcd));
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
