//! [`OpAsmParser`] for the parser: what op definitions' custom forms call
//! (MLIR's `OpAsmParser`, see `crate::asm` for each method's contract).

use super::affine::AffineNames;
use super::core::Parser;
use super::state::At;
use crate::affine::AffineMap;
use crate::asm::{Argument, OpAsmParser, PResult, Punct, UnresolvedOperand};
use crate::attrs::AttrData;
use crate::ir::{BlockId, RegionId, ValueId};
use crate::lexer::TokenKind as T;
use crate::{AttrId, Context, Diagnostic, TypeData, TypeId};

fn punct_kind(p: Punct) -> T {
    match p {
        Punct::Comma => T::Comma,
        Punct::Colon => T::Colon,
        Punct::ColonColon => T::ColonColon,
        Punct::Equal => T::Equal,
        Punct::Arrow => T::Arrow,
        Punct::LParen => T::LParen,
        Punct::RParen => T::RParen,
        Punct::LSquare => T::LSquare,
        Punct::RSquare => T::RSquare,
        Punct::LBrace => T::LBrace,
        Punct::RBrace => T::RBrace,
        Punct::Less => T::Less,
        Punct::Greater => T::Greater,
        Punct::Question => T::Question,
        Punct::Plus => T::Plus,
        Punct::Minus => T::Minus,
        Punct::Star => T::Star,
        Punct::Vertical => T::Vertical,
    }
}

impl<'s> Parser<'_, 's> {
    /// `%name#N` as the trait's owned operand.
    ///
    /// Interning a location per operand tripled the cost of locations on
    /// large files, so inside a custom op the operand's `loc` is the op's
    /// own location and the exact byte offset is kept in
    /// `SsaState::operand_pos`; `resolve_operand` looks it up again, so
    /// every diagnostic the parser reports still points at the operand.
    pub(crate) fn parse_unresolved_operand(&mut self) -> PResult<UnresolvedOperand> {
        let raw = self.parse_raw_operand()?;
        let loc = match self.ssa.ops.last() {
            Some(f) => f.loc,
            None => self.loc_at(raw.at),
        };
        let id = self.ssa.operand_pos.len() as u32;
        self.ssa.operand_pos.push((raw.name, raw.number, raw.at));
        Ok(UnresolvedOperand {
            id,
            number: raw.number,
            loc,
        })
    }

    /// The name of an operand handed to a custom parser, and where it was
    /// written: upstream reports a resolution error at that use.
    fn operand_at(&self, op: &UnresolvedOperand) -> (&'s str, At) {
        let (name, _, at) = self.ssa.operand_pos[op.id as usize];
        let mark = self.ssa.ops.last().map_or(0, |f| f.operands_mark);
        if op.id as usize >= mark {
            (name, At::Offset(at))
        } else {
            (name, At::Loc(op.loc))
        }
    }

    /// `custom op 'NAME' message` for the op being parsed (just `message`
    /// outside one).
    fn op_message(&self, message: &str) -> String {
        match self.ssa.ops.last() {
            Some(f) => format!("custom op '{}' {message}", f.name),
            None => message.to_string(),
        }
    }

    /// The op parser's error at byte `at`; a lexing error at the current
    /// token reports its own message instead, as everywhere.
    #[cold]
    fn op_error_at_offset(&self, at: u32, message: &str) -> Diagnostic {
        if self.tok.kind == T::Error {
            return self.err_here(message);
        }
        self.err_at(at, &self.op_message(message))
    }

    fn region_isolated(&self) -> bool {
        self.ssa.ops.last().is_some_and(|f| f.isolated)
    }

    fn parse_one_argument(&mut self, allow_unnamed: bool) -> PResult<Argument> {
        let at = self.tok.start;
        let name = if self.is(T::PercentIdent) || !allow_unnamed {
            let n = self.parse_raw_operand()?.name.to_string();
            self.expect_msg(T::Colon, "expected ':'")?;
            n
        } else {
            String::new()
        };
        let ty = self.parse_type()?;
        let attrs = if self.is(T::LBrace) {
            let entries = self.parse_dictionary()?;
            Some(self.ctx.intern_attr(AttrData::Dictionary(entries)))
        } else {
            None
        };
        let loc = match self.parse_trailing_location()? {
            Some(l) => l,
            None => self.loc_at(at),
        };
        Ok(Argument {
            name,
            ty,
            loc,
            attrs,
        })
    }

    fn resolve_index_operands(&mut self, ops: &[UnresolvedOperand]) -> PResult<Vec<ValueId>> {
        let index = self.ctx.index_type();
        ops.iter().map(|o| self.resolve_operand(o, index)).collect()
    }

    fn optional_operand_list(&mut self, open: T, close: T) -> PResult<Vec<UnresolvedOperand>> {
        if !self.eat(open) {
            return Ok(Vec::new());
        }
        let list = self.parse_operand_list()?;
        self.expect_tok(close)?;
        Ok(list)
    }
}

impl OpAsmParser for Parser<'_, '_> {
    fn ctx(&mut self) -> &mut Context {
        self.ctx
    }

    fn type_text(&mut self, ty: TypeId) -> String {
        crate::printer::type_to_string(self.ctx, ty)
    }

    fn current_loc(&mut self) -> AttrId {
        self.here_loc()
    }

    fn name_loc(&mut self) -> AttrId {
        match self.ssa.ops.last() {
            Some(f) => f.loc,
            None => self.here_loc(),
        }
    }

    fn wrong_token_loc(&mut self) -> AttrId {
        self.loc_at(self.wrong_token_pos())
    }

    fn error(&mut self, message: &str) -> Diagnostic {
        self.op_error_at_offset(self.tok.start, message)
    }

    fn error_at(&mut self, loc: AttrId, message: &str) -> Diagnostic {
        let msg = self.op_message(message);
        Diagnostic::error_at(self.ctx, loc, msg)
    }

    fn expect(&mut self, p: Punct) -> PResult<()> {
        self.expect_tok(punct_kind(p))
    }

    fn expect_in(&mut self, p: Punct, context: &str) -> PResult<()> {
        let k = punct_kind(p);
        let msg = format!("expected '{}'{context}", super::core::spelling(k));
        self.expect_msg(k, &msg)
    }

    fn optional(&mut self, p: Punct) -> bool {
        self.eat(punct_kind(p))
    }

    fn peek(&mut self, p: Punct) -> bool {
        self.is(punct_kind(p))
    }

    fn expect_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            return Ok(());
        }
        Err(self.error(&format!("expected '{kw}'")))
    }

    fn optional_keyword(&mut self, kw: &str) -> bool {
        self.eat_kw(kw)
    }

    fn parse_keyword(&mut self) -> PResult<String> {
        match self.parse_optional_keyword() {
            Some(kw) => Ok(kw),
            None => Err(self.error("expected valid keyword")),
        }
    }

    fn parse_optional_keyword(&mut self) -> Option<String> {
        if !self.is(T::BareIdent) {
            return None;
        }
        let kw = self.text().to_string();
        self.bump();
        Some(kw)
    }

    fn parse_integer(&mut self) -> PResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error("expected integer value")),
        }
    }

    fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        let starts = self.is(T::Integer) || (self.is(T::Minus) && self.peek_kind() == T::Integer);
        if !starts {
            return Ok(None);
        }
        let at = self.tok.start;
        match self.parse_i64() {
            Ok(v) => Ok(Some(v)),
            Err(_) => Err(self.op_error_at_offset(at, "integer value too large")),
        }
    }

    fn parse_string(&mut self) -> PResult<String> {
        if !self.is(T::String) {
            return Err(self.error("expected string"));
        }
        self.parse_string_lit("expected string")
    }

    fn parse_symbol_name(&mut self) -> PResult<String> {
        match self.parse_optional_symbol_name() {
            Some(name) => Ok(name),
            None => Err(self.error("expected valid '@'-identifier for symbol name")),
        }
    }

    fn parse_optional_symbol_name(&mut self) -> Option<String> {
        if !self.is(T::AtIdent) {
            return None;
        }
        let name = self.symbol_name();
        self.bump();
        Some(name)
    }

    fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_unresolved_operand()
    }

    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if !self.is(T::PercentIdent) {
            return Ok(None);
        }
        self.parse_unresolved_operand().map(Some)
    }

    fn peek_result_list(&mut self) -> bool {
        self.is(T::PercentIdent) && matches!(self.peek_kind(), T::Equal | T::Comma)
    }

    fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut out = Vec::new();
        if !self.is(T::PercentIdent) {
            return Ok(out);
        }
        self.comma_list(|p| {
            out.push(p.parse_unresolved_operand()?);
            Ok(())
        })?;
        Ok(out)
    }

    fn resolve_operand(&mut self, op: &UnresolvedOperand, ty: TypeId) -> PResult<ValueId> {
        let (name, at) = self.operand_at(op);
        self.resolve_value(name, op.number, ty, at)
    }

    fn parse_type(&mut self) -> PResult<TypeId> {
        Parser::parse_type(self)
    }

    fn parse_optional_type(&mut self) -> PResult<Option<TypeId>> {
        if !self.type_can_start() {
            return Ok(None);
        }
        Parser::parse_type(self).map(Some)
    }

    fn parse_type_list(&mut self) -> PResult<Vec<TypeId>> {
        if !self.type_can_start() {
            return Ok(Vec::new());
        }
        self.parse_type_list_no_parens()
    }

    fn parse_result_type_list(&mut self) -> PResult<Vec<TypeId>> {
        self.parse_function_result_types()
    }

    fn parse_attribute(&mut self, ty: Option<TypeId>) -> PResult<AttrId> {
        Parser::parse_attribute(self, ty)
    }

    fn parse_optional_attr_dict(&mut self, attrs: &mut Vec<(String, AttrId)>) -> PResult<()> {
        if self.is(T::LBrace) {
            attrs.extend(self.parse_dictionary()?);
        }
        Ok(())
    }

    fn parse_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &mut Vec<(String, AttrId)>,
    ) -> PResult<()> {
        if self.eat_kw("attributes") {
            attrs.extend(self.parse_dictionary()?);
        }
        Ok(())
    }

    fn parse_optional_location(&mut self) -> PResult<Option<AttrId>> {
        self.parse_trailing_location()
    }

    fn parse_argument(&mut self, with_type: bool, default_ty: Option<TypeId>) -> PResult<Argument> {
        let raw = self.parse_raw_argument_name()?;
        let ty = if with_type {
            self.expect_msg(T::Colon, "expected ':'")?;
            Parser::parse_type(self)?
        } else {
            match default_ty {
                Some(t) => t,
                None => self.ctx.intern_type(TypeData::None),
            }
        };
        // Upstream's `parseArgument` takes a location whatever else it
        // takes: `affine.for %i loc(...) = ...` is what mlir-opt prints.
        let loc = match self.parse_trailing_location()? {
            Some(l) => l,
            None => self.loc_at(raw.at),
        };
        Ok(Argument {
            name: raw.name.to_string(),
            ty,
            loc,
            attrs: None,
        })
    }

    fn parse_argument_name(&mut self, ty: TypeId) -> PResult<Argument> {
        let raw = self.parse_raw_argument_name()?;
        Ok(Argument {
            name: raw.name.to_string(),
            ty,
            loc: self.loc_at(raw.at),
            attrs: None,
        })
    }

    fn parse_argument_list(&mut self, allow_unnamed: bool) -> PResult<Vec<Argument>> {
        self.expect_tok(T::LParen)?;
        let mut out = Vec::new();
        if self.eat(T::RParen) {
            return Ok(out);
        }
        self.comma_list(|p| {
            out.push(p.parse_one_argument(allow_unnamed)?);
            Ok(())
        })?;
        self.expect_tok(T::RParen)?;
        Ok(out)
    }

    fn parse_region(&mut self, entry_args: &[Argument]) -> PResult<RegionId> {
        let isolated = self.region_isolated();
        self.parse_region_impl(entry_args, isolated)
    }

    fn parse_optional_region(&mut self, entry_args: &[Argument]) -> PResult<Option<RegionId>> {
        if !self.is(T::LBrace) {
            return Ok(None);
        }
        self.parse_region(entry_args).map(Some)
    }

    fn parse_successor(&mut self) -> PResult<BlockId> {
        self.parse_block_ref()
    }

    fn parse_successor_and_use_list(&mut self) -> PResult<(BlockId, Vec<ValueId>)> {
        self.parse_successor_uses()
    }

    fn parse_affine_map_of_ssa_ids(&mut self, delim: Punct) -> PResult<(AttrId, Vec<ValueId>)> {
        let (open, close) = match delim {
            Punct::LParen => (T::LParen, T::RParen),
            Punct::Less => (T::Less, T::Greater),
            Punct::LBrace => (T::LBrace, T::RBrace),
            _ => (T::LSquare, T::RSquare),
        };
        // Upstream reads the map as a list "in affine map", which its
        // error names.
        if !self.is(open) {
            let msg = format!("expected '{}' in affine map", super::core::spelling(open));
            return Err(self.err_here(&msg));
        }
        let mut names = AffineNames::Ssa {
            dims: Vec::new(),
            syms: Vec::new(),
        };
        let results = self.parse_affine_expr_list(&mut names, open, close)?;
        let AffineNames::Ssa { dims, syms } = names else {
            unreachable!("constructed as Ssa above")
        };
        let map = AffineMap {
            num_dims: dims.len() as u32,
            num_symbols: syms.len() as u32,
            results,
        };
        let mut values = self.resolve_index_operands(&dims)?;
        values.extend(self.resolve_index_operands(&syms)?);
        Ok((self.ctx.intern_attr(AttrData::AffineMap(map)), values))
    }

    fn parse_affine_bound_groups(&mut self, kw: &str) -> PResult<(AttrId, Vec<ValueId>, Vec<i64>)> {
        let mut names = AffineNames::Ssa {
            dims: Vec::new(),
            syms: Vec::new(),
        };
        let (mut results, mut groups) = (Vec::new(), Vec::new());
        self.expect_tok(T::LParen)?;
        if !self.eat(T::RParen) {
            loop {
                if self.is_kw(kw) && self.peek_kind() == T::LParen {
                    self.bump();
                    let group = self.parse_affine_expr_list(&mut names, T::LParen, T::RParen)?;
                    groups.push(group.len() as i64);
                    results.extend(group);
                } else {
                    results.push(self.parse_affine_expr(&mut names)?);
                    groups.push(1);
                }
                if !self.eat(T::Comma) {
                    break;
                }
            }
            self.expect_tok(T::RParen)?;
        }
        let AffineNames::Ssa { dims, syms } = names else {
            unreachable!("constructed as Ssa above")
        };
        let map = AffineMap {
            num_dims: dims.len() as u32,
            num_symbols: syms.len() as u32,
            results,
        };
        let mut values = self.resolve_index_operands(&dims)?;
        values.extend(self.resolve_index_operands(&syms)?);
        Ok((
            self.ctx.intern_attr(AttrData::AffineMap(map)),
            values,
            groups,
        ))
    }

    fn parse_affine_map_application(&mut self) -> PResult<(AttrId, Vec<ValueId>)> {
        let at = self.tok.start;
        let map = Parser::parse_attribute(self, None)?;
        let (nd, ns) = match self.ctx.attr(map) {
            AttrData::AffineMap(m) => (m.num_dims as usize, m.num_symbols as usize),
            _ => return Err(self.err_at(at, "expected affine map")),
        };
        let dims = self.optional_operand_list(T::LParen, T::RParen)?;
        let syms = self.optional_operand_list(T::LSquare, T::RSquare)?;
        if dims.len() != nd {
            return Err(self.err_at(
                self.prev_end,
                "dim operand count and affine map dim count must match",
            ));
        }
        if syms.len() != ns {
            return Err(self.err_at(
                self.prev_end,
                "symbol operand count and affine map symbol count must match",
            ));
        }
        let mut values = self.resolve_index_operands(&dims)?;
        values.extend(self.resolve_index_operands(&syms)?);
        Ok((map, values))
    }
}
