//! The emission side of [`super::loops`]: which loops of a function run
//! through the iteration memo, and their values-only copy.
//!
//! A candidate is an innermost counted loop, `ForHead` at `h` to
//! `ForStep` at `s`, that nothing enters but through its head, whose body
//! jumps nowhere, and whose loads and stores may all run inline, in a
//! function compiled with an untraced model and no `--max-cycles`. The
//! loop is translated as usual (its timed copy), except that its head's
//! block becomes a dispatcher emitted once the step is translated, and
//! the timed head test lives in a block of its own. If every instruction
//! of the timed copy came out native with no side path but the inline
//! accesses' (no faulting division, no assertion), the dispatcher asks
//! the runtime's `memo` entry to start a run and goes to the values-only
//! copy, else (or when the runtime declines) to the timed head:
//!
//! - the copy's head test, body and step compute the same values, with
//!   no issue steps; its accesses keep their inline checks, on
//!   descriptors read once before the copy (`hoist_descs`), and note
//!   their address, space and bank record in values, which go into the
//!   context only on the way to the runtime; there are two such copies,
//!   a lean one whose accesses check only their indices, entered when
//!   every descriptor covers its access (`Gen::clean`), and one that
//!   checks everything; and a third when some accesses are affine in
//!   the loop's variable ([`super::affine`]), entered when the entry
//!   proves them within bounds for every iteration left, in which they
//!   check nothing and move a pointer (the others check their indices);
//!   when every access is affine there is no lean copy: a failed proof
//!   takes the copy that checks everything; nor when every access is a
//!   vector one ([`super::vmem`], `Self::body_access`), which checks
//!   everything in either copy;
//! - its step goes to a latch that hands the iteration to `memo`;
//! - a copy whose latch counts a free plan's iterations without comparing
//!   anything (the copy entered on the proof when every access is
//!   proven, or the lean copy of a loop with no access) has a fourth,
//!   *tight* copy ([`Gen::tight_copy`]), which its latch enters when it
//!   counts an iteration that way. The tight copy runs the head test, the
//!   body's values and the proven accesses through their pointers, and
//!   counts the plan's budget down in a variable (a host register)
//!   instead of the context's `ff_left`, with no notes, records or
//!   context words per iteration; it writes the count into `ff_left`
//!   where it leaves: where the budget is spent (that iteration goes to
//!   the runtime's step with its notes, made then from the pointers, as
//!   the latch's miss does) and where the head test fails (then the
//!   copy's exit). It counts exactly the iterations the latch would
//!   (`ff_left` is "the budget plus one" in both, decremented at the end
//!   of each counted iteration), and the runtime reads `ff_left` only
//!   when it is entered, always after the count is written back, so the
//!   fold, and every cycle, is the same. It holds the loop's carried
//!   registers, pointers and strides in variables of its own
//!   ([`Gen::own_variables`]), which take their values in and out
//!   through a stack slot ([`Gen::through_slot`]) so that the register
//!   allocator keeps them apart from the outer ones, in host registers;
//!   where it can, it counts with one compare an iteration and forwards
//!   loads that read what the iteration before read or wrote
//!   ([`super::forward`]), both proven at its entry;
//! - its failing head test leaves the run and goes to the timed head,
//!   which issues that last test;
//! - an access that declines leaves the run at that access and goes on
//!   at the timed copy of the same access.
//!
//! Both exits first undo the copy's count of the instruction the timed
//! copy counts again. The timed blocks a copy jumps into (its head and its
//! accesses) start straight runs and are sealed once the copy exists.

use super::abi::{self, MEMO_ABORT, MEMO_ENTER, MEMO_LEAVE, MEMO_STEP};
use super::affine::{const_bits, stride_leaders, Affine, Lin, Sum};
use super::cache::jump_targets;
use super::compile::Gen;
use super::compile::Kind;
use super::desc::elem_of;
use super::desc::DescFields;
use super::forward::Planned;
use super::loops::{LoopInfo, LEAN_OFFSET, MAX_ACCESSES, OFF_OFFSET, PROVEN_OFFSET};
use super::loops::{Note, Strided, ValuesCopy, Words};
use crate::interp::{MemDesc, MEM_DESC_BUSY};
use crate::prepare::{Inst, Reg, RegType};
use crate::timing::memo::{RawRun, Step, HASH, WAYS};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::types::{I32, I64, I8};
use cranelift_codegen::ir::{
    Block, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value as CValue,
};
use cranelift_frontend::Variable;
use std::collections::HashMap;
use std::mem::{offset_of, size_of};
use std::rc::Rc;

/// What one values-only copy is made of: its loop's [`LoopInfo`] (by
/// address), its accesses' descriptor fields, whether they check only
/// their indices, and those proven at the entry.
pub(super) type CopyOf<'a> = (
    usize,
    &'a HashMap<usize, DescFields>,
    bool,
    &'a HashMap<usize, Strided>,
);

/// What makes accesses alike for the runtime's descriptor fill
/// (`tier_mem_desc`): the memref register, whether it stores, the value's
/// type and the rank.
type DescKind = (Reg, bool, RegType, u32);

/// Context offset of a [`Words`] field.
pub(super) fn words_at(field: usize) -> i32 {
    abi::MEMO_OFFSET + field as i32
}

/// What [`super::affine::prove`] reads of the affine access at `pc`
/// (with its descriptor's fields `d` and the registers' `forms`): its
/// element size, its rank, and as values the descriptor's address (whose
/// transfer ranges are copied), layout offset and range count, then per
/// index its size, stride, `a` and `b`. Two accesses with equal words
/// (the same values: one descriptor read at the entry, indices of the
/// same forms, as the loads and stores of one element in an unrolled
/// body) give the proof the same input words, and the proof's answer
/// for an access, and its part in whether the proof holds, depend on
/// those words alone: one of them is proven for both.
fn proof_words(
    f: &crate::prepare::Func,
    pc: usize,
    d: &DescFields,
    forms: &HashMap<u32, (CValue, CValue)>,
) -> (i64, i64, Vec<CValue>) {
    let (idx, r) = match f.code[pc] {
        Inst::Load { idx, dst, .. } => (idx, dst),
        Inst::Store { idx, val, .. } => (idx, val),
        _ => unreachable!("an access"),
    };
    let e = elem_of(f.reg_types[r as usize]).expect("an inline access");
    let mut fields = vec![d.d, d.offset, d.nbusy];
    for (&i, &(n, stride)) in f.regs(idx).iter().zip(&d.dims) {
        let (a, b) = forms[&i];
        fields.extend([n, stride, a, b]);
    }
    (e.size as i64, idx.len as i64, fields)
}

impl Gen<'_, '_> {
    /// Finds the candidate loops (see the module doc) and gives each head
    /// its timed block.
    pub(super) fn find_memo_loops(&mut self) {
        if !self.inline {
            return;
        }
        let code = &self.f.code;
        self.memo.plain = vec![false; code.len()];
        for s in 0..code.len() {
            let Inst::ForStep { head, .. } = code[s] else {
                continue;
            };
            let h = head as usize;
            let Some(Inst::ForHead { exit, .. }) = code.get(h) else {
                continue;
            };
            let exit = *exit as usize;
            let accesses: Vec<usize> = (h + 1..s)
                .filter(|&k| self.body_access(k).is_some())
                .collect();
            let closed = h < s
                && !(h < exit && exit <= s)
                && (h + 1..=s).all(|k| !self.starts[k])
                && (h + 1..s).all(|k| jump_targets(&code[k], self.prog).is_empty());
            let inline =
                accesses.len() <= MAX_ACCESSES && accesses.iter().all(|&k| self.mem_inline_ok(k));
            if !(closed && inline) {
                continue;
            }
            self.memo.heads.insert(h, s);
            self.memo.ends.insert(s, h);
            let timed = self.b.create_block();
            self.memo.timed.insert(h, timed);
            for k in accesses {
                self.starts[k] = true;
                self.memo.deferred.insert(k);
            }
        }
    }

    /// After the timed copy of loop `h..=s`: its dispatcher, and its
    /// values-only copy when the timed one came out plain.
    pub(super) fn finish_memo_loop(&mut self, h: usize, s: usize) {
        let head_timed = self.memo.timed[&h];
        let plain = (h..=s).all(|k| self.memo.plain[k]);
        let f = self.f;
        let info = plain
            .then(|| {
                LoopInfo::new(
                    f,
                    (h, s),
                    (self.timing.serial, self.timing.max_cycles),
                    |pc| self.body_access(pc),
                )
            })
            .flatten();
        self.b.switch_to_block(self.blocks[h]);
        self.forget();
        let deferred: Vec<usize> = (h..=s).filter(|&k| self.memo.deferred(k)).collect();
        let Some(info) = info else {
            self.b.ins().jump(head_timed, &[]);
            self.b.seal_block(head_timed);
            for k in deferred {
                self.b.seal_block(self.blocks[k]);
            }
            return;
        };
        let mut info = info;
        info.blind_follow = self.vector_body(h + 1..s);
        let info = Rc::new(info);
        let addr = Rc::as_ptr(&info) as usize;
        self.memo.infos.push(info);
        // A loop that gave the memo up goes to its timed head with no
        // runtime entry: the timed copy's step comes back here every
        // iteration.
        let info_at = self.b.ins().iconst(I64, addr as i64);
        let off = self
            .b
            .ins()
            .load(I8, MemFlagsData::trusted(), info_at, OFF_OFFSET);
        let enter = self.b.create_block();
        self.b.ins().brif(off, head_timed, &[], enter, &[]);
        self.b.seal_block(enter);
        self.b.switch_to_block(enter);
        self.sync_out();
        let go = self.memo_call(addr, MEMO_ENTER, 0);
        self.sync_in();
        let hoist = self.b.create_block();
        self.b.ins().brif(go, hoist, &[], head_timed, &[]);
        self.b.seal_block(hoist);
        self.b.switch_to_block(hoist);
        let is64 = |r| self.native(r) == Some(Kind::Int(64));
        let shape = Affine::of(f, self.prog, (h, s), is64);
        let affine: Vec<usize> = shape.as_ref().map_or(vec![], |a| a.accesses.clone());
        let (descs, clean, clean_affine) = self.hoist_descs(h, s, &affine);
        // Two copies: one whose accesses check only their indices, entered
        // when every descriptor covers its accesses (`Self::clean`), and
        // one that checks everything; and with affine accesses, a third,
        // entered when they are also proven within bounds and clear of the
        // transfers in flight for every iteration left
        // ([`super::affine`]), where they check nothing.
        let (lean, full) = (self.b.create_block(), self.b.create_block());
        let mut sealed = Vec::new();
        let mut entries = vec![(lean, true), (full, false)];
        match shape {
            Some(shape) => {
                // With every access affine, a failed proof (rare: an index
                // that leaves its size, a bound the variable would wrap
                // past) takes the copy that checks everything, and the
                // lean one is not compiled.
                let all = shape.accesses.len() == deferred.len();
                let fails = if all { full } else { self.b.create_block() };
                if all {
                    entries.remove(0);
                }
                let (try_it, proven) = (self.b.create_block(), self.b.create_block());
                self.b.ins().brif(clean_affine, try_it, &[], full, &[]);
                if !all {
                    // The lean copy only where every descriptor covers
                    // its accesses, transfers in flight included.
                    self.b.switch_to_block(fails);
                    self.b.ins().brif(clean, lean, &[], full, &[]);
                    sealed.push(fails);
                }
                self.b.seal_block(try_it);
                self.b.switch_to_block(try_it);
                let (holds, strided) = self.prove_affine(&shape, &descs);
                self.b.ins().brif(holds, proven, &[], fails, &[]);
                self.b.seal_block(proven);
                self.b.switch_to_block(proven);
                let (strided, planned) = self.enter_proven(&shape, strided, &descs, addr);
                let copy = (true, strided, planned);
                sealed.extend(self.values_copy((h, s), (addr, head_timed), &descs, copy));
            }
            // Vector accesses check everything in either copy
            // (`super::vmem`): with no other access, the copies would be
            // the same, and only the one that checks everything is
            // compiled.
            None if self.only_vector_accesses(&deferred) => {
                entries.remove(0);
                self.b.ins().jump(full, &[]);
            }
            None => {
                self.b.ins().brif(clean, lean, &[], full, &[]);
            }
        }
        for (entry, lean) in entries {
            sealed.push(entry);
            self.b.switch_to_block(entry);
            if lean {
                self.count_entry(addr, LEAN_OFFSET);
            }
            let copy = (lean, HashMap::new(), None);
            let copy = self.values_copy((h, s), (addr, head_timed), &descs, copy);
            sealed.extend(copy);
        }
        for b in sealed.into_iter().chain([head_timed]) {
            self.b.seal_block(b);
        }
        for k in deferred {
            self.b.seal_block(self.blocks[k]);
        }
    }

    /// Counts an entry of the loop at `info` in the count at `offset` of
    /// its [`LoopInfo`], for `--explain-engine`.
    fn count_entry(&mut self, info: usize, offset: i32) {
        let flags = MemFlagsData::trusted();
        let at = self.b.ins().iconst(I64, info as i64);
        let n = self.b.ins().load(I64, flags, at, offset);
        let n = self.b.ins().iadd_imm_s(n, 1);
        self.b.ins().store(flags, n, at, offset);
    }

    /// At the copy's entry, once every descriptor covers its accesses:
    /// the proof that `shape`'s affine accesses (their descriptors'
    /// fields `descs`) keep every index within its size in every
    /// iteration left ([`super::affine::prove`], through the runtime's `affine`
    /// entry). Returns whether it holds and, per affine access, its
    /// first element's byte offset and its byte stride, as values.
    fn prove_affine(
        &mut self,
        shape: &Affine,
        descs: &HashMap<usize, DescFields>,
    ) -> (CValue, Vec<(CValue, CValue)>) {
        let f = self.f;
        // `None`: a transfer range's word, stored only when there are any.
        let mut words: Vec<Option<CValue>> = Vec::new();
        let mut ranges = Vec::new();
        let unsigned = self.b.ins().iconst(I64, shape.unsigned as i64);
        for r in [shape.iv, shape.ub, shape.step] {
            words.push(Some(self.get(r)));
        }
        words.push(Some(unsigned));
        // Each register's `a` and `b`, replaying the analysis's program
        // up to each access.
        let mut forms: HashMap<u32, (CValue, CValue)> = HashMap::new();
        let mut program = shape.program.iter().peekable();
        // Per access, the number of the access proven for it: an access
        // whose words are an earlier one's (see `proof_words`) is not
        // proven again.
        let (mut proven, mut which) = (Vec::new(), Vec::new());
        for &pc in &shape.accesses {
            while let Some((_, def)) = program.next_if(|(at, _)| *at <= pc) {
                let form = self.replay(def.lin, &shape.sums, &forms);
                forms.insert(def.dst, form);
            }
            let key = proof_words(f, pc, &descs[&pc], &forms);
            if let Some(u) = proven.iter().position(|k| *k == key) {
                which.push(u);
                continue;
            }
            which.push(proven.len());
            let (size, rank, fields) = (key.0, key.1, &key.2);
            words.push(Some(self.b.ins().iconst(I64, size)));
            words.push(Some(fields[1]));
            words.push(Some(self.b.ins().iconst(I64, rank)));
            // The transfers in flight's byte ranges, copied below.
            words.push(Some(fields[2]));
            ranges.push((words.len(), fields[0], fields[2]));
            words.extend([None; 2 * MEM_DESC_BUSY]);
            words.extend(fields[3..].iter().map(|&w| Some(w)));
            proven.push(key);
        }
        let slot = |g: &mut Self, n: usize| {
            let data = StackSlotData::new(StackSlotKind::ExplicitSlot, 8 * n as u32, 3);
            g.b.create_sized_stack_slot(data)
        };
        let n = proven.len();
        let (input, out) = (slot(self, words.len()), slot(self, 2 * n));
        for (k, w) in words.iter().enumerate() {
            if let Some(w) = *w {
                self.b.ins().stack_store(I64, w, input, 8 * k as i32);
            }
        }
        // A descriptor's transfer ranges, copied only when it names any
        // (the proof reads as many as it names).
        let flags = MemFlagsData::trusted();
        for (at, d, nbusy) in ranges {
            let (copy, next) = (self.b.create_block(), self.b.create_block());
            self.b.ins().brif(nbusy, copy, &[], next, &[]);
            self.b.seal_block(copy);
            self.b.switch_to_block(copy);
            for k in 0..2 * MEM_DESC_BUSY {
                let from = (offset_of!(MemDesc, busy) + 8 * k) as i32;
                let w = self.b.ins().load(I64, flags, d, from);
                self.b.ins().stack_store(I64, w, input, 8 * (at + k) as i32);
            }
            self.b.ins().jump(next, &[]);
            self.b.seal_block(next);
            self.b.switch_to_block(next);
        }
        let inp = self.b.ins().stack_addr(I64, input, 0);
        let outp = self.b.ins().stack_addr(I64, out, 0);
        let len = self.b.ins().iconst(I32, words.len() as i64);
        let count = self.b.ins().iconst(I32, n as i64);
        let args = [inp, len, outp, count];
        let holds = self.rt_call(self.rt.affine, self.sigs.affine, &args);
        let strided: Vec<(CValue, CValue)> = (0..n)
            .map(|k| {
                let start = self.b.ins().stack_load(I64, I64, out, 16 * k as i32);
                let stride = self.b.ins().stack_load(I64, I64, out, 16 * k as i32 + 8);
                (start, stride)
            })
            .collect();
        (holds, which.iter().map(|&u| strided[u]).collect())
    }

    /// `a` and `b` of a register defined by `lin`, from the registers'
    /// `forms` so far (see [`super::affine`]), computed with wrapping arithmetic.
    fn replay(
        &mut self,
        lin: Lin,
        sums: &[Sum],
        forms: &HashMap<u32, (CValue, CValue)>,
    ) -> (CValue, CValue) {
        let zero = self.b.ins().iconst(I64, 0);
        match lin {
            Lin::Iv => (self.b.ins().iconst(I64, 1), zero),
            Lin::Invariant(r) => (zero, self.get(r)),
            Lin::Const(k) => (zero, self.b.ins().iconst(I64, const_bits(self.prog, k))),
            Lin::Copy(x) => forms[&x],
            Lin::Add(x, y) | Lin::Sub(x, y) => {
                let ((ax, bx), (ay, by)) = (forms[&x], forms[&y]);
                if matches!(lin, Lin::Add(..)) {
                    (self.b.ins().iadd(ax, ay), self.b.ins().iadd(bx, by))
                } else {
                    (self.b.ins().isub(ax, ay), self.b.ins().isub(bx, by))
                }
            }
            Lin::Mul(x, y) => {
                // `x` does not depend on the induction variable: its `a` is 0.
                let (_, bx) = forms[&x];
                let (ay, by) = forms[&y];
                (self.b.ins().imul(bx, ay), self.b.ins().imul(bx, by))
            }
            Lin::Sum(i) => {
                let sum = &sums[i as usize];
                let mut a = zero;
                let mut b = self.b.ins().iconst(I64, sum.k);
                for &(r, c) in &sum.terms {
                    let (ar, br) = forms[&r];
                    let c = self.b.ins().iconst(I64, c);
                    let (ca, cb) = (self.b.ins().imul(c, ar), self.b.ins().imul(c, br));
                    a = self.b.ins().iadd(a, ca);
                    b = self.b.ins().iadd(b, cb);
                }
                (a, b)
            }
        }
    }

    /// The entry of the copy whose affine accesses (`shape`'s, with their
    /// first byte offsets and strides `strided`) were proven: counts it,
    /// starts each one's host pointer, and tells the runtime which
    /// accesses those are and their strides ([`Words::proven`]). Also
    /// returns the loads its tight copy may forward, with the proof that
    /// it may ([`super::forward`]).
    fn enter_proven(
        &mut self,
        shape: &Affine,
        strided: Vec<(CValue, CValue)>,
        descs: &HashMap<usize, DescFields>,
        info: usize,
    ) -> (HashMap<usize, Strided>, Option<Planned>) {
        self.count_entry(info, LEAN_OFFSET);
        self.count_entry(info, PROVEN_OFFSET);
        let flags = MemFlagsData::trusted();
        let mut mask = 0u64;
        let mut out = HashMap::new();
        let leaders = stride_leaders(shape, self.f, self.prog);
        let offsets = {
            let n = shape.accesses.len() as u32;
            let data = StackSlotData::new(StackSlotKind::ExplicitSlot, 8 * n, 3);
            self.b.create_sized_stack_slot(data)
        };
        // Per affine access: its first element's host address and its
        // pointer variable (a leader's own, or its leader's).
        let mut hosts: Vec<(CValue, cranelift_frontend::Variable)> = Vec::new();
        let mut firsts = HashMap::new();
        for (i, (&pc, (start, stride))) in shape.accesses.iter().zip(strided).enumerate() {
            let d = &descs[&pc];
            let first = self.b.ins().iadd(d.data, start);
            let (host, offset) = match leaders[i] {
                j if j == i => {
                    let host = self.b.declare_var(I64);
                    self.b.def_var(host, first);
                    (host, None)
                }
                j => {
                    // The leader comes first in the body and has moved
                    // on by the (same) stride when this access runs.
                    let (lead, host) = hosts[j];
                    let off = self.b.ins().isub(first, lead);
                    let off = self.b.ins().isub(off, stride);
                    self.b.ins().stack_store(I64, off, offsets, 8 * i as i32);
                    (host, Some((offsets, 8 * i as i32)))
                }
            };
            hosts.push((first, host));
            firsts.insert(pc, (first, stride));
            let delta = self.b.ins().isub(d.base, d.data);
            let k = self.access_index(pc);
            mask |= 1 << k;
            let at = words_at(offset_of!(Words, strides)) + 8 * k as i32;
            self.b.ins().store(flags, stride, self.ctx, at);
            let stride_var = self.b.declare_var(I64);
            self.b.def_var(stride_var, stride);
            out.insert(
                pc,
                Strided {
                    k,
                    host,
                    offset,
                    stride: stride_var,
                    delta,
                },
            );
        }
        let mask = self.b.ins().iconst(I64, mask as i64);
        let at = words_at(offset_of!(Words, proven));
        self.b.ins().store(flags, mask, self.ctx, at);
        (out, self.plan_forwarding(shape, &firsts))
    }

    /// The index among its iteration's accesses of access `pc`.
    fn access_index(&self, pc: usize) -> usize {
        let code = &self.f.code;
        (0..pc)
            .rev()
            .take_while(|&k| !matches!(code[k], Inst::ForHead { .. }))
            .filter(|&k| self.body_access(k).is_some())
            .count()
    }

    /// Instruction `pc` as an access of a memo'd loop's body: the bytes
    /// it reports to the timing model (an element's, or a vector
    /// access's lanes', [`super::vmem`]) and whether it stores; `None`
    /// for any other instruction.
    pub(super) fn body_access(&self, pc: usize) -> Option<(u32, bool)> {
        let f = self.f;
        let bytes = |r: Reg| elem_of(f.reg_types[r as usize]).map_or(0, |e| e.size);
        match f.code[pc] {
            Inst::Load { dst, .. } => Some((bytes(dst), false)),
            Inst::Store { val, .. } => Some((bytes(val), true)),
            _ => (self.vector_access(pc)).map(|a| (self.vector_bytes(&a), a.store)),
        }
    }

    /// One values-only copy of loop `h..=s` (of the loop at `info`, whose
    /// timed head is `head_timed`), its accesses through descriptor
    /// fields `descs`, checking only their indices when `lean`, and
    /// nothing for those `proven` (the copy entered on the proof), which
    /// move their pointers instead; starts with a jump from the current
    /// block. A copy whose latch would count a free plan's iterations
    /// without comparing anything (every access proven, or none at all)
    /// also gets its tight copy ([`Self::tight_copy`]), with the loads
    /// `planned` forwards. Returns the blocks to seal.
    fn values_copy(
        &mut self,
        (h, s): (usize, usize),
        (addr, head_timed): (usize, Block),
        descs: &HashMap<usize, DescFields>,
        (lean, proven, planned): (bool, HashMap<usize, Strided>, Option<Planned>),
    ) -> Vec<Block> {
        let copy: Vec<Block> = (h..=s).map(|_| self.b.create_block()).collect();
        let (latch, exit) = (self.b.create_block(), self.b.create_block());
        self.b.ins().jump(copy[0], &[]);
        let stats = self.stats.clone();
        let n = self.copy_body((h, s), &copy, (latch, exit), (addr, descs, lean, &proven));
        // With no access, every copy is the same and only the lean one is
        // entered (every descriptor covers none).
        let tight = match n {
            0 => lean,
            n => proven.len() == n,
        };
        let tight = tight.then(|| (self.b.create_block(), self.b.declare_var(I64)));
        // The latch: one iteration done.
        self.b.switch_to_block(latch);
        self.forget();
        let (ended, near) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(ended);
        self.b.set_cold_block(near);
        self.memo_latch(addr, n, (copy[0], ended, near), tight);
        let c = self.memo.copy.take().expect("set by copy_body");
        self.blocks = c.timed;
        // The run has ended (near `--max-cycles`, or the memo given up):
        // the timed copy checks every op from the next head test on.
        self.b.switch_to_block(ended);
        self.sync_in();
        self.b.ins().jump(head_timed, &[]);
        // A step found takes `now` near `--max-cycles`: likewise, once the
        // run is written back.
        self.b.switch_to_block(near);
        self.sync_out();
        self.memo_call(addr, MEMO_LEAVE, 0);
        self.sync_in();
        self.b.ins().jump(head_timed, &[]);
        // The exit: the timed head issues the last test.
        self.b.switch_to_block(exit);
        self.forget();
        self.sync_out();
        self.memo_call(addr, MEMO_LEAVE, 0);
        self.sync_in();
        self.count_by(-1);
        self.b.ins().jump(head_timed, &[]);
        let mut sealed: Vec<Block> = copy.into_iter().chain([latch, exit, ended, near]).collect();
        if let Some(tight) = tight {
            let to = (sealed[0], ended, exit);
            let of = (addr, descs, lean, &proven);
            sealed.extend(self.tight_copy((h, s), tight, to, of, planned.as_ref()));
        }
        self.stats = stats;
        self.side = false;
        sealed
    }

    /// Translates loop `h..=s` into the values-only copy's blocks `copy`
    /// (one per instruction), its step going to `latch` and its failing
    /// head test to `exit`, for the loop at `info` with descriptor fields
    /// `descs`, `lean` and `proven` as in [`Self::values_copy`]. Leaves
    /// the copy's state (its accesses' notes, the timed blocks to restore)
    /// in `self.memo.copy` for the latch. Returns the count of accesses.
    pub(super) fn copy_body(
        &mut self,
        (h, s): (usize, usize),
        copy: &[Block],
        (latch, exit): (Block, Block),
        (info, descs, lean, proven): CopyOf<'_>,
    ) -> usize {
        let timed = self.blocks.clone();
        let mut blocks = timed.clone();
        blocks[h] = latch;
        blocks[h + 1..=s].copy_from_slice(&copy[1..]);
        if let Inst::ForHead { exit: e, .. } = self.f.code[h] {
            if let Some(b) = blocks.get_mut(e as usize) {
                *b = exit;
            }
        }
        let access: HashMap<usize, usize> = (h + 1..s)
            .filter(|&k| self.body_access(k).is_some())
            .enumerate()
            .map(|(i, k)| (k, i))
            .collect();
        let n = access.len();
        self.blocks = blocks;
        self.memo.copy = Some(ValuesCopy {
            info,
            timed,
            access,
            descs: descs.clone(),
            lean,
            proven: proven.clone(),
            notes: vec![None; n],
        });
        for k in h..=s {
            self.b.switch_to_block(copy[k - h]);
            self.forget();
            if !self.memo.uncounted {
                self.count();
            }
            self.inst(k);
        }
        n
    }

    /// Calls the runtime's `memo` entry for the loop at `info`.
    fn memo_call(&mut self, info: usize, what: u32, k: usize) -> CValue {
        let info = self.b.ins().iconst(I64, info as i64);
        let what = self.b.ins().iconst(I32, what as i64);
        let k = self.b.ins().iconst(I32, k as i64);
        let args = [self.ctx, info, what, k];
        self.rt_call(self.rt.memo, self.sigs.memo, &args)
    }

    /// Access `pc` of the values-only copy: inline, its address and
    /// space noted for the memo; where it declines, the run ends there and
    /// the timed copy runs it.
    pub(super) fn memo_access(&mut self, pc: usize, rs: (Reg, bool), idx: (&[Reg], &[u32])) {
        let c = self.memo.copy.as_ref().expect("copying");
        if let Some(&st) = c.proven.get(&pc) {
            self.proven_access(pc, rs, st);
            return;
        }
        let slow = self.b.create_block();
        self.mem_inline(pc, rs, idx, slow);
        self.memo_decline(pc, slow);
    }

    /// Block `slow`, where access `pc` of the values-only copy declines:
    /// the run ends there (the accesses before it noted, the ops before
    /// it issued by the runtime's abort) and the timed copy runs the
    /// access.
    pub(super) fn memo_decline(&mut self, pc: usize, slow: Block) {
        self.b.seal_block(slow);
        self.b.switch_to_block(slow);
        self.forget();
        let c = self.memo.copy.as_ref().expect("copying");
        let (info, k, to) = (c.info, c.access[&pc], c.timed[pc]);
        self.sync_out();
        self.write_notes(k);
        self.memo_call(info, MEMO_ABORT, k);
        self.sync_in();
        self.count_by(-1);
        self.b.ins().jump(to, &[]);
    }

    /// Proven access `pc` of register `r` (see [`super::affine`]): no check, the
    /// element at the access's host pointer, which then moves on by the
    /// stride; the note keeps the pointer, from which the address and
    /// record are made only where the memo needs them.
    fn proven_access(&mut self, pc: usize, (r, store): (Reg, bool), st: Strided) {
        let e = elem_of(self.f.reg_types[r as usize]).expect("an inline access");
        let host = self.b.use_var(st.host);
        // Its own pointer moves; one that shares its leader's does not.
        let own = st.offset.is_none().then(|| {
            let stride = self.b.use_var(st.stride);
            let next = self.b.ins().iadd(host, stride);
            self.b.def_var(st.host, next);
            host
        });
        match (self.forwarded(pc), st.offset) {
            // The tight copy's forwarded load: its value is already held.
            (Some(v), _) => {
                let x = self.b.use_var(v);
                self.set(r, x);
            }
            (None, Some((slot, at))) => {
                let off = self.b.ins().stack_load(I64, I64, slot, at);
                let host = self.b.ins().iadd(host, off);
                self.move_elem(e, r, store, host);
            }
            (None, None) => self.move_elem(e, r, store, host),
        }
        self.forward_source(pc, r);
        let c = self.memo.copy.as_mut().expect("copying");
        let d = &c.descs[&pc];
        let note = Note::Proven {
            host: own,
            shared: st,
            delta: st.delta,
            space: d.id,
            shift: d.shift,
            mask: d.mask,
        };
        let k = c.access[&pc];
        c.notes[k] = Some(note);
        let next = self.blocks[pc + 1];
        self.leave(pc, next);
    }

    /// Notes the address, space and bank record (its one bank `bank`) of
    /// access `pc` of the values-only copy for the memo's step: kept as
    /// values, which the latch compares, and written into the context's
    /// keys only on the way to the runtime ([`Self::write_notes`]).
    pub(super) fn memo_note(&mut self, pc: usize, addr: CValue, space: CValue, bank: CValue) {
        let record = self.b.ins().ishl_imm_u(bank, 32);
        let record = self.b.ins().bor_imm_u(record, 1);
        self.memo_note_record(pc, (addr, space), record);
    }

    /// Notes access `pc` of the values-only copy as [`Self::memo_note`]
    /// does, with its bank record `record` (first bank `<< 32 |` bank
    /// count) made by the caller.
    pub(super) fn memo_note_record(
        &mut self,
        pc: usize,
        (addr, space): (CValue, CValue),
        record: CValue,
    ) {
        let c = self.memo.copy.as_mut().expect("copying");
        let k = c.access[&pc];
        c.notes[k] = Some(Note::Done {
            addr,
            space,
            record,
        });
    }

    /// The byte address, space and bank record of `note`, made here
    /// from its host pointer for a proven access.
    fn note_values(&mut self, note: Note) -> (CValue, CValue, CValue) {
        match note {
            Note::Done {
                addr,
                space,
                record,
            } => (addr, space, record),
            Note::Proven {
                host,
                shared,
                delta,
                space,
                shift,
                mask,
            } => {
                // A proven access before the latch, or before an access
                // that declines, has run, and so has the one whose
                // pointer it shares: the offset from that pointer holds.
                let host = match (host, shared.offset) {
                    (Some(host), _) => host,
                    (None, Some((slot, at))) => {
                        let now = self.b.use_var(shared.host);
                        let off = self.b.ins().stack_load(I64, I64, slot, at);
                        self.b.ins().iadd(now, off)
                    }
                    (None, None) => unreachable!("a shared pointer has an offset"),
                };
                let addr = self.b.ins().iadd(host, delta);
                let first = self.b.ins().ushr(addr, shift);
                let bank = self.b.ins().band(first, mask);
                let record = self.b.ins().ishl_imm_u(bank, 32);
                let record = self.b.ins().bor_imm_u(record, 1);
                (addr, space, record)
            }
        }
    }

    /// Writes the notes of the iteration's first `n` accesses into the
    /// context's keys, where the runtime reads them.
    fn write_notes(&mut self, n: usize) {
        let notes = self.memo.copy.as_ref().expect("copying").notes.clone();
        let flags = MemFlagsData::trusted();
        for (k, note) in notes[..n].iter().enumerate() {
            let note = note.expect("an access before is noted");
            let (addr, space, record) = self.note_values(note);
            let at = words_at(offset_of!(Words, keys)) + 24 * k as i32;
            self.b.ins().store(flags, addr, self.ctx, at);
            self.b.ins().store(flags, space, self.ctx, at + 8);
            self.b.ins().store(flags, record, self.ctx, at + 16);
        }
    }

    /// At the copy's entry: the descriptors of loop `h..=s`'s accesses,
    /// filled again where stale and read into values the whole copy uses.
    /// Nothing the copy runs can make them stale: its instructions are
    /// native and its accesses inline (a memref register, a buffer or the
    /// transfers in flight change only through an instruction run by the
    /// runtime's `exec`, which counts in [`super::abi::Ctx::gen`]), and
    /// its only runtime entries are the memo's, which run the timing
    /// model alone, or leave the copy. Each access of the copy would find
    /// its descriptor fresh, so reading it once here is the same.
    /// Also returns whether every access needs only its indices checked
    /// ([`Self::clean`]), and whether it does but for the transfers in
    /// flight of the accesses `affine` (whose proof checks those).
    ///
    /// Accesses alike for the runtime's fill (`tier_mem_desc`: the same
    /// memref register, both loads or both stores, values of the same
    /// type, the same rank) read one descriptor, the first one's: a fresh
    /// descriptor is a function of those and of the state its generation
    /// names, which is the same for all of them here, so the others'
    /// would hold the same words (the others' slots are left as they are;
    /// an access that reads its own later checks its generation itself).
    /// A stencil's five loads of one buffer read one descriptor, not five.
    fn hoist_descs(
        &mut self,
        h: usize,
        s: usize,
        affine: &[usize],
    ) -> (HashMap<usize, DescFields>, CValue, CValue) {
        let mut out = HashMap::new();
        // Per kind read so far (memref register, store, value type,
        // rank): its fields.
        let mut alike: Vec<(DescKind, DescFields)> = Vec::new();
        let mut all = self.b.ins().iconst(I8, 1);
        let mut but = self.b.ins().iconst(I8, 1);
        for k in h + 1..s {
            let (rank, r, mem, store) = match self.f.code[k] {
                Inst::Load { idx, dst, mem } => (idx.len, dst, mem, false),
                Inst::Store { idx, val, mem } => (idx.len, val, mem, true),
                _ => match self.vector_access(k) {
                    // A vector access checks everything itself
                    // (`super::vmem`), in either copy: it decides
                    // neither.
                    Some(a) => {
                        let kind = (a.mem, a.store, a.ty, a.idx.len() as u32);
                        let f = self.alike_desc(&mut alike, kind, k);
                        out.insert(k, f);
                        continue;
                    }
                    None => continue,
                },
            };
            let kind = (mem, store, self.f.reg_types[r as usize], rank);
            let f = self.alike_desc(&mut alike, kind, k);
            let e = elem_of(self.f.reg_types[r as usize]).expect("an inline access");
            let clean = self.clean(&f, e.size, false);
            all = self.b.ins().band(all, clean);
            let clean = match affine.contains(&k) {
                true => self.clean(&f, e.size, true),
                false => clean,
            };
            but = self.b.ins().band(but, clean);
            out.insert(k, f);
        }
        (out, all, but)
    }

    /// The descriptor fields of access `k` of kind `kind` (memref
    /// register, store, value type, rank): those read for an earlier
    /// access of that kind in `alike` (see [`Self::hoist_descs`]), else
    /// its own, read here and kept there.
    fn alike_desc(
        &mut self,
        alike: &mut Vec<(DescKind, DescFields)>,
        kind: DescKind,
        k: usize,
    ) -> DescFields {
        if let Some((_, f)) = alike.iter().find(|(x, _)| *x == kind) {
            return f.clone();
        }
        let f = self.desc_fields(k, kind.3 as usize);
        alike.push((kind, f.clone()));
        f
    }

    /// The bank records of an iteration's accesses `ks`, made here.
    fn records(&mut self, ks: &[usize]) -> Vec<CValue> {
        let c = self.memo.copy.as_ref().expect("copying");
        let notes: Vec<Note> = (ks.iter())
            .map(|&k| c.notes[k].expect("every access is noted by the latch"))
            .collect();
        notes.into_iter().map(|x| self.note_values(x).2).collect()
    }

    /// The start of the latch: with a fast-forward plan armed
    /// ([`crate::timing::ff`]) and budget left, compares the iteration's bank
    /// records with the plan's row (its spaces are the run's); on a match counts the
    /// iteration, moves to the next row and goes on at `head`; with the
    /// budget spent or a record that differs, goes to `miss` (the
    /// runtime folds what was counted). With no plan armed, goes on to
    /// the memo's look-up. In the copy entered on the proof, a plan the
    /// runtime found free for the proven accesses ([`Words::ff_free`])
    /// compares only the others' records, and when there are none counts
    /// the iteration and nothing else; so does any plan of a loop with no
    /// access. Those two counts go on in the tight copy, when there is one
    /// (`tight`: its entry and its counter, [`Self::tight_copy`]).
    fn fast_forward_latch(
        &mut self,
        n: usize,
        (head, miss): (Block, Block),
        tight: Option<(Block, Variable)>,
    ) {
        let flags = MemFlagsData::trusted();
        let ctx = self.ctx;
        let word = |g: &mut Self, off: usize| g.b.ins().load(I64, flags, ctx, words_at(off));
        let (armed, fast, look) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        let left = word(self, offset_of!(Words, ff_left));
        self.b.ins().brif(left, armed, &[], look, &[]);
        self.b.seal_block(armed);
        self.b.switch_to_block(armed);
        let more = self.b.ins().icmp_imm_s(IntCC::UnsignedGreaterThan, left, 1);
        let c = self.memo.copy.as_ref().expect("copying");
        let checked: Vec<usize> = (0..n)
            .filter(|k| !c.proven.values().any(|st| st.k == *k))
            .collect();
        let all: Vec<usize> = (0..n).collect();
        let vector = self.vector_body(c.access.keys().copied());
        if n == 0 {
            // Nothing to compare and no row to follow.
            self.count_free(left, more, (head, miss), tight);
            self.b.seal_block(look);
            self.b.switch_to_block(look);
            return;
        }
        if checked.len() < n {
            let (free, compare) = (self.b.create_block(), self.b.create_block());
            let is_free = word(self, offset_of!(Words, ff_free));
            self.b.ins().brif(is_free, free, &[], compare, &[]);
            self.b.seal_block(free);
            self.b.switch_to_block(free);
            if checked.is_empty() {
                self.count_free(left, more, (head, miss), tight);
            } else {
                let ok = self.same_records(&checked, n, more);
                self.b.ins().brif(ok, fast, &[], miss, &[]);
            }
            self.b.seal_block(compare);
            self.b.switch_to_block(compare);
        }
        if !vector {
            let ok = self.same_records(&all, n, more);
            self.b.ins().brif(ok, fast, &[], miss, &[]);
            return self.count_fast(left, fast, (head, look));
        }
        // A blind plan (some access not proven, `LoopInfo::blind_follow`):
        // each access the copy checks touches one bank.
        let (blind, rows) = (self.b.create_block(), self.b.create_block());
        let is_blind = word(self, offset_of!(Words, ff_blind));
        self.b.ins().brif(is_blind, blind, &[], rows, &[]);
        self.b.seal_block(blind);
        self.b.switch_to_block(blind);
        let ok = self.one_bank_each(&checked, more);
        self.b.ins().brif(ok, fast, &[], miss, &[]);
        self.b.seal_block(rows);
        self.b.switch_to_block(rows);
        let ok = self.same_records(&all, n, more);
        self.b.ins().brif(ok, fast, &[], miss, &[]);
        self.count_fast(left, fast, (head, look));
    }

    /// Block `fast` of [`Self::fast_forward_latch`]: counts the
    /// iteration along the armed plan (`left` is its budget plus one),
    /// moves to its next row and goes on at `head`; then the builder is
    /// left in `look`.
    fn count_fast(&mut self, left: CValue, fast: Block, (head, look): (Block, Block)) {
        let flags = MemFlagsData::trusted();
        let ctx = self.ctx;
        let word = |g: &mut Self, off: usize| g.b.ins().load(I64, flags, ctx, words_at(off));
        self.b.seal_block(fast);
        self.b.switch_to_block(fast);
        let left = self.b.ins().iadd_imm_s(left, -1);
        let put = |g: &mut Self, f: usize, v: CValue| {
            g.b.ins().store(flags, v, ctx, words_at(f));
        };
        put(self, offset_of!(Words, ff_left), left);
        let row = word(self, offset_of!(Words, ff_row));
        let next = self.b.ins().iadd_imm_s(row, 1);
        let end = word(self, offset_of!(Words, ff_end));
        let wrap = word(self, offset_of!(Words, ff_wrap));
        let at_end = self.b.ins().icmp(IntCC::Equal, next, end);
        let next = self.b.ins().select(at_end, wrap, next);
        put(self, offset_of!(Words, ff_row), next);
        self.b.ins().jump(head, &[]);
        self.b.seal_block(look);
        self.b.switch_to_block(look);
    }

    /// Whether accesses `pcs` (at least one) are all vector accesses
    /// ([`super::vmem`]).
    fn only_vector_accesses(&self, pcs: &[usize]) -> bool {
        let access = |pc: usize| self.body_access(pc).is_some();
        let vector = |pc: usize| self.vector_access(pc).is_some();
        let mut accesses = pcs.iter().copied().filter(|&pc| access(pc)).peekable();
        accesses.peek().is_some() && accesses.all(vector)
    }

    /// Whether any of instructions `pcs` is a vector access
    /// ([`super::vmem`]).
    fn vector_body(&self, pcs: impl IntoIterator<Item = usize>) -> bool {
        pcs.into_iter().any(|pc| self.vector_access(pc).is_some())
    }

    /// `ok`, and whether each of the iteration's accesses `ks` touches
    /// one bank (its record's bank count is 1): what a blind plan's rows
    /// ask of a record ([`crate::timing::blind`]).
    fn one_bank_each(&mut self, ks: &[usize], mut ok: CValue) -> CValue {
        for record in self.records(ks) {
            let count = self.b.ins().band_imm_u(record, u32::MAX as i64);
            let one = self.b.ins().icmp_imm_s(IntCC::Equal, count, 1);
            ok = self.b.ins().band(ok, one);
        }
        ok
    }

    /// `ok` and whether the records of accesses `ks` (of `n`) are the
    /// armed plan's row's.
    fn same_records(&mut self, ks: &[usize], n: usize, mut ok: CValue) -> CValue {
        let flags = MemFlagsData::trusted();
        let ctx = self.ctx;
        let word = |g: &mut Self, off: usize| g.b.ins().load(I64, flags, ctx, words_at(off));
        let row = word(self, offset_of!(Words, ff_row));
        let table = word(self, offset_of!(Words, ff_table));
        let at = self.b.ins().imul_imm_s(row, 16 * n as i64);
        let p = self.b.ins().iadd(table, at);
        // The spaces need no compare: see `memo_latch`.
        let records = self.records(ks);
        for (&k, record) in ks.iter().zip(records) {
            let want = self.b.ins().load(I64, flags, p, 16 * k as i32);
            let same = self.b.ins().icmp(IntCC::Equal, record, want);
            ok = self.b.ins().band(ok, same);
        }
        ok
    }

    /// The latch of a memo'd loop's copy with `n` accesses: looks the
    /// iteration's step up in the published run ([`Words`]) and applies
    /// it, as [`crate::timing::memo::Memo::step`] does, going on at
    /// `head`; else hands the iteration to the runtime, going on at `head`
    /// or, when the run ended, at `ended` (the runtime wrote the model
    /// back); `near` when a step found takes `now` close to
    /// `--max-cycles` (the run is still to be written back).
    fn memo_latch(
        &mut self,
        info: usize,
        n: usize,
        (head, ended, near): (Block, Block, Block),
        tight: Option<(Block, Variable)>,
    ) {
        let flags = MemFlagsData::trusted();
        let ctx = self.ctx;
        let word = |g: &mut Self, ty, off: usize| g.b.ins().load(ty, flags, ctx, words_at(off));
        let run = |f: usize| offset_of!(Words, run) + f;
        let (look, miss) = (self.b.create_block(), self.b.create_block());
        self.b.set_cold_block(miss);
        self.fast_forward_latch(n, (head, miss), tight);
        // A run is published. The accesses are then in its memo's spaces:
        // only the runtime's step publishes a run (its entry, a leave and
        // an abort hide it), after an iteration of this entry of the copy
        // whose accesses it put in the memo of their spaces, and an
        // access's space is the one its descriptor named at the entry, the
        // same every iteration.
        let steps = word(self, I64, run(offset_of!(RawRun, steps)));
        self.b.ins().brif(steps, look, &[], miss, &[]);
        self.b.seal_block(look);
        self.b.switch_to_block(look);
        let records = self.records(&(0..n).collect::<Vec<_>>());
        // The state's way for this bank record.
        let mut h = self.b.ins().iconst(I64, 0);
        for &r in &records {
            let x = self.b.ins().bxor(h, r);
            h = self.b.ins().imul_imm_s(x, HASH as i64);
        }
        let way = self.b.ins().ushr_imm_u(h, 32);
        let way = self.b.ins().band_imm_u(way, WAYS as i64 - 1);
        let state = word(self, I64, run(offset_of!(RawRun, state)));
        let slot = self.b.ins().imul_imm_s(state, WAYS as i64);
        let slot = self.b.ins().iadd(slot, way);
        let at = self.b.ins().imul_imm_s(slot, size_of::<Step>() as i64);
        let p = self.b.ins().iadd(steps, at);
        let step = |g: &mut Self, ty, f: usize| g.b.ins().load(ty, flags, p, f as i32);
        let valid = step(self, I32, offset_of!(Step, valid));
        let mut ok = self.b.ins().icmp_imm_s(IntCC::NotEqual, valid, 0);
        if n > 0 {
            let recs = word(self, I64, run(offset_of!(RawRun, records)));
            let at = self.b.ins().imul_imm_s(slot, 8 * n as i64);
            let q = self.b.ins().iadd(recs, at);
            for (k, &r) in records.iter().enumerate() {
                let have = self.b.ins().load(I64, flags, q, 8 * k as i32);
                let same = self.b.ins().icmp(IntCC::Equal, have, r);
                ok = self.b.ins().band(ok, same);
            }
        }
        let hit = self.b.create_block();
        self.b.ins().brif(ok, hit, &[], miss, &[]);
        self.b.seal_block(hit);
        self.b.switch_to_block(hit);
        // Apply it.
        let put = |g: &mut Self, f: usize, v: CValue| {
            g.b.ins().store(flags, v, ctx, words_at(run(f)));
        };
        let now = word(self, I64, run(offset_of!(RawRun, now)));
        let horizon = word(self, I64, run(offset_of!(RawRun, horizon)));
        let reach = step(self, I64, offset_of!(Step, reach));
        let reach = self.b.ins().iadd(now, reach);
        let horizon = self.b.ins().umax(horizon, reach);
        put(self, offset_of!(RawRun, horizon), horizon);
        let dnow = step(self, I64, offset_of!(Step, dnow));
        let now = self.b.ins().iadd(now, dnow);
        put(self, offset_of!(RawRun, now), now);
        let last = step(self, I64, offset_of!(Step, last));
        let last = self.b.ins().isub(now, last);
        put(self, offset_of!(RawRun, last), last);
        for i in 0..6 {
            let f = offset_of!(RawRun, stalls) + 8 * i;
            let t = word(self, I64, run(f));
            let d = step(self, I64, offset_of!(Step, stalls) + 8 * i);
            let t = self.b.ins().iadd(t, d);
            put(self, f, t);
        }
        for f in [offset_of!(RawRun, iters), offset_of!(RawRun, hits)] {
            let x = word(self, I64, run(f));
            let x = self.b.ins().iadd_imm_s(x, 1);
            put(self, f, x);
        }
        let next = step(self, I32, offset_of!(Step, next));
        let next = self.b.ins().uextend(I64, next);
        put(self, offset_of!(RawRun, state), next);
        if self.timing.max_cycles.is_some() {
            // `near_limit` on the step's result.
            let floor = word(self, I64, offset_of!(Words, floor));
            let room = word(self, I64, offset_of!(Words, room));
            let ahead = self.b.ins().icmp(IntCC::UnsignedGreaterThan, horizon, now);
            let gap = self.b.ins().isub(horizon, now);
            let zero = self.b.ins().iconst(I64, 0);
            let gap = self.b.ins().select(ahead, gap, zero);
            let span = self.b.ins().umax(gap, floor);
            let end = self.b.ins().iadd(now, span);
            let past = self.b.ins().icmp(IntCC::UnsignedGreaterThan, end, room);
            self.b.ins().brif(past, near, &[], head, &[]);
        } else {
            self.b.ins().jump(head, &[]);
        }
        self.b.seal_block(miss);
        self.b.switch_to_block(miss);
        self.memo_miss(info, n, (head, ended));
    }

    /// An iteration of a copy with `n` accesses that compiled code does
    /// not count or find: its notes go into the context and the runtime
    /// steps it, going on at `head`, or at `ended` when the run ended.
    pub(super) fn memo_miss(&mut self, info: usize, n: usize, (head, ended): (Block, Block)) {
        self.write_notes(n);
        let more = self.memo_call(info, MEMO_STEP, 0);
        self.b.ins().brif(more, head, &[], ended, &[]);
    }
}
