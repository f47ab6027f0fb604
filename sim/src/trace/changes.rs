//! Compact, append-only logs of waveform changes for the VCD sink
//! ([`super::vcd`]), so that tracing a run costs a few bytes of memory and a
//! few nanoseconds per change.
//!
//! A change is `(time, signal, value)`. Stored as three 24-byte words, a
//! DMA-heavy run's changes spend most of the traced time in page faults and
//! in copying while the buffer grows. Here each change is three LEB128
//! varints appended to one `Vec<u8>`: the zigzag-coded time difference from
//! the previous change (0 or small: changes arrive nearly in time order),
//! the signal index and the value — typically 4–6 bytes. A log is read back
//! once, in order, when the VCD text is written (IEEE 1364 § 18 wants value
//! changes in time order; a log that was not appended in time order is
//! sorted once, stably, before reading).

use crate::timing::Cycle;

/// One value change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Change {
    /// Cycle of the change.
    pub time: Cycle,
    /// Signal index.
    pub sig: u32,
    /// The value, or for signals wider than 64 bits the offset of its limbs.
    pub val: u64,
}

/// Changes in arrival order, varint-coded.
#[derive(Clone, Debug, Default)]
pub(crate) struct ChangeLog {
    buf: Vec<u8>,
    last: Cycle,
    sorted: bool,
}

impl ChangeLog {
    /// An empty log.
    pub fn new() -> ChangeLog {
        ChangeLog {
            sorted: true,
            ..ChangeLog::default()
        }
    }

    /// Appends one change.
    #[inline]
    pub fn push(&mut self, time: Cycle, sig: u32, val: u64) {
        let d = time.wrapping_sub(self.last) as i64;
        self.sorted &= d >= 0;
        self.last = time;
        put(&mut self.buf, ((d << 1) ^ (d >> 63)) as u64);
        put(&mut self.buf, sig as u64);
        put(&mut self.buf, val);
    }

    /// The log in time order; at one time, arrival order is kept.
    pub fn into_sorted(self) -> ChangeLog {
        if self.sorted {
            return self;
        }
        let mut all: Vec<Change> = self.reader().collect();
        all.sort_by_key(|c| c.time);
        let mut out = ChangeLog::new();
        out.buf.reserve(self.buf.len());
        for c in all {
            out.push(c.time, c.sig, c.val);
        }
        out
    }

    /// Reads the changes back in arrival order.
    pub fn reader(&self) -> Reader<'_> {
        Reader {
            buf: &self.buf,
            pos: 0,
            time: 0,
        }
    }
}

/// Appends `v` as an unsigned LEB128 varint.
#[inline]
fn put(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push(v as u8 | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

/// Iterates a [`ChangeLog`].
pub(crate) struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
    time: Cycle,
}

impl Reader<'_> {
    #[inline]
    fn get(&mut self) -> u64 {
        let mut v = 0u64;
        let mut shift = 0;
        loop {
            let b = self.buf[self.pos];
            self.pos += 1;
            v |= ((b & 0x7f) as u64) << shift;
            if b < 0x80 {
                return v;
            }
            shift += 7;
        }
    }
}

impl Iterator for Reader<'_> {
    type Item = Change;

    #[inline]
    fn next(&mut self) -> Option<Change> {
        if self.pos >= self.buf.len() {
            return None;
        }
        let z = self.get();
        let d = ((z >> 1) as i64) ^ -((z & 1) as i64);
        self.time = self.time.wrapping_add(d as u64);
        let sig = self.get() as u32;
        let val = self.get();
        Some(Change {
            time: self.time,
            sig,
            val,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Extreme values survive the coding, and out-of-order logs sort stably.
    #[test]
    fn roundtrip_and_stable_sort() {
        let input = [
            (5, 1, u64::MAX),
            (3, 0, 0),
            (u64::MAX, u32::MAX, 1 << 63),
            (3, 2, 7),
            (0, 9, 127),
            (3, 1, 128),
        ];
        let mut log = ChangeLog::new();
        for &(time, sig, val) in &input {
            log.push(time, sig, val);
        }
        assert_eq!(log.reader().count(), input.len());
        let back: Vec<_> = log.reader().map(|c| (c.time, c.sig, c.val)).collect();
        assert_eq!(back, input);
        let sorted: Vec<_> = log.into_sorted().reader().map(|c| c.sig).collect();
        // Times 0, 3, 3, 3, 5, MAX; the three at 3 keep arrival order 0, 2, 1.
        assert_eq!(sorted, [9, 0, 2, 1, 1, u32::MAX]);
    }
}
