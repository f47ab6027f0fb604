//! The memory words compiled code reads and writes in place (the
//! context's issue state and step count, the timing model's scoreboard
//! and unit entries) held in SSA values along a straight run of
//! instructions, and written back only where the run ends.
//!
//! A run starts at a jump target (any instruction a branch, loop or
//! switch may reach, the first and the end block) or after an
//! instruction with a side path (the interpreter's path for a faulting
//! instruction) and ends before the next such point: within it each block
//! has one predecessor, the previous instruction's, so a value defined
//! earlier in the run dominates every later use. The words are written
//! back (flushed) before every jump to a run's start and before every
//! runtime entry, which may read or change them and after which they are
//! read again; nothing else reads them. The memory the words live in is
//! therefore exactly what it would be with a store at every write.

use super::compile::Gen;
use crate::prepare::{Func, Inst, Program};
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Type, Value as CValue};

/// Where a word lies: its table and byte offset.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Word {
    /// In the context.
    Ctx(i32),
    /// In the table whose address the context holds at this offset.
    In(i32, i32),
}

/// The words known along the current run: their value and whether it
/// still has to be written back.
#[derive(Clone, Debug, Default)]
pub(super) struct Cache {
    entries: Vec<(Word, CValue, bool)>,
}

/// Per instruction of `f` (and its end): whether it starts a run because
/// control may arrive there other than from the previous instruction.
pub(super) fn run_starts(f: &Func, prog: &Program) -> Vec<bool> {
    let n = f.code.len();
    let mut starts = vec![false; n + 1];
    starts[0] = true;
    starts[n] = true;
    let mut mark = |t: u32| {
        if let Some(s) = starts.get_mut(t as usize) {
            *s = true;
        }
    };
    for inst in &f.code {
        match *inst {
            Inst::Jump { to } | Inst::BranchFalse { to, .. } => mark(to),
            Inst::ForHead { exit, .. } => mark(exit),
            Inst::ForStep { head, .. } => mark(head),
            Inst::Switch { table, .. } => {
                let t = &prog.switches[table as usize];
                t.cases.iter().for_each(|c| mark(c.1));
                mark(t.default);
            }
            _ => {}
        }
    }
    starts
}

impl Gen<'_, '_> {
    /// The address a word's offset is from.
    fn word_base(&mut self, w: Word) -> (CValue, i32) {
        match w {
            Word::Ctx(off) => (self.ctx, off),
            Word::In(table, off) => (self.load_word(Word::Ctx(table), I64), off),
        }
    }

    /// Reads a word of type `ty`.
    pub(super) fn load_word(&mut self, w: Word, ty: Type) -> CValue {
        if let Some(e) = self.cache.entries.iter().find(|e| e.0 == w) {
            return e.1;
        }
        let (base, off) = self.word_base(w);
        let v = self.b.ins().load(ty, MemFlagsData::trusted(), base, off);
        self.cache.entries.push((w, v, false));
        v
    }

    /// Writes a word (in memory at the end of the run at the latest).
    pub(super) fn store_word(&mut self, w: Word, v: CValue) {
        if let Word::In(table, _) = w {
            // Its table's address is needed where it is written back.
            self.load_word(Word::Ctx(table), I64);
        }
        match self.cache.entries.iter_mut().find(|e| e.0 == w) {
            Some(e) => (e.1, e.2) = (v, true),
            None => self.cache.entries.push((w, v, true)),
        }
    }

    /// Writes back every changed word; they stay known.
    pub(super) fn flush(&mut self) {
        self.write_back();
        self.cache.entries.iter_mut().for_each(|e| e.2 = false);
    }

    /// Writes back every changed word on a side path that leaves the
    /// function, leaving the run's own record of them as it was.
    pub(super) fn flush_copy(&mut self) {
        self.write_back();
    }

    fn write_back(&mut self) {
        let dirty: Vec<(Word, CValue)> = (self.cache.entries.iter())
            .filter(|e| e.2)
            .map(|e| (e.0, e.1))
            .collect();
        for (w, v) in dirty {
            let (base, off) = self.word_base(w);
            self.b.ins().store(MemFlagsData::trusted(), v, base, off);
        }
    }

    /// Forgets every word (after a runtime entry, at a run's start).
    pub(super) fn forget(&mut self) {
        self.cache.entries.clear();
    }

    /// Saves the run's record before a side path.
    pub(super) fn save_cache(&self) -> Cache {
        self.cache.clone()
    }

    /// Restores it after one.
    pub(super) fn restore_cache(&mut self, c: Cache) {
        self.cache = c;
    }
}
