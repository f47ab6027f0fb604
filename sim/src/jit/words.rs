//! The emission side of [`super::cache`]: reading and writing memory
//! words through their variables or the current run's record, writing
//! them back before a runtime entry and reading them again after one.

use super::cache::{Held, Run, Word};
use super::compile::Gen;
use cranelift_codegen::ir::types::I64;
use cranelift_codegen::ir::{InstBuilder, MemFlagsData, Type, Value as CValue};

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

    /// Writes back the run's changed words and the held words of `ws`
    /// compiled code may have changed (before a runtime entry that reads
    /// only those).
    pub(super) fn sync_out_some(&mut self, ws: &[Word]) {
        self.flush();
        for &w in ws {
            if let Some(h) = self.words.get(w).filter(|h| h.written) {
                let v = self.b.use_var(h.var);
                let (base, off) = self.word_base(w);
                self.b.ins().store(MemFlagsData::trusted(), v, base, off);
            }
        }
    }

    /// Forgets the run's words and reads the held words of `ws` again
    /// (after a runtime entry that changes only those and moves no
    /// table).
    pub(super) fn sync_in_some(&mut self, ws: &[Word]) {
        self.forget();
        for &w in ws {
            if let Some(h) = self.words.get(w) {
                let (base, off) = self.word_base(w);
                let v = self.b.ins().load(h.ty, MemFlagsData::trusted(), base, off);
                self.b.def_var(h.var, v);
            }
        }
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
