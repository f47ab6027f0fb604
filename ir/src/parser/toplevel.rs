//! The top level of a file: attribute and type alias definitions (modern
//! `#a = attr`, `!t = type`, and the seed's `#map = (d0) -> (d0)`,
//! `#set = (d0) : (d0 >= 0)`, `!t = type T`), file metadata `{-# ... #-}`,
//! and the operations, wrapped in an implicit `builtin.module` unless the
//! file is exactly one module (Language Reference, "Top-Level Productions").

use super::core::Parser;
use crate::asm::PResult;
use crate::ir::OperationState;
use crate::lexer::TokenKind as T;
use crate::location::Location;
use crate::OpId;

impl<'c, 's> Parser<'c, 's> {
    /// Parses the whole file and returns the module.
    pub(crate) fn parse_top_level(&mut self) -> PResult<OpId> {
        let region = self.ctx.create_region();
        self.push_region_scope(region, true);
        let block = self.new_block();
        loop {
            match self.kind() {
                T::Eof => break,
                T::HashIdent if self.peek_kind() == T::Equal => self.parse_attr_alias_def()?,
                T::BangIdent if self.peek_kind() == T::Equal => self.parse_type_alias_def()?,
                T::FileMetadataBegin => self.skip_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(block, op);
                }
            }
        }
        self.pop_region_scope()?;
        self.resolve_deferred_locs()?;
        let ops = &self.ctx.blocks[block].ops;
        if let [only] = ops[..] {
            if self.ctx.ops[only].name == "builtin.module" {
                self.ctx.blocks[block].ops.clear();
                self.ctx.ops[only].parent = None;
                return Ok(only);
            }
        }
        let loc = self.ctx.loc(Location::FileLineCol {
            file: self.file.clone(),
            line: 0,
            col: 0,
            end: None,
        });
        let mut state = OperationState::new("builtin.module", loc);
        state.regions.push(region);
        Ok(self.ctx.create_op(state))
    }

    /// The alias being defined. Seed 002 allowed dots (`!avx.m128`);
    /// today's upstream reserves them for dialects, but a use checks the
    /// alias table first, so accepting them here costs nothing.
    fn alias_name(&self) -> PResult<&'s str> {
        Ok(&self.text()[1..])
    }

    /// `#name = attr` (or a seed bare map/set).
    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let (name, at, key) = (self.alias_name()?, self.tok.start, self.text());
        self.bump();
        self.expect_tok(T::Equal)?;
        let attr = self.alias_value(key, |p| {
            Ok(if p.is(T::LParen) {
                let ms = p.parse_map_or_set_body()?;
                p.map_or_set_attr(ms)
            } else {
                p.parse_attribute(None)?
            })
        })?;
        if self.attr_aliases.insert(name, attr).is_some() {
            let msg = format!("redefinition of attribute alias id '{name}'");
            return Err(self.err_at(at, &msg));
        }
        Ok(())
    }

    /// `!name = type` (modern) or `!name = type T` (seed).
    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let (name, at, key) = (self.alias_name()?, self.tok.start, self.text());
        self.bump();
        self.expect_tok(T::Equal)?;
        if self.is_kw("type") && self.peek_kind() != T::Less {
            self.bump();
        }
        let ty = self.alias_value(key, |p| p.parse_type())?;
        if self.type_aliases.insert(name, ty).is_some() {
            let msg = format!("redefinition of type alias id '{name}'");
            return Err(self.err_at(at, &msg));
        }
        Ok(())
    }

    /// Skips `{-# ... #-}` (dialect resources are not modelled).
    fn skip_file_metadata(&mut self) -> PResult<()> {
        let at = self.tok.start;
        self.bump();
        loop {
            match self.kind() {
                T::FileMetadataEnd => {
                    self.bump();
                    return Ok(());
                }
                T::Eof => return Err(self.err_at(at, "expected '#-}' to end file metadata")),
                T::Error => return Err(self.err_here("")),
                _ => self.bump(),
            }
        }
    }
}
