//! Inline issue: compiled code reports a natively computed compute op to
//! an untraced timing model by running, in Cranelift IR, the steps of
//! [`crate::timing::TimingModel::issue`] on the op's prepared
//! [`crate::prepare::InstTiming`] (the record the runtime's port copies
//! into its plans, [`crate::runtime::port`]), with no call:
//!
//! 1. operands ready: the latest ready cycle over the read set (then
//!    scoreboard register 0 for a `blocking` core), the first register
//!    holding it deciding the cause (`memory` when it was loaded);
//! 2. the later of that and the unit's free cycle, the operands winning a
//!    tie (`latest`);
//! 3. a stall to it when it is after `now`, charged to its cause, which
//!    empties the cycle's issue slots (`stall_to`);
//! 4. the op takes a slot at `now`; a full cycle moves `now` on
//!    (`take_slot`);
//! 5. the unit is busy for its initiation interval (`occupy`);
//! 6. the write set (then register 0) is ready `latency` cycles after the
//!    issue, not from memory, and the horizon covers it (`write_regs`).
//!
//! The scalar state ([`CoreState`]) lives in the call's context and the
//! register, unit and stall tables are the model's own, reached through
//! [`RawTables`]: any runtime entry that reaches the model hands the state
//! over first and takes it back last ([`super::abi`]). Compiled code
//! keeps these words in Cranelift variables across the whole function,
//! written back before every runtime entry and read again after it, and
//! the scoreboard and unit entries it touches along a straight run of
//! instructions ([`super::cache`]). A change to
//! `TimingModel::issue` is a change here; `tests/engines.rs` compares the
//! two engines' cycles, stalls and reports over the whole corpus.

use super::abi;
use super::cache::{Held, Word};
use super::compile::Gen;
use crate::interp::TierTiming;
use crate::prepare::{Func, Issue};
use crate::runtime::port::FREE;
use crate::timing::raw::{
    REG_FROM_MEMORY, REG_READY, REG_SIZE, UNIT_BUSY, UNIT_FREE, UNIT_OPS, UNIT_SIZE,
};
use crate::timing::{CoreState, RawTables, StallCause};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64, I8};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Type, Value as CValue};
use std::collections::HashMap;
use std::mem::offset_of;

/// Context offset of a [`CoreState`] field.
pub(super) fn core_at(field: usize) -> i32 {
    abi::CORE_OFFSET + field as i32
}

/// Context offset of a [`RawTables`] field.
fn table_at(field: usize) -> i32 {
    abi::TABLES_OFFSET + field as i32
}

/// A unit's word at `field`.
pub(super) fn unit_word(unit: u32, field: i32) -> Word {
    let units = table_at(offset_of!(RawTables, units));
    Word::In(units, unit as i32 * UNIT_SIZE + field)
}

/// A scoreboard register's byte offset in the table, if it fits an
/// immediate.
fn reg_offset(r: u32, field: i32) -> Option<i32> {
    (r as i32).checked_mul(REG_SIZE)?.checked_add(field)
}

/// Whether instruction `pc` of `f` is reported to the model as a compute
/// op ([`crate::runtime::port::Port::issue`] skips a free one).
pub(super) fn issues_at(f: &Func, pc: usize) -> bool {
    let t = &f.timing[pc];
    t.issue == Issue::Compute && t.unit != FREE
}

/// Whether instruction `pc` of `f`'s register offsets and unit `unit`'s
/// fit immediates (with issue facts `timing`).
pub(super) fn fits_at(f: &Func, timing: &TierTiming, pc: usize, unit: u32) -> bool {
    let t = &f.timing[pc];
    let regs = f.set(t.reads).iter().chain(f.set(t.writes));
    regs.copied()
        .all(|r| reg_offset(r, REG_READY.max(REG_FROM_MEMORY)).is_some())
        && (unit as i32).checked_mul(UNIT_SIZE).is_some()
        && (unit as usize) < timing.ii.len()
}

/// The most jump targets a function may have and still keep the context's
/// words in variables (see [`Gen::hold_words`]).
const MAX_JOINS: usize = 64;

impl Gen<'_, '_> {
    /// Finds the context words the function's inline paths may touch
    /// (the issue state, the step and descriptor counts, the tables'
    /// addresses) and gives each a variable ([`super::cache`]).
    pub(super) fn hold_words(&mut self) {
        // A variable changed under a deep nest of branches is a block
        // parameter at every join, and register allocation then grows
        // with the square of the nesting: a function with many jump
        // targets keeps every word along runs only.
        if self.joins() > MAX_JOINS {
            return;
        }
        type List = (Vec<(Word, Type, bool)>, HashMap<Word, usize>);
        let mut ctx = List::default();
        fn add((list, at): &mut List, w: Word, ty: Type, written: bool) {
            match at.get(&w) {
                Some(&i) => list[i].2 |= written,
                None => {
                    at.insert(w, list.len());
                    list.push((w, ty, written));
                }
            }
        }
        add(&mut ctx, Word::Ctx(abi::STEPS_OFFSET), I64, true);
        if self.descs.iter().any(Option::is_some) {
            add(&mut ctx, Word::Ctx(abi::GEN_OFFSET), I64, true);
        }
        for pc in 0..self.f.code.len() {
            let compute = self.inline && self.issues(pc) && self.can_inline(pc);
            let memory = self.descs[pc].is_some() && self.mem_inline_ok(pc);
            if !(compute || memory) {
                continue;
            }
            for (w, ty, written) in self.touched(pc) {
                if let Word::Ctx(_) = w {
                    add(&mut ctx, w, ty, written);
                }
            }
        }
        // Context words hold no table word, so their order is free.
        for (word, ty, written) in ctx.0 {
            let var = self.b.declare_var(ty);
            self.words.add(Held {
                word,
                var,
                ty,
                written,
            });
        }
    }

    /// The words instruction `pc` reads or writes when it issues (inline
    /// or through the runtime's `mem`): the issue state, the tables'
    /// addresses, its unit's entries (unit 0 for a free memory access) and
    /// its read and write sets' (then register 0's) scoreboard entries;
    /// each with its type and whether it is written; the context's words
    /// first. Entries whose offset does not fit an immediate are left out
    /// (compiled code never keeps them).
    pub(super) fn touched(&self, pc: usize) -> Vec<(Word, Type, bool)> {
        let mut out = Vec::new();
        for f in [
            offset_of!(CoreState, now),
            offset_of!(CoreState, slots),
            offset_of!(CoreState, last_issue),
            offset_of!(CoreState, has_last),
            offset_of!(CoreState, issued),
            offset_of!(CoreState, horizon),
        ] {
            out.push((Word::Ctx(core_at(f)), I64, true));
        }
        let regs_at = table_at(offset_of!(RawTables, regs));
        let reg0_at = table_at(offset_of!(RawTables, reg0));
        let units_at = table_at(offset_of!(RawTables, units));
        for table in [regs_at, reg0_at, units_at] {
            out.push((Word::Ctx(table), I64, false));
        }
        let unit = match self.f.timing[pc].unit {
            FREE => 0,
            u => u,
        };
        if (unit as i32).checked_mul(UNIT_SIZE).is_some() {
            for field in [UNIT_FREE, UNIT_OPS, UNIT_BUSY] {
                out.push((unit_word(unit, field), I64, true));
            }
        }
        let t = self.f.timing[pc];
        let reads = self.f.set(t.reads).iter().map(|&r| (regs_at, r, false));
        let writes = self.f.set(t.writes).iter().map(|&r| (regs_at, r, true));
        let serial = self.timing.serial.then_some((reg0_at, 0, true));
        for (table, r, written) in reads.chain(writes).chain(serial) {
            let at = reg_offset(r, REG_READY).zip(reg_offset(r, REG_FROM_MEMORY));
            if let Some((ready_at, mem_at)) = at {
                out.push((Word::In(table, ready_at), I64, written));
                out.push((Word::In(table, mem_at), I8, written));
            }
        }
        out
    }

    /// Whether instruction `pc` is reported to the model as a compute op
    /// ([`crate::runtime::port::Port::issue`] skips a free one).
    pub(super) fn issues(&self, pc: usize) -> bool {
        issues_at(self.f, pc)
    }

    /// Whether instruction `pc` can issue inline: every register offset
    /// fits an immediate.
    pub(super) fn can_inline(&self, pc: usize) -> bool {
        self.fits(pc, self.f.timing[pc].unit)
    }

    /// Whether instruction `pc`'s register offsets and unit `unit`'s fit
    /// immediates.
    pub(super) fn fits(&self, pc: usize, unit: u32) -> bool {
        fits_at(self.f, self.timing, pc, unit)
    }

    /// Issues compute instruction `pc` inline (the module's steps 1 to 6),
    /// then checks the cycle limit.
    pub(super) fn issue_inline(&mut self, pc: usize) {
        let unit = self.f.timing[pc].unit;
        // 1. Operands.
        let (best, cause) = self.operands_ready(pc);
        // 2. The unit.
        let free = self.load_word(unit_word(unit, UNIT_FREE), I64);
        let (when, cause) = self.later((best, cause), (free, StallCause::UnitBusy));
        // 3. The stall.
        let at = self.stall_to(when, cause);
        // 4. The slot.
        self.take_slot(at);
        // 5. The unit's occupancy.
        self.occupy(unit, at);
        // 6. The results.
        let ready = self
            .b
            .ins()
            .iadd_imm_s(at, self.f.timing[pc].latency as i64);
        self.write_results(pc, ready, false);
        self.check_cycles(pc);
    }

    /// Whether a move of `src` into `dst` can copy the ready state
    /// inline: both registers' offsets fit immediates.
    pub(super) fn copy_fits(&self, dst: u32, src: u32) -> bool {
        [dst, src]
            .iter()
            .all(|&r| reg_offset(r, REG_READY.max(REG_FROM_MEMORY)).is_some())
    }

    /// A free move of `src` into `dst`, inline: `dst` takes `src`'s ready
    /// cycle and "loaded from memory" flag (`TimingModel::copy_ready`).
    /// The frame's registers are in the scoreboard (its table grew to
    /// hold them before compiled code runs), so no growth is needed.
    pub(super) fn copy_inline(&mut self, dst: u32, src: u32) {
        let regs = table_at(offset_of!(RawTables, regs));
        let word = |r: u32, field: i32, ty: Type| {
            let at = reg_offset(r, field).expect("checked by copy_fits");
            (Word::In(regs, at), ty)
        };
        for (field, ty) in [(REG_READY, I64), (REG_FROM_MEMORY, I8)] {
            let (from, ty) = word(src, field, ty);
            let x = self.load_word(from, ty);
            let (to, _) = word(dst, field, ty);
            self.store_word(to, x);
        }
    }

    /// Step 1: the latest ready cycle over instruction `pc`'s read set
    /// (then register 0 for a `blocking` core) and its cause (an I32
    /// [`StallCause`]), the first register holding it deciding.
    pub(super) fn operands_ready(&mut self, pc: usize) -> (CValue, CValue) {
        let t = self.f.timing[pc];
        let serial = self.timing.serial;
        let regs = table_at(offset_of!(RawTables, regs));
        let reg0 = table_at(offset_of!(RawTables, reg0));
        let srcs = self.f.set(t.reads).iter().map(|&r| (regs, r));
        let srcs: Vec<_> = srcs.chain(serial.then_some((reg0, 0))).collect();
        let mut best = self.b.ins().iconst(I64, 0);
        let mut loaded = self.b.ins().iconst(I8, 0);
        for (table, r) in srcs {
            let ready_at = reg_offset(r, REG_READY).expect("checked by can_inline");
            let mem_at = reg_offset(r, REG_FROM_MEMORY).expect("checked by can_inline");
            let ready = self.load_word(Word::In(table, ready_at), I64);
            let mem = self.load_word(Word::In(table, mem_at), I8);
            let later = self.b.ins().icmp(IntCC::UnsignedGreaterThan, ready, best);
            best = self.b.ins().select(later, ready, best);
            loaded = self.b.ins().select(later, mem, loaded);
        }
        let operand = self.b.ins().iconst(I32, StallCause::Operand as i64);
        let memory = self.b.ins().iconst(I32, StallCause::Memory as i64);
        (best, self.b.ins().select(loaded, memory, operand))
    }

    /// The timing model's `latest`: `b` (cycle, then its cause) when it
    /// is strictly after `a`, else `a`.
    pub(super) fn later(
        &mut self,
        (t, cause): (CValue, CValue),
        (u, why): (CValue, StallCause),
    ) -> (CValue, CValue) {
        let after = self.b.ins().icmp(IntCC::UnsignedGreaterThan, u, t);
        let why = self.b.ins().iconst(I32, why as i64);
        (
            self.b.ins().select(after, u, t),
            self.b.ins().select(after, why, cause),
        )
    }

    /// Step 5: `unit` is busy from `at` for its initiation interval.
    pub(super) fn occupy(&mut self, unit: u32, at: CValue) {
        let ii = self.timing.ii[unit as usize] as i64;
        let next_free = self.b.ins().iadd_imm_s(at, ii);
        self.store_word(unit_word(unit, UNIT_FREE), next_free);
        for (field, by) in [(UNIT_OPS, 1), (UNIT_BUSY, ii)] {
            let x = self.load_word(unit_word(unit, field), I64);
            let x = self.b.ins().iadd_imm_s(x, by);
            self.store_word(unit_word(unit, field), x);
        }
    }

    /// Step 6: instruction `pc`'s write set (then register 0) is ready at
    /// `ready`, loaded from memory or not, and the horizon covers it.
    pub(super) fn write_results(&mut self, pc: usize, ready: CValue, from_memory: bool) {
        let t = self.f.timing[pc];
        let regs = table_at(offset_of!(RawTables, regs));
        let reg0 = table_at(offset_of!(RawTables, reg0));
        let flag = self.b.ins().iconst(I8, from_memory as i64);
        let dsts = self.f.set(t.writes).iter().map(|&r| (regs, r));
        let dsts: Vec<_> = dsts
            .chain(self.timing.serial.then_some((reg0, 0)))
            .collect();
        for (table, r) in dsts {
            let ready_at = reg_offset(r, REG_READY).expect("checked by can_inline");
            let mem_at = reg_offset(r, REG_FROM_MEMORY).expect("checked by can_inline");
            self.store_word(Word::In(table, ready_at), ready);
            self.store_word(Word::In(table, mem_at), flag);
        }
        let horizon_at = Word::Ctx(core_at(offset_of!(CoreState, horizon)));
        let horizon = self.load_word(horizon_at, I64);
        let horizon = self.b.ins().umax(horizon, ready);
        self.store_word(horizon_at, horizon);
    }

    /// Step 3: stalls to `when` (if after `now`) because of `cause`;
    /// returns `now` after it. The stall is a cold block of its own that
    /// touches memory directly (only the stall table, which no run keeps)
    /// and passes the new `now` and `slots` to the join as parameters.
    pub(super) fn stall_to(&mut self, when: CValue, cause: CValue) -> CValue {
        let (now_at, slots_at) = (
            Word::Ctx(core_at(offset_of!(CoreState, now))),
            Word::Ctx(core_at(offset_of!(CoreState, slots))),
        );
        let now = self.load_word(now_at, I64);
        let slots = self.load_word(slots_at, I64);
        let (stall, go) = (self.b.create_block(), self.b.create_block());
        self.b.append_block_param(go, I64);
        self.b.append_block_param(go, I64);
        let late = self.b.ins().icmp(IntCC::UnsignedGreaterThan, when, now);
        self.b.set_cold_block(stall);
        self.b
            .ins()
            .brif(late, stall, &[], go, &[now.into(), slots.into()]);
        self.b.switch_to_block(stall);
        let flags = MemFlagsData::trusted();
        let stalls_at = table_at(offset_of!(RawTables, stalls));
        let stalls = self.b.ins().load(I64, flags, self.ctx, stalls_at);
        let i = self.b.ins().uextend(I64, cause);
        let off = self.b.ins().ishl_imm_u(i, 3);
        let addr = self.b.ins().iadd(stalls, off);
        let sum = self.b.ins().load(I64, flags, addr, 0);
        let waited = self.b.ins().isub(when, now);
        let sum = self.b.ins().iadd(sum, waited);
        self.b.ins().store(flags, sum, addr, 0);
        let zero = self.b.ins().iconst(I64, 0);
        self.b.ins().jump(go, &[when.into(), zero.into()]);
        self.b.seal_block(stall);
        self.b.seal_block(go);
        self.b.switch_to_block(go);
        let (now, slots) = (self.b.block_params(go)[0], self.b.block_params(go)[1]);
        self.store_word(now_at, now);
        self.store_word(slots_at, slots);
        now
    }

    /// Step 4: takes an issue slot at `at` (the current `now`).
    pub(super) fn take_slot(&mut self, at: CValue) {
        let ctx = |o: usize| Word::Ctx(core_at(o));
        self.store_word(ctx(offset_of!(CoreState, last_issue)), at);
        let one = self.b.ins().iconst(I64, 1);
        self.store_word(ctx(offset_of!(CoreState, has_last)), one);
        let issued_at = ctx(offset_of!(CoreState, issued));
        let issued = self.load_word(issued_at, I64);
        let issued = self.b.ins().iadd_imm_s(issued, 1);
        self.store_word(issued_at, issued);
        let (now_at, slots_at) = (
            ctx(offset_of!(CoreState, now)),
            ctx(offset_of!(CoreState, slots)),
        );
        let slots = self.load_word(slots_at, I64);
        let slots = self.b.ins().iadd_imm_s(slots, 1);
        let width = self.timing.issue_width as i64;
        let full = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, slots, width);
        let carry = self.b.ins().uextend(I64, full);
        let now = self.b.ins().iadd(at, carry);
        let zero = self.b.ins().iconst(I64, 0);
        let slots = self.b.ins().select(full, zero, slots);
        self.store_word(now_at, now);
        self.store_word(slots_at, slots);
    }

    /// The dispatch loop's cycle limit after instruction `pc`: past it,
    /// the runtime's `over` reports the fault (the run's words written
    /// back first, on that path only).
    pub(super) fn check_cycles(&mut self, pc: usize) {
        let Some(max) = self.timing.max_cycles else {
            return;
        };
        let now = self.load_word(Word::Ctx(core_at(offset_of!(CoreState, now))), I64);
        let (over, go) = (self.b.create_block(), self.b.create_block());
        let maxv = self.b.ins().iconst(I64, max as i64);
        let past = self.b.ins().icmp(IntCC::UnsignedGreaterThan, now, maxv);
        self.b.set_cold_block(over);
        self.b.ins().brif(past, over, &[], go, &[]);
        self.b.seal_block(over);
        self.b.seal_block(go);
        self.b.switch_to_block(over);
        self.sync_out_copy();
        let pcv = self.b.ins().iconst(I32, pc as i64);
        let st = self.rt_call(self.rt.over, self.sigs.step, &[self.ctx, pcv]);
        self.b.ins().return_(&[st]);
        self.b.switch_to_block(go);
    }
}
