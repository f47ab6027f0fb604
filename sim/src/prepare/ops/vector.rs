//! Translation of the vector ops of [`VectorOp`] (shuffles, casts, masks,
//! combining ops, contractions and the masked and transfer memory ops):
//! each becomes one [`Inst::VectorOp`] whose static description, a
//! [`VecSpec`], is read once here from the op's attributes and types.
//! Scalable vectors are refused here, with the op's location: their size is
//! unknown until run time on real hardware, and this simulator has no
//! vector-length register to give them one.

use super::super::lower::FnBuilder;
use super::super::vec_spec::{TransferSpec, VecSpec};
use super::super::{err, ExtInst, Inst, InstTiming};
use super::R;
use rmlir_ir::dialects::vector as v;
use rmlir_ir::dialects::vector::VectorOp as V;
use rmlir_ir::registry::ReductionKind;
use rmlir_ir::{Context, OpId, TypeId};

/// A vector type's shape as `u64`s; `None` for other types.
fn shape_u64(ctx: &Context, ty: TypeId) -> Option<Vec<u64>> {
    match ctx.ty(ty) {
        rmlir_ir::TypeData::Vector { shape, .. } => {
            shape.iter().map(|&d| u64::try_from(d).ok()).collect()
        }
        _ => None,
    }
}

/// True when any operand or result of `op` is a scalable vector.
fn scalable(ctx: &Context, op: OpId) -> bool {
    let o = &ctx.ops[op];
    (o.operands.iter().chain(&o.results)).any(|&x| v::is_scalable(ctx, ctx.value_type(x)))
}

/// Whether LLVM knows `v` when it compiles the kernel, as it knows the
/// masks built from constants (`arith.constant`, `vector.constant_mask`,
/// `vector.create_mask` of constant sizes): it then folds a masked vector
/// access whose mask is all on into a plain one.
fn known_when_compiled(ctx: &Context, v: rmlir_ir::ValueId) -> bool {
    let constant = |v| {
        ctx.defining_op(v)
            .is_some_and(|op| ctx.ops[op].name == "arith.constant")
    };
    let Some(op) = ctx.defining_op(v) else {
        return false;
    };
    match ctx.ops[op].name.as_str() {
        "arith.constant" | "vector.constant_mask" => true,
        "vector.create_mask" => ctx.ops[op].operands.iter().all(|&x| constant(x)),
        _ => false,
    }
}

/// The vector dim of a transfer whose rows upstream moves as whole LLVM
/// vectors when all their lanes are on ([`TransferSpec::packs`]): the one
/// walking the memref's innermost dim, when the row's mask is known when
/// LLVM compiles it. That mask is the transfer's own (if any) and, for a
/// dim not `in_bounds`, the lanes left inside the memref, which LLVM
/// knows for a constant index into a static size.
fn packed_rows(
    ctx: &Context,
    parts: &v::TransferParts,
    dims: &[v::MapDim],
    in_bounds: &[bool],
) -> Option<usize> {
    let k = parts.indices.len().checked_sub(1)?;
    let d = dims.iter().position(|&m| m == v::MapDim::Dim(k))?;
    if !parts.mask.is_none_or(|m| known_when_compiled(ctx, m)) {
        return None;
    }
    if in_bounds.get(d).copied().unwrap_or(false) {
        return Some(d);
    }
    let size = match ctx.ty(ctx.value_type(parts.memref)) {
        rmlir_ir::TypeData::MemRef { shape, .. } => shape.get(k).copied(),
        _ => None,
    };
    let index = ctx.defining_op(parts.indices[k]);
    let constant = index.is_some_and(|op| ctx.ops[op].name == "arith.constant");
    (size.is_some_and(|s| s >= 0) && constant).then_some(d)
}

impl FnBuilder<'_> {
    /// Lowers one op of [`VectorOp`](rmlir_ir::dialects::vector::VectorOp).
    pub(in crate::prepare) fn vector_op(&mut self, op: OpId, which: V) -> R {
        if scalable(self.ctx, op) {
            return Err(err(
                self.ctx,
                op,
                "scalable vectors cannot be simulated: rmlir-sim needs every vector size at compile time",
            ));
        }
        if which == V::Mask {
            return self.mask_op(op);
        }
        if which == V::TypeCast {
            return self.type_cast(op);
        }
        let dsts = self.result_regs(op);
        self.emit_vector_op(op, which, dsts)
    }

    /// Emits `op` as one [`Inst::VectorOp`] writing `dsts`.
    fn emit_vector_op(&mut self, op: OpId, which: V, dsts: Vec<u32>) -> R {
        let spec = self.vec_spec(op, which)?;
        let timing = match self.matmul_timing(op, &spec)? {
            Some(t) => t,
            None => self.timing_of(op),
        };
        let srcs = self.operand_regs(op);
        self.prog.vector_ops.push(spec);
        let spec = self.prog.vector_ops.len() as u32 - 1;
        let (srcs, dsts) = (self.span(&srcs), self.span(&dsts));
        self.emit_timed(Inst::VectorOp { spec, dsts, srcs }, op, timing);
        Ok(())
    }

    /// A `vector.contract` in matmul form (`(m, k)`, `(k, n)` into
    /// `(m, n)`, kind `add`) on a target with a matrix unit runs there,
    /// timed by the tile formula of `docs/timing.md` § Matrix unit with no
    /// extra latency, on a pipeline of its own.
    fn matmul_timing(
        &mut self,
        op: OpId,
        spec: &VecSpec,
    ) -> Result<Option<InstTiming>, rmlir_ir::Diagnostic> {
        let VecSpec::Contract {
            kind: ReductionKind::Add,
            maps,
            iters,
            reduction,
            ..
        } = spec
        else {
            return Ok(None);
        };
        if self.target.compute().matrix.is_none() || iters.len() != 3 {
            return Ok(None);
        }
        let ([i, r], [r2, j], [i2, j2]) = (&maps[0][..], &maps[1][..], &maps[2][..]) else {
            return Ok(None);
        };
        let matmul =
            r == r2 && i == i2 && j == j2 && reduction[*r] && !reduction[*i] && !reduction[*j];
        if !matmul {
            return Ok(None);
        }
        let dims = (iters[*i], iters[*r], iters[*j]);
        let (unit, latency) = super::super::target::matrix_timing(
            self.target,
            self.units,
            "vector.contract",
            dims,
            rmlir_targets::Cost::pipelined(0),
        )
        .map_err(|m| err(self.ctx, op, m))?;
        Ok(Some(InstTiming::on(unit, latency)))
    }

    fn vec_spec(&mut self, op: OpId, which: V) -> Result<VecSpec, rmlir_ir::Diagnostic> {
        let ctx = self.ctx;
        let o = &ctx.ops[op];
        let bad = |what: &str| err(ctx, op, format!("rmlir-sim cannot run this op: {what}"));
        let res_shape = || {
            o.results
                .first()
                .and_then(|&r| shape_u64(ctx, ctx.value_type(r)))
                .ok_or_else(|| bad("expected a vector result"))
        };
        let kind = || v::combining_kind(ctx, op).ok_or_else(|| bad("unknown combining kind"));
        let to_u64 =
            |xs: Vec<i64>| -> Vec<u64> { xs.into_iter().map(|x| x.max(0) as u64).collect() };
        Ok(match which {
            V::Transpose => VecSpec::Transpose {
                perm: to_u64(v::permutation(ctx, op))
                    .into_iter()
                    .map(|x| x as usize)
                    .collect(),
                shape: res_shape()?,
            },
            V::ShapeCast => VecSpec::Reshape {
                shape: res_shape()?,
            },
            V::Bitcast => {
                let r = ctx.value_type(o.results[0]);
                let to = super::super::consts::element_scalar(ctx, r)
                    .ok_or_else(|| bad("unsupported element type"))?;
                if to.bit_width() > 128 {
                    return Err(bad("elements wider than 128 bits"));
                }
                VecSpec::Bitcast {
                    to,
                    shape: res_shape()?,
                }
            }
            V::FromElements => VecSpec::FromElements {
                shape: res_shape()?,
            },
            V::ToElements => VecSpec::ToElements,
            V::Step => VecSpec::Step {
                n: res_shape()?.first().copied().unwrap_or(0),
            },
            V::CreateMask => VecSpec::Mask {
                shape: res_shape()?,
                sizes: None,
            },
            V::ConstantMask => VecSpec::Mask {
                shape: res_shape()?,
                sizes: Some(v::mask_dim_sizes(ctx, op)),
            },
            V::Shuffle => VecSpec::Shuffle {
                mask: v::shuffle_mask(ctx, op),
                shape: res_shape()?,
            },
            V::ExtractStridedSlice => VecSpec::ExtractSlice {
                offsets: to_u64(v::slice_attrs(ctx, op).0),
                shape: res_shape()?,
            },
            V::InsertStridedSlice => VecSpec::InsertSlice {
                offsets: to_u64(v::slice_attrs(ctx, op).0),
            },
            V::Interleave => VecSpec::Interleave {
                shape: res_shape()?,
            },
            V::Deinterleave => VecSpec::Deinterleave {
                shape: res_shape()?,
            },
            V::OuterProduct => VecSpec::OuterProduct {
                kind: kind()?,
                shape: res_shape()?,
                axpy: shape_u64(ctx, ctx.value_type(o.operands[1])).is_none(),
            },
            V::MultiReduction => VecSpec::MultiReduction {
                kind: kind()?,
                dims: to_u64(v::reduction_dims(ctx, op))
                    .into_iter()
                    .map(|x| x as usize)
                    .collect(),
                masked: false,
            },
            V::Scan => {
                let (dim, inclusive) =
                    v::scan_attrs(ctx, op).ok_or_else(|| bad("no scan attributes"))?;
                VecSpec::Scan {
                    kind: kind()?,
                    dim: dim.max(0) as usize,
                    inclusive,
                }
            }
            V::Contract => self.contract_spec(op)?,
            V::TransferRead | V::TransferWrite => {
                self.transfer_spec(op, which == V::TransferRead)?
            }
            V::MaskedLoad
            | V::MaskedStore
            | V::Gather
            | V::Scatter
            | V::ExpandLoad
            | V::CompressStore => {
                let parts = v::masked_parts(ctx, op).ok_or_else(|| bad("malformed operands"))?;
                self.check_scalar_memref(op, parts.base)?;
                // LLVM turns a masked load or store (and an expanding or
                // compressing one) whose mask it knows to be all on into a
                // plain one; gathers and scatters stay lane by lane.
                let contiguous = !matches!(which, V::Gather | V::Scatter);
                VecSpec::Masked {
                    op: which,
                    rank: parts.indices.len(),
                    packs: contiguous && known_when_compiled(ctx, parts.mask),
                }
            }
            V::Mask => unreachable!("vector.mask is lowered by mask_op"),
            V::Yield => return Err(bad("it is not supported by the simulator yet")),
            V::TypeCast => unreachable!("vector.type_cast is lowered by type_cast"),
        })
    }

    /// Refuses memrefs whose elements are vectors (not simulated by the
    /// vector memory ops).
    fn check_scalar_memref(&self, op: OpId, m: rmlir_ir::ValueId) -> R {
        let t = self.ctx.value_type(m);
        let elem = self.ctx.ty(t).element_type();
        if elem.is_some_and(|e| matches!(self.ctx.ty(e), rmlir_ir::TypeData::Vector { .. })) {
            return Err(err(
                self.ctx,
                op,
                "rmlir-sim cannot run this op on a memref of vectors",
            ));
        }
        Ok(())
    }

    fn contract_spec(&mut self, op: OpId) -> Result<VecSpec, rmlir_ir::Diagnostic> {
        let ctx = self.ctx;
        let bad = || err(ctx, op, "rmlir-sim cannot run this vector.contract");
        let maps = v::indexing_maps(ctx, op).ok_or_else(bad)?;
        let dims: Vec<Vec<usize>> = maps
            .iter()
            .map(v::dim_positions)
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        let [a, b, c]: [Vec<usize>; 3] = dims.try_into().map_err(|_| bad())?;
        let iters = v::iteration_shape(ctx, op).ok_or_else(bad)?;
        let acc_ty = ctx.value_type(ctx.ops[op].operands[2]);
        let acc = super::super::consts::element_scalar(ctx, acc_ty).ok_or_else(bad)?;
        Ok(VecSpec::Contract {
            kind: v::combining_kind(ctx, op).ok_or_else(bad)?,
            maps: [a, b, c],
            iters: iters.into_iter().map(|x| x.max(0) as u64).collect(),
            reduction: v::iterator_kinds(ctx, op).ok_or_else(bad)?,
            acc,
        })
    }

    fn transfer_spec(&mut self, op: OpId, read: bool) -> Result<VecSpec, rmlir_ir::Diagnostic> {
        let ctx = self.ctx;
        let bad = || err(ctx, op, "rmlir-sim cannot run this transfer");
        let parts = v::transfer_parts(ctx, op).ok_or_else(bad)?;
        self.check_scalar_memref(op, parts.memref)?;
        if matches!(
            ctx.ty(ctx.value_type(parts.memref)),
            rmlir_ir::TypeData::RankedTensor { .. }
        ) {
            return Err(err(
                ctx,
                op,
                "rmlir-sim runs transfers on memrefs, not tensors",
            ));
        }
        let vec = if read {
            ctx.value_type(ctx.ops[op].results[0])
        } else {
            ctx.value_type(parts.other)
        };
        let map = v::permutation_map(ctx, op).ok_or_else(bad)?;
        let dims = v::map_dims(&map).ok_or_else(bad)?;
        let in_bounds = v::in_bounds(ctx, op);
        let packs = packed_rows(ctx, &parts, &dims, &in_bounds);
        Ok(VecSpec::Transfer(TransferSpec {
            read,
            dims,
            in_bounds,
            shape: shape_u64(ctx, vec).ok_or_else(bad)?,
            rank: parts.indices.len(),
            masked: parts.mask.is_some(),
            passthru: false,
            packs,
        }))
    }

    /// `vector.type_cast`: a view of the source's bytes with the result's
    /// element type and shape.
    fn type_cast(&mut self, op: OpId) -> R {
        let ty = self.ctx.value_type(self.ctx.ops[op].results[0]);
        let rmlir_ir::TypeData::MemRef { shape, elem, .. } = self.ctx.ty(ty) else {
            return Err(err(self.ctx, op, "vector.type_cast to a non-memref type"));
        };
        let shape = shape.clone();
        let elem = super::super::consts::elem_type(self.ctx, *elem)
            .map_err(|why| err(self.ctx, op, why))?;
        let src = self.operand_regs(op)[0];
        let dst = self.result_reg(op)?;
        let how = super::super::ViewHow::TypeCast { elem, shape };
        self.prog.exts.push(ExtInst::View {
            dst,
            src,
            how,
            operands: Vec::new(),
        });
        let k = self.prog.exts.len() as u32 - 1;
        self.emit(Inst::Ext { k }, op);
        Ok(())
    }

    /// `vector.mask` around `vector.outerproduct` (`inner`), as upstream
    /// lowers it: with an accumulator, the lanes the mask turns off keep
    /// the accumulator's value; without one, the mask changes nothing.
    fn masked_outerproduct(&mut self, op: OpId, inner: OpId) -> R {
        if scalable(self.ctx, inner) {
            return self.vector_op(inner, V::OuterProduct);
        }
        // The product lands in the mask's result, which so becomes ready
        // when the outer product does; the select then keeps the
        // accumulator in the lanes that are off, at no cost of its own.
        let dst = self.result_regs(op)[0];
        self.emit_vector_op(inner, V::OuterProduct, vec![dst])?;
        if let Some(&acc) = self.operand_regs(inner).get(2) {
            let cond = self.operand_regs(op)[0];
            self.emit_free(
                Inst::Select {
                    dst,
                    cond,
                    a: dst,
                    b: acc,
                },
                op,
            );
        }
        Ok(())
    }

    /// `vector.mask` around `vector.reduction` (`inner`), without a
    /// pass-through: one [`ExtInst::MaskedReduce`], timed and located as the
    /// reduction.
    fn masked_reduction(&mut self, op: OpId, inner: OpId) -> R {
        let kind = rmlir_ir::dialects::views::reduction_kind(self.ctx, inner)
            .map_err(|text| err(self.ctx, inner, format!("unknown reduction kind '{text}'")))?;
        let a = self.operand_regs(inner);
        let mask = self.operand_regs(op)[0];
        let dst = self.result_regs(op)[0];
        let e = ExtInst::MaskedReduce {
            kind,
            dst,
            src: a[0],
            mask,
            acc: a.get(1).copied(),
        };
        self.prog.exts.push(e);
        let k = self.prog.exts.len() as u32 - 1;
        self.emit(Inst::Ext { k }, inner);
        Ok(())
    }

    /// `vector.mask` around `vector.multi_reduction` (`inner`), without a
    /// pass-through, as the vectorizer makes of a reduction over a
    /// partial tile: the reduction with the mask as its third source,
    /// timed and located as the reduction.
    fn masked_multi_reduction(&mut self, op: OpId, inner: OpId) -> R {
        let VecSpec::MultiReduction { kind, dims, .. } = self.vec_spec(inner, V::MultiReduction)?
        else {
            return Err(err(self.ctx, op, "internal: not a multi_reduction"));
        };
        let timing = self.timing_of(inner);
        let mut srcs = self.operand_regs(inner);
        srcs.extend(self.operand_regs(op));
        let dsts = self.result_regs(op);
        let spec = VecSpec::MultiReduction {
            kind,
            dims,
            masked: true,
        };
        self.prog.vector_ops.push(spec);
        let spec = self.prog.vector_ops.len() as u32 - 1;
        let (srcs, dsts) = (self.span(&srcs), self.span(&dsts));
        self.emit_timed(Inst::VectorOp { spec, dsts, srcs }, inner, timing);
        Ok(())
    }

    /// An empty `vector.mask`'s results are its yield's operands: each
    /// result names the operand's register, so it is ready when the operand
    /// is. A result already given a register (a use lowered first) takes a
    /// free move instead, which carries the operand's ready cycle too.
    fn forward_results(&mut self, op: OpId, yield_op: OpId) {
        let results = self.ctx.ops[op].results.clone();
        let srcs = self.operand_regs(yield_op);
        for (v, src) in results.into_iter().zip(srcs) {
            if let Some(&dst) = self.regs.get(&v) {
                self.emit_free(Inst::Move { dst, src }, op);
            } else {
                self.regs.insert(v, src);
            }
        }
    }

    /// `vector.mask`: an empty one forwards what its yield returns; one
    /// around a transfer runs the transfer with the mask (and pass-through)
    /// added, timed and located as the transfer.
    fn mask_op(&mut self, op: OpId) -> R {
        let ctx = self.ctx;
        let o = &ctx.ops[op];
        let block = o
            .regions
            .first()
            .and_then(|&r| ctx.regions[r].blocks.first().copied())
            .ok_or_else(|| err(ctx, op, "vector.mask without a body"))?;
        let body = ctx.blocks[block].ops.clone();
        let (Some(&yield_op), Some(&inner)) = (body.last(), body.first()) else {
            return Err(err(ctx, op, "vector.mask without a body"));
        };
        if inner == yield_op {
            self.forward_results(op, yield_op);
            return Ok(());
        }
        let dsts = self.result_regs(op);
        let name = ctx.ops[inner].name.as_str();
        if name == "vector.reduction" && o.operands.len() == 1 {
            return self.masked_reduction(op, inner);
        }
        if name == "vector.outerproduct" && o.operands.len() == 1 {
            return self.masked_outerproduct(op, inner);
        }
        if name == "vector.multi_reduction" && o.operands.len() == 1 {
            return self.masked_multi_reduction(op, inner);
        }
        let read = name == "vector.transfer_read";
        if !read && name != "vector.transfer_write" {
            return Err(err(
                ctx,
                op,
                format!("rmlir-sim runs vector.mask around transfer_read, transfer_write, reduction, multi_reduction and outerproduct, not '{name}'"),
            ));
        }
        let VecSpec::Transfer(mut t) = self.transfer_spec(inner, read)? else {
            return Err(err(ctx, op, "internal: not a transfer"));
        };
        t.masked = true;
        t.passthru = o.operands.len() > 1;
        if !known_when_compiled(ctx, o.operands[0]) {
            t.packs = None;
        }
        let mut srcs = self.operand_regs(inner);
        srcs.extend(self.operand_regs(op));
        self.prog.vector_ops.push(VecSpec::Transfer(t));
        let spec = self.prog.vector_ops.len() as u32 - 1;
        let (srcs, dsts) = (self.span(&srcs), self.span(&dsts));
        self.emit(Inst::VectorOp { spec, dsts, srcs }, inner);
        Ok(())
    }
}
