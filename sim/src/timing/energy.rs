//! Energy, from a finished report and the target's optional energy keys:
//! picojoules per op issued on each unit, per byte the core and the DMAs
//! read from or write to each space, and per byte each DMA engine moves.
//! The formulas are in `configs/README.md` § Energy and `Report::add_energy`
//! applies them; the model itself counts nothing extra, so energy costs a
//! run nothing.

use serde::{Deserialize, Serialize};

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
