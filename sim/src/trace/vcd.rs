//! Value Change Dump of the timing model's timeline (IEEE 1364 § 18), for
//! GTKWave and Surfer.
//!
//! One VCD time unit is one core cycle; the header says `$timescale 1 ns`
//! and a `$comment` states the convention. Scopes follow the target:
//! `core` (`stall`, `stall_cause` — codes from
//! [`StallCause::code`](crate::timing::StallCause::code), 0 = none),
//! `units` (one `busy` wire per unit), one scope per DMA engine with one
//! sub-scope per channel (`busy`, `tag`, `bytes_remaining`), one scope per
//! memory space (`bytes_allocated`, real `bytes_per_cycle` of DMA traffic),
//! and `values` for per-SSA-value wires of their exact width.
//!
//! The model reports some changes after later ones (a stall when it ends,
//! a unit's busy span when the next one starts), so changes are buffered
//! and put in time order before writing: DMA changes arrive in order, the
//! others are sorted (stably), and the streams are merged. At one time, the
//! change reported last wins and unchanged values are not written.
//!
//! Tracing must stay cheap next to the model (~60 ns per DMA event): the
//! changes go into compact varint logs (the private `changes` module) during the run,
//! and the text is formatted once at the end into one byte buffer, with
//! each signal's identifier code rendered once.

use std::io::{self, Write};

use ::vcd::{IdCode, SimulationCommand, TimescaleUnit, VarType, Writer};

use super::changes::{Change, ChangeLog, Reader};
use super::{DmaSpan, TraceSink, ValueSignal};
use crate::timing::config::TimingConfig;
use crate::timing::{Cycle, StallCause};

/// Change streams. The model reports DMA changes (`dma_begin`,
/// `dma_remaining`, `space_rate`, the end of `dma_transfer`) in time order.
const DMA: usize = 0;
/// Stalls, unit busy spans and allocations: nearly in time order.
const CORE: usize = 1;
/// Value changes, in whatever order the executor reports them.
const VALUES: usize = 2;

#[derive(Clone, Debug)]
struct Signal {
    name: String,
    width: u32,
    real: bool,
}

/// Bytes of text buffered before they go to the writer.
const CHUNK: usize = 1 << 16;

/// Buffers the timeline and writes it as VCD with [`VcdSink::write_to`].
#[derive(Clone, Debug)]
pub struct VcdSink {
    /// `(scope path, first signal, signal count)` in declaration order.
    scopes: Vec<(Vec<String>, u32, u32)>,
    signals: Vec<Signal>,
    /// Changes in arrival order, one buffer per stream: DMA changes arrive
    /// in time order already; core and value changes nearly so.
    streams: [ChangeLog; 3],
    wide: Vec<u64>,
    stall: u32,
    unit_busy: u32,
    /// First signal of each engine's channel 0; channels follow, 3 signals each.
    engine_base: Vec<u32>,
    space_base: u32,
    values: Vec<u32>,
    /// Per channel (indexed like its `busy` signal / 3): whether `dma_begin`
    /// announced the transfer now on it. A wrapper sink that does not
    /// forward `dma_begin` leaves it false, and `dma_transfer` then writes
    /// the start of the span itself (into the sorted core stream).
    begun: Vec<bool>,
    end: Cycle,
    reals: std::cell::RefCell<RealCache>,
}

impl VcdSink {
    /// A sink whose scopes mirror `cfg`.
    pub fn new(cfg: &TimingConfig) -> VcdSink {
        let mut s = VcdSink {
            scopes: Vec::new(),
            signals: Vec::new(),
            streams: [ChangeLog::new(), ChangeLog::new(), ChangeLog::new()],
            wide: Vec::new(),
            stall: 0,
            unit_busy: 0,
            engine_base: Vec::new(),
            space_base: 0,
            values: Vec::new(),
            begun: Vec::new(),
            end: 0,
            reals: std::cell::RefCell::new(RealCache::new()),
        };
        s.stall = s.scope(&["core"], &[("stall", 1, false), ("stall_cause", 3, false)]);
        let units: Vec<_> = cfg
            .units
            .iter()
            .map(|u| (u.name.as_str(), 1, false))
            .collect();
        s.unit_busy = s.scope(&["units"], &units);
        for e in &cfg.engines {
            let mut first = None;
            for c in 0..e.channels {
                let path = [e.name.as_str(), &format!("ch{c}")];
                let sigs = [
                    ("busy", 1, false),
                    ("tag", 64, false),
                    ("bytes_remaining", 64, false),
                ];
                first.get_or_insert(s.scope(&path, &sigs));
            }
            s.engine_base.push(first.unwrap_or(0));
        }
        s.space_base = s.signals.len() as u32;
        for sp in &cfg.spaces {
            s.scope(
                &[sp.name.as_str()],
                &[
                    ("bytes_allocated", 64, false),
                    ("bytes_per_cycle", 64, true),
                ],
            );
        }
        s
    }

    fn scope(&mut self, path: &[&str], sigs: &[(&str, u32, bool)]) -> u32 {
        let first = self.signals.len() as u32;
        for &(name, width, real) in sigs {
            self.signals.push(Signal {
                name: name.to_string(),
                width,
                real,
            });
        }
        let path = path.iter().map(|p| p.to_string()).collect();
        self.scopes.push((path, first, sigs.len() as u32));
        first
    }

    #[inline]
    fn set(&mut self, stream: usize, time: Cycle, sig: u32, val: u64) {
        self.streams[stream].push(time, sig, val);
    }

    fn begun_mut(&mut self, busy: u32) -> &mut bool {
        let i = busy as usize / 3;
        if i >= self.begun.len() {
            self.begun.resize(i + 1, false);
        }
        &mut self.begun[i]
    }

    fn channel_sig(&self, engine: u32, channel: u32, k: u32) -> u32 {
        self.engine_base[engine as usize] + channel * 3 + k
    }

    /// Writes the header and every change, in time order, to `w`. The
    /// buffered changes are consumed.
    pub fn write_to<W: Write>(&mut self, w: W) -> io::Result<()> {
        let mut vw = Writer::new(w);
        let ids: Vec<Vec<u8>> = (0..self.signals.len() as u32)
            .map(|sig| IdCode::from(sig).to_string().into_bytes())
            .collect();
        let mut out = Vec::with_capacity(CHUNK + 256);
        let zero = self.header(&mut vw, &ids, &mut out)?;
        let streams = std::mem::replace(
            &mut self.streams,
            [ChangeLog::new(), ChangeLog::new(), ChangeLog::new()],
        )
        .map(ChangeLog::into_sorted);
        let mut merge = Merge::new(&streams);
        let initial = |s: &Signal| if s.width > 64 && !s.real { zero } else { 0 };
        let mut current: Vec<u64> = self.signals.iter().map(initial).collect();
        let mut next = current.clone();
        let mut stamp = vec![u64::MAX; self.signals.len()];
        let mut touched = Vec::new();
        let mut shown: Cycle = 0;
        while let Some(t) = merge.group(|c| {
            next[c.sig as usize] = c.val;
            if std::mem::replace(&mut stamp[c.sig as usize], c.time) != c.time {
                touched.push(c.sig);
            }
        }) {
            for sig in touched.drain(..) {
                let (cur, new) = (current[sig as usize], next[sig as usize]);
                if self.same(sig, cur, new) {
                    continue;
                }
                if shown != t {
                    timestamp(&mut out, t);
                    shown = t;
                }
                current[sig as usize] = new;
                self.emit(&mut out, &ids[sig as usize], sig, new);
            }
            if out.len() >= CHUNK {
                vw.writer().write_all(&out)?;
                out.clear();
            }
        }
        if shown < self.end {
            timestamp(&mut out, self.end);
        }
        vw.writer().write_all(&out)?;
        vw.flush()
    }

    fn same(&self, sig: u32, cur: u64, new: u64) -> bool {
        let s = &self.signals[sig as usize];
        if s.width <= 64 || s.real {
            return cur == new;
        }
        let limbs = s.width.div_ceil(64) as usize;
        let (a, b) = (cur as usize, new as usize);
        self.wide[a..a + limbs] == self.wide[b..b + limbs]
    }

    /// Writes the declarations and the all-zero initial values; returns the
    /// offset of the zero limbs wide signals start from.
    fn header<W: Write>(
        &mut self,
        vw: &mut Writer<W>,
        ids: &[Vec<u8>],
        out: &mut Vec<u8>,
    ) -> io::Result<u64> {
        vw.comment("rmlir timing model: 1 time unit = 1 core cycle")?;
        vw.timescale(1, TimescaleUnit::NS)?;
        // Consecutive scopes that share a prefix (an engine's channels) stay
        // inside one `$scope` of that prefix.
        let mut open: &[String] = &[];
        for (path, first, count) in &self.scopes {
            let common = open.iter().zip(path).take_while(|(a, b)| a == b).count();
            for _ in common..open.len() {
                vw.upscope()?;
            }
            for p in &path[common..] {
                vw.add_module(p)?;
            }
            open = path;
            for sig in *first..first + count {
                let s = &self.signals[sig as usize];
                let ty = if s.real { VarType::Real } else { VarType::Wire };
                vw.var_def(ty, s.width, IdCode::from(sig), &s.name, None)?;
            }
        }
        for _ in open {
            vw.upscope()?;
        }
        vw.enddefinitions()?;
        vw.timestamp(0)?;
        vw.begin(SimulationCommand::Dumpvars)?;
        let zero = self.wide.len() as u64;
        self.wide.extend(std::iter::repeat_n(0, self.max_limbs()));
        for sig in 0..self.signals.len() as u32 {
            let wide = self.signals[sig as usize].width > 64;
            self.emit(out, &ids[sig as usize], sig, if wide { zero } else { 0 });
        }
        vw.writer().write_all(out)?;
        out.clear();
        vw.end()?;
        Ok(zero)
    }

    fn max_limbs(&self) -> usize {
        self.signals
            .iter()
            .map(|s| s.width.div_ceil(64) as usize)
            .max()
            .unwrap_or(1)
    }

    /// Appends the change line of `sig` taking `val` (identifier `id`), in
    /// the `vcd` crate's forms: `<0|1><id>`, `b<bits> <id>` without leading
    /// zeros (VCD left-extends with 0), `r<value> <id>`.
    fn emit(&self, out: &mut Vec<u8>, id: &[u8], sig: u32, val: u64) {
        let s = &self.signals[sig as usize];
        if s.real {
            out.push(b'r');
            self.reals.borrow_mut().format(out, val);
            out.push(b' ');
        } else if s.width == 1 {
            out.push(b'0' + (val & 1) as u8);
        } else {
            let limbs: &[u64] = if s.width > 64 {
                &self.wide[val as usize..val as usize + s.width.div_ceil(64) as usize]
            } else {
                std::slice::from_ref(&val)
            };
            out.push(b'b');
            match limbs.iter().rposition(|&l| l != 0) {
                None => out.push(b'0'),
                Some(t) => {
                    let first = 64 - limbs[t].leading_zeros() as usize;
                    write_bits(out, limbs[t], first);
                    for k in (0..t).rev() {
                        write_bits(out, limbs[k], 64);
                    }
                }
            }
            out.push(b' ');
        }
        out.extend_from_slice(id);
        out.push(b'\n');
    }
}

/// Recently formatted reals: DMA rates take few distinct values, and
/// `f64`'s shortest `Display` costs far more than a lookup.
#[derive(Clone, Debug)]
struct RealCache {
    /// Direct-mapped on the bits: `(bits, text)`.
    slots: Vec<(u64, Vec<u8>)>,
}

impl RealCache {
    const SLOTS: usize = 256;

    fn new() -> RealCache {
        // A NaN payload no rate produces marks an empty slot.
        RealCache {
            slots: vec![(u64::MAX, Vec::new()); Self::SLOTS],
        }
    }

    /// Appends the value with bits `bits` as `Writer::change_real` does
    /// (`f64`'s `Display`).
    fn format(&mut self, out: &mut Vec<u8>, bits: u64) {
        let h = bits.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56;
        let slot = &mut self.slots[h as usize % Self::SLOTS];
        if slot.0 != bits || slot.1.is_empty() {
            slot.0 = bits;
            slot.1.clear();
            let _ = write!(slot.1, "{}", f64::from_bits(bits));
        }
        out.extend_from_slice(&slot.1);
    }
}

/// Appends `#<t>` and a newline (`Writer::timestamp`'s form).
fn timestamp(out: &mut Vec<u8>, t: Cycle) {
    let mut digits = [0u8; 20];
    let mut n = digits.len();
    let mut v = t;
    loop {
        n -= 1;
        digits[n] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.push(b'#');
    out.extend_from_slice(&digits[n..]);
    out.push(b'\n');
}

/// Walks the change streams (each in time order) one cycle at a time.
struct Merge<'a> {
    readers: [Reader<'a>; 3],
    heads: [Option<Change>; 3],
}

impl<'a> Merge<'a> {
    fn new(streams: &'a [ChangeLog; 3]) -> Merge<'a> {
        let mut readers = [
            streams[0].reader(),
            streams[1].reader(),
            streams[2].reader(),
        ];
        let heads = [readers[0].next(), readers[1].next(), readers[2].next()];
        Merge { readers, heads }
    }

    /// Feeds every change of the earliest remaining cycle to `apply`, in
    /// stream then arrival order, and returns that cycle.
    fn group(&mut self, mut apply: impl FnMut(Change)) -> Option<Cycle> {
        let t = self.heads.iter().flatten().map(|c| c.time).min()?;
        for (r, head) in self.readers.iter_mut().zip(&mut self.heads) {
            while let Some(c) = head.filter(|c| c.time == t) {
                apply(c);
                *head = r.next();
            }
        }
        Some(t)
    }
}

/// Appends the low `n` bits of `v`, most significant first, as `0`/`1`.
fn write_bits(out: &mut Vec<u8>, v: u64, n: usize) {
    out.extend((0..n).rev().map(|i| b'0' + (v >> i & 1) as u8));
}

impl TraceSink for VcdSink {
    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        self.set(CORE, start, self.unit_busy + unit, 1);
        self.set(CORE, end, self.unit_busy + unit, 0);
    }

    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        self.set(CORE, start, self.stall, 1);
        self.set(CORE, start, self.stall + 1, cause.code() as u64);
        self.set(CORE, end, self.stall, 0);
        self.set(CORE, end, self.stall + 1, 0);
    }

    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        let busy = self.channel_sig(engine, channel, 0);
        self.set(DMA, cycle, busy, 1);
        self.set(DMA, cycle, busy + 1, tag);
        self.set(DMA, cycle, busy + 2, bytes);
        *self.begun_mut(busy) = true;
    }

    fn dma_transfer(&mut self, span: &DmaSpan) {
        let busy = self.channel_sig(span.engine, span.channel, 0);
        if !std::mem::take(self.begun_mut(busy)) {
            self.set(CORE, span.start, busy, 1);
            self.set(CORE, span.start, busy + 1, span.tag);
            self.set(CORE, span.start, busy + 2, span.bytes);
        }
        self.set(DMA, span.end, busy, 0);
    }

    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        let sig = self.channel_sig(engine, channel, 2);
        self.set(DMA, cycle, sig, bytes);
    }

    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        self.set(CORE, cycle, self.space_base + space * 2, bytes);
    }

    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        self.set(
            DMA,
            cycle,
            self.space_base + space * 2 + 1,
            bytes_per_cycle.to_bits(),
        );
    }

    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        let width = width.max(1);
        if self.values.is_empty() {
            self.scopes
                .push((vec!["values".to_string()], self.signals.len() as u32, 0));
        }
        let sig = self.signals.len() as u32;
        self.signals.push(Signal {
            name: name.to_string(),
            width,
            real: false,
        });
        if let Some(scope) = self.scopes.iter_mut().rev().find(|s| s.0[0] == "values") {
            scope.2 += 1;
        }
        self.values.push(sig);
        ValueSignal(self.values.len() as u32 - 1)
    }

    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        let Some(&s) = self.values.get(sig.0 as usize) else {
            return;
        };
        let width = self.signals[s as usize].width;
        if width <= 64 {
            let mask = if width == 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            self.set(VALUES, cycle, s, bits.first().copied().unwrap_or(0) & mask);
            return;
        }
        let limbs = width.div_ceil(64) as usize;
        let at = self.wide.len() as u64;
        self.wide
            .extend((0..limbs).map(|i| bits.get(i).copied().unwrap_or(0)));
        if !width.is_multiple_of(64) {
            let last = self.wide.len() - 1;
            self.wide[last] &= (1u64 << (width % 64)) - 1;
        }
        self.set(VALUES, cycle, s, at);
    }

    fn finish(&mut self, end: Cycle) {
        self.end = end;
    }
}
