//! The runtime every executor stands on: simulated memory and its buffers,
//! what DMA transfers do to data (and the races between them and the
//! program), the faults a simulated program can raise, the meaning of the
//! target's own ops, the port that turns executed instructions into timing
//! events, the port that turns register writes into value waveforms, and
//! the vocabulary a run is driven with (register contents, run options).
//! None of it knows how instructions are dispatched, so the interpreter
//! and a JIT share it unchanged.

pub mod alloc;
pub mod bytes;
pub mod dma;
pub mod fault;
pub mod memory;
pub mod options;
pub mod port;
pub mod print;
pub mod profile;
pub mod slot;
pub mod target_ops;
pub mod vtrace;
pub mod xla_cpu;
pub mod ynn;
pub mod ynn_reduce;

pub use options::{Printer, Progress, RaceMode, RunOptions, DEFAULT_MAX_MEMORY, STREAM_CHUNK};
pub use slot::Slot;

use crate::prepare::MemRefType;
use crate::timing::{TimingModel, TraceSink};
use alloc::{allocate, AllocSite};
use memory::{MemRef, Memory};
use rmlir_ir::{Context, Diagnostic, OpId};
use rmlir_targets::Target;
use std::rc::Rc;

/// An executor's runtime state as the host sees it between runs: the
/// memory to fill arguments into and read results from, and the timing
/// model that buffers are counted against.
pub struct Runtime<'r, S: TraceSink> {
    /// The module the run comes from (for diagnostics).
    pub ctx: &'r Context,
    /// The chip.
    pub target: &'r Target,
    /// The simulated memory.
    pub mem: &'r mut Memory,
    /// The timing model.
    pub timing: &'r mut TimingModel<S>,
}

impl<S: TraceSink> Runtime<'_, S> {
    /// Allocates a buffer of type `t` with `shape` for an argument of the
    /// entry function, counted against its space's capacity (`origin` is
    /// the function, for the diagnostic when it does not fit).
    pub fn alloc_memref(
        &mut self,
        t: &MemRefType,
        shape: Vec<i64>,
        origin: OpId,
    ) -> Result<Rc<MemRef>, Diagnostic> {
        let rt = (&mut *self.mem, &mut *self.timing, self.target);
        allocate(rt, t, shape, &[], AllocSite::at(origin))
            .map(Rc::new)
            .map_err(|f| f.to_diagnostic(self.ctx, &[]))
    }
}
