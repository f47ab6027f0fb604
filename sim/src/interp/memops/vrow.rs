//! The fast path of `vector.load` and `vector.store`: a 1-D vector on a
//! strided memref of unpacked scalar elements, with no DMA in flight, moves
//! as one row whose lanes are found once rather than lane by lane.
//!
//! The general path ([`super`]'s `vload`/`vstore`) checks each lane as a
//! scalar access would: the buffer is live, its space is open to the core,
//! the lane's index lies inside the shape and its element's bytes inside
//! the buffer, then decodes or encodes that element. Here the checks that
//! are the same for every lane (liveness, space) are made once; the index
//! check becomes one check of the first lane's index and of the last
//! lane's position along the innermost dimension (lanes step along that
//! dimension only, so every lane between is inside when both ends are);
//! the byte check is made on the two ends of the row too, in exact
//! (checked) arithmetic, since lane `j`'s element offset is the first
//! lane's plus `j` times the innermost stride. Each lane is then decoded
//! or encoded by the same functions as before, from the same bytes, and
//! the access is timed with the same first address and byte count.
//!
//! Whenever any check fails, or the access is one this path does not hold
//! (packed narrow lanes, vectors of vectors, affine-map layouts, N-D
//! vectors, a negative stride, a DMA in flight whose race check words its
//! own diagnostics), it declines and the general path runs, so every fault
//! and warning is worded and ordered as before; since it declines before
//! touching memory, a store that faults has written nothing on either path
//! when it reaches the general one.

use super::super::Machine;
use crate::runtime::dma::Access;
use crate::runtime::fault::Fault;
use crate::runtime::memory::{decode, decode_scalar, encode_elem, packs_lanes, MemRef};
use crate::timing::TraceSink;
use crate::value::{Value, VectorValue};
use rmlir_ir::OpId;

/// Where the lanes of a row lie in its buffer.
#[derive(Clone, Copy, Debug)]
pub(super) struct Row {
    /// Byte offset of lane 0's element in the buffer.
    start: usize,
    /// Bytes from one lane's element to the next's.
    step: usize,
    /// Bytes of one element.
    size: usize,
    /// Number of lanes.
    lanes: usize,
    /// Physical address of lane 0's element (the access's first address).
    pub(super) addr: u64,
}

impl Row {
    /// Bytes the access moves (the sum of its lanes' element sizes).
    pub(super) fn bytes(&self) -> u64 {
        (self.lanes as u64).saturating_mul(self.size as u64)
    }

    /// The byte range of lane `j` (in the buffer, by [`Row`]'s checks).
    fn lane(&self, j: usize) -> std::ops::Range<usize> {
        let at = self.start + j * self.step;
        at..at + self.size
    }
}

/// The element offset of `base` in a strided layout, in checked
/// arithmetic (`None` on overflow).
fn strided_offset(offset: i64, strides: &[i64], base: &[i64]) -> Option<i64> {
    (base.iter().zip(strides)).try_fold(offset, |acc, (&i, &s)| acc.checked_add(i.checked_mul(s)?))
}

/// Whether every lane index of a row of `n` lanes from `base` (stepping
/// along the innermost dimension) lies inside `shape`.
fn row_inside(shape: &[i64], base: &[i64], n: usize) -> bool {
    let Some(last) = base.len().checked_sub(1) else {
        return false;
    };
    let end = (i64::try_from(n).ok())
        .and_then(|n| n.checked_sub(1))
        .and_then(|k| base[last].checked_add(k));
    base.len() == shape.len()
        && (base.iter().zip(shape)).all(|(&i, &d)| 0 <= i && i < d)
        && end.is_some_and(|e| e < shape[last])
}

/// The byte offsets of the first lane and the lane step, when both ends
/// of the row lie inside a buffer of `len` bytes.
fn row_bytes(off: i64, step: i64, n: usize, size: usize, len: usize) -> Option<(usize, usize)> {
    let last = step
        .checked_mul(i64::try_from(n - 1).ok()?)?
        .checked_add(off)?;
    let (off, step, last) = (
        usize::try_from(off).ok()?,
        usize::try_from(step).ok()?,
        usize::try_from(last).ok()?,
    );
    let end = last.checked_add(1)?.checked_mul(size)?;
    (end <= len).then_some((off.checked_mul(size)?, step.checked_mul(size)?))
}

impl<S: TraceSink> Machine<'_, S> {
    /// The row a `vector.load` or `vector.store` of `shape` at `base` on
    /// `m` moves, when every lane may be accessed and the fast path holds
    /// the access (see the module doc); `None` sends it down the general
    /// path.
    pub(super) fn fast_row(
        &self,
        m: &MemRef,
        base: &[i64],
        shape: &[u64],
        access: Access,
        op: OpId,
    ) -> Option<Row> {
        let &[n] = shape else {
            return None;
        };
        let n = usize::try_from(n).ok().filter(|&n| n > 0)?;
        if m.elem.vector || packs_lanes(m) || !self.dma.idle() || !row_inside(&m.shape, base, n) {
            return None;
        }
        let (offset, strides) = m.layout.as_strided()?;
        if strides.len() != base.len() {
            return None;
        }
        let buf = self.mem.check_live(m, op).ok()?;
        self.core_may_access(m, op, access == Access::Write).ok()?;
        let off = strided_offset(offset, strides, base)?;
        let size = m.elem.size as usize;
        let (start, step) = row_bytes(off, *strides.last()?, n, size, buf.data.len())?;
        Some(Row {
            start,
            step,
            size,
            lanes: n,
            addr: buf.base.checked_add(start as u64)?,
        })
    }

    /// Loads `row` of `m` into frame register `dst` as a vector of
    /// `shape`, its lanes decoded as scalar loads decode them: over the
    /// lanes of the vector `dst` holds when it has that shape (no
    /// allocation), else into a new one; false (nothing changed) if a
    /// lane's bytes are missing.
    pub(super) fn load_fast_row(
        &mut self,
        m: &MemRef,
        row: &Row,
        dst: u32,
        shape: &[u64],
        op: OpId,
    ) -> Result<bool, Fault> {
        if let Some(mut out) = self.take_vector(dst, shape) {
            // A lane wider than a `Scalar` (`i65` and up) leaves the rest
            // to a new vector below, which replaces this one.
            let data = &self.mem.bufs[m.buf as usize].data;
            let filled = out.try_fill_lanes(|j| {
                let bytes = data.get(row.lane(j)).ok_or(())?;
                decode_scalar(m.elem.scalar, bytes).as_scalar().ok_or(())
            });
            if filled.is_ok() {
                self.set_v(dst, Value::Vector(out));
                return Ok(true);
            }
        }
        let data = &self.mem.bufs[m.buf as usize].data;
        let mut lanes = Vec::with_capacity(row.lanes);
        for j in 0..row.lanes {
            let Some(bytes) = data.get(row.lane(j)) else {
                return Ok(false);
            };
            lanes.push(decode(&m.elem, bytes));
        }
        let v = VectorValue::new(shape.to_vec(), lanes).map_err(|e| Self::vfault(op, e))?;
        self.set_v(dst, Value::Vector(v));
        Ok(true)
    }

    /// Stores the lanes of the vector in frame register `val` as `row` of
    /// `m`, encoded as scalar stores encode them; false (having written
    /// nothing) when the register holds no vector of the row's lanes.
    pub(super) fn store_fast_row(&mut self, m: &MemRef, row: &Row, val: u32) -> bool {
        let slot = &self.regs[self.base as usize + val as usize];
        let crate::runtime::Slot::V(Value::Vector(v)) = slot else {
            return false;
        };
        if v.elements().len() != row.lanes {
            return false;
        }
        let data = &mut self.mem.bufs[m.buf as usize].data;
        for (j, e) in v.elements().iter().enumerate() {
            if let Some(out) = data.get_mut(row.lane(j)) {
                encode_elem(&m.elem, e, out);
            }
        }
        true
    }
}
