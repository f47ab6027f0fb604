//! The trace sinks stream: with the model's watermarks they write while the
//! run goes, and the text says the same as when the whole run is buffered
//! and written at the end (the order of the lines within one VCD time, and
//! of Chrome events with one start, aside). The reference is the same sink
//! behind a wrapper that forwards every call but the watermark ones, as a
//! sink written before they existed would.

use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

use rmlir_sim::timing::config::{
    EngineConfig, EnginePolicy, Rate, SpaceConfig, TimingConfig, UnitConfig,
};
use rmlir_sim::timing::sinks::chrome::ChromeSink;
use rmlir_sim::timing::sinks::vcd::VcdSink;
use rmlir_sim::timing::sinks::Threaded;
use rmlir_sim::timing::{Cycle, DmaRequest, OpTiming, Reg, SpaceId, StallCause};
use rmlir_sim::timing::{DmaSpan, TraceSink, ValueSignal};
use rmlir_sim::timing::{TimingModel, UnitId};

fn config() -> TimingConfig {
    let space = |name: &str, bw: u32| SpaceConfig {
        name: name.into(),
        latency: 2,
        read_bw: Rate::from(bw),
        write_bw: Rate::from(bw),
        banks: 2,
        interleave: 8,
        ports: 1,
        bank_busy: 1,
        capacity: 1 << 20,
    };
    let engine = |name: &str, channels| EngineConfig {
        name: name.into(),
        channels,
        outstanding: 3,
        bandwidth: Rate::whole(8),
        setup: 5,
        max_burst: 64,
        burst_overhead: 1,
        descriptor_overhead: 0,
        pairs: vec![],
        group: 0,
        policy: EnginePolicy::LeastLoaded,
    };
    let unit = |name: &str, latency, ii| UnitConfig {
        name: name.into(),
        latency,
        ii,
    };
    TimingConfig {
        clock_hz: 1e9,
        issue_width: 2,
        units: vec![unit("alu", 1, 1), unit("mul", 3, 2), unit("idle", 1, 1)],
        spaces: vec![space("dram", 12), space("sram", 32)],
        engines: vec![engine("dma0", 2), engine("dma1", 1)],
    }
}

/// `rounds` of DMAs (more than the engines take at once), dependent and
/// independent ops on two units (one unit used only in round 0), waits,
/// allocations, and value changes of widths 3 and 100.
fn run<S: TraceSink>(sink: S, rounds: u64) -> S {
    let mut m = TimingModel::with_sink(&config(), sink).unwrap();
    let sigs = [3, 100].map(|w| m.sink_mut().declare_value(&format!("v{w}"), w));
    m.issue(&op(2, &[], &[Reg(9)]));
    for round in 0..rounds {
        m.alloc(SpaceId(1), 64 * (round % 5 + 1));
        for k in 0..4u64 {
            let req = DmaRequest {
                src: SpaceId(0),
                dst: SpaceId(1),
                bytes: 40 + 29 * k + round % 7,
                row_bytes: (k == 3).then_some(16),
                tag: k % 2,
                engine: None,
            };
            m.dma_start(&[], &req).unwrap();
        }
        for i in 0..7u32 {
            let srcs = [Reg(i.saturating_sub(1 + i % 2))];
            let t = m.issue(&op(i % 2, &srcs[..(i > 0) as usize], &[Reg(i)]));
            let bits = [round * 7 + i as u64, round];
            m.sink_mut().change_value(sigs[i as usize % 2], t.at, &bits);
        }
        m.dma_wait(round % 2).unwrap();
        m.free(SpaceId(1), 64 * (round % 5 + 1));
    }
    m.dma_wait(0).ok();
    m.dma_wait(1).ok();
    m.finish();
    m.into_sink()
}

fn op<'a>(unit: u32, srcs: &'a [Reg], dsts: &'a [Reg]) -> OpTiming<'a> {
    OpTiming {
        unit: UnitId(unit),
        srcs,
        dsts,
        latency: None,
    }
}

/// Forwards every call except `wants_watermark`/`watermark`.
struct Buffered<S>(S);

impl<S: TraceSink> TraceSink for Buffered<S> {
    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        self.0.unit_busy(unit, start, end);
    }
    fn unit_open(&mut self, unit: u32, start: Cycle) {
        self.0.unit_open(unit, start);
    }
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        self.0.stall(start, end, cause);
    }
    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        self.0.dma_begin(engine, channel, tag, bytes, cycle);
    }
    fn dma_transfer(&mut self, span: &DmaSpan) {
        self.0.dma_transfer(span);
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        self.0.dma_remaining(engine, channel, cycle, bytes);
    }
    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        self.0.space_allocated(space, cycle, bytes);
    }
    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        self.0.space_rate(space, cycle, bytes_per_cycle);
    }
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        self.0.declare_value(name, width)
    }
    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        self.0.change_value(sig, cycle, bits);
    }
    fn finish(&mut self, end: Cycle) {
        self.0.finish(end);
    }
}

/// The VCD text with the lines of each timestamp block sorted.
fn normalised(vcd: &[u8]) -> Vec<Vec<String>> {
    let mut blocks: Vec<Vec<String>> = vec![vec![]];
    for line in String::from_utf8(vcd.to_vec()).unwrap().lines() {
        if line.starts_with('#') {
            blocks.push(vec![]);
        }
        blocks.last_mut().unwrap().push(line.to_string());
    }
    blocks.iter_mut().for_each(|b| b.sort());
    blocks
}

/// A destination the test can read while the sink holds it.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn streamed_vcd_says_what_the_buffered_one_says() {
    let cfg = config();
    for every in [1, 7, 8192] {
        let streamed = run(VcdSink::new(&cfg).flush_every(every), 300);
        let buffered = run(Buffered(VcdSink::new(&cfg)), 300).0;
        let (a, b) = (
            streamed.into_inner().unwrap(),
            buffered.into_inner().unwrap(),
        );
        assert!(String::from_utf8_lossy(&a).contains("b1100100 "), "{every}");
        assert_eq!(normalised(&a), normalised(&b), "flush every {every}");
    }
}

/// On its writer thread, a sink writes what it writes inline: it gets the
/// same calls, and the watermarks it skips only delay the writing (which
/// may order the lines of one VCD time differently).
#[test]
fn a_threaded_sink_says_what_the_inline_one_says() {
    let cfg = config();
    for every in [1, 64, 8192] {
        let inline = run(
            (
                VcdSink::new(&cfg).flush_every(every),
                ChromeSink::new(&cfg).flush_every(every),
            ),
            2000,
        );
        let threaded = std::thread::scope(|scope| {
            let sink = (
                VcdSink::new(&cfg).flush_every(every),
                ChromeSink::new(&cfg).flush_every(every),
            );
            run(Threaded::spawn(scope, sink).unwrap(), 2000).join()
        });
        let vcd = (
            inline.0.into_inner().unwrap(),
            threaded.0.into_inner().unwrap(),
        );
        let json = (
            inline.1.into_inner().unwrap(),
            threaded.1.into_inner().unwrap(),
        );
        assert!(vcd.0.len() > 100_000, "{}", vcd.0.len());
        assert!(
            normalised(&vcd.0) == normalised(&vcd.1),
            "VCD, flush every {every}"
        );
        assert!(
            events(&json.0).0 == events(&json.1).0,
            "JSON, flush every {every}"
        );
    }
}

/// Chrome events, sorted, and whether the text had them in start order.
fn events(json: &[u8]) -> (Vec<String>, bool) {
    let v: serde_json::Value = serde_json::from_slice(json).unwrap();
    let evs = v["traceEvents"].as_array().unwrap();
    let ts: Vec<u64> = evs.iter().filter_map(|e| e["ts"].as_u64()).collect();
    let mut all: Vec<String> = evs.iter().map(|e| e.to_string()).collect();
    all.sort();
    (all, ts.windows(2).all(|w| w[0] <= w[1]))
}

#[test]
fn streamed_chrome_trace_has_the_buffered_events_in_start_order() {
    let cfg = config();
    for every in [1, 5, 32768] {
        let streamed = run(ChromeSink::new(&cfg).flush_every(every), 300);
        let buffered = run(Buffered(ChromeSink::new(&cfg)), 300).0;
        let (a, sorted) = events(&streamed.into_inner().unwrap());
        let (b, _) = events(&buffered.into_inner().unwrap());
        assert!(a.len() > 2000, "{}", a.len());
        assert_eq!(a, b, "flush every {every}");
        assert!(sorted, "flush every {every}: events out of start order");
    }
}

/// The text reaches the destination during the run, not only at the end:
/// after 3000 rounds (several MB of VCD), most of it is there.
#[test]
fn text_reaches_the_destination_during_the_run() {
    let dest = Shared::default();
    let mut m =
        TimingModel::with_sink(&config(), VcdSink::to_writer(&config(), dest.clone())).unwrap();
    for i in 0..200_000u32 {
        let srcs = [Reg(i % 3)];
        m.issue(&op(i % 2, &srcs, &[Reg((i + 1) % 3)]));
    }
    let during = dest.0.borrow().len();
    m.finish();
    m.into_sink().into_inner().unwrap();
    let total = dest.0.borrow().len();
    assert!(
        during > total / 2,
        "{during} of {total} bytes written during the run"
    );
}

/// Unit 0 busy on every cycle, unit 1 now and then.
fn busy<S: TraceSink>(sink: S) -> S {
    let mut m = TimingModel::with_sink(&config(), sink).unwrap();
    for i in 0..5000u32 {
        m.issue(&op(0, &[], &[Reg(i % 4)]));
        if i % 100 == 99 {
            m.issue(&op(1, &[Reg(i % 4)], &[Reg(9)]));
        }
    }
    m.finish();
    m.into_sink()
}

/// A unit busy on every cycle keeps one span open for the whole run, which
/// would hold back every later event; past the cap the sink writes anyway
/// (that span then comes out of start order, as the format allows) and the
/// events are still the buffered ones.
#[test]
fn a_span_open_all_run_does_not_hold_the_chrome_trace() {
    let cfg = config();
    let dest = Shared::default();
    let streamed = busy(ChromeSink::to_writer(&cfg, dest.clone()).flush_every(4));
    let during = dest.0.borrow().len();
    let buffered = busy(Buffered(ChromeSink::new(&cfg))).0;
    streamed.into_inner().unwrap();
    let (a, sorted) = events(&dest.0.borrow());
    let (b, _) = events(&buffered.into_inner().unwrap());
    assert_eq!(a, b);
    assert!(!sorted, "the all-run span comes last, out of start order");
    assert!(during > 0, "written during the run");
}
