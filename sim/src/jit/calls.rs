//! Direct calls between compiled functions.
//!
//! A `func.call` from compiled code to a compiled function whose
//! arguments and results are all native scalars (integers of 1 to 128
//! bits, `index`, `f32`, `f64`, in Cranelift variables on both sides)
//! does not go through the runtime's `exec`: the caller issues the call
//! op inline, writes its argument values to the context's argument words
//! ([`abi::Ctx::args`]), writes its held words back, asks the runtime's
//! `call` entry for the callee's frame (the dispatch loop's external and
//! depth checks and `push_frame`, with no argument vector: the callee's
//! native parameters never live in its register file, which only
//! instructions it runs through the runtime read, after spilling them)
//! and calls the callee's code with a Cranelift `call_indirect` through
//! the code table ([`Calls::table`]), sharing its context. The callee
//! reads its parameters from the argument words and its held words from
//! the context; at its `return` it issues the return op inline, writes
//! its results to the argument words and its held words back, and asks
//! the runtime's `ret` entry to end its frame (`free_stack_bufs`,
//! `pop_frame`), which also points the context's tables at the caller's
//! frame again; the caller then reads its held words and the results.
//!
//! A function called this way takes a second parameter, `direct`: 1 from
//! a direct call, 0 from the runtime's [`abi::enter`] (a call from the
//! interpreter or through `exec`, or the run's entry), which reads the
//! parameters from the register file and returns through `exec` as
//! before. A fault anywhere in the callee returns 1 through every
//! direct caller with the context as the faulting entry left it (no
//! caller writes its stale words over it) and the faulting frame still
//! pushed, as `exec` leaves them.
//!
//! Exactness: the call and return ops issue from their own prepared
//! `InstTiming` at the point `exec` issues them (after the arguments are
//! read, before the frame is pushed; before the frame is popped), with
//! the same cycle check after each; pushing and popping a frame tells an
//! untraced model nothing (no value trace runs: direct calls are planned
//! only without `--trace-values` and `--profile`, and with inline issue,
//! i.e. an untraced model), so the two entries need not hand the issue
//! state over; the scoreboard may grow when the callee's frame is pushed,
//! so both entries refresh the context's tables.

use super::abi::{self, Calls, ARGS_WORDS};
use super::compile::{native_kinds, Gen, Kind};
use super::issue::{fits_at, issues_at};
use crate::interp::TierTiming;
use crate::prepare::{Func, Inst, Program, Reg};
use cranelift_codegen::ir::types::{I32, I64};
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Value as CValue};
use rmlir_ir::Context;

/// The direct calls among the functions `compiled` marks, with
/// issue facts `timing`.
pub fn plan((ctx, prog): (&Context, &Program), compiled: &[bool], timing: &TierTiming) -> Calls {
    let mut calls = Calls::none(prog.funcs.len());
    let kinds: Vec<Option<Vec<Option<Kind>>>> = (prog.funcs.iter().zip(compiled))
        .map(|(f, &c)| c.then(|| native_regs(ctx, f)))
        .collect();
    let shapes: Vec<Option<Shape>> = (prog.funcs.iter().zip(&kinds))
        .map(|(f, k)| shape_of(f, k.as_deref()?, timing))
        .collect();
    for (i, f) in prog.funcs.iter().enumerate() {
        let Some(k) = &kinds[i] else {
            continue;
        };
        calls.sites[i] = (0..f.code.len())
            .map(|pc| site(f, k, pc, (&shapes, timing)))
            .collect();
        for (pc, _) in calls.sites[i].iter().enumerate().filter(|s| *s.1) {
            if let Inst::Call { func, .. } = f.code[pc] {
                calls.callee[func as usize] = true;
            }
        }
    }
    calls
}

/// The native kind of each register of `f`, as its translation holds
/// them (read before any function is translated).
fn native_regs(ctx: &Context, f: &Func) -> Vec<Option<Kind>> {
    native_kinds(f, &mut super::vector::layouts(ctx, f))
}

/// A function's native parameter and result kinds, when it can be
/// called directly.
struct Shape {
    params: Vec<Kind>,
    results: Vec<Kind>,
}

/// Words a value of kind `k` takes in the argument words.
pub(super) fn words(k: Kind) -> usize {
    match k {
        Kind::Wide(_) => 2,
        _ => 1,
    }
}

/// Words of a list of kinds.
fn words_of(ks: &[Kind]) -> usize {
    ks.iter().map(|&k| words(k)).sum()
}

/// The kinds of registers `rs` of a function whose native kinds are
/// `kinds`, when every one is native.
fn kinds_of(kinds: &[Option<Kind>], rs: &[u32]) -> Option<Vec<Kind>> {
    rs.iter().map(|&r| *kinds.get(r as usize)?).collect()
}

/// `f`'s [`Shape`] when it can be called directly: every parameter
/// native, every `return` returning native values of the same kinds and
/// issuing inline (or not at all), and the words within [`ARGS_WORDS`].
fn shape_of(f: &Func, kinds: &[Option<Kind>], timing: &TierTiming) -> Option<Shape> {
    let params = kinds_of(kinds, &f.params)?;
    let mut results = None;
    for (pc, inst) in f.code.iter().enumerate() {
        let Inst::Return { vals } = *inst else {
            continue;
        };
        let ks = kinds_of(kinds, f.regs(vals))?;
        if results.get_or_insert_with(|| ks.clone()) != &ks || !inline_ok(f, pc, timing) {
            return None;
        }
    }
    let results = results?;
    (words_of(&params) <= ARGS_WORDS && words_of(&results) <= ARGS_WORDS)
        .then_some(Shape { params, results })
}

/// Whether instruction `pc` of `f` issues inline or not at all.
fn inline_ok(f: &Func, pc: usize, timing: &TierTiming) -> bool {
    !issues_at(f, pc) || fits_at(f, timing, pc, f.timing[pc].unit)
}

/// Whether instruction `pc` of `f` (native kinds `kinds`) is a call that
/// goes direct: its callee has a [`Shape`] whose kinds its arguments and
/// results have natively here, and it issues inline.
fn site(
    f: &Func,
    kinds: &[Option<Kind>],
    pc: usize,
    (shapes, timing): (&[Option<Shape>], &TierTiming),
) -> bool {
    let Inst::Call { func, args, rets } = f.code[pc] else {
        return false;
    };
    let Some(Some(shape)) = shapes.get(func as usize) else {
        return false;
    };
    kinds_of(kinds, f.regs(args)).as_ref() == Some(&shape.params)
        && kinds_of(kinds, f.regs(rets)).as_ref() == Some(&shape.results)
        && inline_ok(f, pc, timing)
}

/// Byte offset of argument word `k` in the context.
pub(super) fn arg_offset(k: usize) -> i32 {
    abi::ARGS_OFFSET + 8 * k as i32
}

impl Gen<'_, '_> {
    /// Call `pc`, planned direct ([`Calls::direct`]): see the module
    /// docs. Counted native, but never plain (a memo'd loop's body stays
    /// free of calls).
    pub(super) fn direct_call(&mut self, pc: usize) -> bool {
        let Inst::Call { func, args, rets } = self.f.code[pc] else {
            return false;
        };
        self.memo.note_side_path();
        let (args, rets) = (self.f.regs(args).to_vec(), self.f.regs(rets).to_vec());
        let vals: Vec<CValue> = args.iter().map(|&a| self.get(a)).collect();
        if self.issues(pc) {
            self.issue_inline(pc);
        }
        self.put_args(&args, &vals);
        self.sync_out();
        let (pcv, fv) = (
            self.b.ins().iconst(I32, pc as i64),
            self.b.ins().iconst(I32, func as i64),
        );
        let st = self.rt_call(self.rt.call, self.sigs.call, &[self.ctx, pcv, fv]);
        self.or_fault(st);
        let table = self.b.ins().iconst(I64, self.calls.table.as_ptr() as i64);
        let code = self
            .b
            .ins()
            .load(I64, MemFlagsData::trusted(), table, 8 * func as i32);
        let one = self.b.ins().iconst(I32, 1);
        let call = self
            .b
            .ins()
            .call_indirect(self.sigs.code, code, &[self.ctx, one]);
        let st = self.b.inst_results(call)[0];
        self.or_fault(st);
        self.sync_in();
        self.take_args(&rets);
        self.note_runtime(pc, Some(&rets));
        self.leave(pc, self.blocks[pc + 1]);
        true
    }

    /// Goes to the fault return when status `st` is not 0, and on in a
    /// new block otherwise, writing nothing back: the context holds what
    /// the entry or callee that faulted left there.
    fn or_fault(&mut self, st: CValue) {
        let ok = self.b.create_block();
        self.b.ins().brif(st, self.fault, &[], ok, &[]);
        self.b.seal_block(ok);
        self.b.switch_to_block(ok);
    }

    /// The prologue's parameters of a function called directly: from the
    /// argument words when `direct`, else from the register file.
    pub(super) fn direct_params(&mut self) {
        let params = self.f.params.clone();
        let (from_args, from_file, join) = (
            self.b.create_block(),
            self.b.create_block(),
            self.b.create_block(),
        );
        self.b
            .ins()
            .brif(self.direct, from_args, &[], from_file, &[]);
        self.b.seal_block(from_args);
        self.b.seal_block(from_file);
        self.b.switch_to_block(from_args);
        self.take_args(&params);
        self.b.ins().jump(join, &[]);
        self.b.switch_to_block(from_file);
        self.entered = true;
        for &p in &params {
            self.reload(p);
        }
        self.entered = false;
        self.b.ins().jump(join, &[]);
        self.b.seal_block(join);
        self.b.switch_to_block(join);
    }

    /// `return` `pc` of a function called directly: the native return
    /// when `direct`, else the runtime's (as in a function called only
    /// through the runtime). The runtime's path is emitted last, so the
    /// translation goes on after it as after any instruction run through
    /// the runtime.
    pub(super) fn dual_return(&mut self, pc: usize) -> bool {
        self.memo.note_side_path();
        let (native, runtime) = (self.b.create_block(), self.b.create_block());
        self.b.ins().brif(self.direct, native, &[], runtime, &[]);
        self.b.seal_block(native);
        self.b.seal_block(runtime);
        self.b.switch_to_block(native);
        let run = self.save_run();
        self.native_return(pc);
        self.restore_run(run);
        self.b.switch_to_block(runtime);
        let stats = self.stats.clone();
        self.entered = true;
        self.through_runtime(pc);
        self.entered = false;
        self.stats = stats;
        true
    }

    /// The direct return of `return` `pc`: issues it, writes its values
    /// to the argument words and the held words back, and ends the frame
    /// through the runtime's `ret`, whose status it returns.
    fn native_return(&mut self, pc: usize) {
        let Inst::Return { vals } = self.f.code[pc] else {
            unreachable!("a return");
        };
        let regs = self.f.regs(vals).to_vec();
        let vals: Vec<CValue> = regs.iter().map(|&r| self.get(r)).collect();
        if self.issues(pc) {
            self.issue_inline(pc);
        }
        self.put_args(&regs, &vals);
        self.sync_out();
        let pcv = self.b.ins().iconst(I32, pc as i64);
        let st = self.rt_call(self.rt.ret, self.sigs.step, &[self.ctx, pcv]);
        self.b.ins().return_(&[st]);
    }

    /// Writes values `vals` of native registers `regs` to the argument
    /// words, one after another (a 65- to 128-bit one as two words, low
    /// first).
    fn put_args(&mut self, regs: &[Reg], vals: &[CValue]) {
        let flags = MemFlagsData::trusted();
        let mut at = 0;
        for (&r, &x) in regs.iter().zip(vals) {
            let k = self.native(r).expect("planned native");
            let parts = match k {
                Kind::Wide(_) => {
                    let (lo, hi) = self.b.ins().isplit(x);
                    vec![lo, hi]
                }
                _ => vec![self.pattern_of(k, x)],
            };
            for p in parts {
                self.b.ins().store(flags, p, self.ctx, arg_offset(at));
                at += 1;
            }
        }
    }

    /// Reads native registers `regs` from the argument words, as
    /// [`Self::put_args`] wrote them.
    fn take_args(&mut self, regs: &[Reg]) {
        let flags = MemFlagsData::trusted();
        let mut at = 0;
        for &r in regs {
            let k = self.native(r).expect("planned native");
            let lo = self.b.ins().load(I64, flags, self.ctx, arg_offset(at));
            let x = match k {
                Kind::Wide(_) => {
                    let hi = (self.b.ins()).load(I64, flags, self.ctx, arg_offset(at + 1));
                    self.b.ins().iconcat(lo, hi)
                }
                _ => self.of_pattern(k, lo),
            };
            at += words(k);
            self.set(r, x);
        }
    }
}
