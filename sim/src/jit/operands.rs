//! Which registers an instruction run through the runtime reads and
//! writes, so compiled code writes exactly those native registers to the
//! register file before it and reads exactly those back after it. `None`
//! means "all of them": always correct, only slower (every runtime
//! instruction then writes and reads every native register, which makes
//! a big function slow to compile), and what only the rarer memref ops
//! ([`Inst::Ext`]) get.

use crate::prepare::{Func, Inst, Program, Reg};

/// Registers read and written by `inst` (`None`: every register).
pub type Sets = (Option<Vec<Reg>>, Option<Vec<Reg>>);

/// The read and write sets of `inst` for spilling.
pub fn of(inst: &Inst, f: &Func, _prog: &Program) -> Sets {
    let list = |s| f.regs(s).to_vec();
    let one = |r: Reg| Some(vec![r]);
    let none = || Some(Vec::new());
    match *inst {
        Inst::Const { dst, .. } | Inst::FuncRef { dst, .. } | Inst::GetGlobal { dst, .. } => {
            (none(), one(dst))
        }
        Inst::Move { dst, src } => (one(src), one(dst)),
        Inst::IntBin { dst, a, b, .. }
        | Inst::IntBin64 { dst, a, b, .. }
        | Inst::FloatBin { dst, a, b, .. }
        | Inst::CmpI { dst, a, b, .. }
        | Inst::CmpF { dst, a, b, .. }
        | Inst::IPowI { dst, a, b }
        | Inst::FPowI { dst, a, b } => (Some(vec![a, b]), one(dst)),
        Inst::IntExtended { lo, hi, a, b, .. } => (Some(vec![a, b]), Some(vec![lo, hi])),
        Inst::Unary { dst, a, .. } | Inst::Cast { dst, a, .. } => (one(a), one(dst)),
        Inst::Fma { dst, a, b, c } => (Some(vec![a, b, c]), one(dst)),
        Inst::Select { dst, cond, a, b } => (Some(vec![cond, a, b]), one(dst)),
        Inst::Affine { dsts, operands, .. } => (Some(list(operands)), Some(list(dsts))),
        Inst::AffineCond { dst, operands, .. } => (Some(list(operands)), one(dst)),
        Inst::Jump { .. } => (none(), none()),
        Inst::BranchFalse { cond, .. } | Inst::Assert { cond, .. } => (one(cond), none()),
        Inst::Switch { flag, .. } => (one(flag), none()),
        Inst::ForHead { iv, ub, .. } => (Some(vec![iv, ub]), none()),
        Inst::ForStep { iv, step, .. } => (Some(vec![iv, step]), one(iv)),
        Inst::Call { args, rets, .. } => (Some(list(args)), Some(list(rets))),
        Inst::CallIndirect {
            callee, args, rets, ..
        } => {
            let mut r = list(args);
            r.push(callee);
            (Some(r), Some(list(rets)))
        }
        Inst::Return { vals } => (Some(list(vals)), none()),
        Inst::Load { dst, idx, .. } | Inst::VLoad { dst, idx, .. } => (Some(list(idx)), one(dst)),
        Inst::Store { val, idx, .. } | Inst::VStore { val, idx, .. } => {
            let mut r = list(idx);
            r.push(val);
            (Some(r), none())
        }
        Inst::Dim { dst, dim, .. } => (one(dim), one(dst)),
        Inst::DimConst { dst, .. } => (none(), one(dst)),
        Inst::Print { src } => (one(src), none()),
        Inst::Dealloc { .. } | Inst::Copy { .. } => (none(), none()),
        Inst::DmaStart { operands, .. } | Inst::DmaWait { operands, .. } => {
            (Some(list(operands)), none())
        }
        Inst::TargetOp { dst, operands, .. } => (Some(list(operands)), one(dst)),
        Inst::Alloc {
            dyn_sizes, symbols, ..
        } => {
            let mut r = list(dyn_sizes);
            r.extend_from_slice(f.regs(symbols));
            (Some(r), none())
        }
        Inst::View { dst, src, .. } => (one(src), one(dst)),
        Inst::SubView {
            dst, src, operands, ..
        } => {
            let mut r = list(operands);
            r.push(src);
            (Some(r), one(dst))
        }
        Inst::TensorLoad { dst, .. } => (none(), one(dst)),
        Inst::TensorStore { val, .. } => (one(val), none()),
        Inst::Broadcast { dst, src, .. } => (one(src), one(dst)),
        Inst::Extract {
            dst, src, dynamic, ..
        } => {
            let mut r = list(dynamic);
            r.push(src);
            (Some(r), one(dst))
        }
        Inst::Insert {
            dst,
            val,
            dest,
            dynamic,
            ..
        } => {
            let mut r = list(dynamic);
            r.extend([val, dest]);
            (Some(r), one(dst))
        }
        Inst::Reduce { dst, src, acc, .. } => {
            let mut r = vec![src];
            r.extend(acc);
            (Some(r), one(dst))
        }
        // A vector op's spec names no register: its operands and results
        // are all in its two lists.
        Inst::VectorOp { dsts, srcs, .. } => (Some(list(srcs)), Some(list(dsts))),
        // The rarer memref ops (their operands are in the program's
        // `exts`): everything.
        Inst::Ext { .. } => (None, None),
    }
}

/// Per register of `f`: how many of its instructions write it (an
/// instruction whose write set [`of`] does not know counts for none).
pub fn writer_counts(f: &Func, prog: &Program) -> Vec<u32> {
    let mut writers = vec![0u32; f.reg_types.len()];
    for inst in &f.code {
        let (_, writes) = of(inst, f, prog);
        for r in writes.unwrap_or_default() {
            if let Some(w) = writers.get_mut(r as usize) {
                *w = w.saturating_add(1);
            }
        }
    }
    writers
}
