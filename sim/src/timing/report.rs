//! The run summary: what `--report FILE` writes as JSON and what the
//! simulator prints on stderr. Each figure's formula is in `docs/timing.md`
//! § Report.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::{Cycle, StallCause, TimingModel};
use crate::timing::TraceSink;

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
    pub dma_bounds: Vec<super::bounds::BoundReport>,
    /// The one-line verdict ([`super::bounds::verdict`]).
    #[serde(default)]
    pub verdict: String,
    /// Energy by component, when the target gives energy keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub energy: Option<super::energy::EnergyReport>,
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

/// Builds the report of a finished model whose run took `cycles`.
pub(super) fn build<S: TraceSink>(m: &TimingModel<S>, cycles: Cycle) -> Report {
    let cfg = &m.cfg;
    let units = (0..cfg.units.len())
        .map(|u| UnitReport {
            name: cfg.units[u].name.clone(),
            ops: m.unit_stats(u).0,
            busy_cycles: m.unit_stats(u).1,
            busy_fraction: fraction(m.unit_stats(u).1, cycles),
        })
        .collect();
    let engines = (0..cfg.engines.len())
        .map(|e| {
            let t = m.dma.engine_totals(e);
            EngineReport {
                name: cfg.engines[e].name.clone(),
                transfers: t.transfers,
                bytes: t.bytes,
                busy_cycles: t.busy,
                busy_fraction: fraction(t.busy, cycles),
            }
        })
        .collect();
    let active = m.dma.active_cycles();
    let exposed = m.stalls[StallCause::DmaWait as usize] + m.stalls[StallCause::DmaIssue as usize];
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
        transfers: pairs(m),
        dma_active_cycles: active,
        dma_exposed_cycles: exposed,
        dma_hidden_fraction: (active > 0).then(|| 1.0 - fraction(exposed, active)),
        stalls: stall_report(&m.stalls),
        spaces: spaces(m),
        dma_bounds: super::bounds::reports(m),
        verdict: String::new(),
        energy: None,
    };
    report.verdict = super::bounds::verdict(&report);
    report
}

fn pairs<S: TraceSink>(m: &TimingModel<S>) -> Vec<PairReport> {
    let sp = &m.cfg.spaces;
    let mut out = Vec::new();
    for s in 0..sp.len() {
        for d in 0..sp.len() {
            let (bytes, transfers) = m.dma.pair_totals(s, d);
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

fn spaces<S: TraceSink>(m: &TimingModel<S>) -> Vec<SpaceReport> {
    (m.cfg.spaces.iter().zip(&m.spaces))
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
