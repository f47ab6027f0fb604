//! The run summary: what `--report FILE` writes as JSON and what the
//! simulator prints on stderr. Each figure's formula is in `docs/timing.md`
//! § Report.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::bounds::Bound;
use super::config::TimingConfig;
use super::dma::DmaSim;
use super::energy::{EnergyPart, EnergyReport, EnergyTable};
use super::memory::SpaceState;
use super::{Cycle, StallCause};

/// What a finished run's report is read from: the model's configuration
/// and counters, handed over by `TimingModel::finish`, so that the report
/// (and the bound tally under it) reads plain figures and names nothing of
/// the model.
#[derive(Clone, Copy, Debug)]
pub(super) struct RunTotals<'a> {
    /// The configuration the model ran.
    pub cfg: &'a TimingConfig,
    /// The run's length in cycles.
    pub cycles: Cycle,
    /// Ops issued and cycles busy per unit, in config order.
    pub units: &'a [(u64, Cycle)],
    /// Stall cycles indexed by [`StallCause`].
    pub stalls: &'a [Cycle; 6],
    /// Each space's counters, in config order.
    pub spaces: &'a [SpaceState],
    /// The DMA engines' totals and bound tally.
    pub dma: &'a DmaSim,
}

/// Summary of one run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// Total cycles: last issue + 1, last result ready, last DMA landed — the latest.
    pub cycles: Cycle,
    /// Clock frequency in Hz.
    pub clock_hz: f64,
    /// `cycles / clock_hz`.
    pub seconds: f64,
    /// One entry per unit, in config order.
    pub units: Vec<UnitReport>,
    /// One entry per DMA engine, in config order.
    pub engines: Vec<EngineReport>,
    /// Bytes moved per (source, destination) space pair that moved any.
    pub transfers: Vec<PairReport>,
    /// Cycles with at least one DMA transfer on a channel.
    pub dma_active_cycles: Cycle,
    /// DMA-active cycles in which the core stalled on `dma_wait`/`dma_start`.
    pub dma_exposed_cycles: Cycle,
    /// `1 − exposed / active`; `None` when no DMA ran.
    pub dma_hidden_fraction: Option<f64>,
    /// Stall cycles by cause.
    pub stalls: StallReport,
    /// One entry per memory space, in config order.
    pub spaces: Vec<SpaceReport>,
    /// Per (engine, source, destination): transfer-cycles by what bounded them.
    #[serde(default)]
    pub dma_bounds: Vec<BoundReport>,
    /// The one-line verdict ([`verdict`]).
    #[serde(default)]
    pub verdict: String,
    /// Energy by component, when the target gives energy keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub energy: Option<EnergyReport>,
}

/// One functional unit's use.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UnitReport {
    /// Unit name.
    pub name: String,
    /// Ops issued.
    pub ops: u64,
    /// `ops × ii`.
    pub busy_cycles: Cycle,
    /// `busy_cycles / cycles`.
    pub busy_fraction: f64,
}

/// One DMA engine's use.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EngineReport {
    /// Engine name.
    pub name: String,
    /// Transfers completed.
    pub transfers: u64,
    /// Bytes moved.
    pub bytes: u64,
    /// Cycles with at least one transfer on one of its channels.
    pub busy_cycles: Cycle,
    /// `busy_cycles / cycles`.
    pub busy_fraction: f64,
}

/// Bytes moved from one space to another.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PairReport {
    /// Source space name.
    pub src: String,
    /// Destination space name.
    pub dst: String,
    /// Bytes moved.
    pub bytes: u64,
    /// Transfers.
    pub transfers: u64,
}

/// Stall cycles by cause.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StallReport {
    /// Waiting for a non-memory operand.
    pub operand: Cycle,
    /// Waiting for a loaded operand or a memory port.
    pub memory: Cycle,
    /// Waiting for a busy bank.
    pub bank_conflict: Cycle,
    /// Waiting for a unit's initiation interval.
    pub unit_busy: Cycle,
    /// Waiting in `dma_wait`.
    pub dma_wait: Cycle,
    /// Waiting in `dma_start` for room on an engine.
    pub dma_issue: Cycle,
    /// Sum of the above.
    pub total: Cycle,
}

/// One memory space's use.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpaceReport {
    /// Space name.
    pub name: String,
    /// Most bytes allocated at once.
    pub peak_bytes: u64,
    /// Configured capacity.
    pub capacity: u64,
    /// Bytes the core loaded.
    pub loaded_bytes: u64,
    /// Bytes the core stored.
    pub stored_bytes: u64,
}

fn fraction(part: Cycle, whole: Cycle) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// The stall breakdown of per-cause cycles indexed by [`StallCause`].
pub fn stall_report(s: &[Cycle; 6]) -> StallReport {
    let get = |c: StallCause| s[c as usize];
    StallReport {
        operand: get(StallCause::Operand),
        memory: get(StallCause::Memory),
        bank_conflict: get(StallCause::BankConflict),
        unit_busy: get(StallCause::UnitBusy),
        dma_wait: get(StallCause::DmaWait),
        dma_issue: get(StallCause::DmaIssue),
        total: s.iter().sum(),
    }
}

/// Builds the report of a finished run.
pub(super) fn build(t: &RunTotals) -> Report {
    let (cfg, cycles) = (t.cfg, t.cycles);
    let units = (cfg.units.iter().zip(t.units))
        .map(|(u, &(ops, busy))| UnitReport {
            name: u.name.clone(),
            ops,
            busy_cycles: busy,
            busy_fraction: fraction(busy, cycles),
        })
        .collect();
    let engines = (0..cfg.engines.len())
        .map(|e| {
            let n = t.dma.engine_totals(e);
            EngineReport {
                name: cfg.engines[e].name.clone(),
                transfers: n.transfers,
                bytes: n.bytes,
                busy_cycles: n.busy,
                busy_fraction: fraction(n.busy, cycles),
            }
        })
        .collect();
    let active = t.dma.active_cycles();
    let exposed = t.stalls[StallCause::DmaWait as usize] + t.stalls[StallCause::DmaIssue as usize];
    let mut report = Report {
        cycles,
        clock_hz: cfg.clock_hz,
        seconds: if cfg.clock_hz > 0.0 {
            cycles as f64 / cfg.clock_hz
        } else {
            0.0
        },
        units,
        engines,
        transfers: pairs(t),
        dma_active_cycles: active,
        dma_exposed_cycles: exposed,
        dma_hidden_fraction: (active > 0).then(|| 1.0 - fraction(exposed, active)),
        stalls: stall_report(t.stalls),
        spaces: spaces(t),
        dma_bounds: bound_reports(t),
        verdict: String::new(),
        energy: None,
    };
    report.verdict = verdict(&report);
    report
}

fn pairs(t: &RunTotals) -> Vec<PairReport> {
    let sp = &t.cfg.spaces;
    let mut out = Vec::new();
    for s in 0..sp.len() {
        for d in 0..sp.len() {
            let (bytes, transfers) = t.dma.pair_totals(s, d);
            if transfers > 0 {
                let (src, dst) = (sp[s].name.clone(), sp[d].name.clone());
                out.push(PairReport {
                    src,
                    dst,
                    bytes,
                    transfers,
                });
            }
        }
    }
    out
}

fn spaces(t: &RunTotals) -> Vec<SpaceReport> {
    (t.cfg.spaces.iter().zip(t.spaces))
        .map(|(c, s)| SpaceReport {
            name: c.name.clone(),
            peak_bytes: s.peak,
            capacity: c.capacity,
            loaded_bytes: s.loaded,
            stored_bytes: s.stored,
        })
        .collect()
}

impl Report {
    /// The report as pretty JSON (what `--report FILE` writes).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The widest unit, engine or space name, so the summary's columns line up.
    fn name_width(&self) -> usize {
        let units = self.units.iter().map(|u| u.name.len());
        let engines = self.engines.iter().map(|e| e.name.len());
        let spaces = self.spaces.iter().map(|p| p.name.len());
        units.chain(engines).chain(spaces).max().unwrap_or(0)
    }

    /// A short human summary for stderr.
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let us = self.seconds * 1e6;
        let _ = writeln!(
            s,
            "cycles: {} ({us:.3} us at {} MHz)",
            self.cycles,
            self.clock_hz / 1e6
        );
        let w = self.name_width();
        for u in &self.units {
            let pct = u.busy_fraction * 100.0;
            let _ = writeln!(
                s,
                "  unit  {:<w$} {:>10} ops  {pct:6.2}% busy",
                u.name, u.ops
            );
        }
        for e in &self.engines {
            let pct = e.busy_fraction * 100.0;
            let _ = writeln!(
                s,
                "  dma   {:<w$} {:>10} B in {} transfers  {pct:6.2}% busy",
                e.name, e.bytes, e.transfers
            );
        }
        for p in &self.transfers {
            let _ = writeln!(s, "  moved {} -> {}: {} B", p.src, p.dst, p.bytes);
        }
        if let Some(h) = self.dma_hidden_fraction {
            let _ = writeln!(s, "  dma hidden under compute: {:.2}%", h * 100.0);
        }
        let st = &self.stalls;
        let _ = writeln!(
            s,
            "  stalls: {} (operand {}, memory {}, bank {}, unit {}, dma_wait {}, dma_issue {})",
            st.total,
            st.operand,
            st.memory,
            st.bank_conflict,
            st.unit_busy,
            st.dma_wait,
            st.dma_issue
        );
        for sp in &self.spaces {
            let _ = writeln!(
                s,
                "  space {:<w$} peak {} B of {}",
                sp.name, sp.peak_bytes, sp.capacity
            );
        }
        if let Some(e) = &self.energy {
            let _ = writeln!(
                s,
                "  energy: {:.3} nJ (compute {:.3}, memory {:.3}, dma {:.3})",
                e.total_pj / 1e3,
                e.compute_pj / 1e3,
                e.memory_pj / 1e3,
                e.dma_pj / 1e3
            );
        }
        let _ = writeln!(s, "  verdict: {}", self.verdict);
        s
    }
}

impl Report {
    /// Adds the energy of the run this report describes, at the picojoules
    /// per event of `t` (`configs/README.md` § Energy).
    pub fn add_energy(&mut self, t: &EnergyTable) {
        let r = &*self;
        let at = |v: &[f64], i: usize| v.get(i).copied().unwrap_or(0.0);
        let units: Vec<EnergyPart> = (r.units.iter().enumerate())
            .map(|(i, u)| part(&u.name, u.ops as f64 * at(&t.units, i)))
            .collect();
        let spaces: Vec<EnergyPart> = (r.spaces.iter().enumerate())
            .map(|(i, s)| part(&s.name, space_bytes(r, i) as f64 * at(&t.spaces, i)))
            .collect();
        let engines: Vec<EnergyPart> = (r.engines.iter().enumerate())
            .map(|(i, e)| part(&e.name, e.bytes as f64 * at(&t.engines, i)))
            .collect();
        let sum = |parts: &[EnergyPart]| parts.iter().map(|p| p.pj).sum::<f64>();
        let (compute_pj, memory_pj, dma_pj) = (sum(&units), sum(&spaces), sum(&engines));
        self.energy = Some(EnergyReport {
            total_pj: compute_pj + memory_pj + dma_pj,
            compute_pj,
            memory_pj,
            dma_pj,
            units,
            spaces,
            engines,
        });
    }
}

fn part(name: &str, pj: f64) -> EnergyPart {
    EnergyPart {
        name: name.to_string(),
        pj,
    }
}

/// Bytes the core loaded from and stored to space `i`, plus the DMA bytes
/// read from it and written to it.
fn space_bytes(r: &Report, i: usize) -> u128 {
    let s = &r.spaces[i];
    let dma: u128 = (r.transfers.iter())
        .map(|t| {
            (t.src == s.name) as u128 * t.bytes as u128
                + (t.dst == s.name) as u128 * t.bytes as u128
        })
        .sum();
    s.loaded_bytes as u128 + s.stored_bytes as u128 + dma
}

/// The report's line for one (engine, source, destination): transfer-cycles
/// by what bounded them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoundReport {
    /// Engine name.
    pub engine: String,
    /// Source space name.
    pub src: String,
    /// Destination space name.
    pub dst: String,
    /// Transfers completed.
    pub transfers: u64,
    /// Waiting for a channel.
    pub queued: Cycle,
    /// In `setup_latency`.
    pub setup: Cycle,
    /// In descriptor and burst overheads.
    pub overhead: Cycle,
    /// Moving at the engine's bandwidth share.
    pub engine_bandwidth: Cycle,
    /// Moving at the source's read bandwidth share.
    pub read_bandwidth: Cycle,
    /// Moving at the destination's write bandwidth share.
    pub write_bandwidth: Cycle,
}

/// The bound tally's lines (`super::bounds`), with names.
fn bound_reports(t: &RunTotals) -> Vec<BoundReport> {
    let (engines, spaces) = (&t.cfg.engines, &t.cfg.spaces);
    (t.dma.bound_lines().into_iter())
        .map(|l| {
            let c = |b: Bound| l.cycles[b as usize];
            BoundReport {
                engine: engines[l.engine].name.clone(),
                src: spaces[l.src].name.clone(),
                dst: spaces[l.dst].name.clone(),
                transfers: l.transfers,
                queued: c(Bound::Queued),
                setup: c(Bound::Setup),
                overhead: c(Bound::Overhead),
                engine_bandwidth: c(Bound::Engine),
                read_bandwidth: c(Bound::Read),
                write_bandwidth: c(Bound::Write),
            }
        })
        .collect()
}

/// Transfer-cycles per named limit over every line ("hbm read bandwidth",
/// "engine main0 bandwidth", "setup"…), in first-seen order.
fn limits(lines: &[BoundReport]) -> Vec<(String, Cycle)> {
    let mut out: Vec<(String, Cycle)> = Vec::new();
    for l in lines {
        let named = [
            ("waiting for a channel".to_string(), l.queued),
            ("setup".to_string(), l.setup),
            ("descriptor and burst overheads".to_string(), l.overhead),
            (format!("engine {} bandwidth", l.engine), l.engine_bandwidth),
            (format!("{} read bandwidth", l.src), l.read_bandwidth),
            (format!("{} write bandwidth", l.dst), l.write_bandwidth),
        ];
        for (name, c) in named {
            match out.iter_mut().find(|(n, _)| *n == name) {
                Some(e) => e.1 = e.1.saturating_add(c),
                None => out.push((name, c)),
            }
        }
    }
    out
}

fn percent(part: Cycle, whole: Cycle) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 * 100.0 / whole as f64
    }
}

/// The run's one-line verdict (`docs/timing.md` § Bottlenecks): DMA-bound
/// when the core waits on DMA (`dma_wait` + `dma_issue` stalls) for at
/// least half the cycles, else compute-bound; then the limit that held the
/// transfers back for most of their cycles.
pub fn verdict(r: &Report) -> String {
    let waits = r.stalls.dma_wait.saturating_add(r.stalls.dma_issue);
    let wait_pct = percent(waits, r.cycles);
    let limits = limits(&r.dma_bounds);
    let total: Cycle = limits.iter().map(|(_, c)| *c).sum();
    let kind = if waits.saturating_mul(2) >= r.cycles && waits > 0 {
        "DMA-bound"
    } else {
        "compute-bound"
    };
    let head = format!("{kind}: the core waits on DMA {wait_pct:.1}% of cycles");
    // The largest limit; the first listed wins a tie.
    let top = (limits.iter()).fold(None::<&(String, Cycle)>, |best, l| match best {
        Some(b) if b.1 >= l.1 => Some(b),
        _ => Some(l),
    });
    match top {
        Some((name, c)) if total > 0 => {
            format!(
                "{head}; transfers were held by {name} {:.1}% of their cycles",
                percent(*c, total)
            )
        }
        _ => format!("{head}; no DMA ran"),
    }
}
