//! Translation of single ops, one arm per [`Semantics`] variant: each
//! meaning is implemented once here, for every op (seed or modern
//! spelling) that the op table gives it.

use super::consts::{constant, element_scalar, memref_type, space_order, zero_of};
use super::lower::{semantics, Exit, FnBuilder, Patch};
use super::{err, DmaStart, DmaWait, Fold, Inst, Reg, RegType, SubViewSpec, SwitchTable};
use crate::value::{Scalar, ScalarType, Value};
use rmlir_ir::dialects::views;
use rmlir_ir::registry::Semantics as S;
use rmlir_ir::registry::{FloatBinOp, UnaryOp};
use rmlir_ir::{Context, Diagnostic, OpId, TypeData, ValueId};

mod control;
mod ext;
mod print;
mod scaling;
mod vector;

/// The static type of loop counters, steps and affine results.
const INDEX: RegType = RegType::Scalar(ScalarType::Index);

type R = Result<(), Diagnostic>;

/// One `%m[...]` reference of a DMA op: the memref and its subscripts,
/// through an affine map for the `affine` spelling.
struct DmaRef {
    memref: ValueId,
    map: Option<rmlir_ir::affine::AffineMap>,
    operands: Vec<ValueId>,
}

impl DmaRef {
    fn affine(a: &rmlir_ir::dialects::affine::MemRefAccess<'_>) -> DmaRef {
        DmaRef {
            memref: a.memref,
            map: Some(a.map.clone()),
            operands: a.operands.clone(),
        }
    }

    fn plain(memref: ValueId, operands: Vec<ValueId>) -> DmaRef {
        DmaRef {
            memref,
            map: None,
            operands,
        }
    }
}

/// The subscript or value map of an affine access or apply, for
/// [`FnBuilder::apply_map`].
fn access_map(ctx: &Context, op: OpId) -> (Option<&rmlir_ir::affine::AffineMap>, &'static str) {
    (views::access_map(ctx, op), "affine")
}

impl FnBuilder<'_> {
    fn operand_regs(&mut self, op: OpId) -> Vec<u32> {
        let vs = self.ctx.ops[op].operands.clone();
        self.regs_of(&vs)
    }

    fn result_reg(&mut self, op: OpId) -> Result<u32, Diagnostic> {
        let v = *self.ctx.ops[op]
            .results
            .first()
            .ok_or_else(|| err(self.ctx, op, "op has no result"))?;
        Ok(self.reg(v))
    }

    fn result_regs(&mut self, op: OpId) -> Vec<u32> {
        let vs = self.ctx.ops[op].results.clone();
        self.regs_of(&vs)
    }

    fn add_map(&mut self, m: rmlir_ir::affine::AffineMap) -> u32 {
        self.prog.maps.push(m);
        self.prog.maps.len() as u32 - 1
    }

    fn add_type(&mut self, op: OpId, ty: rmlir_ir::TypeId) -> Result<u32, Diagnostic> {
        let t = memref_type(self.ctx, op, ty, self.target)?;
        self.prog.types.push(t);
        Ok(self.prog.types.len() as u32 - 1)
    }

    fn add_shape(&mut self, ty: rmlir_ir::TypeId) -> u32 {
        let shape = self
            .ctx
            .ty(ty)
            .shape()
            .unwrap_or(&[])
            .iter()
            .map(|&d| d as u64)
            .collect();
        self.prog.shapes.push(shape);
        self.prog.shapes.len() as u32 - 1
    }

    /// Translates one op.
    pub fn op(&mut self, op: OpId) -> R {
        let Some(sem) = semantics(self.ctx, op) else {
            return self.target_op(op);
        };
        match sem {
            S::Structural => Ok(()),
            S::Constant | S::FuncConstant => self.constant(op, sem),
            S::IntBinary(_) | S::FloatBinary(_) | S::Unary(_) | S::Fma => self.arith(op, sem),
            S::IntExtended(o) => self.extended(op, o),
            S::ScalingExtF | S::ScalingTruncF => self.scaling(op, sem),
            S::Assert => self.assert(op),
            S::Unreachable => self.unreachable(op),
            S::IPowI | S::FPowI => {
                let a = self.operand_regs(op);
                let dst = self.result_reg(op)?;
                let [a, b] = a[..] else {
                    return Err(err(self.ctx, op, "expected two operands"));
                };
                let inst = if sem == S::IPowI {
                    Inst::IPowI { dst, a, b }
                } else {
                    Inst::FPowI { dst, a, b }
                };
                self.emit(inst, op);
                Ok(())
            }
            S::SinCos | S::ClampF => self.two_step_math(op, sem),
            S::ExecuteRegion => self.execute_region(op),
            S::IndexSwitch => self.index_switch(op),
            S::Poison => self.poison(op),
            S::SizeOf => self.size_of(op),
            S::Mosaic => Err(err(
                self.ctx,
                op,
                "rmlir-sim does not run Pallas (Mosaic) kernels yet; rmlir-opt reads and prints them",
            )),
            S::CmpI | S::CmpF | S::Select | S::Cast(_) | S::UnrealizedCast => {
                self.compare_cast(op, sem)
            }
            S::Load
            | S::Store
            | S::AffineLoad
            | S::AffineStore
            | S::VectorLoad
            | S::VectorStore => self.memory(op, sem),
            S::Alloc
            | S::Alloca
            | S::Dealloc
            | S::Dim
            | S::MemRefCast
            | S::SubView
            | S::ReinterpretCast
            | S::Copy
            | S::GetGlobal => self.buffers(op, sem),
            S::DmaStart | S::DmaWait | S::AffineDmaStart | S::AffineDmaWait => self.dma(op, sem),
            S::AffineApply | S::AffineMin | S::AffineMax => self.affine_apply(op, sem),
            S::AffineFor | S::ScfFor => self.for_loop(op, sem),
            S::AffineIf | S::ScfIf => self.if_op(op, sem),
            S::ScfWhile => self.while_loop(op),
            S::Br | S::CondBr | S::Switch => self.branch(op, sem),
            S::Return | S::Call | S::CallIndirect => self.call(op, sem),
            S::VectorPrint | S::Broadcast | S::Extract | S::Insert | S::Reduction => {
                self.vector(op, sem)
            }
            S::ScfParallel => self.parallel(op),
            S::Vector(w) => self.vector_op(op, w),
            S::Yield | S::ScfCondition | S::ScfReduce | S::ReduceReturn => {
                Err(err(self.ctx, op, "region terminator outside its parent"))
            }
            S::MemRefView(_)
            | S::Rank
            | S::Prefetch
            | S::StridedMetadata
            | S::AlignedPointer
            | S::Realloc
            | S::Clone
            | S::AtomicRmw
            | S::GenericAtomicRmw
            | S::AtomicYield
            | S::AllocaScope
            | S::AllocaScopeReturn
            | S::ScfForall
            | S::InParallel
            | S::AffineVectorLoad
            | S::AffineVectorStore
            | S::Delinearize
            | S::Linearize
            | S::AffineParallel => self.ext_op(op, sem),
            S::ExtractElement => {
                let a = self.operand_regs(op);
                let pos = vec![u32::MAX; a.len() - 1];
                let dst = self.result_reg(op)?;
                let (pos, dynamic) = (self.span(&pos), self.span(&a[1..]));
                self.emit(
                    Inst::Extract {
                        dst,
                        src: a[0],
                        pos,
                        dynamic,
                    },
                    op,
                );
                Ok(())
            }
        }
    }

    fn constant(&mut self, op: OpId, sem: S) -> R {
        let dst = self.result_reg(op)?;
        if sem == S::FuncConstant {
            let name = views::function_ref(self.ctx, op).unwrap_or_default();
            let func = *self
                .prog
                .by_name
                .get(name)
                .ok_or_else(|| err(self.ctx, op, format!("unknown function @{name}")))?;
            self.emit_free(Inst::FuncRef { dst, func }, op);
            return Ok(());
        }
        let a = views::constant_value(self.ctx, op)
            .ok_or_else(|| err(self.ctx, op, "constant without a value"))?;
        let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        super::consts::charge_constant(self.ctx, op, ty, &mut self.prog.host)?;
        let v = constant(self.ctx, a, ty)
            .ok_or_else(|| err(self.ctx, op, "cannot simulate a constant of this type"))?;
        self.prog.consts.push(v);
        let k = self.prog.consts.len() as u32 - 1;
        self.emit_free(Inst::Const { dst, k }, op);
        Ok(())
    }

    fn arith(&mut self, op: OpId, sem: S) -> R {
        let a = self.operand_regs(op);
        let dst = self.result_reg(op)?;
        let arg = |i: usize| {
            a.get(i)
                .copied()
                .ok_or_else(|| err(self.ctx, op, "missing operand"))
        };
        let inst = match sem {
            S::IntBinary(o) => {
                let ty = self
                    .ctx
                    .ty(self.ctx.value_type(self.ctx.ops[op].results[0]));
                match ty {
                    TypeData::Integer { width, .. } if *width <= 64 => Inst::IntBin64 {
                        op: o,
                        width: *width,
                        dst,
                        a: arg(0)?,
                        b: arg(1)?,
                    },
                    _ => Inst::IntBin {
                        op: o,
                        dst,
                        a: arg(0)?,
                        b: arg(1)?,
                    },
                }
            }
            S::FloatBinary(o) => Inst::FloatBin {
                op: o,
                dst,
                a: arg(0)?,
                b: arg(1)?,
            },
            S::Unary(o) => Inst::Unary {
                op: o,
                dst,
                a: arg(0)?,
            },
            _ => Inst::Fma {
                dst,
                a: arg(0)?,
                b: arg(1)?,
                c: arg(2)?,
            },
        };
        self.emit(inst, op);
        Ok(())
    }

    /// `math.sincos` and `math.clampf`, each as the two float steps it
    /// is made of, each costed as the op: `sin` then `cos` (libm's
    /// `sincos` computes them as `sin` and `cos` do, bit for bit), and
    /// `minimumf(value, min)` then `maximumf(_, max)` into a fresh
    /// register (LLVM 22's `--math-expand-ops`).
    fn two_step_math(&mut self, op: OpId, sem: S) -> R {
        let (a, r) = (self.operand_regs(op), self.result_regs(op));
        let (first, second) = match (sem, &a[..], &r[..]) {
            (S::SinCos, &[a], &[sin, cos]) => (
                Inst::Unary {
                    op: UnaryOp::Sin,
                    dst: sin,
                    a,
                },
                Inst::Unary {
                    op: UnaryOp::Cos,
                    dst: cos,
                    a,
                },
            ),
            (S::ClampF, &[x, lo, hi], &[dst]) => {
                let t = self.fresh(self.f.reg_types[dst as usize]);
                let min = FloatBinOp::Minimum;
                let max = FloatBinOp::Maximum;
                (
                    Inst::FloatBin {
                        op: min,
                        dst: t,
                        a: x,
                        b: lo,
                    },
                    Inst::FloatBin {
                        op: max,
                        dst,
                        a: t,
                        b: hi,
                    },
                )
            }
            _ => return Err(err(self.ctx, op, "unexpected operands or results")),
        };
        self.emit(first, op);
        self.emit(second, op);
        Ok(())
    }

    fn extended(&mut self, op: OpId, o: rmlir_ir::registry::ExtendedOp) -> R {
        let (a, r) = (self.operand_regs(op), self.result_regs(op));
        let (&[a, b], &[lo, hi]) = (&a[..], &r[..]) else {
            return Err(err(self.ctx, op, "expected two operands and two results"));
        };
        self.emit(
            Inst::IntExtended {
                op: o,
                lo,
                hi,
                a,
                b,
            },
            op,
        );
        Ok(())
    }

    fn assert(&mut self, op: OpId) -> R {
        let cond = self.operand_regs(op)[0];
        let text = rmlir_ir::dialects::cf::assert_message(self.ctx, op).unwrap_or_default();
        self.prog.messages.push(format!("assertion failed: {text}"));
        let msg = self.prog.messages.len() as u32 - 1;
        self.emit(Inst::Assert { cond, msg }, op);
        Ok(())
    }

    /// Reaching `ub.unreachable` is undefined behaviour; the run stops there
    /// with a located fault, as an assertion of `false` does.
    fn unreachable(&mut self, op: OpId) -> R {
        let cond = self.fresh(RegType::Scalar(ScalarType::Int(1)));
        self.prog.consts.push(Scalar::bool(false).into());
        let k = self.prog.consts.len() as u32 - 1;
        self.emit_free(Inst::Const { dst: cond, k }, op);
        (self.prog.messages)
            .push("reached ub.unreachable: this path is undefined behaviour".into());
        let msg = self.prog.messages.len() as u32 - 1;
        self.emit(Inst::Assert { cond, msg }, op);
        Ok(())
    }

    /// Poison is given zero bits: any value is a correct refinement, and
    /// zero keeps runs reproducible.
    fn poison(&mut self, op: OpId) -> R {
        let dst = self.result_reg(op)?;
        let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        super::consts::charge_constant(self.ctx, op, ty, &mut self.prog.host)?;
        let v = zero_of(self.ctx, ty)
            .ok_or_else(|| err(self.ctx, op, "cannot simulate a poison value of this type"))?;
        self.prog.consts.push(v);
        let k = self.prog.consts.len() as u32 - 1;
        self.emit_free(Inst::Const { dst, k }, op);
        Ok(())
    }

    /// `index.sizeof`: the bits of an `index`, a constant (upstream's
    /// lowering gives the index bit width, 64 here).
    fn size_of(&mut self, op: OpId) -> R {
        let dst = self.result_reg(op)?;
        let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        let v = element_scalar(self.ctx, ty)
            .filter(|&s| s == ScalarType::Index)
            .and_then(|s| Value::from_raw_bits(s, u128::from(s.bit_width())).ok())
            .ok_or_else(|| err(self.ctx, op, "index.sizeof of a type that is not index"))?;
        self.prog.consts.push(v);
        let k = self.prog.consts.len() as u32 - 1;
        self.emit_free(Inst::Const { dst, k }, op);
        Ok(())
    }

    fn compare_cast(&mut self, op: OpId, sem: S) -> R {
        let a = self.operand_regs(op);
        if sem == S::UnrealizedCast {
            let dsts = self.result_regs(op);
            self.moves(&dsts, &a, op);
            return Ok(());
        }
        let dst = self.result_reg(op)?;
        let bad = || err(self.ctx, op, "unsupported predicate or operands");
        let inst = match sem {
            S::CmpI => Inst::CmpI {
                pred: views::int_predicate(self.ctx, op).ok_or_else(bad)?,
                dst,
                a: a[0],
                b: a[1],
            },
            S::CmpF => Inst::CmpF {
                pred: views::float_predicate(self.ctx, op).ok_or_else(bad)?,
                dst,
                a: a[0],
                b: a[1],
            },
            S::Select => Inst::Select {
                dst,
                cond: a[0],
                a: a[1],
                b: a[2],
            },
            S::Cast(o) => {
                let rt = self.ctx.value_type(self.ctx.ops[op].results[0]);
                let to = element_scalar(self.ctx, rt).ok_or_else(bad)?;
                Inst::Cast {
                    op: o,
                    to,
                    dst,
                    a: a[0],
                }
            }
            _ => return Err(bad()),
        };
        self.emit(inst, op);
        Ok(())
    }

    /// Evaluates `map` (the op's `what` map) over `operands` into fresh
    /// registers.
    fn apply_map(
        &mut self,
        op: OpId,
        (map, what): (Option<&rmlir_ir::affine::AffineMap>, &str),
        operands: &[ValueId],
        fold: Fold,
    ) -> Result<Vec<u32>, Diagnostic> {
        let map = map.ok_or_else(|| err(self.ctx, op, format!("missing {what} map")))?;
        Ok(self.apply_affine(op, map.clone(), operands, fold))
    }

    /// Emits `map(operands)` into fresh registers (one per result, or one
    /// folded by `fold`).
    fn apply_affine(
        &mut self,
        op: OpId,
        map: rmlir_ir::affine::AffineMap,
        operands: &[ValueId],
        fold: Fold,
    ) -> Vec<u32> {
        let n = if fold == Fold::Each {
            map.results.len()
        } else {
            1
        };
        let dsts: Vec<u32> = (0..n).map(|_| self.fresh(INDEX)).collect();
        let ops = self.regs_of(operands);
        let m = self.add_map(map);
        let (dsts_s, ops_s) = (self.span(&dsts), self.span(&ops));
        let t = self.timing_for(op, rmlir_ir::registry::TimingClass::IntAdd);
        self.emit_timed(
            Inst::Affine {
                fold,
                map: m,
                dsts: dsts_s,
                operands: ops_s,
            },
            op,
            t,
        );
        dsts
    }

    fn memory(&mut self, op: OpId, sem: S) -> R {
        let ops = self.ctx.ops[op].operands.clone();
        let (val, mem, idx) = match sem {
            S::Load | S::VectorLoad => (None, ops[0], self.regs_of(&ops[1..])),
            S::Store | S::VectorStore => (Some(ops[0]), ops[1], self.regs_of(&ops[2..])),
            S::AffineLoad | S::AffineVectorLoad => (
                None,
                ops[0],
                self.apply_map(op, access_map(self.ctx, op), &ops[1..], Fold::Each)?,
            ),
            _ => (
                Some(ops[0]),
                ops[1],
                self.apply_map(op, access_map(self.ctx, op), &ops[2..], Fold::Each)?,
            ),
        };
        // On a memref of vectors a vector load or store moves one whole
        // element (upstream requires the vector type to be the element type).
        let whole = matches!(self.ctx.ty(self.ctx.value_type(mem)),
            TypeData::MemRef { elem, .. } if matches!(self.ctx.ty(*elem), TypeData::Vector { .. }));
        let mem = self.reg(mem);
        let idx = self.span(&idx);
        let inst = match (sem, val) {
            (S::VectorLoad | S::AffineVectorLoad, _) if !whole => {
                let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
                let shape = self.add_shape(ty);
                Inst::VLoad {
                    dst: self.result_reg(op)?,
                    mem,
                    idx,
                    shape,
                }
            }
            (S::VectorStore | S::AffineVectorStore, Some(v)) if !whole => Inst::VStore {
                val: self.reg(v),
                mem,
                idx,
            },
            (_, None) => Inst::Load {
                dst: self.result_reg(op)?,
                mem,
                idx,
            },
            (_, Some(v)) => Inst::Store {
                val: self.reg(v),
                mem,
                idx,
            },
        };
        self.emit(inst, op);
        Ok(())
    }

    fn buffers(&mut self, op: OpId, sem: S) -> R {
        let a = self.operand_regs(op);
        let inst = match sem {
            S::Alloc | S::Alloca => {
                let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
                let t = self.add_type(op, ty)?;
                let all = &self.ctx.ops[op].operands[..];
                let seg = views::operand_segments(self.ctx, op).unwrap_or_else(|| vec![all]);
                let dyn_sizes = self.regs_of(seg[0]);
                let syms = seg.get(1).map(|s| self.regs_of(s)).unwrap_or_default();
                let (d, s) = (self.span(&dyn_sizes), self.span(&syms));
                Inst::Alloc {
                    dst: self.result_reg(op)?,
                    ty: t,
                    dyn_sizes: d,
                    symbols: s,
                    stack: sem == S::Alloca,
                }
            }
            S::Dealloc => Inst::Dealloc { mem: a[0] },
            S::Dim => match (a.get(1), views::dim_index(self.ctx, op)) {
                (Some(&dim), _) => Inst::Dim {
                    dst: self.result_reg(op)?,
                    mem: a[0],
                    dim,
                },
                (None, Some(d)) => Inst::DimConst {
                    dst: self.result_reg(op)?,
                    mem: a[0],
                    dim: d as u32,
                },
                _ => return Err(err(self.ctx, op, "dim without an index")),
            },
            S::MemRefCast => {
                let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
                Inst::View {
                    dst: self.result_reg(op)?,
                    src: a[0],
                    ty: self.add_type(op, ty)?,
                }
            }
            S::SubView | S::ReinterpretCast => return self.subview(op, sem == S::ReinterpretCast),
            S::Copy => self.copy_like(op, &a)?,
            _ => {
                let name = rmlir_ir::dialects::memref::get_global_name(self.ctx, op);
                let name = name.unwrap_or_default();
                let g = self.prog.globals.iter().position(|g| g.name == name);
                let g = g.ok_or_else(|| err(self.ctx, op, format!("unknown global @{name}")))?;
                Inst::GetGlobal {
                    dst: self.result_reg(op)?,
                    global: g as u32,
                }
            }
        };
        self.emit(inst, op);
        Ok(())
    }

    /// `memref.copy`, or the seed's `tensor_load` (a result: the whole
    /// memref as a tensor value) and `tensor_store` (a tensor operand).
    fn copy_like(&mut self, op: OpId, a: &[u32]) -> Result<Inst, Diagnostic> {
        let o = &self.ctx.ops[op];
        if !o.results.is_empty() {
            return Ok(Inst::TensorLoad {
                dst: self.result_reg(op)?,
                mem: a[0],
            });
        }
        let first = self.ctx.ty(self.ctx.value_type(o.operands[0]));
        if matches!(first, TypeData::RankedTensor { .. }) {
            return Ok(Inst::TensorStore {
                val: a[0],
                mem: a[1],
            });
        }
        Ok(Inst::Copy {
            src: a[0],
            dst: a[1],
        })
    }

    fn subview(&mut self, op: OpId, absolute: bool) -> R {
        let dynamic = |v: Vec<i64>| {
            v.into_iter()
                .map(|x| (x != rmlir_ir::types::DYNAMIC).then_some(x))
                .collect()
        };
        let [offsets, sizes, strides] = views::view_statics(self.ctx, op)
            .map_err(|l| err(self.ctx, op, format!("subview without static {l:?}")))?;
        let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        let dropped = if absolute {
            Some(Vec::new())
        } else {
            views::subview_dropped(self.ctx, op)
        }
        .ok_or_else(|| {
            err(
                self.ctx,
                op,
                "the result type is no rank reduction of the sizes",
            )
        })?;
        let spec = SubViewSpec {
            offsets: dynamic(offsets),
            sizes: dynamic(sizes),
            strides: dynamic(strides),
            absolute,
            dropped,
        };
        let a = self.operand_regs(op);
        let t = self.add_type(op, ty)?;
        self.prog.subviews.push(spec);
        let spec = self.prog.subviews.len() as u32 - 1;
        let operands = self.span(&a[1..]);
        let dst = self.result_reg(op)?;
        self.emit(
            Inst::SubView {
                dst,
                src: a[0],
                ty: t,
                spec,
                operands,
            },
            op,
        );
        Ok(())
    }

    fn dma(&mut self, op: OpId, sem: S) -> R {
        let inst = if matches!(sem, S::DmaWait | S::AffineDmaWait) {
            let (wait, regs) = self.dma_wait_regs(op, sem)?;
            self.prog.dma_waits.push(wait);
            let spec = self.prog.dma_waits.len() as u32 - 1;
            let operands = self.span(&regs);
            Inst::DmaWait { operands, spec }
        } else {
            let (start, regs) = self.dma_start_regs(op, sem)?;
            self.prog.dma_starts.push(start);
            let spec = self.prog.dma_starts.len() as u32 - 1;
            let operands = self.span(&regs);
            Inst::DmaStart { operands, spec }
        };
        self.emit(inst, op);
        Ok(())
    }

    /// One `%m[...]` DMA reference by role, and its registers in read-set
    /// order: the memref, then its subscripts (an affine reference's map
    /// applied to its operands).
    fn dma_ref(&mut self, op: OpId, r: DmaRef) -> (super::DmaRef, Vec<u32>) {
        let memref = self.reg(r.memref);
        let idx = match r.map {
            Some(map) => self.apply_affine(op, map, &r.operands, Fold::Each),
            None => self.regs_of(&r.operands),
        };
        let span = self.span(&idx);
        let mut regs = vec![memref];
        regs.extend(idx);
        (super::DmaRef { memref, idx: span }, regs)
    }

    /// A `dma_wait` by role, and its registers: tag, tag subscripts,
    /// element count.
    fn dma_wait_regs(&mut self, op: OpId, sem: S) -> Result<(DmaWait, Vec<u32>), Diagnostic> {
        let bad = || err(self.ctx, op, "malformed dma_wait operands");
        let (tag, num) = if sem == S::AffineDmaWait {
            let (t, num) =
                rmlir_ir::dialects::affine::dma_wait_parts(self.ctx, op).ok_or_else(bad)?;
            (DmaRef::affine(&t), num)
        } else {
            let (memref, operands, num) =
                rmlir_ir::dialects::memref::dma_wait_operands(self.ctx, op).ok_or_else(bad)?;
            (DmaRef::plain(memref, operands), num)
        };
        let (tag, mut regs) = self.dma_ref(op, tag);
        let num = self.reg(num);
        regs.push(num);
        Ok((DmaWait { tag, num }, regs))
    }

    /// A `dma_start` by role, whichever dialect spelled it, and its
    /// registers: source reference, destination reference, element count,
    /// tag reference, then the stride pair of a strided transfer.
    fn dma_start_regs(&mut self, op: OpId, sem: S) -> Result<(DmaStart, Vec<u32>), Diagnostic> {
        let bad = || err(self.ctx, op, "malformed dma_start operands");
        let (src, dst, tag, num, stride) = if sem == S::AffineDmaStart {
            let ([s, d, t], num, stride) =
                rmlir_ir::dialects::affine::dma_start_parts(self.ctx, op).ok_or_else(bad)?;
            let refs = (DmaRef::affine(&s), DmaRef::affine(&d), DmaRef::affine(&t));
            (refs.0, refs.1, refs.2, num, stride)
        } else {
            let o = rmlir_ir::dialects::memref::dma_start_operands(self.ctx, op).ok_or_else(bad)?;
            (
                DmaRef::plain(o.src, o.src_indices),
                DmaRef::plain(o.dst, o.dst_indices),
                DmaRef::plain(o.tag, o.tag_indices),
                o.num_elements,
                o.stride,
            )
        };
        let order = |v: ValueId| space_order(self.ctx, self.ctx.value_type(v), self.target);
        let stride_dst = order(dst.memref) < order(src.memref);
        let (src, mut regs) = self.dma_ref(op, src);
        let (dst, dst_regs) = self.dma_ref(op, dst);
        let (tag, tag_regs) = self.dma_ref(op, tag);
        let num = self.reg(num);
        regs.extend(dst_regs);
        regs.push(num);
        regs.extend(tag_regs);
        let stride = stride.map(|(s, per)| (self.reg(s), self.reg(per)));
        if let Some((s, per)) = stride {
            regs.extend([s, per]);
        }
        let start = DmaStart {
            src,
            dst,
            tag,
            num,
            stride,
            stride_dst,
        };
        Ok((start, regs))
    }

    fn affine_apply(&mut self, op: OpId, sem: S) -> R {
        let fold = match sem {
            S::AffineMin => Fold::Min,
            S::AffineMax => Fold::Max,
            _ => Fold::Each,
        };
        let operands = self.ctx.ops[op].operands.clone();
        let tmp = self.apply_map(op, access_map(self.ctx, op), &operands, fold)?;
        let dst = self.result_reg(op)?;
        // The map's value lands in a temp; rename it to the result.
        self.emit_free(Inst::Move { dst, src: tmp[0] }, op);
        Ok(())
    }

    fn vector(&mut self, op: OpId, sem: S) -> R {
        let a = self.operand_regs(op);
        let inst = match sem {
            S::VectorPrint => return self.print(op),
            S::Broadcast => {
                let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
                Inst::Broadcast {
                    dst: self.result_reg(op)?,
                    src: a[0],
                    shape: self.add_shape(ty),
                }
            }
            S::Extract | S::Insert => return self.extract_insert(op, sem, &a),
            _ => {
                let kind = views::reduction_kind(self.ctx, op).map_err(|text| {
                    err(self.ctx, op, format!("unknown reduction kind '{text}'"))
                })?;
                Inst::Reduce {
                    kind,
                    dst: self.result_reg(op)?,
                    src: a[0],
                    acc: a.get(1).copied(),
                }
            }
        };
        self.emit(inst, op);
        Ok(())
    }

    fn extract_insert(&mut self, op: OpId, sem: S, a: &[u32]) -> R {
        let pos = views::static_positions(self.ctx, op);
        let pos: Vec<u32> = pos
            .iter()
            .map(|&p| {
                if p == rmlir_ir::types::DYNAMIC {
                    u32::MAX
                } else {
                    p as u32
                }
            })
            .collect();
        let pos = self.span(&pos);
        let dst = self.result_reg(op)?;
        let inst = if sem == S::Extract {
            Inst::Extract {
                dst,
                src: a[0],
                pos,
                dynamic: self.span(&a[1..]),
            }
        } else {
            Inst::Insert {
                dst,
                val: a[0],
                dest: a[1],
                pos,
                dynamic: self.span(&a[2..]),
            }
        };
        self.emit(inst, op);
        Ok(())
    }

    /// An op the target file declares (`"tpu.vaddf32"`).
    fn target_op(&mut self, op: OpId) -> R {
        let name = self.ctx.ops[op].name.clone();
        let idx = self.target.target_ops().iter().position(|t| t.name == name);
        let idx = idx.ok_or_else(|| {
            err(self.ctx, op, format!("'{name}' cannot be simulated: no dialect registers it and target '{}' does not declare it", self.target.name()))
        })?;
        let t = &self.target.target_ops()[idx];
        let types: Vec<crate::prepare::target::OperandType> = (self.ctx.ops[op].operands.iter())
            .map(|&v| crate::prepare::target::OperandType::of(self.ctx, v))
            .collect();
        let timing = if t.steps.is_empty() {
            let (unit, latency) =
                crate::prepare::target::target_op_timing(self.target, self.units, t, &types)
                    .map_err(|m| err(self.ctx, op, m))?;
            Some(super::InstTiming::on(unit, latency))
        } else {
            crate::prepare::target::check_chain(t, &types).map_err(|m| err(self.ctx, op, m))?;
            None
        };
        if let Some(&r) = self.ctx.ops[op].results.first() {
            let result = crate::prepare::target::OperandType::of(self.ctx, r);
            crate::prepare::target::check_result_shape(t, &types, &result)
                .map_err(|m| err(self.ctx, op, m))?;
        }
        self.prog.target_ops.push(idx);
        let k = self.prog.target_ops.len() as u32 - 1;
        let mut a = self.operand_regs(op);
        let timing = match timing {
            Some(t) => t,
            None => self.chain_steps(op, idx, &mut a),
        };
        let operands = self.span(&a);
        let dst = self.result_reg(op)?;
        self.emit_timed(
            Inst::TargetOp {
                op: k,
                dst,
                operands,
            },
            op,
            timing,
        );
        Ok(())
    }

    /// A target op timed by `steps` (`configs/README.md`): every step but
    /// the last is an `Inst::Select` of a constant `true` that passes the
    /// first operand on while reading the next one, timed as its class, so
    /// step `i` waits for step `i − 1` and operand `i + 1` as the ops it
    /// stands for would; the last step is the op itself, reading the
    /// passed-on operand (its value unchanged), timed as the last class.
    /// The value is the semantics' in one go, the time the chain's. The
    /// timing of the last step is returned and `a[0]` replaced.
    fn chain_steps(&mut self, op: OpId, idx: usize, a: &mut [Reg]) -> super::InstTiming {
        let steps = self.target.target_ops()[idx].steps.clone();
        // The target file's checks give every `steps` op one step or more.
        let Some((last, firsts)) = steps.split_last() else {
            return super::InstTiming::FREE;
        };
        if firsts.is_empty() {
            return self.timing_for(op, *last);
        }
        let yes = self.fresh(RegType::Scalar(ScalarType::Int(1)));
        self.prog.consts.push(Scalar::bool(true).into());
        let k = self.prog.consts.len() as u32 - 1;
        self.emit_free(Inst::Const { dst: yes, k }, op);
        for (i, &class) in firsts.iter().enumerate() {
            let timing = self.timing_for(op, class);
            let next = self.fresh(self.f.reg_types[a[0] as usize]);
            let select = Inst::Select {
                dst: next,
                cond: yes,
                a: a[0],
                b: a[i + 1],
            };
            self.emit_timed(select, op, timing);
            a[0] = next;
        }
        self.timing_for(op, *last)
    }
}
