//! HLS backend: turns one function of a verified kernel into a
//! synthesizable Verilog-2005 module (an FSM plus a datapath), a
//! self-checking testbench, a JSON report, and a cycle model that predicts
//! the RTL's cycle count exactly. See `docs/hls.md`.
//!
//! Data flows one way: MLIR ([`rmlir_ir`]) → [`lower`] → [`cdfg`] →
//! [`sched`] (with the target's `[[hls.ops]]` and `[hls.limits]`) →
//! [`verilog`], [`testbench`], [`interp`] and [`report`]. The crate reads
//! `rmlir-ir` and `rmlir-targets` only.
#![warn(missing_docs)]

pub mod cdfg;
pub mod depth;
pub mod interp;
pub mod lower;
pub mod main_call;
pub mod names;
pub mod report;
pub mod sched;
pub mod testbench;
pub mod verilog;

use rmlir_ir::{Context, Diagnostic, OpId};
use rmlir_targets::Target;

pub use interp::{RunInputs, RunOutput};
pub use testbench::Vectors;

/// A scheduled function, ready to be written out or run.
#[derive(Clone, Debug)]
pub struct Design {
    /// The lowered graph.
    pub cdfg: cdfg::Cdfg,
    /// Its schedule and binding.
    pub schedule: sched::Schedule,
}

/// Lowers and schedules `@func` of `module` for `target`.
pub fn synthesize(
    ctx: &Context,
    module: OpId,
    func: &str,
    target: &Target,
) -> Result<Design, Diagnostic> {
    let cdfg = lower::lower(ctx, module, func)?;
    let limits: sched::Limits = target
        .hls()
        .limits
        .iter()
        .map(|(k, &v)| (k.to_string(), u32::try_from(v).unwrap_or(u32::MAX)))
        .collect();
    let schedule = sched::schedule(&cdfg, target, &limits).map_err(|e| match e.at {
        Some(at) => Diagnostic::error_at(ctx, at, e.message),
        None => Diagnostic::error(None, e.message),
    })?;
    Ok(Design { cdfg, schedule })
}

impl Design {
    /// The Verilog module.
    pub fn verilog(&self) -> String {
        verilog::emit(&self.cdfg, &self.schedule)
    }

    /// A self-checking testbench for `v`.
    pub fn testbench(&self, v: &Vectors) -> String {
        testbench::testbench(&self.cdfg, v)
    }

    /// Runs the cycle model.
    pub fn run(&self, inputs: &RunInputs, max_cycles: u64) -> Result<RunOutput, interp::Fault> {
        interp::run(&self.cdfg, &self.schedule, inputs, max_cycles)
    }

    /// The module's name.
    pub fn name(&self) -> &str {
        &self.cdfg.name
    }

    /// The number of scalar parameters.
    pub fn scalar_count(&self) -> usize {
        self.cdfg
            .params
            .iter()
            .filter(|p| matches!(p, cdfg::Param::Scalar { .. }))
            .count()
    }
}
