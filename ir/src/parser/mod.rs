//! The parser: MLIR text to IR (Language Reference, all three seed
//! versions, plus today's upstream spellings).
//!
//! [`parse_module`] reads a whole file; [`parse_type_str`] and
//! [`parse_attr_str`] read a lone type or attribute. The grammar is split by
//! topic: `types`, `attrs`, `dense`, `locs`, `affine` (expressions, with the
//! public [`affine::simplify`]), `ops` (operations, regions, blocks),
//! `scope` (SSA names), `schedule` (transform schedules left beside a
//! payload), `toplevel` (aliases, implicit module) and
//! `asm_impl` (the [`crate::asm::OpAsmParser`] that custom op forms use).
//! As `mlir-opt`, the first error stops the parse.

pub mod affine;
mod asm_impl;
mod attrs;
mod core;
mod dense;
mod describe;
mod dialect_attr;
mod floats;
mod locs;
mod ops;
mod schedule;
mod scope;
mod state;
mod toplevel;
mod types;

use crate::lexer::TokenKind;
use crate::{AttrId, Context, Diagnostic, OpId, TypeId};
use core::Parser;
pub use core::{max_nesting, set_max_nesting, DEFAULT_MAX_NESTING, TOOL_MAX_NESTING};
pub use state::ParseOptions;

/// Parses a whole file into a `builtin.module` (an implicit one wraps the
/// top-level ops when the text has no explicit module). Returns every
/// diagnostic found on failure.
pub fn parse_module(
    ctx: &mut Context,
    file: &str,
    text: &str,
    opts: &ParseOptions,
) -> Result<OpId, Vec<Diagnostic>> {
    parse_module_from_line(ctx, file, text, 1, opts)
}

/// [`parse_module`] for a piece of a larger file whose first line is line
/// `first_line` of it: locations and diagnostics use the file's numbering.
pub fn parse_module_from_line(
    ctx: &mut Context,
    file: &str,
    text: &str,
    first_line: u32,
    opts: &ParseOptions,
) -> Result<OpId, Vec<Diagnostic>> {
    // A generic or custom op takes 40 to 60 bytes of text, so these sizes
    // avoid most regrowth (and the copying of every op) on large files.
    ctx.ops.reserve(text.len() / 48);
    ctx.values.reserve(text.len() / 48);
    let mut p = Parser::new(ctx, file, text, opts);
    p.set_first_line(first_line);
    p.parse_top_level().map_err(|d| vec![d])
}

/// Parses one type, e.g. `memref<4x?xf32, strided<[?, 1]>>`.
pub fn parse_type_str(ctx: &mut Context, text: &str) -> Result<TypeId, Diagnostic> {
    let mut p = Parser::new(ctx, "<string>", text, &ParseOptions::default());
    let t = p.parse_type()?;
    p.expect_end()?;
    Ok(t)
}

/// Parses one attribute, e.g. `dense<[1, 2]> : tensor<2xi32>`.
pub fn parse_attr_str(ctx: &mut Context, text: &str) -> Result<AttrId, Diagnostic> {
    let mut p = Parser::new(ctx, "<string>", text, &ParseOptions::default());
    let a = p.parse_attribute(None)?;
    p.expect_end()?;
    Ok(a)
}

impl Parser<'_, '_> {
    fn expect_end(&self) -> Result<(), Diagnostic> {
        if self.is(TokenKind::Eof) {
            return Ok(());
        }
        Err(self.err_here("unexpected trailing characters"))
    }
}
