//! The memory words compiled code reads and writes in place (the
//! context's issue state, step and descriptor counts and the tables'
//! addresses; the timing model's scoreboard and unit entries), and the
//! shape of the function's control flow that keeping them needs.
//!
//! The context's words (`now`, issue slots, last issue, horizon, ops
//! issued, steps, the descriptor count, the tables' addresses), which
//! every inline issue reads and writes, live in Cranelift variables
//! across the whole function: read at its start and again after every
//! runtime entry (which may read or change any of them), written back
//! before every runtime entry and before the function leaves (`over`,
//! `fell`); around `mem`, which touches only the access's own words and
//! moves no table, just those go out and come back (the rest on a fault's
//! way out). Between those points compiled code works on the variables
//! only, across branches, joins and loop back-edges: SSA construction
//! makes a word changed in a loop a block parameter of the loop's head,
//! in a host register (or the register allocator's spill slot).
//!
//! The scoreboard and unit entries are many (two per register an inline
//! op reads or writes), and a variable live across the whole function
//! each would cost compile time (register allocation over every block)
//! out of proportion to what it saves. They are kept along a straight
//! run of instructions only (`Run`): a run starts at a jump target (any
//! instruction a branch, loop or switch may reach, the first and the end
//! block) or after an instruction with a side path (the interpreter's
//! path for a faulting instruction, an inline access's slow path) and
//! ends before the next such point: within it each block has one
//! predecessor, the previous instruction's, so a value defined earlier in
//! the run dominates every later use. These words are written back before
//! every jump to a run's start and before every runtime entry. Memory
//! therefore holds exactly what a store at every write would leave there
//! whenever anything other than compiled code can look.

use crate::prepare::{Func, Inst, Program};
use cranelift_codegen::ir::{Type, Value as CValue};
use cranelift_frontend::Variable;
use std::collections::HashMap;

/// Where a word lies: its table and byte offset.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(super) enum Word {
    /// In the context.
    Ctx(i32),
    /// In the table whose address the context holds at this offset.
    In(i32, i32),
}

/// A word kept in a variable.
#[derive(Copy, Clone, Debug)]
pub(super) struct Held {
    /// The word.
    pub(super) word: Word,
    /// Its variable.
    pub(super) var: Variable,
    /// Its type.
    pub(super) ty: Type,
    /// Whether compiled code may write it (else it is only read).
    pub(super) written: bool,
}

/// The words a function keeps in variables; a table's address is read
/// before the words in it.
#[derive(Clone, Debug, Default)]
pub(super) struct Words {
    held: Vec<Held>,
    index: HashMap<Word, usize>,
}

impl Words {
    /// Keeps `word` (of type `ty`) in a variable `var`.
    pub(super) fn add(&mut self, h: Held) {
        self.index.insert(h.word, self.held.len());
        self.held.push(h);
    }

    /// The variable of `w`, if it has one.
    pub(super) fn get(&self, w: Word) -> Option<Held> {
        self.index.get(&w).map(|&i| self.held[i])
    }

    /// Gives held word `w` variable `var` instead of its own, which it
    /// returns (`None`, and nothing changes, when `w` is not held): the
    /// tight copy holds the step count in a variable of its own while it
    /// is translated.
    pub(super) fn swap_var(&mut self, w: Word, var: Variable) -> Option<Variable> {
        let h = &mut self.held[*self.index.get(&w)?];
        Some(std::mem::replace(&mut h.var, var))
    }

    /// Every held word, context words first.
    pub(super) fn all(&self) -> Vec<Held> {
        self.held.clone()
    }
}

/// The table words known along the current run: their value and whether
/// it still has to be written back.
#[derive(Clone, Debug, Default)]
pub(super) struct Run {
    entries: Vec<(Word, CValue, bool)>,
}

impl Run {
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

/// Per instruction of `f` (and its end): whether it starts a run because
/// control may arrive there other than from the previous instruction.
pub(super) fn run_starts(f: &Func, prog: &Program) -> Vec<bool> {
    let n = f.code.len();
    let mut starts = vec![false; n + 1];
    (starts[0], starts[n]) = (true, true);
    for inst in &f.code {
        for t in jump_targets(inst, prog) {
            if let Some(s) = starts.get_mut(t as usize) {
                *s = true;
            }
        }
    }
    starts
}

/// The instructions instruction `inst` may jump to other than the next
/// one (a branch's, loop's or switch's targets).
pub(super) fn jump_targets(inst: &Inst, prog: &Program) -> Vec<u32> {
    let mut out = match *inst {
        Inst::Jump { to } | Inst::BranchFalse { to, .. } => vec![to],
        Inst::ForHead { exit, .. } => vec![exit],
        Inst::ForStep { head, .. } => vec![head],
        Inst::Switch { table, .. } => {
            let t = &prog.switches[table as usize];
            let mut v: Vec<u32> = t.cases.iter().map(|c| c.1).collect();
            v.push(t.default);
            v
        }
        _ => Vec::new(),
    };
    out.sort_unstable();
    out.dedup();
    out
}

/// Per instruction `k` of `f` (index 0 is the prologue, `k + 1`
/// instruction `k`): the instruction blocks (`0..=len`) whose last
/// predecessor `k` is, so each is sealed as soon as every edge into it
/// exists and its variables resolve without placeholder parameters.
pub(super) fn seal_points(f: &Func, prog: &Program) -> Vec<Vec<usize>> {
    let n = f.code.len();
    // `last[p]`: 0 for the prologue, `k + 1` for instruction `k`.
    let mut last: Vec<usize> = (0..=n).collect();
    for (k, inst) in f.code.iter().enumerate() {
        for t in jump_targets(inst, prog) {
            if let Some(l) = last.get_mut(t as usize) {
                *l = (*l).max(k + 1);
            }
        }
    }
    let mut at = vec![Vec::new(); n + 1];
    for (p, &l) in last.iter().enumerate() {
        at[l].push(p);
    }
    at
}
