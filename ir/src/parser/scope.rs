//! SSA name and block label scopes, after the Language Reference's "Value
//! Scoping" section and upstream's `OperationParser` name scopes.
//!
//! Names live in one table per isolated-from-above region (a name cannot be
//! redefined anywhere inside it); each nested region records what it
//! defined so those names vanish when it closes. A use before the
//! definition makes a placeholder value (`Context::create_placeholder`)
//! that the definition replaces with `Context::replace_all_uses`; one still
//! unresolved when its isolated scope closes is an error. Block labels are
//! scoped per region the same way.

use super::core::Parser;
use super::state::{At, BlockEntry, BlockScope, Def, Entry, FwdRef, FxMap, Isolated};
use crate::asm::PResult;
use crate::ir::{Block, BlockId, RegionId, ValueId};
use crate::{Diagnostic, TypeId};
use std::borrow::Cow;

impl<'c, 's> Parser<'c, 's> {
    /// Opens the scope of `region`; `isolated` starts a fresh name table.
    pub(crate) fn push_region_scope(&mut self, region: RegionId, isolated: bool) {
        if isolated || self.ssa.isolated.is_empty() {
            self.ssa.isolated.push(Isolated::default());
        }
        let top = self.ssa.isolated.last_mut().expect("pushed above");
        top.region_defs.push(Vec::new());
        self.ssa.blocks.push(BlockScope {
            region,
            names: FxMap::default(),
        });
    }

    /// Closes the innermost region scope, reporting undefined blocks and,
    /// for an isolated scope, unresolved forward references.
    pub(crate) fn pop_region_scope(&mut self) -> PResult<()> {
        let blocks = self.ssa.blocks.pop().expect("balanced scopes");
        if let Some(e) = blocks
            .names
            .values()
            .filter(|e| !e.defined)
            .min_by_key(|e| e.at)
        {
            return Err(self.err_at(e.at, "reference to an undefined block"));
        }
        let top = self.ssa.isolated.last_mut().expect("balanced scopes");
        let defs = top.region_defs.pop().unwrap_or_default();
        if !top.region_defs.is_empty() {
            for d in defs {
                top.values.remove(&d);
            }
            return Ok(());
        }
        let scope = self.ssa.isolated.pop().expect("balanced scopes");
        let first = scope
            .values
            .into_values()
            .filter_map(|e| match e {
                Entry::Forward(refs) => refs.into_iter().next(),
                Entry::Defined(..) => None,
            })
            .min_by_key(|r| self.at_key(r.at));
        match first {
            Some(r) => Err(self.err_at_pos(r.at, "use of undeclared SSA value name")),
            None => Ok(()),
        }
    }

    fn at_key(&self, at: At) -> (u32, u32) {
        match at {
            At::Offset(o) => (0, o),
            At::Loc(l) => crate::diag::source_pos(self.ctx, l).map_or((1, 0), |p| (p.line, p.col)),
        }
    }

    /// An error at `at`.
    #[cold]
    pub(crate) fn err_at_pos(&self, at: At, msg: &str) -> Diagnostic {
        match at {
            At::Offset(o) => self.err_at(o, msg),
            At::Loc(l) => Diagnostic::error_at(self.ctx, l, msg),
        }
    }

    /// Where `name` was defined or first used in the current isolated
    /// scope, if it was.
    pub(crate) fn reference_at(&self, name: &str) -> Option<Option<crate::SourcePos>> {
        let top = self.ssa.isolated.last()?;
        let at = match top.values.get(name)? {
            Entry::Defined(_, at) => At::Offset(*at),
            Entry::Forward(refs) => refs.first()?.at,
        };
        Some(match at {
            At::Offset(o) => Some(self.pos_of(o)),
            At::Loc(l) => crate::diag::source_pos(self.ctx, l),
        })
    }

    fn def_value(&self, def: Def, number: u32) -> Option<ValueId> {
        match def {
            Def::Single(v) => (number == 0).then_some(v),
            Def::Results { op, start, count } => {
                (number < count).then(|| self.ctx.ops[op].results[(start + number) as usize])
            }
        }
    }

    /// Binds `name` in the innermost scope, resolving forward references.
    pub(crate) fn define_value(&mut self, name: Cow<'s, str>, def: Def, at: u32) -> PResult<()> {
        let top = self.ssa.isolated.last_mut().expect("a scope is open");
        let old = top.values.insert(name.clone(), Entry::Defined(def, at));
        top.region_defs
            .last_mut()
            .expect("a region is open")
            .push(name.clone());
        match old {
            None => Ok(()),
            Some(Entry::Defined(_, prev)) => {
                let msg = format!("redefinition of SSA value '%{name}'");
                let mut d = self.err_at(at, &msg);
                d.notes.push(Diagnostic::new(
                    crate::diag::Severity::Note,
                    Some(self.pos_of(prev)),
                    "previously defined here",
                ));
                Err(d)
            }
            Some(Entry::Forward(refs)) => self.resolve_forward(&name, def, at, refs),
        }
    }

    fn resolve_forward(&mut self, name: &str, def: Def, at: u32, refs: Vec<FwdRef>) -> PResult<()> {
        for r in refs {
            let Some(real) = self.def_value(def, r.number) else {
                return Err(self.err_at_pos(r.at, "reference to invalid result number"));
            };
            if self.ctx.value_type(real) != self.ctx.value_type(r.value) {
                let msg = format!(
                    "definition of SSA value '%{name}#{}' has type {}",
                    r.number,
                    self.type_str(self.ctx.value_type(real))
                );
                let mut d = self.err_at(at, &msg);
                let note = format!(
                    "previously used here with type {}",
                    self.type_str(self.ctx.value_type(r.value))
                );
                let pos = match r.at {
                    At::Offset(o) => Some(self.pos_of(o)),
                    At::Loc(l) => crate::diag::source_pos(self.ctx, l),
                };
                d.notes
                    .push(Diagnostic::new(crate::diag::Severity::Note, pos, note));
                return Err(d);
            }
            self.ctx.replace_all_uses(r.value, real);
        }
        Ok(())
    }

    /// The value `%name#number` of type `ty`, or a placeholder for a
    /// forward reference.
    pub(crate) fn resolve_value(
        &mut self,
        name: &str,
        number: u32,
        ty: TypeId,
        at: At,
    ) -> PResult<ValueId> {
        let top = self.ssa.isolated.last_mut().expect("a scope is open");
        let (v, prior) = match top.values.get_mut(name) {
            Some(Entry::Defined(def, def_at)) => {
                let (def, def_at) = (*def, At::Offset(*def_at));
                let v = self
                    .def_value(def, number)
                    .ok_or_else(|| self.err_at_pos(at, "reference to invalid result number"))?;
                (v, def_at)
            }
            Some(Entry::Forward(refs)) => match refs.iter().find(|r| r.number == number) {
                Some(r) => (r.value, r.at),
                None => {
                    let v = self.new_placeholder(ty, at);
                    self.push_forward(name, number, v, at);
                    return Ok(v);
                }
            },
            None => {
                let v = self.new_placeholder(ty, at);
                self.push_forward(name, number, v, at);
                return Ok(v);
            }
        };
        let found = self.ctx.value_type(v);
        if found != ty {
            let msg = format!(
                "use of value '%{name}' expects different type than prior uses: {} vs {}",
                self.type_str(ty),
                self.type_str(found)
            );
            // Upstream points back at the definition or first use.
            let mut d = self.err_at_pos(at, &msg);
            let pos = match prior {
                At::Offset(o) => Some(self.pos_of(o)),
                At::Loc(l) => crate::diag::source_pos(self.ctx, l),
            };
            d.notes.push(Diagnostic::new(
                crate::diag::Severity::Note,
                pos,
                "prior use here",
            ));
            return Err(d);
        }
        Ok(v)
    }

    fn new_placeholder(&mut self, ty: TypeId, at: At) -> ValueId {
        let loc = match at {
            At::Offset(o) => self.loc_at(o),
            At::Loc(l) => l,
        };
        self.ctx.create_placeholder(ty, loc)
    }

    fn push_forward(&mut self, name: &str, number: u32, value: ValueId, at: At) {
        let top = self.ssa.isolated.last_mut().expect("a scope is open");
        let r = FwdRef { number, value, at };
        match top.values.get_mut(name) {
            Some(Entry::Forward(refs)) => refs.push(r),
            _ => {
                top.values
                    .insert(Cow::Owned(name.to_string()), Entry::Forward(vec![r]));
            }
        }
    }

    // ---- blocks ------------------------------------------------------

    fn new_detached_block(&mut self, region: RegionId) -> BlockId {
        self.ctx.blocks.push(Block {
            parent: Some(region),
            ..Block::default()
        })
    }

    /// The block `^name` of the current region, created on first use.
    pub(crate) fn block_ref(&mut self, name: &str, at: u32) -> BlockId {
        let scope = self.ssa.blocks.last().expect("a region is open");
        if let Some(e) = scope.names.get(name) {
            return e.block;
        }
        let region = scope.region;
        let block = self.new_detached_block(region);
        let scope = self.ssa.blocks.last_mut().expect("a region is open");
        scope.names.insert(
            Cow::Owned(name.to_string()),
            BlockEntry {
                block,
                defined: false,
                at,
            },
        );
        block
    }

    /// Defines `^name` and appends it to the current region.
    pub(crate) fn define_block(&mut self, name: &'s str, at: u32) -> PResult<BlockId> {
        let scope = self.ssa.blocks.last().expect("a region is open");
        let region = scope.region;
        let block = match scope.names.get(name) {
            Some(e) if e.defined => {
                let msg = format!("redefinition of block '^{name}'");
                return Err(self.err_at(at, &msg));
            }
            Some(e) => e.block,
            None => self.new_detached_block(region),
        };
        let scope = self.ssa.blocks.last_mut().expect("a region is open");
        scope.names.insert(
            Cow::Borrowed(name),
            BlockEntry {
                block,
                defined: true,
                at,
            },
        );
        self.ctx.regions[region].blocks.push(block);
        self.ctx.blocks[block].label_hint = Some(name.to_string());
        Ok(block)
    }

    /// An unnamed block appended to the current region (an entry block
    /// written without a label).
    pub(crate) fn new_block(&mut self) -> BlockId {
        let region = self.ssa.blocks.last().expect("a region is open").region;
        let block = self.new_detached_block(region);
        self.ctx.regions[region].blocks.push(block);
        block
    }
}
