//! Inline memory access: compiled code runs a scalar `memref.load` or
//! `memref.store` (affine ones included) itself, with no call, when the
//! model is untraced and the access is the common case, and leaves
//! everything else to the runtime's `mem` entry (the interpreter's fast
//! path), which in turn leaves faults and other layouts to `exec`.
//!
//! Each such instruction has a descriptor in the compiled function's
//! frame ([`MemDesc`], then the layout's sizes and strides) that the
//! runtime's `desc` entry fills from the memref register, its buffer and
//! its space, marked with the call's count of instructions run through
//! the runtime that may change a memref register, a buffer or the DMAs
//! in flight ([`super::abi::Ctx::gen`]): a descriptor of another count is
//! filled again before use. A memo'd loop's values-only copy reads its
//! accesses' descriptors (checked and filled so) once, at its entry
//! (`super::memo_loop`), and its accesses use those values. The runtime
//! declines (the descriptor says so, and the access goes to `mem`) what
//! the fast path would decline
//! for the memref itself: a layout that is not strided, an element that
//! is not the register's scalar type in 1, 2, 4, 8 or 16 bytes (16: an
//! integer of 65 to 128 bits, moved as two 64-bit halves; `mem` moves 64
//! bits, so what the inline path declines of those runs through `exec`,
//! `Gen::wide_access`), a freed
//! buffer or one the core cannot reach, more than
//! [`crate::interp::MEM_DESC_BUSY`] transfers in flight that the race
//! check would look at, and a space without power-of-two banking. The
//! descriptor names the byte range each transfer in flight on the buffer
//! covers (its destination, and for a store its source too). Compiled
//! code then checks each index against its size and the element's
//! offset against the buffer (as `Machine::place_with` does, so an
//! access out of bounds goes to `mem`, then to `exec`, which reports the
//! interpreter's fault), that the element's bytes miss every range of a
//! transfer in flight (else `mem` runs the exact race check), and that
//! the access lies in one bank; then it loads or stores the
//! element's bytes as `fast_load` and `fast_store` do, and runs
//! [`crate::timing::TimingModel::mem_access`]'s steps on the model's
//! tables and the space's state in place:
//!
//! 1. operands ready, as for a compute op (`super::issue`);
//! 2. the later of that and the unit's free cycle (the operands winning a
//!    tie), then of that and the bank's free cycle (the earlier winning a
//!    tie), then at least `now`;
//! 3. a port: when the space already started `ports` accesses in that
//!    cycle or later, the cycle after its latest start, charged to
//!    `memory`;
//! 4. the stall and the slot, as for a compute op;
//! 5. the bank is busy `bank_busy` cycles from the issue, and the port
//!    count moves on (or restarts at 1 in a new cycle);
//! 6. the unit's occupancy; the write set ready `latency` plus the
//!    space's latency after the issue, loaded from memory; the space's
//!    loaded or stored bytes.
//!
//! A change to `TimingModel::mem_access` or `SpaceState` is a change
//! here; `tests/engines.rs` compares the engines over the corpus and the
//! inline path's edges.

use super::abi;
use super::cache::Word;
use super::compile::Gen;
use super::desc::{elem_of, DescFields, Elem, COVERED, COVERED_BUT_TRANSFERS};
use super::issue::core_at;
use crate::interp::{MemDesc, MEM_DESC_BUSY, MEM_DESC_SIZE};
use crate::prepare::{Inst, Reg, RegType};
use crate::runtime::port::FREE;
use crate::timing::memory::RawSpace;
use crate::timing::{CoreState, StallCause};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64, I8};
use cranelift_codegen::ir::{Block, InstBuilder, MemFlagsData, Value as CValue};
use std::mem::offset_of;

/// An inline access: its element, register and whether it stores, its
/// index registers and their widths, and where it goes when it cannot
/// run inline.
type AccessAt<'a> = (Elem, (Reg, bool), (&'a [Reg], &'a [u32]), Block);

/// Offset of a [`MemDesc`] field.
fn desc_at(field: usize) -> i32 {
    field as i32
}

/// Offset of a [`RawSpace`] field within a [`MemDesc`].
fn space_at(field: usize) -> i32 {
    (offset_of!(MemDesc, space) + field) as i32
}

impl Gen<'_, '_> {
    /// Marks every descriptor stale (the function's start).
    pub(super) fn clear_descs(&mut self) {
        for s in self.descs.clone().into_iter().flatten() {
            let zero = self.b.ins().iconst(I64, 0);
            let at = desc_at(offset_of!(MemDesc, gen));
            self.b.ins().stack_store(I64, zero, s, at);
        }
    }

    /// Notes, after instruction `pc` ran through the runtime, that it may
    /// have changed a memref register, a buffer or the DMAs in flight,
    /// unless its kind never does and it writes no memref.
    pub(super) fn note_runtime(&mut self, pc: usize, writes: Option<&[Reg]>) {
        if self.descs.iter().all(Option::is_none) {
            return;
        }
        let inert = matches!(
            self.f.code[pc],
            Inst::Const { .. }
                | Inst::Move { .. }
                | Inst::IntBin64 { .. }
                | Inst::IntBin { .. }
                | Inst::IntExtended { .. }
                | Inst::FloatBin { .. }
                | Inst::Unary { .. }
                | Inst::Fma { .. }
                | Inst::CmpI { .. }
                | Inst::CmpF { .. }
                | Inst::Select { .. }
                | Inst::Cast { .. }
                | Inst::Affine { .. }
                | Inst::AffineCond { .. }
                | Inst::Jump { .. }
                | Inst::BranchFalse { .. }
                | Inst::Switch { .. }
                | Inst::ForHead { .. }
                | Inst::ForStep { .. }
                | Inst::Load { .. }
                | Inst::Store { .. }
                | Inst::VLoad { .. }
                | Inst::VStore { .. }
                | Inst::Dim { .. }
                | Inst::DimConst { .. }
                | Inst::Print { .. }
                | Inst::Broadcast { .. }
                | Inst::Extract { .. }
                | Inst::Insert { .. }
                | Inst::Reduce { .. }
                | Inst::IPowI { .. }
                | Inst::FPowI { .. }
                | Inst::Assert { .. }
        ) && writes.is_some_and(|w| {
            w.iter()
                .all(|&r| !matches!(self.f.reg_types[r as usize], RegType::MemRef(_)))
        });
        if inert {
            return;
        }
        let gen = Word::Ctx(abi::GEN_OFFSET);
        let g = self.load_word(gen, I64);
        let g = self.b.ins().iadd_imm_s(g, 1);
        self.store_word(gen, g);
    }

    /// Whether load or store `pc` of register `r` runs inline here.
    pub(super) fn mem_inline_ok(&self, pc: usize) -> bool {
        let unit = match self.f.timing[pc].unit {
            FREE => 0,
            u => u,
        };
        self.descs[pc].is_some() && self.fits(pc, unit)
    }

    /// The address of access `pc`'s descriptor (of `rank` indices),
    /// filled again first when stale.
    fn fresh_desc(&mut self, pc: usize, rank: usize) -> CValue {
        let slot = self.descs[pc].expect("checked by mem_inline_ok");
        let flags = MemFlagsData::trusted();
        let d = self.b.ins().stack_addr(I64, slot, 0);
        let gen = self.load_word(Word::Ctx(abi::GEN_OFFSET), I64);
        let have = self
            .b
            .ins()
            .load(I64, flags, d, desc_at(offset_of!(MemDesc, gen)));
        let (fill, filled) = (self.b.create_block(), self.b.create_block());
        let fresh = self.b.ins().icmp(IntCC::Equal, have, gen);
        self.b.set_cold_block(fill);
        self.b.ins().brif(fresh, filled, &[], fill, &[]);
        self.b.switch_to_block(fill);
        let pcv = self.b.ins().iconst(I32, pc as i64);
        let rank = self.b.ins().iconst(I32, rank as i64);
        let args = [self.ctx, pcv, d, rank, gen];
        self.rt_call(self.rt.desc, self.sigs.desc, &args);
        self.b.ins().jump(filled, &[]);
        self.b.seal_block(fill);
        self.b.seal_block(filled);
        self.b.switch_to_block(filled);
        d
    }

    /// Access `pc`'s descriptor (of `rank` indices), filled again when
    /// stale, read into values: the fields compiled code uses.
    pub(super) fn desc_fields(&mut self, pc: usize, rank: usize) -> DescFields {
        let d = self.fresh_desc(pc, rank);
        let flags = MemFlagsData::trusted();
        let field = |g: &mut Self, at: i32| g.b.ins().load(I64, flags, d, at);
        let dims = (0..rank)
            .map(|k| {
                let at = (MEM_DESC_SIZE + 16 * k) as i32;
                (field(self, at), field(self, at + 8))
            })
            .collect();
        DescFields {
            d,
            ok: field(self, desc_at(offset_of!(MemDesc, ok))),
            offset: field(self, desc_at(offset_of!(MemDesc, offset))),
            dims,
            elems: field(self, desc_at(offset_of!(MemDesc, elems))),
            nbusy: field(self, desc_at(offset_of!(MemDesc, nbusy))),
            base: field(self, desc_at(offset_of!(MemDesc, base))),
            data: field(self, desc_at(offset_of!(MemDesc, data))),
            shift: field(self, space_at(offset_of!(RawSpace, shift))),
            id: field(self, space_at(offset_of!(RawSpace, id))),
            mask: field(self, space_at(offset_of!(RawSpace, mask))),
            covered: field(self, (MEM_DESC_SIZE + 16 * rank) as i32),
        }
    }

    /// Whether an access of `size`-byte elements through descriptor
    /// fields `f` needs only its indices checked: the runtime found the
    /// descriptor covers them ([`super::desc::covered`]: filled for
    /// compiled code, no transfer in flight, every element within the
    /// buffer), and no element can straddle two banks (the buffer's
    /// address is a multiple of the element's size, and a bank's
    /// interleave, `1 << shift`, is at least that size: both powers of
    /// two, so an element at a multiple of its size lies in one bank).
    /// With `but_transfers`, transfers in flight on the buffer are let
    /// through ([`COVERED_BUT_TRANSFERS`]): the caller proves the access
    /// misses their ranges.
    pub(super) fn clean(&mut self, f: &DescFields, size: u32, but_transfers: bool) -> CValue {
        let covered = match but_transfers {
            true => {
                let ok = self.b.ins().icmp_imm_s(IntCC::Equal, f.covered, COVERED);
                let t = (self.b.ins()).icmp_imm_s(IntCC::Equal, f.covered, COVERED_BUT_TRANSFERS);
                self.b.ins().bor(ok, t)
            }
            false => self.b.ins().icmp_imm_s(IntCC::Equal, f.covered, COVERED),
        };
        let misaligned = self.b.ins().band_imm_u(f.base, size as i64 - 1);
        let aligned = self.b.ins().icmp_imm_s(IntCC::Equal, misaligned, 0);
        let wide = self.b.ins().icmp_imm_s(
            IntCC::UnsignedGreaterThanOrEqual,
            f.shift,
            size.trailing_zeros() as i64,
        );
        let ok = self.b.ins().band(covered, aligned);
        self.b.ins().band(ok, wide)
    }

    /// Emits load or store `pc` of native register `r` at native index
    /// registers `idx` (of integer widths `widths`) inline, going to
    /// `slow` (having changed nothing) where it cannot; ends with the
    /// jump to the next instruction. In a memo'd loop's values-only copy
    /// the descriptor's fields are the ones read before the copy
    /// (`super::memo_loop`), else they are read here; in its lean copy
    /// only the indices are checked.
    pub(super) fn mem_inline(
        &mut self,
        pc: usize,
        (r, store): (Reg, bool),
        (idx, widths): (&[Reg], &[u32]),
        slow: Block,
    ) {
        let e = elem_of(self.f.reg_types[r as usize]).expect("checked by desc_slots");
        let hoisted = (self.memo.copy.as_ref()).and_then(|c| c.descs.get(&pc).cloned());
        let f = match hoisted {
            Some(f) => f,
            None => self.desc_fields(pc, idx.len()),
        };
        let lean = self.memo.copy.as_ref().is_some_and(|c| c.lean);
        let at = (e, (r, store), (idx, widths), slow);
        let (addr, first) = self.access(&f, at, !lean);
        if self.memo.copying() {
            let bank = self.b.ins().band(first, f.mask);
            self.memo_note(pc, addr, f.id, bank);
        } else {
            self.mem_timing(pc, f.d, ((first, None), e.size as u64, store));
        }
        let next = self.blocks[pc + 1];
        self.leave(pc, next);
    }

    /// Load or store `pc` of a 65- to 128-bit register `r` at native index
    /// registers `idx` (of integer widths `widths`): inline when it may
    /// run so ([`Self::mem_inline_ok`]), and where the inline path
    /// declines, through `exec` (the runtime's `mem` entry moves 64 bits).
    /// `false`, having emitted nothing, when it has no inline path: the
    /// caller runs it through `exec`.
    pub(super) fn wide_access(
        &mut self,
        pc: usize,
        (r, store): (Reg, bool),
        (idx, widths): (&[Reg], &[u32]),
    ) -> bool {
        if !self.mem_inline_ok(pc) {
            return false;
        }
        self.inline_then_slow(pc, (r, store), (idx, widths));
        self.fault_path(pc);
        true
    }

    /// Access `pc`'s inline path; then the builder is left where that
    /// path declines, with the run's words as they were where it branched
    /// off, for the caller's slower path.
    pub(super) fn inline_then_slow(
        &mut self,
        pc: usize,
        (r, store): (Reg, bool),
        (idx, widths): (&[Reg], &[u32]),
    ) {
        self.inline_or(|g, slow| g.mem_inline(pc, (r, store), (idx, widths), slow));
    }

    /// An inline path `emit` writes (going to the block it is given where
    /// it declines, having changed nothing), then the builder left in
    /// that block with the run's words as they were where it branched
    /// off, for the caller's slower path.
    pub(super) fn inline_or(&mut self, emit: impl FnOnce(&mut Self, Block)) {
        let (run, slow) = (self.save_run(), self.b.create_block());
        self.side = true;
        emit(self, slow);
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        self.restore_run(run);
    }

    /// The checks of an inline access through descriptor fields `f` (only
    /// the indices' when not `all`), going to `slow` where one fails, and
    /// the element's move; returns its byte address and first bank
    /// (unmasked).
    fn access(
        &mut self,
        f: &DescFields,
        (e, (r, store), (idx, widths), slow): AccessAt<'_>,
        all: bool,
    ) -> (CValue, CValue) {
        if all {
            self.go_if(IntCC::Equal, f.ok, 0, slow);
        }
        // The element's offset: each index within its size.
        let mut off = f.offset;
        for ((&i, &w), &(n, s)) in idx.iter().zip(widths).zip(&f.dims) {
            let x = self.get(i);
            let x = self.sext(x, w);
            let out = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, x, n);
            self.go_to(out, slow);
            let step = self.b.ins().imul(x, s);
            off = self.b.ins().iadd(off, step);
        }
        let size = e.size as i64;
        let start = self.b.ins().imul_imm_s(off, size);
        if all {
            let out = self
                .b
                .ins()
                .icmp(IntCC::UnsignedGreaterThanOrEqual, off, f.elems);
            self.go_to(out, slow);
            self.clear_of_transfers((f.d, f.nbusy), (start, size), slow);
        }
        let addr = self.b.ins().iadd(f.base, start);
        // One bank.
        let first = self.b.ins().ushr(addr, f.shift);
        if all && size > 1 {
            let end = self.b.ins().iadd_imm_s(addr, size - 1);
            let last = self.b.ins().ushr(end, f.shift);
            let two = self.b.ins().icmp(IntCC::NotEqual, first, last);
            self.go_to(two, slow);
        }
        // The element's bytes.
        let host = self.b.ins().iadd(f.data, start);
        self.move_elem(e, r, store, host);
        (addr, first)
    }

    /// Goes to `slow` when bytes `[start, start + size)` of the buffer
    /// overlap a range the descriptor `d` names as used by a transfer in
    /// flight (the fast path then checks the race exactly); `n` is the
    /// descriptor's count of such ranges, the ranges are read only when
    /// it is not 0.
    pub(super) fn clear_of_transfers(
        &mut self,
        (d, n): (CValue, CValue),
        (start, size): (CValue, i64),
        slow: Block,
    ) {
        let flags = MemFlagsData::trusted();
        let (check, clear) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(check);
        self.b.ins().brif(n, check, &[], clear, &[]);
        self.b.seal_block(check);
        self.b.switch_to_block(check);
        let end = self.b.ins().iadd_imm_s(start, size);
        let mut any = self.b.ins().iconst(I8, 0);
        for k in 0..MEM_DESC_BUSY {
            let at = desc_at(offset_of!(MemDesc, busy)) + 16 * k as i32;
            let lo = self.b.ins().load(I64, flags, d, at);
            let hi = self.b.ins().load(I64, flags, d, at + 8);
            let below = self.b.ins().icmp(IntCC::UnsignedLessThan, start, hi);
            let above = self.b.ins().icmp(IntCC::UnsignedLessThan, lo, end);
            let both = self.b.ins().band(below, above);
            any = self.b.ins().bor(any, both);
        }
        self.b.ins().brif(any, slow, &[], clear, &[]);
        self.b.seal_block(clear);
        self.b.switch_to_block(clear);
    }

    /// Goes to `to` when `x cc k`; continues in a new block otherwise.
    pub(super) fn go_if(&mut self, cc: IntCC, x: CValue, k: i64, to: Block) {
        let c = self.b.ins().icmp_imm_s(cc, x, k);
        self.go_to(c, to);
    }

    /// Goes to `to` when `c`; continues in a new block otherwise.
    pub(super) fn go_to(&mut self, c: CValue, to: Block) {
        let go = self.b.create_block();
        self.b.ins().brif(c, to, &[], go, &[]);
        self.b.seal_block(go);
        self.b.switch_to_block(go);
    }

    /// Loads the element at `host` into `r`, or stores `r` there, as
    /// `fast_load` (the bits masked to the width) and `fast_store` (the
    /// low bytes) do; a 16-byte element as `decode_scalar` and `encode`
    /// do (all 16 bytes, little-endian: the low half first).
    pub(super) fn move_elem(&mut self, e: Elem, r: Reg, store: bool, host: CValue) {
        if store {
            let x = self.get(r);
            self.store_elem(e, x, host);
            return;
        }
        let x = self.load_elem(e, host);
        self.set(r, x);
    }

    /// Stores value `x`, held as a register of element `e` is, to the
    /// element at host address `host`, as `fast_store` (the low bytes)
    /// and, for a 16-byte element, `encode` (the low half first) do.
    pub(super) fn store_elem(&mut self, e: Elem, x: CValue, host: CValue) {
        let mut flags = MemFlagsData::new();
        flags.set_notrap();
        match (e.float, e.size) {
            (None, 16) => {
                let (lo, hi) = self.b.ins().isplit(x);
                self.b.ins().store(flags, lo, host, 0);
                self.b.ins().store(flags, hi, host, 8)
            }
            (Some(_), _) | (None, 8) => self.b.ins().store(flags, x, host, 0),
            (None, 4) => self.b.ins().istore32(flags, x, host, 0),
            (None, 2) => self.b.ins().istore16(flags, x, host, 0),
            _ => self.b.ins().istore8(flags, x, host, 0),
        };
    }

    /// The value a register of element `e` takes from the element at
    /// host address `host`: its bytes, zero-extended and masked to the
    /// integer's width (`Value::int`, for 65 to 128 bits: the bits of a
    /// 16-byte element above the width are dropped), or the float's bits.
    pub(super) fn load_elem(&mut self, e: Elem, host: CValue) -> CValue {
        let mut flags = MemFlagsData::new();
        flags.set_notrap();
        let x = match (e.float, e.size) {
            (Some(t), _) => self.b.ins().load(t, flags, host, 0),
            (None, 16) => {
                let lo = self.b.ins().load(I64, flags, host, 0);
                let hi = self.b.ins().load(I64, flags, host, 8);
                self.b.ins().iconcat(lo, hi)
            }
            (None, 8) => self.b.ins().load(I64, flags, host, 0),
            (None, 4) => self.b.ins().uload32(flags, host, 0),
            (None, 2) => self.b.ins().uload16(I64, flags, host, 0),
            _ => self.b.ins().uload8(I64, flags, host, 0),
        };
        match e.float {
            Some(_) => x,
            // A load of all the element's bytes is zero-extended already.
            None if e.width >= 8 * e.size => x,
            None => self.mask(x, e.width),
        }
    }

    /// `TimingModel::mem_access` for instruction `pc`, touching bank
    /// `first & mask` (and `second & mask` when given: an access over two
    /// banks, whose free cycle is the later of theirs and which both
    /// become busy) of the space whose state descriptor `d` holds, with
    /// `bytes` loaded or stored (the module's steps), then the cycle
    /// limit.
    pub(super) fn mem_timing(
        &mut self,
        pc: usize,
        d: CValue,
        ((first, second), bytes, store): ((CValue, Option<CValue>), u64, bool),
    ) {
        let flags = MemFlagsData::trusted();
        let sp = |g: &mut Self, f: usize| g.b.ins().load(I64, flags, d, space_at(f));
        let unit = match self.f.timing[pc].unit {
            FREE => 0,
            u => u,
        };
        // 1, 2. Operands, unit, bank, now.
        let (best, cause) = self.operands_ready(pc);
        let units = super::issue::unit_word(unit, crate::timing::raw::UNIT_FREE);
        let free = self.load_word(units, I64);
        let (t, cause) = self.later((best, cause), (free, StallCause::UnitBusy));
        let mask = sp(self, offset_of!(RawSpace, mask));
        let bank = self.b.ins().band(first, mask);
        let banks = sp(self, offset_of!(RawSpace, bank_free));
        let bank_off = self.b.ins().ishl_imm_u(bank, 3);
        let bank_at = self.b.ins().iadd(banks, bank_off);
        let bank_free = self.b.ins().load(I64, flags, bank_at, 0);
        let other_at = second.map(|b| {
            let b = self.b.ins().band(b, mask);
            let off = self.b.ins().ishl_imm_u(b, 3);
            self.b.ins().iadd(banks, off)
        });
        let bank_free = match other_at {
            Some(at) => {
                let other = self.b.ins().load(I64, flags, at, 0);
                self.b.ins().umax(bank_free, other)
            }
            None => bank_free,
        };
        let (t, cause) = self.later((t, cause), (bank_free, StallCause::BankConflict));
        let now_at = Word::Ctx(core_at(offset_of!(CoreState, now)));
        let now = self.load_word(now_at, I64);
        let t = self.b.ins().umax(t, now);
        // 3. The port.
        let cycle_at = sp(self, offset_of!(RawSpace, port_cycle));
        let used_at = sp(self, offset_of!(RawSpace, port_used));
        let cycle = self.b.ins().load(I64, flags, cycle_at, 0);
        let used = self.b.ins().load(I32, flags, used_at, 0);
        let used64 = self.b.ins().uextend(I64, used);
        let ports = sp(self, offset_of!(RawSpace, ports));
        let not_after = self.b.ins().icmp(IntCC::UnsignedLessThanOrEqual, t, cycle);
        let full = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, used64, ports);
        let wait = self.b.ins().band(not_after, full);
        let after = self.b.ins().iadd_imm_s(cycle, 1);
        let t = self.b.ins().select(wait, after, t);
        let memory = self.b.ins().iconst(I32, StallCause::Memory as i64);
        let cause = self.b.ins().select(wait, memory, cause);
        // 4. The stall and the slot.
        let at = self.stall_to(t, cause);
        self.take_slot(at);
        // 5. The bank and the port.
        let busy = sp(self, offset_of!(RawSpace, bank_busy));
        let bank_until = self.b.ins().iadd(at, busy);
        self.b.ins().store(flags, bank_until, bank_at, 0);
        if let Some(at) = other_at {
            self.b.ins().store(flags, bank_until, at, 0);
        }
        let same = self.b.ins().icmp(IntCC::Equal, at, cycle);
        let more = self.b.ins().iadd_imm_s(used, 1);
        let one = self.b.ins().iconst(I32, 1);
        let used = self.b.ins().select(same, more, one);
        self.b.ins().store(flags, at, cycle_at, 0);
        self.b.ins().store(flags, used, used_at, 0);
        // 6. The unit, the results, the bytes.
        self.occupy(unit, at);
        let lat = sp(self, offset_of!(RawSpace, latency));
        let ready = self.b.ins().iadd(at, lat);
        let ready = self
            .b
            .ins()
            .iadd_imm_s(ready, self.f.timing[pc].latency as i64);
        self.write_results(pc, ready, true);
        let moved = match store {
            true => offset_of!(RawSpace, stored),
            false => offset_of!(RawSpace, loaded),
        };
        let moved_at = sp(self, moved);
        let n = self.b.ins().load(I64, flags, moved_at, 0);
        let n = self.b.ins().iadd_imm_s(n, bytes as i64);
        self.b.ins().store(flags, n, moved_at, 0);
        self.check_cycles(pc);
    }
}
