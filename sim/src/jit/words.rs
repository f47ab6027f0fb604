//! The emission side of [`super::cache`]: reading and writing memory
//! words through their variables, writing them back before a runtime
//! entry and reading them again after one.

use super::cache::{Held, Word};
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
        let (base, off) = self.word_base(w);
        self.b.ins().load(ty, MemFlagsData::trusted(), base, off)
    }

    /// Writes a word (in memory before the next runtime entry at the
    /// latest).
    pub(super) fn store_word(&mut self, w: Word, v: CValue) {
        if let Some(h) = self.words.get(w) {
            debug_assert!(h.written);
            self.b.def_var(h.var, v);
            return;
        }
        let (base, off) = self.word_base(w);
        self.b.ins().store(MemFlagsData::trusted(), v, base, off);
    }

    /// Writes every held word compiled code may have changed back to
    /// memory (before a runtime entry or leaving); they stay held.
    pub(super) fn sync_out(&mut self) {
        for h in self.words.all().into_iter().filter(|h| h.written) {
            let v = self.b.use_var(h.var);
            let (base, off) = self.word_base(h.word);
            self.b.ins().store(MemFlagsData::trusted(), v, base, off);
        }
    }

    /// Writes back the held words of `ws` compiled code may have changed
    /// (before a runtime entry that reads only those).
    pub(super) fn sync_out_some(&mut self, ws: &[Word]) {
        for &w in ws {
            if let Some(h) = self.words.get(w).filter(|h| h.written) {
                let v = self.b.use_var(h.var);
                let (base, off) = self.word_base(w);
                self.b.ins().store(MemFlagsData::trusted(), v, base, off);
            }
        }
    }

    /// Reads the held words of `ws` again (after a runtime entry that
    /// changes only those and moves no table); a table's address before
    /// the words in it.
    pub(super) fn sync_in_some(&mut self, ws: &[Word]) {
        for &w in ws {
            if let Some(h) = self.words.get(w) {
                let (base, off) = self.word_base(w);
                let v = self.b.ins().load(h.ty, MemFlagsData::trusted(), base, off);
                self.b.def_var(h.var, v);
            }
        }
    }

    /// Reads every held word from memory (at the start, and after a
    /// runtime entry); context words first, so the words of a table that
    /// moved are read from its new place.
    pub(super) fn sync_in(&mut self) {
        for Held { word, var, ty, .. } in self.words.all() {
            let (base, off) = self.word_base(word);
            let v = self.b.ins().load(ty, MemFlagsData::trusted(), base, off);
            self.b.def_var(var, v);
        }
    }
}
