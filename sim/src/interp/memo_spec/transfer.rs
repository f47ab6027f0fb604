//! `vector.transfer_read` and `transfer_write` in a memo'd loop's
//! specialised form (`super`), as the affine super-vectoriser emits them:
//! a 1-D vector with no mask, along the memref's innermost dimension (a
//! row) or broadcasting one element (a permutation map whose result is
//! the constant 0).
//!
//! Where every lane lies inside the memref, the general path
//! (`vmem.rs`' `exec_transfer`) moves each lane as a scalar load or store
//! of its element (the lanes `k` past the indices along the innermost
//! dimension, or the one element the indices name for every lane of a
//! broadcast), checks each against its bounds, the buffer and the
//! transfers in flight, and times one access of all the lanes' bytes
//! from the first lane's element: what a `vector.load`/`store` row
//! computes and times (`vector.rs`, `run.rs`), with its checks, and for a
//! broadcast that element's scalar place read into every lane (step 0).
//! A memref whose narrow lanes pack bit by bit runs on the fast paths
//! (the entry's check of any row access), so the lanes here are whole
//! elements, as the general path moves them.
//!
//! A lane that would fall outside the memref (padded by a read, skipped
//! by a write, or a fault on an `in_bounds` dimension) fails the row's
//! checks, so the iteration declines at the transfer and the general
//! path runs it as before; a masked transfer, or one along another
//! dimension, leaves the loop without a specialised form, as before.

use super::build::Builder;
use super::vector::Row;
use crate::prepare::{Span, VecSpec};
use rmlir_ir::dialects::vector::MapDim;

impl Builder<'_> {
    /// `Inst::VectorOp` `spec` when it is a transfer of the kind above,
    /// with its sources `srcs` (the stored vector first, for a write;
    /// the memref, its indices, and a read's padding) and results `dsts`
    /// (a read's vector); `None` for any other.
    pub(super) fn transfer(&mut self, pc: usize, spec: u32, srcs: Span, dsts: Span) -> Option<()> {
        let (prog, f) = (self.prog, self.f);
        let VecSpec::Transfer(t) = prog.vector_ops.get(spec as usize)? else {
            return None;
        };
        if t.masked || t.passthru {
            return None;
        }
        let (&[n], &[dim]) = (&t.shape[..], &t.dims[..]) else {
            return None;
        };
        let how = match (t.read, dim) {
            (true, MapDim::Broadcast) => Row::Bcast,
            (true, MapDim::Dim(k)) if k + 1 == t.rank => Row::Load,
            (false, MapDim::Dim(k)) if k + 1 == t.rank => Row::Store,
            _ => return None,
        };
        let (srcs, dsts) = (f.regs(srcs), f.regs(dsts));
        let (v, rest) = match t.read {
            true => (*dsts.first()?, srcs),
            false => srcs.split_first().map(|(&v, rest)| (v, rest))?,
        };
        let (&mem, rest) = rest.split_first()?;
        let (idx, after) = (rest.get(..t.rank)?, rest.get(t.rank..)?);
        let (kind, shape) = self.ty(v)?;
        (shape.as_deref() == Some(&[n][..])).then_some(())?;
        if t.read {
            // The padding is read (the general path reads it whether a
            // lane needs it or not): a scalar of the lanes' kind.
            let (&[pad], &[_]) = (after, dsts) else {
                return None;
            };
            (self.ty(pad)? == (kind, None)).then_some(())?;
            self.read(pad)?;
        } else if !after.is_empty() || !dsts.is_empty() {
            return None;
        }
        self.row_access(pc, (v, mem, idx), how)
    }
}
