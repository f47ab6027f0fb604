//! What `dma_start`/`dma_wait` mean for data (Standard dialect, `004_…`,
//! "dma_start"/"dma_wait"): a transfer's bytes land in the destination when
//! it completes, and the program learns of that only through the matching
//! `dma_wait`. So reading a destination, or writing a source or a
//! destination, while a transfer on it is pending is a **race**, reported
//! with both ops' locations. The copy itself is done at the `dma_wait`,
//! which for a race-free program is indistinguishable from doing it at the
//! completion cycle (the timing model decides when that is).
//!
//! A strided transfer (`…, %stride, %elements_per_stride`) reads
//! `elements_per_stride` elements every `stride` elements of the source and
//! writes them contiguously to the destination.

use crate::fault::Fault;
use rmlir_ir::OpId;
use std::collections::HashMap;

/// Element ranges `[start, start + len)` of one buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The buffer.
    pub buf: u32,
    /// Byte ranges `(start, len)`.
    pub ranges: Vec<(u64, u64)>,
}

impl Region {
    fn overlaps(&self, buf: u32, start: u64, len: u64) -> bool {
        self.buf == buf
            && self
                .ranges
                .iter()
                .any(|&(s, l)| start < s + l && s < start + len)
    }

    fn overlaps_region(&self, other: &Region) -> bool {
        other
            .ranges
            .iter()
            .any(|&(s, l)| self.overlaps(other.buf, s, l))
    }
}

/// One transfer started and not yet waited for.
#[derive(Clone, Debug)]
pub struct Pending {
    /// Where the bytes come from.
    pub src: Region,
    /// Where they go (one contiguous range).
    pub dst: Region,
    /// Elements moved.
    pub elements: u64,
    /// The `dma_start`.
    pub op: OpId,
}

/// Every pending transfer, by tag key.
#[derive(Debug, Default)]
pub struct DmaState {
    by_tag: HashMap<u64, Vec<Pending>>,
    count: usize,
}

/// What kind of access the core makes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Access {
    /// A load.
    Read,
    /// A store.
    Write,
}

impl DmaState {
    /// True when no transfer is pending (the fast path skips race checks).
    #[inline]
    pub fn idle(&self) -> bool {
        self.count == 0
    }

    /// Checks a core access of bytes `[start, start + len)` of `buf`.
    pub fn check_access(
        &self,
        buf: u32,
        start: u64,
        len: u64,
        access: Access,
        op: OpId,
    ) -> Result<(), Fault> {
        for p in self.by_tag.values().flatten() {
            let what = if p.dst.overlaps(buf, start, len) {
                Some(match access {
                    Access::Read => "reads the destination of a DMA that has not been waited for",
                    Access::Write => "writes the destination of a DMA that has not been waited for",
                })
            } else if access == Access::Write && p.src.overlaps(buf, start, len) {
                Some("writes the source of a DMA that has not been waited for")
            } else {
                None
            };
            if let Some(what) = what {
                return Err(race(op, what, p.op));
            }
        }
        Ok(())
    }

    /// Checks a new transfer against the pending ones.
    pub fn check_start(&self, t: &Pending) -> Result<(), Fault> {
        for p in self.by_tag.values().flatten() {
            if p.dst.overlaps_region(&t.src) {
                return Err(race(
                    t.op,
                    "reads the destination of a DMA that has not been waited for",
                    p.op,
                ));
            }
            if p.dst.overlaps_region(&t.dst) || p.src.overlaps_region(&t.dst) {
                return Err(race(
                    t.op,
                    "writes a buffer region another pending DMA uses",
                    p.op,
                ));
            }
        }
        Ok(())
    }

    /// Records a new transfer as pending on `tag`.
    pub fn record(&mut self, tag: u64, t: Pending) {
        self.by_tag.entry(tag).or_default().push(t);
        self.count += 1;
    }

    /// Total elements pending on a tag (0 when none).
    pub fn pending_elements(&self, tag: u64) -> u64 {
        self.by_tag
            .get(&tag)
            .map_or(0, |v| v.iter().map(|p| p.elements).sum())
    }

    /// The transfers pending on a tag.
    pub fn pending_on(&self, tag: u64) -> impl Iterator<Item = &Pending> {
        self.by_tag.get(&tag).into_iter().flatten()
    }

    /// Removes and returns the transfers of a tag.
    pub fn wait(&mut self, tag: u64) -> Vec<Pending> {
        let v = self.by_tag.remove(&tag).unwrap_or_default();
        self.count -= v.len();
        v
    }

    /// Every transfer never waited for (reported at the end of the run).
    pub fn leftovers(&self) -> impl Iterator<Item = &Pending> {
        self.by_tag.values().flatten()
    }
}

fn race(op: OpId, what: &str, dma: OpId) -> Fault {
    Fault::new(op, format!("race: this op {what}; the data lands only when the DMA completes, and only a matching dma_wait orders it"))
        .with_note(Some(dma), "the DMA was started here")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmlir_ir::entity::EntityRef;

    fn op(i: usize) -> OpId {
        OpId::new(i)
    }

    fn pending(src: (u32, u64, u64), dst: (u32, u64, u64)) -> Pending {
        Pending {
            src: Region {
                buf: src.0,
                ranges: vec![(src.1, src.2)],
            },
            dst: Region {
                buf: dst.0,
                ranges: vec![(dst.1, dst.2)],
            },
            elements: 4,
            op: op(1),
        }
    }

    #[test]
    fn reading_a_pending_destination_is_a_race_until_the_wait() {
        let mut s = DmaState::default();
        let t = pending((0, 0, 16), (1, 32, 16));
        s.check_start(&t).unwrap();
        s.record(7, t);
        assert!(s.check_access(1, 40, 4, Access::Read, op(2)).is_err());
        assert!(s.check_access(1, 48, 4, Access::Read, op(2)).is_ok());
        assert!(s.check_access(0, 0, 4, Access::Read, op(2)).is_ok());
        assert!(s.check_access(0, 0, 4, Access::Write, op(2)).is_err());
        assert_eq!(s.wait(7).len(), 1);
        assert!(s.idle());
        assert!(s.check_access(1, 40, 4, Access::Read, op(2)).is_ok());
    }
}
