//! A uniquing side table for the locations the parser makes, one
//! `FileLineCol` per op (Builtin dialect `000_…`, "Location Attributes").
//!
//! Interning hashes a value and probes a table; for a big file that table
//! holds one entry per op, far larger than the caches, so every op paid a
//! cache miss or two there (an eighth of a 24 MB parse). The parser asks
//! for locations in source order, so this table keeps each file's
//! locations sorted by `(line, col)` and appends: a lookup is a binary
//! search whose last steps touch the recently used tail. A location that
//! arrives out of order goes to the general interner instead, and the file
//! is marked so later lookups check there too: each location is stored
//! exactly once either way, so uniquing still holds.

use crate::AttrId;
use std::sync::Arc;

/// Files tracked here; locations of any further file use the general
/// interner (real inputs name one file, a few with `loc(...)` aliases).
const MAX_FILES: usize = 4;

/// One file's sorted locations.
#[derive(Clone, Debug)]
struct FileLocs {
    file: Arc<str>,
    /// `(line, col, attribute)`, strictly increasing in `(line, col)`.
    locs: Vec<(u32, u32, AttrId)>,
    /// Some location of this file went to the general interner.
    spilled: bool,
}

/// What [`LocTable::find`] says about a location.
pub(crate) enum Found {
    /// Already stored here.
    Here(AttrId),
    /// Not here; it may be in the general interner (`check_general`), and
    /// if it is new, [`LocTable::append`] may take it (`appendable`).
    Absent {
        /// The general interner may hold it.
        check_general: bool,
        /// It sorts after every location of its file stored here.
        appendable: bool,
    },
}

/// The table (see the module docs).
#[derive(Clone, Debug, Default)]
pub(crate) struct LocTable {
    files: Vec<FileLocs>,
}

impl LocTable {
    fn slot(&self, file: &Arc<str>) -> Option<usize> {
        self.files
            .iter()
            .position(|f| Arc::ptr_eq(&f.file, file) || *f.file == **file)
    }

    /// Looks up `file:line:col`.
    pub(crate) fn find(&mut self, file: &Arc<str>, line: u32, col: u32) -> Found {
        let i = match self.slot(file) {
            Some(i) => i,
            None if self.files.len() < MAX_FILES => {
                self.files.push(FileLocs {
                    file: file.clone(),
                    locs: Vec::new(),
                    spilled: false,
                });
                self.files.len() - 1
            }
            None => {
                return Found::Absent {
                    check_general: true,
                    appendable: false,
                }
            }
        };
        let f = &self.files[i];
        let key = (line, col);
        let appendable = f.locs.last().is_none_or(|&(l, c, _)| (l, c) < key);
        if !appendable {
            if let Ok(j) = f.locs.binary_search_by(|&(l, c, _)| (l, c).cmp(&key)) {
                return Found::Here(f.locs[j].2);
            }
        }
        Found::Absent {
            check_general: f.spilled,
            appendable,
        }
    }

    /// Stores a new location that [`LocTable::find`] called appendable.
    pub(crate) fn append(&mut self, file: &Arc<str>, line: u32, col: u32, id: AttrId) {
        if let Some(i) = self.slot(file) {
            self.files[i].locs.push((line, col, id));
        }
    }

    /// Notes that a location of `file` went to the general interner.
    pub(crate) fn spill(&mut self, file: &Arc<str>) {
        if let Some(i) = self.slot(file) {
            self.files[i].spilled = true;
        }
    }
}
