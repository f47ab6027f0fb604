//! `--profile`: where the cycles went, per source line and per function
//! (`docs/timing.md` § Profile).
//!
//! Around every executed instruction the dispatch loop reads the timing
//! model's counters (current cycle, ops issued, stall cycles by cause) and
//! charges their growth to the instruction: its `cycles` are how far the
//! core's issue cycle advanced while it issued (its stalls plus its issue
//! slot), its `ops` how many ops it issued. Instructions are then summed
//! per source line of their op and per function.

use crate::prepare::Program;
use crate::timing::report::{stall_report, StallReport};
use crate::timing::Cycle;
use rmlir_ir::Context;
use serde::{Deserialize, Serialize};

/// What one instruction was charged.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    ops: u64,
    cycles: Cycle,
    stalls: [Cycle; 6],
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.ops += other.ops;
        self.cycles += other.cycles;
        for (a, b) in self.stalls.iter_mut().zip(&other.stalls) {
            *a += b;
        }
    }
}

/// Per-instruction tallies of a run.
#[derive(Clone, Debug)]
pub struct Profiler {
    per_func: Vec<Vec<Tally>>,
}

/// One source line's share of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LineProfile {
    /// The file, as the kernel was named.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// The function the line's ops belong to.
    pub function: String,
    /// Ops issued.
    pub ops: u64,
    /// Cycles the core's issue cycle advanced while they issued.
    pub cycles: Cycle,
    /// Their stall cycles by cause.
    pub stalls: StallReport,
}

/// One function's share of a run (its own lines, not its callees').
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionProfile {
    /// Symbol name.
    pub function: String,
    /// Ops issued.
    pub ops: u64,
    /// Cycles charged to its instructions.
    pub cycles: Cycle,
    /// Their stall cycles by cause.
    pub stalls: StallReport,
}

/// The profile of a run: lines and functions, most cycles first (ties in
/// source order).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Profile {
    /// Per source line.
    pub lines: Vec<LineProfile>,
    /// Per function.
    pub functions: Vec<FunctionProfile>,
}

impl Profiler {
    /// Empty tallies for every instruction of `prog`.
    pub fn new(prog: &Program) -> Profiler {
        let per_func = (prog.funcs.iter())
            .map(|f| vec![Tally::default(); f.code.len()])
            .collect();
        Profiler { per_func }
    }

    /// Charges instruction `pc` of `func` the growth of the timing
    /// counters from `before` to `after` (each `(cycle, ops issued, stalls)`).
    #[inline]
    pub fn record(
        &mut self,
        func: u32,
        pc: usize,
        before: &(Cycle, u64, [Cycle; 6]),
        after: &(Cycle, u64, [Cycle; 6]),
    ) {
        let Some(t) = self
            .per_func
            .get_mut(func as usize)
            .and_then(|f| f.get_mut(pc))
        else {
            return;
        };
        t.cycles += after.0.saturating_sub(before.0);
        t.ops += after.1.saturating_sub(before.1);
        for (i, s) in t.stalls.iter_mut().enumerate() {
            *s += after.2[i].saturating_sub(before.2[i]);
        }
    }

    /// Sums the tallies per source line and per function.
    pub fn finish(&self, ctx: &Context, prog: &Program) -> Profile {
        let mut lines: Vec<(String, u32, String, Tally)> = Vec::new();
        let mut functions: Vec<(String, Tally)> = Vec::new();
        for (f, tallies) in prog.funcs.iter().zip(&self.per_func) {
            let mut whole = Tally::default();
            for (pc, t) in tallies.iter().enumerate() {
                if t.ops == 0 && t.cycles == 0 {
                    continue;
                }
                whole.add(t);
                let pos = (f.origin.get(pc))
                    .and_then(|&op| rmlir_ir::diag::source_pos(ctx, ctx.ops[op].loc));
                let (file, line) = pos.map_or((String::from("?"), 0), |p| (p.file, p.line));
                match lines
                    .iter_mut()
                    .find(|l| l.0 == file && l.1 == line && l.2 == f.name)
                {
                    Some(l) => l.3.add(t),
                    None => lines.push((file, line, f.name.clone(), *t)),
                }
            }
            if whole.ops > 0 || whole.cycles > 0 {
                functions.push((f.name.clone(), whole));
            }
        }
        lines.sort_by(|a, b| {
            b.3.cycles
                .cmp(&a.3.cycles)
                .then((&a.0, a.1).cmp(&(&b.0, b.1)))
        });
        functions.sort_by(|a, b| b.1.cycles.cmp(&a.1.cycles).then(a.0.cmp(&b.0)));
        Profile {
            lines: (lines.into_iter())
                .map(|(file, line, function, t)| LineProfile {
                    file,
                    line,
                    function,
                    ops: t.ops,
                    cycles: t.cycles,
                    stalls: stall_report(&t.stalls),
                })
                .collect(),
            functions: (functions.into_iter())
                .map(|(function, t)| FunctionProfile {
                    function,
                    ops: t.ops,
                    cycles: t.cycles,
                    stalls: stall_report(&t.stalls),
                })
                .collect(),
        }
    }
}

impl Profile {
    /// The `top` lines with the most cycles, one per line of text, as a
    /// share of `cycles`.
    pub fn summary(&self, cycles: Cycle, top: usize) -> String {
        let mut s = String::from("  profile (most cycles first):\n");
        for l in self.lines.iter().take(top) {
            let pct = if cycles == 0 {
                0.0
            } else {
                l.cycles as f64 * 100.0 / cycles as f64
            };
            s.push_str(&format!(
                "    {}:{} (@{}) {} cycles ({pct:.1}%), {} ops, {} stalled\n",
                l.file, l.line, l.function, l.cycles, l.ops, l.stalls.total
            ));
        }
        s
    }
}
