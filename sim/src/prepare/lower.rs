//! Translation of functions: register assignment, CFG blocks and
//! structured control flow (`scf.for/if/while`, `affine.for/if`) into one
//! flat instruction stream with jumps. Per-op translation of everything
//! else is in `ops.rs`.

use super::{err, Func, Inst, InstTiming, Program, Reg, RegType, Span};
use crate::prepare::target::{op_cost, UnitTable};
use rmlir_ir::dialects::views;
use rmlir_ir::ir::ValueId;
use rmlir_ir::registry::{successor_operand_ranges, OpDef, Registry, Semantics, TimingClass};
use rmlir_ir::{BlockId, Context, Diagnostic, OpId, RegionId, TypeData, TypeId};
use rmlir_targets::Target;
use std::collections::HashMap;
use std::ops::Range;

/// What a region terminator (`yield`, `condition`) means where it stands.
#[derive(Clone, Debug)]
pub(super) enum Exit {
    /// Move the yielded values into `dsts`, then jump to `to` (patched);
    /// `timed` when the jump is a loop back edge.
    Yield {
        dsts: Vec<Reg>,
        to: Patch,
        timed: bool,
    },
    /// A loop body: move yielded values into `iters`, step `iv` by `step`
    /// and jump back to `head`.
    Loop {
        iters: Vec<Reg>,
        iv: Reg,
        step: Reg,
        head: u32,
    },
    /// The "before" region of `scf.while`.
    WhileBefore {
        results: Vec<Reg>,
        after_args: Vec<Reg>,
        exit: Patch,
    },
}

/// A jump target that may not be known yet: the label id to patch.
#[derive(Copy, Clone, Debug)]
pub(super) struct Patch(pub usize);

/// Builds one function's code.
pub(super) struct FnBuilder<'a> {
    pub ctx: &'a Context,
    pub target: &'a Target,
    pub units: &'a mut UnitTable,
    pub prog: &'a mut Program,
    pub f: Func,
    pub regs: HashMap<ValueId, Reg>,
    pub blocks: HashMap<BlockId, Patch>,
    labels: Vec<Option<u32>>,
    fixups: Vec<(usize, Patch)>,
    /// Switch tables of this function, whose targets still hold label ids.
    pub my_switches: Vec<usize>,
    /// The first op whose cost cannot be timed (a vector whose tiles
    /// overflow the cycle range), reported once the function is lowered:
    /// [`Self::timing_for`] has too many callers to return it.
    cost_error: Option<Diagnostic>,
}

impl<'a> FnBuilder<'a> {
    /// The register of an SSA value, allocating one on first sight.
    pub fn reg(&mut self, v: ValueId) -> Reg {
        if let Some(&r) = self.regs.get(&v) {
            return r;
        }
        let r = self.fresh(RegType::of(self.ctx, self.ctx.value_type(v)));
        let name = self.ctx.values[v]
            .name_hint
            .as_deref()
            .map_or_else(|| format!("v{}", v.as_u32()), str::to_string);
        let width = match self.ctx.ty(self.ctx.value_type(v)) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Index => 64,
            _ => 0,
        };
        self.f.reg_names[r as usize] = name;
        self.f.reg_widths[r as usize] = width;
        self.regs.insert(v, r);
        r
    }

    /// A register for a temporary of static type `ty`.
    pub fn fresh(&mut self, ty: RegType) -> Reg {
        let r = self.f.num_regs;
        self.f.num_regs += 1;
        self.f.reg_types.push(ty);
        self.f.reg_names.push(String::new());
        self.f.reg_widths.push(0);
        r
    }

    /// Registers of several values.
    pub fn regs_of(&mut self, vs: &[ValueId]) -> Vec<Reg> {
        vs.iter().map(|&v| self.reg(v)).collect()
    }

    /// Stores a register list in the pool.
    pub fn span(&mut self, regs: &[Reg]) -> Span {
        let start = self.f.pool.len() as u32;
        self.f.pool.extend_from_slice(regs);
        Span {
            start,
            len: regs.len() as u32,
        }
    }

    /// Appends an instruction with explicit timing.
    pub fn emit_timed(&mut self, inst: Inst, op: OpId, timing: InstTiming) -> u32 {
        let at = self.f.code.len() as u32;
        self.f.code.push(inst);
        self.f.origin.push(op);
        self.f.timing.push(timing);
        at
    }

    /// Appends an instruction timed by its op's class.
    pub fn emit(&mut self, inst: Inst, op: OpId) -> u32 {
        let t = self.timing_of(op);
        self.emit_timed(inst, op, t)
    }

    /// Appends a free instruction (moves, constants).
    pub fn emit_free(&mut self, inst: Inst, op: OpId) -> u32 {
        self.emit_timed(inst, op, InstTiming::FREE)
    }

    /// The timing of `op`: its class at the width/shape of its first result
    /// (or first operand).
    pub fn timing_of(&mut self, op: OpId) -> InstTiming {
        let Some(def) = Registry::global().lookup(&self.ctx.ops[op].name) else {
            return InstTiming::FREE;
        };
        self.timing_for(op, def.timing)
    }

    /// The timing of `op` under an explicit class.
    pub fn timing_for(&mut self, op: OpId, class: TimingClass) -> InstTiming {
        let o = &self.ctx.ops[op];
        let v = o.results.first().or(o.operands.first()).copied();
        let (width, mut shape) = v
            .map(|v| width_shape(self.ctx, v))
            .unwrap_or((64, Vec::new()));
        // Control transfers run on the scalar unit even when they pass
        // vectors along (a `return` of a vector is not a vector op).
        if matches!(class, TimingClass::Branch | TimingClass::Call) {
            shape.clear();
        }
        match op_cost(self.target, self.units, class, width, &shape) {
            Ok(Some((unit, latency))) => InstTiming::on(unit, latency),
            Ok(None) => InstTiming::FREE,
            Err(m) => {
                self.cost_error.get_or_insert_with(|| err(self.ctx, op, m));
                InstTiming::FREE
            }
        }
    }

    /// A new label.
    pub fn label(&mut self) -> Patch {
        self.labels.push(None);
        Patch(self.labels.len() - 1)
    }

    /// Binds a label to the next instruction.
    pub fn bind(&mut self, p: Patch) {
        self.labels[p.0] = Some(self.f.code.len() as u32);
    }

    /// Emits a jump to a label, patched at the end.
    pub fn jump(&mut self, p: Patch, op: OpId, timed: bool) {
        let inst = Inst::Jump { to: u32::MAX };
        let at = if timed {
            self.emit_branch(inst, op)
        } else {
            self.emit_free(inst, op)
        };
        self.fixups.push((at as usize, p));
    }

    /// Emits a conditional branch to a label when `cond` is false.
    pub fn branch_false(&mut self, cond: Reg, p: Patch, op: OpId) {
        let at = self.emit_branch(Inst::BranchFalse { cond, to: u32::MAX }, op);
        self.fixups.push((at as usize, p));
    }

    /// Emits an instruction timed as a branch.
    pub fn emit_branch(&mut self, inst: Inst, op: OpId) -> u32 {
        let t = self.timing_for(op, TimingClass::Branch);
        self.emit_timed(inst, op, t)
    }

    /// Records that instruction `at` jumps to `p`.
    pub fn fixup(&mut self, at: u32, p: Patch) {
        self.fixups.push((at as usize, p));
    }

    /// Parallel register moves (sources may overlap destinations).
    pub fn moves(&mut self, dsts: &[Reg], srcs: &[Reg], op: OpId) {
        let clobbers = srcs.iter().any(|s| dsts.contains(s));
        if !clobbers {
            for (&d, &s) in dsts.iter().zip(srcs) {
                if d != s {
                    self.emit_free(Inst::Move { dst: d, src: s }, op);
                }
            }
            return;
        }
        let types: Vec<RegType> = srcs.iter().map(|&s| self.f.reg_types[s as usize]).collect();
        let temps: Vec<Reg> = types.into_iter().map(|t| self.fresh(t)).collect();
        for (&t, &s) in temps.iter().zip(srcs) {
            self.emit_free(Inst::Move { dst: t, src: s }, op);
        }
        for (&d, &t) in dsts.iter().zip(&temps) {
            self.emit_free(Inst::Move { dst: d, src: t }, op);
        }
    }

    /// Lowers the ops of a single-block region in place; its terminator is
    /// handled by `exit`.
    pub fn inline_region(&mut self, r: RegionId, exit: &Exit) -> Result<(), Diagnostic> {
        let Some(&block) = self.ctx.regions[r].blocks.first() else {
            return Ok(());
        };
        for &op in &self.ctx.blocks[block].ops {
            let sem = semantics(self.ctx, op);
            if matches!(sem, Some(Semantics::ScfCondition)) || is_yield(sem) {
                self.region_exit(op, exit)?;
            } else {
                self.op(op)?;
            }
        }
        if self.ctx.blocks[block]
            .ops
            .last()
            .is_none_or(|&l| !is_yield(semantics(self.ctx, l)))
        {
            // Implicit empty yield.
            if let Some(&last) = self.ctx.blocks[block].ops.last() {
                if semantics(self.ctx, last) != Some(Semantics::ScfCondition) {
                    self.region_exit_with(last, &[], exit)?;
                }
            }
        }
        Ok(())
    }

    fn region_exit(&mut self, term: OpId, exit: &Exit) -> Result<(), Diagnostic> {
        let vals = self.ctx.ops[term].operands.clone();
        if semantics(self.ctx, term) == Some(Semantics::ScfCondition) {
            return self.while_condition(term, &vals, exit);
        }
        let srcs = self.regs_of(&vals);
        self.region_exit_with(term, &srcs, exit)
    }

    fn region_exit_with(
        &mut self,
        term: OpId,
        srcs: &[Reg],
        exit: &Exit,
    ) -> Result<(), Diagnostic> {
        match exit {
            Exit::Yield { dsts, to, timed } => {
                self.moves(dsts, srcs, term);
                self.jump(*to, term, *timed);
            }
            Exit::Loop {
                iters,
                iv,
                step,
                head,
            } => {
                self.moves(iters, srcs, term);
                self.emit_branch(
                    Inst::ForStep {
                        iv: *iv,
                        step: *step,
                        head: *head,
                    },
                    term,
                );
            }
            Exit::WhileBefore { .. } => {
                return Err(err(
                    self.ctx,
                    term,
                    "'scf.while' before-region must end in 'scf.condition'",
                ));
            }
        }
        Ok(())
    }

    fn while_condition(
        &mut self,
        term: OpId,
        vals: &[ValueId],
        exit: &Exit,
    ) -> Result<(), Diagnostic> {
        let Exit::WhileBefore {
            results,
            after_args,
            exit: out,
        } = exit
        else {
            return Err(err(self.ctx, term, "'scf.condition' outside 'scf.while'"));
        };
        let regs = self.regs_of(vals);
        let (cond, args) = regs
            .split_first()
            .ok_or_else(|| err(self.ctx, term, "missing condition"))?;
        let stay = self.label();
        // if !cond: results <- args; goto exit
        self.branch_false(*cond, stay, term);
        self.moves(after_args, args, term);
        let cont = self.label();
        self.jump(cont, term, false);
        self.bind(stay);
        self.moves(results, args, term);
        self.jump(*out, term, false);
        self.bind(cont);
        Ok(())
    }

    /// Lowers a region that may hold several blocks (`scf.execute_region`)
    /// in place: branches between its blocks are jumps, and each region
    /// terminator is handled by `exit`.
    pub fn region_blocks(&mut self, r: RegionId, exit: &Exit) -> Result<(), Diagnostic> {
        let blocks = self.ctx.regions[r].blocks.clone();
        if blocks.len() <= 1 {
            return self.inline_region(r, exit);
        }
        for &b in &blocks {
            let p = self.label();
            self.blocks.insert(b, p);
        }
        for &b in &blocks {
            let p = self.blocks[&b];
            self.bind(p);
            for &op in &self.ctx.blocks[b].ops {
                if is_yield(semantics(self.ctx, op)) {
                    self.region_exit(op, exit)?;
                } else {
                    self.op(op)?;
                }
            }
        }
        Ok(())
    }

    /// Lowers a multi-block region as a CFG (function bodies).
    pub fn cfg_region(&mut self, r: RegionId) -> Result<(), Diagnostic> {
        let blocks = self.ctx.regions[r].blocks.clone();
        for &b in &blocks {
            let p = self.label();
            self.blocks.insert(b, p);
        }
        for &b in &blocks {
            let p = self.blocks[&b];
            self.bind(p);
            for &op in &self.ctx.blocks[b].ops {
                self.op(op)?;
            }
        }
        Ok(())
    }

    /// The operands `op` passes to each successor (split once, so that an
    /// `n`-way branch lowers in `O(n)`).
    pub fn successor_args(&self, op: OpId) -> Result<Vec<Range<usize>>, Diagnostic> {
        let o = &self.ctx.ops[op];
        Registry::global()
            .lookup(&o.name)
            .ok_or_else(|| err(self.ctx, op, "unregistered branch"))?;
        Ok(successor_operand_ranges(self.ctx, op))
    }

    /// Moves successor `succ`'s operands (`range` of `op`'s, from
    /// [`Self::successor_args`]) into its block's arguments and jumps there.
    pub fn goto_block(
        &mut self,
        op: OpId,
        succ: usize,
        range: Range<usize>,
        timed: bool,
    ) -> Result<(), Diagnostic> {
        let o = &self.ctx.ops[op];
        let target = o.successors[succ];
        let args: Vec<ValueId> = o.operands[range].to_vec();
        let srcs = self.regs_of(&args);
        let params = self.ctx.blocks[target].args.clone();
        let dsts = self.regs_of(&params);
        self.moves(&dsts, &srcs, op);
        let p = *self
            .blocks
            .get(&target)
            .ok_or_else(|| err(self.ctx, op, "branch to a block of another region"))?;
        self.jump(p, op, timed);
        Ok(())
    }

    fn finish(mut self) -> Result<Func, Diagnostic> {
        for (at, p) in std::mem::take(&mut self.fixups) {
            let to = self.labels[p.0].expect("every label is bound before finish");
            match &mut self.f.code[at] {
                Inst::Jump { to: t }
                | Inst::BranchFalse { to: t, .. }
                | Inst::ForHead { exit: t, .. } => *t = to,
                _ => {}
            }
        }
        for &t in &self.my_switches {
            let table = &mut self.prog.switches[t];
            let resolve = |p: u32| self.labels[p as usize].expect("switch label bound");
            table.default = resolve(table.default);
            for c in &mut table.cases {
                c.1 = resolve(c.1);
            }
        }
        super::access::seal(&mut self.f, self.prog);
        self.f.frame_bytes = super::consts::frame_host_bytes(self.ctx, &self.f);
        Ok(self.f)
    }
}

/// Terminators that hand their operands to the op holding their region.
fn is_yield(sem: Option<Semantics>) -> bool {
    matches!(
        sem,
        Some(Semantics::Yield | Semantics::AtomicYield | Semantics::AllocaScopeReturn)
    )
}

/// The semantics of a registered op.
pub(super) fn semantics(ctx: &Context, op: OpId) -> Option<Semantics> {
    Registry::global()
        .lookup(&ctx.ops[op].name)
        .map(|d: &OpDef| d.semantics)
}

/// Integer width (or float width) and vector shape of a value's type.
pub(super) fn width_shape(ctx: &Context, v: ValueId) -> (u64, Vec<u64>) {
    let ty = ctx.ty(ctx.value_type(v));
    let scalar_width = |t: &TypeData| match t {
        TypeData::Integer { width, .. } => *width as u64,
        TypeData::Float(k) => k.width() as u64,
        _ => 64,
    };
    match ty {
        TypeData::Vector { shape, elem, .. } => (
            scalar_width(ctx.ty(*elem)),
            shape.iter().map(|&d| d as u64).collect(),
        ),
        t => (scalar_width(t), Vec::new()),
    }
}

/// Translates every function of `module` against `target`.
pub fn prepare(
    ctx: &Context,
    module: OpId,
    target: &Target,
) -> Result<(Program, UnitTable), Vec<Diagnostic>> {
    prepare_within(ctx, module, target, None)
}

/// [`prepare`], with the constants and globals' initial values held to
/// `max_memory` bytes of host memory (`--max-memory`): one past it is an
/// error at its op, before its value is built.
pub fn prepare_within(
    ctx: &Context,
    module: OpId,
    target: &Target,
    max_memory: Option<u64>,
) -> Result<(Program, UnitTable), Vec<Diagnostic>> {
    let mut prog = Program::default();
    prog.host.max = max_memory.unwrap_or(u64::MAX);
    let mut units = UnitTable::default();
    let funcs = collect_symbols(ctx, module, &mut prog, target)?;
    let mut errors = Vec::new();
    for (i, op) in funcs.iter().enumerate() {
        match lower_function(ctx, *op, target, &mut units, &mut prog) {
            Ok(f) => prog.funcs[i] = f,
            Err(d) => errors.push(d),
        }
    }
    if errors.is_empty() {
        Ok((prog, units))
    } else {
        Err(errors)
    }
}

fn sym_name(ctx: &Context, op: OpId) -> Option<String> {
    views::symbol_name(ctx, op).map(str::to_string)
}

fn collect_symbols(
    ctx: &Context,
    module: OpId,
    prog: &mut Program,
    target: &Target,
) -> Result<Vec<OpId>, Vec<Diagnostic>> {
    let mut funcs = Vec::new();
    let mut errors = Vec::new();
    let mut ops = Vec::new();
    ctx.walk(module, &mut |op| ops.push(op));
    // The first op with a scalable vector stands for all of them.
    if let Some(&op) = ops.iter().find(|&&op| has_scalable(ctx, op)) {
        return Err(vec![err(
            ctx,
            op,
            "scalable vectors cannot be simulated: rmlir-sim needs every vector size at compile time",
        )]);
    }
    for op in ops {
        if let Some(d) = too_large(ctx, op) {
            errors.push(d);
            continue;
        }
        match semantics(ctx, op) {
            _ if ctx.ops[op].name == "func.func" => {
                let name = sym_name(ctx, op).unwrap_or_default();
                prog.by_name.insert(name.clone(), funcs.len() as u32);
                prog.funcs.push(Func {
                    name,
                    op: Some(op),
                    ..Func::default()
                });
                funcs.push(op);
            }
            _ if ctx.ops[op].name == "memref.global" => {
                match super::consts::global(ctx, op, target, &mut prog.host) {
                    Ok(g) => prog.globals.push(g),
                    Err(d) => errors.push(d),
                }
            }
            _ => {}
        }
    }
    if errors.is_empty() {
        Ok(funcs)
    } else {
        Err(errors)
    }
}

/// True when an operand, result or declared type of `op` is (or, as a
/// function type or memref element, holds) a scalable vector. A function's
/// own signature does not count: the first op that uses such a parameter
/// is the one to point at.
fn has_scalable(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    // `vscale` itself is an index, but its value is the hardware's.
    if o.name == "vector.vscale" {
        return true;
    }
    let mut types: Vec<TypeId> = (o.operands.iter().chain(&o.results))
        .map(|&v| ctx.value_type(v))
        .collect();
    if o.name != "func.func" {
        types.extend(views::declared_types(ctx, op));
    }
    let mut i = 0;
    while i < types.len() {
        match ctx.ty(types[i]) {
            TypeData::Function { inputs, results } => types.extend(inputs.iter().chain(results)),
            TypeData::MemRef { elem, .. } | TypeData::UnrankedMemRef { elem, .. } => {
                types.push(*elem)
            }
            TypeData::Vector { scalable, .. } if scalable.iter().any(|&s| s) => return true,
            _ => {}
        }
        i += 1;
    }
    false
}

/// A diagnostic for an op whose results (or, for a function or global,
/// whose declared type) are too large to simulate.
fn too_large(ctx: &Context, op: OpId) -> Option<Diagnostic> {
    let o = &ctx.ops[op];
    let mut types: Vec<TypeId> = o.results.iter().map(|&v| ctx.value_type(v)).collect();
    for t in views::declared_types(ctx, op) {
        match ctx.ty(t) {
            TypeData::Function { inputs, results } => {
                types.extend(inputs.iter().chain(results).copied())
            }
            _ => types.push(t),
        }
    }
    let why = types
        .into_iter()
        .find_map(|t| super::consts::oversized(ctx, t))?;
    Some(err(ctx, op, why))
}

fn lower_function(
    ctx: &Context,
    op: OpId,
    target: &Target,
    units: &mut UnitTable,
    prog: &mut Program,
) -> Result<Func, Diagnostic> {
    let name = sym_name(ctx, op).unwrap_or_default();
    let results = views::function_results(ctx, op);
    let region = ctx.ops[op].regions.first().copied();
    let external = region.is_none_or(|r| ctx.regions[r].blocks.is_empty());
    let f = Func {
        name,
        op: Some(op),
        results,
        external,
        ..Func::default()
    };
    let mut b = FnBuilder {
        ctx,
        target,
        units,
        prog,
        f,
        regs: HashMap::new(),
        blocks: HashMap::new(),
        labels: Vec::new(),
        fixups: Vec::new(),
        my_switches: Vec::new(),
        cost_error: None,
    };
    if let Some(r) = region.filter(|_| !external) {
        let entry = ctx.regions[r].blocks[0];
        let params = ctx.blocks[entry].args.clone();
        b.f.params = b.regs_of(&params);
        let lowered = b.cfg_region(r);
        // An op that cannot be timed comes before any later op's error.
        if let Some(e) = b.cost_error.take() {
            return Err(e);
        }
        lowered?;
    }
    b.finish()
}
