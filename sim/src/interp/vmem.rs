//! Semantics of the vector memory ops with masks and bounds: transfers
//! (`transfer_read` pads, and `transfer_write` skips, the lanes of a
//! non-`in_bounds` dimension that fall past the memref's size, and the
//! lanes a mask turns off; other lanes must be in bounds or the run
//! faults at the op), `maskedload`/`maskedstore`, `gather`/`scatter` and
//! `expandload`/`compressstore` (only lanes the mask turns on touch
//! memory, and those must be in bounds), after upstream's `VectorOps.td`.
//!
//! Every op reads and writes memref elements in the memref's own layout,
//! one element per allocation unit, at every element width. LLVM lays
//! the lanes of an unmasked vector load or store of `i1`, `i7`, `i13`,
//! `i33`, ... out bit by bit instead, while scalar and scalarised masked
//! accesses (masked loads and stores, gathers, scatters) take whole
//! allocation units; so mlir-runner prints what we do whenever reads see
//! what was written in the same layout, and otherwise bits of neighbouring
//! elements, padding or uninitialised bytes, which LLVM leaves undefined
//! (LangRef: a load of a type that is not a whole number of bytes is
//! undefined unless a store of the same type wrote it).

use super::Machine;
use crate::prepare::{Span, TransferSpec};
use crate::runtime::fault::Fault;
use crate::runtime::memory::MemRef;
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
            let ib = t.in_bounds.get(d).copied().unwrap_or(false);
            if !ib && !(0..m.shape[k]).contains(&idx[k]) {
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
        let mut out = Vec::with_capacity(n as usize);
        for i in 0..n {
            let lane = unflatten(i, &t.shape);
            let (idx, inside, on) = transfer_lane(t, &m, &base, &lane, mask.as_ref());
            let active = inside && on;
            if let Some(v) = &stored {
                if active {
                    let (addr, size) = self.store_at(&m, &idx, &v.elements()[i as usize], op)?;
                    first.get_or_insert(addr);
                    bytes += size;
                }
            } else if active {
                let (v, addr, size) = self.load_at(&m, &idx, op)?;
                first.get_or_insert(addr);
                bytes += size;
                out.push(v);
            } else if let (false, Some(p)) = (on, &passthru) {
                out.push(p.elements()[i as usize].clone());
            } else {
                out.push(pad.clone().unwrap_or(Value::Scalar(Scalar::bool(false))));
            }
        }
        let dst: Vec<u32> = self.func().regs(dsts).to_vec();
        if t.read {
            let v = VectorValue::new(t.shape.clone(), out).map_err(|e| Self::vfault(op, e))?;
            self.set_v(dst[0], Value::Vector(v));
        }
        self.time_mem(pc, &m, (first, bytes), !t.read);
        Ok(())
    }

    pub(super) fn exec_masked(
        &mut self,
        which: V,
        rank: usize,
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
            let (addr, size) = match which {
                V::MaskedLoad | V::Gather | V::ExpandLoad => {
                    let (v, addr, size) = self.load_at(&m, &idx, op)?;
                    out[i] = v;
                    (addr, size)
                }
                _ => self.store_at(&m, &idx, &value.elements()[i], op)?,
            };
            first.get_or_insert(addr);
            bytes += size;
        }
        let dst: Vec<u32> = self.func().regs(dsts).to_vec();
        let loads = matches!(which, V::MaskedLoad | V::Gather | V::ExpandLoad);
        if loads {
            let v =
                VectorValue::new(value.shape().to_vec(), out).map_err(|e| Self::vfault(op, e))?;
            self.set_v(dst[0], Value::Vector(v));
        }
        self.time_mem(pc, &m, (first, bytes), !loads);
        Ok(())
    }
}
