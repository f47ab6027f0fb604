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
//! The sink streams: changes wait in a reorder buffer (the private
//! `ring` module) until the model's watermark (the contract in
//! [`super`]) passes their time, then are written in time order, so memory
//! stays bounded however long the run. At one time, the change reported
//! last wins and unchanged values are not written (IEEE 1364 § 18.2.1 only
//! asks for changes). The header goes out with the first changes, so every
//! [`TraceSink::declare_value`] must come before the run.
//!
//! The core's wires (unit `busy`, `stall`, `stall_cause`) are the
//! exception: with [`TraceSink::unit_issue`] the sink merges the issues
//! into spans itself, makes their edges in time order and queues them as
//! finished lines (the private `core_lines` module), which a drain merges
//! with the reorder buffer's changes. Spans reported whole
//! ([`TraceSink::unit_busy`], from a wrapper that takes no issues) go
//! through the reorder buffer like any change.
//!
//! Tracing must stay cheap next to the model: a change costs an append to
//! the buffer and, when written, a comparison and a few word-sized copies
//! of precomputed identifier text (the private `text` module); a core
//! edge, an append of one word and, when written, one store.

use std::io::{self, Write};

use ::vcd::{IdCode, SimulationCommand, TimescaleUnit, VarType, Writer};

use super::core_lines::{line_word, CoreLines};
use super::ring::Ring;
use super::text::{Stamp, TextOut};
use crate::timing::config::TimingConfig;
use crate::timing::{Cycle, StallCause};
use crate::timing::{DmaSpan, TraceSink, ValueSignal};

/// A buffered change: signal and value (for signals wider than 64 bits,
/// the offset of its limbs in the arena).
#[derive(Clone, Copy, Debug, Default)]
struct Change {
    sig: u32,
    val: u64,
}

/// How a signal's values are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// `0!` / `1!`.
    Bit,
    /// `b101 !`, at most 64 bits.
    Vector,
    /// `b… !` from limbs, more than 64 bits.
    Wide,
    /// `r1.5 !`.
    Real,
}

#[derive(Clone, Debug)]
struct Signal {
    name: String,
    width: u32,
}

/// What writing a change needs, kept apart from the names so that the
/// per-signal table stays small: one entry per signal, so a change reads
/// one place.
#[derive(Clone, Copy, Debug)]
struct Hot {
    /// Identifier code, then `\n`, as a little-endian word, and its length.
    tail: u64,
    /// Current value (wide signals: offset of its limbs in `wide_cur`).
    cur: u64,
    /// The index of the signal's last change in the group being written.
    last: u32,
    tail_len: u32,
    kind: Kind,
}

/// Bytes reserved per change of a group (a 64-bit vector's line, or the
/// timestamp's).
const GROUP_ROOM: usize = 80;

/// Changes buffered between two watermarks before the sink asks for one.
const FLUSH_EVERY: usize = 1 << 12;
/// Cycles the reorder buffer holds in slots (later ones wait aside).
const WINDOW: usize = 1 << 12;

/// Streams the timeline as VCD text to `W` (by default into memory, read
/// with [`VcdSink::write_to`]).
#[derive(Debug)]
pub struct VcdSink<W: Write = Vec<u8>> {
    /// `(scope path, first signal, signal count)` in declaration order.
    scopes: Vec<(Vec<String>, u32, u32)>,
    signals: Vec<Signal>,
    hot: Vec<Hot>,
    pending: Ring<Change>,
    /// The core's wires, in time order (see [`CoreLines`]).
    core: CoreLines,
    /// `pending.len()` at which the sink asks for a watermark.
    trigger: usize,
    /// Events buffered between two watermarks.
    every: usize,
    /// The time of the last `#` line, and its text.
    shown: Cycle,
    stamp: Stamp,
    /// Current values of wide signals (`Hot::cur` is their offset).
    wide_cur: Vec<u64>,
    /// Limbs of buffered wide changes.
    arena: Vec<u64>,
    stall: u32,
    unit_busy: u32,
    /// Per unit: whether `unit_open` announced the span now open.
    opened: Vec<bool>,
    /// First signal of each engine's channel 0; channels follow, 3 signals each.
    engine_base: Vec<u32>,
    space_base: u32,
    values: Vec<u32>,
    /// Per channel (indexed like its `busy` signal / 3): whether `dma_begin`
    /// announced the transfer now on it. A wrapper sink that does not
    /// forward `dma_begin` leaves it false, and `dma_transfer` then writes
    /// the start of the span itself.
    begun: Vec<bool>,
    end: Cycle,
    started: bool,
    finished: bool,
    reals: RealCache,
    out: TextOut<W>,
}

impl VcdSink<Vec<u8>> {
    /// A sink whose scopes mirror `cfg`, keeping the text in memory.
    pub fn new(cfg: &TimingConfig) -> VcdSink<Vec<u8>> {
        VcdSink::to_writer(cfg, Vec::new())
    }

    /// Writes the whole VCD text to `w` (ending the trace if the model has
    /// not: everything buffered is written, up to the last change).
    pub fn write_to<W2: Write>(&mut self, w: W2) -> io::Result<()> {
        self.end_trace();
        self.out.copy_to(w)
    }
}

impl<W: Write> VcdSink<W> {
    /// A sink whose scopes mirror `cfg`, streaming to `dest`.
    pub fn to_writer(cfg: &TimingConfig, dest: W) -> VcdSink<W> {
        let mut s = VcdSink {
            scopes: Vec::new(),
            signals: Vec::new(),
            hot: Vec::new(),
            pending: Ring::new(WINDOW),
            core: CoreLines::new(Vec::new(), [0; 2], Vec::new()),
            trigger: FLUSH_EVERY,
            every: FLUSH_EVERY,
            shown: 0,
            stamp: Stamp::new(),
            wide_cur: Vec::new(),
            arena: Vec::new(),
            stall: 0,
            unit_busy: 0,
            opened: vec![false; cfg.units.len()],
            engine_base: Vec::new(),
            space_base: 0,
            values: Vec::new(),
            begun: Vec::new(),
            end: 0,
            started: false,
            finished: false,
            reals: RealCache::new(),
            out: TextOut::new(dest),
        };
        s.declare_scopes(cfg);
        s.begun = vec![false; s.signals.len() / 3 + 1];
        s.core = s.core_lines(cfg.units.len() as u32);
        s
    }

    /// The text lines of the core's wires, for [`CoreLines`].
    fn core_lines(&self, units: u32) -> CoreLines {
        let id = |sig: u32| IdCode::from(sig).to_string();
        let bit = |sig: u32| [0, 1].map(|b| line_word(format!("{b}{}\n", id(sig)).as_bytes()));
        let unit = (0..units).map(|u| bit(self.unit_busy + u)).collect();
        // The cause wire is 3 bits wide: codes 0..8.
        let cause = (0..8u32)
            .map(|c| line_word(format!("b{c:b} {}\n", id(self.stall + 1)).as_bytes()))
            .collect();
        CoreLines::new(unit, bit(self.stall), cause)
    }

    fn declare_scopes(&mut self, cfg: &TimingConfig) {
        self.stall = self.scope(&["core"], &[("stall", 1, false), ("stall_cause", 3, false)]);
        let units: Vec<_> = cfg
            .units
            .iter()
            .map(|u| (u.name.as_str(), 1, false))
            .collect();
        self.unit_busy = self.scope(&["units"], &units);
        for e in &cfg.engines {
            let mut first = None;
            for c in 0..e.channels {
                let path = [e.name.as_str(), &format!("ch{c}")];
                let sigs = [
                    ("busy", 1, false),
                    ("tag", 64, false),
                    ("bytes_remaining", 64, false),
                ];
                first.get_or_insert(self.scope(&path, &sigs));
            }
            self.engine_base.push(first.unwrap_or(0));
        }
        self.space_base = self.signals.len() as u32;
        for sp in &cfg.spaces {
            let sigs = [
                ("bytes_allocated", 64, false),
                ("bytes_per_cycle", 64, true),
            ];
            self.scope(&[sp.name.as_str()], &sigs);
        }
    }

    /// Asks for a watermark every `n` buffered events (default 4096):
    /// fewer keeps less in memory and writes sooner; more sorts larger
    /// batches.
    pub fn flush_every(mut self, n: usize) -> Self {
        self.every = n.max(1);
        self.trigger = self.every;
        self
    }

    /// Ends the trace (if the model has not) and returns the destination,
    /// or the first error writing to it.
    pub fn into_inner(mut self) -> io::Result<W> {
        self.end_trace();
        self.out.finish()
    }

    fn scope(&mut self, path: &[&str], sigs: &[(&str, u32, bool)]) -> u32 {
        let first = self.signals.len() as u32;
        for &(name, width, real) in sigs {
            self.add_signal(name, width, real);
        }
        let path = path.iter().map(|p| p.to_string()).collect();
        self.scopes.push((path, first, sigs.len() as u32));
        first
    }

    fn add_signal(&mut self, name: &str, width: u32, real: bool) -> u32 {
        let sig = self.signals.len() as u32;
        let id = IdCode::from(sig).to_string();
        // A u32 index needs at most 5 of the 94 printable characters.
        debug_assert!(id.len() <= 7);
        let mut tail = [0u8; 8];
        tail[..id.len()].copy_from_slice(id.as_bytes());
        tail[id.len()] = b'\n';
        let kind = match (real, width) {
            (true, _) => Kind::Real,
            (false, 1) => Kind::Bit,
            (false, w) if w <= 64 => Kind::Vector,
            _ => Kind::Wide,
        };
        self.signals.push(Signal {
            name: name.to_string(),
            width,
        });
        self.hot.push(Hot {
            tail: u64::from_le_bytes(tail),
            cur: 0,
            last: 0,
            tail_len: id.len() as u32 + 1,
            kind,
        });
        sig
    }

    #[inline]
    fn set(&mut self, time: Cycle, sig: u32, val: u64) {
        // A change older than what is written (a sink that missed an
        // announcement) is moved up to the oldest time still open.
        self.pending
            .push(time.max(self.pending.floor()), Change { sig, val });
    }

    fn channel_sig(&self, engine: u32, channel: u32, k: u32) -> u32 {
        self.engine_base[engine as usize] + channel * 3 + k
    }

    /// Writes every buffered change older than `limit`.
    fn write_before(&mut self, limit: Cycle) {
        self.core.settle(limit);
        self.start();
        let mut pending = std::mem::replace(&mut self.pending, Ring::new(0));
        let mut from = 0;
        pending.drain_before(limit, |t, g| {
            let stop = t.saturating_add(1);
            from = self
                .core
                .write(from, stop, &mut self.out, &mut self.stamp, &mut self.shown);
            self.write_group(t, g);
        });
        from = self
            .core
            .write(from, limit, &mut self.out, &mut self.stamp, &mut self.shown);
        self.pending = pending;
        self.core.consume(from);
        self.compact_arena();
        self.trigger = self.pending.len() + self.core.len() + self.every;
    }

    /// Writes everything and the final timestamp, once.
    fn end_trace(&mut self) {
        if self.finished {
            return;
        }
        self.finished = true;
        self.write_before(Cycle::MAX);
        let mut pending = std::mem::replace(&mut self.pending, Ring::new(0));
        pending.drain_all(|t, g| self.write_group(t, g));
        self.pending = pending;
        if self.shown < self.end {
            self.timestamp(self.end);
        }
        self.out.write_out();
    }

    /// Writes the changes of one time: each signal's last one, if it changes
    /// the signal's value. Bits and vectors up to 64 bits (nearly every
    /// change) take the inline path, with room reserved once per group.
    ///
    /// Whether a change is written depends on the data, so the inline path
    /// avoids branching on it: the `#` line is written first and taken
    /// back if nothing follows, and a bit's line is always stored and kept
    /// only if it counts. A signal's last change in the group is found with
    /// `last`, one entry per signal, instead of a search.
    fn write_group(&mut self, t: Cycle, g: &[Change]) {
        self.out.reserve(GROUP_ROOM * (g.len() + 1));
        for (i, c) in g.iter().enumerate() {
            self.hot[c.sig as usize].last = i as u32;
        }
        let mark = self.out.mark();
        let stamped = self.shown == t;
        if !stamped {
            self.out.stamp(&mut self.stamp, t);
        }
        let mut wrote = false;
        let mut from = 0;
        loop {
            let (stop, w) = write_narrow(&mut self.hot, &mut self.out, g, from);
            wrote |= w;
            let Some(c) = g.get(stop) else { break };
            // A wide or real change.
            let last = self.hot[c.sig as usize].last == stop as u32;
            if last && self.update_wide(c.sig, c.val) {
                wrote = true;
                self.emit(c.sig, c.val);
                self.out.reserve(GROUP_ROOM * (g.len() + 1));
            }
            from = stop + 1;
        }
        if wrote {
            self.shown = t;
        } else if !stamped {
            self.out.rewind(mark);
        }
    }

    /// Makes `val` the current value of `sig` (wide or real); whether it
    /// changed.
    fn update_wide(&mut self, sig: u32, val: u64) -> bool {
        let s = sig as usize;
        if self.hot[s].kind != Kind::Wide {
            return std::mem::replace(&mut self.hot[s].cur, val) != val;
        }
        let limbs = self.signals[s].width.div_ceil(64) as usize;
        let at = self.hot[s].cur as usize;
        let (new, old) = (
            &self.arena[val as usize..val as usize + limbs],
            &mut self.wide_cur[at..at + limbs],
        );
        if new == old {
            return false;
        }
        old.copy_from_slice(new);
        true
    }

    /// Appends `#<t>` (`Writer::timestamp`'s form), unless the last `#`
    /// line was `t`'s.
    fn timestamp(&mut self, t: Cycle) {
        if self.shown != t {
            self.out.reserve(32);
            self.out.stamp(&mut self.stamp, t);
            self.shown = t;
        }
    }

    /// Appends the change line of `sig` taking `val`, in the `vcd` crate's
    /// forms: `<0|1><id>`, `b<bits> <id>` without leading zeros (VCD
    /// left-extends with 0), `r<value> <id>`.
    #[inline]
    fn emit(&mut self, sig: u32, val: u64) {
        let s = &self.signals[sig as usize];
        let Hot {
            tail,
            tail_len,
            kind,
            cur,
            ..
        } = self.hot[sig as usize];
        let len = tail_len as usize;
        match kind {
            Kind::Bit => {
                self.out.reserve(8);
                self.out
                    .word(tail << 8 | (b'0' as u64 + (val & 1)), len + 1);
            }
            Kind::Vector => {
                self.out.reserve(80);
                self.out.byte(b'b');
                self.out.bits(val);
                self.out.word(tail << 8 | b' ' as u64, len + 1);
            }
            Kind::Wide => {
                let limbs = s.width.div_ceil(64) as usize;
                let at = cur as usize;
                self.out.reserve(64 * limbs + 16);
                self.out.byte(b'b');
                let v = &self.wide_cur[at..at + limbs];
                match v.iter().rposition(|&l| l != 0) {
                    None => self.out.byte(b'0'),
                    Some(top) => {
                        self.out.bits(v[top]);
                        v[..top].iter().rev().for_each(|&l| self.out.bits64(l));
                    }
                }
                self.out.word(tail << 8 | b' ' as u64, len + 1);
            }
            Kind::Real => {
                let text = self.reals.format(val);
                self.out.reserve(text.len() + 16);
                self.out.byte(b'r');
                self.out.bytes(text);
                self.out.word(tail << 8 | b' ' as u64, len + 1);
            }
        }
    }

    /// Writes the header and the all-zero initial values, once.
    fn start(&mut self) {
        if self.started {
            return;
        }
        self.started = true;
        let mut head = Vec::new();
        if let Err(e) = self.header(&mut Writer::new(&mut head)) {
            unreachable!("writing into memory: {e}");
        }
        self.out.reserve(head.len());
        self.out.bytes(&head);
        for sig in 0..self.signals.len() {
            let s = &self.signals[sig];
            if self.hot[sig].kind == Kind::Wide {
                self.hot[sig].cur = self.wide_cur.len() as u64;
                let limbs = s.width.div_ceil(64) as usize;
                self.wide_cur.extend(std::iter::repeat_n(0, limbs));
            }
            self.emit(sig as u32, 0);
        }
        self.out.reserve(8);
        self.out.bytes(b"$end\n");
    }

    /// The declarations, up to `$dumpvars`.
    fn header(&self, vw: &mut Writer<&mut Vec<u8>>) -> io::Result<()> {
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
                let ty = if self.hot[sig as usize].kind == Kind::Real {
                    VarType::Real
                } else {
                    VarType::Wire
                };
                vw.var_def(ty, s.width, IdCode::from(sig), &s.name, None)?;
            }
        }
        for _ in open {
            vw.upscope()?;
        }
        vw.enddefinitions()?;
        vw.timestamp(0)?;
        vw.begin(SimulationCommand::Dumpvars)?;
        vw.flush()
    }

    /// Drops the limbs of written wide changes (the buffered ones move to
    /// the front), so the arena holds only what is still pending.
    fn compact_arena(&mut self) {
        if self.arena.is_empty() {
            return;
        }
        let mut arena = Vec::new();
        let (signals, hot) = (&self.signals, &self.hot);
        let old = &self.arena;
        self.pending.for_each_mut(|c| {
            let s = &signals[c.sig as usize];
            if hot[c.sig as usize].kind == Kind::Wide {
                let limbs = s.width.div_ceil(64) as usize;
                let at = arena.len() as u64;
                arena.extend_from_slice(&old[c.val as usize..c.val as usize + limbs]);
                c.val = at;
            }
        });
        self.arena = arena;
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

    /// The value with bits `bits` as `Writer::change_real` writes it
    /// (`f64`'s `Display`).
    fn format(&mut self, bits: u64) -> &[u8] {
        let h = bits.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56;
        let slot = &mut self.slots[h as usize % Self::SLOTS];
        if slot.0 != bits || slot.1.is_empty() {
            slot.0 = bits;
            slot.1.clear();
            let _ = write!(slot.1, "{}", f64::from_bits(bits));
        }
        &slot.1
    }
}

/// The inline path of [`VcdSink::write_group`]: writes the changes of `g`
/// from `from` on until one that is wide or real, whose index it returns
/// (or `g.len()`), with whether it wrote a line. A free function, so that
/// the compiler knows the signal table and the text buffer do not overlap.
#[inline]
fn write_narrow<W: Write>(
    hot: &mut [Hot],
    out: &mut TextOut<W>,
    g: &[Change],
    from: usize,
) -> (usize, bool) {
    let mut wrote = false;
    for (i, c) in g.iter().enumerate().skip(from) {
        let val = c.val;
        let h = &mut hot[c.sig as usize];
        if h.kind > Kind::Vector {
            return (i, wrote);
        }
        let last = h.last == i as u32;
        let old = h.cur;
        let write = last & (old != val);
        h.cur = if last { val } else { old };
        wrote |= write;
        let (tail, len) = (h.tail, h.tail_len as usize + 1);
        match h.kind {
            Kind::Bit => out.word_if(tail << 8 | (b'0' as u64 + (val & 1)), len, write),
            Kind::Vector if write => {
                out.byte(b'b');
                out.bits(val);
                out.word(tail << 8 | b' ' as u64, len);
            }
            _ => {}
        }
    }
    (g.len(), wrote)
}

impl<W: Write> TraceSink for VcdSink<W> {
    const ISSUES: bool = true;

    #[inline]
    fn unit_issue(&mut self, unit: u32, at: Cycle, ii: Cycle) {
        self.core.issue(unit, at, ii);
    }

    fn unit_busy(&mut self, unit: u32, start: Cycle, end: Cycle) {
        let sig = self.unit_busy + unit;
        if !std::mem::take(&mut self.opened[unit as usize]) {
            self.set(start, sig, 1);
        }
        self.set(end, sig, 0);
    }

    #[inline]
    fn unit_open(&mut self, unit: u32, start: Cycle) {
        self.opened[unit as usize] = true;
        self.set(start, self.unit_busy + unit, 1);
    }

    #[inline]
    fn wants_watermark(&self) -> bool {
        self.pending.len() + self.core.len() >= self.trigger || self.pending.wants_drain()
    }

    fn watermark(&mut self, cycle: Cycle) {
        self.write_before(cycle);
    }

    /// Back-to-back stalls are one interval on the `stall` wire, with the
    /// cause changing at their boundaries (IEEE 1364 writes no change
    /// where a value stays), so only those changes are queued.
    fn stall(&mut self, start: Cycle, end: Cycle, cause: StallCause) {
        self.core.stall(start, end, cause.code());
    }

    fn dma_begin(&mut self, engine: u32, channel: u32, tag: u64, bytes: u64, cycle: Cycle) {
        let busy = self.channel_sig(engine, channel, 0);
        self.set(cycle, busy, 1);
        self.set(cycle, busy + 1, tag);
        self.set(cycle, busy + 2, bytes);
        self.begun[busy as usize / 3] = true;
    }

    fn dma_transfer(&mut self, span: &DmaSpan) {
        let busy = self.channel_sig(span.engine, span.channel, 0);
        if !std::mem::take(&mut self.begun[busy as usize / 3]) {
            self.set(span.start, busy, 1);
            self.set(span.start, busy + 1, span.tag);
            self.set(span.start, busy + 2, span.bytes);
        }
        self.set(span.end, busy, 0);
    }

    fn dma_remaining(&mut self, engine: u32, channel: u32, cycle: Cycle, bytes: u64) {
        let sig = self.channel_sig(engine, channel, 2);
        self.set(cycle, sig, bytes);
    }

    fn space_allocated(&mut self, space: u32, cycle: Cycle, bytes: u64) {
        self.set(cycle, self.space_base + space * 2, bytes);
    }

    fn space_rate(&mut self, space: u32, cycle: Cycle, bytes_per_cycle: f64) {
        let sig = self.space_base + space * 2 + 1;
        self.set(cycle, sig, bytes_per_cycle.to_bits());
    }

    /// After the header is out (the first changes were written), a value
    /// cannot be declared any more: its handle records nothing.
    fn declare_value(&mut self, name: &str, width: u32) -> ValueSignal {
        if self.started {
            self.values.push(u32::MAX);
            return ValueSignal(self.values.len() as u32 - 1);
        }
        let width = width.max(1);
        if self.values.is_empty() {
            let first = self.signals.len() as u32;
            self.scopes.push((vec!["values".to_string()], first, 0));
        }
        let sig = self.add_signal(name, width, false);
        if let Some(scope) = self.scopes.iter_mut().rev().find(|s| s.0[0] == "values") {
            scope.2 += 1;
        }
        self.values.push(sig);
        ValueSignal(self.values.len() as u32 - 1)
    }

    fn change_value(&mut self, sig: ValueSignal, cycle: Cycle, bits: &[u64]) {
        let Some(&s) = self.values.get(sig.0 as usize).filter(|&&s| s != u32::MAX) else {
            return;
        };
        let width = self.signals[s as usize].width;
        if width <= 64 {
            let mask = u64::MAX >> (64 - width);
            self.set(cycle, s, bits.first().copied().unwrap_or(0) & mask);
            return;
        }
        let limbs = width.div_ceil(64) as usize;
        let at = self.arena.len() as u64;
        self.arena
            .extend((0..limbs).map(|i| bits.get(i).copied().unwrap_or(0)));
        if !width.is_multiple_of(64) {
            let last = self.arena.len() - 1;
            self.arena[last] &= (1u64 << (width % 64)) - 1;
        }
        self.set(cycle, s, at);
    }

    fn finish(&mut self, end: Cycle) {
        self.end = end;
        self.end_trace();
    }
}
