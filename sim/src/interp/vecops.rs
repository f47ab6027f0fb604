//! Instruction semantics for vector values: broadcast, extract, insert and
//! reductions, and the dispatch of the other vector ops
//! ([`Inst::VectorOp`]) to [`super::vshape`] and [`super::vmem`].
//!
//! A result of the shape of the vector its destination register holds
//! (a scalar broadcast, an fma of three vectors, a row load in
//! `memops/vrow.rs`) is written over that vector's lanes
//! (`Machine::take_vector`) rather than into a new one: the register
//! ends with the same value, written through `set_v` as before, and the
//! vector loop allocates and frees nothing.

use super::{Flow, Machine};
use crate::prepare::Reg;
use crate::prepare::{Inst, Span, VecSpec};
use crate::runtime::fault::Fault;
use crate::runtime::Slot;
use crate::timing::TraceSink;
use crate::value::{self, Scalar, Value, VectorValue};
use rmlir_ir::registry::{IntBinOp, ReductionKind};
use rmlir_ir::types::FloatKind;
use rmlir_ir::OpId;

/// The value upstream's lowering of a masked `vector.reduction` without an
/// accumulator starts from, for elements like `like`: the kind's neutral
/// element for integers and for float `add`/`mul`, and for the float
/// minimum and maximum the values `mlir-runner` 22 shows (the largest
/// finite float for `minimumf`, the negative smallest subnormal for
/// `maximumf`, NaN and -NaN for `minnumf` and `maxnumf`).
fn masked_start(kind: ReductionKind, like: &Value) -> Option<Value> {
    use ReductionKind as R;
    if let Some(k) = like.as_scalar().and_then(|s| s.float_kind()) {
        // Bits per kind: 1.0, largest finite, sign, quiet NaN.
        let (one, largest, sign, nan): (u128, u128, u128, u128) = match k {
            FloatKind::F16 => (0x3C00, 0x7BFF, 0x8000, 0x7E00),
            FloatKind::BF16 => (0x3F80, 0x7F7F, 0x8000, 0x7FC0),
            FloatKind::F32 => (0x3F80_0000, 0x7F7F_FFFF, 0x8000_0000, 0x7FC0_0000),
            FloatKind::F64 => (
                0x3FF0_0000_0000_0000,
                0x7FEF_FFFF_FFFF_FFFF,
                0x8000_0000_0000_0000,
                0x7FF8_0000_0000_0000,
            ),
            _ => return None,
        };
        let bits = match kind {
            R::Add => 0,
            R::Mul => one,
            R::MinimumF => largest,
            R::MaximumF => sign | 1,
            R::MinNumF => nan,
            R::MaxNumF => sign | nan,
            _ => return None,
        };
        return Value::float_from_bits(k, bits).ok();
    }
    // Integers of any width: zero, one, all ones, and the signed extremes
    // from all ones shifted right by one.
    let width = like.int_width()?;
    let ones = Value::int(width, u128::MAX, true);
    let one = Value::int(width, 1, false);
    let max = value::int_binop(IntBinOp::ShrU, &ones, &one).ok()?;
    Some(match kind {
        R::Add | R::Or | R::Xor | R::MaxUI => Value::int(width, 0, false),
        R::Mul => one,
        R::And | R::MinUI => ones,
        R::MinSI => max,
        R::MaxSI => value::int_binop(IntBinOp::Xor, &ones, &max).ok()?,
        _ => return None,
    })
}

impl<S: TraceSink> Machine<'_, S> {
    /// The reduction of the lanes of `src` that `mask` turns on, from
    /// `acc` or the start upstream's lowering uses (see [`masked_start`]).
    pub(super) fn masked_reduce(
        &self,
        kind: ReductionKind,
        src: Reg,
        mask: Reg,
        acc: Option<Reg>,
        op: OpId,
    ) -> Result<Value, Fault> {
        let (Value::Vector(v), Value::Vector(m)) = (self.val(src, op)?, self.val(mask, op)?) else {
            return Err(Fault::new(op, "internal: masked reduction of a scalar"));
        };
        let on: Vec<Value> = (v.elements().iter().zip(m.elements()))
            .filter(|(_, m)| matches!(m, Value::Scalar(Scalar::Int { bits, .. }) if *bits & 1 == 1))
            .map(|(e, _)| e.clone())
            .collect();
        let start = match acc {
            Some(r) => self.val(r, op)?.clone(),
            None => {
                let like = v.elements().first();
                like.and_then(|s| masked_start(kind, s)).ok_or_else(|| {
                    Fault::new(
                        op,
                        "internal: no start value for this masked reduction kind and element type",
                    )
                })?
            }
        };
        let n = on.len() as u64;
        let lanes = VectorValue::new(vec![n], on).map_err(|e| Self::vfault(op, e))?;
        value::reduce(kind, &lanes, Some(&start)).map_err(|e| Self::vfault(op, e))
    }

    pub(super) fn exec_vector(&mut self, inst: &Inst, pc: usize, op: OpId) -> Result<Flow, Fault> {
        match *inst {
            Inst::Broadcast { dst, src, shape } => {
                let prog = self.prog;
                let shape = &prog.shapes[shape as usize];
                if !self.broadcast_in_place(dst, src, shape) {
                    let v =
                        broadcast(self.val(src, op)?, shape).map_err(|e| Self::vfault(op, e))?;
                    self.set_v(dst, v);
                }
                self.issue(pc);
            }
            Inst::Extract {
                dst,
                src,
                pos,
                dynamic,
            } => {
                let p = self.positions(pos, dynamic, op)?;
                let Value::Vector(v) = self.val(src, op)? else {
                    return Err(Fault::new(op, "extract from a scalar"));
                };
                let r = sub_vector(v, &p).ok_or_else(|| oob(op, &p, v.shape()))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Insert {
                dst,
                val,
                dest,
                pos,
                dynamic,
            } => {
                let p = self.positions(pos, dynamic, op)?;
                let Value::Vector(v) = self.val(dest, op)?.clone() else {
                    return Err(Fault::new(op, "insert into a scalar"));
                };
                let r = insert(&v, &p, self.val(val, op)?).ok_or_else(|| oob(op, &p, v.shape()))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Reduce {
                kind,
                dst,
                src,
                acc,
            } => {
                let Value::Vector(v) = self.val(src, op)? else {
                    return Err(Fault::new(op, "reduction of a scalar"));
                };
                let a = acc.map(|r| self.val(r, op)).transpose()?;
                let r = value::reduce(kind, v, a).map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::VectorOp { spec, dsts, srcs } => self.exec_vector_op(spec, dsts, srcs, op, pc)?,
            _ => return Err(Fault::new(op, "internal: unknown instruction")),
        }
        Ok(Flow::Next)
    }

    /// Takes out the vector frame register `dst` holds when it has
    /// `shape`, for a result of that shape to be written over its lanes
    /// in place and put back with `set_v` (no allocation, no free).
    pub(super) fn take_vector(&mut self, dst: u32, shape: &[u64]) -> Option<VectorValue> {
        let slot = &mut self.regs[self.base as usize + dst as usize];
        if !matches!(slot, Slot::V(Value::Vector(v)) if v.shape() == shape) {
            return None;
        }
        match std::mem::take(slot) {
            Slot::V(Value::Vector(v)) => Some(v),
            _ => None,
        }
    }

    /// The shape of the vector frame register `r` holds, if it holds one.
    fn vector_shape(&self, r: u32) -> Option<&[u64]> {
        match &self.frame_regs()[r as usize] {
            Slot::V(Value::Vector(v)) => Some(v.shape()),
            _ => None,
        }
    }

    /// `vector.broadcast` of a scalar written over the vector `dst` holds,
    /// when it holds one of the result's shape and is not `src`; false
    /// (nothing changed) otherwise.
    fn broadcast_in_place(&mut self, dst: u32, src: u32, shape: &[u64]) -> bool {
        let Slot::V(Value::Scalar(s)) = self.frame_regs()[src as usize] else {
            return false;
        };
        if dst == src {
            return false;
        }
        let Some(mut out) = self.take_vector(dst, shape) else {
            return false;
        };
        let filled: Result<(), std::convert::Infallible> = out.try_fill_lanes(|_| Ok(s));
        self.set_v(dst, Value::Vector(out));
        filled.is_ok()
    }

    /// An fma of three vectors written over the vector `dst` holds, when
    /// it holds one of their shape and is none of them; false (nothing
    /// changed) otherwise. When a lane's operands are not floats of one
    /// type, the register is left empty and the general path, run next
    /// on the same operands, faults with the error.
    pub(super) fn fma_in_place(&mut self, dst: u32, a: u32, b: u32, c: u32) -> bool {
        let shape = self.vector_shape(dst);
        let fits = shape.is_some() && [a, b, c].iter().all(|&r| self.vector_shape(r) == shape);
        if !fits || dst == a || dst == b || dst == c {
            return false;
        }
        let Some(Slot::V(Value::Vector(mut out))) = Some(std::mem::take(
            &mut self.regs[self.base as usize + dst as usize],
        )) else {
            return false;
        };
        let file = self.frame_regs();
        let done = match (&file[a as usize], &file[b as usize], &file[c as usize]) {
            (Slot::V(Value::Vector(x)), Slot::V(Value::Vector(y)), Slot::V(Value::Vector(z))) => {
                value::fma_into(&mut out, x, y, z).is_ok()
            }
            _ => false,
        };
        if done {
            self.set_v(dst, Value::Vector(out));
        }
        done
    }

    fn positions(&self, pos: Span, dynamic: Span, op: OpId) -> Result<Vec<i64>, Fault> {
        let mut dynamic = self.indices(dynamic, op)?.into_iter();
        Ok(self
            .func()
            .regs(pos)
            .iter()
            .map(|&p| {
                if p == u32::MAX {
                    dynamic.next().unwrap_or(-1)
                } else {
                    p as i64
                }
            })
            .collect())
    }
}

fn oob(op: OpId, pos: &[i64], shape: &[u64]) -> Fault {
    let shape: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
    Fault::new(
        op,
        format!(
            "out-of-bounds vector position [{}] in shape [{}]",
            crate::runtime::memory::join(pos),
            crate::runtime::memory::join(&shape)
        ),
    )
}

/// Offset and size of the sub-vector at `pos` (leading dimensions).
fn locate(v: &VectorValue, pos: &[i64]) -> Option<(usize, usize)> {
    let shape = v.shape();
    if pos.len() > shape.len() {
        return None;
    }
    let inner: u64 = shape[pos.len()..].iter().product();
    let mut flat = 0u64;
    for (&p, &d) in pos.iter().zip(shape) {
        if p < 0 || p as u64 >= d {
            return None;
        }
        flat = flat * d + p as u64;
    }
    Some(((flat * inner) as usize, inner as usize))
}

pub(super) fn sub_vector(v: &VectorValue, pos: &[i64]) -> Option<Value> {
    let (at, n) = locate(v, pos)?;
    let elems = v.elements()[at..at + n].to_vec();
    if pos.len() == v.shape().len() {
        return elems.into_iter().next();
    }
    VectorValue::new(v.shape()[pos.len()..].to_vec(), elems)
        .ok()
        .map(Value::Vector)
}

pub(super) fn insert(v: &VectorValue, pos: &[i64], x: &Value) -> Option<Value> {
    let (at, n) = locate(v, pos)?;
    let mut elems = v.elements().to_vec();
    match x {
        Value::Vector(xv) if xv.elements().len() == n => {
            elems[at..at + n].clone_from_slice(xv.elements())
        }
        s if n == 1 => elems[at] = s.clone(),
        _ => return None,
    }
    VectorValue::new(v.shape().to_vec(), elems)
        .ok()
        .map(Value::Vector)
}

/// `vector.broadcast`: a scalar fills the shape; a vector repeats over the
/// leading dimensions (its trailing dimensions must match, or be 1).
pub fn broadcast(src: &Value, shape: &[u64]) -> Result<Value, value::ValueError> {
    let n: u64 = shape.iter().product();
    let elems: Vec<Value> = match src {
        Value::Vector(v) => {
            let k = v.shape().len();
            let tail = &shape[shape.len() - k..];
            (0..n)
                .map(|flat| {
                    let mut rem = flat;
                    let mut idx = vec![0u64; k];
                    for j in (0..k).rev() {
                        let d = tail[j];
                        idx[j] = if v.shape()[j] == 1 { 0 } else { rem % d };
                        rem /= d;
                    }
                    let off = idx
                        .iter()
                        .zip(v.shape())
                        .fold(0u64, |acc, (i, d)| acc * d + i);
                    v.elements()[off as usize].clone()
                })
                .collect()
        }
        s => vec![s.clone(); n as usize],
    };
    VectorValue::new(shape.to_vec(), elems).map(Value::Vector)
}

impl<S: TraceSink> Machine<'_, S> {
    /// Runs one [`Inst::VectorOp`]: the memory ops through
    /// [`super::vmem`], the rest through [`super::vshape`].
    fn exec_vector_op(
        &mut self,
        spec: u32,
        dsts: Span,
        srcs: Span,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let prog = self.prog;
        let spec = &prog.vector_ops[spec as usize];
        match spec {
            VecSpec::Transfer(t) => return self.exec_transfer(t, srcs, dsts, op, pc),
            VecSpec::Masked {
                op: which,
                rank,
                packs,
            } => return self.exec_masked(*which, *rank, *packs, srcs, dsts, op, pc),
            _ => {}
        }
        let src_regs: Vec<u32> = self.func().regs(srcs).to_vec();
        let dst_regs: Vec<u32> = self.func().regs(dsts).to_vec();
        let ins: Vec<&Value> = src_regs
            .iter()
            .map(|&r| self.val(r, op))
            .collect::<Result<_, _>>()?;
        let outs = super::vshape::apply(spec, &ins).map_err(|m| Fault::new(op, m))?;
        for (r, v) in dst_regs.iter().zip(outs) {
            self.set_v(*r, v);
        }
        self.issue(pc);
        Ok(())
    }
}
