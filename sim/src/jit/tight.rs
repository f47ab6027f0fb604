//! The tight copy of a memo'd loop ([`super::memo_loop`]): the loop's
//! values alone, run while a free plan counts its iterations without a
//! compare, with the plan's budget counted down in a host register and
//! the loop's carried registers, pointers and strides in variables of its
//! own, taken in and given back through a stack slot so that the register
//! allocator keeps them apart from the function's.

use super::compile::Gen;
use super::compile::Kind;
use super::forward::Planned;
use super::loops::{Strided, Words};
use super::memo_loop::{words_at, CopyOf};
use crate::prepare::{Inst, Reg};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{F32, F64, I64};
use cranelift_codegen::ir::Type;
use cranelift_codegen::ir::{
    Block, InstBuilder, MemFlagsData, StackSlot, StackSlotData, StackSlotKind, Value as CValue,
};
use cranelift_frontend::Variable;
use std::collections::HashMap;
use std::mem::offset_of;

/// A variable the tight copy holds of its own ([`Gen::own_variables`]).
struct Own {
    /// The register it stands for (none: a proven access's pointer or
    /// stride).
    reg: Option<Reg>,
    outer: Variable,
    inner: Variable,
    ty: Type,
    /// Whether the copy writes it (its value goes back out).
    written: bool,
}

impl Gen<'_, '_> {
    /// The tight copy of loop `h..=s`, entered at `entry` from a
    /// values-only copy's latch (whose head is `head`, whose run-ended
    /// block is `ended` and whose exit is `exit`) when a free plan
    /// counts the iteration just done, with `ctr` holding the plan's
    /// `ff_left` after that count. It runs the head test, the body's
    /// values and the proven accesses through their pointers, and counts
    /// each iteration down in `ctr` (a host register) as the latch counts
    /// `ff_left` down in the context: an iteration ending with `ctr > 1`
    /// is counted and the next one runs here; one ending with `ctr = 1`
    /// (the budget spent) goes to the runtime's step as the latch's
    /// miss does, with `ff_left` and the accesses' notes written then, and
    /// on to `head`; a failing head test writes `ff_left` and takes
    /// `exit`. So the context's `ff_left` is stale only inside this copy,
    /// which calls the runtime nowhere, and the counted iterations are
    /// exactly the latch's. With `planned` loads to forward
    /// ([`super::forward`]), it runs only where their proof held, and
    /// else goes on at `head` with the count written, as the latch does
    /// with no tight copy. Returns the blocks to seal.
    pub(super) fn tight_copy(
        &mut self,
        (h, s): (usize, usize),
        (entry, ctr): (Block, Variable),
        (head, ended, exit): (Block, Block, Block),
        (info, descs, lean, proven): CopyOf<'_>,
        planned: Option<&Planned>,
    ) -> Vec<Block> {
        let flags = MemFlagsData::trusted();
        let left_at = words_at(offset_of!(Words, ff_left));
        self.b.switch_to_block(entry);
        let mut blocks = vec![entry];
        if let Some(p) = planned {
            let (go, back) = (self.b.create_block(), self.b.create_block());
            self.b.set_cold_block(back);
            self.b.ins().brif(p.holds, go, &[], back, &[]);
            self.b.switch_to_block(back);
            let left = self.b.use_var(ctr);
            self.b.ins().store(flags, left, self.ctx, left_at);
            self.b.ins().jump(head, &[]);
            self.b.switch_to_block(go);
            blocks.extend([go, back]);
        }
        let (own, proven, slot) = self.own_variables((h, s), proven);
        self.memo.forward = planned.map(|p| self.start_forwarding(&p.pairs, &proven));
        let copy: Vec<Block> = (h..=s).map(|_| self.b.create_block()).collect();
        self.b.ins().jump(copy[0], &[]);
        let (latch, leave) = (self.b.create_block(), self.b.create_block());
        let (count, spent) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(leave);
        self.b.set_cold_block(spent);
        let of = (info, descs, lean, &proven);
        let n = self.copy_body((h, s), &copy, (latch, leave), of);
        self.memo.forward = None;
        self.b.switch_to_block(latch);
        self.forget();
        let left = self.b.use_var(ctr);
        let more = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, left, 1);
        self.b.ins().brif(more, count, &[], spent, &[]);
        self.b.switch_to_block(count);
        let next = self.b.ins().iadd_imm_s(left, -1);
        self.b.def_var(ctr, next);
        self.b.ins().jump(copy[0], &[]);
        // The budget spent: the latch's miss.
        self.b.switch_to_block(spent);
        self.give_back(&own, slot);
        self.b.ins().store(flags, left, self.ctx, left_at);
        self.memo_miss(info, n, (head, ended));
        let c = self.memo.copy.take().expect("set by copy_body");
        self.blocks = c.timed;
        // The head test failed: the copy's exit, with the count written.
        self.b.switch_to_block(leave);
        self.give_back(&own, slot);
        let left = self.b.use_var(ctr);
        self.b.ins().store(flags, left, self.ctx, left_at);
        self.b.ins().jump(exit, &[]);
        for o in &own {
            if let Some(r) = o.reg {
                if let Some((v, _)) = self.vars[r as usize].as_mut() {
                    *v = o.outer;
                }
            }
        }
        blocks.extend(copy.into_iter().chain([latch, leave, count, spent]));
        blocks
    }

    /// At the tight copy's entry: variables of its own for the native
    /// registers loop `h..=s` reads or writes and for the proven
    /// accesses' pointers and strides, started from the outer ones
    /// through the returned stack slot ([`Self::through_slot`]), so that
    /// their values inside the loop are short-lived and the register
    /// allocator keeps them in host registers (the outer ones live
    /// across the whole function, which spills them). Translating the
    /// copy then uses them (`self.vars`, and the returned `proven`) until
    /// the caller puts the outer variables back.
    fn own_variables(
        &mut self,
        (h, s): (usize, usize),
        proven: &HashMap<usize, Strided>,
    ) -> (Vec<Own>, HashMap<usize, Strided>, (StackSlot, usize)) {
        let f = self.f;
        // The registers an iteration reads before it writes them (the
        // loop's carried values and invariants), as the timing facts and
        // moves and constants (which they do not name) tell. The others
        // are written before they are read in every iteration, as
        // temporaries: they keep the outer variables, as in the other
        // copies, so the tight loop carries none of them.
        let mut regs: Vec<Reg> = Vec::new();
        let mut written: Vec<Reg> = Vec::new();
        for pc in h..=s {
            let t = &f.timing[pc];
            let (mut reads, mut writes) = (f.set(t.reads).to_vec(), f.set(t.writes).to_vec());
            match f.code[pc] {
                Inst::Move { dst, src } => (reads.push(src), writes.push(dst)),
                Inst::Const { dst, .. } => ((), writes.push(dst)),
                _ => ((), ()),
            };
            regs.extend(reads.into_iter().filter(|r| !written.contains(r)));
            written.extend(writes);
        }
        regs.sort_unstable();
        regs.dedup();
        // The outer variables first, then a stack slot for them all.
        let mut own: Vec<Own> = Vec::new();
        for r in regs {
            let Some((outer, kind)) = self.vars[r as usize] else {
                continue;
            };
            let ty = match kind {
                Kind::Int(_) => I64,
                Kind::F32 => F32,
                Kind::F64 => F64,
            };
            // Every one goes back out, whether the facts say it is
            // written or not: one the copy does not write keeps its value.
            own.push(Own {
                reg: Some(r),
                outer,
                inner: outer,
                ty,
                written: true,
            });
        }
        let mut proven = proven.clone();
        let mut keys: Vec<usize> = proven.keys().copied().collect();
        keys.sort_unstable();
        for &pc in &keys {
            let st = &proven[&pc];
            for (v, written) in [(st.host, true), (st.stride, false)] {
                // Variables are `EntityRef`s, not `Hash`: a short list.
                if !own.iter().any(|o| o.outer == v) {
                    own.push(Own {
                        reg: None,
                        outer: v,
                        inner: v,
                        ty: I64,
                        written,
                    });
                }
            }
        }
        let slot = self.own_slot(own.len());
        let outer: Vec<(usize, CValue, Type)> = (own.iter().enumerate())
            .map(|(k, o)| (k, self.b.use_var(o.outer), o.ty))
            .collect();
        let inner = self.through_slot(slot, &outer);
        for (o, x) in own.iter_mut().zip(inner) {
            o.inner = self.b.declare_var(o.ty);
            self.b.def_var(o.inner, x);
            if let Some(r) = o.reg {
                if let Some((v, _)) = self.vars[r as usize].as_mut() {
                    *v = o.inner;
                }
            }
        }
        for pc in keys {
            let st = proven.get_mut(&pc).expect("a key");
            for v in [&mut st.host, &mut st.stride] {
                *v = own.iter().find(|o| o.outer == *v).expect("owned").inner;
            }
        }
        (own, proven, slot)
    }

    /// The stack slot through which the tight copy's `n` variables of its
    /// own take their values in and out ([`Self::through_slot`]).
    fn own_slot(&mut self, n: usize) -> (StackSlot, usize) {
        let bytes = u32::try_from(8 * (n + 1)).expect("a loop's registers are few");
        let data = StackSlotData::new(StackSlotKind::ExplicitSlot, bytes, 3);
        (self.b.create_sized_stack_slot(data), n)
    }

    /// Values `xs` (each with its word in `slot` and its type), stored
    /// into `slot` and loaded back: the same values, as new SSA values
    /// that the register allocator does not join with them. Passed as
    /// plain block arguments they would merge the tight loop's live
    /// ranges with the outer variables', which span the whole function
    /// and its runtime calls, and the loop would keep them in spill
    /// slots. Cranelift's alias analysis forwards a stored value to a
    /// load of the same place only while that store is the last one to
    /// its memory, so every value is stored first, then one more word,
    /// and only then are they loaded. It costs a store and a load per
    /// variable at the tight copy's entry and exits, none per iteration.
    fn through_slot(
        &mut self,
        (slot, last): (StackSlot, usize),
        xs: &[(usize, CValue, Type)],
    ) -> Vec<CValue> {
        let at = |k: usize| i32::try_from(8 * k).expect("a loop's registers are few");
        for &(k, x, _) in xs {
            self.b.ins().stack_store(I64, x, slot, at(k));
        }
        let zero = self.b.ins().iconst(I64, 0);
        self.b.ins().stack_store(I64, zero, slot, at(last));
        (xs.iter())
            .map(|&(k, _, ty)| self.b.ins().stack_load(I64, ty, slot, at(k)))
            .collect()
    }

    /// On the way out of the tight copy: the outer variables take the
    /// values of its own that it wrote.
    fn give_back(&mut self, own: &[Own], slot: (StackSlot, usize)) {
        let inner: Vec<(usize, CValue, Type)> = (own.iter().enumerate())
            .filter(|(_, o)| o.written)
            .map(|(k, o)| (k, self.b.use_var(o.inner), o.ty))
            .collect();
        let outer = self.through_slot(slot, &inner);
        for (&(k, _, _), x) in inner.iter().zip(outer) {
            self.b.def_var(own[k].outer, x);
        }
    }

    /// With a free plan's `left` (`ff_left`) over 1 (`more`), counts the
    /// iteration and goes on in the tight copy with the count in its
    /// counter, or, with none, at `head` with the count in the context;
    /// else goes to `miss`.
    pub(super) fn count_free(
        &mut self,
        left: CValue,
        more: CValue,
        (head, miss): (Block, Block),
        tight: Option<(Block, Variable)>,
    ) {
        let counted = self.b.create_block();
        self.b.ins().brif(more, counted, &[], miss, &[]);
        self.b.seal_block(counted);
        self.b.switch_to_block(counted);
        let left = self.b.ins().iadd_imm_s(left, -1);
        match tight {
            Some((entry, ctr)) => {
                self.b.def_var(ctr, left);
                self.b.ins().jump(entry, &[]);
            }
            None => {
                let at = words_at(offset_of!(Words, ff_left));
                self.b
                    .ins()
                    .store(MemFlagsData::trusted(), left, self.ctx, at);
                self.b.ins().jump(head, &[]);
            }
        }
    }
}
