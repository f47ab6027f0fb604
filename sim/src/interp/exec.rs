//! Instruction semantics: one arm per [`Inst`], each a few lines calling the
//! value library (`crate::value`) for arithmetic and the timing model for
//! cycles. Faults are returned, never panicked.

use super::{Flow, IntoWarning, Machine};
use crate::prepare::{Fold, Func, Inst, Span};
use crate::runtime::dma::{Access, Pending};
use crate::runtime::fault::Fault;
use crate::runtime::memory::{decode, element_offset, encode_elem, join, MemRef};
use crate::runtime::port::Port;
use crate::runtime::{RaceMode, Slot};
use crate::timing::TraceSink;
use crate::timing::{MemAccess, SpaceId as TSpace};
use crate::value::{self, Scalar, Value, ValueError, VectorValue};
use rmlir_ir::OpId;
use smallvec::SmallVec;
use std::rc::Rc;

/// Index values of one access.
pub(super) type Indices = SmallVec<[i64; 4]>;

impl<'a, S: TraceSink> Machine<'a, S> {
    /// The running frame's registers (indexed by frame register).
    #[inline]
    pub(super) fn frame_regs(&self) -> &[Slot] {
        &self.regs[self.base as usize..]
    }

    /// The running function (borrowed from the program, not the machine).
    #[inline]
    pub(super) fn func(&self) -> &'a Func {
        self.fun
    }

    pub(super) fn val(&self, r: u32, op: OpId) -> Result<&Value, Fault> {
        match &self.frame_regs()[r as usize] {
            Slot::V(v) => Ok(v),
            _ => Err(Fault::new(op, "internal: register holds no value")),
        }
    }

    pub(super) fn set(&mut self, r: u32, v: Slot) {
        self.regs[self.base as usize + r as usize] = v;
        self.note_write(r);
    }

    pub(super) fn set_v(&mut self, r: u32, v: Value) {
        self.set(r, Slot::V(v));
    }

    pub(super) fn memref(&self, r: u32, op: OpId) -> Result<Rc<MemRef>, Fault> {
        match &self.frame_regs()[r as usize] {
            Slot::M(m) => Ok(m.clone()),
            _ => Err(Fault::new(op, "internal: register holds no memref")),
        }
    }

    pub(super) fn index(&self, r: u32, op: OpId) -> Result<i64, Fault> {
        match self.val(r, op)? {
            Value::Scalar(Scalar::Index(i)) => Ok(*i),
            Value::Scalar(Scalar::Int { bits, width }) => {
                Ok(value::fixed::narrow::sext(*bits, *width))
            }
            _ => Err(Fault::new(op, "internal: expected an index")),
        }
    }

    /// The index values of registers `s` (no heap allocation up to rank 4).
    pub(super) fn indices(&self, s: Span, op: OpId) -> Result<Indices, Fault> {
        self.func()
            .regs(s)
            .iter()
            .map(|&r| self.index(r, op))
            .collect()
    }

    /// Copies the vector in frame register `src` into `dst` (another
    /// register) through the buffers of the vector `dst` held, if any
    /// (`clone_from`: no allocation when they are large enough).
    fn move_vector(&mut self, dst: u32, src: u32) {
        let base = self.base as usize;
        let mut out = std::mem::take(&mut self.regs[base + dst as usize]);
        match (&mut out, &self.regs[base + src as usize]) {
            (Slot::V(d), Slot::V(s)) => d.clone_from(s),
            (d, s) => d.clone_from(s),
        }
        self.set(dst, out);
    }

    pub(super) fn vfault(op: OpId, e: ValueError) -> Fault {
        Fault::new(op, e.to_string())
    }

    /// Reports executed instruction `pc` to the timing model through the
    /// runtime's port (a free instruction is not reported).
    #[inline(always)]
    pub(super) fn issue(&mut self, pc: usize) {
        let port = Port {
            func: self.fun,
            base: self.base,
            serial: self.blocking,
        };
        if let Some(issued) = port.issue(&mut self.timing, pc) {
            if self.vtrace.is_some() {
                self.flush_writes(issued.at);
            }
        }
    }

    /// The free move of frame register `src` into `dst` in the timing
    /// model: `dst` becomes ready when `src` is (`docs/timing.md` § Issue).
    #[inline(always)]
    pub(super) fn copy_ready(&mut self, dst: u32, src: u32) {
        self.timing.copy_ready(self.base + dst, self.base + src);
    }

    /// [`Self::issue`] for a core load or store making access `acc`
    /// (reported even when its class is free, on unit 0): out of line for
    /// the general paths, which are slow anyway.
    #[inline(never)]
    pub(super) fn issue_mem(&mut self, pc: usize, acc: MemAccess) {
        self.issue_mem_hot(pc, acc);
    }

    /// [`Self::issue_mem`] inlined, for the fast paths.
    #[inline(always)]
    pub(super) fn issue_mem_hot(&mut self, pc: usize, acc: MemAccess) {
        let port = Port {
            func: self.fun,
            base: self.base,
            serial: self.blocking,
        };
        let issued = port.issue_mem(&mut self.timing, pc, acc);
        if self.vtrace.is_some() {
            self.flush_writes(issued.at);
        }
    }

    pub(crate) fn exec(&mut self, inst: &Inst, pc: usize) -> Result<Flow, Fault> {
        let op = self.func().origin[pc];
        match *inst {
            Inst::Const { dst, k } => self.set_v(dst, self.prog.consts[k as usize].clone()),
            Inst::Move { dst, src } => {
                match self.frame_regs()[src as usize] {
                    Slot::V(Value::Scalar(v)) => self.set_scalar(dst, v),
                    Slot::V(Value::Vector(_)) if dst != src => self.move_vector(dst, src),
                    ref other => {
                        let v = other.clone();
                        self.set(dst, v);
                    }
                }
                self.copy_ready(dst, src);
            }
            // Narrow scalar operands took `exec_hot`; what reaches here is
            // wide, a vector, or a fault to report.
            Inst::IntBin { op: o, dst, a, b }
            | Inst::IntBin64 {
                op: o, dst, a, b, ..
            } => {
                let r = value::int_binop(o, self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::IntExtended {
                op: o,
                lo,
                hi,
                a,
                b,
            } => {
                let (l, h) = value::int_extended(o, self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(lo, l);
                self.set_v(hi, h);
                self.issue(pc);
            }
            Inst::FloatBin { op: o, dst, a, b } => {
                let r = value::float_binop(o, self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Unary { op: o, dst, a } => {
                let r = value::unary(o, self.val(a, op)?).map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Fma { dst, a, b, c } => {
                if !self.fma_in_place(dst, a, b, c) {
                    let r = value::fma(self.val(a, op)?, self.val(b, op)?, self.val(c, op)?)
                        .map_err(|e| Self::vfault(op, e))?;
                    self.set_v(dst, r);
                }
                self.issue(pc);
            }
            Inst::CmpI { pred, dst, a, b } => {
                let r = value::int_cmp(pred, self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::CmpF { pred, dst, a, b } => {
                let r = value::float_cmp(pred, self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Select { dst, cond, a, b } => {
                if let Slot::M(_) | Slot::F(_) = self.frame_regs()[a as usize] {
                    // `arith.select` of memrefs (or function references):
                    // the chosen operand's slot, as a `Move` copies it.
                    let pick = if self.truth(cond, op)? { a } else { b };
                    let s = self.frame_regs()[pick as usize].clone();
                    self.set(dst, s);
                } else {
                    let r = self.select(cond, a, b, op)?;
                    self.set_v(dst, r);
                }
                self.issue(pc);
            }
            Inst::Cast { op: o, to, dst, a } => {
                let r = value::cast(o, self.val(a, op)?, to).map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Affine {
                fold,
                map,
                dsts,
                operands,
            } => self.affine(fold, map, dsts, operands, op, pc)?,
            Inst::AffineCond { set, dst, operands } => {
                let vals = self.indices(operands, op)?;
                let s = &self.prog.sets[set as usize];
                let (d, sy) = vals.split_at((s.num_dims as usize).min(vals.len()));
                let holds = s
                    .contains(d, sy)
                    .map_err(|e| Fault::new(op, e.to_string()))?;
                self.set_v(dst, Scalar::bool(holds).into());
                self.issue(pc);
            }
            Inst::Jump { to } => {
                self.issue(pc);
                return Ok(Flow::Jump(to));
            }
            Inst::IPowI { dst, a, b } => {
                let r = value::ipowi(self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::FPowI { dst, a, b } => {
                let r = value::fpowi(self.val(a, op)?, self.val(b, op)?)
                    .map_err(|e| Self::vfault(op, e))?;
                self.set_v(dst, r);
                self.issue(pc);
            }
            Inst::Assert { cond, msg } => {
                let holds = self.truth(cond, op)?;
                self.issue(pc);
                if !holds {
                    let text = &self.prog.messages[msg as usize];
                    return Err(Fault::new(op, text.clone()));
                }
            }
            Inst::BranchFalse { cond, to } => {
                let taken = !self.truth(cond, op)?;
                self.issue(pc);
                if taken {
                    return Ok(Flow::Jump(to));
                }
            }
            Inst::Switch { flag, table } => {
                let v = self
                    .val(flag, op)?
                    .to_bigint(true)
                    .and_then(|b| i128::try_from(b).ok())
                    .unwrap_or(i128::MIN);
                let t = &self.prog.switches[table as usize];
                let to = t.cases.iter().find(|c| c.0 == v).map_or(t.default, |c| c.1);
                self.issue(pc);
                return Ok(Flow::Jump(to));
            }
            Inst::ForHead {
                iv,
                ub,
                exit,
                unsigned,
            } => {
                let more = self.less(iv, ub, unsigned, op)?;
                self.issue(pc);
                if !more {
                    return Ok(Flow::Jump(exit));
                }
            }
            Inst::ForStep { iv, step, head } => {
                let next = value::int_binop(
                    rmlir_ir::registry::IntBinOp::Add,
                    self.val(iv, op)?,
                    self.val(step, op)?,
                )
                .map_err(|e| Self::vfault(op, e))?;
                self.set_v(iv, next);
                self.issue(pc);
                return Ok(Flow::Jump(head));
            }
            Inst::Call { func, args, rets } => {
                let a = self.slots(args);
                self.issue(pc);
                return Ok(Flow::Call {
                    func,
                    args: a,
                    rets,
                });
            }
            Inst::CallIndirect { callee, args, rets } => {
                let Slot::F(func) = self.frame_regs()[callee as usize] else {
                    return Err(Fault::new(op, "internal: callee is not a function"));
                };
                let a = self.slots(args);
                self.issue(pc);
                return Ok(Flow::Call {
                    func,
                    args: a,
                    rets,
                });
            }
            Inst::FuncRef { dst, func } => self.set(dst, Slot::F(func)),
            Inst::Return { vals } => {
                self.issue(pc);
                return Ok(Flow::Return(self.slots(vals)));
            }
            Inst::Print { src } => {
                let v = self.val(src, op)?.clone();
                if let Some(why) = value::format::too_wide_to_print(&v) {
                    return Err(Fault::new(op, why));
                }
                value::format::write_value(&mut self.out, &v);
                self.out.push('\n');
                self.stream_out();
            }
            Inst::TargetOp {
                op: k,
                dst,
                operands,
            } => self.target_op(k, dst, operands, op, pc)?,
            _ => return self.exec_memory(inst, pc, op),
        }
        Ok(Flow::Next)
    }

    pub(super) fn slots(&self, s: Span) -> Vec<Slot> {
        self.func()
            .regs(s)
            .iter()
            .map(|&r| self.frame_regs()[r as usize].clone())
            .collect()
    }

    pub(super) fn truth(&self, r: u32, op: OpId) -> Result<bool, Fault> {
        match self.val(r, op)? {
            Value::Scalar(Scalar::Int { bits, .. }) => Ok(*bits != 0),
            _ => Err(Fault::new(op, "internal: condition is not an i1")),
        }
    }

    fn less(&self, a: u32, b: u32, unsigned: bool, op: OpId) -> Result<bool, Fault> {
        let pred = if unsigned {
            value::IntPredicate::Ult
        } else {
            value::IntPredicate::Slt
        };
        let r = value::int_cmp(pred, self.val(a, op)?, self.val(b, op)?)
            .map_err(|e| Self::vfault(op, e))?;
        Ok(matches!(r, Value::Scalar(Scalar::Int { bits: 1, .. })))
    }

    fn select(&self, cond: u32, a: u32, b: u32, op: OpId) -> Result<Value, Fault> {
        match self.val(cond, op)? {
            Value::Vector(mask) => {
                let (Value::Vector(x), Value::Vector(y)) = (self.val(a, op)?, self.val(b, op)?)
                else {
                    return Err(Fault::new(op, "internal: vector select on scalars"));
                };
                let elems = mask
                    .elements()
                    .iter()
                    .zip(x.elements().iter().zip(y.elements()))
                    .map(|(m, (p, q))| {
                        if matches!(m, Value::Scalar(Scalar::Int { bits: 1, .. })) {
                            p.clone()
                        } else {
                            q.clone()
                        }
                    })
                    .collect();
                VectorValue::new(x.shape().to_vec(), elems)
                    .map(Value::Vector)
                    .map_err(|e| Self::vfault(op, e))
            }
            _ => Ok(if self.truth(cond, op)? {
                self.val(a, op)?.clone()
            } else {
                self.val(b, op)?.clone()
            }),
        }
    }

    fn affine(
        &mut self,
        fold: Fold,
        map: u32,
        dsts: Span,
        operands: Span,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let vals = self.indices(operands, op)?;
        let rs = self
            .map_values(fold, map, &vals)
            .map_err(|e| Fault::new(op, e.to_string()))?;
        self.set_map_values(dsts, rs);
        self.issue(pc);
        Ok(())
    }

    /// Map `map`'s results on operand values `vals` (dimensions, then
    /// symbols), one per result or one folded by `fold`; every result is
    /// evaluated before any register is written, as a fault must leave
    /// the registers as they were. Results are kept on the stack for the
    /// usual maps of a few results.
    pub(super) fn map_values(
        &self,
        fold: Fold,
        map: u32,
        vals: &[i64],
    ) -> Result<Indices, rmlir_ir::affine::AffineEvalError> {
        let m = &self.prog.maps[map as usize];
        let (d, s) = vals.split_at((m.num_dims as usize).min(vals.len()));
        let mut rs = Indices::new();
        for e in &m.results {
            rs.push(e.eval(d, s)?);
        }
        let folded = match fold {
            Fold::Each => None,
            Fold::Min => Some(rs.iter().copied().min().unwrap_or(0)),
            Fold::Max => Some(rs.iter().copied().max().unwrap_or(0)),
        };
        if let Some(v) = folded {
            rs.clear();
            rs.push(v);
        }
        Ok(rs)
    }

    fn target_op(
        &mut self,
        k: u32,
        dst: u32,
        operands: Span,
        op: OpId,
        pc: usize,
    ) -> Result<(), Fault> {
        let t = &self.target.target_ops()[self.prog.target_ops[k as usize]];
        let regs = self.func().regs(operands).to_vec();
        let args: Vec<Value> = regs
            .iter()
            .map(|&r| self.val(r, op).cloned())
            .collect::<Result<_, _>>()?;
        let r = crate::runtime::target_ops::apply(t, &args).map_err(|e| Fault::new(op, e))?;
        self.set_v(dst, r);
        self.issue(pc);
        Ok(())
    }

    /// Byte address and size of element `off` of `m`, for timing and races.
    pub(super) fn byte_range(&self, m: &MemRef, off: i64) -> (u64, u64, u64) {
        let size = m.elem.size as u64;
        let start = off as u64 * size;
        let base = self.mem.bufs[m.buf as usize].base;
        (start, size, base + start)
    }

    pub(super) fn mem_access(&self, m: &MemRef, addr: u64, bytes: u64, store: bool) -> MemAccess {
        let space = self.mem.bufs[m.buf as usize].space;
        MemAccess {
            space: TSpace(space.0),
            addr,
            bytes: bytes as u32,
            is_store: store,
        }
    }

    pub(super) fn core_may_access(&self, m: &MemRef, op: OpId, store: bool) -> Result<(), Fault> {
        let space = self.mem.bufs[m.buf as usize].space;
        let s = self.target.space(space);
        if s.core_access {
            return Ok(());
        }
        let what = if store { "store to" } else { "load from" };
        let open: Vec<String> = (self.target.memory_spaces().iter())
            .filter(|s| s.core_access)
            .map(|s| format!("'{}'", s.name))
            .collect();
        let mut hint = match open.len() {
            0 => String::new(),
            _ => format!(
                "; copy the data with memref.dma_start into a space it may access ({})",
                open.join(", ")
            ),
        };
        let core_space = (self.target.memory_spaces().iter()).find(|s| s.core_access);
        if let (true, Some(c)) = (space == self.target.default_space(), core_space) {
            hint.push_str(&format!(
                "; a memref that names no memory space lives in the default space '{}': \
                 to run it anyway, pass `--set target.default_space={}`",
                s.name, c.name
            ));
        }
        Err(Fault::new(
            op,
            format!(
                "the core cannot {what} memory space '{}': only DMA engines may access it{hint}",
                s.name
            ),
        ))
    }

    pub(super) fn load_at(
        &mut self,
        m: &MemRef,
        idx: &[i64],
        op: OpId,
    ) -> Result<(Value, u64, u64), Fault> {
        let (range, addr) = self.checked_range(m, idx, Access::Read, op)?;
        let size = (range.end - range.start) as u64;
        let data = &self.mem.bufs[m.buf as usize].data;
        let bytes = data.get(range).ok_or_else(|| outside(idx, op))?;
        Ok((decode(&m.elem, bytes), addr, size))
    }

    pub(super) fn store_at(
        &mut self,
        m: &MemRef,
        idx: &[i64],
        v: &Value,
        op: OpId,
    ) -> Result<(u64, u64), Fault> {
        let (range, addr) = self.checked_range(m, idx, Access::Write, op)?;
        let size = (range.end - range.start) as u64;
        let data = &mut self.mem.bufs[m.buf as usize].data;
        encode_elem(
            &m.elem,
            v,
            data.get_mut(range).ok_or_else(|| outside(idx, op))?,
        );
        Ok((addr, size))
    }

    /// The bytes of element `idx` of `m` within its buffer, and their
    /// physical address, once the core may make this access: the buffer is
    /// live, its space is open to the core, the index is within the shape
    /// and no pending DMA races with it (under `--races`). The caller finds
    /// whether the layout puts those bytes inside the buffer.
    #[inline(always)]
    pub(super) fn checked_range(
        &mut self,
        m: &MemRef,
        idx: &[i64],
        access: Access,
        op: OpId,
    ) -> Result<(std::ops::Range<usize>, u64), Fault> {
        self.mem.check_live(m, op)?;
        self.core_may_access(m, op, access == Access::Write)?;
        let off = element_offset(m, idx, op)?;
        let (start, size, addr) = self.byte_range(m, off);
        if !self.dma.idle() {
            let r = self.dma.check_access(m.buf, start, size, access, op);
            self.race(r)?;
        }
        Ok((start as usize..(start + size) as usize, addr))
    }

    pub(super) fn dma_pending(&mut self, tag: u64, p: Pending) -> Result<(), Fault> {
        let r = self.dma.check_start(&p);
        self.race(r)?;
        self.dma.record(tag, p);
        Ok(())
    }

    /// Applies `--races` to a race check: `error` stops the run, `warn`
    /// records one warning per (op, DMA) pair and goes on, `off` ignores it.
    fn race(&mut self, r: Result<(), Fault>) -> Result<(), Fault> {
        let Err(f) = r else {
            return Ok(());
        };
        match self.opts.races {
            RaceMode::Error => Err(f),
            RaceMode::Off => Ok(()),
            RaceMode::Warn => {
                let key = (f.op, f.notes.first().and_then(|n| n.0));
                if self.races_warned.insert(key) {
                    let d = self.locate(&f).into_warning();
                    self.warnings.push(d);
                }
                Ok(())
            }
        }
    }
}

/// The fault of an in-shape index whose layout lands outside its buffer.
#[cold]
pub(super) fn outside(idx: &[i64], op: OpId) -> Fault {
    Fault::new(
        op,
        format!(
            "out-of-bounds access: index [{}] lands outside its buffer",
            join(idx)
        ),
    )
}
