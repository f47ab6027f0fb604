//! Issue plans: each instruction's unit, latency and read and write sets
//! (its [`InstTiming`], fixed by `prepare::access`) copied into one
//! fixed-size record per function and instruction when the machine is made,
//! so that issuing an instruction reads one small record instead of the
//! instruction's timing and two spans of its function's sets.

use crate::prepare::{Func, InstTiming};
use crate::timing::{IssueOp, UnitId};

/// The unit of an instruction that is never reported to the timing model.
pub(super) const FREE: u32 = u32::MAX;

/// Registers a [`Plan`] holds in place: an instruction reading or writing
/// more keeps its sets in its function (and takes the slower
/// [`crate::timing::FrameOp`]).
const PLAN_SRCS: usize = 4;
const PLAN_DSTS: usize = 2;

/// One instruction's [`InstTiming`] copied into a fixed-size record, per
/// function and instruction, when the machine is made: issuing it then
/// reads one small record instead of the instruction's timing and two
/// spans of its function's sets.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plan {
    /// The unit ([`FREE`]: not reported).
    pub(super) unit: u32,
    latency: u32,
    /// Registers read and written, or `u8::MAX` when they do not fit.
    n_src: u8,
    n_dst: u8,
    srcs: [u32; PLAN_SRCS],
    dsts: [u32; PLAN_DSTS],
}

impl Plan {
    /// The plans of every instruction of `f`.
    pub(super) fn of(f: &Func) -> Vec<Plan> {
        f.timing.iter().map(|t| Plan::one(f, t)).collect()
    }

    fn one(f: &Func, t: &InstTiming) -> Plan {
        let (reads, writes) = (f.set(t.reads), f.set(t.writes));
        let mut p = Plan {
            unit: t.unit,
            latency: t.latency,
            n_src: u8::MAX,
            n_dst: u8::MAX,
            srcs: [0; PLAN_SRCS],
            dsts: [0; PLAN_DSTS],
        };
        if reads.len() <= PLAN_SRCS && writes.len() <= PLAN_DSTS {
            p.srcs[..reads.len()].copy_from_slice(reads);
            p.dsts[..writes.len()].copy_from_slice(writes);
            (p.n_src, p.n_dst) = (reads.len() as u8, writes.len() as u8);
        }
        p
    }

    /// Whether its sets are held in place.
    #[inline(always)]
    pub(super) fn fits(&self) -> bool {
        self.n_src != u8::MAX
    }
}

/// A [`Plan`] in a frame, as the timing model sees it: what [`crate::timing::FrameOp`]
/// says, read from the plan.
pub(super) struct PlanOp<'p> {
    pub(super) plan: &'p Plan,
    pub(super) base: u32,
    pub(super) serial: bool,
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
