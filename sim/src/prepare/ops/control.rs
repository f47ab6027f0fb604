//! Translation of the structured and unstructured control flow: `scf`
//! and `affine` loops, `scf.if`/`while`/`index_switch`/`execute_region`,
//! `cf` branches and switches, and calls and returns.

use super::*;
use crate::value::IntPredicate;

const BOOL: RegType = RegType::Scalar(ScalarType::Int(1));

/// The value of a loop step defined by a constant, if it is one.
pub(super) fn constant_step(ctx: &Context, step: ValueId) -> Option<i64> {
    let def = ctx.defining_op(step)?;
    if semantics(ctx, def) != Some(S::Constant) {
        return None;
    }
    ctx.attr(views::constant_value(ctx, def)?).as_i64()
}

impl FnBuilder<'_> {
    pub(super) fn for_loop(&mut self, op: OpId, sem: S) -> R {
        let o = self.ctx.ops[op].clone();
        let region = o.regions[0];
        let entry = self.ctx.regions[region].blocks[0];
        let args = self.ctx.blocks[entry].args.clone();
        let iv = self.reg(args[0]);
        let iters = self.regs_of(&args[1..]);
        let unsigned = sem == S::ScfFor && views::unsigned_cmp(self.ctx, op);
        let (lb, ub, step, inits) = if sem == S::ScfFor {
            let r = self.regs_of(&o.operands[..3]);
            (r[0], r[1], r[2], self.regs_of(&o.operands[3..]))
        } else {
            self.affine_bounds(op)?
        };
        let known = match sem {
            S::ScfFor => constant_step(self.ctx, o.operands[2]),
            _ => Some(views::affine_loop(self.ctx, op).step.unwrap_or(1)),
        };
        self.guard_step([lb, ub, step], known, unsigned, op);
        self.emit_free(Inst::Move { dst: iv, src: lb }, op);
        self.moves(&iters, &inits, op);
        let head = self.f.code.len() as u32;
        let exit = self.label();
        let at = self.emit_branch(
            Inst::ForHead {
                iv,
                ub,
                exit: u32::MAX,
                unsigned,
            },
            op,
        );
        self.fixup(at, exit);
        self.inline_region(
            region,
            &Exit::Loop {
                iters: iters.clone(),
                iv,
                step,
                head,
            },
        )?;
        self.bind(exit);
        let results = self.result_regs(op);
        self.moves(&results, &iters, op);
        Ok(())
    }

    /// `scf.parallel`, run sequentially: one loop per induction variable,
    /// the first outermost, each from its lower bound up to (not including)
    /// its upper bound by its step; `scf.reduce` folds each iteration's
    /// value into its accumulator, `acc = region(acc, value)`, starting from
    /// the init value.
    pub(super) fn parallel(&mut self, op: OpId) -> R {
        let o = self.ctx.ops[op].clone();
        let seg = views::operand_segments(self.ctx, op)
            .filter(|s| s.len() == 4)
            .ok_or_else(|| err(self.ctx, op, "scf.parallel without operand segments"))?;
        let entry = self.ctx.regions[o.regions[0]].blocks[0];
        let ivs = self.ctx.blocks[entry].args.clone();
        let ivs = self.regs_of(&ivs);
        let (lbs, ubs, steps) = (
            self.regs_of(seg[0]),
            self.regs_of(seg[1]),
            self.regs_of(seg[2]),
        );
        if [&lbs, &ubs, &steps].iter().any(|l| l.len() < ivs.len()) {
            return Err(err(
                self.ctx,
                op,
                "scf.parallel needs a lower bound, upper bound and step per induction variable",
            ));
        }
        let accs: Vec<Reg> = (seg[3].iter())
            .map(|&v| self.fresh(RegType::of(self.ctx, self.ctx.value_type(v))))
            .collect();
        let inits = self.regs_of(seg[3]);
        self.moves(&accs, &inits, op);
        let known: Vec<Option<i64>> = (seg[2].iter())
            .map(|&v| constant_step(self.ctx, v))
            .collect();
        let loops = self.open_loop_nest(&ivs, &lbs, &ubs, (&steps, &known), op);
        for &b in &self.ctx.blocks[entry].ops.clone() {
            if semantics(self.ctx, b) == Some(S::ScfReduce) {
                self.reduce(b, &accs)?;
            } else {
                self.op(b)?;
            }
        }
        self.close_loop_nest(loops, &ivs, &steps, op);
        let results = self.result_regs(op);
        self.moves(&results, &accs, op);
        Ok(())
    }

    /// Opens one counted loop per induction variable, the first outermost,
    /// each from its lower to its upper bound (`scf.parallel`,
    /// `scf.forall`, `affine.parallel` run their iterations this way).
    /// Each loop's step is checked on entry ([`Self::guard_step`]; `steps`
    /// are the registers and, where known before the run, the values).
    /// Returns each loop's head and exit label for
    /// [`Self::close_loop_nest`].
    pub(super) fn open_loop_nest(
        &mut self,
        ivs: &[Reg],
        lbs: &[Reg],
        ubs: &[Reg],
        steps: (&[Reg], &[Option<i64>]),
        op: OpId,
    ) -> Vec<(u32, Patch)> {
        let mut loops = Vec::with_capacity(ivs.len());
        let steps = steps.0.iter().zip(steps.1);
        for (((&iv, &lb), &ub), (&step, &known)) in ivs.iter().zip(lbs).zip(ubs).zip(steps) {
            self.guard_step([lb, ub, step], known, false, op);
            self.emit_free(Inst::Move { dst: iv, src: lb }, op);
            let head = self.f.code.len() as u32;
            let exit = self.label();
            let at = self.emit_branch(
                Inst::ForHead {
                    iv,
                    ub,
                    exit: u32::MAX,
                    unsigned: false,
                },
                op,
            );
            self.fixup(at, exit);
            loops.push((head, exit));
        }
        loops
    }

    /// Faults at `op` when a loop from `lb` to `ub` is entered (it runs at
    /// least once) with a step that cannot advance it: zero, or negative
    /// under a signed compare. Upstream leaves such a loop undefined (its
    /// verifier no longer rejects a constant one), and run as written it
    /// would spin until `--max-cycles` (`docs/limits.md` § Loop steps).
    /// The check is free, and emitted only when the step is not a constant
    /// that advances.
    pub(super) fn guard_step(
        &mut self,
        [lb, ub, step]: [Reg; 3],
        known: Option<i64>,
        unsigned: bool,
        op: OpId,
    ) {
        let advances = |s: i64| if unsigned { s != 0 } else { s > 0 };
        if known.is_some_and(advances) {
            return;
        }
        let (runs, moves, ok) = (self.fresh(BOOL), self.fresh(BOOL), self.fresh(BOOL));
        let (zero, yes) = (self.index_const(0, op), self.bool_const(true, op));
        let (enter, advance) = match unsigned {
            true => (IntPredicate::Ult, IntPredicate::Ne),
            false => (IntPredicate::Slt, IntPredicate::Sgt),
        };
        let cmp = |pred, dst, a, b| Inst::CmpI { pred, dst, a, b };
        self.emit_free(cmp(enter, runs, lb, ub), op);
        self.emit_free(cmp(advance, moves, step, zero), op);
        let select = Inst::Select {
            dst: ok,
            cond: runs,
            a: moves,
            b: yes,
        };
        self.emit_free(select, op);
        let msg = match unsigned {
            true => "loop step is zero: the loop would never reach its upper bound",
            false => "loop step is not positive: the loop would never reach its upper bound",
        };
        self.prog.messages.push(msg.into());
        let msg = self.prog.messages.len() as u32 - 1;
        self.emit_free(Inst::Assert { cond: ok, msg }, op);
    }

    /// A register holding the boolean `v`.
    fn bool_const(&mut self, v: bool, op: OpId) -> Reg {
        self.prog.consts.push(Scalar::bool(v).into());
        let k = self.prog.consts.len() as u32 - 1;
        let dst = self.fresh(BOOL);
        self.emit_free(Inst::Const { dst, k }, op);
        dst
    }

    /// Closes the loops [`Self::open_loop_nest`] opened, innermost first:
    /// each steps its induction variable and jumps back to its head.
    pub(super) fn close_loop_nest(
        &mut self,
        loops: Vec<(u32, Patch)>,
        ivs: &[Reg],
        steps: &[Reg],
        op: OpId,
    ) {
        for (((head, exit), &iv), &step) in loops.into_iter().zip(ivs).zip(steps).rev() {
            self.emit_branch(Inst::ForStep { iv, step, head }, op);
            self.bind(exit);
        }
    }

    /// `scf.reduce`: region `i` runs on `(accs[i], operand i)` and its
    /// `scf.reduce.return` becomes the new `accs[i]`.
    pub(super) fn reduce(&mut self, op: OpId, accs: &[Reg]) -> R {
        let o = self.ctx.ops[op].clone();
        for ((&r, &v), &acc) in o.regions.iter().zip(&o.operands).zip(accs) {
            let Some(&b) = self.ctx.regions[r].blocks.first() else {
                return Err(err(self.ctx, op, "empty reduction region"));
            };
            let args = self.ctx.blocks[b].args.clone();
            let args = self.regs_of(&args);
            let val = self.reg(v);
            self.moves(&args, &[acc, val], op);
            for &inner in &self.ctx.blocks[b].ops.clone() {
                if semantics(self.ctx, inner) == Some(S::ReduceReturn) {
                    let ret = self.operand_regs(inner);
                    self.moves(&[acc], &ret, inner);
                } else {
                    self.op(inner)?;
                }
            }
        }
        Ok(())
    }

    pub(super) fn affine_bounds(
        &mut self,
        op: OpId,
    ) -> Result<(u32, u32, u32, Vec<u32>), Diagnostic> {
        let seg = views::operand_segments(self.ctx, op)
            .ok_or_else(|| err(self.ctx, op, "affine.for without operand segments"))?;
        let l = views::affine_loop(self.ctx, op);
        let lb = self.apply_map(op, (l.lower, "lower bound"), seg[0], Fold::Max)?[0];
        let ub = self.apply_map(op, (l.upper, "upper bound"), seg[1], Fold::Min)?[0];
        let step = l.step.unwrap_or(1);
        self.prog
            .consts
            .push(crate::value::Scalar::Index(step).into());
        let k = self.prog.consts.len() as u32 - 1;
        let step_reg = self.fresh(INDEX);
        self.emit_free(Inst::Const { dst: step_reg, k }, op);
        let inits = seg.get(2).map(|s| self.regs_of(s)).unwrap_or_default();
        Ok((lb, ub, step_reg, inits))
    }

    pub(super) fn if_op(&mut self, op: OpId, sem: S) -> R {
        let o = self.ctx.ops[op].clone();
        let cond = if sem == S::ScfIf {
            self.reg(o.operands[0])
        } else {
            let set = rmlir_ir::dialects::affine::set_of(self.ctx, op)
                .ok_or_else(|| err(self.ctx, op, "affine.if without a condition set"))?
                .clone();
            self.prog.sets.push(set);
            let set = self.prog.sets.len() as u32 - 1;
            let operands = self.regs_of(&o.operands);
            let operands = self.span(&operands);
            let dst = self.fresh(RegType::Scalar(ScalarType::Int(1)));
            self.emit(Inst::AffineCond { set, dst, operands }, op);
            dst
        };
        let results = self.result_regs(op);
        let (else_l, end) = (self.label(), self.label());
        self.branch_false(cond, else_l, op);
        let exit = Exit::Yield {
            dsts: results,
            to: end,
            timed: false,
        };
        self.inline_region(o.regions[0], &exit)?;
        self.bind(else_l);
        if let Some(&r) = o.regions.get(1) {
            self.inline_region(r, &exit)?;
        }
        self.bind(end);
        Ok(())
    }

    pub(super) fn while_loop(&mut self, op: OpId) -> R {
        let o = self.ctx.ops[op].clone();
        let block_args = |b: &Self, r: usize| {
            b.ctx.regions[o.regions[r]]
                .blocks
                .first()
                .map(|&bl| b.ctx.blocks[bl].args.clone())
                .unwrap_or_default()
        };
        let (before_vals, after_vals) = (block_args(self, 0), block_args(self, 1));
        let before = self.regs_of(&before_vals);
        let after = self.regs_of(&after_vals);
        let inits = self.regs_of(&o.operands);
        self.moves(&before, &inits, op);
        let (head, exit) = (self.label(), self.label());
        self.bind(head);
        let results = self.result_regs(op);
        self.inline_region(
            o.regions[0],
            &Exit::WhileBefore {
                results,
                after_args: after,
                exit,
            },
        )?;
        self.inline_region(
            o.regions[1],
            &Exit::Yield {
                dsts: before,
                to: head,
                timed: true,
            },
        )?;
        self.bind(exit);
        Ok(())
    }

    pub(super) fn branch(&mut self, op: OpId, sem: S) -> R {
        match sem {
            S::Br => {
                let args = self.successor_args(op)?;
                self.goto_block(op, 0, args[0].clone(), true)
            }
            S::CondBr => {
                let args = self.successor_args(op)?;
                let cond = self.reg(self.ctx.ops[op].operands[0]);
                let f = self.label();
                self.branch_false(cond, f, op);
                self.goto_block(op, 0, args[0].clone(), false)?;
                self.bind(f);
                self.goto_block(op, 1, args[1].clone(), false)
            }
            _ => self.switch(op),
        }
    }

    pub(super) fn switch(&mut self, op: OpId) -> R {
        let flag = self.reg(self.ctx.ops[op].operands[0]);
        let values = views::switch_cases(self.ctx, op);
        let args = self.successor_args(op)?;
        let tramps: Vec<_> = args.iter().map(|_| self.label()).collect();
        self.emit_switch(op, flag, &values, &tramps);
        for (i, (p, range)) in tramps.into_iter().zip(args).enumerate() {
            self.bind(p);
            self.goto_block(op, i, range, false)?;
        }
        Ok(())
    }

    /// A table jump on `flag` (timed as one branch): to `to[i + 1]` when
    /// it equals `values[i]`, else to `to[0]`.
    fn emit_switch(&mut self, op: OpId, flag: Reg, values: &[i64], to: &[Patch]) {
        self.prog.switches.push(SwitchTable {
            default: to[0].0 as u32,
            cases: (values.iter().zip(&to[1..]))
                .map(|(&v, p)| (v as i128, p.0 as u32))
                .collect(),
        });
        let t = self.prog.switches.len() - 1;
        self.my_switches.push(t);
        let table = t as u32;
        self.emit_branch(Inst::Switch { flag, table }, op);
    }

    /// `scf.execute_region`: its blocks in place; each `scf.yield` moves
    /// its operands into the results and jumps past the region.
    pub(super) fn execute_region(&mut self, op: OpId) -> R {
        let region = self.ctx.ops[op].regions[0];
        let end = self.label();
        let exit = Exit::Yield {
            dsts: self.result_regs(op),
            to: end,
            timed: false,
        };
        self.region_blocks(region, &exit)?;
        self.bind(end);
        Ok(())
    }

    /// `scf.index_switch`: a table jump (timed as one branch) to the
    /// matching case region or the default one; each ends by moving its
    /// yield into the results.
    pub(super) fn index_switch(&mut self, op: OpId) -> R {
        let o = self.ctx.ops[op].clone();
        let flag = self.reg(o.operands[0]);
        let values = views::index_switch_cases(self.ctx, op);
        let starts: Vec<_> = o.regions.iter().map(|_| self.label()).collect();
        self.emit_switch(op, flag, &values, &starts);
        let end = self.label();
        let exit = Exit::Yield {
            dsts: self.result_regs(op),
            to: end,
            timed: false,
        };
        for (&r, p) in o.regions.iter().zip(starts) {
            self.bind(p);
            self.inline_region(r, &exit)?;
        }
        self.bind(end);
        Ok(())
    }

    pub(super) fn call(&mut self, op: OpId, sem: S) -> R {
        let a = self.operand_regs(op);
        let inst = match sem {
            S::Return => Inst::Return {
                vals: self.span(&a),
            },
            S::Call => {
                let name = views::callee(self.ctx, op).unwrap_or_default();
                let func = *self
                    .prog
                    .by_name
                    .get(name)
                    .ok_or_else(|| err(self.ctx, op, format!("unknown function @{name}")))?;
                if self.is_declaration(func) && self.runtime_call(op, name)? {
                    return Ok(());
                }
                let rets = self.result_regs(op);
                Inst::Call {
                    func,
                    args: self.span(&a),
                    rets: self.span(&rets),
                }
            }
            _ => {
                let rets = self.result_regs(op);
                Inst::CallIndirect {
                    callee: a[0],
                    args: self.span(&a[1..]),
                    rets: self.span(&rets),
                }
            }
        };
        self.emit(inst, op);
        Ok(())
    }
}
