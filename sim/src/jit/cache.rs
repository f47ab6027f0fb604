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

use crate::prepare::{Func, Inst, Program};
use cranelift_codegen::ir::Value as CValue;

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

impl Cache {
    /// The value of word `w`, if known.
    pub(super) fn get(&self, w: Word) -> Option<CValue> {
        self.entries.iter().find(|e| e.0 == w).map(|e| e.1)
    }

    /// Records `v` as the value of `w`; `dirty` when memory does not hold
    /// it yet.
    pub(super) fn set(&mut self, w: Word, v: CValue, dirty: bool) {
        match self.entries.iter_mut().find(|e| e.0 == w) {
            Some(e) => (e.1, e.2) = (v, dirty),
            None => self.entries.push((w, v, dirty)),
        }
    }

    /// The words memory does not hold yet, with their values.
    pub(super) fn dirty(&self) -> Vec<(Word, CValue)> {
        (self.entries.iter())
            .filter(|e| e.2)
            .map(|e| (e.0, e.1))
            .collect()
    }

    /// Notes that memory holds every word.
    pub(super) fn mark_clean(&mut self) {
        self.entries.iter_mut().for_each(|e| e.2 = false);
    }

    /// Forgets every word.
    pub(super) fn clear(&mut self) {
        self.entries.clear();
    }
}
