//! Operations, regions and blocks (Language Reference "Operations",
//! "Blocks", "Regions"; MLIR `OperationPrinter`): the generic form
//! `%0:2 = "d.op"(%a)[^bb1] <{props}> ({...}) {attrs} : (i32) -> (i32, i32)`,
//! the custom form through the op table, `module` in its custom form, block
//! headers with upstream's `// pred:` comments, and two spaces of
//! indentation per nesting level.

use super::{affine, names::ValueName, Printer};
use crate::asm::OpAsmPrinter;
use crate::ir::{BlockId, RegionId, ValueId};
use crate::{AttrData, AttrId, OpId};
use std::fmt::Write;

/// The deepest indentation printed, in spaces: 1280 levels, past the
/// deepest nesting the tools parse by default
/// ([`crate::parser::TOOL_MAX_NESTING`] counts four levels a region, so
/// 1024 nested regions), where the text is upstream's. Deeper ops print at
/// this indentation, so the text of `n` nested regions grows linearly with
/// `n` instead of quadratically (131,072 nested `scf.if`, which
/// `--max-nesting` may admit, would otherwise print 34 GB of spaces).
pub(crate) const MAX_INDENT: usize = 2560;

impl Printer<'_> {
    /// Prints `op` on its own line(s) at the current indentation.
    pub(crate) fn operation(&mut self, op: OpId) {
        self.pad();
        self.op_inline(op);
        self.out.push('\n');
    }

    pub(super) fn pad(&mut self) {
        let n = self.indent.min(MAX_INDENT);
        self.out.extend(std::iter::repeat_n(' ', n));
    }

    fn op_inline(&mut self, op: OpId) {
        self.result_defs(&self.ctx.ops[op].results);
        self.op_body(op);
    }

    /// The op without its `%0 = ` (what `printCustomOrGenericOp` writes).
    pub(super) fn op_body(&mut self, op: OpId) {
        let ctx = self.ctx;
        let o = &ctx.ops[op];
        let def = o.name.def();
        let custom = def.and_then(|d| d.print).filter(|_| !self.opts.generic);
        if let Some(print) = custom {
            self.custom_name(&o.name);
            let saved = self.current.replace(op);
            print(self, op);
            self.current = saved;
        } else if !self.opts.generic && o.name == "builtin.module" {
            self.custom_name(&o.name);
            self.module(op);
        } else {
            self.generic(op);
        }
        if self.opts.debug_info {
            self.trailing_loc(o.loc);
        }
    }

    /// `%0 = `, `%3:2 = ` or nothing.
    fn result_defs(&mut self, results: &[ValueId]) {
        let Some(&first) = results.first() else {
            return;
        };
        match *self.names.values.get(first) {
            ValueName::Result(n, _) => {
                let _ = write!(self.out, "%{n}:{}", results.len());
            }
            // Each result named on its own (`%sum, %overflow`), or in
            // named packs (`%sizes:2`).
            _ => {
                let mut i = 0;
                while i < results.len() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let ValueName::NamedResult(s, _) = *self.names.values.get(results[i]) else {
                        self.value(results[i]);
                        i += 1;
                        continue;
                    };
                    let n = results[i..]
                        .iter()
                        .take_while(|&&r| matches!(*self.names.values.get(r), ValueName::NamedResult(t, _) if t == s))
                        .count();
                    let name = &self.names.strings[s as usize];
                    let _ = write!(self.out, "%{name}:{n}");
                    i += n;
                }
            }
        }
        self.out.push_str(" = ");
    }

    /// The op name, without the default dialect's prefix (`return` in a
    /// `func.func`, `module` at the top level), as `OpState::printOpName`.
    fn custom_name(&mut self, name: &str) {
        let dialect = self.dialects.last().copied().unwrap_or("");
        if let Some(rest) = name.strip_prefix(dialect) {
            if let Some(short) = rest.strip_prefix('.') {
                if !dialect.is_empty() && !short.contains('.') {
                    self.out.push_str(short);
                    return;
                }
            }
        }
        self.out.push_str(name);
    }

    /// `"name"(operands)[succs] <{props}> (regions) {attrs} : (ins) -> outs`.
    fn generic(&mut self, op: OpId) {
        let ctx = self.ctx;
        let o = &ctx.ops[op];
        super::attrs::write_escaped(&mut self.out, o.name.as_bytes());
        self.out.push('(');
        self.print_operands(&o.operands);
        self.out.push(')');
        if !o.successors.is_empty() {
            self.out.push('[');
            for (i, &b) in o.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(b);
            }
            self.out.push(']');
        }
        if let Some(p) = o.properties {
            if !matches!(ctx.attr(p), AttrData::Dictionary(e) if e.is_empty()) {
                self.out.push_str(" <");
                self.attr(p);
                self.out.push('>');
            }
        }
        if !o.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in o.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(&o.attrs, &[]);
        self.out.push_str(" : (");
        for (i, &v) in o.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.type_(ctx.values[v].ty);
        }
        self.out.push_str(") -> ");
        self.value_result_types(&o.results);
    }

    /// [`Printer::result_types`] for the types of `values`, without
    /// collecting them first.
    fn value_result_types(&mut self, values: &[ValueId]) {
        let ctx = self.ctx;
        if let [v] = values {
            let t = ctx.values[*v].ty;
            if !matches!(ctx.ty(t), crate::TypeData::Function { .. }) {
                return self.type_(t);
            }
        }
        self.out.push('(');
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.type_(ctx.values[v].ty);
        }
        self.out.push(')');
    }

    /// `module @name attributes {...} {...}` (upstream `ModuleOp::print`).
    fn module(&mut self, op: OpId) {
        let ctx = self.ctx;
        let o = &ctx.ops[op];
        let mut attrs: Vec<(String, AttrId)> = o.attrs.clone();
        if let Some(AttrData::Dictionary(props)) = o.properties.map(|p| ctx.attr(p)) {
            attrs.extend(props.iter().cloned());
        }
        attrs.sort_by(|a, b| a.0.cmp(&b.0));
        let name = attrs
            .iter()
            .find(|(k, _)| k == "sym_name")
            .and_then(|(_, a)| ctx.attr(*a).as_str());
        if let Some(n) = name {
            self.out.push(' ');
            self.symbol(n);
        }
        let elided: &[&str] = if name.is_some() { &["sym_name"] } else { &[] };
        self.print_optional_attr_dict_with_keyword(&attrs, elided);
        for &r in &o.regions {
            self.out.push(' ');
            self.region(r, false, false, false);
        }
    }

    /// `{`, the blocks, `}` (upstream `printRegion`).
    pub(crate) fn region(&mut self, r: RegionId, entry_args: bool, terms: bool, empty: bool) {
        let ctx = self.ctx;
        self.out.push_str("{\n");
        let blocks = &ctx.regions[r].blocks;
        if let Some(&entry) = blocks.first() {
            let parent = ctx.regions[r].parent.map(|p| ctx.ops[p].name.as_str());
            self.dialects.push(default_dialect(parent));
            let preds = self.predecessors(r);
            let eb = &ctx.blocks[entry];
            let header = (empty && eb.ops.is_empty()) || (entry_args && !eb.args.is_empty());
            self.block(entry, header, terms, true, &preds[0]);
            for (i, &b) in blocks.iter().enumerate().skip(1) {
                self.block(b, true, true, false, &preds[i]);
            }
            self.dialects.pop();
        }
        self.pad();
        self.out.push('}');
    }

    /// For each block of `r` (by position), the positions of the blocks that
    /// branch to it, once per edge, sorted.
    fn predecessors(&self, r: RegionId) -> Vec<Vec<u32>> {
        let ctx = self.ctx;
        let blocks = &ctx.regions[r].blocks;
        let mut preds = vec![Vec::new(); blocks.len()];
        if blocks.len() < 2 {
            return preds;
        }
        for (i, &b) in blocks.iter().enumerate() {
            for &op in &ctx.blocks[b].ops {
                for &s in &ctx.ops[op].successors {
                    if ctx.blocks[s].parent == Some(r) {
                        let j = *self.names.blocks.get(s) as usize;
                        if let Some(p) = preds.get_mut(j) {
                            p.push(i as u32);
                        }
                    }
                }
            }
        }
        for p in &mut preds {
            p.sort_unstable();
        }
        preds
    }

    fn block(&mut self, b: BlockId, header: bool, terms: bool, entry: bool, preds: &[u32]) {
        let ctx = self.ctx;
        if header {
            self.block_header(b, entry, preds);
        }
        self.indent += 2;
        let ops = &ctx.blocks[b].ops;
        let n = if !terms && ops.last().is_some_and(|&t| self.might_be_terminator(t)) {
            ops.len() - 1
        } else {
            ops.len()
        };
        for &op in &ops[..n] {
            self.operation(op);
        }
        self.indent -= 2;
    }

    /// Upstream's `hasTrait<IsTerminator>`: unregistered ops are not.
    fn might_be_terminator(&self, op: OpId) -> bool {
        self.ctx.ops[op]
            .name
            .def()
            .is_some_and(|d| d.traits.terminator)
    }

    fn block_header(&mut self, b: BlockId, entry: bool, preds: &[u32]) {
        let ctx = self.ctx;
        self.pad();
        self.block_name(b);
        let args = &ctx.blocks[b].args;
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(a);
                self.out.push_str(": ");
                self.type_(ctx.values[a].ty);
                self.value_loc(a);
            }
            self.out.push(')');
        }
        self.out.push(':');
        match preds {
            [] if !entry => self.out.push_str("  // no predecessors"),
            [] => {}
            // `Block::getSinglePredecessor`: exactly one edge.
            [p] => {
                let _ = write!(self.out, "  // pred: ^bb{p}");
            }
            _ => {
                let _ = write!(self.out, "  // {} preds: ", preds.len());
                for (i, p) in preds.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let _ = write!(self.out, "^bb{p}");
                }
            }
        }
        self.out.push('\n');
    }

    /// `[%i + 1, %j * 2]`: the map's results with dims and symbols replaced
    /// by the operands (symbols as `symbol(%s)`).
    pub(crate) fn map_of_ssa_ids(
        &mut self,
        map: AttrId,
        operands: &[ValueId],
        delims: (char, char),
    ) {
        let AttrData::AffineMap(m) = self.ctx.attr(map) else {
            return self.attr(map);
        };
        let dims = m.num_dims;
        let names = &self.names;
        self.out.push(delims.0);
        for (i, e) in m.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            affine::write_expr_with(&mut self.out, e, &mut |out, pos, sym| {
                let idx = if sym { dims + pos } else { pos } as usize;
                if sym {
                    out.push_str("symbol(");
                }
                match operands.get(idx) {
                    Some(&v) => super::write_value(out, names, v),
                    None => out.push_str("%<<INVALID OPERAND>>"),
                }
                if sym {
                    out.push(')');
                }
            });
        }
        self.out.push(delims.1);
    }

    /// `(max(e0, e1), e2)`: the map's expressions in `groups`, a group of
    /// several under `kw`, written with SSA names as in [`Self::map_of_ssa_ids`].
    pub(crate) fn bound_groups(
        &mut self,
        map: AttrId,
        operands: &[ValueId],
        groups: &[i64],
        kw: &str,
    ) {
        let AttrData::AffineMap(m) = self.ctx.attr(map) else {
            return self.attr(map);
        };
        let dims = m.num_dims;
        let names = &self.names;
        let out = &mut self.out;
        out.push('(');
        let mut start = 0usize;
        for (g, &size) in groups.iter().enumerate() {
            if g > 0 {
                out.push_str(", ");
            }
            let size = usize::try_from(size).unwrap_or(0);
            let end = (start + size).min(m.results.len());
            if size != 1 {
                out.push_str(kw);
                out.push('(');
            }
            for (i, e) in m.results[start.min(end)..end].iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                affine::write_expr_with(out, e, &mut |out, pos, sym| {
                    let idx = if sym { dims + pos } else { pos } as usize;
                    if sym {
                        out.push_str("symbol(");
                    }
                    match operands.get(idx) {
                        Some(&v) => super::write_value(out, names, v),
                        None => out.push_str("%<<INVALID OPERAND>>"),
                    }
                    if sym {
                        out.push(')');
                    }
                });
            }
            if size != 1 {
                out.push(')');
            }
            start = end;
        }
        out.push(')');
    }

    /// `affine_map<...>(%d0, %d1)[%s0]`.
    pub(crate) fn map_application(&mut self, map: AttrId, operands: &[ValueId]) {
        self.attr(map);
        let dims = match self.ctx.attr(map) {
            AttrData::AffineMap(m) => (m.num_dims as usize).min(operands.len()),
            _ => operands.len(),
        };
        self.out.push('(');
        self.print_operands(&operands[..dims]);
        self.out.push(')');
        if dims < operands.len() {
            self.out.push('[');
            self.print_operands(&operands[dims..]);
            self.out.push(']');
        }
    }
}

/// The dialect whose prefix ops may drop inside regions of `parent`
/// (upstream's `OpAsmOpInterface::getDefaultDialect`).
fn default_dialect(parent: Option<&str>) -> &'static str {
    match parent {
        Some("func.func") => "func",
        Some("builtin.module") | None => "builtin",
        _ => "",
    }
}
