//! Instruction semantics for buffers and DMA: loads and stores (scalar and
//! vector, the common 1-D vector rows through [`vrow`]'s fast path),
//! allocation, views (`cast`, `subview`), globals, `copy`, and
//! `dma_start`/`dma_wait` with their timing.

mod ext;
mod print;
mod vrow;

use super::{Flow, Machine};
use crate::layout::{row_major_strides, Layout};
use crate::prepare::{DmaRef, Inst, Issue, MemRefType, Span};
use crate::runtime::alloc::{allocate, extent, AllocSite};
use crate::runtime::dma::{Access, Pending, Region};
use crate::runtime::fault::Fault;
use crate::runtime::memory::{element_offset, packs_lanes, Buffer, MemRef};
use crate::runtime::Slot;
use crate::timing::dma::DmaFault;
use crate::timing::TraceSink;
use crate::timing::{DmaRequest, SpaceId as TSpace};
use crate::value::{Scalar, Value, VectorValue};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::OpId;
use rmlir_targets::SpaceId;
use std::rc::Rc;

impl<'a, S: TraceSink> Machine<'a, S> {
    pub(super) fn exec_memory(&mut self, inst: &Inst, pc: usize, op: OpId) -> Result<Flow, Fault> {
        match *inst {
            Inst::Load { dst, mem, idx } => {
                let m = self.memref(mem, op)?;
                let i = self.indices(idx, op)?;
                let (v, addr, size) = self.load_at(&m, &i, op)?;
                self.set_v(dst, v);
                let acc = self.mem_access(&m, addr, size, false);
                self.issue_mem(pc, acc);
            }
            Inst::Store { val, mem, idx } => {
                let m = self.memref(mem, op)?;
                let i = self.indices(idx, op)?;
                let v = self.val(val, op)?.clone();
                let (addr, size) = self.store_at(&m, &i, &v, op)?;
                let acc = self.mem_access(&m, addr, size, true);
                self.issue_mem(pc, acc);
            }
            Inst::VLoad {
                dst,
                mem,
                idx,
                shape,
            } => self.vload(dst, mem, idx, shape, op, pc)?,
            Inst::VStore { val, mem, idx } => self.vstore(val, mem, idx, op, pc)?,
            Inst::Alloc {
                dst,
                ty,
                dyn_sizes,
                symbols,
                stack,
            } => self.alloc(dst, ty, dyn_sizes, symbols, stack, op, pc)?,
            Inst::Dealloc { mem } => {
                let m = self.memref(mem, op)?;
                self.dma.check_free(m.buf, op)?;
                let (space, bytes) = self.mem.free(m.buf, op)?;
                self.timing.free(TSpace(space.0), bytes);
                self.issue(pc);
            }
            Inst::GetGlobal { dst, global } => {
                let m = self.global(global, op)?;
                self.set(dst, Slot::M(m));
            }
            Inst::Dim { dst, mem, dim } => {
                let d = self.index(dim, op)?;
                let size = self.dim_of(mem, d, op)?;
                self.set_v(dst, Scalar::Index(size).into());
            }
            Inst::DimConst { dst, mem, dim } => {
                let size = self.dim_of(mem, dim as i64, op)?;
                self.set_v(dst, Scalar::Index(size).into());
            }
            Inst::View { dst, src, ty } => {
                let m = self.memref(src, op)?;
                let view = self.cast_view(&m, &self.prog.types[ty as usize], op)?;
                self.set(dst, Slot::M(Rc::new(view)));
            }
            Inst::SubView {
                dst,
                src,
                ty: _,
                spec,
                operands,
            } => {
                let v = self.subview(src, spec, operands, op)?;
                self.set(dst, Slot::M(Rc::new(v)));
                self.issue(pc);
            }
            Inst::Copy { src, dst } => self.copy(src, dst, op, pc)?,
            Inst::TensorLoad { dst, mem } => self.tensor_load(dst, mem, op, pc)?,
            Inst::TensorStore { val, mem } => self.tensor_store(val, mem, op, pc)?,
            Inst::DmaStart { spec, .. } => self.dma_start(spec, op, pc)?,
            Inst::DmaWait { spec, .. } => self.dma_wait(spec, op, pc)?,
            Inst::Ext { k } => self.exec_ext(k, pc, op)?,
            _ => return self.exec_vector(inst, pc, op),
        }
        Ok(Flow::Next)
    }

    /// Size of dimension `d` of a memref or of a (seed) tensor value.
    fn dim_of(&self, r: u32, d: i64, op: OpId) -> Result<i64, Fault> {
        let shape: Vec<i64> = match &self.frame_regs()[r as usize] {
            Slot::M(m) => m.shape.clone(),
            Slot::V(Value::Vector(v)) => v.shape().iter().map(|&x| x as i64).collect(),
            _ => return Err(Fault::new(op, "internal: dim of a value without a shape")),
        };
        let rank = shape.len();
        shape
            .get(usize::try_from(d).unwrap_or(usize::MAX))
            .copied()
            .ok_or_else(|| Fault::new(op, format!("dimension {d} is out of range for rank {rank}")))
    }

    /// Logical indices of a vector slice starting at `base` with `shape`
    /// over the trailing dimensions.
    fn slice_indices(base: &[i64], shape: &[u64]) -> Vec<Vec<i64>> {
        let n: u64 = shape.iter().product();
        let k = shape.len().min(base.len());
        (0..n)
            .map(|mut flat| {
                let mut idx = base.to_vec();
                for (j, &d) in shape.iter().enumerate().rev().take(k) {
                    let pos = base.len() - shape.len() + j;
                    idx[pos] += (flat % d) as i64;
                    flat /= d;
                }
                idx
            })
            .collect()
    }

    /// The lanes of a row of a `vector.load` or `vector.store` of `shape`
    /// on `m`, when the row moves bit-packed (`memory::packs_lanes`).
    fn packed_rows(m: &MemRef, shape: &[u64]) -> Option<usize> {
        let n = *shape.last()? as usize;
        (n > 0 && !m.shape.is_empty() && packs_lanes(m)).then_some(n)
    }

    fn vload(
        &mut self,
        dst: u32,
        mem: u32,
        idx: Span,
        shape: u32,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let m = self.memref(mem, op)?;
        let base = self.indices(idx, op)?;
        let prog = self.prog;
        let shape = &prog.shapes[shape as usize];
        if let Some(row) = self.fast_row(&m, &base, shape, Access::Read, op) {
            if self.load_fast_row(&m, &row, dst, shape, op)? {
                let acc = self.mem_access(&m, row.addr, row.bytes(), false);
                self.issue_mem(pc, acc);
                return Ok(());
            }
        }
        let shape = shape.clone();
        let mut elems = Vec::new();
        let (mut first, mut bytes) = (None, 0u64);
        let idxs = Self::slice_indices(&base, &shape);
        if let Some(n) = Self::packed_rows(&m, &shape) {
            // LLVM loads each row as `<n x iN>`, bit-packed.
            for row in idxs.chunks(n) {
                let (vals, addr, size) = self.load_row(&m, row, op)?;
                first.get_or_insert(addr);
                bytes += size;
                elems.extend(vals);
            }
        } else {
            for i in idxs {
                let (v, addr, size) = self.load_at(&m, &i, op)?;
                first.get_or_insert(addr);
                bytes += size;
                elems.push(v);
            }
        }
        let v = VectorValue::new(shape, elems).map_err(|e| Self::vfault(op, e))?;
        self.set_v(dst, Value::Vector(v));
        let acc = self.mem_access(&m, first.unwrap_or(0), bytes, false);
        self.issue_mem(pc, acc);
        Ok(())
    }

    fn vstore(&mut self, val: u32, mem: u32, idx: Span, op: OpId, pc: usize) -> Result<(), Fault> {
        let m = self.memref(mem, op)?;
        let base = self.indices(idx, op)?;
        let Value::Vector(v) = self.val(val, op)? else {
            return Err(Fault::new(op, "internal: vector.store of a scalar"));
        };
        let fast = self.fast_row(&m, &base, v.shape(), Access::Write, op);
        if let Some(row) = fast.filter(|r| self.store_fast_row(&m, r, val)) {
            let acc = self.mem_access(&m, row.addr, row.bytes(), true);
            self.issue_mem(pc, acc);
            return Ok(());
        }
        let Value::Vector(v) = self.val(val, op)?.clone() else {
            return Err(Fault::new(op, "internal: vector.store of a scalar"));
        };
        let (mut first, mut bytes) = (None, 0u64);
        let idxs = Self::slice_indices(&base, v.shape());
        if let Some(n) = Self::packed_rows(&m, v.shape()) {
            // LLVM stores each row as `<n x iN>`, bit-packed.
            for (row, vals) in idxs.chunks(n).zip(v.elements().chunks(n)) {
                let (addr, size) = self.store_row(&m, row, vals, op)?;
                first.get_or_insert(addr);
                bytes += size;
            }
        } else {
            for (i, e) in idxs.into_iter().zip(v.elements()) {
                let (addr, size) = self.store_at(&m, &i, e, op)?;
                first.get_or_insert(addr);
                bytes += size;
            }
        }
        let acc = self.mem_access(&m, first.unwrap_or(0), bytes, true);
        self.issue_mem(pc, acc);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn alloc(
        &mut self,
        dst: u32,
        ty: u32,
        dyn_sizes: Span,
        symbols: Span,
        stack: bool,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let t = &self.prog.types[ty as usize];
        let mut dyns = self.indices(dyn_sizes, op)?.into_iter();
        let shape: Vec<i64> = t
            .shape
            .iter()
            .map(|&d| {
                if d == DYNAMIC {
                    dyns.next().unwrap_or(0)
                } else {
                    d
                }
            })
            .collect();
        if let Some(d) = shape.iter().find(|&&d| d < 0) {
            return Err(Fault::new(
                op,
                format!("negative dynamic size {d} in allocation"),
            ));
        }
        let syms = self.indices(symbols, op)?;
        let rt = (&mut self.mem, &mut self.timing, self.target);
        let m = allocate(rt, t, shape, &syms, AllocSite::at(op))?;
        if stack {
            self.push_stack_buf(m.buf);
        }
        self.set(dst, Slot::M(Rc::new(m)));
        self.issue(pc);
        Ok(())
    }

    fn global(&mut self, g: u32, op: OpId) -> Result<Rc<MemRef>, Fault> {
        if let Some(m) = &self.globals[g as usize] {
            return Ok(m.clone());
        }
        let def = &self.prog.globals[g as usize];
        let site = AllocSite {
            sizing: def.op,
            placing: op,
        };
        let rt = (&mut self.mem, &mut self.timing, self.target);
        let m = Rc::new(allocate(rt, &def.ty, def.ty.shape.clone(), &[], site)?);
        let size = def.ty.elem.size as usize;
        let data = &mut self.mem.bufs[m.buf as usize].data;
        for (i, v) in def.init.iter().enumerate() {
            if let Some(slot) = data.get_mut(i * size..(i + 1) * size) {
                crate::runtime::memory::encode_elem(&def.ty.elem, v, slot);
            }
        }
        self.globals[g as usize] = Some(m.clone());
        Ok(m)
    }

    fn cast_view(&self, m: &MemRef, t: &MemRefType, op: OpId) -> Result<MemRef, Fault> {
        if !t.shape.is_empty() && t.shape.len() != m.shape.len() {
            return Err(Fault::new(
                op,
                "memref.cast changes the rank of a ranked memref",
            ));
        }
        for (i, (&want, &have)) in t.shape.iter().zip(&m.shape).enumerate() {
            if want != DYNAMIC && want != have {
                return Err(Fault::new(
                    op,
                    format!("memref.cast to a static size {want} in dimension {i}, but the memref has size {have}"),
                ));
            }
        }
        Ok(m.clone())
    }

    fn subview(&self, src: u32, spec: u32, operands: Span, op: OpId) -> Result<MemRef, Fault> {
        let m = self.memref(src, op)?;
        let spec = &self.prog.subviews[spec as usize];
        let mut dynamic = self.indices(operands, op)?.into_iter();
        let mut take = |xs: &[Option<i64>]| -> Vec<i64> {
            xs.iter()
                .map(|x| x.unwrap_or_else(|| dynamic.next().unwrap_or(0)))
                .collect()
        };
        let (offs, sizes, strides) = (take(&spec.offsets), take(&spec.sizes), take(&spec.strides));
        if spec.absolute {
            return self.reinterpret(&m, offs, sizes, strides, op);
        }
        let (base_off, base_strides) = m
            .layout
            .as_strided()
            .ok_or_else(|| Fault::new(op, "subview of a memref whose layout is not strided"))?;
        for d in 0..offs.len().min(m.shape.len()) {
            let last = (sizes[d] - 1)
                .max(0)
                .checked_mul(strides[d])
                .and_then(|x| x.checked_add(offs[d]));
            let inside = |l: i64| sizes[d] <= 0 || (l >= 0 && l < m.shape[d]);
            if offs[d] < 0 || sizes[d] < 0 || !last.is_some_and(inside) {
                return Err(Fault::new(
                    op,
                    format!("out-of-bounds subview: dimension {d} takes offset {}, size {}, stride {} of size {}", offs[d], sizes[d], strides[d], m.shape[d]),
                ));
            }
        }
        let overflow = || Fault::new(op, "subview offset or strides overflow 64 bits");
        let offset = offs
            .iter()
            .zip(base_strides)
            .try_fold(base_off, |acc, (o, s)| o.checked_mul(*s)?.checked_add(acc))
            .ok_or_else(overflow)?;
        let new_strides: Vec<i64> = strides
            .iter()
            .zip(base_strides)
            .map(|(a, b)| a.checked_mul(*b))
            .collect::<Option<_>>()
            .ok_or_else(overflow)?;
        extent(offset, &sizes, &new_strides).ok_or_else(overflow)?;
        // The dropped unit dimensions add nothing past the offset.
        let keep = |d: &usize| !spec.dropped.get(*d).copied().unwrap_or(false);
        let shape = (0..sizes.len()).filter(keep).map(|d| sizes[d]).collect();
        let strides = (0..sizes.len())
            .filter(keep)
            .map(|d| new_strides[d])
            .collect();
        Ok(MemRef {
            buf: m.buf,
            shape,
            layout: Layout::Strided { offset, strides },
            elem: m.elem.clone(),
        })
    }

    /// A view with an absolute offset and strides; its extent must stay
    /// inside the buffer.
    fn reinterpret(
        &self,
        m: &MemRef,
        offs: Vec<i64>,
        sizes: Vec<i64>,
        strides: Vec<i64>,
        op: OpId,
    ) -> Result<MemRef, Fault> {
        let offset = offs.first().copied().unwrap_or(0);
        let total = self.mem.bufs[m.buf as usize].data.len() as i64 / m.elem.size.max(1) as i64;
        let empty = sizes.contains(&0);
        let fault = |what: String| {
            Fault::new(
                op,
                format!("out-of-bounds reinterpret_cast: {what} of a buffer of {total} elements"),
            )
        };
        if let Some(d) = sizes.iter().find(|&&d| d < 0) {
            return Err(fault(format!("negative size {d}")));
        }
        match extent(offset, &sizes, &strides) {
            None => return Err(fault("offset and strides overflow 64 bits".into())),
            Some((lo, hi)) if !empty && (lo < 0 || hi >= total) => {
                return Err(fault(format!("elements {lo} to {hi}")))
            }
            _ if offset < 0 => return Err(fault(format!("offset {offset}"))),
            _ => {}
        }
        Ok(MemRef {
            buf: m.buf,
            shape: sizes,
            layout: Layout::Strided { offset, strides },
            elem: m.elem.clone(),
        })
    }

    fn copy(&mut self, src: u32, dst: u32, op: OpId, pc: usize) -> Result<(), Fault> {
        let (s, d) = (self.memref(src, op)?, self.memref(dst, op)?);
        if s.shape != d.shape {
            return Err(Fault::new(
                op,
                format!(
                    "memref.copy between shapes [{}] and [{}]",
                    crate::runtime::memory::join(&s.shape),
                    crate::runtime::memory::join(&d.shape)
                ),
            ));
        }
        let n: i64 = s.shape.iter().product();
        let strides = row_major_strides(&s.shape);
        for flat in 0..n {
            let idx: Vec<i64> = strides
                .iter()
                .zip(&s.shape)
                .map(|(st, dim)| (flat / st) % dim.max(&1))
                .collect();
            let (v, _, _) = self.load_at(&s, &idx, op)?;
            self.store_at(&d, &idx, &v, op)?;
        }
        self.issue(pc);
        Ok(())
    }

    /// Every logical index of a static shape, row-major.
    fn all_indices(shape: &[i64]) -> Vec<Vec<i64>> {
        let base = vec![0; shape.len()];
        let dims: Vec<u64> = shape.iter().map(|&d| d.max(0) as u64).collect();
        Self::slice_indices(&base, &dims)
    }

    fn tensor_load(&mut self, dst: u32, mem: u32, op: OpId, pc: usize) -> Result<(), Fault> {
        let m = self.memref(mem, op)?;
        let mut elems = Vec::new();
        for i in Self::all_indices(&m.shape) {
            elems.push(self.load_at(&m, &i, op)?.0);
        }
        let shape = m.shape.iter().map(|&d| d as u64).collect();
        let v = VectorValue::new(shape, elems).map_err(|e| Self::vfault(op, e))?;
        self.set_v(dst, Value::Vector(v));
        self.issue(pc);
        Ok(())
    }

    fn tensor_store(&mut self, val: u32, mem: u32, op: OpId, pc: usize) -> Result<(), Fault> {
        let m = self.memref(mem, op)?;
        let Value::Vector(v) = self.val(val, op)?.clone() else {
            return Err(Fault::new(op, "internal: tensor_store of a scalar"));
        };
        for (i, e) in Self::all_indices(&m.shape).into_iter().zip(v.elements()) {
            self.store_at(&m, &i, e, op)?;
        }
        self.issue(pc);
        Ok(())
    }

    /// The memref in register `r`, borrowed (no reference-count traffic).
    fn memref_at(&self, r: u32, op: OpId) -> Result<&MemRef, Fault> {
        match &self.frame_regs()[r as usize] {
            Slot::M(m) => Ok(m),
            _ => Err(Fault::new(op, "internal: register holds no memref")),
        }
    }

    /// Element offset of `m` at the indices held in `regs`. A strided
    /// layout indexed by in-bounds `index` values (the DMA operands almost
    /// always) is computed inline; anything else goes through
    /// [`element_offset`], which also words the faults.
    fn offset_at(&self, m: &MemRef, regs: &[u32], op: OpId) -> Result<i64, Fault> {
        if let Layout::Strided { offset, strides } = &m.layout {
            if regs.len() == m.shape.len() && regs.len() == strides.len() {
                let file = self.frame_regs();
                let mut acc = *offset;
                let mut inline = true;
                for ((&r, &dim), &stride) in regs.iter().zip(&m.shape).zip(strides) {
                    match file[r as usize] {
                        Slot::V(Value::Scalar(Scalar::Index(i))) if 0 <= i && i < dim => {
                            acc += i * stride
                        }
                        _ => {
                            inline = false;
                            break;
                        }
                    }
                }
                if inline {
                    return Ok(acc);
                }
            }
        }
        self.offset_at_slow(m, regs, op)
    }

    /// [`Self::offset_at`] through [`element_offset`].
    #[cold]
    fn offset_at_slow(&self, m: &MemRef, regs: &[u32], op: OpId) -> Result<i64, Fault> {
        let idx: Vec<i64> = regs
            .iter()
            .map(|&r| self.index(r, op))
            .collect::<Result<_, _>>()?;
        element_offset(m, &idx, op)
    }

    /// Key of a tag location: its buffer and element.
    fn tag_key(&self, at: DmaRef, op: OpId) -> Result<u64, Fault> {
        let tag = self.memref_at(at.memref, op)?;
        self.mem.check_live(tag, op)?;
        let off = self.offset_at(tag, self.func_regs(at.idx), op)?;
        Ok(((tag.buf as u64) << 32) | off as u64)
    }

    /// The byte region of a DMA endpoint: `rows` of elements starting at
    /// the memref's element `idx`, checked against its buffer. Also returns
    /// the element size and the buffer's space. The span is computed in
    /// `i128`, where no `i64` stride, count or offset can wrap, so a huge
    /// stride is an out-of-bounds fault and never a wrapped address.
    fn endpoint(
        &self,
        side: &str,
        mem: u32,
        idx: &[u32],
        rows: Rows,
        op: OpId,
    ) -> Result<(Region, u64, SpaceId), Fault> {
        let m = self.memref_at(mem, op)?;
        let b = self.mem.check_live(m, op)?;
        let start = self.offset_at(m, idx, op)?;
        let size = u64::from(m.elem.size.max(1));
        let total = (b.data.len() as u64 / size) as i128;
        if rows.rows > 0 && (start < 0 || rows.end(start) > total) {
            return Err(self.endpoint_fault(side, idx, start, rows, total, op));
        }
        // In bounds: every product below is at most the buffer's length.
        let region = Region {
            buf: m.buf,
            start: start as u64 * size,
            row: rows.per as u64 * size,
            stride: rows.stride as u64 * size,
            rows: rows.rows as u64,
            last: rows.last as u64 * size,
        };
        Ok((region, size, b.space))
    }

    /// The fault for the first row of an endpoint outside its buffer.
    #[cold]
    fn endpoint_fault(
        &self,
        side: &str,
        idx: &[u32],
        start: i64,
        rows: Rows,
        total: i128,
        op: OpId,
    ) -> Fault {
        let i: Vec<i64> = idx.iter().filter_map(|&r| self.index(r, op).ok()).collect();
        let (a, b) = rows.first_outside(start, total);
        Fault::new(op, format!(
            "out-of-bounds DMA {side}: elements [{a}, {b}) starting at index [{}] fall outside a buffer of {total} elements",
            crate::runtime::memory::join(&i)
        ))
    }

    /// The rows a strided transfer of `n` elements covers on its strided
    /// side (one contiguous row when it is not strided).
    fn strided_rows(&self, stride: Option<(u32, u32)>, n: i64, op: OpId) -> Result<Rows, Fault> {
        if n < 0 {
            return Err(Fault::new(
                op,
                format!("a DMA cannot move a negative number of elements ({n})"),
            ));
        }
        let Some((stride, per)) = stride else {
            return Ok(Rows::contiguous(n));
        };
        let (stride, per) = (self.index(stride, op)?, self.index(per, op)?);
        if per <= 0 || stride < per {
            return Err(Fault::new(
                op,
                format!("bad DMA stride {stride} with {per} elements per stride"),
            ));
        }
        Ok(Rows::strided(n, per, stride))
    }

    /// The registers of span `s` of the running frame's function.
    fn func_regs(&self, s: Span) -> &'a [u32] {
        let prog = self.prog;
        prog.funcs[self.frames.last().expect("frame").func as usize].regs(s)
    }

    fn dma_start(&mut self, spec: u32, op: OpId, pc: usize) -> Result<(), Fault> {
        let prog = self.prog;
        let d = &prog.dma_starts[spec as usize];
        let n = self.index(d.num, op)?;
        let tag = self.tag_key(d.tag, op)?;
        let rows = self.strided_rows(d.stride, n, op)?;
        let strided = d.stride.is_some();
        let (src_rows, dst_rows) = if d.stride_dst {
            (Rows::contiguous(n), rows)
        } else {
            (rows, Rows::contiguous(n))
        };
        let src_idx = self.func_regs(d.src.idx);
        let (src, size, ss) = self.endpoint("source", d.src.memref, src_idx, src_rows, op)?;
        let dst_idx = self.func_regs(d.dst.idx);
        let (dst, _, ds) = self.endpoint("destination", d.dst.memref, dst_idx, dst_rows, op)?;
        let p = Pending {
            src,
            dst,
            elements: n as u64,
            op,
            tag,
        };
        self.dma_pending(tag, p)?;
        let bytes = n as u64 * size;
        // One row per contiguous chunk, so the target's per-descriptor
        // overhead is charged per chunk (a contiguous transfer is one).
        let row_bytes = Some(match rows.rows {
            1 if strided => rows.last as u64 * size,
            r if strided && r > 1 => rows.per as u64 * size,
            _ => bytes,
        });
        let req = DmaRequest {
            src: TSpace(ss.0),
            dst: TSpace(ds.0),
            bytes,
            row_bytes,
            tag,
            engine: None,
        };
        self.start_timed(&req, op, pc)
    }

    /// Feeds `dma_start` instruction `pc` to the timing model.
    fn start_timed(&mut self, req: &DmaRequest, op: OpId, pc: usize) -> Result<(), Fault> {
        let deps = self.dma_deps(pc);
        let r = self.timing.dma_start_on(self.dma_unit(pc), &deps, req);
        self.scratch = deps;
        r.map_err(|e| self.dma_fault(e, op))?;
        Ok(())
    }

    /// The scoreboard registers DMA instruction `pc` reads (its read set:
    /// every operand register), in the reused scratch list; the caller puts
    /// the list back.
    fn dma_deps(&mut self, pc: usize) -> Vec<crate::timing::Reg> {
        let base = self.base;
        let f = self.func();
        debug_assert_eq!(f.timing[pc].issue, Issue::Dma, "prepare's issue kind");
        let regs = f.set(f.timing[pc].reads);
        let mut deps = std::mem::take(&mut self.scratch);
        deps.clear();
        deps.extend(regs.iter().map(|&r| crate::timing::Reg(base + r)));
        if self.blocking {
            deps.push(super::PREVIOUS_DONE);
        }
        deps
    }

    /// The unit of the target's `dma` op class that instruction `pc`
    /// issues on (none when the class is free).
    fn dma_unit(&self, pc: usize) -> Option<crate::timing::UnitId> {
        let t = self.func().timing[pc];
        (t.unit != u32::MAX).then_some(crate::timing::UnitId(t.unit))
    }

    #[cold]
    fn dma_fault(&self, e: DmaFault, op: OpId) -> Fault {
        let name = |i: u32| {
            self.target
                .memory_spaces()
                .get(i as usize)
                .map_or("?".to_string(), |s| s.name.clone())
        };
        match e {
            DmaFault::NoEngine { src, dst } => Fault::new(
                op,
                format!(
                    "no DMA engine of target '{}' connects memory space '{}' to '{}'",
                    self.target.name(),
                    name(src),
                    name(dst)
                ),
            ),
            other => Fault::new(op, other.to_string()),
        }
    }

    fn dma_wait(&mut self, spec: u32, op: OpId, pc: usize) -> Result<(), Fault> {
        let prog = self.prog;
        let d = &prog.dma_waits[spec as usize];
        let tag = self.tag_key(d.tag, op)?;
        let n = self.index(d.num, op)?;
        // A tag with only zero-element transfers pending still completes:
        // it is "no transfer at all" that never does.
        if self.dma.pending_on(tag).next().is_none() {
            return Err(self.deadlock(self.func_regs(d.tag.idx), op));
        }
        let pending = self.dma.pending_elements(tag);
        if pending != n as u64 {
            return Err(self.wait_count_fault(tag, n, pending, op));
        }
        let deps = self.dma_deps(pc);
        let r = self.timing.dma_wait_on(self.dma_unit(pc), &deps, tag);
        self.scratch = deps;
        r.map_err(|e| self.dma_fault(e, op))?;
        // The wait has taken the clock to the transfers' end: a run that
        // passed --max-cycles stops here, as it would after the op, but
        // before the host copies data the budget never let arrive.
        self.check_cycles(pc)?;
        let bufs = &mut self.mem.bufs;
        self.dma.wait(tag, |p, scratch| land(bufs, p, scratch));
        Ok(())
    }

    #[cold]
    fn wait_count_fault(&self, tag: u64, n: i64, pending: u64, op: OpId) -> Fault {
        let mut f = Fault::new(
            op,
            format!(
                "dma_wait waits for {n} elements, but the DMAs pending on this tag move {pending}"
            ),
        );
        for p in self.dma.pending_on(tag) {
            f = f.with_note(
                Some(p.op),
                format!("a DMA of {} elements was started here", p.elements),
            );
        }
        f
    }

    /// The fault of a `dma_wait` on a tag element no pending DMA completes,
    /// pointing at a DMA pending on another element, if any.
    #[cold]
    fn deadlock(&self, idx: &[u32], op: OpId) -> Fault {
        let idx: Vec<i64> = idx
            .iter()
            .map(|&r| self.index(r, op).unwrap_or(-1))
            .collect();
        let message = format!(
            "deadlock: no pending DMA completes tag element [{}], so this dma_wait would block forever",
            crate::runtime::memory::join(&idx)
        );
        match self.dma.leftovers().next() {
            Some(p) => Fault::new(op, message).with_note(
                Some(p.op),
                "a DMA pending on another tag element was started here",
            ),
            None => Fault::new(op, format!("{message} (no DMA is pending at all)")),
        }
    }
}

/// The element rows of one DMA side: `rows` rows `stride` apart, each of
/// `per` elements except the last, of `last`. With at most one row,
/// `stride` equals `per`, so an unused huge stride never reaches a byte
/// computation.
#[derive(Clone, Copy, Debug)]
struct Rows {
    per: i64,
    stride: i64,
    rows: i64,
    last: i64,
}

impl Rows {
    /// `n` contiguous elements: one row (even when `n` is 0).
    fn contiguous(n: i64) -> Rows {
        Rows {
            per: n,
            stride: n,
            rows: 1,
            last: n,
        }
    }

    /// `n >= 0` elements, `per >= 1` every `stride >= per`.
    fn strided(n: i64, per: i64, stride: i64) -> Rows {
        let rows = n / per + i64::from(n % per != 0);
        // (rows - 1) * per < n, so this cannot wrap.
        let last = n - (rows - 1).max(0) * per;
        Rows {
            per,
            stride: if rows > 1 { stride } else { per },
            rows,
            last,
        }
    }

    /// One past the last element, for a first row at `start` (exact: the
    /// product of two `i64` fits in `i128`).
    fn end(&self, start: i64) -> i128 {
        i128::from(start)
            + i128::from(self.stride) * i128::from(self.rows - 1)
            + i128::from(self.last)
    }

    /// The element range of the first row that is not inside `[0, total)`,
    /// found in closed form (row starts increase).
    fn first_outside(&self, start: i64, total: i128) -> (i128, i128) {
        let (start, per, stride) = (
            i128::from(start),
            i128::from(self.per),
            i128::from(self.stride),
        );
        let full = i128::from(self.rows - 1);
        let k = if start < 0 || start + per > total {
            0
        } else {
            ((total - start - per) / stride.max(1) + 1).min(full)
        };
        let len = if k == full {
            i128::from(self.last)
        } else {
            per
        };
        (start + k * stride, start + k * stride + len)
    }
}

/// Copies a completed transfer's bytes from its source rows to its
/// destination rows (one side is a single contiguous row): directly when
/// source and destination are different buffers, else through `scratch`
/// (the source is read whole before the destination is written).
fn land(bufs: &mut [Buffer], p: &Pending, scratch: &mut Vec<u8>) {
    let (s, d) = (p.src.buf as usize, p.dst.buf as usize);
    if s != d {
        let (src, dst) = if s < d {
            let (lo, hi) = bufs.split_at_mut(d);
            (&lo[s].data, &mut hi[0].data)
        } else {
            let (lo, hi) = bufs.split_at_mut(s);
            (&hi[0].data, &mut lo[d].data)
        };
        if p.src.rows == 1 {
            let at = p.src.start as usize;
            scatter(&src[at..at + p.src.last as usize], &p.dst, dst);
        } else {
            gather(src, &p.src, &mut dst[p.dst.start as usize..]);
        }
        return;
    }
    scratch.clear();
    let data = &mut bufs[s].data;
    for (o, l) in p.src.ranges() {
        scratch.extend_from_slice(&data[o as usize..(o + l) as usize]);
    }
    scatter(scratch, &p.dst, data);
}

/// Copies the rows of `from` in `src`, packed, to the start of `to`.
fn gather(src: &[u8], from: &Region, to: &mut [u8]) {
    let mut at = 0;
    for (o, l) in from.ranges() {
        let (o, l) = (o as usize, l as usize);
        to[at..at + l].copy_from_slice(&src[o..o + l]);
        at += l;
    }
}

/// Copies the packed bytes `src` into the rows of `to` in `dst`.
fn scatter(src: &[u8], to: &Region, dst: &mut [u8]) {
    let mut at = 0;
    for (o, l) in to.ranges() {
        let (o, l) = (o as usize, l as usize);
        dst[o..o + l].copy_from_slice(&src[at..at + l]);
        at += l;
    }
}
