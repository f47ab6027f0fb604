//! Type spellings for parser diagnostics (`'i32'`,
//! `'memref<4xf32, strided<[2], offset: ?>>'`): the printer's own text, as
//! upstream quotes a type in a message, so two types a message contrasts
//! never read the same.

use super::core::Parser;
use crate::TypeId;

impl Parser<'_, '_> {
    /// `'T'` for a message.
    pub(crate) fn type_str(&self, t: TypeId) -> String {
        format!("'{}'", crate::printer::type_to_string(self.ctx, t))
    }
}
