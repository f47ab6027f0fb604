//! Semantics of the vector memory ops with masks and bounds: transfers
//! (`transfer_read` pads, and `transfer_write` skips, the lanes of a
//! non-`in_bounds` dimension that fall past the memref's size, and the
//! lanes a mask turns off; other lanes, those at a negative index
//! included, must be in bounds or the run faults at the op), `maskedload`/`maskedstore`, `gather`/`scatter` and
//! `expandload`/`compressstore` (only lanes the mask turns on touch
//! memory, and those must be in bounds), after upstream's `VectorOps.td`.
//!
//! Lanes move where mlir-runner moves them. A scalar element takes its
//! allocation unit (a byte for `i1` to `i8`, two for `i12`, eight for
//! `i33`), and so does every lane that LLVM loads or stores alone: the
//! lanes of gathers and scatters, and of masked accesses whose mask LLVM
//! does not know to be all on when it compiles them (it splits those into
//! one access per lane, at the lane element's address). A row that
//! upstream lowers to one LLVM vector load or store (`vector.load`,
//! `vector.store`, transfers and masked accesses whose mask LLVM folds to
//! all on, see [`crate::prepare::TransferSpec::packs`]) moves as LLVM
//! lays out `<n x iN>`: its lanes bit by bit from the first lane's
//! element, least significant first, in the row's store size, so
//! `vector<8xi4>` takes the bytes of four scalar `i4` elements, each
//! holding two lanes (`memory::packs_lanes`). Every lane of such a row
//! must still lie inside the memref, so a row whose lanes run past it
//! faults at the op, as other accesses do; its bytes are those of its
//! first lanes and never reach past them.

use super::Machine;
use crate::prepare::{Span, TransferSpec};
use crate::runtime::dma::Access;
use crate::runtime::fault::Fault;
use crate::runtime::memory::{decode, encode_elem, packed_row, packs_lanes, MemRef};
use crate::timing::TraceSink;
use crate::value::{self, Scalar, Value, VectorValue};
use rmlir_ir::dialects::vector::{MapDim, VectorOp as V};
use rmlir_ir::OpId;

/// The multi-index of flat position `i` in `shape`.
fn unflatten(mut i: u64, shape: &[u64]) -> Vec<u64> {
    let mut out = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1);
        out[d] = i % n;
        i /= n;
    }
    out
}

/// The element `step` past `base` along the innermost dimension, as
/// upstream's lowering addresses it: a pointer offset from `base`'s
/// element, so on a contiguous row-major memref a step past the end of a
/// row lands in the next row. Elsewhere the index is left past the row,
/// and the access faults as out of bounds.
fn lane_element(m: &MemRef, base: &[i64], step: i64) -> Vec<i64> {
    let mut idx = base.to_vec();
    let Some(last) = idx.len().checked_sub(1) else {
        return idx;
    };
    idx[last] = idx[last].saturating_add(step);
    let contiguous = (m.layout.as_strided())
        .is_some_and(|(_, s)| s == crate::layout::row_major_strides(&m.shape).as_slice());
    if (0..m.shape[last]).contains(&idx[last]) || !contiguous {
        return idx;
    }
    let total: i128 = m.shape.iter().map(|&d| d as i128).product();
    let flat = (idx.iter().zip(&m.shape)).fold(0i128, |acc, (&x, &d)| acc * d as i128 + x as i128);
    if !(0..total).contains(&flat) {
        return idx;
    }
    let mut rest = flat;
    for (x, &d) in idx.iter_mut().zip(&m.shape).rev() {
        *x = (rest % d as i128) as i64;
        rest /= d as i128;
    }
    idx
}

/// An `i1` lane of a mask vector.
fn lane_on(v: &Value) -> bool {
    matches!(v, Value::Scalar(Scalar::Int { bits, .. }) if bits & 1 == 1)
}

/// A signed lane of an index vector.
fn lane_index(v: &Value) -> i64 {
    match v {
        Value::Scalar(Scalar::Index(i)) => *i,
        Value::Scalar(Scalar::Int { bits, width }) => value::fixed::narrow::sext(*bits, *width),
        _ => 0,
    }
}

/// The rows of a vector of `shape` along dim `d`: each row's lanes, as
/// row-major positions, in the order of its first lane.
fn rows_along(shape: &[u64], d: usize) -> Vec<Vec<usize>> {
    let n: u64 = shape.iter().product();
    let step: u64 = shape[d + 1..].iter().product();
    (0..n)
        .filter(|&i| (i / step.max(1)).is_multiple_of(shape[d].max(1)))
        .map(|i| (0..shape[d]).map(|j| (i + j * step) as usize).collect())
        .collect()
}

/// A transfer's rows that move as one packed LLVM vector (all their
/// lanes on, see [`TransferSpec::packs`]), and the row of each lane that
/// belongs to one.
fn packed_rows(
    t: &TransferSpec,
    m: &MemRef,
    lanes: &[(Vec<i64>, bool, bool)],
) -> (Vec<Vec<usize>>, Vec<Option<usize>>) {
    let mut row_of = vec![None; lanes.len()];
    let Some(d) = t.packs.filter(|_| packs_lanes(m)) else {
        return (Vec::new(), row_of);
    };
    let rows = rows_along(&t.shape, d);
    for (r, row) in rows.iter().enumerate() {
        if row.iter().all(|&i| lanes[i].1 && lanes[i].2) {
            row.iter().for_each(|&i| row_of[i] = Some(r));
        }
    }
    (rows, row_of)
}

/// Where one transfer lane goes: its memref index, whether it lies inside
/// the memref on its non-`in_bounds` dims, and whether the mask turns it
/// on.
fn transfer_lane(
    t: &TransferSpec,
    m: &MemRef,
    base: &[i64],
    lane: &[u64],
    mask: Option<&VectorValue>,
) -> (Vec<i64>, bool, bool) {
    let mut idx = base.to_vec();
    let mut inside = true;
    let mut mask_pos = Vec::new();
    for (d, md) in t.dims.iter().enumerate() {
        if let MapDim::Dim(k) = *md {
            idx[k] = idx[k].saturating_add(lane[d] as i64);
            mask_pos.push((k, lane[d]));
            // Only the high side is masked: upstream's transfers may run
            // out of bounds "as the index increases", and its lowering's
            // mask (`dim - index` lanes) lets a negative index through to
            // memory before the buffer. Such a lane stays active, and its
            // access faults as any other out-of-bounds one.
            let ib = t.in_bounds.get(d).copied().unwrap_or(false);
            if !ib && idx[k] >= m.shape[k] {
                inside = false;
            }
        }
    }
    let on = mask.is_none_or(|mv| {
        mask_pos.sort_unstable();
        let pos: Vec<u64> = mask_pos.iter().map(|p| p.1).collect();
        let pos = if pos.is_empty() { vec![0] } else { pos };
        let flat = pos
            .iter()
            .zip(mv.shape())
            .fold(0u64, |acc, (&p, &n)| acc * n + p);
        mv.elements().get(flat as usize).is_some_and(lane_on)
    });
    (idx, inside, on)
}

impl<S: TraceSink> Machine<'_, S> {
    fn vec_at(&self, r: u32, op: OpId) -> Result<VectorValue, Fault> {
        match self.val(r, op)? {
            Value::Vector(v) => Ok(v.clone()),
            _ => Err(Fault::new(op, "internal: expected a vector register")),
        }
    }

    /// Checks that every lane of a packed row (`lanes`, the lanes' element
    /// indices, consecutive in memory) may be accessed, as a lane-by-lane
    /// access would; the byte range the row's bits take from its first
    /// lane's element, and that element's address.
    fn row_range(
        &mut self,
        m: &MemRef,
        lanes: &[Vec<i64>],
        access: Access,
        op: OpId,
    ) -> Result<(std::ops::Range<usize>, u64), Fault> {
        let mut start = None;
        for idx in lanes {
            let (range, addr) = self.checked_range(m, idx, access, op)?;
            if self.mem.bufs[m.buf as usize]
                .data
                .get(range.clone())
                .is_none()
            {
                return Err(super::exec::outside(idx, op));
            }
            start.get_or_insert((range.start, addr));
        }
        let (at, addr) = start.ok_or_else(|| Fault::new(op, "internal: an empty packed row"))?;
        let bytes = packed_row(m.elem.scalar, lanes.len()).size as usize;
        Ok((at..at + bytes, addr))
    }

    /// Loads a row of lanes bit-packed (see the module doc): the lanes,
    /// the row's address and its bytes.
    pub(super) fn load_row(
        &mut self,
        m: &MemRef,
        lanes: &[Vec<i64>],
        op: OpId,
    ) -> Result<(Vec<Value>, u64, u64), Fault> {
        let (range, addr) = self.row_range(m, lanes, Access::Read, op)?;
        let size = (range.end - range.start) as u64;
        let data = &self.mem.bufs[m.buf as usize].data;
        let bytes = data
            .get(range)
            .ok_or_else(|| super::exec::outside(&lanes[0], op))?;
        let row = decode(&packed_row(m.elem.scalar, lanes.len()), bytes);
        let vals = match row {
            Value::Vector(v) => v.elements().to_vec(),
            other => vec![other],
        };
        Ok((vals, addr, size))
    }

    /// Stores a row of lanes bit-packed (see the module doc): the row's
    /// address and its bytes.
    pub(super) fn store_row(
        &mut self,
        m: &MemRef,
        lanes: &[Vec<i64>],
        vals: &[Value],
        op: OpId,
    ) -> Result<(u64, u64), Fault> {
        let (range, addr) = self.row_range(m, lanes, Access::Write, op)?;
        let size = (range.end - range.start) as u64;
        let row = packed_row(m.elem.scalar, lanes.len());
        let v = VectorValue::new(vec![vals.len() as u64], vals.to_vec())
            .map_err(|e| Self::vfault(op, e))?;
        let data = &mut self.mem.bufs[m.buf as usize].data;
        let out = data
            .get_mut(range)
            .ok_or_else(|| super::exec::outside(&lanes[0], op))?;
        encode_elem(&row, &Value::Vector(v), out);
        Ok((addr, size))
    }

    /// Moves one packed row of a transfer (`row`, its lanes' positions):
    /// stores `stored`'s lanes, or loads them into `out`; the row's
    /// address and bytes.
    fn transfer_row(
        &mut self,
        m: &MemRef,
        lanes: &[(Vec<i64>, bool, bool)],
        row: &[usize],
        stored: Option<&VectorValue>,
        out: &mut [Option<Value>],
        op: OpId,
    ) -> Result<(u64, u64), Fault> {
        let idxs: Vec<Vec<i64>> = row.iter().map(|&j| lanes[j].0.clone()).collect();
        if let Some(v) = stored {
            let vals: Vec<Value> = row.iter().map(|&j| v.elements()[j].clone()).collect();
            return self.store_row(m, &idxs, &vals, op);
        }
        let (vals, addr, size) = self.load_row(m, &idxs, op)?;
        row.iter().zip(vals).for_each(|(&j, v)| out[j] = Some(v));
        Ok((addr, size))
    }

    /// Times a memory op that touched `bytes` bytes from `first`.
    fn time_mem(&mut self, pc: usize, m: &MemRef, span: (Option<u64>, u64), store: bool) {
        let acc = self.mem_access(m, span.0.unwrap_or(0), span.1, store);
        self.issue_mem(pc, acc);
    }

    pub(super) fn exec_transfer(
        &mut self,
        t: &TransferSpec,
        srcs: Span,
        dsts: Span,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let regs: Vec<u32> = self.func().regs(srcs).to_vec();
        let (vec_reg, rest) = if t.read {
            (None, &regs[..])
        } else {
            (Some(regs[0]), &regs[1..])
        };
        let m = self.memref(rest[0], op)?;
        let base: Vec<i64> = rest[1..=t.rank]
            .iter()
            .map(|&r| self.index(r, op))
            .collect::<Result<_, _>>()?;
        let after = &rest[t.rank + 1..];
        let pad = if t.read {
            Some(self.val(after[0], op)?.clone())
        } else {
            None
        };
        let mask_reg = if t.masked {
            after.get(usize::from(t.read)).copied()
        } else {
            None
        };
        let mask = mask_reg.map(|r| self.vec_at(r, op)).transpose()?;
        let passthru = match (t.passthru, after.get(2)) {
            (true, Some(&r)) => Some(self.vec_at(r, op)?),
            _ => None,
        };
        let n: u64 = t.shape.iter().product();
        let (mut first, mut bytes) = (None, 0u64);
        let stored = vec_reg.map(|r| self.vec_at(r, op)).transpose()?;
        let lanes: Vec<(Vec<i64>, bool, bool)> = (0..n)
            .map(|i| transfer_lane(t, &m, &base, &unflatten(i, &t.shape), mask.as_ref()))
            .collect();
        let (rows, row_of) = packed_rows(t, &m, &lanes);
        let mut out: Vec<Option<Value>> = vec![None; n as usize];
        for i in 0..n as usize {
            let (idx, inside, on) = &lanes[i];
            if let Some(r) = row_of[i] {
                if rows[r][0] == i {
                    let (addr, size) =
                        self.transfer_row(&m, &lanes, &rows[r], stored.as_ref(), &mut out, op)?;
                    first.get_or_insert(addr);
                    bytes += size;
                }
                continue;
            }
            let active = *inside && *on;
            if let Some(v) = &stored {
                if active {
                    let (addr, size) = self.store_at(&m, idx, &v.elements()[i], op)?;
                    first.get_or_insert(addr);
                    bytes += size;
                }
            } else if active {
                let (v, addr, size) = self.load_at(&m, idx, op)?;
                first.get_or_insert(addr);
                bytes += size;
                out[i] = Some(v);
            } else if let (false, Some(p)) = (on, &passthru) {
                out[i] = Some(p.elements()[i].clone());
            } else {
                out[i] = Some(pad.clone().unwrap_or(Value::Scalar(Scalar::bool(false))));
            }
        }
        let out: Vec<Value> = out
            .into_iter()
            .map(|v| v.unwrap_or(Value::Scalar(Scalar::bool(false))))
            .collect();
        let dst: Vec<u32> = self.func().regs(dsts).to_vec();
        if t.read {
            let v = VectorValue::new(t.shape.clone(), out).map_err(|e| Self::vfault(op, e))?;
            self.set_v(dst[0], Value::Vector(v));
        }
        self.time_mem(pc, &m, (first, bytes), !t.read);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn exec_masked(
        &mut self,
        which: V,
        rank: usize,
        packs: bool,
        srcs: Span,
        dsts: Span,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let regs: Vec<u32> = self.func().regs(srcs).to_vec();
        let m = self.memref(regs[0], op)?;
        let base: Vec<i64> = regs[1..=rank]
            .iter()
            .map(|&r| self.index(r, op))
            .collect::<Result<_, _>>()?;
        let rest = &regs[rank + 1..];
        let indexed = matches!(which, V::Gather | V::Scatter);
        let offsets = if indexed {
            Some(self.vec_at(rest[0], op)?)
        } else {
            None
        };
        let k = usize::from(indexed);
        let mask = self.vec_at(rest[k], op)?;
        let value = self.vec_at(rest[k + 1], op)?;
        let (mut first, mut bytes, mut packed) = (None, 0u64, 0i64);
        let mut out = value.elements().to_vec();
        let loads = matches!(which, V::MaskedLoad | V::Gather | V::ExpandLoad);
        let all_on = mask.elements().iter().all(lane_on);
        if packs && all_on && packs_lanes(&m) && !out.is_empty() {
            // LLVM's plain vector load or store: one packed row.
            let idxs: Vec<Vec<i64>> = (0..out.len() as i64)
                .map(|i| lane_element(&m, &base, i))
                .collect();
            let (addr, size) = if loads {
                let (vals, addr, size) = self.load_row(&m, &idxs, op)?;
                out = vals;
                (addr, size)
            } else {
                self.store_row(&m, &idxs, value.elements(), op)?
            };
            (first, bytes) = (Some(addr), size);
        } else {
            for (i, on) in mask.elements().iter().map(lane_on).enumerate() {
                if !on {
                    continue;
                }
                let step = match (which, &offsets) {
                    (V::Gather | V::Scatter, Some(o)) => lane_index(&o.elements()[i]),
                    (V::ExpandLoad | V::CompressStore, _) => {
                        packed += 1;
                        packed - 1
                    }
                    _ => i as i64,
                };
                let idx = lane_element(&m, &base, step);
                let (addr, size) = if loads {
                    let (v, addr, size) = self.load_at(&m, &idx, op)?;
                    out[i] = v;
                    (addr, size)
                } else {
                    self.store_at(&m, &idx, &value.elements()[i], op)?
                };
                first.get_or_insert(addr);
                bytes += size;
            }
        }
        let dst: Vec<u32> = self.func().regs(dsts).to_vec();
        if loads {
            let v =
                VectorValue::new(value.shape().to_vec(), out).map_err(|e| Self::vfault(op, e))?;
            self.set_v(dst[0], Value::Vector(v));
        }
        self.time_mem(pc, &m, (first, bytes), !loads);
        Ok(())
    }
}
