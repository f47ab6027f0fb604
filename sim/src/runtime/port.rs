//! The port: the one place where an executed instruction becomes a timing
//! event, for every executor. The interpreter reports each instruction it
//! runs here, and compiled code reaches it through the interpreter's tier
//! entries (or mirrors [`Port::issue`] inline, `jit::issue`), so both
//! engines' cycles come from this code.
//!
//! Each instruction's unit, latency and read and write sets (its
//! [`InstTiming`], fixed by `prepare::access`) are also held in one
//! fixed-size [`Plan`] per instruction (made when its function is sealed),
//! so that issuing an instruction reads one small record instead of the
//! instruction's timing and two spans of its function's sets.

use crate::prepare::{Func, InstTiming, Issue, Plan};
use crate::timing::{FrameOp, IssueOp, Issued, MemAccess, TimingModel, TraceSink, UnitId};

/// The unit of an instruction that is never reported to the timing model.
pub use crate::prepare::FREE;

/// A [`Plan`] in a frame, as the timing model sees it: what [`crate::timing::FrameOp`]
/// says, read from the plan.
struct PlanOp<'p> {
    plan: &'p Plan,
    base: u32,
    serial: bool,
}

impl IssueOp for PlanOp<'_> {
    #[inline(always)]
    fn unit(&self) -> UnitId {
        UnitId(if self.plan.unit == FREE {
            0
        } else {
            self.plan.unit
        })
    }
    #[inline(always)]
    fn latency(&self) -> Option<u32> {
        Some(self.plan.latency)
    }
    #[inline(always)]
    fn each_src(&self, mut f: impl FnMut(u32)) {
        let p = self.plan;
        p.srcs[..p.n_src as usize]
            .iter()
            .for_each(|&r| f(self.base + r));
        if self.serial {
            f(0);
        }
    }
    #[inline(always)]
    fn each_dst(&self, mut f: impl FnMut(u32)) {
        let p = self.plan;
        p.dsts[..p.n_dst as usize]
            .iter()
            .for_each(|&r| f(self.base + r));
        if self.serial {
            f(0);
        }
    }
}

/// The running frame as the port sees it: which function, where its
/// registers start in the scoreboard, and whether the core issues in
/// `blocking` mode (every op then also reads and writes register 0).
/// Made per report; it is a handful of words that inline away.
pub struct Port<'p> {
    /// The running function (its instructions' plans, and the sets of an
    /// instruction whose plan does not hold them).
    pub func: &'p Func,
    /// The frame's first scoreboard register.
    pub base: u32,
    /// Whether the core issues in `blocking` mode.
    pub serial: bool,
}

impl Port<'_> {
    /// Reports executed instruction `pc` to `timing`: its unit, latency and
    /// read and write sets were fixed when it was prepared
    /// (`prepare::access`) and copied into its [`Plan`]; a free
    /// instruction is not reported (`None`).
    #[inline(always)]
    pub fn issue<S: TraceSink>(&self, timing: &mut TimingModel<S>, pc: usize) -> Option<Issued> {
        let plan = &self.func.plans[pc];
        if plan.unit == FREE {
            return None;
        }
        Some(if plan.fits() {
            timing.issue(&self.plan_op(plan))
        } else {
            let f = self.func;
            let t = &f.timing[pc];
            debug_assert_eq!(t.issue, Issue::Compute, "prepare's issue kind");
            timing.issue(&self.frame_op(f, t))
        })
    }

    /// [`Self::issue`] for a core load or store making access `acc`
    /// (reported even when its class is free, on unit 0).
    #[inline(always)]
    pub fn issue_mem<S: TraceSink>(
        &self,
        timing: &mut TimingModel<S>,
        pc: usize,
        acc: MemAccess,
    ) -> Issued {
        let plan = &self.func.plans[pc];
        if plan.fits() {
            timing.mem_access(&self.plan_op(plan), acc)
        } else {
            let f = self.func;
            let t = &f.timing[pc];
            debug_assert_eq!(t.issue, Issue::Memory, "prepare's issue kind");
            timing.mem_access(&self.frame_op(f, t), acc)
        }
    }

    #[inline(always)]
    fn plan_op<'q>(&self, plan: &'q Plan) -> PlanOp<'q> {
        PlanOp {
            plan,
            base: self.base,
            serial: self.serial,
        }
    }

    /// Instruction `t` of `f` as the timing model sees it in this frame.
    #[inline(always)]
    fn frame_op<'f>(&self, f: &'f Func, t: &InstTiming) -> FrameOp<'f> {
        FrameOp {
            unit: UnitId(if t.unit == FREE { 0 } else { t.unit }),
            latency: t.latency,
            base: self.base,
            srcs: f.set(t.reads),
            dsts: f.set(t.writes),
            serial: self.serial,
        }
    }
}
