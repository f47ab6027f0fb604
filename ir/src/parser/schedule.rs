//! Transform-dialect schedules left in a payload file.
//!
//! `mlir-opt --transform-interpreter` applies the `transform.named_sequence`
//! that sits beside the payload (upstream's usual layout: one module with
//! `transform.with_named_sequence`, the payload functions and the schedule)
//! and prints the module back with the schedule still in it
//! (<https://mlir.llvm.org/docs/Dialects/Transform/>). The schedule only
//! ever ran at compile time, so the tools that read such output to run the
//! payload keep it as one opaque op of its name: with unregistered ops
//! allowed (as `rmlir-sim` parses), a custom-form `transform.*` op is read
//! to its end and kept without operands, results or regions. Its end is
//! where the printer puts it: the first line break outside brackets, or
//! the `}` that closes the enclosing region. Without that switch the op is
//! unknown, as upstream reports it.

use super::core::Parser;
use crate::asm::PResult;
use crate::ir::{OpId, OperationState};
use crate::lexer::TokenKind as T;

/// True for an op that belongs to a transform schedule.
pub(crate) fn is_schedule_op(name: &str) -> bool {
    name.starts_with("transform.")
}

impl<'c, 's> Parser<'c, 's> {
    /// Reads the schedule op at `name_at` to its end (see the module doc)
    /// and keeps it as an opaque op of its name.
    pub(crate) fn skip_schedule_op(&mut self, name_at: u32) -> PResult<OpId> {
        let name = self.text();
        self.bump();
        let mut depth = 0u32;
        while !self.schedule_op_ends(depth) {
            match self.kind() {
                T::Eof => return Err(self.err_here("unbalanced brackets in a transform op")),
                T::LParen | T::LSquare | T::LBrace => depth += 1,
                T::RParen | T::RSquare | T::RBrace => depth -= 1,
                _ => {}
            }
            self.bump();
        }
        let state = OperationState::new(name, self.loc_at(name_at));
        Ok(self.ctx.create_op(state))
    }

    /// True when the current token no longer belongs to the op being
    /// skipped, `depth` brackets deep.
    fn schedule_op_ends(&self, depth: u32) -> bool {
        if depth > 0 {
            return false;
        }
        let gap = &self.src[self.prev_end as usize..self.tok.start as usize];
        gap.contains('\n') || matches!(self.kind(), T::RParen | T::RSquare | T::RBrace)
    }
}
