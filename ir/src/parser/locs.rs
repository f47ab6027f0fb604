//! Location parsing: `loc(...)` in every form of the Builtin dialect's
//! location attributes (`000_…`, "Location Attributes"): `unknown`,
//! `"file":line:col` with optional range (`to line:col`, `to :col`),
//! `"name"` with optional child, `callsite(a at b)`, `fused[...]` with
//! optional `<metadata>`, and `#alias` references, which (as upstream) may
//! name an alias defined later in the file.

use super::core::Parser;
use crate::asm::PResult;
use crate::attrs::AttrData;
use crate::lexer::TokenKind as T;
use crate::location::Location;
use crate::AttrId;

impl<'c, 's> Parser<'c, 's> {
    /// `loc(...)`, the current token being `loc`.
    pub fn parse_location(&mut self) -> PResult<AttrId> {
        self.expect_kw("loc")?;
        self.expect_tok(T::LParen)?;
        let l = self.parse_location_instance()?;
        self.expect_tok(T::RParen)?;
        Ok(l)
    }

    /// A trailing `loc(...)` if present.
    pub fn parse_trailing_location(&mut self) -> PResult<Option<AttrId>> {
        if self.is_kw("loc") && self.peek_kind() == T::LParen {
            return self.parse_location().map(Some);
        }
        Ok(None)
    }

    /// The inside of `loc(...)`.
    pub fn parse_location_instance(&mut self) -> PResult<AttrId> {
        self.nested(Self::parse_location_instance_inner)
    }

    fn parse_location_instance_inner(&mut self) -> PResult<AttrId> {
        match self.kind() {
            T::HashIdent => self.parse_location_alias(),
            T::String => self.parse_file_or_name_loc(),
            T::BareIdent => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "callsite" => self.parse_callsite_loc(),
                "fused" => self.parse_fused_loc(),
                _ => Err(self.err_here("expected location instance")),
            },
            _ => Err(self.err_here("expected location instance")),
        }
    }

    fn parse_location_alias(&mut self) -> PResult<AttrId> {
        let name = &self.text()[1..];
        let at = self.tok.start;
        self.bump();
        if let Some(&a) = self.attr_aliases.get(name) {
            if !matches!(self.ctx.attr(a), AttrData::Location(_)) {
                return Err(self.err_at(at, "expected location, but found"));
            }
            return Ok(a);
        }
        if let Some(&a) = self.deferred_loc_names.get(name) {
            return Ok(a);
        }
        // A placeholder nobody else can spell; patched after the file is read.
        let placeholder = self.ctx.loc(Location::Name {
            name: format!("\u{0}deferred#{name}"),
            child: None,
        });
        self.deferred_locs.push((name, placeholder, at));
        self.deferred_loc_names.insert(name, placeholder);
        Ok(placeholder)
    }

    fn parse_file_or_name_loc(&mut self) -> PResult<AttrId> {
        let text = String::from_utf8_lossy(&self.string_value()).into_owned();
        self.bump();
        if self.eat(T::Colon) {
            return self.parse_file_line_col(text);
        }
        let mut child = None;
        if self.eat(T::LParen) {
            let c = self.parse_location_instance()?;
            if matches!(self.ctx.attr(c), AttrData::Location(Location::Name { .. })) {
                return Err(
                    self.err_at(self.prev_end, "child of NameLoc cannot be another NameLoc")
                );
            }
            child = Some(c);
            self.expect_tok(T::RParen)?;
        }
        Ok(self.ctx.loc(Location::Name { name: text, child }))
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if !self.is(T::Integer) {
            return Err(self.err_here(msg));
        }
        let v = self.text().parse::<u32>().map_err(|_| self.err_here(msg))?;
        self.bump();
        Ok(v)
    }

    fn parse_file_line_col(&mut self, file: String) -> PResult<AttrId> {
        let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
        self.expect_msg(T::Colon, "expected ':' in FileLineColLoc")?;
        let col = self.parse_u32("expected integer column number in FileLineColLoc")?;
        let mut end = None;
        if self.eat_kw("to") {
            let end_line = if self.is(T::Integer) {
                self.parse_u32("expected integer line number")?
            } else {
                line
            };
            self.expect_msg(T::Colon, "expected ':' in FileLineColRange")?;
            let end_col = self.parse_u32("expected integer column number in FileLineColRange")?;
            end = Some((end_line, end_col));
        }
        Ok(self.ctx.loc(Location::FileLineCol {
            file: file.into(),
            line,
            col,
            end,
        }))
    }

    fn parse_callsite_loc(&mut self) -> PResult<AttrId> {
        self.bump();
        self.expect_msg(T::LParen, "expected '(' in callsite location")?;
        let callee = self.parse_location_instance()?;
        self.expect_msg_kw("at", "expected 'at' in callsite location")?;
        let caller = self.parse_location_instance()?;
        self.expect_msg(T::RParen, "expected ')' in callsite location")?;
        Ok(self.ctx.loc(Location::CallSite { callee, caller }))
    }

    fn expect_msg_kw(&mut self, kw: &str, msg: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            Err(self.err_here(msg))
        }
    }

    fn parse_fused_loc(&mut self) -> PResult<AttrId> {
        self.bump();
        let mut metadata = None;
        if self.eat(T::Less) {
            metadata = Some(self.parse_attribute(None)?);
            self.expect_msg(T::Greater, "expected '>' after fused location metadata")?;
        }
        self.expect_msg(T::LSquare, "expected '[' in fused location")?;
        let mut locs = Vec::new();
        if !self.eat(T::RSquare) {
            self.comma_list(|p| {
                locs.push(p.parse_location_instance()?);
                Ok(())
            })?;
            self.expect_tok(T::RSquare)?;
        }
        Ok(self.fused_loc(locs, metadata))
    }

    /// Upstream's `FusedLoc::get`: nested fused locations with the same
    /// metadata are flattened, `unknown` members and duplicates dropped; no
    /// member left gives `unknown`, one member (without metadata) is itself.
    fn fused_loc(&mut self, locs: Vec<AttrId>, metadata: Option<AttrId>) -> AttrId {
        let mut flat: Vec<AttrId> = Vec::with_capacity(locs.len());
        for l in locs {
            let inner = match self.ctx.attr(l) {
                AttrData::Location(Location::Unknown) => continue,
                AttrData::Location(Location::Fused { locs, metadata: m }) if *m == metadata => {
                    locs.clone()
                }
                _ => vec![l],
            };
            for i in inner {
                if !flat.contains(&i) {
                    flat.push(i);
                }
            }
        }
        match (flat.len(), metadata) {
            (0, None) => self.ctx.unknown_loc(),
            (1, None) => flat[0],
            _ => self.ctx.loc(Location::Fused {
                locs: flat,
                metadata,
            }),
        }
    }

    /// Replaces deferred `loc(#alias)` placeholders on ops and values once
    /// every alias is known. Fails on an alias never defined.
    pub fn resolve_deferred_locs(&mut self) -> PResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut map = super::core::FxMap::default();
        for &(name, placeholder, at) in &self.deferred_locs {
            match self.attr_aliases.get(name) {
                Some(&a) if matches!(self.ctx.attr(a), AttrData::Location(_)) => {
                    map.insert(placeholder, a);
                }
                _ => return Err(self.err_at(at, "operation location alias was never defined")),
            }
        }
        for op in self.ctx.ops.keys().collect::<Vec<_>>() {
            if let Some(&a) = map.get(&self.ctx.ops[op].loc) {
                self.ctx.ops[op].loc = a;
            }
        }
        for v in self.ctx.values.keys().collect::<Vec<_>>() {
            if let Some(&a) = map.get(&self.ctx.values[v].loc) {
                self.ctx.values[v].loc = a;
            }
        }
        Ok(())
    }
}
