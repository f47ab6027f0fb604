//! The VCD and Chrome traces, read back by independent readers: Python's
//! `pyvcd` for the VCD (skipped with a message when missing, unless
//! `RMLIR_REQUIRE_TOOLS=1`), `serde_json` for the trace JSON. Busy intervals
//! in the traces must add up to the report's figures.

#[path = "../../tests/common/tools.rs"]
mod tools;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

use rmlir_sim::timing::config::{
    EngineConfig, EnginePolicy, Rate, SpaceConfig, TimingConfig, UnitConfig,
};
use rmlir_sim::timing::report::Report;
use rmlir_sim::timing::sinks::chrome::ChromeSink;
use rmlir_sim::timing::sinks::vcd::VcdSink;
use rmlir_sim::timing::TraceSink;
use rmlir_sim::timing::{DmaRequest, OpTiming, Reg, SpaceId, TimingModel, UnitId};
use serde_json::Value;

fn space(name: &str, bw: u32) -> SpaceConfig {
    SpaceConfig {
        name: name.into(),
        latency: 2,
        read_bw: Rate::from(bw),
        write_bw: Rate::from(bw),
        banks: 2,
        interleave: 8,
        ports: 1,
        bank_busy: 1,
        capacity: 1 << 20,
    }
}

fn engine(name: &str, channels: u32) -> EngineConfig {
    EngineConfig {
        name: name.into(),
        channels,
        outstanding: 4,
        bandwidth: Rate::whole(8),
        setup: 5,
        max_burst: 64,
        burst_overhead: 1,
        descriptor_overhead: 0,
        pairs: vec![],
        group: 0,
        policy: EnginePolicy::LeastLoaded,
    }
}

fn config() -> TimingConfig {
    TimingConfig {
        clock_hz: 1e9,
        issue_width: 1,
        units: vec![
            UnitConfig {
                name: "alu".into(),
                latency: 1,
                ii: 1,
            },
            UnitConfig {
                name: "mul".into(),
                latency: 3,
                ii: 2,
            },
        ],
        spaces: vec![space("dram", 12), space("sram", 32)],
        engines: vec![engine("dma0", 2), engine("dma1", 1)],
    }
}

/// A kernel with overlapping DMAs on both engines, compute, stalls,
/// allocations and value waveforms of odd widths.
fn run<S: TraceSink>(sink: S) -> (Report, S) {
    let mut m = TimingModel::with_sink(&config(), sink).unwrap();
    let widths = [1u32, 7, 13, 65, 129];
    let sigs: Vec<_> = widths
        .iter()
        .map(|&w| m.sink_mut().declare_value(&format!("v{w}"), w))
        .collect();
    m.alloc(SpaceId(1), 4096);
    for round in 0..4u64 {
        for k in 0..3u64 {
            let req = DmaRequest {
                src: SpaceId(0),
                dst: SpaceId(1),
                bytes: 100 + 37 * k + round,
                row_bytes: (k == 2).then_some(24),
                tag: k,
                engine: None,
            };
            m.dma_start(&[], &req).unwrap();
        }
        for i in 0..6u32 {
            let unit = UnitId(i % 2);
            let srcs = if i > 0 { vec![Reg(i - 1)] } else { vec![] };
            let t = m.issue(&OpTiming {
                unit,
                srcs: &srcs,
                dsts: &[Reg(i)],
                latency: None,
            });
            let bits = [u64::MAX - round, round + 1, 3];
            m.sink_mut()
                .change_value(sigs[(i as usize) % sigs.len()], t.ready, &bits);
        }
        for k in 0..3 {
            m.dma_wait(k).unwrap();
        }
    }
    m.free(SpaceId(1), 4096);
    let r = m.finish();
    (r, m.into_sink())
}

/// Union of intervals, merged when they touch.
fn merge(mut v: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
    v.sort();
    let mut out: Vec<(u64, u64)> = Vec::new();
    for (s, e) in v {
        match out.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
        }
    }
    out
}

fn total(v: &[(u64, u64)]) -> u64 {
    v.iter().map(|(s, e)| e - s).sum()
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("rmlir_{}_{name}", std::process::id()))
}

/// Reads a VCD with pyvcd; returns `path -> [(time, value as string)]`.
const READER: &str = r#"
import json, sys
from vcd.reader import tokenize, TokenKind
scopes, names, out, t, last = [], {}, {}, 0, -1
with open(sys.argv[1], 'rb') as f:
    for tok in tokenize(f):
        k = tok.kind
        if k is TokenKind.SCOPE: scopes.append(tok.data.ident)
        elif k is TokenKind.UPSCOPE: scopes.pop()
        elif k is TokenKind.VAR:
            d = tok.data
            names[d.id_code] = '.'.join(scopes + [d.reference])
            out[names[d.id_code]] = {'width': d.size, 'changes': []}
        elif k is TokenKind.CHANGE_TIME:
            assert tok.data > last, 'time not increasing'
            t = last = tok.data
        elif k in (TokenKind.CHANGE_SCALAR, TokenKind.CHANGE_VECTOR, TokenKind.CHANGE_REAL):
            d = tok.data
            out[names[d.id_code]]['changes'].append([t, str(int(d.value)) if k is not TokenKind.CHANGE_REAL else repr(d.value)])
print(json.dumps(out))
"#;

fn pyvcd_read(path: &PathBuf, test: &str) -> Option<Value> {
    let py = tools::python_module("vcd.reader", "pyvcd", test)?;
    let o = Command::new(py)
        .args(["-c", READER])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "pyvcd failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    Some(serde_json::from_slice(&o.stdout).unwrap())
}

/// Intervals where a 1-bit signal is 1.
fn high_intervals(sig: &Value, end: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let mut since = None;
    for c in sig["changes"].as_array().unwrap() {
        let (t, v) = (c[0].as_u64().unwrap(), c[1].as_str().unwrap());
        match (v, since) {
            ("1", None) => since = Some(t),
            ("0", Some(s)) => {
                out.push((s, t));
                since = None;
            }
            _ => {}
        }
    }
    out.extend(since.map(|s| (s, end)));
    out
}

/// Chrome events of category `cat`, by thread name.
fn chrome_intervals(json: &Value, cat: &str) -> BTreeMap<String, Vec<(u64, u64)>> {
    let events = json["traceEvents"].as_array().unwrap();
    let names: BTreeMap<u64, String> = events
        .iter()
        .filter(|e| e["ph"] == "M")
        .map(|e| {
            (
                e["tid"].as_u64().unwrap(),
                e["args"]["name"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let mut out: BTreeMap<String, Vec<(u64, u64)>> = BTreeMap::new();
    for e in events.iter().filter(|e| e["ph"] == "X" && e["cat"] == cat) {
        let (ts, dur) = (e["ts"].as_u64().unwrap(), e["dur"].as_u64().unwrap());
        let name = names[&e["tid"].as_u64().unwrap()].clone();
        out.entry(name).or_default().push((ts, ts + dur));
    }
    out
}

#[test]
fn chrome_trace_parses_and_matches_report() {
    let (r, mut sink) = run(ChromeSink::new(&config()));
    let mut buf = Vec::new();
    sink.write_to(&mut buf).unwrap();
    let json: Value = serde_json::from_slice(&buf).unwrap();
    let dma = chrome_intervals(&json, "dma");
    // 12 transfers, one "X" event each.
    assert_eq!(dma.values().map(Vec::len).sum::<usize>(), 12);
    for (e, er) in r.engines.iter().enumerate() {
        let spans: Vec<_> = dma
            .iter()
            .filter(|(k, _)| k.starts_with(&format!("dma{e} ")))
            .flat_map(|(_, v)| v.clone())
            .collect();
        assert_eq!(total(&merge(spans)), er.busy_cycles, "engine {e}");
    }
    let stalls: Vec<_> = chrome_intervals(&json, "stall")
        .into_values()
        .flatten()
        .collect();
    assert_eq!(total(&stalls), r.stalls.total);
    for (u, ur) in r.units.iter().enumerate() {
        let busy = &chrome_intervals(&json, "unit")[&format!("unit {}", ur.name)];
        assert_eq!(total(busy), ur.busy_cycles, "unit {u}");
    }
}

#[test]
fn vcd_read_back_by_pyvcd_matches_report_and_chrome() {
    let cfg = config();
    let (r, (mut vcd, mut chrome)) = run((VcdSink::new(&cfg), ChromeSink::new(&cfg)));
    let path = temp("trace.vcd");
    vcd.write_to(std::io::BufWriter::new(
        std::fs::File::create(&path).unwrap(),
    ))
    .unwrap();
    let Some(sigs) = pyvcd_read(&path, "vcd_read_back_by_pyvcd_matches_report_and_chrome") else {
        return;
    };
    std::fs::remove_file(&path).ok();
    let mut buf = Vec::new();
    chrome.write_to(&mut buf).unwrap();
    let dma = chrome_intervals(&serde_json::from_slice(&buf).unwrap(), "dma");
    for (e, ec) in cfg.engines.iter().enumerate() {
        let mut union = Vec::new();
        for c in 0..ec.channels {
            let busy = high_intervals(&sigs[format!("{}.ch{c}.busy", ec.name)], r.cycles);
            let from_json = merge(
                dma.get(&format!("{} ch{c}", ec.name))
                    .cloned()
                    .unwrap_or_default(),
            );
            assert_eq!(busy, from_json, "{} ch{c}", ec.name);
            union.extend(busy);
        }
        assert_eq!(
            total(&merge(union)),
            r.engines[e].busy_cycles,
            "{}",
            ec.name
        );
    }
    assert_eq!(
        total(&high_intervals(&sigs["core.stall"], r.cycles)),
        r.stalls.total
    );
    assert_eq!(
        total(&high_intervals(&sigs["units.mul"], r.cycles)),
        r.units[1].busy_cycles
    );
    // Allocation rose to 4096 and fell back to 0.
    let alloc: Vec<&str> = sigs["sram.bytes_allocated"]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c[1].as_str().unwrap())
        .collect();
    assert_eq!(alloc, ["0", "4096", "0"]);
    check_values(&sigs);
}

/// Each value wire has its exact width and its last change holds the last
/// round's bits `[MAX - 3, 4, 3]` masked to that width.
fn check_values(sigs: &Value) {
    let lo = u64::MAX - 3;
    let want = [
        (1, (lo & 1).to_string()),
        (7, (lo & 0x7f).to_string()),
        (13, (lo & 0x1fff).to_string()),
        // Bit 64 is bit 0 of limb 1 (= 4): 0.
        (65, lo.to_string()),
        // Bit 128 is bit 0 of limb 2 (= 3): 1.
        (129, two_128_plus((4u128 << 64) | lo as u128)),
    ];
    for (w, expect) in want {
        let sig = &sigs[format!("values.v{w}")];
        assert_eq!(sig["width"], w, "width of v{w}");
        let last = sig["changes"].as_array().unwrap().last().unwrap()[1]
            .as_str()
            .unwrap();
        assert_eq!(last, expect, "v{w}");
    }
}

/// Decimal string of 2^128 + x (x < 2^128), without a bignum crate.
fn two_128_plus(x: u128) -> String {
    // 2^128 = 340282366920938463463374607431768211456.
    let mut digits: Vec<u8> = b"340282366920938463463374607431768211456"
        .iter()
        .map(|d| d - b'0')
        .collect();
    let mut carry = 0u32;
    let add: Vec<u8> = x.to_string().bytes().map(|d| d - b'0').collect();
    for i in 0..digits.len() {
        let a = digits[digits.len() - 1 - i] as u32;
        let b = if i < add.len() {
            add[add.len() - 1 - i] as u32
        } else {
            0
        };
        let s = a + b + carry;
        let n = digits.len();
        digits[n - 1 - i] = (s % 10) as u8;
        carry = s / 10;
    }
    let mut s: String = digits.iter().map(|d| (d + b'0') as char).collect();
    if carry > 0 {
        s.insert(0, char::from_digit(carry, 10).unwrap());
    }
    s
}

/// Forwards everything except `dma_begin`, like a wrapper written before
/// that method existed.
struct NoBegin(VcdSink);

impl TraceSink for NoBegin {
    fn unit_busy(&mut self, unit: u32, start: u64, end: u64) {
        self.0.unit_busy(unit, start, end);
    }
    fn stall(&mut self, start: u64, end: u64, cause: rmlir_sim::timing::StallCause) {
        self.0.stall(start, end, cause);
    }
    fn dma_transfer(&mut self, span: &rmlir_sim::timing::DmaSpan) {
        self.0.dma_transfer(span);
    }
    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: u64, bytes: u64) {
        self.0.dma_remaining(engine, channel, cycle, bytes);
    }
    fn space_allocated(&mut self, space: u32, cycle: u64, bytes: u64) {
        self.0.space_allocated(space, cycle, bytes);
    }
    fn space_rate(&mut self, space: u32, cycle: u64, bytes_per_cycle: f64) {
        self.0.space_rate(space, cycle, bytes_per_cycle);
    }
    fn declare_value(&mut self, name: &str, width: u32) -> rmlir_sim::timing::ValueSignal {
        self.0.declare_value(name, width)
    }
    fn change_value(&mut self, sig: rmlir_sim::timing::ValueSignal, cycle: u64, bits: &[u64]) {
        self.0.change_value(sig, cycle, bits);
    }
    fn finish(&mut self, end: u64) {
        self.0.finish(end);
    }
}

/// The VCD text with the lines of each timestamp block sorted.
fn normalised(vcd: &[u8]) -> Vec<Vec<String>> {
    let text = String::from_utf8(vcd.to_vec()).unwrap();
    let mut blocks: Vec<Vec<String>> = vec![vec![]];
    for line in text.lines() {
        if line.starts_with('#') {
            blocks.push(vec![line.to_string()]);
        } else {
            blocks.last_mut().unwrap().push(line.to_string());
        }
    }
    blocks.iter_mut().for_each(|b| b.sort());
    blocks
}

#[test]
fn vcd_is_the_same_when_a_wrapper_drops_dma_begin() {
    let cfg = config();
    let (_, mut direct) = run(Some(VcdSink::new(&cfg)));
    let (_, mut wrapped) = run(NoBegin(VcdSink::new(&cfg)));
    let (mut a, mut b) = (Vec::new(), Vec::new());
    direct.as_mut().unwrap().write_to(&mut a).unwrap();
    wrapped.0.write_to(&mut b).unwrap();
    assert!(String::from_utf8_lossy(&a).contains("$var wire 64"));
    assert_eq!(normalised(&a), normalised(&b));
}
