//! What `dma_start`/`dma_wait` mean for data (Standard dialect, `004_…`,
//! "dma_start"/"dma_wait"): a transfer's bytes land in the destination when
//! it completes, and the program learns of that only through the matching
//! `dma_wait`. So reading a destination, or writing a source or a
//! destination, while a transfer on it is pending is a **race**, reported
//! with both ops' locations. The copy itself is done at the `dma_wait`,
//! which for a race-free program is indistinguishable from doing it at the
//! completion cycle (the timing model decides when that is).
//!
//! A strided transfer (`…, %stride, %elements_per_stride`) moves
//! `elements_per_stride` elements every `stride` elements of the slower
//! side (the lower memory-space id, as upstream) and packs them
//! contiguously on the other; when both sides have the same id the source
//! is strided.
//!
//! Every `dma_start` and `dma_wait` comes through here, so nothing here
//! allocates: a [`Region`] describes its rows in closed form (first row,
//! row length, stride, row count), answers "does it overlap this range" in
//! constant time, and the pending transfers sit in one vector in start order
//! (there are few at a time; a scan beats hashing the tag key).

use crate::runtime::fault::Fault;
use rmlir_ir::OpId;

/// Rows `[start + k·stride, … + len_k)` of one buffer, in bytes: `rows`
/// rows of `row` bytes, except the last, which has `last` bytes.
///
/// Rows never overlap (`stride ≥ row`) and their ends strictly increase,
/// which is what makes `Region::overlaps` constant-time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// The buffer.
    pub buf: u32,
    /// Byte offset of the first row.
    pub start: u64,
    /// Bytes of every row but the last.
    pub row: u64,
    /// Bytes from one row's start to the next one's.
    pub stride: u64,
    /// How many rows (0 for an empty strided transfer).
    pub rows: u64,
    /// Bytes of the last row.
    pub last: u64,
}

impl Region {
    /// One contiguous range of `len` bytes (possibly empty).
    #[cfg(test)]
    fn contiguous(buf: u32, start: u64, len: u64) -> Region {
        Region {
            buf,
            start,
            row: len,
            stride: len,
            rows: 1,
            last: len,
        }
    }

    /// Row `k`: its start and length.
    #[inline]
    fn row_at(&self, k: u64) -> (u64, u64) {
        let len = if k + 1 == self.rows {
            self.last
        } else {
            self.row
        };
        (self.start + k * self.stride, len)
    }

    /// Every row, in address order.
    pub fn ranges(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.rows).map(|k| self.row_at(k))
    }

    /// Whether a row overlaps bytes `[start, start + len)` of `buf`, by the
    /// rule `a < s + l && s < a + len`. The rows whose end passes `start`
    /// form a suffix (ends increase), so only the first of them is checked.
    #[inline]
    fn overlaps(&self, buf: u32, start: u64, len: u64) -> bool {
        if self.buf != buf || self.rows == 0 {
            return false;
        }
        // First row k (< rows - 1) with start_k + row > start.
        let before = start
            .checked_sub(self.start + self.row)
            .map_or(0, |d| d / self.stride.max(1) + 1);
        let (s, l) = self.row_at(before.min(self.rows - 1));
        start < s + l && s < start + len
    }

    fn overlaps_region(&self, other: &Region) -> bool {
        if self.buf != other.buf {
            return false;
        }
        let (few, many) = if other.rows <= self.rows {
            (other, self)
        } else {
            (self, other)
        };
        few.ranges().any(|(s, l)| many.overlaps(few.buf, s, l))
    }
}

/// One transfer started and not yet waited for.
#[derive(Clone, Copy, Debug)]
pub struct Pending {
    /// Where the bytes come from.
    pub src: Region,
    /// Where they go. At most one of `src` and `dst` has several rows:
    /// a strided transfer strides the slower memory only.
    pub dst: Region,
    /// Elements moved.
    pub elements: u64,
    /// The `dma_start`.
    pub op: OpId,
    /// The tag key the matching `dma_wait` names.
    pub tag: u64,
}

/// Every pending transfer, in start order.
#[derive(Debug, Default)]
pub struct DmaState {
    pending: Vec<Pending>,
    /// Reused by [`DmaState::wait`]'s callback (a copy within one buffer).
    scratch: Vec<u8>,
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
        self.pending.is_empty()
    }

    /// The transfers started and not yet waited for, in start order.
    pub fn pending(&self) -> &[Pending] {
        &self.pending
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
        for p in &self.pending {
            let what = if p.dst.overlaps(buf, start, len) {
                match access {
                    Access::Read => "reads the destination of a DMA that has not been waited for",
                    Access::Write => "writes the destination of a DMA that has not been waited for",
                }
            } else if access == Access::Write && p.src.overlaps(buf, start, len) {
                "writes the source of a DMA that has not been waited for"
            } else {
                continue;
            };
            return Err(race(op, what, p.op));
        }
        Ok(())
    }

    /// Checks a new transfer against the pending ones.
    pub fn check_start(&self, t: &Pending) -> Result<(), Fault> {
        for p in &self.pending {
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

    /// Checks that no pending transfer reads, writes or signals through
    /// buffer `buf`, which `op` deallocates: the transfer would land in
    /// freed memory.
    pub fn check_free(&self, buf: u32, op: OpId) -> Result<(), Fault> {
        let uses =
            |p: &&Pending| p.src.buf == buf || p.dst.buf == buf || p.tag >> 32 == u64::from(buf);
        match self.pending.iter().find(uses) {
            Some(p) => Err(Fault::new(
                op,
                "deallocates a buffer that a DMA still uses; a dma_wait on its tag must come before the dealloc",
            )
            .with_note(Some(p.op), "the DMA was started here")),
            None => Ok(()),
        }
    }

    /// Records a new transfer as pending on `tag`.
    pub fn record(&mut self, tag: u64, t: Pending) {
        self.pending.push(Pending { tag, ..t });
    }

    /// Total elements pending on a tag (0 when none).
    pub fn pending_elements(&self, tag: u64) -> u64 {
        self.pending_on(tag).map(|p| p.elements).sum()
    }

    /// The transfers pending on a tag.
    pub fn pending_on(&self, tag: u64) -> impl Iterator<Item = &Pending> {
        self.pending.iter().filter(move |p| p.tag == tag)
    }

    /// Removes the transfers of a tag, handing each to `land` in start
    /// order, with a scratch vector it may use.
    pub fn wait(&mut self, tag: u64, mut land: impl FnMut(&Pending, &mut Vec<u8>)) {
        let scratch = &mut self.scratch;
        self.pending.retain(|p| {
            let hit = p.tag == tag;
            if hit {
                land(p, scratch);
            }
            !hit
        });
    }

    /// Every transfer never waited for (reported at the end of the run).
    pub fn leftovers(&self) -> impl Iterator<Item = &Pending> {
        self.pending.iter()
    }
}

#[cold]
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
            src: Region::contiguous(src.0, src.1, src.2),
            dst: Region::contiguous(dst.0, dst.1, dst.2),
            elements: 4,
            op: op(1),
            tag: 0,
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
        let mut landed = 0;
        s.wait(7, |_, _| landed += 1);
        assert_eq!(landed, 1);
        assert!(s.idle());
        assert!(s.check_access(1, 40, 4, Access::Read, op(2)).is_ok());
    }

    /// The rows of a strided transfer as `dma_start` cuts them: `n`
    /// elements, `per` every `stride`, elements of `size` bytes at `at`.
    fn strided(at: u64, n: u64, per: u64, stride: u64, size: u64) -> Region {
        let rows = n.div_ceil(per);
        Region {
            buf: 0,
            start: at * size,
            row: per * size,
            stride: stride * size,
            rows,
            last: (n - rows.saturating_sub(1) * per) * size,
        }
    }

    /// The constant-time overlap test agrees with checking every row
    /// (the rule the race checks are defined by), for every small
    /// strided region and every query range up to 40 bytes.
    #[test]
    fn overlap_in_closed_form_matches_the_row_by_row_rule() {
        let brute = |r: &Region, a: u64, l: u64| r.ranges().any(|(s, n)| a < s + n && s < a + l);
        for (at, n, per, stride) in (0..3).flat_map(|at| {
            (0..7).flat_map(move |n| {
                (1..4).flat_map(move |per| (per..6).map(move |stride| (at, n, per, stride)))
            })
        }) {
            let r = strided(at, n, per, stride, 2);
            for a in 0..40 {
                for l in 0..6 {
                    assert_eq!(r.overlaps(0, a, l), brute(&r, a, l), "{r:?} vs [{a}, +{l})");
                }
            }
        }
        let empty = Region::contiguous(0, 8, 0);
        for a in 0..20 {
            for l in 0..6 {
                assert_eq!(empty.overlaps(0, a, l), brute(&empty, a, l));
            }
        }
    }

    #[test]
    fn regions_of_other_buffers_never_overlap() {
        let a = Region::contiguous(0, 0, 64);
        let b = Region::contiguous(1, 0, 64);
        assert!(!a.overlaps_region(&b));
        assert!(a.overlaps_region(&Region::contiguous(0, 63, 1)));
        assert!(!strided(0, 6, 2, 4, 1).overlaps_region(&Region::contiguous(0, 2, 2)));
        assert!(strided(0, 6, 2, 4, 1).overlaps_region(&Region::contiguous(0, 3, 2)));
    }
}
