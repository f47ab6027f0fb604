//! What each instruction reads and writes, for the timing model: computed
//! once per instruction when a function is sealed, so an executor reports
//! an executed instruction with one call (its program counter) and never
//! lists registers by hand. The lists keep the order the timing model sees
//! them in (a tie between two equally late operands is charged to the
//! first), and name the memref register before its indices.

use super::{ExtInst, Func, Inst, Plan, Program, Reg, Span, VecSpec};

/// Whether an executed instruction is reported to the timing model, and
/// how.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Issue {
    /// Never reported: constants, moves, views and other bookkeeping that
    /// the model does not charge.
    #[default]
    Never,
    /// A compute op on its unit (charged unless its class is free).
    Compute,
    /// A core load or store: also reports its memory access.
    Memory,
    /// A `dma_start` or `dma_wait`: its reads are the DMA's dependencies.
    Dma,
}

/// The registers `inst` reads and writes (in `pool`'s numbering), and how
/// it issues.
fn sets(inst: &Inst, f: &Func, prog: &Program) -> (Issue, Vec<Reg>, Vec<Reg>) {
    use Issue::{Compute, Dma, Memory, Never};
    let list = |s: Span| f.regs(s).to_vec();
    let with = |first: Reg, s: Span| {
        let mut v = vec![first];
        v.extend_from_slice(f.regs(s));
        v
    };
    match *inst {
        Inst::Const { .. }
        | Inst::Move { .. }
        | Inst::FuncRef { .. }
        | Inst::GetGlobal { .. }
        | Inst::Dim { .. }
        | Inst::DimConst { .. }
        | Inst::View { .. }
        | Inst::Print { .. } => (Never, vec![], vec![]),
        Inst::IntBin { dst, a, b, .. }
        | Inst::IntBin64 { dst, a, b, .. }
        | Inst::FloatBin { dst, a, b, .. }
        | Inst::CmpI { dst, a, b, .. }
        | Inst::CmpF { dst, a, b, .. }
        | Inst::IPowI { dst, a, b }
        | Inst::FPowI { dst, a, b } => (Compute, vec![a, b], vec![dst]),
        Inst::IntExtended { lo, hi, a, b, .. } => (Compute, vec![a, b], vec![lo, hi]),
        Inst::Unary { dst, a, .. } | Inst::Cast { dst, a, .. } => (Compute, vec![a], vec![dst]),
        Inst::Fma { dst, a, b, c } => (Compute, vec![a, b, c], vec![dst]),
        Inst::Select { dst, cond, a, b } => (Compute, vec![cond, a, b], vec![dst]),
        Inst::Affine { dsts, operands, .. } => (Compute, list(operands), list(dsts)),
        Inst::AffineCond { dst, operands, .. } => (Compute, list(operands), vec![dst]),
        Inst::Jump { .. } => (Compute, vec![], vec![]),
        Inst::Assert { cond, .. } | Inst::BranchFalse { cond, .. } => (Compute, vec![cond], vec![]),
        Inst::Switch { flag, .. } => (Compute, vec![flag], vec![]),
        Inst::ForHead { iv, ub, .. } => (Compute, vec![iv, ub], vec![]),
        Inst::ForStep { iv, step, .. } => (Compute, vec![iv, step], vec![iv]),
        Inst::Call { args, .. } => (Compute, list(args), vec![]),
        Inst::CallIndirect { callee, .. } => (Compute, vec![callee], vec![]),
        Inst::Return { vals } => (Compute, list(vals), vec![]),
        Inst::TargetOp { dst, operands, .. } => (Compute, list(operands), vec![dst]),
        Inst::Load { dst, mem, idx } | Inst::VLoad { dst, mem, idx, .. } => {
            (Memory, with(mem, idx), vec![dst])
        }
        Inst::Store { val, mem, idx } | Inst::VStore { val, mem, idx } => {
            let mut r = with(mem, idx);
            r.push(val);
            (Memory, r, vec![])
        }
        Inst::Alloc {
            dst,
            dyn_sizes,
            symbols,
            ..
        } => {
            let mut r = list(dyn_sizes);
            r.extend_from_slice(f.regs(symbols));
            (Compute, r, vec![dst])
        }
        Inst::Dealloc { mem } => (Compute, vec![mem], vec![]),
        Inst::SubView {
            dst, src, operands, ..
        } => (Compute, with(src, operands), vec![dst]),
        Inst::Copy { src, dst } => (Compute, vec![src, dst], vec![]),
        Inst::TensorLoad { dst, mem } => (Compute, vec![mem], vec![dst]),
        Inst::TensorStore { val, mem } => (Compute, vec![val, mem], vec![]),
        Inst::DmaStart { operands, .. } | Inst::DmaWait { operands, .. } => {
            (Dma, list(operands), vec![])
        }
        Inst::Broadcast { dst, src, .. } | Inst::Extract { dst, src, .. } => {
            (Compute, vec![src], vec![dst])
        }
        // The accumulator is an operand like the vector: the reduction waits
        // for it.
        Inst::Reduce { dst, src, acc, .. } => {
            let mut r = vec![src];
            r.extend(acc);
            (Compute, r, vec![dst])
        }
        Inst::Insert { dst, val, dest, .. } => (Compute, vec![val, dest], vec![dst]),
        Inst::Ext { k } => ext_sets(&prog.exts[k as usize]),
        Inst::VectorOp { spec, dsts, srcs } => {
            let memory = matches!(
                prog.vector_ops[spec as usize],
                VecSpec::Transfer(_) | VecSpec::Masked { .. }
            );
            let issue = if memory { Memory } else { Compute };
            (issue, list(srcs), list(dsts))
        }
    }
}

/// The sets of one of the rarer memref and affine ops.
fn ext_sets(e: &ExtInst) -> (Issue, Vec<Reg>, Vec<Reg>) {
    use Issue::{Compute, Memory};
    let join = |first: &[Reg], rest: &[Reg]| [first, rest].concat();
    match e {
        ExtInst::View {
            dst, src, operands, ..
        } => (Compute, join(&[*src], operands), vec![*dst]),
        ExtInst::Metadata { dsts, src } => (Compute, vec![*src], dsts.clone()),
        ExtInst::AlignedPointer { dst, src } => (Compute, vec![*src], vec![*dst]),
        ExtInst::Realloc { dst, src, size, .. } => {
            let mut r = vec![*src];
            r.extend(size);
            (Compute, r, vec![*dst])
        }
        ExtInst::AtomicRmw {
            dst, val, mem, idx, ..
        } => (Memory, join(&[*val, *mem], idx), vec![*dst]),
        ExtInst::Delinearize { dsts, src, basis } => (Compute, join(&[*src], basis), dsts.clone()),
        ExtInst::Linearize { dst, idx, basis } => (Compute, join(idx, basis), vec![*dst]),
        ExtInst::MaskedReduce {
            dst,
            src,
            mask,
            acc,
            ..
        } => {
            let mut r = vec![*src, *mask];
            r.extend(acc);
            (Compute, r, vec![*dst])
        }
        // Output is untimed, as plain `vector.print` is.
        ExtInst::PrintText { .. } | ExtInst::Print { .. } | ExtInst::Runtime { .. } => {
            (Issue::Never, vec![], vec![])
        }
    }
}

/// Records every instruction's read and write sets and issue kind in its
/// timing entry (the sets in [`Func::sets`]), and its [`Plan`].
pub(super) fn seal(f: &mut Func, prog: &Program) {
    debug_assert_eq!(
        f.reg_types.len(),
        f.num_regs as usize,
        "a type per register"
    );
    let mut pool = Vec::new();
    let mut span = |regs: &[Reg]| {
        let s = Span {
            start: pool.len() as u32,
            len: regs.len() as u32,
        };
        pool.extend_from_slice(regs);
        s
    };
    let mut entries = Vec::with_capacity(f.code.len());
    for inst in &f.code {
        let (issue, reads, writes) = sets(inst, f, prog);
        entries.push((issue, span(&reads), span(&writes)));
    }
    for (t, (issue, reads, writes)) in f.timing.iter_mut().zip(entries) {
        (t.issue, t.reads, t.writes) = (issue, reads, writes);
    }
    f.sets = pool;
    f.plans = f.timing.iter().map(|t| Plan::of(f, t)).collect();
}
