//! Execution of [`crate::prepare::Inst::Ext`]: memref views that alias their source's
//! buffer (reshapes, `view`, `transpose`, casts), metadata queries,
//! `realloc`, `atomic_rmw` and the affine index arithmetic. Every view is
//! checked against the source it reinterprets (sizes that multiply out,
//! contiguous dims to collapse, bytes inside the buffer), so a later access
//! through it is bounds-checked on the underlying buffer as any other.

use super::super::{Machine, Slot};
use crate::layout::{row_major_strides, Layout};
use crate::prepare::{AtomicKind, ExtInst, ViewHow};
use crate::runtime::fault::Fault;
use crate::runtime::memory::{join, MemRef};
use crate::timing::{SpaceId as TSpace, TraceSink};
use crate::value::{self, Scalar, Value};
use rmlir_ir::affine::{floor_div, modulo};
use rmlir_ir::OpId;
use std::rc::Rc;

/// The strided layout of a view, or a fault naming `what` needs it.
fn strided<'m>(m: &'m MemRef, what: &str, op: OpId) -> Result<(i64, &'m [i64]), Fault> {
    m.layout.as_strided().ok_or_else(|| {
        Fault::new(
            op,
            format!("{what} of a memref whose layout is not strided"),
        )
    })
}

/// Sizes with `None` entries taken from `dynamic` in order.
fn fill(shape: &[Option<i64>], dynamic: &[i64]) -> Vec<i64> {
    let mut it = dynamic.iter();
    shape
        .iter()
        .map(|s| s.unwrap_or_else(|| it.next().copied().unwrap_or(0)))
        .collect()
}

fn overflow(op: OpId) -> Fault {
    Fault::new(op, "view sizes or strides overflow 64 bits")
}

impl<S: TraceSink> Machine<'_, S> {
    pub(in crate::interp) fn exec_ext(&mut self, k: u32, pc: usize, op: OpId) -> Result<(), Fault> {
        let prog = self.prog;
        match &prog.exts[k as usize] {
            ExtInst::View {
                dst,
                src,
                how,
                operands,
            } => {
                let v = self.view(*src, how, operands, op)?;
                self.set(*dst, Slot::M(Rc::new(v)));
                let mut srcs = vec![*src];
                srcs.extend_from_slice(operands);
                self.issue(pc);
            }
            ExtInst::Metadata { dsts, src } => self.metadata(dsts, *src, pc, op)?,
            ExtInst::MaskedReduce {
                kind,
                dst,
                src,
                mask,
                acc,
            } => {
                let r = self.masked_reduce(*kind, *src, *mask, *acc, op)?;
                self.set_v(*dst, r);
                self.issue(pc);
            }
            e @ (ExtInst::PrintText { .. } | ExtInst::Print { .. } | ExtInst::Runtime { .. }) => {
                self.exec_print(e, op)?
            }
            ExtInst::AlignedPointer { dst, src } => {
                let m = self.memref(*src, op)?;
                let base = self.mem.check_live(&m, op)?.base;
                let base = i64::try_from(base).map_err(|_| overflow(op))?;
                self.set_v(*dst, Scalar::Index(base).into());
                self.issue(pc);
            }
            ExtInst::Realloc { dst, src, ty, size } => {
                self.realloc(*dst, *src, *ty, *size, pc, op)?
            }
            ExtInst::AtomicRmw {
                dst,
                val,
                mem,
                idx,
                kind,
            } => self.atomic_rmw(*dst, *val, *mem, idx, *kind, pc, op)?,
            ExtInst::Delinearize { dsts, src, basis } => {
                let x = self.index(*src, op)?;
                let b = self.reg_indices(basis, op)?;
                let digits = delinearize(x, &b, dsts.len()).ok_or_else(|| {
                    Fault::new(
                        op,
                        format!("delinearize_index over a zero basis ({})", join(&b)),
                    )
                })?;
                for (&d, v) in dsts.iter().zip(digits) {
                    self.set_v(d, Scalar::Index(v).into());
                }
                let mut srcs = vec![*src];
                srcs.extend_from_slice(basis);
                self.issue(pc);
            }
            ExtInst::Linearize { dst, idx, basis } => {
                let i = self.reg_indices(idx, op)?;
                let b = self.reg_indices(basis, op)?;
                self.set_v(*dst, Scalar::Index(linearize(&i, &b)).into());
                let mut srcs = idx.clone();
                srcs.extend_from_slice(basis);
                self.issue(pc);
            }
        }
        Ok(())
    }

    fn reg_indices(&self, regs: &[u32], op: OpId) -> Result<Vec<i64>, Fault> {
        regs.iter().map(|&r| self.index(r, op)).collect()
    }

    fn view(
        &mut self,
        src: u32,
        how: &ViewHow,
        operands: &[u32],
        op: OpId,
    ) -> Result<MemRef, Fault> {
        let m = self.memref(src, op)?;
        let dynamic = match how {
            ViewHow::Reshape => Vec::new(),
            _ => self.reg_indices(operands, op)?,
        };
        match how {
            ViewHow::Expand { groups, shape } => expand(&m, groups, &fill(shape, &dynamic), op),
            ViewHow::Collapse { groups } => collapse(&m, groups, op),
            ViewHow::Reshape => {
                let sizes = self.shape_operand(operands[0], op)?;
                reshape(&m, sizes, op)
            }
            ViewHow::Bytes { elem, shape } => {
                let bytes = self.mem.check_live(&m, op)?.data.len() as i64;
                let sizes = fill(shape, &dynamic[1..]);
                bytes_view(&m, elem, dynamic[0], sizes, bytes, ("memref.view", op))
            }
            ViewHow::TypeCast { elem, shape } => {
                let bytes = self.mem.check_live(&m, op)?.data.len() as i64;
                type_cast_view(&m, elem, shape.clone(), bytes, op)
            }
            ViewHow::Transpose { perm } => {
                let (offset, strides) = strided(&m, "memref.transpose", op)?;
                Ok(MemRef {
                    shape: perm.iter().map(|&d| m.shape[d]).collect(),
                    layout: Layout::Strided {
                        offset,
                        strides: perm.iter().map(|&d| strides[d]).collect(),
                    },
                    ..(*m).clone()
                })
            }
            ViewHow::Same { ty } => self.cast_view(&m, &self.prog.types[*ty as usize], op),
        }
    }

    /// The sizes held by a `memref.reshape` shape operand.
    fn shape_operand(&mut self, r: u32, op: OpId) -> Result<Vec<i64>, Fault> {
        let s = self.memref(r, op)?;
        let n = s.shape.first().copied().unwrap_or(0);
        (0..n)
            .map(|i| match self.load_at(&s, &[i], op)?.0 {
                Value::Scalar(Scalar::Index(v)) => Ok(v),
                Value::Scalar(Scalar::Int { bits, width }) => {
                    Ok(value::fixed::narrow::sext(bits, width))
                }
                _ => Err(Fault::new(
                    op,
                    "internal: memref.reshape shape of a non-integer type",
                )),
            })
            .collect()
    }

    fn metadata(&mut self, dsts: &[u32], src: u32, pc: usize, op: OpId) -> Result<(), Fault> {
        let m = self.memref(src, op)?;
        let (offset, strides) = strided(&m, "memref.extract_strided_metadata", op)?;
        let base = MemRef {
            shape: Vec::new(),
            layout: Layout::Strided {
                offset: 0,
                strides: Vec::new(),
            },
            ..(*m).clone()
        };
        self.set(dsts[0], Slot::M(Rc::new(base)));
        let values = std::iter::once(offset)
            .chain(m.shape.iter().copied())
            .chain(strides.iter().copied());
        for (&d, v) in dsts[1..].iter().zip(values) {
            self.set_v(d, Scalar::Index(v).into());
        }
        self.issue(pc);
        Ok(())
    }

    /// A new buffer in the old one's space with the leading elements
    /// copied; the old buffer is freed as `memref.dealloc` frees it.
    #[allow(clippy::too_many_arguments)]
    fn realloc(
        &mut self,
        dst: u32,
        src: u32,
        ty: u32,
        size: Option<u32>,
        pc: usize,
        op: OpId,
    ) -> Result<(), Fault> {
        let m = self.memref(src, op)?;
        let t = &self.prog.types[ty as usize];
        let n = match size {
            Some(r) => self.index(r, op)?,
            None => t.shape[0],
        };
        if n < 0 {
            return Err(Fault::new(
                op,
                format!("memref.realloc to a negative size {n}"),
            ));
        }
        let esize = m.elem.size as u64;
        let bytes = crate::runtime::alloc::byte_size(n, esize, op)?;
        let (offset, _) = strided(&m, "memref.realloc", op)?;
        let old = self.mem.check_live(&m, op)?;
        let space = old.space;
        let start = (offset as u64).saturating_mul(esize) as usize;
        let keep = (m.shape[0].min(n) as u64 * esize) as usize;
        let kept: Vec<u8> = old
            .data
            .get(start..start + keep)
            .map(<[u8]>::to_vec)
            .unwrap_or_default();
        self.dma.check_free(m.buf, op)?;
        let (fspace, fbytes) = self.mem.free(m.buf, op)?;
        self.timing.free(TSpace(fspace.0), fbytes);
        let buf = self.mem.alloc(self.target, space, bytes, op)?;
        self.timing.alloc(TSpace(space.0), bytes);
        if let Some(d) = self.mem.bufs[buf as usize].data.get_mut(..kept.len()) {
            d.copy_from_slice(&kept);
        }
        let v = MemRef {
            buf,
            shape: vec![n],
            layout: Layout::Strided {
                offset: 0,
                strides: vec![1],
            },
            elem: m.elem.clone(),
        };
        self.set(dst, Slot::M(Rc::new(v)));
        let mut srcs = vec![src];
        srcs.extend(size);
        self.issue(pc);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn atomic_rmw(
        &mut self,
        dst: u32,
        val: u32,
        mem: u32,
        idx: &[u32],
        kind: AtomicKind,
        pc: usize,
        op: OpId,
    ) -> Result<(), Fault> {
        let m = self.memref(mem, op)?;
        let i = self.reg_indices(idx, op)?;
        let (old, _, _) = self.load_at(&m, &i, op)?;
        let v = self.val(val, op)?;
        let new = match kind {
            AtomicKind::Assign => Ok(v.clone()),
            AtomicKind::Int(o) => value::int_binop(o, &old, v),
            AtomicKind::Float(o) => value::float_binop(o, &old, v),
        }
        .map_err(|e| Self::vfault(op, e))?;
        let (addr, size) = self.store_at(&m, &i, &new, op)?;
        self.set_v(dst, old);
        let acc = self.mem_access(&m, addr, size, true);
        let mut srcs = vec![val, mem];
        srcs.extend_from_slice(idx);
        self.issue_mem(pc, acc);
        Ok(())
    }
}

/// `memref.expand_shape`: group `g`'s sizes must multiply to source dim
/// `g`; the last dim of a group keeps the source stride.
fn expand(m: &MemRef, groups: &[Vec<usize>], shape: &[i64], op: OpId) -> Result<MemRef, Fault> {
    let (offset, src_strides) = strided(m, "memref.expand_shape", op)?;
    let mut strides = vec![1i64; shape.len()];
    for (g, group) in groups.iter().enumerate() {
        let mut cur = src_strides[g];
        let mut product = 1i64;
        for &d in group.iter().rev() {
            strides[d] = cur;
            cur = cur.checked_mul(shape[d]).ok_or_else(|| overflow(op))?;
            product = product.checked_mul(shape[d]).ok_or_else(|| overflow(op))?;
        }
        if product != m.shape[g] || shape.iter().any(|&s| s < 0) {
            let sizes: Vec<i64> = group.iter().map(|&d| shape[d]).collect();
            return Err(Fault::new(
                op,
                format!(
                    "memref.expand_shape splits dimension {g} of size {} into sizes [{}]",
                    m.shape[g],
                    join(&sizes)
                ),
            ));
        }
    }
    Ok(MemRef {
        shape: shape.to_vec(),
        layout: Layout::Strided { offset, strides },
        ..m.clone()
    })
}

/// `memref.collapse_shape`: each group's dims must be contiguous (unit
/// dims aside); the merged dim takes the innermost non-unit stride.
fn collapse(m: &MemRef, groups: &[Vec<usize>], op: OpId) -> Result<MemRef, Fault> {
    let (offset, src) = strided(m, "memref.collapse_shape", op)?;
    let (mut shape, mut strides) = (Vec::new(), Vec::new());
    for group in groups {
        let size = group
            .iter()
            .try_fold(1i64, |acc, &d| acc.checked_mul(m.shape[d]))
            .ok_or_else(|| overflow(op))?;
        let kept: Vec<usize> = group.iter().copied().filter(|&d| m.shape[d] != 1).collect();
        for w in kept.windows(2) {
            let inner = src[w[1]]
                .checked_mul(m.shape[w[1]])
                .ok_or_else(|| overflow(op))?;
            if src[w[0]] != inner && size != 0 {
                return Err(Fault::new(
                    op,
                    format!("memref.collapse_shape merges non-contiguous dimensions {} and {} (strides {} and {})", w[0], w[1], src[w[0]], src[w[1]]),
                ));
            }
        }
        let stride = kept.last().or(group.last()).map_or(1, |&d| src[d]);
        shape.push(size);
        strides.push(stride);
    }
    Ok(MemRef {
        shape,
        layout: Layout::Strided { offset, strides },
        ..m.clone()
    })
}

/// `memref.reshape`: a row-major view of a contiguous source with as many
/// elements.
fn reshape(m: &MemRef, sizes: Vec<i64>, op: OpId) -> Result<MemRef, Fault> {
    let (offset, strides) = strided(m, "memref.reshape", op)?;
    if strides != row_major_strides(&m.shape).as_slice() && m.shape.iter().all(|&d| d > 1) {
        return Err(Fault::new(op, "memref.reshape of a non-contiguous view"));
    }
    let count = |s: &[i64]| s.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
    let (have, want) = (count(&m.shape), count(&sizes));
    if sizes.iter().any(|&d| d < 0) || have != want {
        return Err(Fault::new(
            op,
            format!(
                "memref.reshape to sizes [{}] of a memref of sizes [{}]",
                join(&sizes),
                join(&m.shape)
            ),
        ));
    }
    let strides = row_major_strides(&sizes);
    Ok(MemRef {
        shape: sizes,
        layout: Layout::Strided { offset, strides },
        ..m.clone()
    })
}

/// `memref.view`: elements of `elem` starting `shift` bytes into an `i8`
/// view; they must stay inside the buffer's `bytes`.
/// `vector.type_cast` of `m`, which must be contiguous and row-major (as
/// upstream's verifier demands of the type): its bytes read as `elem`
/// elements over `sizes`.
fn type_cast_view(
    m: &MemRef,
    elem: &crate::prepare::ElemType,
    sizes: Vec<i64>,
    bytes: i64,
    op: OpId,
) -> Result<MemRef, Fault> {
    let (offset, strides) = strided(m, "vector.type_cast", op)?;
    if strides != row_major_strides(&m.shape).as_slice() {
        return Err(Fault::new(
            op,
            "vector.type_cast of a memref that is not contiguous and row-major",
        ));
    }
    let shift = offset
        .checked_mul(i64::from(m.elem.size))
        .ok_or_else(|| overflow(op))?;
    let whole = MemRef {
        layout: Layout::Strided {
            offset: 0,
            strides: strides.to_vec(),
        },
        ..m.clone()
    };
    bytes_view(&whole, elem, shift, sizes, bytes, ("vector.type_cast", op))
}

fn bytes_view(
    m: &MemRef,
    elem: &crate::prepare::ElemType,
    shift: i64,
    sizes: Vec<i64>,
    bytes: i64,
    (what, op): (&str, OpId),
) -> Result<MemRef, Fault> {
    let (offset, _) = strided(m, what, op)?;
    let esize = i64::from(elem.size.max(1));
    let start = offset.checked_add(shift).ok_or_else(|| overflow(op))?;
    if start < 0 || start % esize != 0 {
        return Err(Fault::new(
            op,
            format!("{what} at byte {start}, which is not a multiple of the {esize}-byte element"),
        ));
    }
    let count = sizes
        .iter()
        .try_fold(1i64, |a, &d| a.checked_mul(d.max(0)))
        .ok_or_else(|| overflow(op))?;
    let end = count
        .checked_mul(esize)
        .and_then(|n| n.checked_add(start))
        .ok_or_else(|| overflow(op))?;
    if sizes.iter().any(|&d| d < 0) || end > bytes {
        return Err(Fault::new(
            op,
            format!(
                "{what} of bytes {start} to {end} of a buffer of {bytes} bytes{}",
                padded_note(elem)
            ),
        ));
    }
    Ok(MemRef {
        buf: m.buf,
        layout: Layout::Strided {
            offset: start / esize,
            strides: row_major_strides(&sizes),
        },
        shape: sizes,
        elem: Rc::new(elem.clone()),
    })
}

/// Why a vector element may need more bytes than its lanes: LLVM pads each
/// row to a power of two.
fn padded_note(elem: &crate::prepare::ElemType) -> String {
    let lanes = (elem.lanes() * elem.lane_bits()).div_ceil(8);
    if elem.size as usize == lanes {
        return String::new();
    }
    format!(
        " (each element takes {} bytes, LLVM's padded size, for {lanes} bytes of lanes)",
        elem.size
    )
}

/// Digits of `x` in the mixed radix `basis`; with `n` results equal to the
/// basis length the first entry is only an outer bound.
fn delinearize(mut x: i64, basis: &[i64], n: usize) -> Option<Vec<i64>> {
    let inner = if n == basis.len() {
        basis.get(1..)?
    } else {
        basis
    };
    let mut out = Vec::with_capacity(n);
    for &b in inner.iter().rev() {
        out.push(modulo(x, b)?);
        x = floor_div(x, b)?;
    }
    out.push(x);
    out.reverse();
    Some(out)
}

/// The linear index of `idx` in the mixed radix `basis` (wrapping, as the
/// lowered `arith` ops do).
fn linearize(idx: &[i64], basis: &[i64]) -> i64 {
    let inner = if idx.len() == basis.len() {
        &basis[1.min(basis.len())..]
    } else {
        basis
    };
    let mut r = idx.first().copied().unwrap_or(0);
    for (i, &b) in idx[1..].iter().zip(inner) {
        r = r.wrapping_mul(b).wrapping_add(*i);
    }
    r
}
