//! The emission side of [`super::cache`]: reading and writing memory
//! words through their variables or the current run's record, writing
//! them back before a runtime entry and reading them again after one.

use super::cache::{Held, Run, Word};
use super::compile::Gen;
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::{Block, BlockArg, InstBuilder, MemFlagsData, Type, Value as CValue};

/// The most words an access's join passes on: past it the run ends at the
/// access, as register pressure and the join's parameters would cost more
/// than reading the words again.
const MAX_JOINED: usize = 48;

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
        if let Some(h) = self.words.get(w) {
            debug_assert_eq!(h.ty, ty);
            return self.b.use_var(h.var);
        }
        if let Some(v) = self.run.get(w) {
            return v;
        }
        let (base, off) = self.word_base(w);
        let v = self.b.ins().load(ty, MemFlagsData::trusted(), base, off);
        self.run.set(w, v, false);
        v
    }

    /// Writes a word (in memory before the next runtime entry, or the
    /// end of the run, at the latest).
    pub(super) fn store_word(&mut self, w: Word, v: CValue) {
        if let Some(h) = self.words.get(w) {
            debug_assert!(h.written);
            self.b.def_var(h.var, v);
            return;
        }
        if let Word::In(table, _) = w {
            // Its table's address is needed where it is written back.
            self.load_word(Word::Ctx(table), I64);
        }
        self.run.set(w, v, true);
    }

    /// Writes back every changed word of the run; they stay known (the
    /// run goes on to a run's start, which forgets them).
    pub(super) fn flush(&mut self) {
        self.write_run();
        self.run.mark_clean();
    }

    fn write_run(&mut self) {
        for (w, v) in self.run.dirty() {
            let (base, off) = self.word_base(w);
            self.b.ins().store(MemFlagsData::trusted(), v, base, off);
        }
    }

    /// Forgets the run's words (at a run's start).
    pub(super) fn forget(&mut self) {
        self.run.clear();
    }

    /// Saves the run's record before a side path.
    pub(super) fn save_run(&self) -> Run {
        self.run.clone()
    }

    /// Restores it after one.
    pub(super) fn restore_run(&mut self, r: Run) {
        self.run = r;
    }

    /// Writes back every word compiled code may have changed (before a
    /// runtime entry); they stay held.
    pub(super) fn sync_out(&mut self) {
        self.flush();
        self.write_held();
    }

    /// [`Self::sync_out`] on a side path that leaves the function,
    /// leaving the run's own record as it was.
    pub(super) fn sync_out_copy(&mut self) {
        self.write_run();
        self.write_held();
    }

    fn write_held(&mut self) {
        for h in self.words.all().into_iter().filter(|h| h.written) {
            let v = self.b.use_var(h.var);
            let (base, off) = self.word_base(h.word);
            self.b.ins().store(MemFlagsData::trusted(), v, base, off);
        }
    }

    /// Writes back the words of `ws` compiled code may have changed, held
    /// or known to the run (before a runtime entry that reads only
    /// those); the run's other words stay as they are.
    pub(super) fn sync_out_some(&mut self, ws: &[Word]) {
        for (w, v, dirty) in self.run.entries() {
            if dirty && ws.contains(&w) {
                let (base, off) = self.word_base(w);
                self.b.ins().store(MemFlagsData::trusted(), v, base, off);
                self.run.set(w, v, false);
            }
        }
        for &w in ws {
            if let Some(h) = self.words.get(w).filter(|h| h.written) {
                let v = self.b.use_var(h.var);
                let (base, off) = self.word_base(w);
                self.b.ins().store(MemFlagsData::trusted(), v, base, off);
            }
        }
    }

    /// Reads the words of `ws` again, held or known to the run (after a
    /// runtime entry that changes only those and moves no table); the
    /// tables' addresses come first in `ws` and are read first.
    pub(super) fn sync_in_some(&mut self, ws: &[Word]) {
        for &w in ws {
            let ty = match (self.words.get(w), self.run.get(w)) {
                (Some(h), _) => h.ty,
                (None, Some(v)) => self.b.func.dfg.value_type(v),
                (None, None) => continue,
            };
            let (base, off) = self.word_base(w);
            let v = self.b.ins().load(ty, MemFlagsData::trusted(), base, off);
            match self.words.get(w) {
                Some(h) => self.b.def_var(h.var, v),
                None => self.run.set(w, v, false),
            }
        }
    }

    /// The run's words an access's join passes on (see
    /// [`super::cache`]): every known word, unless there are more than
    /// [`MAX_JOINED`] (then none, and the run ends there).
    pub(super) fn join_list(&self) -> Vec<(Word, Type)> {
        if self.run.len() > MAX_JOINED {
            return Vec::new();
        }
        (self.run.entries().into_iter())
            .map(|(w, v, _)| (w, self.b.func.dfg.value_type(v)))
            .collect()
    }

    /// Ends a path into an access's join `join`, whose parameters are the
    /// words of `list`: writes back the changed words `list` leaves out,
    /// passes the others (read from memory where this path does not know
    /// them) and ORs into `dirty` whether memory lacks each.
    pub(super) fn jump_join(&mut self, join: Block, list: &[(Word, Type)], dirty: &mut [bool]) {
        for (w, v, d) in self.run.entries() {
            if d && !list.iter().any(|l| l.0 == w) {
                let (base, off) = self.word_base(w);
                self.b.ins().store(MemFlagsData::trusted(), v, base, off);
            }
        }
        let mut args: Vec<BlockArg> = Vec::with_capacity(list.len());
        for (k, &(w, ty)) in list.iter().enumerate() {
            let v = self.load_word(w, ty);
            dirty[k] |= self.run.is_dirty(w);
            args.push(v.into());
        }
        self.b.ins().jump(join, &args);
    }

    /// Starts the run's record after an access's join `join` (every path
    /// into it made): the words of `list` are its parameters.
    pub(super) fn enter_join(&mut self, join: Block, list: &[(Word, Type)], dirty: &[bool]) {
        self.b.seal_block(join);
        self.b.switch_to_block(join);
        self.run.clear();
        let params = self.b.block_params(join).to_vec();
        for (k, &(w, _)) in list.iter().enumerate() {
            self.run.set(w, params[k], dirty[k]);
        }
    }

    /// A new block for an access's join of the words of `list`.
    pub(super) fn join_block(&mut self, list: &[(Word, Type)]) -> Block {
        let join = self.b.create_block();
        for &(_, ty) in list {
            self.b.append_block_param(join, ty);
        }
        join
    }

    /// Forgets the run's words and reads every held word from memory (at
    /// the start, and after a runtime entry); the tables' addresses
    /// first, so a table that moved is read from its new place.
    pub(super) fn sync_in(&mut self) {
        self.forget();
        for Held { word, var, ty, .. } in self.words.all() {
            let (base, off) = self.word_base(word);
            let v = self.b.ins().load(ty, MemFlagsData::trusted(), base, off);
            self.b.def_var(var, v);
        }
    }
}
