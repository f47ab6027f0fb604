//! Vector loads and stores run by compiled code itself: `vector.load`,
//! `vector.store`, and `vector.transfer_read`/`transfer_write` that are
//! as simple as those, of a native vector register ([`super::vector`]).
//!
//! What the interpreter does for one (`interp/memops.rs` `vload` and
//! `vstore`, `interp/vmem.rs` `exec_transfer`): it walks the vector's
//! lanes in row-major order, each at the memref index of the base
//! indices plus the lane's position on the trailing dimensions, and
//! loads or stores each as a scalar element (`load_at`, `store_at`:
//! the buffer live and open to the core, every index within its size,
//! no race with a transfer in flight, the element's bytes within the
//! buffer), faulting at the first lane that fails; a store has then
//! written the lanes before it. It reports one access to the timing
//! model: the first lane's byte address and the lanes' bytes together
//! (`TimingModel::mem_access`, over every bank those bytes span). A
//! transfer with no mask, whose map walks the memref's trailing
//! dimensions in order (a minor identity) and whose lanes all lie within
//! the memref, does exactly the same (its padding and skipping apply
//! only to lanes outside). So does a 1-D read whose map is the constant
//! 0 (a broadcast, as `--affine-super-vectorize` writes for an operand
//! invariant along the vectorised loop), whose every lane loads the one
//! element at the indices: its access is that element's address and the
//! lanes' bytes together, though it reads one element.
//!
//! Compiled code runs the common case so, through the scalar accesses'
//! descriptor (`super::memory`, `super::desc`), filled by the runtime's
//! `desc` entry for these instructions too, and declines to the
//! interpreter's path (`exec`, the instruction's whole semantics) before
//! it has changed anything where the case is not common:
//!
//! - at compile time: a vector not held natively, a lane type that is
//!   not a whole number of bytes (`i1`, `i4`, `i13`, `i33`: their rows
//!   move bit-packed, `memory::packs_lanes`), a vector of higher rank
//!   than the memref, a masked transfer or one with another map, a
//!   traced model (no descriptors);
//! - at run time: a descriptor the runtime would not fill (another
//!   layout, a freed buffer, a space without power-of-two banking, too
//!   many transfers in flight), a layout that does not keep every
//!   index within its size inside the buffer (`desc::covered`: then
//!   every lane checked below lies in the buffer), an innermost stride
//!   other than 1 when a row has more than one lane, any index whose
//!   lanes do not all lie within its size (the last lane included: a
//!   fault, a transfer's padding), a row whose bytes meet a transfer in
//!   flight, and an access spanning more than two banks.
//!
//! Otherwise it checks nothing the interpreter would fault on, so it
//! moves every lane (each lane as the scalar path moves an element of
//! its type: `load_elem`, `store_elem`, at the lane's byte offset) and
//! reports the one access as `super::memory`'s steps do, with the later
//! free cycle of the two banks when it spans two, both booked.
//!
//! In a memo'd loop's values-only copy (`super::memo_loop`) such an
//! access makes the same checks and moves on the descriptor read at the
//! copy's entry, in both copies (it checks everything in the one whose
//! scalar accesses check only their indices), issues nothing, and notes
//! its address, space and bank record (its first bank and bank count:
//! what `TimingModel::bank_record` makes of its address and bytes) for
//! the memo; where it declines, the run ends there and the timed copy
//! runs it, which declines again to the interpreter's path.

use super::compile::{Gen, VecReg};
use super::desc::{elem_of, DescFields, Elem};
use crate::prepare::{Func, Inst, Program, Reg, RegType, VecSpec};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, InstBuilder, Value as CValue};
use rmlir_ir::dialects::vector::MapDim;

/// A vector load or store compiled code may run itself.
#[derive(Clone, Debug)]
pub(super) struct VAccess {
    /// The vector register loaded or stored.
    vec: Reg,
    /// The memref register.
    pub(super) mem: Reg,
    /// Whether it stores.
    pub(super) store: bool,
    /// The vector register's type.
    pub(super) ty: RegType,
    /// The memref's index registers, one per dimension.
    pub(super) idx: Vec<Reg>,
    /// Per index: how many lanes the vector spans along it (1 for the
    /// leading dimensions it does not walk).
    span: Vec<u64>,
    /// How each lane moves.
    elem: Elem,
    /// Whether every lane reads the one element at the indices (a 1-D
    /// transfer read whose map is the constant 0: a broadcast).
    bcast: bool,
}

/// Instruction `pc` of `f` as a vector access compiled code may run
/// itself (the module doc's compile-time rules), with `vecs` the native
/// vector registers.
fn access_of(f: &Func, prog: &Program, vecs: &[Option<VecReg>], pc: usize) -> Option<VAccess> {
    let (vec, mem, store, idx, shape, bcast) = match f.code[pc] {
        Inst::VLoad {
            dst,
            mem,
            idx,
            shape,
        } => (
            dst,
            mem,
            false,
            f.regs(idx),
            prog.shapes.get(shape as usize)?.clone(),
            false,
        ),
        Inst::VStore { val, mem, idx } => (val, mem, true, f.regs(idx), Vec::new(), false),
        Inst::VectorOp { spec, srcs, dsts } => {
            let VecSpec::Transfer(t) = prog.vector_ops.get(spec as usize)? else {
                return None;
            };
            let r = t.shape.len();
            let first = t.rank.checked_sub(r)?;
            let minor = (t.dims.iter().enumerate()).all(|(d, m)| *m == MapDim::Dim(first + d));
            let bcast = t.read && t.dims == [MapDim::Broadcast];
            if t.masked || t.passthru || t.dims.len() != r || !(minor || bcast) {
                return None;
            }
            let srcs = f.regs(srcs);
            // A read's sources: the memref, the indices, the padding; a
            // write's: the vector, the memref, the indices.
            let (vec, mem, idx) = match t.read {
                true => (
                    *f.regs(dsts).first()?,
                    *srcs.first()?,
                    srcs.get(1..=t.rank)?,
                ),
                false => (*srcs.first()?, *srcs.get(1)?, srcs.get(2..2 + t.rank)?),
            };
            if srcs.len() != t.rank + 2 {
                return None;
            }
            (vec, mem, !t.read, idx, t.shape.clone(), bcast)
        }
        _ => return None,
    };
    let layout = &vecs.get(vec as usize)?.as_ref()?.layout;
    if !(shape.is_empty() || shape == layout.shape) || layout.shape.len() > idx.len() {
        return None;
    }
    let elem = elem_of(RegType::Scalar(layout.elem))?;
    // A whole number of bytes per lane: no bit-packed rows.
    if elem.float.is_none() && elem.width != 8 * elem.size {
        return None;
    }
    let lead = idx.len() - layout.shape.len();
    // A broadcast walks no dimension: its one element is every lane.
    let walked = layout.shape.iter().map(|&n| if bcast { 1 } else { n });
    let span = std::iter::repeat_n(1, lead).chain(walked).collect();
    Some(VAccess {
        vec,
        mem,
        store,
        ty: f.reg_types[vec as usize],
        idx: idx.to_vec(),
        span,
        elem,
        bcast,
    })
}

impl Gen<'_, '_> {
    /// Gives each vector access of the function compiled code may run
    /// itself a descriptor slot (when the model is untraced, as for
    /// scalar ones: `super::desc::desc_slots`).
    pub(super) fn add_vector_desc_slots(&mut self) {
        if !self.inline {
            return;
        }
        for pc in 0..self.f.code.len() {
            if let Some(a) = access_of(self.f, self.prog, &self.vecs, pc) {
                let slot = super::desc::desc_slot(&mut self.b, a.idx.len() as u32);
                self.descs[pc] = Some(slot);
            }
        }
    }

    /// Instruction `pc` as a vector access compiled code may run itself
    /// (the module doc's compile-time rules).
    pub(super) fn vector_access(&self, pc: usize) -> Option<VAccess> {
        access_of(self.f, self.prog, &self.vecs, pc)
    }

    /// The bytes access `a` reports to the timing model: all its lanes'
    /// (a broadcast's lanes each count the element they read, as the
    /// interpreter adds up its lanes' loads).
    pub(super) fn vector_bytes(&self, a: &VAccess) -> u32 {
        let lanes = self.vecs[a.vec as usize]
            .as_ref()
            .map_or(1, |v| v.vars.len());
        (lanes as u32).saturating_mul(a.elem.size)
    }

    /// Emits vector load or store `pc` inline, with the interpreter's
    /// path where the inline path declines (in a memo'd loop's
    /// values-only copy, the copy's own decline: [`Self::vmem_copy`]):
    /// `Some(true)` done, `Some(false)` (having emitted nothing) when it
    /// must run through the runtime, `None` when it is no access this
    /// module takes.
    pub(super) fn try_vmem(&mut self, pc: usize) -> Option<bool> {
        let a = access_of(self.f, self.prog, &self.vecs, pc)?;
        let widths: Option<Vec<u32>> = (a.idx.iter())
            .map(|&i| match self.native(i) {
                Some(super::compile::Kind::Int(w)) => Some(w),
                _ => None,
            })
            .collect();
        let Some(widths) = widths else {
            return Some(false);
        };
        if !self.mem_inline_ok(pc) {
            return Some(false);
        }
        if self.memo.copying() {
            self.vmem_copy(pc, &a, &widths);
            return Some(true);
        }
        self.inline_or(|g, slow| g.vmem_inline(pc, &a, &widths, slow));
        self.fault_path(pc);
        Some(true)
    }

    /// Access `a` (instruction `pc`, index widths `widths`) inline,
    /// going to `slow` where it declines; ends with the jump to the next
    /// instruction.
    fn vmem_inline(&mut self, pc: usize, a: &VAccess, widths: &[u32], slow: Block) {
        let f = self.desc_fields(pc, a.idx.len());
        let (_, first, count) = self.vmem_move(a, (&f, widths), slow);
        let second = self.b.ins().iadd(first, count);
        let second = self.b.ins().iadd_imm_s(second, -1);
        let bytes = self.vector_bytes(a) as u64;
        let timing = ((first, Some(second)), bytes, a.store);
        self.mem_timing(pc, f.d, timing);
        let next = self.blocks[pc + 1];
        self.leave(pc, next);
    }

    /// Access `a` (instruction `pc`) in a memo'd loop's values-only copy
    /// (`super::memo_loop`): the same checks and moves on the descriptor
    /// read at the copy's entry, no issue step, its address, space and
    /// bank record (its first bank and bank count, as
    /// `TimingModel::bank_record` makes them for its bytes) noted for the
    /// memo; where it declines, the run ends there and the timed copy
    /// runs it (which declines again, to the interpreter's path).
    fn vmem_copy(&mut self, pc: usize, a: &VAccess, widths: &[u32]) {
        let c = self.memo.copy.as_ref().expect("copying");
        let f = c.descs[&pc].clone();
        let slow = self.b.create_block();
        let (addr, first, count) = self.vmem_move(a, (&f, widths), slow);
        let bank = self.b.ins().band(first, f.mask);
        let record = self.b.ins().ishl_imm_u(bank, 32);
        let record = self.b.ins().bor(record, count);
        self.memo_note_record(pc, (addr, f.id), record);
        let next = self.blocks[pc + 1];
        self.leave(pc, next);
        self.memo_decline(pc, slow);
    }

    /// The checks of access `a` through descriptor fields `f` (its index
    /// widths `widths`), going to `slow` where one fails, and its lanes'
    /// moves; returns its first lane's byte address, its first bank
    /// (unmasked) and how many banks it spans (1 or 2).
    fn vmem_move(
        &mut self,
        a: &VAccess,
        (f, widths): (&DescFields, &[u32]),
        slow: Block,
    ) -> (CValue, CValue, CValue) {
        self.go_if(IntCC::Equal, f.covered, 0, slow);
        let off = self.lane0_offset(f, a, widths, slow);
        let size = a.elem.size as i64;
        let rows = self.row_offsets(f, a, off);
        let row_bytes = *a.span.last().unwrap_or(&1) as i64 * size;
        for &r in &rows {
            self.clear_of_transfers((f.d, f.nbusy), (r, row_bytes), slow);
        }
        // The banks: the first lane's address and the lanes' bytes.
        let bytes = self.vector_bytes(a) as i64;
        let addr = self.b.ins().iadd(f.base, rows[0]);
        let (first, count) = self.two_banks(f, (addr, bytes), slow);
        self.move_lanes(a, f, &rows);
        (addr, first, count)
    }

    /// The element offset of `a`'s first lane, having checked that every
    /// index's lanes lie within its size and (for rows of more than one
    /// lane) that the innermost stride is 1; declines to `slow`.
    fn lane0_offset(&mut self, f: &DescFields, a: &VAccess, widths: &[u32], slow: Block) -> CValue {
        let inner = *a.span.last().unwrap_or(&1);
        if let (true, Some(&(_, s))) = (inner > 1, f.dims.last()) {
            self.go_if(IntCC::NotEqual, s, 1, slow);
        }
        let mut off = f.offset;
        for ((&i, &w), (&(n, s), &span)) in
            (a.idx.iter().zip(widths)).zip(f.dims.iter().zip(&a.span))
        {
            let x = self.get(i);
            let x = self.sext(x, w);
            let out = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, x, n);
            self.go_to(out, slow);
            if span > 1 {
                // `x < n <= i64::MAX`: the last lane's index cannot wrap.
                let last = self.b.ins().iadd_imm_s(x, span as i64 - 1);
                let out = (self.b.ins()).icmp(IntCC::UnsignedGreaterThanOrEqual, last, n);
                self.go_to(out, slow);
            }
            let step = self.b.ins().imul(x, s);
            off = self.b.ins().iadd(off, step);
        }
        off
    }

    /// The byte offset within the buffer of each row of `a` (its lanes
    /// along the innermost dimension), in lane order, the first lane's
    /// element offset being `off`: each row's position on the outer
    /// vector dimensions times their strides.
    fn row_offsets(&mut self, f: &DescFields, a: &VAccess, off: CValue) -> Vec<CValue> {
        let rank = a.span.len();
        let outer: Vec<(u64, CValue)> = (0..rank.saturating_sub(1))
            .filter(|&k| a.span[k] > 1)
            .map(|k| (a.span[k], f.dims[k].1))
            .collect();
        let n: u64 = outer.iter().map(|&(s, _)| s).product();
        let size = a.elem.size as i64;
        (0..n)
            .map(|mut row| {
                let mut at = off;
                for &(span, stride) in outer.iter().rev() {
                    let j = (row % span) as i64;
                    row /= span;
                    if j > 0 {
                        let step = self.b.ins().imul_imm_s(stride, j);
                        at = self.b.ins().iadd(at, step);
                    }
                }
                self.b.ins().imul_imm_s(at, size)
            })
            .collect()
    }

    /// The first bank (unmasked) of `bytes` bytes at byte address `addr`
    /// and how many banks they span, counted as `TimingModel::mem_access`
    /// counts them (at most all of them), declining to `slow` past two.
    fn two_banks(
        &mut self,
        f: &DescFields,
        (addr, bytes): (CValue, i64),
        slow: Block,
    ) -> (CValue, CValue) {
        let first = self.b.ins().ushr(addr, f.shift);
        let end = self.b.ins().iadd_imm_s(addr, bytes - 1);
        let last = self.b.ins().ushr(end, f.shift);
        let spanned = self.b.ins().isub(last, first);
        let spanned = self.b.ins().iadd_imm_s(spanned, 1);
        let all = self.b.ins().iadd_imm_s(f.mask, 1);
        let count = self.b.ins().umin(spanned, all);
        self.go_if(IntCC::UnsignedGreaterThan, count, 2, slow);
        (first, count)
    }

    /// Loads every lane of `a`'s vector from its rows (byte offsets
    /// `rows` in the buffer), or stores every lane there.
    fn move_lanes(&mut self, a: &VAccess, f: &DescFields, rows: &[CValue]) {
        let Some(v) = &self.vecs[a.vec as usize] else {
            return;
        };
        let vars = v.vars.clone();
        let per_row = vars.len() / rows.len().max(1);
        // A broadcast reads its one element into every lane.
        let size = if a.bcast { 0 } else { a.elem.size as i64 };
        for (k, var) in vars.into_iter().enumerate() {
            let row = self.b.ins().iadd(f.data, rows[k / per_row]);
            let host = self.b.ins().iadd_imm_s(row, (k % per_row) as i64 * size);
            if a.store {
                let x = self.b.use_var(var);
                self.store_elem(a.elem, x, host);
            } else {
                let x = self.load_elem(a.elem, host);
                self.b.def_var(var, x);
            }
        }
    }
}
