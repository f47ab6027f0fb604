//! The memory words compiled code reads and writes in place (the
//! context's issue state, step count and descriptor count, the timing
//! model's scoreboard and unit entries, the tables' addresses), held in
//! Cranelift variables across the whole function, and the shape of the
//! function's control flow that the variables' SSA construction needs.
//!
//! The words a function's inline paths may touch are found before
//! translation (`super::issue`'s scan); each gets a variable, read from
//! memory at the function's start and again after every runtime entry
//! (which may read or change any of them), and written back before every
//! runtime entry and before the function leaves (`over`, `fell`); around
//! `mem`, which touches only the access's own words and moves no table,
//! just those go out and come back (the rest on a fault's way out).
//! Between those points compiled code works on the variables only,
//! across branches, joins and loop back-edges: SSA construction makes a
//! word changed in a loop a block parameter of the loop's head, in a host
//! register (or the register allocator's spill slot). A word the scan did not find (or one past `MAX_WORDS`) is
//! read and written in memory at every use, which is also exact. Memory
//! therefore holds exactly what a store at every write would leave there
//! whenever anything other than compiled code can look.

use crate::prepare::{Func, Inst, Program};
use cranelift_codegen::ir::Type;
use cranelift_frontend::Variable;
use std::collections::HashMap;

/// How many words at most a function keeps in variables: every one is
/// written back and read again around each runtime entry, and compile
/// time grows with their number times the joins.
pub(super) const MAX_WORDS: usize = 384;

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

/// The words a function keeps in variables; context words first, so a
/// table's address is read before the words in it.
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

    /// Every held word, context words first.
    pub(super) fn all(&self) -> Vec<Held> {
        self.held.clone()
    }
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
