//! Fast paths for the hot scalar instructions (loop heads and steps, integer
//! and float arithmetic and compares, integer casts, moves, constants,
//! branches, and loads and stores of scalar elements), per STYLE.md's
//! "translate once, then run a compact register form": when every operand
//! is an `iN` (N ≤ 64), `index` or `f32`/`f64` scalar, the result is
//! computed on raw bits here, without the value library's generic `Value`
//! dispatch, and written in place.
//!
//! Every fast path computes exactly what `crate::value` and the general
//! memory path compute for the same operands (the same `narrow` helpers,
//! the same offset and byte arithmetic); any other operand, and any access
//! that would fault, race with a DMA or use a layout other than a strided
//! one, falls back to the general path having changed nothing, so results,
//! faults and cycles never change.
//!
//! Registers are overwritten in place, field by field, when they already
//! hold a scalar of the same kind: a whole-`Scalar` copy through memory is a
//! store-forwarding stall on every instruction.

use super::exec::Indices;
use super::tier::{MemDesc, MEM_DESC_BUSY};
use super::word_ops::{float_op, int_op, read_le, resize_kind, write_le};
use super::{Hot, Machine};
use crate::layout::Layout;
use crate::prepare::{Fold, Inst, Reg, RegType, Span};
use crate::runtime::dma::Access;
use crate::runtime::Slot;
use crate::timing::{MemAccess, SpaceId as TSpace, TraceSink};
use crate::value::fixed::narrow;
use crate::value::{IntPredicate, Scalar, ScalarType, Value};
use rmlir_ir::registry::{CastOp, IntBinOp};
use rmlir_ir::types::FloatKind;

/// An integer scalar's bits and width (`index` is 64 bits wide).
#[inline(always)]
pub(super) fn int_bits(s: &Slot) -> Option<(u64, u32, bool)> {
    match s {
        Slot::V(Value::Scalar(Scalar::Int { bits, width })) => Some((*bits, *width, false)),
        Slot::V(Value::Scalar(Scalar::Index(i))) => Some((*i as u64, 64, true)),
        _ => None,
    }
}

impl<S: TraceSink> Machine<'_, S> {
    /// Runs `inst` if it is a scalar instruction on narrow integers or
    /// `f32`/`f64` floats, or a scalar load or store that cannot fault,
    /// straight on the register file and memory; anything else (other
    /// types, faults, DMA races, calls) returns [`Hot::Slow`] having changed
    /// nothing.
    #[inline(always)]
    pub(super) fn exec_hot(&mut self, inst: &Inst, pc: usize) -> Hot {
        self.exec_hot_as::<true>(inst, pc)
    }

    /// [`Self::exec_hot`], issuing each instruction to the model when
    /// `TIMED`; otherwise issuing nothing and noting each load's and
    /// store's access for the iteration memo (`memo`).
    #[inline(always)]
    pub(super) fn exec_hot_as<const TIMED: bool>(&mut self, inst: &Inst, pc: usize) -> Hot {
        match *inst {
            Inst::IntBin { op, dst, a, b } | Inst::IntBin64 { op, dst, a, b, .. } => {
                if !self.fast_binop(op, dst, a, b) {
                    return Hot::Slow;
                }
                self.issue_if::<TIMED>(pc);
            }
            Inst::CmpI { pred, dst, a, b } => {
                let Some(r) = self.fast_cmp(pred, a, b) else {
                    return Hot::Slow;
                };
                self.set_int(dst, r as u64, 1, false);
                self.issue_if::<TIMED>(pc);
            }
            Inst::Cast { op, to, dst, a } => {
                if !self.fast_cast(op, to, dst, a) {
                    return Hot::Slow;
                }
                self.issue_if::<TIMED>(pc);
            }
            Inst::FloatBin { op, dst, a, b } => {
                let regs = self.frame_regs();
                let r = match (&regs[a as usize], &regs[b as usize]) {
                    (Slot::V(Value::Scalar(x)), Slot::V(Value::Scalar(y))) => float_op(op, *x, *y),
                    _ => return Hot::Slow,
                };
                let Some(r) = r else { return Hot::Slow };
                self.set_scalar(dst, r);
                self.issue_if::<TIMED>(pc);
            }
            Inst::Move { dst, src } => {
                let Slot::V(Value::Scalar(v)) = self.frame_regs()[src as usize] else {
                    return Hot::Slow;
                };
                self.set_scalar(dst, v);
                if TIMED {
                    self.copy_ready(dst, src);
                }
            }
            Inst::Const { dst, k } => {
                let Value::Scalar(v) = self.prog.consts[k as usize] else {
                    return Hot::Slow;
                };
                self.set_scalar(dst, v);
            }
            Inst::ForHead {
                iv,
                ub,
                exit,
                unsigned,
            } => {
                let pred = if unsigned {
                    IntPredicate::Ult
                } else {
                    IntPredicate::Slt
                };
                let Some(more) = self.fast_cmp(pred, iv, ub) else {
                    return Hot::Slow;
                };
                self.issue_if::<TIMED>(pc);
                if !more {
                    return Hot::Jump(exit);
                }
            }
            Inst::ForStep { iv, step, head } => {
                if !self.fast_binop(IntBinOp::Add, iv, iv, step) {
                    return Hot::Slow;
                }
                self.issue_if::<TIMED>(pc);
                return Hot::Jump(head);
            }
            Inst::Jump { to } => {
                self.issue_if::<TIMED>(pc);
                return Hot::Jump(to);
            }
            Inst::BranchFalse { cond, to } => {
                let Slot::V(Value::Scalar(Scalar::Int { bits, .. })) =
                    self.frame_regs()[cond as usize]
                else {
                    return Hot::Slow;
                };
                self.issue_if::<TIMED>(pc);
                if bits == 0 {
                    return Hot::Jump(to);
                }
            }
            Inst::Affine {
                fold,
                map,
                dsts,
                operands,
            } => {
                if !self.fast_affine(fold, map, dsts, operands) {
                    return Hot::Slow;
                }
                self.issue_if::<TIMED>(pc);
            }
            Inst::Load { dst, mem, idx } => {
                if !self.fast_load::<TIMED>(dst, mem, idx, pc) {
                    return Hot::Slow;
                }
            }
            Inst::Store { val, mem, idx } => {
                if !self.fast_store::<TIMED>(val, mem, idx, pc) {
                    return Hot::Slow;
                }
            }
            _ => return Hot::Slow,
        }
        Hot::Next
    }

    /// An affine map (`affine.apply`/`min`/`max`, an `affine.load`'s or
    /// `store`'s subscripts) on index operands that evaluates without a
    /// fault; `false`, having changed nothing, otherwise (the general
    /// path then reports the fault).
    #[inline(always)]
    fn fast_affine(&mut self, fold: Fold, map: u32, dsts: Span, operands: Span) -> bool {
        let mut vals = Indices::new();
        for &r in self.func().regs(operands) {
            match self.frame_regs()[r as usize] {
                Slot::V(Value::Scalar(Scalar::Index(i))) => vals.push(i),
                _ => return false,
            }
        }
        let Ok(rs) = self.map_values(fold, map, &vals) else {
            return false;
        };
        self.set_map_values(dsts, rs);
        true
    }

    /// Writes a map's results `rs` to its registers `dsts` as indices.
    pub(super) fn set_map_values(&mut self, dsts: Span, rs: Indices) {
        for (k, v) in rs.into_iter().enumerate() {
            let Some(&r) = self.func().regs(dsts).get(k) else {
                break;
            };
            self.set_int(r, v as u64, 64, true);
        }
    }

    /// Issues instruction `pc` when `TIMED` (the memo times it otherwise).
    #[inline(always)]
    fn issue_if<const TIMED: bool>(&mut self, pc: usize) {
        if TIMED {
            self.issue(pc);
        }
    }

    /// Issues load or store `pc`'s access `acc` when `TIMED`; otherwise
    /// notes it for the iteration's memo step.
    #[inline(always)]
    fn issue_mem_if<const TIMED: bool>(&mut self, pc: usize, acc: MemAccess) {
        if TIMED {
            self.issue_mem_hot(pc, acc);
        } else {
            self.memo.accs.push(acc);
        }
    }

    /// The integer bits of registers `a` and `b` when both are the same
    /// kind of narrow integer scalar.
    #[inline(always)]
    fn int_pair(&self, a: Reg, b: Reg) -> Option<(u64, u64, u32, bool)> {
        let regs = self.frame_regs();
        let (x, wx, ix) = int_bits(&regs[a as usize])?;
        let (y, wy, iy) = int_bits(&regs[b as usize])?;
        (wx == wy && ix == iy).then_some((x, y, wx, ix))
    }

    /// Writes a scalar, overwriting a scalar in place (no drop glue); like
    /// `set`, it tells the value tracer.
    #[inline(always)]
    pub(super) fn set_scalar(&mut self, r: Reg, v: Scalar) {
        match v {
            Scalar::Int { bits, width } => self.set_int(r, bits, width, false),
            Scalar::Index(i) => self.set_int(r, i as u64, 64, true),
            _ => {
                let slot = &mut self.regs[self.base as usize + r as usize];
                match (slot, v) {
                    (Slot::V(Value::Scalar(Scalar::F32(x))), Scalar::F32(y)) => *x = y,
                    (Slot::V(Value::Scalar(Scalar::F64(x))), Scalar::F64(y)) => *x = y,
                    (Slot::V(Value::Scalar(s)), v) => *s = v,
                    (slot, v) => *slot = Slot::V(Value::Scalar(v)),
                }
                self.note_write(r);
            }
        }
    }

    /// Writes a narrow integer (or, with `index`, an `index`) given as its
    /// bits, updating only the bits when the register already holds one of
    /// the same kind; like `set`, it tells the value tracer.
    #[inline(always)]
    fn set_int(&mut self, r: Reg, bits: u64, width: u32, index: bool) {
        let slot = &mut self.regs[self.base as usize + r as usize];
        match slot {
            Slot::V(Value::Scalar(Scalar::Int { bits: b, width: w })) if !index => {
                (*b, *w) = (bits, width);
            }
            Slot::V(Value::Scalar(Scalar::Index(i))) if index => *i = bits as i64,
            _ => *slot = Slot::V(Value::Scalar(int_scalar(bits, width, index))),
        }
        self.note_write(r);
    }

    /// `a op b` on two narrow integers of one kind, or `None` to take the
    /// generic path (which also reports division faults).
    #[inline(always)]
    pub(super) fn fast_binop(&mut self, op: IntBinOp, dst: Reg, a: Reg, b: Reg) -> bool {
        let Some((x, y, w, index)) = self.int_pair(a, b) else {
            return false;
        };
        let Some(bits) = int_op(op, x, y, w) else {
            return false;
        };
        self.set_int(dst, bits, w, index);
        true
    }

    /// `a pred b` on two narrow integers of one kind.
    #[inline(always)]
    pub(super) fn fast_cmp(&self, pred: IntPredicate, a: Reg, b: Reg) -> Option<bool> {
        let (x, y, w, _) = self.int_pair(a, b)?;
        Some(narrow::cmp(pred, x, y, w))
    }

    /// An integer resize (`index_cast[ui]`, `extsi`, `extui`, `trunci`) of a
    /// narrow integer to at most 64 bits; `false` takes the generic path.
    #[inline]
    pub(super) fn fast_cast(&mut self, op: CastOp, to: ScalarType, dst: Reg, a: Reg) -> bool {
        let Some((signed, tw, index)) = resize_kind(op, to) else {
            return false;
        };
        let Some((x, w, _)) = int_bits(&self.frame_regs()[a as usize]) else {
            return false;
        };
        let b = if signed {
            narrow::extsi(x, w, tw)
        } else {
            narrow::trunci(x, tw)
        };
        self.set_int(dst, b, tw, index);
        true
    }

    /// Where element `idx` (registers) of the memref in register `mem`
    /// lies, when a core access to it can neither fault nor race: the
    /// buffer, the byte range within it and the timing model's view of the
    /// access. `None` takes the general path, which finds the same range
    /// (or the fault) the same way: [`crate::runtime::memory::element_offset`]
    /// and `Machine::byte_range`.
    #[inline(always)]
    fn fast_place(&self, mem: Reg, idx: Span, store: bool, pc: usize) -> Option<Place> {
        let regs = self.frame_regs();
        let idx = self.func().regs(idx);
        let index = |k: usize| match int_bits(&regs[idx[k] as usize])? {
            (bits, w, false) => Some(narrow::sext(bits, w)),
            (bits, _, true) => Some(bits as i64),
        };
        self.place_with(mem, (idx.len(), index), store, pc)
    }

    /// [`Self::fast_place`] with the `n` index values given by `index`
    /// (for compiled code, which holds them in its own registers).
    #[inline(always)]
    fn place_with(
        &self,
        mem: Reg,
        (n, index): (usize, impl Fn(usize) -> Option<i64>),
        store: bool,
        pc: usize,
    ) -> Option<Place> {
        let Slot::M(m) = &self.frame_regs()[mem as usize] else {
            return None;
        };
        let Layout::Strided { offset, strides } = &m.layout else {
            return None;
        };
        if n != m.shape.len() || m.elem.vector {
            return None;
        }
        let mut off = *offset;
        for (k, (&d, &s)) in m.shape.iter().zip(strides).enumerate() {
            let i = index(k)?;
            if i < 0 || i >= d {
                return None;
            }
            off += i * s;
        }
        let buf = &self.mem.bufs[m.buf as usize];
        if !buf.live || !self.core_access(buf.space.0) {
            return None;
        }
        let size = m.elem.size as u64;
        let start = off as u64 * size;
        let (lo, hi) = (start as usize, (start + size) as usize);
        if lo > hi || hi > buf.data.len() || size > 8 {
            return None;
        }
        if !self.dma.idle() {
            let access = if store { Access::Write } else { Access::Read };
            let op = self.func().origin[pc];
            self.dma.check_access(m.buf, start, size, access, op).ok()?;
        }
        let acc = MemAccess {
            space: TSpace(buf.space.0),
            addr: buf.base + start,
            bytes: size as u32,
            is_store: store,
        };
        Some(Place {
            buf: m.buf,
            bytes: lo..hi,
            acc,
            scalar: m.elem.scalar,
        })
    }

    /// `memref.load` of a scalar element of at most 8 bytes, as
    /// [`crate::runtime::memory::decode_scalar`] reads it.
    #[inline(always)]
    fn fast_load<const TIMED: bool>(&mut self, dst: Reg, mem: Reg, idx: Span, pc: usize) -> bool {
        let Some(p) = self.fast_place(mem, idx, false, pc) else {
            return false;
        };
        let Some(raw) = read_le(&self.mem.bufs[p.buf as usize].data[p.bytes]) else {
            return false;
        };
        // `FloatKind::F16`, `BF16`, `F32` and `F64` are the kinds of width
        // 16, 32 and 64 that `decode_scalar` reads as `f16`, `bf16`, `f32`
        // and `f64`.
        let v = match p.scalar {
            ScalarType::Int(w) if w <= 64 => Scalar::int(w, raw),
            ScalarType::Index => Scalar::Index(raw as i64),
            ScalarType::Float(FloatKind::F16) => Scalar::F16(half::f16::from_bits(raw as u16)),
            ScalarType::Float(FloatKind::BF16) => Scalar::BF16(half::bf16::from_bits(raw as u16)),
            ScalarType::Float(FloatKind::F32) => Scalar::F32(f32::from_bits(raw as u32)),
            ScalarType::Float(FloatKind::F64) => Scalar::F64(f64::from_bits(raw)),
            _ => return false,
        };
        self.set_scalar(dst, v);
        self.issue_mem_if::<TIMED>(pc, p.acc);
        true
    }

    /// `memref.store` of a scalar into an element of at most 8 bytes, as
    /// [`crate::runtime::memory::encode`] writes it (little-endian, the
    /// rest of the element zeroed).
    #[inline(always)]
    fn fast_store<const TIMED: bool>(&mut self, val: Reg, mem: Reg, idx: Span, pc: usize) -> bool {
        let raw = match self.frame_regs()[val as usize] {
            Slot::V(Value::Scalar(s)) => match s {
                Scalar::Int { bits, .. } => bits,
                Scalar::Index(i) => i as u64,
                Scalar::F16(x) => x.to_bits() as u64,
                Scalar::BF16(x) => x.to_bits() as u64,
                Scalar::F32(x) => x.to_bits() as u64,
                Scalar::F64(x) => x.to_bits(),
                Scalar::Mini { bits, .. } => bits as u64,
            },
            _ => return false,
        };
        let Some(p) = self.fast_place(mem, idx, true, pc) else {
            return false;
        };
        write_le(&mut self.mem.bufs[p.buf as usize].data[p.bytes], raw);
        self.issue_mem_if::<TIMED>(pc, p.acc);
        true
    }
}

impl<S: TraceSink> Machine<'_, S> {
    /// Fills `d` (and `dims`, the layout's sizes and strides in pairs)
    /// for load or store `pc` of the running frame (a vector one too,
    /// `tier_access_of`), so compiled code can
    /// run it as `place_with` and the timing model would; `false`
    /// (with `d.ok` 0) when it cannot: another layout, an element that is
    /// not the instruction's register's scalar (or lane) type in 1, 2, 4, 8 or 16
    /// bytes (16: an integer of 65 to 128 bits, which compiled code moves
    /// in two halves; [`Self::tier_mem`] declines it, as `fast_place` does),
    /// a freed buffer or one the core cannot reach, more than
    /// [`MEM_DESC_BUSY`] transfers in flight the race check would look at
    /// (their byte ranges go in `d.busy`), or a space without power-of-two
    /// banking. Compiled code still checks the indices, the element's
    /// place in the buffer, the transfers' ranges and the banks it
    /// touches, and leaves anything else to [`Self::tier_mem`].
    pub fn tier_mem_desc(&mut self, pc: usize, d: &mut MemDesc, dims: &mut [i64]) -> bool {
        d.ok = 0;
        let Some((mem, elem, store)) = self.tier_access_of(pc) else {
            return false;
        };
        let Slot::M(m) = &self.frame_regs()[mem as usize] else {
            return false;
        };
        let Layout::Strided { offset, strides } = &m.layout else {
            return false;
        };
        let size = m.elem.size as u64;
        let typed = elem == RegType::Scalar(m.elem.scalar);
        if 2 * m.shape.len() != dims.len()
            || m.elem.vector
            || !typed
            || !matches!(size, 1 | 2 | 4 | 8 | 16)
            || size as usize != rmlir_values::types::scalar_bytes(m.elem.scalar) as usize
        {
            return false;
        }
        // What the race check would look at: the destinations of the
        // transfers in flight, and their sources for a store.
        (d.nbusy, d.busy) = (0, [[0; 2]; MEM_DESC_BUSY]);
        for p in self.dma.pending() {
            for r in [Some(&p.dst), store.then_some(&p.src)]
                .into_iter()
                .flatten()
            {
                if r.buf != m.buf || r.rows == 0 {
                    continue;
                }
                if d.nbusy as usize == MEM_DESC_BUSY {
                    return false;
                }
                let span = (r.rows - 1).saturating_mul(r.stride);
                let hi = r
                    .start
                    .saturating_add(span)
                    .saturating_add(r.row.max(r.last));
                d.busy[d.nbusy as usize] = [r.start, hi];
                d.nbusy += 1;
            }
        }
        for (k, (&n, &s)) in m.shape.iter().zip(strides).enumerate() {
            (dims[2 * k], dims[2 * k + 1]) = (n, s);
        }
        let (b, offset) = (m.buf, *offset);
        let buf = &mut self.mem.bufs[b as usize];
        if !buf.live || !self.target.space(buf.space).core_access {
            return false;
        }
        let Some(space) = self.timing.raw_space(buf.space.0 as usize) else {
            return false;
        };
        (d.data, d.elems) = (buf.data.as_mut_ptr(), buf.data.len() as u64 / size);
        (d.offset, d.base, d.space) = (offset, buf.base, space);
        d.ok = 1;
        true
    }

    /// Compiled code's scalar load (`store: None`) or store (`Some` of the
    /// value's bits) for instruction `pc` of the running frame, at the
    /// index values `idx`, on the interpreter's fast path
    /// (`fast_load`, `fast_store`): the loaded bits (as the
    /// interpreter's register would hold them; 0 for a store), or `None`
    /// having changed nothing, where the general path must run it.
    pub fn tier_mem(&mut self, pc: usize, idx: &[i64], store: Option<u64>) -> Option<u64> {
        let mem = match self.func().code[pc] {
            Inst::Load { mem, .. } | Inst::Store { mem, .. } => mem,
            _ => return None,
        };
        let p = self.place_with(mem, (idx.len(), |k| Some(idx[k])), store.is_some(), pc)?;
        let data = &mut self.mem.bufs[p.buf as usize].data[p.bytes];
        let out = match store {
            Some(raw) => {
                write_le(data, raw);
                0
            }
            None => {
                let raw = read_le(data)?;
                match p.scalar {
                    ScalarType::Int(w) if w <= 64 => raw & narrow::mask(w),
                    ScalarType::Index => raw,
                    ScalarType::Float(FloatKind::F32) => raw as u32 as u64,
                    ScalarType::Float(FloatKind::F64) => raw,
                    ScalarType::Float(FloatKind::F16 | FloatKind::BF16) => raw as u16 as u64,
                    _ => return None,
                }
            }
        };
        self.issue_mem_hot(pc, p.acc);
        Some(out)
    }
}

impl<S: TraceSink> Machine<'_, S> {
    /// Whether the core may access space `s` (read from the bit set made
    /// with the machine; a space past its 64 bits takes the general path).
    #[inline(always)]
    pub(super) fn core_access(&self, s: u32) -> bool {
        s < 64 && self.core_spaces >> s & 1 != 0
    }
}

/// Where a scalar load or store that can neither fault nor race goes.
struct Place {
    /// The buffer.
    buf: u32,
    /// The element's bytes within it (at most 8).
    bytes: std::ops::Range<usize>,
    /// The access as the timing model sees it.
    acc: MemAccess,
    /// The element's type.
    scalar: ScalarType,
}

#[inline(always)]
fn int_scalar(bits: u64, width: u32, index: bool) -> Scalar {
    if index {
        Scalar::Index(bits as i64)
    } else {
        Scalar::Int { bits, width }
    }
}
