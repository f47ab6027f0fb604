//! Energy, from a finished report and the target's optional energy keys:
//! picojoules per op issued on each unit, per byte the core and the DMAs
//! read from or write to each space, and per byte each DMA engine moves.
//! The formulas are in `configs/README.md` § Energy; the model itself
//! counts nothing extra, so energy costs a run nothing.

use serde::{Deserialize, Serialize};

use super::report::Report;

/// Picojoules per event, in the timing config's order (0 where the target
/// gives no key).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnergyTable {
    /// Per unit: picojoules per op issued.
    pub units: Vec<f64>,
    /// Per space: picojoules per byte read or written.
    pub spaces: Vec<f64>,
    /// Per DMA engine: picojoules per byte moved.
    pub engines: Vec<f64>,
}

/// One component's energy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnergyPart {
    /// The unit, space or engine.
    pub name: String,
    /// Picojoules.
    pub pj: f64,
}

/// A run's energy by component (`--report`'s `energy`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnergyReport {
    /// `compute_pj + memory_pj + dma_pj`.
    pub total_pj: f64,
    /// Sum over units of ops × picojoules per op.
    pub compute_pj: f64,
    /// Sum over spaces of bytes read and written × picojoules per byte.
    pub memory_pj: f64,
    /// Sum over engines of bytes moved × picojoules per byte.
    pub dma_pj: f64,
    /// Per unit, in report order.
    pub units: Vec<EnergyPart>,
    /// Per space: its core loads and stores plus the DMA bytes read from
    /// it and written to it.
    pub spaces: Vec<EnergyPart>,
    /// Per DMA engine.
    pub engines: Vec<EnergyPart>,
}

impl EnergyTable {
    /// The energy of the run `r` reports.
    pub fn report(&self, r: &Report) -> EnergyReport {
        let at = |v: &[f64], i: usize| v.get(i).copied().unwrap_or(0.0);
        let units: Vec<EnergyPart> = (r.units.iter().enumerate())
            .map(|(i, u)| part(&u.name, u.ops as f64 * at(&self.units, i)))
            .collect();
        let spaces: Vec<EnergyPart> = (r.spaces.iter().enumerate())
            .map(|(i, s)| part(&s.name, space_bytes(r, i) as f64 * at(&self.spaces, i)))
            .collect();
        let engines: Vec<EnergyPart> = (r.engines.iter().enumerate())
            .map(|(i, e)| part(&e.name, e.bytes as f64 * at(&self.engines, i)))
            .collect();
        let sum = |parts: &[EnergyPart]| parts.iter().map(|p| p.pj).sum::<f64>();
        let (compute_pj, memory_pj, dma_pj) = (sum(&units), sum(&spaces), sum(&engines));
        EnergyReport {
            total_pj: compute_pj + memory_pj + dma_pj,
            compute_pj,
            memory_pj,
            dma_pj,
            units,
            spaces,
            engines,
        }
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
