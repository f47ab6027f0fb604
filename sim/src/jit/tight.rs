//! The tight copy of a memo'd loop ([`super::memo_loop`]): the loop's
//! values alone, run while a free plan counts its iterations without a
//! compare, with the plan's budget counted down in a host register and
//! the loop's carried registers, pointers and strides in variables of its
//! own, taken in and given back through a stack slot so that the register
//! allocator keeps them apart from the function's.
//!
//! Where the loop's induction variable, bound and step allow it, the
//! copy is counted with one compare an iteration: its entry finds how many
//! iterations it will run (the smaller of those left and the budget) and
//! adds their steps to the count at once ([`Gen::count_ends`]). Its loads
//! that read what a later access of the iteration before read or wrote
//! take that value from a variable ([`super::forward`]).

use super::abi;
use super::affine::{const_bits, counted_loop};
use super::cache::Word;
use super::compile::Gen;
use super::compile::Kind;
use super::forward::Planned;
use super::loops::{Strided, Words};
use super::memo_loop::{words_at, CopyOf};
use super::operands;
use crate::prepare::{Inst, Reg};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::Type;
use cranelift_codegen::ir::{
    Block, InstBuilder, MemFlagsData, StackSlot, StackSlotData, StackSlotKind, Value as CValue,
};
use cranelift_frontend::Variable;
use std::collections::HashMap;
use std::mem::offset_of;

/// Bytes of [`Gen::own_slot`] per variable: room for the widest, a
/// 65- to 128-bit integer's I128.
const OWN_WORD: usize = 16;

/// The registers of a loop whose tight copy counts its iterations with
/// one compare ([`Gen::counted_shape`]).
#[derive(Clone, Copy, Debug)]
struct Counted {
    iv: Reg,
    ub: Reg,
    step: Reg,
    unsigned: bool,
}

/// Where a tight copy counted with one compare ends
/// ([`Gen::count_ends`]): the `iv` after its last iteration, and a stack
/// slot holding whether that iteration spends the budget (its first
/// word) and the budget left else (its second), read only at the end so
/// that no register holds them through the loop.
#[derive(Clone, Copy, Debug)]
struct Ends {
    iv: Reg,
    end: CValue,
    slot: StackSlot,
}

/// What a variable of the tight copy's own stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Of {
    /// A native register.
    Reg(Reg),
    /// A held word ([`super::cache`]): the step count.
    Word(Word),
    /// A proven access's pointer or stride.
    Pointer,
}

/// A variable the tight copy holds of its own ([`Gen::own_variables`]).
struct Own {
    of: Of,
    outer: Variable,
    inner: Variable,
    ty: Type,
    /// Whether the copy writes it (its value goes back out).
    written: bool,
    /// Whether it is a register that always holds one integer constant
    /// ([`Gen::constant`]), which the copy starts from an immediate.
    konst: bool,
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
        // A block of its own: no word of a run before it is known here.
        self.forget();
        let mut blocks = vec![entry];
        let shape = self.counted_shape(h, s);
        let gate = shape.map(|c| self.count_gate(c));
        let gate = match (gate, planned) {
            (Some(g), Some(p)) => Some(self.b.ins().band(g, p.holds)),
            (g, p) => g.or(p.map(|p| p.holds)),
        };
        if let Some(gate) = gate {
            // Where a proof fails: the latch's count with no tight copy.
            let (go, back) = (self.b.create_block(), self.b.create_block());
            self.b.set_cold_block(back);
            self.b.ins().brif(gate, go, &[], back, &[]);
            self.b.switch_to_block(back);
            let left = self.b.use_var(ctr);
            self.b.ins().store(flags, left, self.ctx, left_at);
            self.b.ins().jump(head, &[]);
            self.b.switch_to_block(go);
            blocks.extend([go, back]);
        }
        let ends = shape.map(|c| self.count_ends(c, ctr, s - h + 1));
        self.memo.uncounted = ends.is_some();
        let (own, proven, slot) = self.own_variables((h, s), proven);
        self.memo.forward = planned.map(|p| self.start_forwarding(&p.pairs, &proven));
        let copy: Vec<Block> = (h..=s).map(|_| self.b.create_block()).collect();
        self.b.ins().jump(copy[0], &[]);
        let (latch, leave, spent) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b.set_cold_block(leave);
        self.b.set_cold_block(spent);
        let of = (info, descs, lean, &proven);
        let n = self.copy_body((h, s), &copy, (latch, leave), of);
        self.memo.forward = None;
        self.memo.uncounted = false;
        self.b.switch_to_block(latch);
        self.forget();
        let more = match ends {
            Some(ends) => self.counted_latch(ends, ctr, (copy[0], copy[1], spent)),
            None => self.budget_latch(ctr, (copy[0], spent)),
        };
        blocks.extend(more);
        // The budget spent: the latch's miss.
        self.b.switch_to_block(spent);
        self.give_back(&own, slot);
        let left = self.b.use_var(ctr);
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
        self.put_back(&own);
        blocks.extend(copy.into_iter().chain([latch, leave, spent]));
        blocks
    }

    /// The registers of loop `h..=s` when its tight copy may count its
    /// iterations with one compare ([`Self::counted_latch`]): a 64-bit
    /// induction variable, bound and step that nothing in the body
    /// writes, in a function that holds its step count in a variable.
    fn counted_shape(&self, h: usize, s: usize) -> Option<Counted> {
        let (f, prog) = (self.f, self.prog);
        let (iv, ub, step, unsigned) = counted_loop(f, (h, s))?;
        let regs = [iv, ub, step];
        let is64 = |r: &Reg| self.native(*r) == Some(Kind::Int(64));
        let kept = (h + 1..s).all(|pc| match operands::of(&f.code[pc], f, prog).1 {
            Some(w) => !w.iter().any(|r| regs.contains(r)),
            None => false,
        });
        // Its steps are added at the entry, to the step count's variable:
        // a function that keeps its words along runs only
        // (`Gen::hold_words`) counts them in the body, as the runs write
        // them back.
        let held = self.words.get(Word::Ctx(abi::STEPS_OFFSET)).is_some();
        (regs.iter().all(is64) && kept && held).then_some(Counted {
            iv,
            ub,
            step,
            unsigned,
        })
    }

    /// At the tight copy's entry, on the outer values: whether the loop's
    /// iterations from here can be counted with one compare: a step in
    /// `1..2^63` (positive as `i64`), and a bound at most `top − step +
    /// 1` (`top` the largest value of the induction variable's type, as
    /// the head compares), so that the step after the last iteration
    /// (whose `iv` is below the bound) does not wrap: the `iv` then
    /// reaches `iv0 + L·step` with no wrap, `L` the iterations left.
    fn count_gate(&mut self, c: Counted) -> CValue {
        let (ub, step) = (self.get(c.ub), self.get(c.step));
        let positive = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, step, 0);
        let top = self
            .b
            .ins()
            .iconst(I64, if c.unsigned { -1 } else { i64::MAX });
        let room = self.b.ins().isub(top, ub);
        let less = self.b.ins().iadd_imm_s(step, -1);
        let fits = (self.b.ins()).icmp(IntCC::UnsignedGreaterThanOrEqual, room, less);
        self.b.ins().band(positive, fits)
    }

    /// At the tight copy's entry, where [`Self::count_gate`] held, on the
    /// outer variables: `L`, the iterations whose head test passes from
    /// here (`⌈(ub − iv0)/step⌉`, or 0), and with the budget `ctr` (the
    /// count's `ff_left`, at least 1), the tight copy's end: it runs `T =
    /// min(L, ctr)` iterations, the `iv` then at `iv0 + T·step`; with `L
    /// ≥ ctr` the last of them spends the budget (the budget latch would
    /// go on `ctr − 1` times and then find 1), else the head test fails
    /// after `L` of them with `ctr − L` left. The copy's body, of `per`
    /// instructions, counts no steps: they are all added here, `per·T`,
    /// and 1 for the failing head test where there is one (nothing reads
    /// the count before the copy leaves, and it leaves only there).
    fn count_ends(&mut self, c: Counted, ctr: Variable, per: usize) -> Ends {
        let (iv0, ub, step) = (self.get(c.iv), self.get(c.ub), self.get(c.step));
        let budget = self.b.use_var(ctr);
        let lt = match c.unsigned {
            true => IntCC::UnsignedLessThan,
            false => IntCC::SignedLessThan,
        };
        let more = self.b.ins().icmp(lt, iv0, ub);
        let gap = self.b.ins().isub(ub, iv0);
        let one = (self.consts.get(c.step as usize).copied().flatten())
            .is_some_and(|k| const_bits(self.prog, k) == 1);
        let left = match one {
            true => gap,
            false => {
                let less = self.b.ins().iadd_imm_s(gap, -1);
                let q = self.b.ins().udiv(less, step);
                self.b.ins().iadd_imm_s(q, 1)
            }
        };
        let zero = self.b.ins().iconst(I64, 0);
        let left = self.b.ins().select(more, left, zero);
        let runs = self.b.ins().umin(left, budget);
        let far = self.b.ins().imul(runs, step);
        let end = self.b.ins().iadd(iv0, far);
        let spend = (self.b.ins()).icmp(IntCC::UnsignedGreaterThanOrEqual, left, budget);
        let spend = self.b.ins().uextend(I64, spend);
        let after = self.b.ins().isub(budget, left);
        let data = StackSlotData::new(StackSlotKind::ExplicitSlot, 16, 3);
        let slot = self.b.create_sized_stack_slot(data);
        self.b.ins().stack_store(I64, spend, slot, 0);
        self.b.ins().stack_store(I64, after, slot, 8);
        // The steps: `per` an iteration, and the head test that fails
        // where the budget is not spent.
        let steps = Word::Ctx(abi::STEPS_OFFSET);
        let n = self.load_word(steps, I64);
        let body = self.b.ins().imul_imm_s(runs, per as i64);
        let n = self.b.ins().iadd(n, body);
        let n = self.b.ins().iadd_imm_s(n, 1);
        let n = self.b.ins().isub(n, spend);
        self.store_word(steps, n);
        Ends {
            iv: c.iv,
            end,
            slot,
        }
    }

    /// The latch of a tight copy counted with one compare (`ends`, from
    /// [`Self::count_ends`]): short of the end `iv`, goes on at the
    /// body's first block `body` (skipping the head test, which would
    /// pass); at the end, with the budget spent, goes to
    /// `spent` with the budget's 1 in `ctr`, else to the head test
    /// `head`, which fails there, with the `ctr − L` left. Returns the
    /// blocks to seal.
    fn counted_latch(
        &mut self,
        ends: Ends,
        ctr: Variable,
        (head, body, spent): (Block, Block, Block),
    ) -> Vec<Block> {
        let (on, done) = (self.b.create_block(), self.b.create_block());
        let (spend, fail) = (self.b.create_block(), self.b.create_block());
        let iv = self.get(ends.iv);
        let short = self.b.ins().icmp(IntCC::NotEqual, iv, ends.end);
        self.b.ins().brif(short, on, &[], done, &[]);
        self.b.switch_to_block(on);
        self.b.ins().jump(body, &[]);
        self.b.switch_to_block(done);
        let spends = self.b.ins().stack_load(I64, I64, ends.slot, 0);
        self.b.ins().brif(spends, spend, &[], fail, &[]);
        self.b.switch_to_block(spend);
        let one = self.b.ins().iconst(I64, 1);
        self.b.def_var(ctr, one);
        self.b.ins().jump(spent, &[]);
        self.b.switch_to_block(fail);
        let after = self.b.ins().stack_load(I64, I64, ends.slot, 8);
        self.b.def_var(ctr, after);
        self.b.ins().jump(head, &[]);
        vec![on, done, spend, fail]
    }

    /// The latch of a tight copy counted down in `ctr`, one iteration
    /// at a time: with more than 1 left, counts it and goes on at `head`;
    /// else goes to `spent`. Returns the blocks to seal.
    fn budget_latch(&mut self, ctr: Variable, (head, spent): (Block, Block)) -> Vec<Block> {
        let count = self.b.create_block();
        let left = self.b.use_var(ctr);
        let more = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, left, 1);
        self.b.ins().brif(more, count, &[], spent, &[]);
        self.b.switch_to_block(count);
        let next = self.b.ins().iadd_imm_s(left, -1);
        self.b.def_var(ctr, next);
        self.b.ins().jump(head, &[]);
        vec![count]
    }

    /// After the tight copy: the outer variables are the registers' and
    /// the held words' again.
    fn put_back(&mut self, own: &[Own]) {
        for o in own {
            match o.of {
                Of::Reg(r) => {
                    if let Some((v, _)) = self.vars[r as usize].as_mut() {
                        *v = o.outer;
                    }
                }
                Of::Word(w) => {
                    self.words.swap_var(w, o.outer);
                }
                Of::Pointer => {}
            }
        }
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
            let ty = kind.ty();
            // Every one goes back out, whether the facts say it is
            // written or not: one the copy does not write keeps its value;
            // but a register that always holds one constant is that
            // constant here, an immediate.
            let konst = self.constant(r).is_some();
            own.push(Own {
                of: Of::Reg(r),
                outer,
                inner: outer,
                ty,
                written: !konst,
                konst,
            });
        }
        // The step count, which every instruction adds to, unless the
        // entry counted them all.
        let steps = Word::Ctx(abi::STEPS_OFFSET);
        if let Some(held) = self.words.get(steps).filter(|_| !self.memo.uncounted) {
            own.push(Own {
                of: Of::Word(steps),
                outer: held.var,
                inner: held.var,
                ty: I64,
                written: true,
                konst: false,
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
                        of: Of::Pointer,
                        outer: v,
                        inner: v,
                        ty: I64,
                        written,
                        konst: false,
                    });
                }
            }
        }
        let slot = self.own_slot(own.len());
        let outer: Vec<(usize, CValue, Type)> = (own.iter().enumerate())
            .filter(|(_, o)| !o.konst)
            .map(|(k, o)| (k, self.b.use_var(o.outer), o.ty))
            .collect();
        let mut inner = self.through_slot(slot, &outer).into_iter();
        for o in own.iter_mut() {
            let x = match (o.of, o.konst) {
                (Of::Reg(r), true) => {
                    let bits = self.constant(r).expect("a constant register");
                    self.b.ins().iconst(I64, bits)
                }
                _ => inner.next().expect("one per variable through the slot"),
            };
            o.inner = self.b.declare_var(o.ty);
            self.b.def_var(o.inner, x);
            match o.of {
                Of::Reg(r) => {
                    if let Some((v, _)) = self.vars[r as usize].as_mut() {
                        *v = o.inner;
                    }
                }
                Of::Word(w) => {
                    self.words.swap_var(w, o.inner);
                }
                Of::Pointer => {}
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

    /// The bits of the integer constant register `r` always holds
    /// (`Gen::consts`), as its `Const` makes them.
    fn constant(&self, r: Reg) -> Option<i64> {
        use crate::value::{Scalar, Value};
        let k = self.consts.get(r as usize).copied().flatten()?;
        match (&self.prog.consts[k as usize], self.native(r)?) {
            (Value::Scalar(Scalar::Int { bits, width }), Kind::Int(w)) if *width == w => {
                Some(*bits as i64)
            }
            (Value::Scalar(Scalar::Index(i)), Kind::Int(64)) => Some(*i),
            _ => None,
        }
    }

    /// The stack slot through which the tight copy's `n` variables of its
    /// own take their values in and out ([`Self::through_slot`]).
    fn own_slot(&mut self, n: usize) -> (StackSlot, usize) {
        let bytes = u32::try_from(OWN_WORD * (n + 1)).expect("a loop's registers are few");
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
        let at = |k: usize| i32::try_from(OWN_WORD * k).expect("a loop's registers are few");
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
