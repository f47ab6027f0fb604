//! The bridge from a [`rmlir_targets::Target`] (what the user wrote) to the
//! timing model's plain [`TimingConfig`] and to per-instruction costs.
//!
//! Each (unit, op class, initiation interval) triple becomes one pipeline in
//! the timing model, so a long divide does not block adds on the same unit,
//! while two ops of one class and one initiation interval share a pipeline
//! (`docs/timing.md` § Pipelines). Bandwidths pass to the timing model as
//! exact fractions of bytes per cycle, never rounded.

use crate::timing::config::{
    EngineConfig, EnginePolicy, Rate, SpaceConfig, TimingConfig, UnitConfig,
};
use rmlir_ir::registry::TimingClass;
use rmlir_targets::EngineSelect;
use rmlir_targets::{OpClass, Target};
use std::collections::HashMap;

/// Which hardware unit runs an op.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnitKind {
    /// The scalar core.
    Scalar,
    /// The vector unit.
    Vector,
    /// The matrix unit.
    Matrix,
}

impl UnitKind {
    fn name(self) -> &'static str {
        match self {
            UnitKind::Scalar => "scalar",
            UnitKind::Vector => "vector",
            UnitKind::Matrix => "matrix",
        }
    }
}

/// The timing model's pipelines, created on first use while preparing.
#[derive(Clone, Debug, Default)]
pub struct UnitTable {
    units: Vec<UnitConfig>,
    index: HashMap<(UnitKind, String, u64), u32>,
}

impl UnitTable {
    /// The pipeline for `kind`/`class` with initiation interval `ii`.
    pub fn unit(&mut self, kind: UnitKind, class: &str, ii: u64) -> u32 {
        let key = (kind, class.to_string(), ii);
        if let Some(&u) = self.index.get(&key) {
            return u;
        }
        let id = self.units.len() as u32;
        let name = if ii <= 1 {
            format!("{}.{class}", kind.name())
        } else {
            format!("{}.{class}.ii{ii}", kind.name())
        };
        self.units.push(UnitConfig {
            name,
            latency: 1,
            ii: ii.max(1) as u32,
        });
        self.index.insert(key, id);
        id
    }

    /// The pipelines created so far.
    pub fn configs(&self) -> &[UnitConfig] {
        &self.units
    }
}

/// Latency and pipeline of an op of `class` on operands `width` bits wide
/// (`shape` non-empty for vector operands).
pub fn op_cost(
    target: &Target,
    units: &mut UnitTable,
    class: TimingClass,
    width: u64,
    shape: &[u64],
) -> Option<(u32, u32)> {
    if class == TimingClass::Free {
        return None;
    }
    let oc = OpClass::from_key(class.key())?;
    let compute = target.compute();
    let (kind, cost) = match (&compute.vector, shape.is_empty()) {
        (Some(v), false) => (UnitKind::Vector, v.cost(oc, width, shape)),
        _ => (UnitKind::Scalar, compute.scalar.at(oc, width)),
    };
    let unit = units.unit(kind, class.key(), cost.ii);
    Some((unit, cost.latency.min(u32::MAX as u64) as u32))
}

fn rate(r: rmlir_targets::Ratio) -> Rate {
    Rate {
        num: r.num,
        den: r.den,
    }
}

fn policy(select: EngineSelect) -> EnginePolicy {
    match select {
        EngineSelect::RoundRobin => EnginePolicy::RoundRobin,
        EngineSelect::LeastLoaded => EnginePolicy::LeastLoaded,
        EngineSelect::FirstFree => EnginePolicy::First,
    }
}

/// The timing model's engines: every engine of every group, in file order.
/// The target's validation has bounded the total to 32 channels.
fn engines(target: &Target) -> Vec<EngineConfig> {
    let mut engines = Vec::new();
    for (group, g) in target.dma_groups().iter().enumerate() {
        for i in 0..g.engines {
            engines.push(EngineConfig {
                name: if g.engines > 1 {
                    format!("{}{i}", g.name)
                } else {
                    g.name.clone()
                },
                channels: g.queues as u32,
                outstanding: g.max_outstanding as u32,
                bandwidth: rate(g.rate),
                setup: g.setup_latency as u32,
                max_burst: g.max_burst.unwrap_or(u64::MAX),
                burst_overhead: g.burst_overhead as u32,
                descriptor_overhead: g.descriptor_overhead as u32,
                pairs: g.connects.iter().map(|(s, d)| (s.0, d.0)).collect(),
                group: group as u32,
                policy: policy(g.select),
            });
        }
    }
    engines
}

/// The timing model's configuration for `target`, with the pipelines
/// `units` collected while preparing the program.
pub fn timing_config(target: &Target, units: &UnitTable) -> TimingConfig {
    let spaces = target
        .memory_spaces()
        .iter()
        .map(|s| SpaceConfig {
            name: s.name.clone(),
            latency: s.latency as u32,
            read_bw: rate(s.read_rate),
            write_bw: rate(s.write_rate),
            banks: s.banks as u32,
            interleave: s.bank_interleave as u32,
            ports: s.ports as u32,
            bank_busy: s.bank_busy as u32,
            capacity: s.capacity,
        })
        .collect();
    TimingConfig {
        clock_hz: target.clock_hz() as f64,
        issue_width: target.compute().issue_width as u32,
        units: units.configs().to_vec(),
        spaces,
        engines: engines(target),
    }
}
