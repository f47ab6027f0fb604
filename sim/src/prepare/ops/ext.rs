//! Translation of the memref views and metadata ops, atomics, realloc,
//! `memref.alloca_scope`, `scf.forall`, the affine vector accesses and
//! index arithmetic. Views, atomics and index arithmetic become one
//! [`Inst::Ext`] each; regions are inlined as `scf.execute_region` and
//! `scf.parallel` are.

use super::super::consts::elem_type;
use super::super::lower::{semantics, Exit};
use super::super::{err, AtomicKind, ExtInst, Inst, Reg, ViewHow};
use super::{FnBuilder, R};
use crate::value::Scalar;
use rmlir_ir::dialects::{affine, memref, scf, views};
use rmlir_ir::registry::{FloatBinOp, IntBinOp, Semantics as S, ViewOp};
use rmlir_ir::types::DYNAMIC;
use rmlir_ir::{Diagnostic, OpId, TypeData};

/// The arith op an `affine.parallel` reduction folds with.
#[derive(Copy, Clone)]
enum IntOrFloat {
    Int(IntBinOp),
    Float(FloatBinOp),
}

/// `Some(v)` for a static value, `None` for [`DYNAMIC`].
fn opt(v: &[i64]) -> Vec<Option<i64>> {
    v.iter().map(|&x| (x != DYNAMIC).then_some(x)).collect()
}

impl FnBuilder<'_> {
    /// Appends an [`Inst::Ext`].
    pub(super) fn ext(&mut self, e: ExtInst, op: OpId) {
        self.prog.exts.push(e);
        let k = self.prog.exts.len() as u32 - 1;
        self.emit(Inst::Ext { k }, op);
    }

    /// A register holding the index `v`.
    pub(super) fn index_const(&mut self, v: i64, op: OpId) -> Reg {
        self.prog.consts.push(Scalar::Index(v).into());
        let k = self.prog.consts.len() as u32 - 1;
        let dst = self.fresh(super::INDEX);
        self.emit_free(Inst::Const { dst, k }, op);
        dst
    }

    /// Registers for a mixed static/dynamic list.
    fn mixed_regs(&mut self, list: &[memref::Mixed], op: OpId) -> Vec<Reg> {
        list.iter()
            .map(|m| match *m {
                memref::Mixed::Static(v) => self.index_const(v, op),
                memref::Mixed::Dynamic(v) => self.reg(v),
            })
            .collect()
    }

    /// Dispatches the ops of this file.
    pub(super) fn ext_op(&mut self, op: OpId, sem: S) -> R {
        match sem {
            S::MemRefView(v) => self.view_op(op, v),
            S::Rank => self.rank(op),
            S::Prefetch => Ok(()),
            S::StridedMetadata => {
                let src = self.operand_regs(op)[0];
                let dsts = self.result_regs(op);
                self.ext(ExtInst::Metadata { dsts, src }, op);
                Ok(())
            }
            S::AlignedPointer => {
                let src = self.operand_regs(op)[0];
                let dst = self.result_reg(op)?;
                self.ext(ExtInst::AlignedPointer { dst, src }, op);
                Ok(())
            }
            S::Realloc => self.realloc(op),
            S::Clone => self.clone_buffer(op),
            S::AtomicRmw => self.atomic_rmw(op),
            S::GenericAtomicRmw => self.generic_atomic(op),
            S::AllocaScope => self.execute_region(op),
            S::ScfForall => self.forall(op),
            S::AffineVectorLoad | S::AffineVectorStore => self.memory(op, sem),
            S::Delinearize | S::Linearize => self.index_arith(op, sem),
            S::AffineParallel => self.affine_parallel(op),
            _ => Err(err(self.ctx, op, "region terminator outside its parent")),
        }
    }

    fn view_op(&mut self, op: OpId, v: ViewOp) -> R {
        let a = self.operand_regs(op);
        let res_ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        let res_shape = self.ctx.ty(res_ty).shape().unwrap_or(&[]).to_vec();
        let groups = || -> Result<Vec<Vec<usize>>, Diagnostic> {
            let g = memref::reassociation(self.ctx, op)
                .ok_or_else(|| err(self.ctx, op, "reshape without reassociation"))?;
            Ok(g.iter()
                .map(|g| g.iter().map(|&i| i as usize).collect())
                .collect())
        };
        let how = match v {
            ViewOp::ExpandShape => {
                let statics = views::expand_output_shape(self.ctx, op);
                ViewHow::Expand {
                    groups: groups()?,
                    shape: opt(&statics),
                }
            }
            ViewOp::CollapseShape => ViewHow::Collapse { groups: groups()? },
            ViewOp::Reshape => ViewHow::Reshape,
            ViewOp::View => {
                let elem = match self.ctx.ty(res_ty) {
                    TypeData::MemRef { elem, .. } => elem_type(self.ctx, *elem),
                    _ => Err("cannot simulate this element type".into()),
                };
                let elem = elem.map_err(|why| err(self.ctx, op, why))?;
                ViewHow::Bytes {
                    elem,
                    shape: opt(&res_shape),
                }
            }
            ViewOp::Transpose => {
                let perm = memref::permutation(self.ctx, op).and_then(memref::permuted_dims);
                let perm =
                    perm.ok_or_else(|| err(self.ctx, op, "transpose without a permutation"))?;
                ViewHow::Transpose { perm }
            }
            ViewOp::Same => ViewHow::Same {
                ty: self.add_type(op, res_ty)?,
            },
        };
        let dst = self.result_reg(op)?;
        let e = ExtInst::View {
            dst,
            src: a[0],
            how,
            operands: a[1..].to_vec(),
        };
        self.ext(e, op);
        Ok(())
    }

    /// `memref.rank` of a ranked memref is a constant.
    fn rank(&mut self, op: OpId) -> R {
        let ty = self.ctx.value_type(self.ctx.ops[op].operands[0]);
        let Some(shape) = self.ctx.ty(ty).shape() else {
            return Err(err(self.ctx, op, "rmlir-sim does not run unranked memrefs"));
        };
        let r = self.index_const(shape.len() as i64, op);
        let dst = self.result_reg(op)?;
        self.emit_free(Inst::Move { dst, src: r }, op);
        Ok(())
    }

    fn realloc(&mut self, op: OpId) -> R {
        let a = self.operand_regs(op);
        let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        let ty = self.add_type(op, ty)?;
        let dst = self.result_reg(op)?;
        let e = ExtInst::Realloc {
            dst,
            src: a[0],
            ty,
            size: a.get(1).copied(),
        };
        self.ext(e, op);
        Ok(())
    }

    /// `bufferization.clone` as `--convert-bufferization-to-memref` lowers
    /// it: `memref.alloc` of the result's shape with the identity layout in
    /// the result's space (each dynamic size the source's `memref.dim`),
    /// `memref.cast` to the result type, `memref.copy` from the source;
    /// each part timed as the op it stands for.
    fn clone_buffer(&mut self, op: OpId) -> R {
        let (src_v, res_v) = (self.ctx.ops[op].operands[0], self.ctx.ops[op].results[0]);
        let (src_ty, res_ty) = (self.ctx.value_type(src_v), self.ctx.value_type(res_v));
        let parts = |t| match self.ctx.ty(t) {
            TypeData::MemRef { shape, elem, .. } => Some((shape.clone(), *elem)),
            _ => None,
        };
        let (Some((from, from_elem)), Some((to, to_elem))) = (parts(src_ty), parts(res_ty)) else {
            return Err(err(self.ctx, op, "rmlir-sim does not run unranked memrefs"));
        };
        if from_elem != to_elem || !rmlir_ir::dialects::common::shapes_compatible(&from, &to) {
            return Err(err(
                self.ctx,
                op,
                "cannot clone into a memref of another element type or shape",
            ));
        }
        let mut alloc_ty = super::super::consts::memref_type(self.ctx, op, res_ty, self.target)?;
        let cast = alloc_ty.map.is_some() || alloc_ty.strided.is_some();
        (alloc_ty.map, alloc_ty.strided) = (None, None);
        self.prog.types.push(alloc_ty);
        let ty = self.prog.types.len() as u32 - 1;
        let src = self.reg(src_v);
        let mut sizes = Vec::new();
        for (dim, _) in to.iter().enumerate().filter(|(_, &d)| d == DYNAMIC) {
            let dst = self.fresh(super::INDEX);
            let dim = dim as u32;
            self.emit_free(Inst::DimConst { dst, mem: src, dim }, op);
            sizes.push(dst);
        }
        let res = self.reg(res_v);
        let buf = if cast {
            self.fresh(crate::prepare::RegType::of(self.ctx, res_ty))
        } else {
            res
        };
        let (dyn_sizes, symbols) = (self.span(&sizes), self.span(&[]));
        let alloc = Inst::Alloc {
            dst: buf,
            ty,
            dyn_sizes,
            symbols,
            stack: false,
        };
        self.emit(alloc, op);
        if cast {
            let ty = self.add_type(op, res_ty)?;
            self.emit_free(
                Inst::View {
                    dst: res,
                    src: buf,
                    ty,
                },
                op,
            );
        }
        let copy = self.timing_for(op, rmlir_ir::registry::TimingClass::Dma);
        self.emit_timed(Inst::Copy { src, dst: res }, op, copy);
        Ok(())
    }

    fn atomic_rmw(&mut self, op: OpId) -> R {
        let kind = views::atomic_rmw_kind(self.ctx, op)
            .ok_or_else(|| err(self.ctx, op, "atomic_rmw without a known kind"))?;
        let a = self.operand_regs(op);
        let dst = self.result_reg(op)?;
        let e = ExtInst::AtomicRmw {
            dst,
            val: a[0],
            mem: a[1],
            idx: a[2..].to_vec(),
            kind,
        };
        self.ext(e, op);
        Ok(())
    }

    /// Loads the old value into the region's argument, runs the region,
    /// stores what `memref.atomic_yield` gives; the result is the old value.
    fn generic_atomic(&mut self, op: OpId) -> R {
        let o = self.ctx.ops[op].clone();
        let entry = self.ctx.regions[o.regions[0]].blocks[0];
        let arg = self.reg(self.ctx.blocks[entry].args[0]);
        let a = self.operand_regs(op);
        let (mem, idx) = (a[0], self.span(&a[1..]));
        self.emit(Inst::Load { dst: arg, mem, idx }, op);
        let elem = self.ctx.value_type(self.ctx.blocks[entry].args[0]);
        let new = self.fresh(crate::prepare::RegType::of(self.ctx, elem));
        let end = self.label();
        let exit = Exit::Yield {
            dsts: vec![new],
            to: end,
            timed: false,
        };
        self.inline_region(o.regions[0], &exit)?;
        self.bind(end);
        self.emit(Inst::Store { val: new, mem, idx }, op);
        let dst = self.result_reg(op)?;
        self.emit_free(Inst::Move { dst, src: arg }, op);
        Ok(())
    }

    /// `scf.forall` on memrefs, run sequentially as `scf.parallel` is: one
    /// loop per induction variable, the first outermost.
    fn forall(&mut self, op: OpId) -> R {
        let o = self.ctx.ops[op].clone();
        if !o.results.is_empty() {
            return Err(err(
                self.ctx,
                op,
                "rmlir-sim runs scf.forall on memrefs only, not with shared_outs",
            ));
        }
        let [lbs, ubs, steps] = scf::forall_bounds(self.ctx, op)
            .ok_or_else(|| err(self.ctx, op, "scf.forall without bounds"))?;
        let entry = self.ctx.regions[o.regions[0]].blocks[0];
        let ivs = self.ctx.blocks[entry].args.clone();
        let ivs = self.regs_of(&ivs);
        let known: Vec<Option<i64>> = (steps.iter())
            .map(|m| match *m {
                memref::Mixed::Static(v) => Some(v),
                memref::Mixed::Dynamic(v) => super::control::constant_step(self.ctx, v),
            })
            .collect();
        let (lbs, ubs, steps) = (
            self.mixed_regs(&lbs, op),
            self.mixed_regs(&ubs, op),
            self.mixed_regs(&steps, op),
        );
        let loops = self.open_loop_nest(&ivs, &lbs, &ubs, (&steps, &known), op);
        for &b in &self.ctx.blocks[entry].ops.clone() {
            if semantics(self.ctx, b) != Some(S::InParallel) {
                self.op(b)?;
            }
        }
        self.close_loop_nest(loops, &ivs, &steps, op);
        Ok(())
    }

    /// `affine.parallel`, run sequentially as `lower-affine` then
    /// `convert-scf-to-cf` order it: the first induction variable
    /// outermost; each reduction starts from its kind's identity and folds
    /// every iteration's yielded value in, `acc = acc op value`.
    fn affine_parallel(&mut self, op: OpId) -> R {
        let o = self.ctx.ops[op].clone();
        let p = affine::parallel_parts(self.ctx, op)
            .ok_or_else(|| err(self.ctx, op, "affine.parallel without bounds"))?;
        let (lb_map, lb_ops, ub_map, ub_ops) =
            (p.lower.0.clone(), p.lower.1, p.upper.0.clone(), p.upper.1);
        let (steps, kinds) = (p.steps, p.reductions);
        let lbs = self.bound_regs(op, lb_map, &lb_ops, &p.lower_groups, super::Fold::Max);
        let ubs = self.bound_regs(op, ub_map, &ub_ops, &p.upper_groups, super::Fold::Min);
        let known: Vec<Option<i64>> = steps.iter().map(|&s| Some(s)).collect();
        let steps: Vec<Reg> = steps.iter().map(|&s| self.index_const(s, op)).collect();
        let mut accs = Vec::new();
        for (&r, &kind) in o.results.iter().zip(&kinds) {
            accs.push(self.identity(op, r, kind)?);
        }
        let entry = self.ctx.regions[o.regions[0]].blocks[0];
        let ivs = self.ctx.blocks[entry].args.clone();
        let ivs = self.regs_of(&ivs);
        let loops = self.open_loop_nest(&ivs, &lbs, &ubs, (&steps, &known), op);
        for &b in &self.ctx.blocks[entry].ops.clone() {
            if semantics(self.ctx, b) == Some(S::Yield) {
                let vals = self.operand_regs(b);
                for (&(acc, kind), &v) in accs.iter().zip(&vals) {
                    self.fold(acc, kind, v, b);
                }
            } else {
                self.op(b)?;
            }
        }
        self.close_loop_nest(loops, &ivs, &steps, op);
        let results = self.result_regs(op);
        let srcs: Vec<Reg> = accs.iter().map(|a| a.0).collect();
        self.moves(&results, &srcs, op);
        Ok(())
    }

    /// One register per loop of an `affine.parallel` band: its bound, the
    /// `fold` (max for lower, min for upper) of its group's expressions.
    fn bound_regs(
        &mut self,
        op: OpId,
        map: rmlir_ir::affine::AffineMap,
        operands: &[rmlir_ir::ValueId],
        groups: &[usize],
        fold: super::Fold,
    ) -> Vec<Reg> {
        if groups.iter().all(|&g| g == 1) {
            return self.apply_affine(op, map, operands, super::Fold::Each);
        }
        let mut regs = Vec::with_capacity(groups.len());
        let mut start = 0;
        for &g in groups {
            let sub = rmlir_ir::affine::AffineMap {
                // The verifier made the groups add up to the results.
                results: map.results.get(start..start + g).unwrap_or(&[]).to_vec(),
                ..map.clone()
            };
            regs.extend(self.apply_affine(op, sub, operands, fold));
            start += g;
        }
        regs
    }

    /// A register holding the identity of reduction `kind` in the type of
    /// `result`, with the kind: zero for sums, bitwise or/xor and unsigned
    /// max, one for integer products. Other kinds are refused.
    fn identity(
        &mut self,
        op: OpId,
        result: rmlir_ir::ValueId,
        kind: &str,
    ) -> Result<(Reg, IntOrFloat), Diagnostic> {
        use FloatBinOp as F;
        use IntBinOp as I;
        let (bits, fold) = match views::atomic_kind(kind) {
            Some(AtomicKind::Float(F::Add)) => (0, IntOrFloat::Float(F::Add)),
            Some(AtomicKind::Int(o @ (I::Add | I::Or | I::Xor | I::MaxU))) => {
                (0, IntOrFloat::Int(o))
            }
            Some(AtomicKind::Int(I::Mul)) => (1, IntOrFloat::Int(I::Mul)),
            _ => {
                let msg = format!(
                    "rmlir-sim does not run affine.parallel reductions of kind '{kind}' yet"
                );
                return Err(err(self.ctx, op, msg));
            }
        };
        let ty = self.ctx.value_type(result);
        let st = super::super::consts::element_scalar(self.ctx, ty);
        let v = st
            .and_then(|t| crate::value::Value::from_raw_bits(t, bits).ok())
            .ok_or_else(|| err(self.ctx, op, "cannot simulate this reduction type"))?;
        self.prog.consts.push(v);
        let k = self.prog.consts.len() as u32 - 1;
        let dst = self.fresh(crate::prepare::RegType::of(self.ctx, ty));
        self.emit_free(Inst::Const { dst, k }, op);
        Ok((dst, fold))
    }

    /// `acc = acc kind v`, timed as the arith op of that kind.
    fn fold(&mut self, acc: Reg, kind: IntOrFloat, v: Reg, at: OpId) {
        use rmlir_ir::registry::TimingClass as T;
        let (inst, class) = match kind {
            IntOrFloat::Float(op) => (
                Inst::FloatBin {
                    op,
                    dst: acc,
                    a: acc,
                    b: v,
                },
                T::FloatAdd,
            ),
            IntOrFloat::Int(op) => (
                Inst::IntBin {
                    op,
                    dst: acc,
                    a: acc,
                    b: v,
                },
                match op {
                    IntBinOp::Mul => T::IntMul,
                    IntBinOp::Or | IntBinOp::Xor => T::IntLogic,
                    IntBinOp::MaxU => T::IntCmp,
                    _ => T::IntAdd,
                },
            ),
        };
        let t = self.timing_for(at, class);
        self.emit_timed(inst, at, t);
    }

    fn index_arith(&mut self, op: OpId, sem: S) -> R {
        let statics = affine::static_basis(self.ctx, op);
        let o = self.ctx.ops[op].clone();
        let (idx, dynamic) = if sem == S::Delinearize {
            (o.operands[..1].to_vec(), o.operands[1..].to_vec())
        } else {
            let n = o.operands.len() - statics.iter().filter(|&&v| v == DYNAMIC).count();
            (o.operands[..n].to_vec(), o.operands[n..].to_vec())
        };
        let list = memref::merge_mixed(&statics, &dynamic)
            .ok_or_else(|| err(self.ctx, op, "basis does not match its operands"))?;
        let basis = self.mixed_regs(&list, op);
        let idx = self.regs_of(&idx);
        let e = if sem == S::Delinearize {
            ExtInst::Delinearize {
                dsts: self.result_regs(op),
                src: idx[0],
                basis,
            }
        } else {
            ExtInst::Linearize {
                dst: self.result_reg(op)?,
                idx,
                basis,
            }
        };
        self.ext(e, op);
        Ok(())
    }
}
