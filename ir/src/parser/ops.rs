//! Operations, regions and blocks: the Language Reference's "Operations",
//! "Blocks" and "Regions" sections. The generic form is parsed here; custom
//! forms are dispatched to the op table's `OpDef::parse` through
//! [`crate::asm::OpAsmParser`] (implemented in `asm_impl.rs`).

use super::core::Parser;
use super::state::{At, Def, OpFrame, RawOperand};
use crate::asm::{Argument, PResult};
use crate::ir::{BlockId, OpId, OpName, OperationState, RegionId, ValueId};
use crate::lexer::TokenKind as T;
use crate::registry::{OpDef, PropDefault};
use crate::{AttrData, Diagnostic};
use std::borrow::Cow;

/// `%name` (`:N`) on the left of `=`.
struct ResultGroup<'s> {
    name: &'s str,
    count: u32,
    at: u32,
}

impl<'c, 's> Parser<'c, 's> {
    /// One operation with its result bindings.
    pub(crate) fn parse_operation(&mut self) -> PResult<OpId> {
        let start = self.tok.start;
        let (mut first, mut rest) = (None, Vec::new());
        if self.is(T::PercentIdent) {
            self.parse_result_groups(&mut first, &mut rest)?;
        }
        // Upstream locates an op at its name, not at its results: the
        // results' start is kept only for the result-count error below.
        let name_at = self.tok.start;
        let op = match self.kind() {
            T::String => self.parse_generic_op(name_at)?,
            // Upstream lexes `i32` as an integer type, neither a name nor
            // a keyword, so it cannot start an op.
            T::BareIdent if !is_int_type_word(self.text()) => self.parse_custom_op(name_at)?,
            _ => return Err(self.err_here("expected operation name in quotes")),
        };
        let Some(first) = first else {
            return Ok(op);
        };
        let provided: u32 = first.count + rest.iter().map(|g| g.count).sum::<u32>();
        let defined = self.ctx.ops[op].results.len();
        if defined == 0 {
            return Err(self.err_at(start, "cannot name an operation with no results"));
        }
        if provided as usize != defined {
            let msg =
                format!("operation defines {defined} results but was provided {provided} to bind");
            return Err(self.err_at(start, &msg));
        }
        let mut next = 0;
        for g in std::iter::once(first).chain(rest) {
            let def = Def::Results {
                op,
                start: next,
                count: g.count,
            };
            self.name_results(op, next, g.count, g.name);
            self.define_value(Cow::Borrowed(g.name), def, g.at)?;
            next += g.count;
        }
        Ok(op)
    }

    /// Records source names as hints; plain numbers (`%12`) are skipped,
    /// as the printer renumbers values anyway and a string per value is the
    /// parser's single largest allocation cost on big files.
    fn name_results(&mut self, op: OpId, start: u32, count: u32, name: &str) {
        if name.bytes().all(|b| b.is_ascii_digit()) {
            return;
        }
        for i in 0..count {
            let v = self.ctx.ops[op].results[(start + i) as usize];
            self.ctx.values[v].name_hint = Some(self.hint(name));
        }
    }

    /// The shared copy of a value name hint.
    fn hint(&mut self, name: &str) -> std::sync::Arc<str> {
        if let Some(h) = self.hints.get(name) {
            return h.clone();
        }
        let h: std::sync::Arc<str> = name.into();
        self.hints.insert(h.clone(), h.clone());
        h
    }

    /// `%a, %b:2 =`; the first group is kept apart so the common single
    /// result needs no allocation.
    fn parse_result_groups(
        &mut self,
        first: &mut Option<ResultGroup<'s>>,
        rest: &mut Vec<ResultGroup<'s>>,
    ) -> PResult<()> {
        self.comma_list(|p| {
            if !p.is(T::PercentIdent) {
                return Err(p.err_here("expected valid ssa identifier"));
            }
            let (name, at) = (&p.text()[1..], p.tok.start);
            p.bump();
            let mut count = 1;
            if p.eat(T::Colon) {
                let n = p.parse_i64()?;
                if n < 1 {
                    return Err(p.err_at(
                        p.prev_end,
                        "expected named operation to have at least 1 result",
                    ));
                }
                count = n as u32;
            }
            let g = ResultGroup { name, count, at };
            match first {
                None => *first = Some(g),
                Some(_) => rest.push(g),
            }
            Ok(())
        })?;
        self.expect_msg(T::Equal, "expected '=' after SSA name")
    }

    /// `%name` or `%name#N`, borrowed.
    pub(crate) fn parse_raw_operand(&mut self) -> PResult<RawOperand<'s>> {
        if !self.is(T::PercentIdent) {
            return Err(self.err_here("expected SSA operand"));
        }
        let (name, at) = (&self.text()[1..], self.tok.start);
        self.bump();
        let mut number = 0;
        if self.is(T::HashIdent) {
            number = self.text()[1..]
                .parse::<u32>()
                .map_err(|_| self.err_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(RawOperand { name, number, at })
    }

    /// An argument's name: an SSA name without a result number.
    pub(crate) fn parse_raw_argument_name(&mut self) -> PResult<RawOperand<'s>> {
        if !self.is(T::PercentIdent) {
            return Err(self.err_here("expected SSA operand"));
        }
        let (name, at) = (&self.text()[1..], self.tok.start);
        self.bump();
        if self.is(T::HashIdent) {
            return Err(self.err_here("result number not allowed in argument list"));
        }
        Ok(RawOperand {
            name,
            number: 0,
            at,
        })
    }

    /// The operands of a generic op: `(%a, %b#1)`.
    fn parse_generic_operands(&mut self) -> PResult<Vec<RawOperand<'s>>> {
        self.expect_msg(T::LParen, "expected '(' to start operand list")?;
        let mut ops = self.raw_pool.pop().unwrap_or_default();
        if self.is(T::PercentIdent) {
            self.comma_list(|p| {
                ops.push(p.parse_raw_operand()?);
                Ok(())
            })?;
        }
        self.expect_msg(T::RParen, "expected ')' to end operand list")?;
        Ok(ops)
    }

    /// Resolves borrowed operands against types.
    pub(crate) fn resolve_raw(
        &mut self,
        ops: &[RawOperand<'s>],
        tys: &[crate::TypeId],
    ) -> PResult<Vec<ValueId>> {
        let mut out = Vec::with_capacity(ops.len());
        for (o, &t) in ops.iter().zip(tys) {
            out.push(self.resolve_value(o.name, o.number, t, At::Offset(o.at))?);
        }
        Ok(out)
    }

    /// The op table entry for `name`, memoised per spelling.
    fn op_def(&mut self, name: &'s str) -> Option<&'static OpDef> {
        if let Some(&d) = self.op_defs.get(name) {
            return d;
        }
        let d = self.ctx.registry().lookup(name);
        self.op_defs.insert(name, d);
        d
    }

    /// The generic form, located at `name_at` (the quoted name's offset).
    fn parse_generic_op(&mut self, name_at: u32) -> PResult<OpId> {
        let text = self.text();
        let quoted = &text[1..text.len() - 1];
        let (def, name) = if quoted.contains('\\') {
            let name = String::from_utf8_lossy(&self.string_value()).into_owned();
            (self.ctx.registry().lookup(&name), name)
        } else {
            (self.op_def(quoted), String::new())
        };
        self.bump();
        let name = if name.is_empty() { quoted } else { &name };
        // An unknown op of a registered dialect parses as mlir-opt parses
        // it; the verifier then reports it at the op, as upstream does.
        let keep = self.opts.allow_unregistered || self.registered_dialect_of(name);
        let name: OpName = match def {
            Some(d) => d.into(),
            None if keep => name.into(),
            None => return Err(self.unregistered_error()),
        };
        let operands = self.parse_generic_operands()?;
        let mut state = OperationState::new(name, self.ctx.unknown_loc());
        if self.eat(T::LSquare) {
            self.parse_generic_successors(&mut state)?;
        }
        if self.eat(T::Less) {
            let props = self.parse_attribute(None)?;
            self.expect_msg(T::Greater, "expected '>' to close properties")?;
            self.check_property_kinds(def, props, name_at)?;
            state.properties = Some(props);
        }
        let isolated = def.is_some_and(|d| d.traits.isolated_from_above);
        if self.eat(T::LParen) {
            self.comma_list(|p| {
                let r = p.parse_region_impl(&[], isolated)?;
                state.regions.push(r);
                Ok(())
            })?;
            self.expect_msg(T::RParen, "expected ')' to end region list")?;
        }
        if self.is(T::LBrace) {
            state.attrs = self.parse_dictionary()?;
        }
        self.adopt_inherent(&mut state, false);
        self.finish_generic_op(state, operands, name_at)
    }

    /// Upstream converts a generic form's `<{...}>` into the op's property
    /// storage as it parses: an entry of the wrong attribute kind
    /// (`dialects::props`) is an `invalid properties` error at the op's name
    /// (the same entry in the attribute dictionary is left to the verifier).
    fn check_property_kinds(
        &self,
        def: Option<&'static OpDef>,
        props: crate::AttrId,
        name_at: u32,
    ) -> PResult<()> {
        let Some(def) = def else {
            return Ok(());
        };
        let AttrData::Dictionary(entries) = self.ctx.attr(props) else {
            return Ok(());
        };
        // arith/math flags are checked under any name, as before; other
        // ops only under the names they own.
        let flags = def.name.starts_with("arith.") || def.name.starts_with("math.");
        let owned = |k: &str| flags || def.inherent.contains(&k);
        let accepts = crate::dialects::props::property_accepts;
        let Some((key, value)) = entries
            .iter()
            .find(|(k, v)| owned(k) && accepts(self.ctx, def.name, k, *v) == Some(false))
        else {
            return Ok(());
        };
        let text = |a| crate::printer::attr_to_string(self.ctx, a);
        let msg = format!(
            "invalid properties {} for op {}: Invalid attribute `{key}` in property conversion: {}",
            text(props),
            def.name,
            text(*value)
        );
        Err(self.err_at(name_at, &msg))
    }

    /// Moves the inherent attributes (the op table's
    /// [`OpDef::inherent`]) written in the attribute dictionary into the
    /// properties, as upstream reads both forms: `"arith.constant"()
    /// {value = 1 : i32}` is `"arith.constant"() <{value = 1 : i32}>`. When
    /// the properties already hold one, upstream keeps the value the
    /// generic form's `<{...}>` gives (`<{value = 4}> {value = 5}` is
    /// `<{value = 4}>`) but the one a custom form's `attr-dict` gives
    /// (`arith.addi %a, %b overflow<nsw> {overflowFlags = ...<nuw>}` is
    /// `nuw`): `dict_wins` says which. Then fills in the properties upstream
    /// defaults ([`OpDef::defaults`]).
    fn adopt_inherent(&mut self, state: &mut OperationState, dict_wins: bool) {
        let Some(def) = state.name.def() else {
            return;
        };
        let inherent = def.inherent;
        if state
            .attrs
            .iter()
            .any(|(k, _)| inherent.contains(&k.as_str()))
        {
            self.move_inherent(state, inherent, dict_wins);
        }
        for &(name, value) in def.defaults {
            if !self.has_property(state, name) {
                let a = match value {
                    PropDefault::Dialect(text) => self.ctx.static_dialect_attr(text),
                    PropDefault::Bool(b) => self.ctx.intern_attr(AttrData::Bool(b)),
                };
                state.properties = Some(self.ctx.with_property(state.properties, name, a));
            }
        }
    }

    /// Whether `state`'s properties hold `name`.
    fn has_property(&self, state: &OperationState, name: &str) -> bool {
        match state.properties.map(|p| self.ctx.attr(p)) {
            Some(AttrData::Dictionary(e)) => e.iter().any(|(n, _)| n == name),
            _ => false,
        }
    }

    /// The dictionary's entries named in `inherent`, into the properties.
    fn move_inherent(&mut self, state: &mut OperationState, inherent: &[&str], dict_wins: bool) {
        let (moved, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut state.attrs)
            .into_iter()
            .partition(|(k, _)| inherent.contains(&k.as_str()));
        state.attrs = kept;
        for (k, v) in moved {
            if dict_wins || !self.has_property(state, &k) {
                state.properties = Some(self.ctx.with_property(state.properties, &k, v));
            }
        }
    }

    fn finish_generic_op(
        &mut self,
        mut state: OperationState,
        operands: Vec<RawOperand<'s>>,
        name_at: u32,
    ) -> PResult<OpId> {
        self.expect_msg(T::Colon, "expected ':' followed by operation type")?;
        let ty_at = self.tok.start;
        let mut fty = self.parse_type()?;
        if self.eat(T::Arrow) {
            // Seed 001/002: a lone input needs no parentheses (`T -> ()`).
            let results = self.parse_function_result_types()?;
            fty = self.ctx.function_type(vec![fty], results);
        }
        let crate::TypeData::Function { inputs, results } = self.ctx.ty(fty).clone() else {
            return Err(self.err_at(ty_at, "expected function type"));
        };
        if inputs.len() != operands.len() {
            let n = operands.len();
            let plural = if n == 1 { " " } else { "s" };
            let msg = format!("expected {n} operand type{plural} but had {}", inputs.len());
            return Err(self.err_at(ty_at, &msg));
        }
        let mut values = self.resolve_raw(&operands, &inputs)?;
        let mut operands = operands;
        operands.clear();
        self.raw_pool.push(operands);
        values.append(&mut state.operands);
        state.operands = values;
        state.result_types = results;
        state.loc = match self.parse_trailing_location()? {
            Some(l) => l,
            None => self.loc_at(name_at),
        };
        Ok(self.ctx.create_op(state))
    }

    /// `^bb1, ^bb2(%a : i32)]` after the `[` of a generic op.
    fn parse_generic_successors(&mut self, state: &mut OperationState) -> PResult<()> {
        self.comma_list(|p| {
            let (block, mut args) = p.parse_successor_uses()?;
            state.successors.push(block);
            state.operands.append(&mut args);
            Ok(())
        })?;
        self.expect_msg(T::RSquare, "expected ']' to end successor list")
    }

    /// `^bb` with an optional `(%a, %b : t1, t2)` use list.
    pub(crate) fn parse_successor_uses(&mut self) -> PResult<(BlockId, Vec<ValueId>)> {
        let block = self.parse_block_ref()?;
        let mut values = Vec::new();
        if self.eat(T::LParen) {
            let mut ops = Vec::new();
            self.comma_list(|p| {
                ops.push(p.parse_raw_operand()?);
                Ok(())
            })?;
            self.expect_tok(T::Colon)?;
            let at = self.tok.start;
            let tys = self.parse_type_list_no_parens()?;
            if tys.len() != ops.len() {
                return Err(self.err_at(at, "expected the same number of operands and types"));
            }
            values = self.resolve_raw(&ops, &tys)?;
            self.expect_tok(T::RParen)?;
        }
        Ok((block, values))
    }

    /// `^name` as a reference.
    pub(crate) fn parse_block_ref(&mut self) -> PResult<BlockId> {
        if !self.is(T::CaretIdent) {
            return Err(self.err_here("expected block name"));
        }
        let (name, at) = (&self.text()[1..], self.tok.start);
        self.bump();
        Ok(self.block_ref(name, at))
    }

    /// Whether `name` belongs to a dialect the registry knows that does not
    /// take ops it does not define.
    fn registered_dialect_of(&self, name: &str) -> bool {
        let dialect = name.split_once('.').map_or("", |(d, _)| d);
        let known = (self.ctx.registry())
            .defs()
            .any(|d| d.name.split_once('.').is_some_and(|(x, _)| x == dialect));
        known && !crate::verify::allows_unknown_ops(dialect)
    }

    #[cold]
    fn unregistered_error(&self) -> crate::Diagnostic {
        self.err_here("operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
    }

    /// Finds the definition for a custom-form op name: as written, then in
    /// the enclosing op's dialect, then in `builtin`.
    fn lookup_custom(&mut self, name: &'s str) -> Option<&'static OpDef> {
        let reg = self.ctx.registry();
        if let Some(d) = self.op_def(name) {
            return Some(d);
        }
        if name.contains('.') {
            return None;
        }
        if let Some(f) = self.ssa.ops.last() {
            if let Some(d) = reg.lookup(&format!("{}.{name}", f.dialect)) {
                return Some(d);
            }
        }
        reg.lookup(&format!("builtin.{name}"))
    }

    /// A custom form, located at `name_at` (the bare name's offset).
    fn parse_custom_op(&mut self, name_at: u32) -> PResult<OpId> {
        let name = self.text();
        let def = match self.lookup_custom(name) {
            Some(d) if d.parse.is_some() => d,
            None if name == "module" => return self.parse_module_fallback(name_at),
            None if self.opts.allow_unregistered && super::schedule::is_schedule_op(name) => {
                return self.skip_schedule_op(name_at)
            }
            _ => return Err(self.unknown_custom_op(name)),
        };
        self.bump();
        let loc0 = self.loc_at(name_at);
        let mut state = OperationState::new(def, loc0);
        self.ssa.ops.push(OpFrame {
            isolated: def.traits.isolated_from_above,
            dialect: def.name.split_once('.').map_or("builtin", |(d, _)| d),
            name: def.name,
            loc: loc0,
            operands_mark: self.ssa.operand_pos.len(),
        });
        let parse = def.parse.expect("checked above");
        let r = parse(self, &mut state);
        if let Some(f) = self.ssa.ops.pop() {
            self.ssa.operand_pos.truncate(f.operands_mark);
        }
        r?;
        self.adopt_inherent(&mut state, true);
        if let Some(l) = self.parse_trailing_location()? {
            state.loc = l;
        }
        let loc = state.loc;
        let regions = state.regions.clone();
        let op = self.ctx.create_op(state);
        if let Some(term) = def.traits.implicit_terminator {
            self.add_implicit_terminators(&regions, term, loc);
        }
        Ok(op)
    }

    #[cold]
    fn unknown_custom_op(&self, name: &str) -> crate::Diagnostic {
        let (mut msg, full) = if name.contains('.') {
            (format!("custom op '{name}' is unknown"), name.to_string())
        } else {
            let d = self.ssa.ops.last().map_or("builtin", |f| f.dialect);
            let msg = format!("custom op '{name}' is unknown (tried '{d}.{name}' as well)");
            (msg, format!("{d}.{name}"))
        };
        if let Some(s) = self.ctx.registry().suggest(&full) {
            msg.push_str(&format!("; did you mean '{s}'?"));
        }
        self.err_here(&msg)
    }

    /// Appends `term` to every block of `regions` that does not end in a
    /// terminator (upstream's `SingleBlockImplicitTerminator`).
    fn add_implicit_terminators(
        &mut self,
        regions: &[RegionId],
        term: &'static str,
        loc: crate::AttrId,
    ) {
        for &r in regions {
            for b in self.ctx.regions[r].blocks.clone() {
                let has_term = self.ctx.blocks[b].ops.last().is_some_and(|&o| {
                    self.ctx.ops[o]
                        .name
                        .def()
                        .is_some_and(|d| d.traits.terminator)
                });
                if !has_term {
                    let op = self.ctx.create_op(OperationState::new(term, loc));
                    self.ctx.append_op(b, op);
                }
            }
        }
    }

    /// `module @name attributes {...} {...}` when the op table has no
    /// `builtin.module` entry yet.
    fn parse_module_fallback(&mut self, name_at: u32) -> PResult<OpId> {
        self.bump();
        let loc0 = self.loc_at(name_at);
        let mut state = OperationState::new("builtin.module", loc0);
        if self.is(T::AtIdent) {
            let name = self.symbol_name();
            self.bump();
            let s = self.ctx.str_attr(&name);
            state.properties = Some(
                self.ctx
                    .intern_attr(AttrData::Dictionary(vec![("sym_name".into(), s)])),
            );
        }
        if self.eat_kw("attributes") {
            state.attrs = self.parse_dictionary()?;
        }
        state.regions.push(self.parse_region_impl(&[], true)?);
        if let Some(l) = self.parse_trailing_location()? {
            state.loc = l;
        }
        Ok(self.ctx.create_op(state))
    }

    /// `{ blocks }`; `entry_args` (if any) are the entry block's arguments.
    pub(crate) fn parse_region_impl(
        &mut self,
        entry_args: &[Argument],
        isolated: bool,
    ) -> PResult<RegionId> {
        // Each region level costs several frames: count it as four.
        self.nested(|p| {
            p.nested(|p| p.nested(|p| p.nested(|p| p.parse_region_inner(entry_args, isolated))))
        })
    }

    fn parse_region_inner(&mut self, entry_args: &[Argument], isolated: bool) -> PResult<RegionId> {
        self.expect_msg(T::LBrace, "expected '{' to begin a region")?;
        let region = self.ctx.create_region();
        self.push_region_scope(region, isolated);
        if !entry_args.is_empty() || !self.is(T::RBrace) {
            self.parse_region_body(entry_args)?;
        }
        self.expect_msg(T::RBrace, "expected '}' to end a region")?;
        self.pop_region_scope()?;
        Ok(region)
    }

    fn parse_region_body(&mut self, entry_args: &[Argument]) -> PResult<()> {
        if self.is(T::CaretIdent) {
            if !entry_args.is_empty() {
                return Err(self.err_here("invalid block name in region with named arguments"));
            }
        } else {
            let block = self.new_block();
            for a in entry_args {
                self.add_entry_arg(block, a)?;
            }
            self.parse_block_ops(block)?;
        }
        while self.is(T::CaretIdent) {
            self.parse_block_def()?;
        }
        Ok(())
    }

    fn add_entry_arg(&mut self, block: BlockId, a: &Argument) -> PResult<()> {
        let v = self.ctx.add_block_arg(block, a.ty, a.loc);
        if a.name.is_empty() {
            return Ok(());
        }
        self.ctx.values[v].name_hint = Some(self.hint(&a.name));
        let at = self.loc_offset(a.loc).unwrap_or(self.tok.start);
        // The name as written at its location, borrowed from the source
        // (it usually is: the argument was parsed from there).
        let written = self
            .src
            .get(at as usize..)
            .and_then(|t| t.strip_prefix('%'));
        let name = match written.and_then(|t| t.get(..a.name.len())) {
            Some(t) if t == a.name => Cow::Borrowed(t),
            _ => Cow::Owned(a.name.clone()),
        };
        if let Some(prior) = self.reference_at(&name) {
            let msg = format!("region entry argument '%{name}' is already in use");
            let mut d = Diagnostic::error_at(self.ctx, a.loc, msg);
            d.notes.push(Diagnostic::new(
                crate::diag::Severity::Note,
                prior,
                "previously referenced here",
            ));
            return Err(d);
        }
        self.define_value(name, Def::Single(v), at)
    }

    /// The byte offset in this file of a location, if it points into it.
    fn loc_offset(&self, loc: crate::AttrId) -> Option<u32> {
        use crate::location::Location;
        match self.ctx.attr(loc) {
            AttrData::Location(Location::FileLineCol {
                file, line, col, ..
            }) if **file == *self.file => self.lines_offset(*line, *col),
            _ => crate::diag::source_pos(self.ctx, loc).and_then(|p| self.offset_of(&p)),
        }
    }

    /// `^name(%a: t loc(..), ...):` followed by the block's ops.
    fn parse_block_def(&mut self) -> PResult<()> {
        let (name, at) = (&self.text()[1..], self.tok.start);
        self.bump();
        let block = self.define_block(name, at)?;
        if self.eat(T::LParen) && !self.eat(T::RParen) {
            self.comma_list(|p| p.parse_block_arg(block))?;
            self.expect_msg(T::RParen, "expected ')' to end argument list")?;
        }
        self.expect_msg(T::Colon, "expected ':' after block name")?;
        self.parse_block_ops(block)
    }

    fn parse_block_arg(&mut self, block: BlockId) -> PResult<()> {
        let op = self.parse_raw_operand()?;
        self.expect_msg(T::Colon, "expected ':' and type for SSA operand")?;
        let ty = self.parse_type()?;
        let loc = match self.parse_trailing_location()? {
            Some(l) => l,
            None => self.loc_at(op.at),
        };
        let v = self.ctx.add_block_arg(block, ty, loc);
        self.ctx.values[v].name_hint = Some(self.hint(op.name));
        self.define_value(Cow::Borrowed(op.name), Def::Single(v), op.at)
    }

    /// Ops until the next block label or the end of the region.
    pub(crate) fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.kind(), T::CaretIdent | T::RBrace | T::Eof) {
            let op = self.parse_operation()?;
            self.ctx.append_op(block, op);
        }
        Ok(())
    }
}

/// `i32`, `si8`, `ui64`: the words upstream's lexer reads as integer types.
fn is_int_type_word(word: &str) -> bool {
    let digits = word
        .strip_prefix("si")
        .or_else(|| word.strip_prefix("ui"))
        .or_else(|| word.strip_prefix('i'));
    digits.is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}
