//! Chrome / Perfetto trace-event JSON of the timing model's timeline (the
//! "Trace Event Format": complete events, `"ph":"X"`), for
//! `chrome://tracing` and ui.perfetto.dev.
//!
//! One process; thread 0 is the core (its stall intervals), then one thread
//! per unit (busy intervals), then one per DMA engine channel (one event per
//! transfer, from the channel taking it to its completion). Timestamps `ts`
//! and durations `dur` are cycles, which the viewers label microseconds.

use std::io::{self, Write};

use serde_json::{json, Value};

use super::{DmaSpan, TraceSink};
use crate::timing::config::TimingConfig;
use crate::timing::{Cycle, StallCause};

#[derive(Clone, Copy, Debug)]
enum Kind {
    Stall(StallCause),
    Unit(u32),
    Dma(DmaSpan),
}

#[derive(Clone, Copy, Debug)]
struct Event {
    start: Cycle,
    end: Cycle,
    kind: Kind,
}

/// Buffers the timeline and writes it with [`ChromeSink::write_to`].
#[derive(Clone, Debug)]
pub struct ChromeSink {
    units: Vec<String>,
    spaces: Vec<String>,
    /// `(engine name, first thread id, channels)`.
    engines: Vec<(String, u32, u32)>,
    events: Vec<Event>,
}

impl ChromeSink {
    /// A sink whose threads mirror `cfg`.
    pub fn new(cfg: &TimingConfig) -> ChromeSink {
        let mut tid = 1 + cfg.units.len() as u32;
        let engines = cfg
            .engines
            .iter()
            .map(|e| {
                let first = tid;
                tid += e.channels;
                (e.name.clone(), first, e.channels)
            })
            .collect();
        ChromeSink {
            units: cfg.units.iter().map(|u| u.name.clone()).collect(),
            spaces: cfg.spaces.iter().map(|s| s.name.clone()).collect(),
            engines,
            events: Vec::new(),
        }
    }

    fn thread_names(&self) -> Vec<(u32, String)> {
        let mut names = vec![(0, "core".to_string())];
        for (i, u) in self.units.iter().enumerate() {
            names.push((1 + i as u32, format!("unit {u}")));
        }
        for (name, first, channels) in &self.engines {
            for c in 0..*channels {
                names.push((first + c, format!("{name} ch{c}")));
            }
        }
        names
    }

    fn event_json(&self, e: &Event) -> Value {
        let (name, cat, tid, args) = match e.kind {
            Kind::Stall(c) => (format!("stall: {}", c.name()), "stall", 0, json!({})),
            Kind::Unit(u) => (self.units[u as usize].clone(), "unit", 1 + u, json!({})),
            Kind::Dma(d) => {
                let tid = self.engines[d.engine as usize].1 + d.channel;
                let (src, dst) = (&self.spaces[d.src as usize], &self.spaces[d.dst as usize]);
                let args = json!({
                    "engine": d.engine, "channel": d.channel, "tag": d.tag, "bytes": d.bytes,
                    "src": src, "dst": dst, "queued": d.queued, "data_start": d.data_start,
                });
                (format!("dma {src}->{dst}"), "dma", tid, args)
            }
        };
        json!({
            "name": name, "cat": cat, "ph": "X", "ts": e.start, "dur": e.end - e.start,
            "pid": 0, "tid": tid, "args": args,
        })
    }

    /// Writes `{"traceEvents": [...]}` to `w`, events sorted by start cycle.
    pub fn write_to<W: Write>(&mut self, mut w: W) -> io::Result<()> {
        self.events.sort_by_key(|e| e.start);
        w.write_all(b"{\"displayTimeUnit\":\"ns\",\"otherData\":{\"time_unit\":\"cycle\"},")?;
        w.write_all(b"\"traceEvents\":[\n")?;
        let mut first = true;
        for (tid, name) in self.thread_names() {
            let meta = json!({"name": "thread_name", "ph": "M", "pid": 0, "tid": tid,
                              "args": {"name": name}});
            Self::item(&mut w, &meta, &mut first)?;
        }
        for e in &self.events {
            Self::item(&mut w, &self.event_json(e), &mut first)?;
        }
        w.write_all(b"\n]}\n")?;
        w.flush()
    }

    fn item<W: Write>(w: &mut W, v: &Value, first: &mut bool) -> io::Result<()> {
        if !*first {
            w.write_all(b",\n")?;
        }
        *first = false;
        serde_json::to_writer(&mut *w, v).map_err(io::Error::other)
    }
}

impl TraceSink for ChromeSink {
    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        self.events.push(Event {
            start,
            end,
            kind: Kind::Unit(unit),
        });
    }

    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        self.events.push(Event {
            start,
            end,
            kind: Kind::Stall(cause),
        });
    }

    fn dma_transfer(&mut self, span: &DmaSpan) {
        self.events.push(Event {
            start: span.start,
            end: span.end,
            kind: Kind::Dma(*span),
        });
    }
}
