//! The seam between a run and what executes it. An [`Executor`] runs a
//! prepared program on the shared runtime (memory, DMA, faults, target ops;
//! `runtime`) and reports every event to the one timing model, so
//! any executor that reports the same events gets the same cycles. The
//! interpreter (`interp`) is the one executor today; `run` chooses it, and
//! nothing above this trait names interpreter types. This module names
//! neither, so the seam has no import circle.

use crate::runtime::{Progress, Runtime, Slot};
use crate::timing::{TimingModel, TraceSink};
use rmlir_ir::Diagnostic;

/// What an executor hands back after a run, besides the timing model.
#[derive(Debug, Default)]
pub struct ExecOutput {
    /// What the program printed and was not yet streamed.
    pub stdout: String,
    /// Warnings raised (races in `warn` mode, transfers never waited for).
    pub warnings: Vec<Diagnostic>,
    /// Instructions executed.
    pub steps: u64,
}

/// Runs functions of one prepared program against one timing model.
pub trait Executor<S: TraceSink> {
    /// The runtime state, to allocate the entry's arguments and read its
    /// results.
    fn runtime(&mut self) -> Runtime<'_, S>;
    /// Reports progress to `p` while running.
    fn on_progress(&mut self, p: Progress);
    /// Traces every integer and `index` SSA value of function `func` as a
    /// waveform of its width (`--trace-values`).
    fn trace_values(&mut self, func: u32);
    /// Runs function `entry` with `args`; returns its results, or the
    /// located fault that stopped it.
    fn run(&mut self, entry: u32, args: Vec<Slot>) -> Result<Vec<Slot>, Diagnostic>;
    /// The timing model, where the run stopped.
    fn timing(&mut self) -> &mut TimingModel<S>;
    /// Counts cycles, issued ops and stalls per source line and function
    /// from now on (`--profile`).
    fn enable_profile(&mut self);
    /// The profile so far, when enabled.
    fn profile(&self) -> Option<crate::runtime::profile::Profile>;
    /// Ends the executor: its output and the timing model.
    fn finish(self: Box<Self>) -> (ExecOutput, TimingModel<S>);
}
