//! The emission side of [`super::cache`]: reading and writing memory
//! words through the current run's record, and writing them back.

use super::cache::{Cache, Word};
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
        if let Some(v) = self.cache.get(w) {
            return v;
        }
        let (base, off) = self.word_base(w);
        let v = self.b.ins().load(ty, MemFlagsData::trusted(), base, off);
        self.cache.set(w, v, false);
        v
    }

    /// Writes a word (in memory at the end of the run at the latest).
    pub(super) fn store_word(&mut self, w: Word, v: CValue) {
        if let Word::In(table, _) = w {
            // Its table's address is needed where it is written back.
            self.load_word(Word::Ctx(table), I64);
        }
        self.cache.set(w, v, true);
    }

    /// Writes back every changed word; they stay known.
    pub(super) fn flush(&mut self) {
        self.write_back();
        self.cache.mark_clean();
    }

    /// Writes back every changed word on a side path that leaves the
    /// function, leaving the run's own record of them as it was.
    pub(super) fn flush_copy(&mut self) {
        self.write_back();
    }

    fn write_back(&mut self) {
        for (w, v) in self.cache.dirty() {
            let (base, off) = self.word_base(w);
            self.b.ins().store(MemFlagsData::trusted(), v, base, off);
        }
    }

    /// Forgets every word (after a runtime entry, at a run's start).
    pub(super) fn forget(&mut self) {
        self.cache.clear();
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
