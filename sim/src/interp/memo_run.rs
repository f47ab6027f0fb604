//! The interpreter's side of a memo'd loop (`super::memo`): running its
//! iterations on the fast paths with nothing issued, one memo step per
//! iteration, and leaving the memo exactly where an instruction leaves the
//! fast path part-way. Kept apart from the memo's tables so that those
//! name nothing of the machine that holds them.

use super::memo::access_of;
use super::{Hot, Machine};
use crate::prepare::Inst;
use crate::timing::memo::GIVE_UP;
use crate::timing::TraceSink;

impl<S: TraceSink> Machine<'_, S> {
    /// Runs loop `li`, entered at its head `h`, through the memo for as
    /// long as it may; returns the instruction the fast paths go on with,
    /// not yet counted, with the model whole: the head (whose test ends
    /// the loop, or whose iteration runs timed) or an instruction that
    /// left the fast path part-way.
    pub(super) fn run_memo(&mut self, li: usize, h: usize, max: u64) -> usize {
        if S::ENABLED {
            return h;
        }
        let l = &mut self.memo.loops[li];
        let at = (self.timing.now(), self.timing.core_state().horizon);
        if l.gave_up || l.near_limit(&self.timing, at, max) {
            return h;
        }
        l.entries += 1;
        if let Some(pc) = self.run_spec(li, h, max) {
            return pc;
        }
        let code = &self.fun.code[..];
        let (base, serial) = (self.base, self.blocking);
        let Inst::ForHead {
            iv, ub, unsigned, ..
        } = code[h]
        else {
            unreachable!("a memo'd loop starts at its head")
        };
        let pred = if unsigned {
            crate::value::IntPredicate::Ult
        } else {
            crate::value::IntPredicate::Slt
        };
        loop {
            if self.fast_cmp(pred, iv, ub) != Some(true) {
                self.memo.loops[li].leave(&mut self.timing);
                return h;
            }
            self.count_step(h);
            self.memo.accs.clear();
            let mut pc = h + 1;
            loop {
                match self.exec_hot_as::<false>(&code[pc], pc) {
                    Hot::Next => {
                        self.count_step(pc);
                        pc += 1;
                    }
                    Hot::Jump(_) => {
                        self.count_step(pc);
                        break;
                    }
                    Hot::Slow => {
                        self.decline(li, h, pc);
                        return pc;
                    }
                }
            }
            let accs = &self.memo.accs;
            let kinds = || accs.iter().map(|a| (a.space.0, a.bytes)).collect();
            let mut buf = [0u64; 8];
            let addrs: &[u64] = if accs.len() <= buf.len() {
                for (a, acc) in buf.iter_mut().zip(accs) {
                    *a = acc.addr;
                }
                &buf[..accs.len()]
            } else {
                &accs.iter().map(|a| a.addr).collect::<Vec<_>>()
            };
            let l = &mut self.memo.loops[li];
            if l.follow(&self.timing, addrs) {
                continue;
            }
            if !l.step(&mut self.timing, (base, serial), kinds, addrs, max) {
                return h;
            }
        }
    }

    /// Instruction `pc` of loop `li`'s iteration (from head `h`) left the
    /// fast path: the run ends at the iteration's head and the
    /// instructions before `pc` issue as they would have, with the
    /// accesses they made (and the moves among them copy their sources'
    /// ready states).
    #[cold]
    pub(super) fn decline(&mut self, li: usize, h: usize, pc: usize) {
        let l = &mut self.memo.loops[li];
        l.leave(&mut self.timing);
        l.declined += 1;
        l.streak += 1;
        if l.streak >= GIVE_UP {
            l.gave_up = true;
        }
        let accs = std::mem::take(&mut self.memo.accs);
        let mut a = accs.iter();
        for p in h..pc {
            match self.fun.code[p] {
                Inst::Move { dst, src } => self.copy_ready(dst, src),
                Inst::Const { .. } => {}
                ref i if access_of(self.prog, i).is_some() => {
                    let acc = *a.next().expect("an access per load or store");
                    self.issue_mem_hot(p, acc);
                }
                _ => self.issue(p),
            }
        }
        self.memo.accs = accs;
    }
}
